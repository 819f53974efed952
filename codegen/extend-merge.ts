/**
 * The data of a variant: its base's merged with what the variant states, each value remembering
 * where it was written (the variant's files or the base's), so every later phase reports a
 * problem at the file that holds the value.
 *
 * The rules, in a designer's words (docs/authoring.md, "Variants"):
 * - a mapping the variant states is merged key by key into the base's (`rules:` with one key
 *   changes that key); any other value the variant states replaces the base's (a list of
 *   scalars, a market's rows, an ability list);
 * - the lists of named entries — trains and phases by `name`; corporations, companies and
 *   minors by `sym`; `meta.optional_rules` by `sym` — are merged entry by entry: an entry with a
 *   base entry's name is merged into it, any other is added at the end;
 * - `hexes` are merged hex by hex: a hex the variant lists, in any colour, replaces the base's;
 * - `replace:` names paths written whole (the base's value is dropped), `remove:` names entries
 *   (or keys, or hexes) of the base the variant drops;
 * - the base's `meta.title`, `full_title`, `subtitle` and `aliases` are not inherited: a
 *   variant names itself.
 */
import { hexIdsOfKey } from './normalise.js';
import type { DataPath } from './source.js';
import { isObj, str, type Obj } from './untyped.js';
import type { VariantChange } from '../runtime/title/variant.js';

/** A path as designers name it: keys, and the names of named entries (`trains.D.price`). */
export type LogicalPath = readonly string[];

/** Where a merged value was written: in the variant's own data or in the base's merged data. */
export interface Origin {
  readonly side: 'own' | 'base';
  readonly path: DataPath;
}

export interface Directives {
  /** Logical paths (joined with `.`) the variant writes whole. */
  readonly replace: ReadonlySet<string>;
  /** Logical paths (joined with `.`) → the names of entries, keys or hexes dropped there. */
  readonly remove: ReadonlyMap<string, ReadonlySet<string>>;
}

export interface Merged {
  readonly data: Obj;
  /** Origins by the JSON pointer of a merged path; a path's origin is its longest listed prefix's. */
  readonly origins: ReadonlyMap<string, Origin>;
  /**
   * The position of a preprinted hex in its group's key where the merged key lost some of the
   * base's hexes: its preprinted tile keeps the id the base gives it (`<hex>-<index>`).
   */
  readonly hexIndexes: ReadonlyMap<string, number>;
  readonly changes: readonly VariantChange[];
}

/** Meta keys a variant never inherits: its names. */
export const OWN_NAME_KEYS = ['title', 'full_title', 'subtitle', 'aliases'] as const;

/** The lists of named entries, by logical path, and the field that names an entry. */
const NAMED_LISTS: Readonly<Record<string, string>> = {
  trains: 'name',
  phases: 'name',
  corporations: 'sym',
  companies: 'sym',
  minors: 'sym',
  'meta.optional_rules': 'sym',
};

/** Keys the variant writes that steer the merge and are not data. */
export const DIRECTIVE_KEYS = ['extends', 'replace', 'remove'] as const;

export const logicalKey = (path: LogicalPath): string => path.join('.');

/** The field naming the entries of a list at this path, when it is a list of named entries. */
export function namingField(path: LogicalPath): string | undefined {
  return NAMED_LISTS[logicalKey(path)];
}

/** The name of a named entry (names may be written as numbers). */
export function entryName(entry: unknown, field: string): string | undefined {
  return isObj(entry) ? str(entry[field]) : undefined;
}

/** A merged path as a map key (JSON: unambiguous whatever the keys hold). */
export function pointerOf(path: DataPath): string {
  return JSON.stringify(path.map(String)); // `57` and `"57"` are one key (schema paths read digits as numbers)
}

interface Frame {
  readonly logical: LogicalPath;
  readonly merged: DataPath;
  readonly base: DataPath;
  readonly own: DataPath;
}

const child = (frame: Frame, logical: string, merged: string | number, base: string | number | undefined, own: string | number | undefined): Frame => ({
  logical: [...frame.logical, logical],
  merged: [...frame.merged, merged],
  base: base === undefined ? frame.base : [...frame.base, base],
  own: own === undefined ? frame.own : [...frame.own, own],
});

/** Merges a variant's own data over its base's merged data. */
export function mergeVariant(base: Obj, own: Obj, directives: Directives): Merged {
  const merger = new VariantMerger(directives);
  const data = merger.mergeMapping(base, own, { logical: [], merged: [], base: [], own: [] });
  return { data, origins: merger.origins, hexIndexes: merger.hexIndexes, changes: merger.changes };
}

