import { describe, expect, it } from 'vitest';
import { boardFor, invalidateMap } from '../../runtime/map/board.js';
import { corporationGraph, routeInfo, tokenableCities } from '../../runtime/map/graph.js';
import { canToken } from '../../runtime/map/graph-walks.js';
import { placeToken, removeToken } from '../../runtime/map/tokens.js';
import { miniContext } from './mini-map.js';

describe('corporation graph', () => {
  it('walks from tokens, stopping at offboards and at cities full of other tokens', () => {
    const ctx = miniContext();
    const x = corporationGraph(ctx, 'X');
    expect([...x.reachableHexes()].sort()).toEqual(['A2', 'A4', 'A6', 'A8', 'B3', 'B5']);
    // A8 is reached (its city is a connected node) but not passed: A10 stays out.
    expect(x.isNodeConnected('A8', 0)).toBe(true);
    expect(x.isReachable('A10')).toBe(false);
    expect(x.connectedEdges('A10')).toBeUndefined();
    // The token hex counts every open edge; A6 the edges its reached track uses.
    expect(x.connectedEdges('A4')).toEqual([0, 1, 4, 5]);
    expect(x.connectedEdges('A6')).toEqual([0, 1, 4]);
    expect(routeInfo(ctx, 'X')).toEqual({ routeAvailable: true, routeTrainPurchase: true });
  });

  it('finds tokenable cities', () => {
    const ctx = miniContext();
    expect(tokenableCities(ctx, 'X')).toEqual([]);
    expect(tokenableCities(ctx, 'Y')).toEqual([{ hexId: 'A10', cityIndex: 0 }]);
    expect(canToken(ctx, 'Y')).toBe(true);
    expect(corporationGraph(ctx, 'Y').connectedEdges('A10')).toEqual([1]);
    // Y cannot pass X's full city at A4: no offboards for Y.
    expect(corporationGraph(ctx, 'Y').isReachable('A2')).toBe(false);
  });

  it('has nothing for a corporation without tokens, unless an ability gives start points', () => {
    const ctx = miniContext();
    const z = corporationGraph(ctx, 'Z');
    expect(z.connectedHexes().size).toBe(0);
    expect(routeInfo(ctx, 'Z')).toEqual({ routeAvailable: false, routeTrainPurchase: false });
    const teleport = corporationGraph(ctx, 'Z', { teleportHexes: ['A10'] });
    expect(teleport.connectedEdges('A10')).toEqual([1]);
    expect(teleport.isCityConnected('A10', 0)).toBe(true);
    expect(tokenableCities(ctx, 'Z', { extras: { teleportHexes: ['A10'] } })).toEqual([]);
    expect(tokenableCities(ctx, 'Z', { extras: { teleportHexes: ['A10'], teleportUsed: true } })).toEqual([{ hexId: 'A10', cityIndex: 0 }]);
  });

  it('is cached until the map changes', () => {
    const ctx = miniContext();
    const first = corporationGraph(ctx, 'X');
    expect(corporationGraph(ctx, 'X')).toBe(first);
    removeToken(ctx, 'A8', 0, 'Y');
    const second = corporationGraph(ctx, 'X');
    expect(second).not.toBe(first);
    expect(second.isReachable('A10')).toBe(true);
    expect(tokenableCities(ctx, 'X')).toEqual([
      { hexId: 'A8', cityIndex: 0 },
      { hexId: 'A10', cityIndex: 0 },
    ]);
    placeToken(ctx, 'A8', 0, 'Y');
    expect(corporationGraph(ctx, 'X').isReachable('A10')).toBe(false);
    // A change made behind the map's back needs invalidateMap.
    const board = boardFor(ctx);
    ctx.map.hexes.A8.tokens[0][0] = null;
    expect(boardFor(ctx)).toBe(board);
    invalidateMap(ctx.map);
    expect(corporationGraph(ctx, 'X').isReachable('A10')).toBe(true);
  });

  it('survives structuredClone of the state (caches live outside it)', () => {
    const ctx = miniContext();
    corporationGraph(ctx, 'X');
    const copy = { ...ctx, map: structuredClone(ctx.map) };
    expect(corporationGraph(copy, 'X').isReachable('A8')).toBe(true);
    removeToken(copy, 'A8', 0, 'Y');
    expect(corporationGraph(copy, 'X').isReachable('A10')).toBe(true);
    expect(corporationGraph(ctx, 'X').isReachable('A10')).toBe(false);
  });
});
