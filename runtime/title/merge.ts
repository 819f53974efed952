/**
 * The options of the engine's merge of one operator into another (`mergeMinor`, an effect hooks
 * and steps call): what becomes of the merged operator's tokens, treasury, trains and companies.
 */
export interface MinorMergeOptions {
  /**
   * Its station tokens: `replace` (default) — each becomes the major's next unplaced token, in
   * the same slot (where the major has a token in that city already, or none left to place and
   * `addTokens` is not set, the minor's token just leaves); `remove` — they leave the map;
   * `keep` — they stay on the map for the title to decide (`replaceToken`), with `close: false`.
   */
  readonly tokens?: 'replace' | 'remove' | 'keep';
  /** Where its cash goes: the major (default) or the bank. */
  readonly treasury?: 'major' | 'bank';
  /** Where its trains go: the major (default; the train limit is the discard step's) or the depot, buyable again. */
  readonly trains?: 'major' | 'depot';
  /** Its companies: to the major (default), or closed. */
  readonly companies?: 'major' | 'close';
  /** With `tokens: replace`, a major without an unplaced token gets a new one (price 0) for each (1867). Default false. */
  readonly addTokens?: boolean;
  /** Close the merged operator (default true). False leaves it open, owning nothing but its tokens. */
  readonly close?: boolean;
}

/** What a merge moved. */
export interface MinorMergeResult {
  readonly cash: number;
  /** Train ids, in the minor's order. */
  readonly trains: readonly string[];
  readonly companies: readonly string[];
  /** Hexes where the major's token took the minor's place. */
  readonly replaced: readonly string[];
  /** Hexes the minor's tokens left without a replacement. */
  readonly removed: readonly string[];
}
