/**
 * Route revenue and route legality from the rules (reference: lib/engine/route.rb,
 * game/base.rb#check_overlap, step/route.rb): on a small constructed map through the map API,
 * and on a real 1830 position through `run_routes` actions.
 */
import { describe, expect, it } from 'vitest';
import { Game } from '../../runtime/engine/game.js';
import { mapContext } from '../../runtime/engine/map-access.js';
import { trainSpec } from '../../runtime/engine/trains.js';
import type { MapContext } from '../../runtime/map/context.js';
import { RouteError } from '../../runtime/map/errors.js';
import { initialMapState } from '../../runtime/map/init.js';
import { evaluateRoutes, type RouteInput } from '../../runtime/map/route.js';
import { placeToken } from '../../runtime/map/tokens.js';
import type { TileColor } from '../../runtime/title/parts.js';
import { buildDefinition } from '../map/build-definition.js';
import { effectiveActions, errorOf, expectRefusedAct, fixturesDir, gameAt, loadFixture, moduleFor, play, SHARED_MISSING } from './helpers.js';
import { newGameFor } from '../../runtime/replay/fixture.js';
import type { RecordedRoute, RunRoutesAction } from '../../runtime/actions/types.js';

const YELLOW: { tiles: TileColor[] } = { tiles: ['yellow'] };
const GREEN: { tiles: TileColor[] } = { tiles: ['yellow', 'green'] };
const BROWN: { tiles: TileColor[] } = { tiles: ['yellow', 'green', 'brown'] };

/**
 * A row of preprinted hexes (pointy: edge 1 is west, 4 is east):
 *   A2 offboard (30 yellow / 60 brown) — A4 city 20 (X's token) — A6 city 30 — A8 city 40 (Y's token)
 */
function lineMap(): MapContext {
  const definition = buildDefinition({
    hexes: {
      A2: ['red', 'offboard=revenue:yellow_30|brown_60;path=a:4,b:_0'],
      A4: ['gray', 'city=revenue:20;path=a:1,b:_0;path=a:_0,b:4'],
      A6: ['gray', 'city=revenue:30;path=a:1,b:_0;path=a:_0,b:4'],
      A8: ['gray', 'city=revenue:40;path=a:1,b:_0'],
    },
  });
  const ctx: MapContext = { definition, map: initialMapState(definition) };
  placeToken(ctx, 'A4', 0, 'X');
  placeToken(ctx, 'A8', 0, 'Y');
  return ctx;
}

const train = (distance: number): RouteInput['train'] => ({ name: String(distance), distance });
const route = (distance: number, ...connections: string[][]): RouteInput => ({ train: train(distance), connections });

function routeCode(fn: () => unknown): string {
  const error = errorOf(fn);
  if (error === undefined) return 'accepted';
  if (error instanceof RouteError) return error.code;
  throw error;
}

describe('route revenue on a constructed map', () => {
  it.each([
    ['a 2-train between two cities', 'X', YELLOW, [route(2, ['A4', 'A6'])], 50],
    ['a 3-train through three cities', 'X', YELLOW, [route(3, ['A4', 'A6'], ['A6', 'A8'])], 90],
    ['an offboard in a yellow phase', 'X', YELLOW, [route(2, ['A4', 'A2'])], 30 + 20],
    ['an offboard in a green phase (still its yellow value)', 'X', GREEN, [route(2, ['A4', 'A2'])], 30 + 20],
    ['an offboard in a brown phase', 'X', BROWN, [route(2, ['A4', 'A2'])], 60 + 20],
    ['two trains on separate track', 'X', YELLOW, [route(2, ['A2', 'A4']), route(2, ['A4', 'A6'])], 50 + 50],
    ['a route ending at another corporation’s token', 'X', YELLOW, [route(3, ['A4', 'A6'], ['A6', 'A8'])], 90],
  ] as const)('%s', (_what, corporation, phase, routes, total) => {
    expect(evaluateRoutes(lineMap(), corporation, phase, routes).total).toBe(total);
  });

  it.each([
    ['a route longer than the train', 'X', [route(2, ['A4', 'A6'], ['A6', 'A8'])], 'route/too_long'],
    ['a route without the corporation’s token', 'Z', [route(2, ['A4', 'A6'])], 'route/no_token'],
    ['two routes on the same track', 'X', [route(2, ['A4', 'A6']), route(2, ['A6', 'A4'])], 'route/overlap'],
    ['two routes overlapping on one hex side', 'X', [route(3, ['A4', 'A6'], ['A6', 'A8']), route(2, ['A6', 'A8'])], 'route/overlap'],
    ['hexes no track joins', 'X', [route(2, ['A4', 'A8'])], 'route/unknown_connection'],
  ] as const)('refuses %s', (_what, corporation, routes, code) => {
    expect(routeCode(() => evaluateRoutes(lineMap(), corporation, YELLOW, routes))).toBe(code);
  });
});

