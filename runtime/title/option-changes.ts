/**
 * What a game of an optional rule changes in its title, written as data: a train that rusts or
 * becomes obsolete on another train (18AL's `hard_rust_t4`), a corporation's home moved (18AL's
 * `LN_home_city_moved`), preprinted hexes replaced or added (Nashville becoming an offboard).
 * The YAML writes them beside what they change (`by_optional_rule` on a train, a corporation or
 * a minor; `hexes_by_optional_rule` in map.yaml); compiled, they are `TitleDefinition.optionChanges`
 * by rule, and `titleForOptions` applies those of the rules a game chose, in the order the
 * title lists its rules, so the engine, the preview and hooks see the title as the game has it.
 */
import type { CorporationDefinition, HexDefinition, HomeChange, MinorDefinition, TitleDefinition, TrainDefinition, TrainRusting } from './definition.js';

export type { TrainRusting, HomeChange, OptionChanges } from './definition.js';

/** A train definition (or variant) with a rusting change applied: `null` removes the field. */
export function withRusting<D extends { readonly rustsOn?: string; readonly obsoleteOn?: string }>(def: D, change: TrainRusting | undefined): D {
  if (!change) return def;
  const out: { rustsOn?: string; obsoleteOn?: string } & Omit<D, 'rustsOn' | 'obsoleteOn'> = { ...def };
  for (const key of ['rustsOn', 'obsoleteOn'] as const) {
    const value = change[key];
    if (value === undefined) continue;
    if (value === null) delete out[key];
    else out[key] = value;
  }
  return out as D;
}

function withHome<E extends CorporationDefinition | MinorDefinition>(entity: E, change: HomeChange | undefined): E {
  if (!change) return entity;
  return { ...entity, ...(change.coordinates !== undefined ? { coordinates: change.coordinates } : {}), ...(change.city !== undefined ? { city: change.city } : {}) };
}

/** The rules of `chosen` that change the title, in the order the title lists them. */
export function changingRules(definition: TitleDefinition, chosen: ReadonlySet<string>): string[] {
  const changes = definition.optionChanges;
  if (!changes) return [];
  return definition.meta.optionalRules.map((rule) => rule.sym).filter((sym) => chosen.has(sym) && Object.hasOwn(changes, sym));
}

/** The title with the changes of `rules` applied, one rule after another. */
export function applyOptionChanges(definition: TitleDefinition, rules: readonly string[]): TitleDefinition {
  let title = definition;
  for (const rule of rules) {
    const change = definition.optionChanges?.[rule];
    if (!change) continue;
    const trains = change.trains;
    const homes = change.homes;
    title = {
      ...title,
      ...(trains
        ? {
            trains: title.trains.map((train): TrainDefinition => {
              const rusting = Object.hasOwn(trains, train.name) ? trains[train.name] : undefined;
              return rusting ? { ...withRusting(train, rusting), variants: train.variants.map((v) => withRusting(v, rusting)) } : train;
            }),
          }
        : {}),
      ...(homes
        ? {
            corporations: title.corporations.map((c) => withHome(c, Object.hasOwn(homes, c.sym) ? homes[c.sym] : undefined)),
            minors: title.minors.map((m) => withHome(m, Object.hasOwn(homes, m.sym) ? homes[m.sym] : undefined)),
          }
        : {}),
      ...(change.hexes ? { hexes: replaceHexes(title.hexes, change.hexes) } : {}),
    };
  }
  return title;
}

/** Hexes with some replaced by id (keeping the old location name unless the new has one) and the rest added, in map order. */
function replaceHexes(hexes: readonly HexDefinition[], changed: readonly HexDefinition[]): HexDefinition[] {
  const byId = new Map(changed.map((hex) => [hex.id, hex]));
  const out = hexes.map((hex) => {
    const next = byId.get(hex.id);
    if (!next) return hex;
    byId.delete(hex.id);
    return next.locationName === undefined && hex.locationName !== undefined ? { ...next, locationName: hex.locationName } : next;
  });
  return [...out, ...byId.values()];
}
