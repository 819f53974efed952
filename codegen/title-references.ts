/**
 * The names a title's data refers to each other by — trains, phases, corporations, hexes, tiles —
 * and checks that report a reference to a name the title lacks, with a did-you-mean. Part of
 * compiler phase 2b (validate-semantics.ts), which uses them wherever a key names another part.
 * Collecting the names reports what would make them ambiguous: a name defined twice, a hex under
 * two keys, a map past the hex limit, a tile neither the manifest nor the library defines.
 */
import { basename } from 'node:path';
import { didYouMean, didYouMeanHint, nearestHexes } from './did-you-mean.js';
import { describeLimit, MAX_HEXES } from './limits.js';
import type { LoadedTitle } from './load.js';
import { hexIdsOfKey } from './normalise.js';
import type { DataPath } from './source.js';
import { arr, isObj, str, type Obj } from './untyped.js';

export type Report = (path: DataPath, code: string, message: string, hint?: string, part?: 'key' | 'value') => void;

/** Reports the value at `path` unless it names an existing train, phase, ... (`part`: where to point). */
export type ReferenceCheck = (path: DataPath, value: unknown, part?: 'key' | 'value') => void;

export interface TitleReferences {
  readonly corporations: ReadonlySet<string>;
  readonly train: ReferenceCheck;
  readonly phase: ReferenceCheck;
  readonly corporation: ReferenceCheck;
  readonly hex: ReferenceCheck;
  readonly tile: ReferenceCheck;
}

export function titleReferences(data: Obj, title: LoadedTitle, libraryTiles: ReadonlySet<string>, report: Report): TitleReferences {
  const nameSet = (section: string, key: string, what: string): Set<string> => {
    const seen = new Set<string>();
    arr(data[section]).forEach((item, i) => {
      const value = isObj(item) ? str(item[key]) : undefined;
      if (value === undefined) return;
      if (seen.has(value)) report([section, i, key], `title/duplicate_${what}`, `${what} '${value}' is defined twice`, `give each ${what} a unique ${key}`);
      seen.add(value);
    });
    return seen;
  };
  const trains = nameSet('trains', 'name', 'train');
  const phases = nameSet('phases', 'name', 'phase');
  const corporations = nameSet('corporations', 'sym', 'corporation');
  nameSet('companies', 'sym', 'company');
  nameSet('minors', 'sym', 'minor');

  /**
   * A name that must refer to a train, phase, … of this title; the message names the key that
   * holds it. Not checked while the section itself is missing or not a list: that is the problem
   * reported, and every reference to it would only repeat it.
   */
  const mustName = (set: ReadonlySet<string>, what: string, code: string, section: string): ReferenceCheck => (path, value, part = 'value') => {
    const name = str(value);
    if (name === undefined || set.has(name) || !Array.isArray(data[section])) return;
    const guess = didYouMean(name, set);
    const key = path[path.length - 1];
    const where = typeof key === 'string' && key !== name ? `${key} '${name}'` : `'${name}'`;
    report(path, code, `${where} is not a ${what} of this title`, guess ? `did you mean '${guess}'?` : `${what}s: ${[...set].join(', ') || 'none'}`, part);
  };

  const hexes = collectHexes(data, report, title);
  const hex: ReferenceCheck = (path, value) => {
    const id = str(value);
    if (id === undefined || hexes.has(id) || !isObj(data.hexes)) return;
    report(path, 'title/unknown_hex', `hex '${id}' is not on the map`, didYouMeanHint(nearestHexes(id, hexes)) ?? 'add the hex under `hexes:` or fix the id');
  };
  if (isObj(data.location_names)) for (const id of Object.keys(data.location_names)) hex(['location_names', id], id);

  return {
    corporations,
    train: mustName(trains, 'train', 'title/unknown_train', 'trains'),
    phase: mustName(phases, 'phase', 'title/unknown_phase', 'phases'),
    corporation: mustName(corporations, 'corporation', 'title/unknown_corporation', 'corporations'),
    hex,
    tile: manifestTiles(data, libraryTiles, report),
  };
}

/** Every hex id on the map, reporting ids that appear under two keys (naming both) and a map past the hex limit. */
function collectHexes(data: Obj, report: Report, title: LoadedTitle): Set<string> {
  const hexes = new Set<string>();
  const first = new Map<string, DataPath>();
  if (!isObj(data.hexes)) return hexes;
  for (const [color, group] of Object.entries(data.hexes)) {
    if (!isObj(group)) continue;
    for (const key of Object.keys(group)) {
      const path: DataPath = ['hexes', color, key];
      for (const id of hexIdsOfKey(key)) {
        const earlier = first.get(id);
        if (earlier) {
          const where = title.locate(earlier, 'key');
          report(path, 'title/duplicate_hex', `hex '${id}' is defined twice: here and in '${String(earlier[2])}' (hexes.${String(earlier[1])}) at ${basename(where.file)}:${where.line}:${where.col}`, 'each hex may appear under one key only: remove it from one of them', 'key');
          continue;
        }
        first.set(id, path);
        hexes.add(id);
        if (hexes.size === MAX_HEXES + 1) report(path, 'limit/hexes', `the map has more than ${describeLimit(MAX_HEXES)} hexes`, 'the limit is far above what real maps need; it keeps a build or a game from running for minutes', 'key');
      }
    }
  }
  return hexes;
}

/** Checks the manifest's tiles against the library, and gives the check of a reference to a manifest tile. */
function manifestTiles(data: Obj, libraryTiles: ReadonlySet<string>, report: Report): ReferenceCheck {
  const manifest = new Set(isObj(data.tiles) ? Object.keys(data.tiles) : []);
  if (isObj(data.tiles)) {
    for (const [name, entry] of Object.entries(data.tiles)) {
      if (isObj(entry) || libraryTiles.has(name)) continue;
      const guess = didYouMean(name, libraryTiles);
      report(['tiles', name], 'title/unknown_tile', `tile '${name}' is not in the tile library (titles/_tiles)`, guess ? `did you mean '${guess}'?` : `define it here as {count, color, code} or add it to titles/_tiles/`, 'key');
    }
  }
  return (path, value) => {
    const name = str(value);
    if (name === undefined || manifest.has(name) || !isObj(data.tiles)) return;
    const guess = didYouMean(name, manifest);
    report(path, 'title/unknown_tile', `tile '${name}' is not in this title's tile manifest`, guess ? `did you mean '${guess}'?` : 'add it under `tiles:` in map.yaml');
  };
}