describe.skipIf(!fixturesDir())('run_routes in a real 1830 position', () => {
  // 1830_game_end_bank, Operating Round 4.1 (phase 3): B&O is to run its four trains (id 145).
  const fixture = fixturesDir() ? loadFixture('1830', '1830_game_end_bank') : undefined;
  const recorded = () => fixture!.actions.find((a) => a.id === 145) as RunRoutesAction;
  const routeOf = (trainId: string) => recorded().routes.find((r) => r.train === trainId)!;
  const run = (routes: readonly Partial<RecordedRoute>[]) => ({ type: 'run_routes', entity: 'B&O', routes });
  const position = () => {
    const game = gameAt(fixture!, 144);
    expect(game.round.activeStep()?.name()).toBe('route');
    expect(game.round.activeEntities()).toEqual(['B&O']);
    return game;
  };

  it('accepts the recorded run and values each route as recorded', () => {
    const game = position();
    play(game, recorded());
    const routes = (game.round.state.vars.run as { routes: { train: string; revenue: number }[] }).routes;
    expect(routes.map((r) => [r.train, r.revenue])).toEqual(recorded().routes.map((r) => [r.train, r.revenue]));
    expect(game.round.activeStep()?.name()).toBe('dividend');
  });

  it('values a 2-train between two cities, and an offboard by phase', () => {
    const game = position();
    const ctx = mapContext(game);
    const input = (trainId: string): RouteInput => ({ train: { name: '2', distance: trainSpec(game, game.train(trainId)).distance }, connections: routeOf(trainId).connections ?? [] });
    // J14 (green city, 30) to Richmond K15 (20).
    expect(evaluateRoutes(ctx, 'B&O', game.phase, [input('2-5')]).total).toBe(50);
    // J14 to Deep South K13 (offboard 30 until brown, then 40).
    expect(game.phase.tiles).toEqual(['yellow', 'green']);
    expect(evaluateRoutes(ctx, 'B&O', game.phase, [input('2-0')]).total).toBe(30 + 30);
    expect(evaluateRoutes(ctx, 'B&O', BROWN, [input('2-0')]).total).toBe(30 + 40);
  });

  it.each([
    ['a 2-train over three stops', [{ train: '2-5', connections: [['I15', 'I17', 'I19'], ['I19', 'H18']] }], 'route/too_long'],
    ['a route without a B&O token (NYNH’s G19–F20)', [{ train: '2-5', connections: [['G19', 'F20']] }], 'route/no_token'],
    ['two trains on the same track', [{ train: '2-5', connections: [['J14', 'K15']] }, { train: '2-1', connections: [['K15', 'J14']] }], 'route/overlap'],
    ['a train of another corporation', [{ train: '2-2', connections: [['J14', 'K15']] }], 'route/not_own_train'],
    ['the same train twice', [{ train: '2-5', connections: [['J14', 'K15']] }, { train: '2-5', connections: [['J14', 'K13']] }], 'route/train_twice'],
    ['a train that does not exist', [{ train: '9-9', connections: [['J14', 'K15']] }], 'route/unknown_train'],
    ['hexes no track joins', [{ train: '2-5', connections: [['J14', 'H18']] }], 'route/unknown_connection'],
    ['a single stop', [{ train: '2-5', connections: [['J14']] }], /^route\//],
    ['no connections', [{ train: '2-5', connections: [] }], /^route\//],
  ] as const)('refuses %s', (_what, routes, code) => {
    expectRefusedAct(position(), run(routes), code);
  });

  // Rule: a run earns what its routes are worth; 1830 has no other revenue (the reference's
  // Game::Base#extra_revenue is 0 and G1830 does not override it). The reference's step/route.rb
  // copies the field, trusting its own client; ours takes untrusted JSON, so it refuses a claim.
  it.each([
    ['$1000 of extra revenue', 1000],
    ['negative extra revenue', -50],
  ])('refuses a run claiming %s', (_what, extra) => {
    expectRefusedAct(position(), { ...recorded(), extra_revenue: extra }, /^route\//);
  });

  it('accepts an empty run in a live game: nothing earned, nothing paid out', () => {
    const recordedGame = position();
    const live = new Game(recordedGame.module, recordedGame.seats, { seed: recordedGame.seed });
    live.restore(recordedGame.snapshot());
    const cash = live.corporation('B&O').cash;
    play(live, run([]));
    const last = (type: string) => live.events.filter((e) => e.type === type).at(-1);
    expect(last('routes_run')).toMatchObject({ operator: 'B&O', revenue: 0 });
    expect(last('dividend')).toMatchObject({ operator: 'B&O', kind: 'withhold', revenue: 0 });
    expect(live.corporation('B&O').cash).toBe(cash);
  });

  it('refuses running before the route step or out of turn', () => {
    const before = gameAt(fixture!, 142); // B&O has not laid its track yet
    expect(before.round.activeStep()?.name()).toBe('track');
    expectRefusedAct(before, recorded(), /^action\//);
    expectRefusedAct(position(), { ...recorded(), entity: 'PRR' }, 'action/not_your_turn');
  });
});

describe.skipIf(!fixturesDir())('every recorded run of the 1830 fixtures', () => {
  it.each(['26855', '1830_game_end_bank'])('%s: each route is worth what the recording says', (id) => {
    const fixture = loadFixture('1830', id);
    const game = newGameFor(moduleFor('1830'), fixture);
    let runs = 0;
    for (const action of effectiveActions(fixture)) {
      if (action.type === 'run_routes') {
        const inputs = action.routes.map((r) => ({ train: { name: r.train, distance: trainSpec(game, game.train(r.train)).distance }, connections: r.connections ?? [], nodes: r.nodes }));
        const result = evaluateRoutes(mapContext(game), String(action.entity), game.phase, inputs);
        expect(result.routes.map((r) => r.revenue), `run_routes #${action.id}`).toEqual(action.routes.map((r) => r.revenue));
        runs++;
      }
      game.process(action);
    }
    expect(runs).toBeGreaterThan(40);
  });
});

describe.skipIf(!!fixturesDir())('run_routes in a real 1830 position', () => {
  it.skip(SHARED_MISSING, () => {});
});
