/**
 * Bad input (issue #3): at 50 evenly spaced points of each 1830 recording, the game is offered a
 * batch of illegal actions made for the situation there — wrong entity, out of turn, unaffordable
 * price, unknown hex, illegal tile or rotation, over-long route, malformed JSON. Every one must be
 * refused with a GameError carrying a namespaced code, leave the state hash unchanged, and crash
 * nothing; afterwards the recording's next action must still apply.
 */
import { describe, expect, it } from 'vitest';
import type { Action, RecordedRoute, RunRoutesAction } from '../../runtime/actions/types.js';
import { GameError } from '../../runtime/core/errors.js';
import type { Game } from '../../runtime/engine/game.js';
import { mapContext } from '../../runtime/engine/map-access.js';
import { blockingCompany } from '../../runtime/engine/tracker.js';
import { depotTrains, trainSpec } from '../../runtime/engine/trains.js';
import { boardFor } from '../../runtime/map/board.js';
import { corporationGraph } from '../../runtime/map/graph.js';
import { evaluateRoutes } from '../../runtime/map/route.js';
import { canUpgrade, upgradeOptions } from '../../runtime/map/rotation.js';
import { tilesInSupply } from '../../runtime/map/tokens.js';
import { newGameFor } from '../../runtime/replay/fixture.js';
import { effectiveActions, errorOf, evenlySpaced, fixtureRefs, fixturesDir, loadFixture, moduleFor, SHARED_MISSING, type Fixture } from './helpers.js';

const POINTS = 50;
const CODE = /^[a-z]+\/[a-z_-]+$/;

interface Illegal {
  /** Why it is illegal, for the failure message and the tally. */
  readonly why: string;
  readonly action: unknown;
  /** The code expected, where the situation pins it down. */
  readonly code?: string | RegExp;
}

/** Fields the action format requires, by type (runtime/actions/parse.ts and the reference's REQUIRED_ARGS). */
const REQUIRED: Readonly<Record<string, readonly string[]>> = {
  bid: ['price'],
  par: ['corporation', 'share_price'],
  buy_shares: ['shares'],
  sell_shares: ['shares'],
  buy_company: ['company', 'price'],
  lay_tile: ['hex', 'tile', 'rotation'],
  place_token: ['city', 'slot'],
  run_routes: ['routes'],
  dividend: ['kind'],
  buy_train: ['train', 'price'],
  discard_train: ['train'],
};

const SKIP_TYPES = new Set(['message', 'log', 'undo', 'redo', 'end_game', 'program_buy_shares', 'program_share_pass', 'program_disable']);

// ---- malformed JSON ------------------------------------------------------------------------------

