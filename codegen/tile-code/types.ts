/**
 * Results of compiling a tile's parts. Both tile forms share one result shape; only where a
 * problem points differs, so `form` tells a caller how to turn it into a file position.
 */
import type { TilePart } from '../../runtime/title/parts.js';

interface ProblemText {
  readonly message: string;
  /** What to change, e.g. "did you mean 'revenue'?". */
  readonly hint?: string;
}

/** A problem in the compact string form: a span of the code string. */
export interface CompactProblem extends ProblemText {
  readonly form: 'compact';
  /** 0-based character offset into the code string where the offending part or key starts. */
  readonly offset: number;
  readonly length: number;
}

/** A problem in the structured YAML form: an item of the list and maybe one of its keys. */
export interface StructuredProblem extends ProblemText {
  readonly form: 'structured';
  /** Which list item. */
  readonly index: number;
  /** The key inside the item's mapping, when the problem is about one key. */
  readonly key?: string;
  /**
   * Path from the list to the offending node (`[2, 'city', 'revenue']`), ready to append to the
   * list's own data path for a source lookup.
   */
  readonly path: readonly (string | number)[];
}

export type TileCodeProblem = CompactProblem | StructuredProblem;

/**
 * The parts and the problems found. Parts that had a problem are left out, so `parts` is only
 * the tile when `problems` is empty.
 */
export interface TileCodeResult<P extends TileCodeProblem = TileCodeProblem> {
  readonly parts: TilePart[];
  readonly problems: P[];
}