/**
 * One merge: what it records as it goes (each merged path's origin, the preprinted hexes whose
 * key lost some of the base's, the changes the variant makes), and a method per kind of value
 * (a value dispatching to the others, a mapping, a list of named entries, the hexes).
 */
class VariantMerger {
  readonly origins = new Map<string, Origin>();
  readonly hexIndexes = new Map<string, number>();
  readonly changes: VariantChange[] = [];

  constructor(private readonly directives: Directives) {}

  private from(frame: Frame, side: 'own' | 'base'): void {
    this.origins.set(pointerOf(frame.merged), { side, path: side === 'own' ? frame.own : frame.base });
  }

  private change(kind: VariantChange['kind'], path: LogicalPath, names?: readonly string[]): void {
    this.changes.push({ kind, path: logicalKey(path), ...(names?.length ? { names } : {}) });
  }

  /** Merges one value; true when the variant's value replaced the base's as it is (a leaf). */
  private mergeValue(baseValue: unknown, ownValue: unknown, frame: Frame): { value: unknown; leaf: boolean } {
    if (this.directives.replace.has(logicalKey(frame.logical))) {
      this.from(frame, 'own');
      this.change('replace', frame.logical);
      return { value: ownValue, leaf: false };
    }
    const field = namingField(frame.logical);
    if (field && Array.isArray(baseValue) && Array.isArray(ownValue)) return { value: this.mergeNamed(baseValue, ownValue, field, frame), leaf: false };
    if (logicalKey(frame.logical) === 'hexes' && isObj(baseValue) && isObj(ownValue)) return { value: this.mergeHexes(baseValue, ownValue, frame), leaf: false };
    if (isObj(baseValue) && isObj(ownValue)) return { value: this.mergeMapping(baseValue, ownValue, frame), leaf: false };
    this.from(frame, 'own');
    return { value: ownValue, leaf: true };
  }

  mergeMapping(baseMap: Obj, ownMap: Obj, frame: Frame): Obj {
    this.from(frame, 'own');
    // An entry's name (`name:`, `sym:`) is how it was matched, not a change.
    const namingKey = frame.logical.length > 0 ? namingField(frame.logical.slice(0, -1)) : undefined;
    const removed = this.directives.remove.get(logicalKey(frame.logical)) ?? new Set<string>();
    const out: Obj = {};
    const set: string[] = [];
    const added: string[] = [];
    for (const [key, value] of Object.entries(baseMap)) {
      if (removed.has(key) && !(key in ownMap)) continue; // removed and stated: an error already, the statement stands
      const next = child(frame, key, key, key, key);
      if (key in ownMap && !(frame.logical.length === 0 && isDirective(key))) {
        const merged = this.mergeValue(value, ownMap[key], next);
        out[key] = merged.value;
        if (merged.leaf && key !== namingKey) set.push(key);
      } else if (this.removesUnder(next.logical)) {
        // Not stated, but entries are dropped below: merged with nothing of the variant's.
        out[key] = this.mergeValue(value, Array.isArray(value) ? [] : {}, { ...next, own: [] }).value;
        this.origins.set(pointerOf(next.merged), { side: 'base', path: next.base });
      } else {
        out[key] = value;
        this.from(next, 'base');
      }
    }
    for (const [key, value] of Object.entries(ownMap)) {
      if (key in baseMap || (frame.logical.length === 0 && isDirective(key))) continue;
      const next = child(frame, key, key, undefined, key);
      out[key] = value;
      this.from(next, 'own');
      if (this.directives.replace.has(logicalKey(next.logical))) this.change('replace', next.logical);
      else added.push(key);
    }
    const removedHere = Object.keys(baseMap).filter((key) => removed.has(key) && !(key in ownMap));
    if (frame.logical.length === 0) {
      // Top-level sections are changes of their own, each named by itself.
      for (const key of set) this.change('set', [key]);
      for (const key of added) this.change('add', [key]);
      if (removedHere.length) this.change('remove', [], removedHere);
    } else {
      if (set.length) this.change('set', frame.logical, set);
      if (added.length) this.change('add', frame.logical, added);
      if (removedHere.length) this.change('remove', frame.logical, removedHere);
    }
    return out;
  }

