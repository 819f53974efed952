/**
 * Compiler phase 2d: what games of an optional rule change (`by_optional_rule` on trains,
 * corporations and minors; `hexes_by_optional_rule` in map.yaml) must refer to what exists: a
 * rule of the title (in any case), trains of the title, a home hex with a city in games of the
 * rule. Like the other checks it runs on data of any shape and never crashes on it.
 */
import type { CityPart, TilePart } from '../runtime/title/parts.js';
import { findOptionalRule } from '../runtime/title/optional-rules.js';
import { diagnostic, type Diagnostic } from './diagnostics.js';
import { didYouMean, didYouMeanHint, nearestHexes } from './did-you-mean.js';
import type { LoadedTitle } from './load.js';
import type { DataPath } from './source.js';
import { arr, isObj, keys, str, type Obj } from './untyped.js';

export interface OptionInputs {
  readonly title: LoadedTitle;
  /** The map's preprinted parts by hex id. */
  readonly hexParts: ReadonlyMap<string, readonly TilePart[]>;
  /** The parts of `hexes_by_optional_rule`, by rule as written and then hex id. */
  readonly optionalHexParts: ReadonlyMap<string, ReadonlyMap<string, readonly TilePart[]>>;
}

export function validateOptions({ title, hexParts, optionalHexParts }: OptionInputs): Diagnostic[] {
  const out: Diagnostic[] = [];
  const data = title.data as Obj;
  const report = (path: DataPath, code: string, message: string, hint?: string, part: 'key' | 'value' = 'value') => out.push(diagnostic(title.locate(path, part), code, message, hint));
  const declared = isObj(data.meta) ? arr(data.meta.optional_rules).flatMap((r) => (isObj(r) && typeof r.sym === 'string' ? [{ sym: r.sym }] : [])) : [];

  /** The rule a `by_optional_rule` key names, reported when the title has none of that name. */
  const rule = (path: DataPath, name: string): string | undefined => {
    const found = findOptionalRule(declared, name);
    if (found) return found.sym;
    const guess = didYouMean(name, declared.map((r) => r.sym));
    report(path, 'title/unknown_optional_rule', `'${name}' is not an optional rule of this title`, guess ? `did you mean '${guess}'?` : 'add it under meta.optional_rules', 'key');
    return undefined;
  };

  const trains = new Set(arr(data.trains).flatMap((t) => (isObj(t) ? [str(t.name), ...arr(t.variants).map((v) => (isObj(v) ? str(v.name) : undefined))] : [])).filter((n): n is string => n !== undefined));
  arr(data.trains).forEach((train, i) => {
    if (!isObj(train) || !isObj(train.by_optional_rule)) return;
    for (const [name, change] of Object.entries(train.by_optional_rule)) {
      rule(['trains', i, 'by_optional_rule', name], name);
      if (!isObj(change)) continue;
      for (const key of ['rusts_on', 'obsolete_on']) {
        const value = change[key];
        if (value === undefined || value === null || trains.has(String(value))) continue;
        const guess = didYouMean(String(value), trains);
        report(['trains', i, 'by_optional_rule', name, key], 'title/unknown_train', `'${String(value)}' is not a train of this title`, guess ? `did you mean '${guess}'?` : `trains: ${[...trains].join(', ')}`);
      }
    }
  });

  // Hexes by rule: replacements and additions (their tiles are checked as the map's are).
  for (const name of keys(data.hexes_by_optional_rule)) rule(['hexes_by_optional_rule', name], name);

  for (const section of ['corporations', 'minors']) {
    arr(data[section]).forEach((entity, i) => {
      if (!isObj(entity) || !isObj(entity.by_optional_rule)) return;
      for (const [name, change] of Object.entries(entity.by_optional_rule)) {
        const sym = rule([section, i, 'by_optional_rule', name], name);
        if (!isObj(change)) continue;
        // The map in games of the rule: its own hexes over the base map's.
        const ruleHexes = [...optionalHexParts].find(([written]) => sym !== undefined && findOptionalRule([{ sym }], written))?.[1];
        const partsOf = (id: string) => ruleHexes?.get(id) ?? hexParts.get(id);
        const base: DataPath = [section, i, 'by_optional_rule', name];
        const homes = Array.isArray(change.coordinates) ? change.coordinates : change.coordinates === undefined ? [] : [change.coordinates];
        const city = typeof change.city === 'number' ? change.city : typeof entity.city === 'number' ? entity.city : 0;
        homes.forEach((home, j) => {
          const path: DataPath = Array.isArray(change.coordinates) ? [...base, 'coordinates', j] : [...base, 'coordinates'];
          const parts = partsOf(String(home));
          if (!parts) {
            report(path, 'title/unknown_hex', `hex '${String(home)}' is not on the map in games of ${name}`, didYouMeanHint(nearestHexes(String(home), [...hexParts.keys(), ...(ruleHexes?.keys() ?? [])])) ?? 'add the hex under `hexes:` or `hexes_by_optional_rule:`');
            return;
          }
          const cities = parts.filter((p): p is CityPart => p.type === 'city').length;
          if (cities === 0) report(path, 'title/home_without_city', `home hex '${String(home)}' has no city for ${String(entity.sym)}'s home token in games of ${name}`, 'choose a hex with a city, or give the hex a city under `hexes_by_optional_rule:`');
          else if (city >= cities) report(change.city === undefined ? path : [...base, 'city'], 'title/home_city_out_of_range', `home hex '${String(home)}' has ${cities} cit${cities === 1 ? 'y' : 'ies'}; city ${city} does not exist`, `use a city index from 0 to ${cities - 1}`);
        });
      }
    });
  }
  return out;
}
