/**
 * What games of an optional rule change, from the YAML written beside what changes
 * (`by_optional_rule` on trains, corporations and minors; `hexes_by_optional_rule` in map.yaml)
 * to the compiled `optionChanges` by rule (runtime/title/option-changes.ts). A rule is named in
 * any case and compiled to the title's spelling.
 */
import type { HexDefinition } from '../runtime/title/definition.js';
import type { HomeChange, OptionChanges, TrainRusting } from '../runtime/title/option-changes.js';
import { optionalRuleSpelling } from '../runtime/title/optional-rules.js';
import type { CompiledTileInputs } from './normalise.js';
import type { RawHomeChange, RawTitle } from './raw.js';

interface Mutable {
  trains?: Record<string, TrainRusting>;
  homes?: Record<string, HomeChange>;
  hexes?: HexDefinition[];
}

export function optionChanges(raw: RawTitle, compiled: CompiledTileInputs): { optionChanges?: Record<string, OptionChanges> } {
  const rules = raw.meta.optional_rules ?? [];
  const out: Record<string, Mutable> = {};
  const of = (rule: string): Mutable => (out[optionalRuleSpelling(rules, rule)] ??= {});

  for (const train of raw.trains) {
    for (const [rule, change] of Object.entries(train.by_optional_rule ?? {})) {
      const rusting: { rustsOn?: string | null; obsoleteOn?: string | null } = {};
      if (change.rusts_on !== undefined) rusting.rustsOn = change.rusts_on === null ? null : String(change.rusts_on);
      if (change.obsolete_on !== undefined) rusting.obsoleteOn = change.obsolete_on === null ? null : String(change.obsolete_on);
      (of(rule).trains ??= {})[String(train.name)] = rusting;
    }
  }
  const home = (sym: string, change: RawHomeChange): HomeChange => ({ ...(change.coordinates !== undefined ? { coordinates: change.coordinates } : {}), ...(change.city !== undefined ? { city: change.city } : {}) });
  for (const entity of [...raw.corporations, ...(raw.minors ?? [])]) {
    for (const [rule, change] of Object.entries(entity.by_optional_rule ?? {})) (of(rule).homes ??= {})[String(entity.sym)] = home(String(entity.sym), change);
  }
  const names = raw.location_names ?? {};
  for (const [rule, parts] of compiled.optionalHexParts ?? []) {
    const hexes = [...parts].map(([id, hex]): HexDefinition => ({ id, tileId: hex.tileId, color: hex.color, parts: hex.parts, ...(names[id] !== undefined ? { locationName: names[id] } : {}) }));
    if (hexes.length) of(rule).hexes = hexes;
  }
  return Object.keys(out).length ? { optionChanges: out } : {};
}

/** Tiles only games of an optional rule have (`optional_rule`); nothing when there are none. */
export function optionalTiles(raw: RawTitle): { optionalTiles?: Record<string, string> } {
  const rules = raw.meta.optional_rules ?? [];
  const tied = Object.entries(raw.tiles).flatMap(([tile, entry]) => (typeof entry === 'object' && entry.optional_rule !== undefined ? [[tile, optionalRuleSpelling(rules, entry.optional_rule)] as const] : []));
  return tied.length ? { optionalTiles: Object.fromEntries(tied) } : {};
}
