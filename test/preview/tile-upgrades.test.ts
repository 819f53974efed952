/**
 * The tiles page's upgrade facts: what each tile upgrades to and from, dead ends (a city tile,
 * or a tile of a kind the manifest upgrades, with nothing to become while a phase allows the
 * next colour), tiles nothing leads to, and colours no phase allows; and the page grouped by
 * colour with those marks.
 */
import { describe, expect, it } from 'vitest';
import { loadTitle } from '../../generated/index.js';
import type { TitleDefinition } from '../../runtime/title/definition.js';
import type { TitleHooks, TileUpgrade } from '../../runtime/title/hooks.js';
import type { TitleModule } from '../../runtime/module.js';
import { renderTilesPage } from '../../preview/src/render/tiles-page.js';
import { tileUpgrades } from '../../preview/src/render/tile-upgrades.js';
import { titleUpgradeRule } from '../../preview/src/setup/game-setup.js';
import probeTrack from '../generated/titles/probe_track/index.js';

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

/** 1830 with an `upgradesTo` hook of the test's own (its definition is 1830's, unchanged). */
async function with1830Rule(upgradesTo: (upgrade: TileUpgrade) => boolean | undefined): Promise<TitleModule> {
  const module = await loadTitle('1830');
  return { ...module, hooks: { ...(module.hooks as TitleHooks), upgradesTo } } as TitleModule;
}

/** The tiles page's facts as the preview draws them: with the title's hook bound to a game. */
function factsWithHook(module: TitleModule) {
  const rule = titleUpgradeRule(module);
  if (rule.kind !== 'hook') throw new Error(`expected the title's upgradesTo hook, got ${rule.kind}`);
  return tileUpgrades(module.definition, rule.rule);
}

describe("tile upgrades with the title's upgradesTo hook (asked as a lay asks it)", () => {
  it('probe_track: Z1 goes on B4 only by the hook, and the hook takes 7 off every hex', () => {
    const module = probeTrack as unknown as TitleModule;
    const def = module.definition;
    // The engine alone: Z1's label keeps it off B4's plain city, so nothing lays it; 7 goes on blank hexes.
    const plain = tileUpgrades(def);
    expect(plain.get('Z1')!.fromHexes).toEqual([]);
    expect(plain.get('Z1')!.unreachable).toBe(true);
    expect(plain.get('7')!.fromBlankHexes).toBeGreaterThan(0);

    const hooked = factsWithHook(module);
    expect(hooked.get('Z1')!.fromHexes).toEqual(['B4']);
    expect(hooked.get('Z1')!.unreachable).toBe(false);
    expect(hooked.get('7')!.fromBlankHexes).toBe(0);
    expect(hooked.get('7')!.unreachable).toBe(true);
    // Tiles the hook does not speak of keep the engine's answer.
    expect(hooked.get('9')!.fromBlankHexes).toBe(plain.get('9')!.fromBlankHexes);

    const page = renderTilesPage(def, titleUpgradeRule(module));
    expect(page).toMatch(/data-tile="Z1"[^>]*>(?:(?!<\/figure>)[\s\S])*data-from-hexes="B4"/);
    expect(page).toMatch(/data-tile="7"[^>]*>(?:(?!<\/figure>)[\s\S])*data-warning="unreachable"/);
    expect(page).toContain('data-upgrade-rule="hook"');
    expect(renderTilesPage(def)).not.toContain('data-upgrade-rule');
  });

  it('a hook refusing 57 → 14 removes the upgrade: 57 leads to 15 only, and 14 is never laid', async () => {
    const facts = factsWithHook(await with1830Rule(({ from, to }) => (from === '57' && to === '14' ? false : undefined)));
    expect(facts.get('57')!.to).toEqual(['15']);
    expect(facts.get('14')!.fromTiles).toEqual([]);
    expect(facts.get('14')!.unreachable).toBe(true);
    // Without the hook, as before.
    const def = (await loadTitle('1830')).definition;
    expect(tileUpgrades(def).get('57')!.to).toEqual(['14', '15']);
  });

  it('a hook allowing 57 → 63 on a city hex adds the upgrade; on a hex 57 never lies on it adds nothing', async () => {
    const onCity = factsWithHook(await with1830Rule(({ hex, from, to }) => (hex === 'E19' && from === '57' && to === '63' ? true : undefined)));
    expect(onCity.get('57')!.to).toEqual(['14', '15', '63']);
    expect(onCity.get('63')!.fromTiles).toEqual(['14', '15', '57']);
    // B12 is blank: 57 (a city) never lies there, so a lay could never make that upgrade.
    const onBlank = factsWithHook(await with1830Rule(({ hex, from, to }) => (hex === 'B12' && from === '57' && to === '63' ? true : undefined)));
    expect(onBlank.get('57')!.to).toEqual(['14', '15']);
  });

  it('a hook that leaves every upgrade to the engine changes nothing on the page', async () => {
    const module = await with1830Rule(() => undefined);
    expect([...factsWithHook(module)]).toEqual([...tileUpgrades(module.definition)]);
  });

  it('says when the hook could not be asked (no game of the default setup)', async () => {
    const module = await with1830Rule(() => undefined);
    // Nine players only: 1830 has no starting cash for nine, so no game of the default setup exists.
    const noGame = { ...module, definition: { ...module.definition, meta: { ...module.definition.meta, playerRange: [9, 9] as [number, number] } } };
    const rule = titleUpgradeRule(noGame);
    expect(rule).toMatchObject({ kind: 'error', error: expect.stringContaining('9 players') });
    expect(renderTilesPage(noGame.definition, rule)).toContain('data-upgrade-rule="error"');
  });
});
