/**
 * `mapVersion` counts a map state's changes: the engine's history trusts "same object, same
 * version" to mean "same map" (a snapshot sharing an earlier snapshot's copy of the map, an undo
 * keeping the live map), so every change the map's own functions make must count.
 */
import { describe, expect, it } from 'vitest';
import { invalidateMap, mapVersion } from '../../runtime/map/board.js';
import { placeToken, removeToken } from '../../runtime/map/tokens.js';
import { miniContext } from './mini-map.js';

describe('mapVersion', () => {
  it('counts every change to that map object, not to its copies', () => {
    const ctx = miniContext();
    const start = mapVersion(ctx.map);
    const copy = structuredClone(ctx.map);
    expect(mapVersion(copy)).toBe(0);
    removeToken(ctx, 'A8', 0, 'Y');
    const removed = mapVersion(ctx.map);
    expect(removed).toBeGreaterThan(start);
    placeToken(ctx, 'A8', 0, 'X');
    expect(mapVersion(ctx.map)).toBeGreaterThan(removed);
    expect(mapVersion(copy)).toBe(0);
  });

  it('counts a change made behind the map functions once it is declared with invalidateMap', () => {
    const ctx = miniContext();
    const start = mapVersion(ctx.map);
    ctx.map.hexes.A8.tokens[0][0] = null;
    expect(mapVersion(ctx.map)).toBe(start);
    invalidateMap(ctx.map);
    expect(mapVersion(ctx.map)).toBe(start + 1);
  });

  it('leaves the count alone when a removal finds nothing to remove', () => {
    const ctx = miniContext();
    const start = mapVersion(ctx.map);
    expect(removeToken(ctx, 'A10', 0, 'X')).toBe(false);
    expect(mapVersion(ctx.map)).toBe(start);
  });
});
