import { describe, expect, it } from 'vitest';
import { boardFor } from '../../runtime/map/board.js';
import { chainId, matchingChains } from '../../runtime/map/chains.js';
import { RouteError, type RouteErrorCode } from '../../runtime/map/errors.js';
import { evaluateRoutes, type RouteInput } from '../../runtime/map/route.js';
import type { TrainInfo } from '../../runtime/map/revenue.js';
import { baseRevenue } from '../../runtime/map/revenue.js';
import type { DistanceRule } from '../../runtime/title/definition.js';
import type { TileColor } from '../../runtime/title/parts.js';
import { initialMapState } from '../../runtime/map/init.js';
import { placeToken, removeToken } from '../../runtime/map/tokens.js';
import { buildDefinition } from './build-definition.js';
import { miniContext, miniDefinition } from './mini-map.js';

const YELLOW = { tiles: ['yellow'] as TileColor[] };
const BROWN = { tiles: ['yellow', 'green', 'brown'] as TileColor[] };
const train = (name: string, distance: number | DistanceRule[] = Number(name)): TrainInfo => ({ name, distance });
const route = (t: TrainInfo, ...connections: string[][]): RouteInput => ({ train: t, connections });

function codeOf(fn: () => unknown): RouteErrorCode | 'no error' {
  try {
    fn();
    return 'no error';
  } catch (e) {
    if (e instanceof RouteError) return e.code;
    throw e;
  }
}

describe('route revenue', () => {
  it.each([
    ['a 2 to an offboard in yellow', 'X', YELLOW, [route(train('2'), ['A4', 'A2'])], [40]],
    ['a 2 to an offboard in brown', 'X', BROWN, [route(train('2'), ['A4', 'A2'])], [60]],
    ['a D uses diesel values', 'X', BROWN, [route(train('D', 99), ['A4', 'A2'])], [80]],
    ['a 3 ending in a full city', 'X', YELLOW, [route(train('3'), ['A4', 'A6'], ['A6', 'A8'])], [60]],
    ['chains recorded in either direction', 'X', YELLOW, [route(train('3'), ['A6', 'A4'], ['A8', 'A6'])], [60]],
    ['two routes sharing stops, not track', 'X', YELLOW, [route(train('2'), ['A4', 'A6']), route(train('3'), ['A6', 'B5'], ['B5', 'A4'])], [30, 40]],
    ['Y from its own token', 'Y', YELLOW, [route(train('2'), ['A6', 'A8'])], [40]],
    ['a local train', 'X', YELLOW, [route(train('1', 1), ['local', 'A4'])], [20]],
  ] as const)('%s', (_name, corporation, phase, routes, revenues) => {
    const result = evaluateRoutes(miniContext(), corporation, phase, routes);
    expect(result.routes.map((r) => r.revenue)).toEqual(revenues);
    expect(result.total).toBe(revenues.reduce((a, b) => a + b, 0));
  });

  it('reports stops, hexes and node signatures', () => {
    const [r] = evaluateRoutes(miniContext(), 'X', YELLOW, [route(train('3'), ['A4', 'A6'], ['A6', 'A8'])]).routes;
    expect(r.hexes).toEqual(['A4', 'A6', 'A8']);
    expect(r.nodeSignatures).toEqual(['A4-0', 'A6-0', 'A8-0']);
    expect(r.stops.map((s) => [s.hexId, s.kind, s.revenue])).toEqual([
      ['A4', 'city', 20],
      ['A6', 'town', 10],
      ['A8', 'city', 30],
    ]);
    expect(r.paths).toHaveLength(4);
  });

  it.each([
    ['one chain', [route(train('2'), ['A4', 'A6'])]],
    ['two chains through a shared stop', [route(train('3'), ['A4', 'A6'], ['A6', 'A8'])]],
    ['two routes of a run', [route(train('2'), ['A4', 'A6']), route(train('3'), ['A6', 'B5'], ['B5', 'A4'])]],
  ] as const)("lists the track's hexes as its paths do, each once (%s)", (_name, routes) => {
    for (const r of evaluateRoutes(miniContext(), 'X', YELLOW, routes).routes) {
      const fromPaths: string[] = [];
      for (const p of r.paths) if (!fromPaths.includes(p.hexId)) fromPaths.push(p.hexId);
      expect(r.trackHexes).toEqual(fromPaths);
      expect(fromPaths.length).toBeGreaterThan(0);
    }
  });

  it('counts the best stops of a multi-node train', () => {
    // Visit up to 3 cities/offboards and a town, pay for the best 2 cities/offboards.
    const t = train('3/2', [
      { nodes: ['town'], pay: 0, visit: 1 },
      { nodes: ['city', 'offboard'], pay: 2, visit: 3 },
    ]);
    const [r] = evaluateRoutes(miniContext(), 'X', YELLOW, [route(t, ['A2', 'A4'], ['A4', 'A6'], ['A6', 'A8'])]).routes;
    expect(r.visited.map((s) => s.hexId)).toEqual(['A2', 'A4', 'A6', 'A8']);
    expect(r.stops.map((s) => s.hexId)).toEqual(['A4', 'A8']);
    expect(r.revenue).toBe(50);
    const cityOnly = train('2c', [{ nodes: ['city', 'offboard'], pay: 2, visit: 2 }]);
    expect(codeOf(() => evaluateRoutes(miniContext(), 'X', YELLOW, [route(cityOnly, ['A4', 'A6'], ['A6', 'A8'])]))).toBe('route/too_long');
  });

  it('picks revenue by the newest phase colour the stop defines', () => {
    expect(baseRevenue({ yellow: 20, brown: 40 }, ['yellow', 'green'], '3')).toBe(20);
    expect(baseRevenue({ yellow: 20, brown: 40 }, ['yellow', 'green', 'brown'], '5')).toBe(40);
    expect(baseRevenue({ yellow: 20, diesel: 90 }, ['yellow'], 'd')).toBe(90);
    expect(baseRevenue(30, ['gray'], 'D')).toBe(30);
    expect(baseRevenue({ green: 20 }, ['yellow'], '2')).toBe(0);
  });
});

