/**
 * Compiles tiles in either tile form (library tiles, a title's own tiles, preprinted hexes) into
 * parts, turning every problem the tile compiler finds into a positioned diagnostic.
 */
import type { TileColor, TileDefinition, TilePart } from '../runtime/title/parts.js';
import { diagnostic, type Diagnostic, type SourcePosition } from './diagnostics.js';
import type { LibraryTile, LoadedLibrary } from './load.js';
import type { DataPath } from './source.js';
import { parseTileCode, partSpec, partsFromStructured, type StructuredProblem, type TileCodeProblem } from './tile-code/index.js';

/** Whatever can turn a data path (and an offset inside a string) into a source position. */
export interface Locator {
  locate(path: DataPath, part?: 'key' | 'value'): SourcePosition;
  locateInScalar(path: DataPath, offset: number): SourcePosition;
}

export interface CompiledTile {
  readonly parts: readonly TilePart[];
  readonly diagnostics: readonly Diagnostic[];
}

/** Compiles one tile value found at `path`; `null` (an empty YAML value) is a blank tile. */
export function compileTile(value: unknown, path: DataPath, at: Locator): CompiledTile {
  if (value === null || value === undefined) return { parts: [], diagnostics: [] };
  if (typeof value === 'string') {
    const result = parseTileCode(value);
    return { parts: result.parts, diagnostics: result.problems.map((p) => toDiagnostic(p, path, at)) };
  }
  if (Array.isArray(value)) {
    const result = partsFromStructured(value);
    return { parts: result.parts, diagnostics: result.problems.map((p) => toDiagnostic(p, path, at)) };
  }
  return {
    parts: [],
    diagnostics: [
      diagnostic(
        at.locate(path),
        'tile/bad_form',
        'a tile must be a tile code string or a list of parts',
        'write e.g. `city=revenue:20;path=a:0,b:_0` or `- city: {revenue: 20}`',
      ),
    ],
  };
}

function toDiagnostic(problem: TileCodeProblem, path: DataPath, at: Locator): Diagnostic {
  const position =
    problem.form === 'compact'
      ? at.locateInScalar(path, problem.offset)
      : at.locate([...path, ...problem.path], isUnknownKey(problem) ? 'key' : 'value');
  return diagnostic(position, 'tile/invalid_part', problem.message, problem.hint);
}

/** A structured problem about a key the part type does not have: it points at the key, not its value. */
function isUnknownKey(problem: StructuredProblem): boolean {
  const [, type, key] = problem.path;
  if (problem.path.length !== 3 || typeof type !== 'string' || key !== problem.key) return false;
  const spec = partSpec(type);
  return spec !== undefined && !spec.keys.some((k) => k.key === key);
}

export interface CompiledLibrary {
  readonly tiles: ReadonlyMap<string, TileDefinition>;
  readonly diagnostics: readonly Diagnostic[];
  /** Tiles left out for their problems, and the file that defines each. */
  readonly rejected: readonly { readonly name: string; readonly file: LibraryTile['file'] }[];
}

/** Compiles the shared library; a tile with problems is reported and left out. */
export function compileLibrary(library: LoadedLibrary): CompiledLibrary {
  const tiles = new Map<string, TileDefinition>();
  const diagnostics: Diagnostic[] = [...library.diagnostics];
  const rejected: CompiledLibrary['rejected'][number][] = [];
  for (const tile of library.tiles.values()) {
    const compiled = compileTile(tile.value, [tile.name], tile.file);
    diagnostics.push(...compiled.diagnostics);
    if (compiled.diagnostics.length === 0) {
      tiles.set(tile.name, { name: tile.name, color: tile.color as TileColor, parts: compiled.parts });
    } else {
      rejected.push({ name: tile.name, file: tile.file });
    }
  }
  return { tiles, diagnostics, rejected };
}
