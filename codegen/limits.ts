/**
 * What a title may ask of the compiler and the engine. Each limit is far above what any real
 * title needs (the largest titles of 18xx.games have a few hundred hexes, under a hundred trains
 * of a type, files of tens of kilobytes), and low enough that no input, however hostile, makes a
 * build or a game take minutes or gigabytes. Each is reported as a positioned error naming the
 * limit, never as a crash.
 */

/** Bytes in one YAML file of a title or of the tile library. */
export const MAX_FILE_BYTES = 1024 * 1024;

/** Aliases (`*name`) in one YAML file; the YAML library's own limit is the same. */
export const MAX_ALIASES = 1000;

/** Characters that expanding a file's aliases may add to it (so `*big` reused 999 times cannot turn 100 KB into 100 MB). */
export const MAX_ALIAS_EXPANSION = 1024 * 1024;

/** Nesting of mappings and lists in one YAML file. */
export const MAX_NESTING = 64;

/** Characters of one generated module (a compiled title's `definition.ts`). */
export const MAX_MODULE_CHARS = 4 * 1024 * 1024;

/** Hexes on one map. */
export const MAX_HEXES = 5000;

/** Trains of one type (the engine refuses a hook's count beyond it too). */
export { MAX_TRAINS_PER_TYPE } from '../runtime/title/defaults.js';

/** Copies of one tile in the manifest (a number; `unlimited` is always allowed). */
export const MAX_TILES_PER_NAME = 999;

/** Players in a game (`meta.player_range`; the schema says the same). */
export const MAX_PLAYERS = 20;

/** Names compared for "did you mean" hints per title (past it, problems get the general hint). */
export const MAX_SUGGESTION_COMPARISONS = 500_000;

/** Diagnostics listed per title; the rest are counted in one last line. */
export const MAX_DIAGNOSTICS_PER_TITLE = 500;

/** A count for messages: 5000 → "5,000". */
export function describeLimit(value: number): string {
  return value.toLocaleString('en-US');
}

/** A size in bytes for messages: 1048576 → "1 MiB", 1500000 → "1.4 MiB", 2000 → "2,000 bytes". */
export function describeBytes(value: number): string {
  if (value < 1024 * 1024) return `${describeLimit(value)} bytes`;
  const mib = value / (1024 * 1024);
  return `${Number.isInteger(mib) ? mib : mib.toFixed(1)} MiB`;
}