describe('runs judged again', () => {
  it('are judged afresh once a token on their hexes changes', () => {
    const ctx = miniContext();
    const run = [route(train('3'), ['A4', 'A6'], ['A6', 'A8'])];
    const remember = { remember: true };
    expect(evaluateRoutes(ctx, 'X', YELLOW, run, remember).total).toBe(60);
    expect(evaluateRoutes(ctx, 'X', YELLOW, run, remember).total).toBe(60);
    expect(evaluateRoutes(ctx, 'X', BROWN, run, remember).total).toBe(evaluateRoutes(miniContext(), 'X', BROWN, run).total);
    removeToken(ctx, 'A4', 0, 'X');
    expect(codeOf(() => evaluateRoutes(ctx, 'X', YELLOW, run, remember))).toBe('route/no_token');
  });
});

describe('route validation', () => {
  const terminalA8 = miniDefinition({ A8: ['gray', 'city=revenue:30,slots:2;path=a:1,b:_0;path=a:_0,b:4,terminal:1'] });

  it.each([
    ['too many stops', 'X', [route(train('2'), ['A4', 'A6'], ['A6', 'A8'])], 'route/too_long'],
    ['no token of the corporation', 'X', [route(train('2'), ['A6', 'A8'])], 'route/no_token'],
    ['the same track twice', 'X', [route(train('2'), ['A4', 'A6']), route(train('2'), ['A6', 'A4'])], 'route/overlap'],
    ['the same city twice', 'X', [route(train('4'), ['A4', 'A6'], ['A6', 'B5'], ['B5', 'A4'])], 'route/reused_city'],
    ['two stops of one group', 'X', [route(train('3'), ['A2', 'A4'], ['A4', 'B3'])], 'route/reused_group'],
    ['through a city full of other tokens', 'X', [route(train('4'), ['A4', 'A6'], ['A6', 'A8'], ['A8', 'A10'])], 'route/not_connected'],
    ['hexes no track joins', 'X', [route(train('2'), ['A4', 'A10'])], 'route/unknown_connection'],
    ['a local route for a non-local train', 'X', [route(train('2'), ['local', 'A4'])], 'route/invalid'],
  ] as const)('refuses %s', (_name, corporation, routes, code) => {
    expect(codeOf(() => evaluateRoutes(miniContext(), corporation, YELLOW, routes))).toBe(code);
  });

  it('refuses a route through a terminal', () => {
    const ctx = miniContext(terminalA8);
    expect(codeOf(() => evaluateRoutes(ctx, 'Y', YELLOW, [route(train('3'), ['A6', 'A8'], ['A8', 'A10'])]))).toBe('route/terminal');
    expect(evaluateRoutes(ctx, 'Y', YELLOW, [route(train('2'), ['A8', 'A10'])]).total).toBe(70);
  });

  it('names the route at fault', () => {
    try {
      evaluateRoutes(miniContext(), 'X', YELLOW, [route(train('2'), ['A4', 'A2']), route(train('2'), ['A4', 'A6'], ['A6', 'A8'])]);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(RouteError);
      expect((e as RouteError).routeIndex).toBe(1);
    }
  });
});

describe('chains', () => {
  it('decodes a recorded chain and re-encodes it', () => {
    const board = boardFor(miniContext());
    const chains = matchingChains(board, ['A6', 'B5']);
    expect(chains).toHaveLength(1);
    expect(chainId(board, chains[0].paths)).toEqual(['A6', 'B5']);
    // Track never runs through a stop: B5's town ends every chain that reaches it.
    expect(matchingChains(board, ['A6', 'B5', 'A4'])).toEqual([]);
  });
});

describe('junctions', () => {
  // A2 city (X) - A4 Lawson junction (W, E, SE) - A6 city; B5 city below A4.
  const def = buildDefinition({
    hexes: {
      A2: ['gray', 'city=revenue:20;path=a:4,b:_0'],
      A4: ['gray', 'junction;path=a:1,b:_0;path=a:4,b:_0;path=a:5,b:_0'],
      A6: ['gray', 'city=revenue:30;path=a:1,b:_0'],
      B5: ['gray', 'city=revenue:40;path=a:2,b:_0'],
    },
  });

  it('counts a hex once for paths through its junction', () => {
    const ctx = { definition: def, map: initialMapState(def) };
    placeToken(ctx, 'A2', 0, 'X');
    const board = boardFor(ctx);
    const chains = matchingChains(board, ['A2', 'A4', 'A6']);
    expect(chains).toHaveLength(1);
    expect(chains[0].paths).toHaveLength(4);
    expect(chainId(board, chains[0].paths)).toEqual(['A2', 'A4', 'A6']);
    expect(evaluateRoutes(ctx, 'X', YELLOW, [route(train('2'), ['A2', 'A4', 'B5'])]).total).toBe(60);
    // Two routes may not share the junction's west arm.
    expect(codeOf(() => evaluateRoutes(ctx, 'X', YELLOW, [route(train('2'), ['A2', 'A4', 'B5']), route(train('2'), ['A2', 'A4', 'A6'])]))).toBe('route/overlap');
  });
});
