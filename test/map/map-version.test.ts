/**
 * `mapVersion` counts a map state's changes: the engine's history trusts "same object, same
 * version" to mean "same map" (a snapshot sharing an earlier snapshot's copy of the map, an undo
 * keeping the live map), so every change the map's own functions make must count; and the hexes
 * a change names are all it changed (a snapshot shares the others' copies).
 */
import { describe, expect, it } from 'vitest';
import { baseOf, liveMapEquals, revertLiveMap, takeSnapshot } from '../../runtime/engine/snapshot.js';
import { invalidateMap, mapVersion } from '../../runtime/map/board.js';
import { hexesChangedSince } from '../../runtime/map/map-changes.js';
import type { GameState } from '../../runtime/state/types.js';
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

describe('hexesChangedSince', () => {
  it('names the hexes each change since a version was confined to', () => {
    const ctx = miniContext();
    const start = mapVersion(ctx.map);
    expect([...hexesChangedSince(ctx.map, start)!]).toEqual([]);
    removeToken(ctx, 'A8', 0, 'Y');
    invalidateMap(ctx.map, ['A10']);
    expect([...hexesChangedSince(ctx.map, start)!].sort()).toEqual(['A10', 'A8']);
    expect([...hexesChangedSince(ctx.map, start + 1)!]).toEqual(['A10']);
  });

  it('knows nothing hex by hex past a change to the whole map, or past its memory', () => {
    const ctx = miniContext();
    const start = mapVersion(ctx.map);
    invalidateMap(ctx.map, ['A8']);
    invalidateMap(ctx.map);
    invalidateMap(ctx.map, ['A10']);
    expect(hexesChangedSince(ctx.map, start)).toBeUndefined();
    expect([...hexesChangedSince(ctx.map, start + 2)!]).toEqual(['A10']);
    for (let i = 0; i < 100; i++) invalidateMap(ctx.map, ['A8']);
    expect(hexesChangedSince(ctx.map, start + 2)).toBeUndefined();
    expect(hexesChangedSince(ctx.map, mapVersion(ctx.map) + 1)).toBeUndefined();
  });
});

describe('takeSnapshot', () => {
  it('shares the unchanged hexes of its base, copies the changed ones, and never holds a live object', () => {
    const ctx = miniContext();
    const state = { map: ctx.map, cash: [1] } as unknown as GameState;
    const first = takeSnapshot(state, 1, false, undefined);
    expect(first.sharesMap).toBeUndefined();
    removeToken(ctx, 'A8', 0, 'Y');
    const second = takeSnapshot(state, 2, false, baseOf(first));
    expect(second.sharesMap).toBe(true);
    const [a, b] = [first.state!.map, second.state!.map];
    expect(b.hexes.A10).toBe(a.hexes.A10);
    expect(b.hexes.A8).not.toBe(a.hexes.A8);
    expect(b).toEqual(ctx.map);
    for (const id of Object.keys(ctx.map.hexes)) expect(b.hexes[id]).not.toBe(ctx.map.hexes[id]);
    expect(b.placed).not.toBe(ctx.map.placed);
    const third = takeSnapshot(state, 3, false, baseOf(second));
    expect(third.state!.map).toBe(b);
  });
});

describe('liveMapEquals', () => {
  it('compares what changed since the snapshot: a change undone by hand is equal again', () => {
    const ctx = miniContext();
    const state = { map: ctx.map } as unknown as GameState;
    const snap = takeSnapshot(state, 1, false, undefined);
    const copy = snap.state!.map;
    removeToken(ctx, 'A8', 0, 'Y');
    expect(liveMapEquals(snap, copy, ctx.map)).toBe(false);
    placeToken(ctx, 'A8', 0, 'Y');
    expect(liveMapEquals(snap, copy, ctx.map)).toBe(true);
    // A change the log cannot name hex by hex: the whole maps are compared.
    ctx.map.hexes.A10.tokens[0][0] = 'X';
    invalidateMap(ctx.map);
    expect(liveMapEquals(snap, copy, ctx.map)).toBe(false);
    ctx.map.hexes.A10.tokens[0][0] = null;
    invalidateMap(ctx.map);
    expect(liveMapEquals(snap, copy, ctx.map)).toBe(true);
  });
});

describe('revertLiveMap', () => {
  it('puts the snapshot back into the live map object where the log names the changes, as copies', () => {
    const ctx = miniContext();
    const state = { map: ctx.map } as unknown as GameState;
    const snap = takeSnapshot(state, 1, false, undefined);
    const copy = snap.state!.map;
    const live = ctx.map;
    const untouched = live.hexes.A4;
    removeToken(ctx, 'A8', 0, 'Y');
    const version = mapVersion(live);
    expect(revertLiveMap(snap, live)).toBe(true);
    expect(ctx.map).toBe(live);
    expect(live).toEqual(copy);
    expect(live.hexes.A4).toBe(untouched);
    expect(live.hexes.A8).not.toBe(copy.hexes.A8);
    expect(live.placed).not.toBe(copy.placed);
    // Declared as a change of that hex: what was derived from the others may stay.
    expect([...hexesChangedSince(live, version)!]).toEqual(['A8']);
  });

  it('does nothing where the changes are not known hex by hex, or the map is another object', () => {
    const ctx = miniContext();
    const snap = takeSnapshot({ map: ctx.map } as unknown as GameState, 1, false, undefined);
    ctx.map.hexes.A10.tokens[0][0] = 'X';
    invalidateMap(ctx.map);
    expect(revertLiveMap(snap, ctx.map)).toBe(false);
    expect(ctx.map.hexes.A10.tokens[0][0]).toBe('X');
    expect(revertLiveMap(snap, structuredClone(ctx.map))).toBe(false);
  });
});
