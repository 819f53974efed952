/**
 * One title through the compiler phases: loaded → schema-validated → tiles compiled →
 * semantically checked → normalised. Every phase runs even after an earlier one found problems
 * (except normalise), so a designer sees all problems at once.
 */
import type { TitleDefinition } from '../runtime/title/definition.js';
import type { TileColor, TileDefinition, TilePart } from '../runtime/title/parts.js';
import { hasErrors, sortDiagnostics, type Diagnostic } from './diagnostics.js';
import type { LoadedTitle } from './load.js';
import { hexIdsOfKey, normaliseTitle } from './normalise.js';
import type { RawTitle } from './raw.js';
import { compileTile, type CompiledLibrary } from './tiles.js';
import type { SchemaValidator } from './validate-schema.js';
import { validateSemantics } from './validate-semantics.js';

export interface TitleCompilation {
  readonly loaded: LoadedTitle;
  /** Present only when the title has no errors. */
  readonly definition?: TitleDefinition;
  readonly diagnostics: readonly Diagnostic[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export function compileTitle(loaded: LoadedTitle, library: CompiledLibrary, validator: SchemaValidator): TitleCompilation {
  const diagnostics: Diagnostic[] = [...loaded.diagnostics];
  diagnostics.push(...validator.validateTitle(loaded.data, loaded));

  const hexParts = new Map<string, { color: TileColor; parts: readonly TilePart[]; tileId: string }>();
  const hexes = loaded.data.hexes;
  if (isObj(hexes)) {
    for (const [color, group] of Object.entries(hexes)) {
      if (!isObj(group)) continue;
      for (const [key, value] of Object.entries(group)) {
        const compiled = compileTile(value, ['hexes', color, key], loaded);
        diagnostics.push(...compiled.diagnostics);
        const libraryName = typeof value === 'string' && library.tiles.has(value.trim()) ? value.trim() : undefined;
        hexIdsOfKey(key).forEach((id, index) =>
          hexParts.set(id, { color: color as TileColor, parts: compiled.parts, tileId: `${libraryName ?? id}-${index}` }),
        );
      }
    }
  }

  const tiles = new Map<string, TileDefinition>();
  const manifest = loaded.data.tiles;
  if (isObj(manifest)) {
    for (const [name, entry] of Object.entries(manifest)) {
      if (isObj(entry)) {
        const compiled = compileTile(entry.code, ['tiles', name, 'code'], loaded);
        diagnostics.push(...compiled.diagnostics);
        tiles.set(name, { name, color: String(entry.color) as TileColor, parts: compiled.parts });
      } else {
        const tile = library.tiles.get(name);
        if (tile) tiles.set(name, tile);
      }
    }
  }

  diagnostics.push(
    ...validateSemantics({
      title: loaded,
      libraryTiles: new Set(library.tiles.keys()),
      hexParts: new Map([...hexParts].map(([id, hex]) => [id, hex.parts])),
    }),
  );

  const sorted = sortDiagnostics(diagnostics);
  if (hasErrors(sorted)) return { loaded, diagnostics: sorted };
  const definition = normaliseTitle(loaded.id, loaded.data as unknown as RawTitle, { hexParts, tiles });
  return { loaded, definition, diagnostics: sorted };
}
