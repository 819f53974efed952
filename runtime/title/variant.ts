/**
 * What a variant is: a title declared `extends: <base>` in its title.yaml inherits the base's
 * data, hooks, steps, rounds and action types and states only what differs. `codegen build`
 * records here which title it extends and what it changes, so the preview and the reference
 * page can say so in words.
 */

/** One difference a variant states against its base. */
export interface VariantChange {
  /**
   * `set`: the variant gives this value (a key it replaces, or a field of an entry it changes);
   * `replace`: a section or entry written whole, the base's dropped (`replace:`);
   * `add`: entries the base lacks (trains, corporations, hexes, tiles, keys of a mapping);
   * `remove`: entries of the base the variant drops (`remove:`).
   */
  readonly kind: 'set' | 'replace' | 'add' | 'remove';
  /** Where, as a dotted path of the title's data (`rules.bank_cash`, `trains.D`, `hexes`), or `hooks`, `steps`, `rounds`, `actions`. */
  readonly path: string;
  /** The entries added or removed, or the fields set, when the path is a list or mapping. */
  readonly names?: readonly string[];
}

export interface VariantOf {
  /** The base title's id (folder name). */
  readonly base: string;
  /** The base title's `meta.title`. */
  readonly baseTitle: string;
  /** The chain of bases up to the first title, nearest first (`["1846"]`, or `["18xx 2p", "18xx"]`). */
  readonly chain: readonly string[];
  /** What the variant changes, in the order its files state it. */
  readonly changes: readonly VariantChange[];
}

/** A change in words: `sets rules.bank_cash`, `adds trains 8, 9`, `removes companies BT`. */
export function describeChange(change: VariantChange): string {
  const verb = { set: 'sets', replace: 'replaces', add: 'adds', remove: 'removes' }[change.kind];
  const names = change.names?.length ? ` ${change.names.join(', ')}` : '';
  if (change.kind === 'set' && names) return `${verb} ${change.path}:${names}`;
  return `${verb} ${change.path}${names}`;
}
