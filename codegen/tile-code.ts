/**
 * The tile-form compiler: a tile's parts, written in the compact string form or the structured
 * YAML form, compiled to the normalised TileParts of runtime/title/parts.ts.
 *
 * Stricter than the reference engine, which ignores unknown keys and misreads bad values: every
 * unknown part type or key, missing required key and bad value is returned as a problem (never
 * thrown), with a hint where one can be given.
 */
import { compileParts } from './tile-code/compile.js';
import { compactProblem, compactSyntax, isBlankCode, readCompact } from './tile-code/compact.js';
import { readStructured, structuredProblem, structuredSyntax } from './tile-code/structured.js';
import type { CompactProblem, StructuredProblem, TileCodeResult } from './tile-code/types.js';

export type { CompactProblem, StructuredProblem, TileCodeProblem, TileCodeResult } from './tile-code/types.js';
export { TILE_PARTS, TILE_PART_TYPES, partSpec, tilePartKeys, type TileKeySpec, type TilePartSpec } from './tile-code/spec.js';
export { REVENUE_COLORS, type ValueKind } from './tile-code/values.js';

/**
 * Compiled codes, by code. Every build compiles every tile of the shared library and of its
 * titles again, and a long-running build (--watch, the preview's dev server, a test validating
 * one edited title after another) meets the same few hundred codes each time: compiling them
 * was about a tenth of validating one edited title there. The answers are frozen, since every build shares them.
 */
const compiledCodes = new Map<string, TileCodeResult<CompactProblem>>();
/** Codes kept at most: far more than all the bundled titles' tiles together. */
const KEPT_CODES = 20_000;

/** Compiles the compact form: `city=revenue:20;path=a:0,b:_0;label=OO`; `blank` or `''` is no parts. */
export function parseTileCode(code: string): TileCodeResult<CompactProblem> {
  const known = compiledCodes.get(code);
  if (known) return known;
  const answer = deepFreeze(compileCode(code));
  if (compiledCodes.size >= KEPT_CODES) compiledCodes.clear();
  compiledCodes.set(code, answer);
  return answer;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

function compileCode(code: string): TileCodeResult<CompactProblem> {
  if (isBlankCode(code)) return { parts: [], problems: [] };
  const problems: CompactProblem[] = [];
  const report = (at: { offset: number; length: number }, message: string, hint?: string): void => {
    problems.push(compactProblem(at, message, hint));
  };
  const parts = compileParts(readCompact(code, report), compactSyntax, report);
  // Stable sort: problems found in a later pass (dangling `_N`) still read in string order.
  problems.sort((a, b) => a.offset - b.offset);
  return { parts, problems };
}

/** Compiles the structured form: a list of one-key mappings such as `{city: {revenue: 40}}`. */
export function partsFromStructured(list: unknown[]): TileCodeResult<StructuredProblem> {
  const problems: StructuredProblem[] = [];
  const report = (at: Parameters<typeof structuredProblem>[0], message: string, hint?: string): void => {
    problems.push(structuredProblem(at, message, hint));
  };
  const parts = compileParts(readStructured(list, report), structuredSyntax, report);
  problems.sort((a, b) => a.index - b.index);
  return { parts, problems };
}