/** Actions whose JSON is wrong whatever the situation: parse must refuse them as action/malformed. */
function malformed(game: Game, real: Action): Illegal[] {
  const entity = real.entity;
  const entity_type = real.entity_type;
  const base = { entity, entity_type };
  const m = (why: string, action: unknown): Illegal => ({ why: `malformed: ${why}`, action, code: 'action/malformed' });
  const corp = game.corporations[0].sym;
  const out: Illegal[] = [
    m('null', null),
    m('a number', 42),
    m('a string', 'pass'),
    m('an array', [real]),
    m('no type', { ...base }),
    m('an unknown type', { ...base, type: 'teleport_everyone' }),
    m('a numeric type', { ...base, type: 7 }),
    m('no entity', { type: 'pass', entity_type }),
    m('an object entity', { type: 'pass', entity: { id: entity }, entity_type }),
    m('a fractional entity', { type: 'pass', entity: 1.5, entity_type: 'player' }),
    m('an unknown entity type', { type: 'pass', entity, entity_type: 'alien' }),
    m('a string id', { ...base, type: 'pass', id: 'seven' }),
    m('auto_actions not a list', { ...base, type: 'pass', auto_actions: 'pass' }),
    m('an auto action without an entity', { ...base, type: 'pass', auto_actions: [{ type: 'pass' }] }),
    m('a bid price as a string', { ...base, type: 'bid', company: 'SV', price: '20' }),
    m('a fractional bid price', { ...base, type: 'bid', company: 'SV', price: 20.5 }),
    m('a bid without a price', { ...base, type: 'bid', company: 'SV' }),
    m('a par without a price', { ...base, type: 'par', corporation: corp }),
    m('a numeric par price', { ...base, type: 'par', corporation: corp, share_price: 100 }),
    m('shares as a string', { ...base, type: 'buy_shares', shares: `${corp}_1` }),
    m('shares as numbers', { ...base, type: 'sell_shares', shares: [1, 2] }),
    m('a string percent', { ...base, type: 'sell_shares', shares: [`${corp}_1`], percent: '10' }),
    m('a lay without a tile', { ...base, type: 'lay_tile', hex: 'E19', rotation: 0 }),
    m('a string rotation', { ...base, type: 'lay_tile', hex: 'E19', tile: '57-0', rotation: '1' }),
    m('a fractional rotation', { ...base, type: 'lay_tile', hex: 'E19', tile: '57-0', rotation: 1.5 }),
    m('a numeric hex', { ...base, type: 'lay_tile', hex: 19, tile: '57-0', rotation: 0 }),
    m('a string slot', { ...base, type: 'place_token', city: 'E19-0-0', slot: '0' }),
    m('routes not a list', { ...base, type: 'run_routes', routes: { train: '2-0' } }),
    m('a route without a train', { ...base, type: 'run_routes', routes: [{ connections: [['E19', 'E21']] }] }),
    m('route connections as a string', { ...base, type: 'run_routes', routes: [{ train: '2-0', connections: 'E19-E21' }] }),
    m('a numeric dividend kind', { ...base, type: 'dividend', kind: 1 }),
    m('a train price as a string', { ...base, type: 'buy_train', train: '2-0', price: '80' }),
    m('a buy_train without a train', { ...base, type: 'buy_train', price: 80 }),
    m('a list as the train discarded', { ...base, type: 'discard_train', train: ['2-0'] }),
    m('a company price missing', { ...base, type: 'buy_company', company: 'SV' }),
    m('a string action_id for undo', { ...base, type: 'undo', action_id: 'last' }),
  ];
  // The real action with one of its required fields spoilt, or left out.
  const field = REQUIRED[real.type]?.find((k) => k in real);
  if (field) {
    const value = (real as Record<string, unknown>)[field];
    out.push(m(`the real ${real.type} with '${field}' of the wrong type`, { ...real, [field]: typeof value === 'number' ? String(value) : 3.25 }));
    const missing: Record<string, unknown> = { ...real };
    delete missing[field];
    out.push(m(`the real ${real.type} without '${field}'`, missing));
  }
  return out;
}

// ---- illegal for the situation ------------------------------------------------------------------

function players(game: Game): string[] {
  return game.state.players.map((p) => p.id);
}

const actor = (game: Game, id: string) => ({ entity: /^\d+$/.test(id) ? Number(id) : id, entity_type: game.kindOf(id) as Action['entity_type'] });

