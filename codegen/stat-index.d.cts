/**
 * Types of stat-index.cjs (plain JavaScript, for bin/trackwright.js's quick path; see that file
 * for why the stats of the inputs and outputs may vouch for their bytes).
 */
import type { BuildRecord, ProjectLayout } from './fingerprint.cjs';

/** The file under `outDir` holding the stat index of the last build's record. */
export const STAT_INDEX_FILE: string;

/** How old (ms) every file must be, at a look, for the look to keep an index. */
export const RACY_MS: number;

/**
 * The last build's record while its inputs and outputs are unchanged, else undefined. `by`:
 * whether the stat index vouched for them (`stats`) or their bytes were read and hashed
 * (`content`; the index is then kept for the next look where no file was racily new).
 * `outputs: false` (what `validate` asks): the inputs alone, which an index vouching for them
 * answers without looking at the outputs.
 */
export function quickUpToDate(layout: ProjectLayout, now?: () => number, options?: { readonly outputs?: boolean }): { readonly record: BuildRecord; readonly by: 'stats' | 'content' } | undefined;