  private mergeNamed(baseList: unknown[], ownList: unknown[], field: string, frame: Frame): unknown[] {
    this.from(frame, 'own');
    const removed = this.directives.remove.get(logicalKey(frame.logical)) ?? new Set<string>();
    const ownByName = new Map<string, number>();
    ownList.forEach((entry, j) => {
      const name = entryName(entry, field);
      if (name !== undefined && !ownByName.has(name)) ownByName.set(name, j);
    });
    const out: unknown[] = [];
    const matched = new Set<number>();
    const replaced: string[] = [];
    baseList.forEach((entry, i) => {
      const name = entryName(entry, field);
      if (name !== undefined && removed.has(name) && !ownByName.has(name)) return;
      const j = name === undefined ? undefined : ownByName.get(name);
      const next = child(frame, name ?? String(i), out.length, i, j);
      if (j === undefined) {
        out.push(entry);
        this.from(next, 'base');
        return;
      }
      matched.add(j);
      const merged = this.mergeValue(entry, ownList[j], next);
      if (merged.leaf) replaced.push(name!);
      out.push(merged.value);
    });
    const added: string[] = [];
    ownList.forEach((entry, j) => {
      if (matched.has(j)) return;
      const name = entryName(entry, field) ?? `#${j + 1}`;
      this.from(child(frame, name, out.length, undefined, j), 'own');
      out.push(entry);
      added.push(name);
    });
    if (replaced.length) this.change('replace', frame.logical, replaced);
    if (added.length) this.change('add', frame.logical, added);
    const removedHere = baseList.map((entry) => entryName(entry, field)).filter((name): name is string => name !== undefined && removed.has(name) && !ownByName.has(name));
    if (removedHere.length) this.change('remove', frame.logical, removedHere);
    return out;
  }

  private mergeHexes(baseHexes: Obj, ownHexes: Obj, frame: Frame): Obj {
    this.from(frame, 'own');
    const removed = this.directives.remove.get('hexes') ?? new Set<string>();
    const stated = new Set<string>();
    for (const group of Object.values(ownHexes)) if (isObj(group)) for (const key of Object.keys(group)) for (const id of hexIdsOfKey(key)) stated.add(id);
    const inBase = new Set<string>();
    const out: Record<string, Obj> = {};
    for (const [color, group] of Object.entries(baseHexes)) {
      if (!isObj(group)) continue;
      for (const [key, value] of Object.entries(group)) {
        const ids = hexIdsOfKey(key);
        ids.forEach((id) => inBase.add(id));
        const kept = ids.filter((id) => !stated.has(id) && !removed.has(id));
        if (kept.length === 0) continue;
        const keptKey = kept.length === ids.length ? key : kept.join(' ');
        if (kept.length !== ids.length) ids.forEach((id, index) => kept.includes(id) && this.hexIndexes.set(id, index));
        (out[color] ??= {})[keptKey] = value;
        this.from({ logical: [], merged: [...frame.merged, color, keptKey], base: [...frame.base, color, key], own: [] }, 'base');
      }
    }
    for (const [color, group] of Object.entries(ownHexes)) {
      if (!isObj(group)) {
        this.from(child(frame, color, color, undefined, color), 'own');
        if (!(color in out)) out[color] = group as Obj; // not a mapping: the schema says so, at the variant's line
        continue;
      }
      for (const [key, value] of Object.entries(group)) {
        (out[color] ??= {})[key] = value;
        this.from({ logical: [], merged: [...frame.merged, color, key], base: [], own: [...frame.own, color, key] }, 'own');
      }
      if (!(color in baseHexes)) this.from(child(frame, color, color, undefined, color), 'own');
    }
    const ids = [...stated];
    const changed = ids.filter((id) => inBase.has(id));
    const added = ids.filter((id) => !inBase.has(id));
    if (changed.length) this.change('set', ['hexes'], changed);
    if (added.length) this.change('add', ['hexes'], added);
    const dropped = [...removed].filter((id) => inBase.has(id));
    if (dropped.length) this.change('remove', ['hexes'], dropped);
    return out;
  }

  private removesUnder(path: LogicalPath): boolean {
    const key = logicalKey(path);
    return [...this.directives.remove.keys()].some((removed) => removed === key || removed.startsWith(`${key}.`));
  }
}

const isDirective = (key: string): boolean => (DIRECTIVE_KEYS as readonly string[]).includes(key);

/** The origin of a merged path: its longest prefix with a recorded origin, the rest appended. */
export function originOf(origins: ReadonlyMap<string, Origin>, path: DataPath): Origin {
  for (let length = path.length; length >= 0; length--) {
    const origin = origins.get(pointerOf(path.slice(0, length)));
    if (origin) return { side: origin.side, path: [...origin.path, ...path.slice(length)] };
  }
  return { side: 'own', path };
}
