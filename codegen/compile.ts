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
import type { DataPath } from './source.js';
import { pointer, type SchemaValidator } from './validate-schema.js';
import { validateNames } from './validate-names.js';
import { validateAbilityKinds } from './validate-ability-kinds.js';
import { validateCapitalization } from './validate-capitalization.js';
import { validateOptions } from './validate-options.js';
import { validateUnread } from './validate-unread.js';
import { validateSemantics } from './validate-semantics.js';
import { isObj } from './untyped.js';

export interface TitleCompilation {
  readonly loaded: LoadedTitle;
  /** Present only when the title has no errors. */
  readonly definition?: TitleDefinition;
  readonly diagnostics: readonly Diagnostic[];
}


export function compileTitle(loaded: LoadedTitle, library: CompiledLibrary, validator: SchemaValidator): TitleCompilation {
  // A YAML syntax error leaves the data partial: checking it would only report the gap as
  // missing keys and sections. The syntax error alone is the problem to fix first.
  if (loaded.syntaxErrors) return { loaded, diagnostics: sortDiagnostics(loaded.diagnostics) };
  const diagnostics: Diagnostic[] = [...loaded.diagnostics];
  // Tiles the tile compiler rejects are reported by it, precisely (at the character of a code
  // string); the schema's coarser error about the same value is dropped.
  const rejectedTiles = new Set<string>();
  const compileAt = (value: unknown, path: DataPath) => {
    const compiled = compileTile(value, path, loaded);
    diagnostics.push(...compiled.diagnostics);
    if (compiled.diagnostics.length > 0) rejectedTiles.add(pointer(path));
    return compiled;
  };

  /** Hexes grouped by colour (`hexes`, or one rule's `hexes_by_optional_rule`), compiled, by hex id. */
  const compileHexes = (groups: unknown, base: DataPath, indexes?: ReadonlyMap<string, number>) => {
    const parts = new Map<string, { color: TileColor; parts: readonly TilePart[]; tileId: string }>();
    if (!isObj(groups)) return parts;
    for (const [color, group] of Object.entries(groups)) {
      if (!isObj(group)) continue;
      for (const [key, value] of Object.entries(group)) {
        const compiled = compileAt(value, [...base, color, key]);
        const libraryName = typeof value === 'string' && library.tiles.has(value.trim()) ? value.trim() : undefined;
        hexIdsOfKey(key).forEach((id, index) =>
          parts.set(id, { color: color as TileColor, parts: compiled.parts, tileId: `${libraryName ?? id}-${indexes?.get(id) ?? index}` }),
        );
      }
    }
    return parts;
  };
  const hexParts = compileHexes(loaded.data.hexes, ['hexes'], loaded.hexIndexes);
  const byRule = loaded.data.hexes_by_optional_rule;
  const optionalHexParts = new Map(isObj(byRule) ? Object.entries(byRule).map(([rule, groups]) => [rule, compileHexes(groups, ['hexes_by_optional_rule', rule])]) : []);

  const tiles = new Map<string, TileDefinition>();
  const manifest = loaded.data.tiles;
  if (isObj(manifest)) {
    for (const [name, entry] of Object.entries(manifest)) {
      if (isObj(entry)) {
        const compiled = compileAt(entry.code, ['tiles', name, 'code']);
        tiles.set(name, { name, color: String(entry.color) as TileColor, parts: compiled.parts });
      } else {
        const tile = library.tiles.get(name);
        if (tile) tiles.set(name, tile);
      }
    }
  }

  diagnostics.push(...validator.validateTitle(loaded.data, loaded, { reportedElsewhere: rejectedTiles }));
  diagnostics.push(
    ...validateSemantics({
      title: loaded,
      // A library tile with problems of its own is reported there, not as unknown here.
      libraryTiles: new Set([...library.tiles.keys(), ...library.rejected.map((tile) => tile.name)]),
      hexParts: new Map([...hexParts].map(([id, hex]) => [id, hex.parts])),
      tileParts: new Map([...tiles].map(([name, tile]) => [name, tile.parts])),
    }),
  );

  diagnostics.push(...validateNames(loaded));
  diagnostics.push(...validateAbilityKinds(loaded));
  diagnostics.push(...validateCapitalization(loaded));
  diagnostics.push(...validateUnread(loaded));
  diagnostics.push(
    ...validateOptions({
      title: loaded,
      hexParts: new Map([...hexParts].map(([id, hex]) => [id, hex.parts])),
      optionalHexParts: new Map([...optionalHexParts].map(([rule, parts]) => [rule, new Map([...parts].map(([id, hex]) => [id, hex.parts]))])),
    }),
  );

  const sorted = sortDiagnostics(diagnostics);
  if (hasErrors(sorted)) return { loaded, diagnostics: sorted };
  // Names written as numbers (`trains: [3, 4]`) become text here, in one place, for every field the schema calls a name.
  const normalised = normaliseTitle(loaded.id, validator.namesAsText(loaded.data) as RawTitle, { hexParts, tiles, optionalHexParts });
  const definition = loaded.variant ? { ...normalised, meta: { ...normalised.meta, variantOf: loaded.variant } } : normalised;
  return { loaded, definition, diagnostics: sorted };
}
