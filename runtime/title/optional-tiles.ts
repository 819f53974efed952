/**
 * The title as a game of some optional rules has it. Manifest tiles tied to an optional rule
 * (`optional_rule` in the manifest, `TitleDefinition.optionalTiles`) are in the box only when
 * the rule is chosen; without it they leave the manifest and the tile list, so the supply, the
 * lay checks and the lists of tiles to lay never see them, exactly as if the YAML lacked them.
 * The chosen rules' changes to trains, homes and hexes (`optionChanges`, option-changes.ts) are
 * applied the same way, and a market variant of a chosen rule (`market.variants`) replaces the
 * market (1867's grid).
 *
 * The result is memoised per definition, tiles left out and rules applied, so every game of the
 * same options shares one definition, and with it the caches keyed by it (tile geometry, upgrades).
 */
import type { TitleDefinition } from './definition.js';
import { applyOptionChanges, changingRules } from './option-changes.js';

const fitted = new WeakMap<TitleDefinition, Map<string, TitleDefinition>>();

export function titleForOptions(definition: TitleDefinition, optionalRules: ReadonlySet<string>): TitleDefinition {
  const tied = definition.optionalTiles ?? {};
  const absent = Object.keys(tied).filter((tile) => !optionalRules.has(tied[tile]));
  const changing = changingRules(definition, optionalRules);
  const variant = definition.market.variants?.find((v) => optionalRules.has(v.optionalRule));
  if (absent.length === 0 && changing.length === 0 && !variant) return definition;
  const key = `${absent.join('\n')}\0${changing.join('\n')}\0${variant?.optionalRule ?? ''}`;
  let variants = fitted.get(definition);
  if (!variants) fitted.set(definition, (variants = new Map()));
  let title = variants.get(key);
  if (!title) {
    const left = new Set(absent);
    const keep = <V>(table: Readonly<Record<string, V>>) => Object.fromEntries(Object.entries(table).filter(([name]) => !left.has(name)));
    title = applyOptionChanges(absent.length ? { ...definition, tileManifest: keep(definition.tileManifest), tiles: keep(definition.tiles) } : definition, changing);
    if (variant) title = { ...title, market: { shape: variant.shape, rows: variant.rows } };
    variants.set(key, title);
  }
  return title;
}
