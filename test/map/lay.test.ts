import { describe, expect, it } from 'vitest';
import { definition as d1830 } from '../../generated/titles/1830/definition.js';
import type { MapContext } from '../../runtime/map/context.js';
import { initialMapState } from '../../runtime/map/init.js';
import { cityMapFor, layTile } from '../../runtime/map/lay.js';
import { legalRotations } from '../../runtime/map/rotation.js';
import { tileCatalog } from '../../runtime/map/tiles.js';
import { placeHomeToken, placeToken, promiseToken, tilesInSupply } from '../../runtime/map/tokens.js';
import { buildDefinition } from './build-definition.js';

const fresh1830 = (): MapContext => ({ definition: d1830, map: initialMapState(d1830) });

describe('layTile', () => {
  it('returns the replaced copy to the supply', () => {
    const ctx = fresh1830();
    const first = layTile(ctx, 'E19', '57-0', '57', 1);
    expect(first.replacedTileId).toBe('city-0');
    expect(ctx.map.placed).toEqual({ '57-0': 'E19' });
    expect(tilesInSupply(ctx, '57')).toEqual(['57-1', '57-2', '57-3']);
    layTile(ctx, 'E19', '14-0', '14', 1);
    expect(ctx.map.placed).toEqual({ '14-0': 'E19' });
    expect(tilesInSupply(ctx, '57')).toEqual(['57-0', '57-1', '57-2', '57-3']);
    expect(() => layTile(ctx, 'F4', '14-0', '14', 0)).toThrow(expect.objectContaining({ code: 'map/tile_in_use' }));
  });

  it('keeps a promised token on the hex through a lay, until the token is placed', () => {
    const ctx = fresh1830();
    promiseToken(ctx, 'E19', 'PRR');
    layTile(ctx, 'E19', '57-0', '57', 1);
    expect(ctx.map.hexes.E19.promisedTokens).toEqual(['PRR']);
    layTile(ctx, 'E19', '14-0', '14', 1);
    expect(ctx.map.hexes.E19.promisedTokens).toEqual(['PRR']);
    placeToken(ctx, 'E19', 0, 'PRR');
    expect(ctx.map.hexes.E19.promisedTokens).toBeUndefined();
    expect(ctx.map.hexes.E19.tokens.flat()).toContain('PRR');
  });

  it('reports the terrain cost of the replaced tile', () => {
    const ctx = fresh1830();
    expect(layTile(ctx, 'F16', '57-0', '57', 0)).toMatchObject({ terrainCost: 120, terrains: ['mountain'] });
    expect(layTile(ctx, 'F16', '14-0', '14', 0)).toMatchObject({ terrainCost: 0, terrains: [] });
  });

  it.each([
    // 54 at rotation 0 puts edges 2-3 on its second city, so the NYNH home (edge 3) goes there.
    [0, [[null], ['NYNH']]],
    [3, [['NYNH'], [null]]],
  ])('moves the NY token by exits (54 at rotation %i)', (rotation, tokens) => {
    const ctx = fresh1830();
    placeHomeToken(ctx, 'NYNH');
    // Only rotation 0 is legal (at 3, an exit runs east off the map), but the move is the same rule.
    expect(legalRotations(ctx, 'G19', '54', { anyEdge: true })).toEqual([0]);
    layTile(ctx, 'G19', '54-0', '54', rotation);
    expect(ctx.map.hexes.G19.tokens).toEqual(tokens);
  });

  it('moves reservations with their city', () => {
    const ctx = fresh1830();
    layTile(ctx, 'G19', '54-0', '54', 3);
    expect(ctx.map.hexes.G19.slotReservations).toEqual([['NYNH'], []]);
    const ctx2 = fresh1830();
    layTile(ctx2, 'G19', '54-0', '54', 0);
    expect(ctx2.map.hexes.G19.slotReservations).toEqual([[], ['NYNH']]);
    // The home token then goes to the reserved city.
    expect(placeHomeToken(ctx2, 'NYNH')).toEqual({ kind: 'placed', hexId: 'G19', cityIndex: 1, slot: 0 });
  });

  it('takes tokens off an OO hex that gets its first track (update_token!)', () => {
    const ctx = fresh1830();
    expect(placeHomeToken(ctx, 'ERIE')).toMatchObject({ kind: 'placed', cityIndex: 0 });
    const result = layTile(ctx, 'E11', '59-0', '59', 1);
    expect(result.pendingTokens).toEqual(['ERIE']);
    expect(ctx.map.hexes.E11.tokens).toEqual([[null], [null]]);
    // Without re-homing, the token keeps city 0 (cities without track map by index).
    const ctx2 = fresh1830();
    placeHomeToken(ctx2, 'ERIE');
    expect(layTile(ctx2, 'E11', '59-0', '59', 1, { rehomeTokens: false }).pendingTokens).toEqual([]);
    expect(ctx2.map.hexes.E11.tokens).toEqual([['ERIE'], [null]]);
  });

  it('keeps a home reservation on the tile when the OO hex is upgraded first', () => {
    const ctx = fresh1830();
    layTile(ctx, 'E11', '59-0', '59', 1);
    expect(ctx.map.hexes.E11.tileReservations).toEqual(['ERIE']);
    // With track there, the ERIE must choose its city.
    expect(placeHomeToken(ctx, 'ERIE')).toEqual({ kind: 'choose', hexIds: ['E11'] });
  });

  it('moves a cheater token past the printed slots', () => {
    const def = buildDefinition({
      hexes: { A3: ['white', 'city=revenue:0'], A5: ['white', 'blank'] },
      tiles: { y: ['yellow', 'city=revenue:20;path=a:4,b:_0', 1], g: ['green', 'city=revenue:30;path=a:4,b:_0;path=a:1,b:_0', 1] },
    });
    const ctx = { definition: def, map: initialMapState(def) };
    placeToken(ctx, 'A3', 0, 'X');
    placeToken(ctx, 'A3', 0, 'Y', { cheater: true });
    expect(ctx.map.hexes.A3.tokens).toEqual([['X', 'Y']]);
    layTile(ctx, 'A3', 'y-0', 'y', 0);
    layTile(ctx, 'A3', 'g-0', 'g', 0);
    expect(ctx.map.hexes.A3.tokens).toEqual([['X', 'Y']]);
  });

  it('maps cities like Hex#city_map_for', () => {
    const cat = tileCatalog(d1830);
    // Trackless OO to 59: by index.
    expect(cityMapFor(cat.preprinted('E5', 0), cat.tile('59', 4))).toEqual([0, 1]);
    // NY: by exits.
    expect(cityMapFor(cat.preprinted('G19', 0), cat.tile('54', 0))).toEqual([1, 0]);
    // A trackless city onto a one-city tile.
    expect(cityMapFor(cat.preprinted('E19', 0), cat.tile('57', 2))).toEqual([0]);
  });

  it('charges and removes a border crossed from both sides', () => {
    const def = buildDefinition({
      hexes: {
        A3: ['white', 'border=edge:4,type:water,cost:40'],
        A5: ['white', 'border=edge:1,type:water,cost:40'],
        A7: ['white', 'blank'],
      },
      tiles: { s: ['yellow', 'path=a:1,b:4', 'unlimited'] },
    });
    const ctx = { definition: def, map: initialMapState(def) };
    expect(layTile(ctx, 'A3', 's-0', 's', 0)).toMatchObject({ borderCost: 0 });
    expect(layTile(ctx, 'A5', 's-1', 's', 0)).toMatchObject({ borderCost: 40, borderTypes: ['water'] });
    expect(ctx.map.hexes.A3.removedBorders).toEqual([4]);
    expect(ctx.map.hexes.A5.removedBorders).toEqual([1]);
    expect(layTile(ctx, 'A7', 's-2', 's', 0)).toMatchObject({ borderCost: 0 });
  });

  it('opens a red hex once a tile is laid on it', () => {
    const def = buildDefinition({
      hexes: {
        A3: ['white', 'blank'],
        A5: ['red', 'offboard=revenue:20;path=a:4,b:_0'],
        A7: ['white', 'blank'],
      },
      tiles: {
        r: ['purple', 'offboard=revenue:40;path=a:4,b:_0;path=a:1,b:_0', 1],
        t: ['yellow', 'town=revenue:10;path=a:4,b:_0', 1],
      },
    });
    const ctx = { definition: def, map: initialMapState(def) };
    expect(legalRotations(ctx, 'A3', 't', { anyEdge: true })).toEqual([]); // A5 does not face A3
    layTile(ctx, 'A5', 'r-0', 'r', 0);
    expect(legalRotations(ctx, 'A3', 't', { anyEdge: true })).toEqual([0]);
  });
});
