import { describe, expect, it } from 'vitest';
import { definition as d1830 } from '../../generated/titles/1830/definition.js';
import { initialMapState } from '../../runtime/map/init.js';
import { layTile } from '../../runtime/map/lay.js';
import { canUpgrade, legalRotations, rotationRefusal, trackRestrictionRefusal } from '../../runtime/map/rotation.js';
import { placeToken } from '../../runtime/map/tokens.js';
import { hexUpgradeRefusal, upgradeRefusalFor, upgradesTo, upgradeTargets, type UpgradeQuestion } from '../../runtime/map/upgrade.js';
import type { TileRef } from '../../runtime/map/tiles.js';
import { restrictionMap } from './restriction-map.js';

const hex = (hexId: string): TileRef => ({ kind: 'hex', hexId });

describe('upgradesTo (1830 tiles)', () => {
  it.each([
    // track: the standard upgrade chart
    ['7', ['18', '26', '27', '28', '29']],
    ['8', ['16', '19', '23', '24', '25', '28', '29']],
    ['9', ['18', '19', '20', '23', '24', '26', '27']],
    // cities
    ['57', ['14', '15']],
    ['14', ['63']],
    ['15', ['63']],
    ['53', ['61']],
    ['54', ['62']],
    ['59', ['64', '65', '66', '67', '68']],
  ])('%s upgrades to exactly %j', (from, targets) => {
    expect(upgradeTargets(d1830, from)).toEqual(targets);
  });

  it.each([
    [hex('B12'), ['7', '8', '9']], // blank
    [hex('E19'), ['57']], // plain city
    [hex('B20'), ['3', '4', '58']], // town
    [hex('G7'), ['1', '2', '55', '56', '69']], // two towns
    [hex('E5'), ['59']], // OO
    [hex('G19'), ['54']], // yellow NY
    [hex('I15'), ['53']], // yellow B
    [hex('D2'), []], // gray
  ])('preprinted %j upgrades to exactly %j', (from, targets) => {
    expect(upgradeTargets(d1830, from)).toEqual(targets);
  });

  it.each([
    ['57', '63', 'upgrade/color'],
    ['57', '53', 'upgrade/track'], // 53 has no straight through its city
    ['9', '25', 'upgrade/track'],
    ['14', '59', 'upgrade/color'], // 59 (OO) is green in the library
    ['57', '9', 'upgrade/color'],
  ] as const)('%s -> %s is refused with %s', (from, to, reason) => {
    expect(upgradeRefusalFor(d1830, from, to)).toBe(reason);
  });

  it('checks city and town counts unless the lay is special', () => {
    expect(upgradeRefusalFor(d1830, hex('E19'), '58')).toBe('upgrade/city_town');
    expect(upgradeRefusalFor(d1830, hex('G19'), '14')).toBe('upgrade/label');
    // E5 is a preprinted yellow OO: a plain green city is refused (label), unless special.
    expect(upgradeRefusalFor(d1830, hex('E5'), '14')).toBe('upgrade/label');
    expect(upgradesTo(d1830, hex('E5'), '14', true)).toBe(true);
  });
});

describe('hexUpgradeRefusal (a title\'s rule, then the engine\'s)', () => {
  it('asks the rule with the tile lying there (a preprinted id or a tile name), its colours and labels', () => {
    const asked: UpgradeQuestion[] = [];
    const listen = (q: UpgradeQuestion) => void asked.push(q);
    hexUpgradeRefusal(d1830, 'G19', hex('G19'), '54', { rule: listen });
    hexUpgradeRefusal(d1830, 'E19', { kind: 'tile', name: '57' }, '14', { rule: listen });
    expect(asked[0]).toMatchObject({ hex: 'G19', from: d1830.hexes.find((h) => h.id === 'G19')!.tileId, fromColor: 'yellow', to: '54', toColor: 'green', fromLabels: ['NY'], toLabels: ['NY'] });
    expect(asked[1]).toMatchObject({ hex: 'E19', from: '57', fromColor: 'yellow', to: '14', toColor: 'green', fromLabels: [], toLabels: [] });
  });

  it('refuses where the rule says false, allows where it says true, and leaves the rest to the engine', () => {
    const rule = ({ hex: at, to }: UpgradeQuestion) => (to === '14' ? false : at === 'G19' && to === '15' ? true : undefined);
    expect(hexUpgradeRefusal(d1830, 'E19', { kind: 'tile', name: '57' }, '14', { rule })).toBe('upgrade/title_rule');
    expect(hexUpgradeRefusal(d1830, 'E19', { kind: 'tile', name: '57' }, '14')).toBeNull();
    // G19's NY city takes 15 only by the rule (the engine refuses the label).
    expect(hexUpgradeRefusal(d1830, 'G19', hex('G19'), '15', { rule })).toBeNull();
    expect(hexUpgradeRefusal(d1830, 'G19', hex('G19'), '15')).toBe('upgrade/label');
    expect(hexUpgradeRefusal(d1830, 'E19', { kind: 'tile', name: '57' }, '63', { rule })).toBe('upgrade/color');
  });
});

