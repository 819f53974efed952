import { describe, expect, it } from 'vitest';
import { definition as d1830 } from '../../generated/titles/1830/definition.js';
import { initialMapState } from '../../runtime/map/init.js';
import { placeHomeToken, resolveCityId, tilesInSupply, tokenRefusal } from '../../runtime/map/tokens.js';
import { buildDefinition } from './build-definition.js';

describe('initialMapState', () => {
  const map = initialMapState(d1830);

  it('puts every preprinted tile on its hex with empty slots', () => {
    expect(Object.keys(map.hexes)).toHaveLength(d1830.hexes.length);
    expect(map.placed).toEqual({});
    expect(map.hexes.D14).toMatchObject({ tileId: 'D14-0', rotation: 0, tokens: [[null]] });
    expect(map.hexes.D14.tileName).toBeUndefined();
    expect(map.hexes.B10.tileId).toBe('city-2');
    expect(map.hexes.G19.tokens).toEqual([[null], [null]]);
    expect(map.hexes.I13.tokens).toEqual([]);
  });

  it.each([
    ['G19', [['NYNH'], []], []], // NYNH names city 0 of the NY hex
    ['H12', [['PRR']], []], // one city: city 0
    ['E11', [[], []], ['ERIE']], // two cities, none named: the whole tile
    ['E23', [['B&M']], []],
    ['F16', [[]], []],
  ])('reserves homes on %s', (hexId, slots, tile) => {
    expect(map.hexes[hexId].slotReservations).toEqual(slots);
    expect(map.hexes[hexId].tileReservations).toEqual(tile);
  });

  it('applies reservation abilities at their slot, padding like Array#insert', () => {
    const def = buildDefinition({
      hexes: { A2: ['white', 'city=revenue:20,slots:3'] },
      companies: [{ sym: 'P', abilities: [{ type: 'reservation', hex: 'A2', city: 0, slot: 1, when: [] }] }],
      corporations: [{ sym: 'X', coordinates: 'A2' }],
    });
    const m = initialMapState(def);
    // The home takes the first open slot, then the ability inserts at slot 1.
    expect(m.hexes.A2.slotReservations).toEqual([['X', 'P']]);
    const ctx = { definition: def, map: m, ownerOf: (e: string) => (e === 'P' ? 'Y' : undefined) };
    // Y owns P: it may use P's reserved slot; Z may use the last free slot only.
    expect(tokenRefusal(ctx, 'A2', 0, 'Y')).toBeNull();
    expect(tokenRefusal(ctx, 'A2', 0, 'Z')).toBeNull();
    expect(placeHomeToken(ctx, 'X')).toEqual({ kind: 'placed', hexId: 'A2', cityIndex: 0, slot: 0 });
    expect(m.hexes.A2.slotReservations).toEqual([[null, 'P']]);
  });

  it('places home tokens like place_home_token', () => {
    const ctx = { definition: d1830, map: initialMapState(d1830) };
    expect(placeHomeToken(ctx, 'NYNH')).toEqual({ kind: 'placed', hexId: 'G19', cityIndex: 0, slot: 0 });
    expect(placeHomeToken(ctx, 'ERIE')).toEqual({ kind: 'placed', hexId: 'E11', cityIndex: 0, slot: 0 });
    expect(ctx.map.hexes.E11.tileReservations).toEqual([]);
    expect(ctx.map.hexes.G19.slotReservations).toEqual([[null], []]);
    // A second token of NYNH on its home hex is refused.
    expect(tokenRefusal(ctx, 'G19', 1, 'NYNH')).toBe('token/existing_token');
  });

  it('resolves city ids of actions', () => {
    const ctx = { definition: d1830, map: initialMapState(d1830) };
    expect(resolveCityId(ctx, 'G19-0-1')).toEqual({ hexId: 'G19', cityIndex: 1 });
    expect(resolveCityId(ctx, 'city-2-0')).toEqual({ hexId: 'B10', cityIndex: 0 });
    expect(resolveCityId(ctx, '57-0-0')).toBeUndefined();
    expect(tilesInSupply(ctx, '57')).toEqual(['57-0', '57-1', '57-2', '57-3']);
  });
});
