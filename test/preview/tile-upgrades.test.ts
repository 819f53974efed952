/**
 * The tiles page's upgrade facts: what each tile upgrades to and from, dead ends (a city tile,
 * or a tile of a kind the manifest upgrades, with nothing to become while a phase allows the
 * next colour), tiles nothing leads to, and colours no phase allows; and the page grouped by
 * colour with those marks.
 */
import { describe, expect, it } from 'vitest';
import { loadTitle } from '../../generated/index.js';
import type { TitleDefinition } from '../../runtime/title/definition.js';
import { renderTilesPage } from '../../preview/src/render/tiles-page.js';
import { tileUpgrades } from '../../preview/src/render/tile-upgrades.js';

/** The title without some manifest tiles (a fresh object, so nothing cached is shared). */
function without(def: TitleDefinition, names: readonly string[]): TitleDefinition {
  const tiles = Object.fromEntries(Object.entries(def.tiles).filter(([name]) => !names.includes(name)));
  const tileManifest = Object.fromEntries(Object.entries(def.tileManifest).filter(([name]) => !names.includes(name)));
  return { ...def, tiles, tileManifest };
}

const flagged = (def: TitleDefinition, pick: 'deadEnd' | 'unreachable' | 'colorNeverAllowed') =>
  [...tileUpgrades(def).values()].filter((i) => i[pick]).map((i) => i.name);

describe('tile upgrades', () => {
  it('1830: every tile is reachable, no dead ends; towns stopping at yellow are the design', async () => {
    const def = (await loadTitle('1830')).definition;
    const info = tileUpgrades(def);
    expect(flagged(def, 'deadEnd')).toEqual([]);
    expect(flagged(def, 'unreachable')).toEqual([]);
    expect(flagged(def, 'colorNeverAllowed')).toEqual([]);
    expect(info.get('57')!.to).toEqual(expect.arrayContaining(['14', '15']));
    expect(info.get('14')!.fromTiles).toContain('57');
    // Yellow cities go on the preprinted city hexes; plain track on blank hexes.
    expect(info.get('57')!.fromHexes.length).toBeGreaterThan(5);
    expect(info.get('9')!.fromBlankHexes).toBeGreaterThan(30);
    expect(info.get('1')!.to).toEqual([]);
    expect(info.get('1')!.deadEnd).toBe(false);
  });

  it('1889: tile 16 is a dead end (green track that other green track upgrades past)', async () => {
    const def = (await loadTitle('1889')).definition;
    expect(flagged(def, 'deadEnd')).toEqual(['16']);
  });

  it('yellow cities with no green city tile are dead ends; green cities with no yellow are never laid', async () => {
    const def = (await loadTitle('1830')).definition;
    const noGreenCities = without(def, ['14', '15']);
    expect(flagged(noGreenCities, 'deadEnd')).toEqual(['57']);

    const noYellowCities = without(def, ['57']);
    expect(flagged(noYellowCities, 'unreachable')).toEqual(expect.arrayContaining(['14', '15']));
    const page = renderTilesPage(noYellowCities);
    expect(page).toMatch(/data-tile="14"[^>]*>[\s\S]*?data-warning="unreachable"/);
    expect(page).toContain('data-summary="unreachable"');
  });

  it('a colour no phase allows is marked', async () => {
    const def = (await loadTitle('1830')).definition;
    const noBrown = { ...def, phases: def.phases.map((p) => ({ ...p, tiles: p.tiles.filter((c) => c !== 'brown') })) };
    const brown = Object.entries(def.tiles).filter(([, t]) => t.color === 'brown').map(([name]) => name);
    expect(flagged(noBrown, 'colorNeverAllowed').sort()).toEqual(brown.sort());
  });

  it('groups the page by colour, yellow first, each tile once', async () => {
    const def = (await loadTitle('1846')).definition;
    const page = renderTilesPage(def);
    const groups = [...page.matchAll(/<section class="tile-group" data-color="(\w+)"/g)].map((m) => m[1]);
    expect(groups.slice(0, 4)).toEqual(['yellow', 'green', 'brown', 'gray']);
    expect(page.match(/<figure class="tile-card/g)?.length).toBe(Object.keys(def.tiles).length);
    expect(page).toContain('data-summary="none"');
  });
});