describe('legal rotations', () => {
  it('keeps new exits on the map and next to the corporation', () => {
    const ctx = { definition: d1830, map: initialMapState(d1830) };
    placeToken(ctx, 'E23', 0, 'B&M');
    // Boston (E23, track to edges 3 and 5; nothing east): the B tile fits three ways.
    expect(legalRotations(ctx, 'E23', '53', { corporation: 'B&M' })).toEqual([1, 3, 5]);
    // B&M reaches F22 only on its east side, through gray F24's track: a straight must use it.
    expect(legalRotations(ctx, 'F22', '57', { corporation: 'B&M' })).toEqual([1, 4]);
    expect(rotationRefusal(ctx, 'F22', '57', 0, { corporation: 'B&M' })).toBe('upgrade/exit_blocked'); // SW is off the map
    // Far away from any B&M track.
    expect(legalRotations(ctx, 'H4', '57', { corporation: 'B&M' })).toEqual([]);
    expect(rotationRefusal(ctx, 'H4', '57', 0, { corporation: 'B&M' })).toBe('upgrade/not_connected');
    // Any edge (a private's lay): only exits into the map count.
    expect(legalRotations(ctx, 'H4', '57', { anyEdge: true })).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('refuses exits across impassable borders and into closed hexes', () => {
    const ctx = { definition: d1830, map: initialMapState(d1830) };
    // F8: edge 2 has an impassable border (E7), edges 1 and 3 face gray hexes whose track
    // does not point at F8 (F6, E9); only edges 0, 4 and 5 are open.
    const sharp = [0, 1, 2, 3, 4, 5].map((r) => rotationRefusal(ctx, 'F8', '7', r, { anyEdge: true }));
    const blocked = 'upgrade/exit_blocked';
    expect(sharp).toEqual([blocked, blocked, blocked, blocked, null, null]);
    expect(legalRotations(ctx, 'F8', '9', { anyEdge: true })).toEqual([]);
  });

  it('keeps old track when upgrading', () => {
    const ctx = { definition: d1830, map: initialMapState(d1830) };
    layTile(ctx, 'H14', '9-0', '9', 1); // straight 1-4
    expect(legalRotations(ctx, 'H14', '20', { anyEdge: true })).toEqual([0, 1, 3, 4]);
    expect(rotationRefusal(ctx, 'H14', '20', 2, { anyEdge: true })).toBe('upgrade/old_track');
    expect(canUpgrade(ctx, 'H14', '20', { anyEdge: true }, { phaseTiles: ['yellow'] })).toEqual({ ok: false, reason: 'upgrade/phase' });
    expect(canUpgrade(ctx, 'H14', '20', { anyEdge: true }, { phaseTiles: ['yellow', 'green'] })).toEqual({ ok: true, rotations: [0, 1, 3, 4] });
  });
});

describe('track restrictions', () => {
  it.each([
    ['permissive', null],
    ['restrictive', 'upgrade/must_use_new_track'],
    ['semi_restrictive', 'upgrade/must_use_new_track_or_change_city'],
    ['station_restrictive', 'upgrade/must_use_new_track'],
  ] as const)('%s: an upgrade adding track the corporation cannot reach -> %s', (mode, expected) => {
    const def = restrictionMap(mode);
    const ctx = { definition: def, map: initialMapState(def) };
    placeToken(ctx, 'A3', 0, 'X');
    layTile(ctx, 'A5', 's-0', 's', 0);
    // g at rotation 0 adds 0-2, which X cannot reach from A3.
    expect(trackRestrictionRefusal(ctx, 'A5', 'g', 0, 'X')).toBe(expected);
  });

  it('semi_restrictive accepts a city whose revenue changes', () => {
    const def = restrictionMap('semi_restrictive');
    const ctx = { definition: def, map: initialMapState(def) };
    placeToken(ctx, 'A3', 0, 'X');
    layTile(ctx, 'A5', 's-0', 's', 0);
    layTile(ctx, 'A7', 'c-0', 'c', 0);
    expect(trackRestrictionRefusal(ctx, 'A7', 'cg', 0, 'X')).toBeNull();
    expect(trackRestrictionRefusal({ ...ctx, definition: restrictionMap('restrictive') }, 'A7', 'cg', 0, 'X')).toBe('upgrade/must_use_new_track');
  });
});