function situational(game: Game, real: Action, library: readonly RecordedRoute[]): Illegal[] {
  const out: Illegal[] = [];
  const active = game.round.activeEntities();
  const step = game.round.activeStep()?.name();
  const operator = game.round.kind === 'operating' ? active.find((e) => game.kindOf(e) === 'corporation') : undefined;
  const president = operator ? game.corporation(operator).owner : null;

  // Wrong entity: ids the game does not have, or the right id with the wrong kind.
  out.push({ why: 'wrong entity: unknown player', action: { ...real, entity: 987654, entity_type: 'player' }, code: 'action/unknown_entity' });
  out.push({ why: 'wrong entity: unknown corporation', action: { ...real, entity: 'XYZ', entity_type: 'corporation' }, code: 'action/unknown_entity' });
  const otherType = real.entity_type === 'player' ? 'corporation' : 'player';
  out.push({ why: 'wrong entity: kind mismatch', action: { ...real, entity_type: otherType }, code: 'action/unknown_entity' });

  // Out of turn: the real action by someone who may not act now.
  if (!SKIP_TYPES.has(real.type)) {
    const kind = game.kindOf(String(real.entity));
    const candidates =
      kind === 'player'
        ? players(game).filter((p) => !active.includes(p) && p !== president && !game.player(p).bankrupt)
        : game.corporations.filter((c) => c.floated && !active.includes(c.sym)).map((c) => c.sym);
    const other = candidates.find((c) => c !== String(real.entity));
    if (other) out.push({ why: 'out of turn: the real action by another entity', action: { ...real, ...actor(game, other) }, code: /^action\// });
    const idle = players(game).find((p) => !active.includes(p) && p !== president);
    if (idle) out.push({ why: 'out of turn: a pass by an idle player', action: { type: 'pass', ...actor(game, idle) }, code: /^action\// });
  }

  const who = active[0];
  if (who === undefined) return out;
  const me = actor(game, who);

  // Unaffordable prices and things that do not exist, for whoever is to act.
  if (game.kindOf(who) === 'player') {
    const cash = game.player(who).cash;
    const forSale = game.companies.find((c) => !c.closed && !c.owner);
    if (step === 'waterfall_auction' && forSale) {
      out.push({ why: 'unaffordable: a bid above the player’s cash', action: { type: 'bid', ...me, company: forSale.sym, price: cash + 5 }, code: /^auction\/(cannot_afford|bid_too_low|wrong_company)$/ });
    }
    if (step === 'buy_sell_par_shares') {
      const unparred = game.corporations.find((c) => !c.ipoed);
      const dear = game.market.parPrices.find((p) => 2 * p.price > cash);
      if (unparred && dear) out.push({ why: 'unaffordable: a par the player cannot pay for', action: { type: 'par', ...me, corporation: unparred.sym, share_price: dear.id }, code: /^(par|action)\// });
      out.push({ why: 'unknown share', action: { type: 'buy_shares', ...me, shares: ['NYC_99'], percent: 10 } });
      out.push({ why: 'unknown corporation to par', action: { type: 'par', ...me, corporation: 'XYZ', share_price: '100,0,6' } });
      out.push({ why: 'a par price that is not one', action: { type: 'par', ...me, corporation: unparred?.sym ?? 'NYC', share_price: '999,0,0' } });
    }
    out.push({ why: 'a bid on a company that does not exist', action: { type: 'bid', ...me, company: 'ZZ', price: 10 } });
    out.push({ why: 'a player laying track', action: { type: 'lay_tile', ...me, hex: 'E19', tile: '57-0', rotation: 0 } });
  }

  if (operator && who === operator) {
    const corp = game.corporation(operator);
    const next = depotTrains(game)[0];
    if (next) out.push({ why: 'unaffordable: a depot train at a price far above its own', action: { type: 'buy_train', ...me, train: next.id, price: 99999 } });
    out.push({ why: 'a train that does not exist', action: { type: 'buy_train', ...me, train: 'Z-9', price: 10 } });
    const bought = game.companies.find((c) => c.owner && game.kindOf(c.owner) === 'player');
    if (bought) out.push({ why: 'unaffordable: a company above the treasury', action: { type: 'buy_company', ...me, company: bought.sym, price: corp.cash + 1000 } });
    out.push({ why: 'unknown hex', action: { type: 'lay_tile', ...me, hex: 'Z99', tile: '7-0', rotation: 0 }, code: step === 'track' ? 'track/unknown_hex' : undefined });
    out.push({ why: 'a rotation outside 0–5', action: { type: 'lay_tile', ...me, hex: 'E19', tile: '57-0', rotation: 9 } });
    out.push({ why: 'a city that does not exist', action: { type: 'place_token', ...me, city: 'Z99-0-0', slot: 0 } });
    out.push({ why: 'a dividend kind 1830 does not have', action: { type: 'dividend', ...me, kind: 'half' } });
    out.push({ why: 'a discard of a train not owned', action: { type: 'discard_train', ...me, train: 'Z-9' } });
    if (step === 'track') out.push(...illegalLays(game, operator));
    if (step === 'route') out.push(...illegalRoutes(game, operator, real, library));
  }
  return out;
}

/** At a track step: a legal tile at a rotation it may not take, and a tile the hex may not take. */
function illegalLays(game: Game, corporation: string): Illegal[] {
  const out: Illegal[] = [];
  const ctx = mapContext(game);
  const board = boardFor(ctx);
  const graph = corporationGraph(ctx, corporation);
  const hexes = board.grid.ids.filter((_, i) => graph.hexConnected[i]).filter((hex) => !blockingCompany(game, corporation, hex));
  const reach = { corporation };
  for (const hex of hexes) {
    const option = upgradeOptions(ctx, hex, game.phase.tiles, reach).find((o) => o.rotations.length < 6);
    if (!option) continue;
    const rotation = [0, 1, 2, 3, 4, 5].find((r) => !option.rotations.includes(r))!;
    const tile = tilesInSupply(ctx, option.tileName)[0];
    out.push({ why: 'illegal rotation', action: { type: 'lay_tile', entity: corporation, entity_type: 'corporation', hex, tile, rotation }, code: 'track/illegal_rotation' });
    break;
  }
  for (const hex of hexes.slice(0, 3)) {
    const name = Object.keys(game.title.tiles).find((t) => {
      const check = canUpgrade(ctx, hex, t, reach, { phaseTiles: game.phase.tiles, supply: true });
      return !check.ok && check.reason !== 'upgrade/no_tile';
    });
    if (!name) continue;
    out.push({ why: 'illegal tile', action: { type: 'lay_tile', entity: corporation, entity_type: 'corporation', hex, tile: tilesInSupply(ctx, name)[0], rotation: 0 }, code: /^track\// });
    break;
  }
  return out;
}

/**
 * At a route step: a recorded route (from anywhere in the recording) that is valid for an
 * unlimited train but has more stops than one of the corporation's trains; one that does not
 * touch the corporation's tokens; and the real run with two trains on the same track.
 */
function illegalRoutes(game: Game, corporation: string, real: Action, library: readonly RecordedRoute[]): Illegal[] {
  const ctx = mapContext(game);
  const as = (trainId: string, route: RecordedRoute) => ({ type: 'run_routes', entity: corporation, entity_type: 'corporation', routes: [{ train: trainId, connections: route.connections ?? [] }] });
  const probe = (route: RecordedRoute) => errorOf(() => evaluateRoutes(ctx, corporation, game.phase, [{ train: { name: 'probe', distance: 99 }, connections: route.connections ?? [] }]));
  const trains = game.corporation(corporation).trains.map((id) => game.train(id)).filter((t) => !t.operated);
  const out: Illegal[] = [];
  if (trains.length === 0) return out;

  if (real.type === 'run_routes' && (real as RunRoutesAction).routes.length > 1) {
    const [first, second] = (real as RunRoutesAction).routes;
    out.push({ why: 'overlapping routes', action: { ...real, routes: [first, { ...first, train: second.train }] }, code: /^route\// });
  }
  const foreign = library.find((r) => (probe(r) as { code?: string } | undefined)?.code === 'route/no_token');
  if (foreign) out.push({ why: 'a route without the corporation’s token', action: as(trains[0].id, foreign), code: 'route/no_token' });

  const shortest = trains
    .map((t) => ({ id: t.id, name: t.name, distance: trainSpec(game, t).distance }))
    .filter((t): t is { id: string; name: string; distance: number } => typeof t.distance === 'number' && t.distance < 20)
    .sort((a, b) => a.distance - b.distance)[0];
  if (!shortest) return out;
  for (const route of library) {
    if ((route.connections?.length ?? 0) < shortest.distance || probe(route) !== undefined) continue;
    const stops = evaluateRoutes(ctx, corporation, game.phase, [{ train: { name: 'probe', distance: 99 }, connections: route.connections ?? [] }]).routes[0].visited.length;
    if (stops <= shortest.distance) continue;
    out.push({ why: `over-long route: a ${shortest.name}-train over ${stops} stops`, action: as(shortest.id, route), code: 'route/too_long' });
    break;
  }
  return out;
}

// ---- the sweep ------------------------------------------------------------------------------------

interface Tally {
  readonly attempts: number;
  readonly byWhy: Map<string, number>;
  readonly codes: Set<string>;
  readonly points: number;
}

function sweep(fixture: Fixture): Tally {
  const game = newGameFor(moduleFor('1830'), fixture);
  const actions = effectiveActions(fixture);
  const library: RecordedRoute[] = [];
  const seen = new Set<string>();
  for (const a of actions) {
    if (a.type !== 'run_routes') continue;
    for (const r of a.routes) {
      const key = JSON.stringify(r.connections);
      if (!seen.has(key)) seen.add(key), library.push(r);
    }
  }
  library.sort((a, b) => (b.connections?.length ?? 0) - (a.connections?.length ?? 0));

  const points = new Set(evenlySpaced(actions.length, POINTS));
  const byWhy = new Map<string, number>();
  const codes = new Set<string>();
  let attempts = 0;
  const offer = (real: Action, batch: readonly Illegal[]) => {
    const before = game.hash();
    for (const illegal of batch) {
      const where = `at action #${real.id} (${game.round.kind}, active ${game.round.activeEntities().join(',')}): ${illegal.why}: ${JSON.stringify(illegal.action)}`;
      const error = errorOf(() => game.process(illegal.action));
      if (!(error instanceof GameError)) {
        throw new Error(`${where}\n  ${error === undefined ? 'was accepted' : `crashed: ${(error as Error).stack ?? String(error)}`}`);
      }
      expect(error.code, where).toMatch(CODE);
      if (illegal.code !== undefined) {
        if (typeof illegal.code === 'string') expect(error.code, where).toBe(illegal.code);
        else expect(error.code, where).toMatch(illegal.code);
      }
      expect(game.hash(), `state changed ${where}`).toBe(before);
      attempts++;
      codes.add(error.code);
      const key = illegal.why.split(':')[0];
      byWhy.set(key, (byWhy.get(key) ?? 0) + 1);
    }
  };
  let next = 0;
  actions.forEach((real, index) => {
    if (points.has(index)) {
      offer(real, [...malformed(game, real), ...situational(game, real, library)]);
    } else if (real.type === 'run_routes') {
      // Between the points, every route step also gets the route cases.
      offer(real, illegalRoutes(game, String(real.entity), real, library));
    }
    // The game is not corrupted: the recording goes on from here.
    game.process(real);
    next = index + 1;
  });
  expect(next).toBe(actions.length);
  expect(game.result()).toEqual(fixture.result);
  return { attempts, byWhy, codes, points: points.size };
}

describe.skipIf(!fixturesDir())('bad input at 50 points of each 1830 recording', () => {
  for (const ref of fixtureRefs('1830')) {
    it(`${ref.id}: every illegal action is refused, nothing changes, the game goes on`, () => {
      const tally = sweep(loadFixture("1830", ref.id));
      if (process.env.BAD_INPUT_TALLY) console.log(ref.id, tally.attempts, Object.fromEntries(tally.byWhy), [...tally.codes].sort().join(" "));
      expect(tally.points).toBe(POINTS);
      for (const why of ['malformed', 'wrong entity', 'out of turn', 'unaffordable', 'unknown hex', 'illegal rotation', 'illegal tile', 'over-long route', 'a route without the corporation’s token']) {
        expect(tally.byWhy.get(why) ?? 0, `no '${why}' case was tried`).toBeGreaterThan(0);
      }
      expect(tally.attempts).toBeGreaterThan(POINTS * 30);
    });
  }
});

describe.skipIf(!!fixturesDir())('bad input', () => {
  it.skip(SHARED_MISSING, () => {});
});
