/**
 * The route optimiser against brute force: on map states of recorded games (sampled), for
 * train sets the players did not have, the optimiser's total must equal the best found by
 * trying everything: every simple sequence of links from every stop, judged by the map's own
 * route evaluation, and every combination of those routes without shared track. The brute
 * force shares only the network (stops, links, track bits) with the optimiser, not its
 * search, bounds or combination.
 */
import { describe, expect, it } from 'vitest';
import { TITLE_IDS, loadTitle } from '../../generated/index.js';
import { RouteError } from '../../runtime/map/errors.js';
import { boardFor } from '../../runtime/map/board.js';
import { routeConnections } from '../../runtime/map/optimise/describe.js';
import { buildNetwork, type Network } from '../../runtime/map/optimise/network.js';
import { optimiseRoutes } from '../../runtime/map/optimise/optimise.js';
import type { OperatorTrain } from '../../runtime/map/optimise/types.js';
import { evaluateRoutes } from '../../runtime/map/route.js';
import { forEachRouteDecision, type RouteDecision } from '../support/route-decisions.js';
import { fixtureFiles, fixturesDir, readFixture, SHARED_MISSING } from '../support/shared.js';

const TRAIN_SETS = [['2', '2', '3'], ['3', '4'], ['4', 'D'], ['D', 'D'], ['6']];
const SAMPLE_EVERY = 4;

interface Route {
  readonly stops: number[];
  readonly links: number[];
  readonly bits: Uint32Array;
}

/** Every simple route of the network with at most `maxStops` stops, each once. */
function allRoutes(network: Network, maxStops: number): Route[] {
  const out: Route[] = [];
  const seen = new Set<string>();
  const stops: number[] = [];
  const links: number[] = [];
  const visited = new Uint8Array(network.stops.length);
  const used = new Uint32Array(network.words);
  const walk = (): void => {
    const from = stops[stops.length - 1];
    if (links.length > 0) {
      const key = [...links].sort((a, b) => a - b).join(',');
      if (!seen.has(key)) {
        seen.add(key);
        const bits = new Uint32Array(network.words);
        for (const l of links) network.links[l].bits.forEach((b, w) => (bits[w] |= b));
        out.push({ stops: [...stops], links: [...links], bits });
      }
      if (network.stops[from].blocks) return;
    }
    if (stops.length >= maxStops) return;
    for (const id of network.stops[from].links) {
      const link = network.links[id];
      const to = link.a === from ? link.b : link.a;
      if (visited[to] || link.bits.some((b, w) => (b & used[w]) !== 0)) continue;
      visited[to] = 1;
      link.bits.forEach((b, w) => (used[w] |= b));
      stops.push(to);
      links.push(id);
      walk();
      stops.pop();
      links.pop();
      link.bits.forEach((b, w) => (used[w] &= ~b));
      visited[to] = 0;
    }
  };
  network.stops.forEach((_, s) => {
    visited[s] = 1;
    stops.push(s);
    walk();
    stops.pop();
    visited[s] = 0;
  });
  return out;
}

/** What each route earns a train by the map's route evaluation (undefined: refused). */
function revenues(decision: RouteDecision, network: Network, routes: readonly Route[], train: OperatorTrain): (number | undefined)[] {
  return routes.map((route) => {
    const input = { train, connections: routeConnections(network, route.stops, route.links), nodes: [] };
    try {
      return evaluateRoutes(decision.ctx, decision.operator.symbol, decision.phase, [input]).total;
    } catch (error) {
      if (error instanceof RouteError) return undefined;
      throw error;
    }
  });
}

/** The best total of a route per train (or none) with no track shared, by trying all. */
function bruteBest(routes: readonly Route[], perTrain: readonly (number | undefined)[][], words: number): number {
  let best = 0;
  const used = new Uint32Array(words);
  const choose = (t: number, total: number): void => {
    if (t === perTrain.length) {
      best = Math.max(best, total);
      return;
    }
    choose(t + 1, total);
    perTrain[t].forEach((revenue, r) => {
      if (revenue === undefined || revenue <= 0) return;
      const bits = routes[r].bits;
      if (bits.some((b, w) => (b & used[w]) !== 0)) return;
      bits.forEach((b, w) => (used[w] |= b));
      choose(t + 1, total + revenue);
      bits.forEach((b, w) => (used[w] &= ~b));
    });
  };
  choose(0, 0);
  return best;
}

const file = fixtureFiles('1830').find((f) => f.name === '1830_game_end_bank') ?? fixtureFiles('1830')[0];
const id = TITLE_IDS.find((t) => t.toLowerCase() === '1830');

describe.skipIf(!fixturesDir() || !file || !id)('the route optimiser equals brute force', () => {
  it(`on sampled map states of ${file?.name}, for other train sets`, async () => {
    const module = await loadTitle(id!);
    const defs = new Map(module.definition.trains.map((t) => [t.name, t]));
    let checked = 0;
    let index = 0;
    forEachRouteDecision(module, readFixture(file!), (decision) => {
      if (index++ % SAMPLE_EVERY !== 0) return;
      const network = buildNetwork(boardFor(decision.ctx), decision.operator.symbol);
      const routes = allRoutes(network, network.stops.length);
      const byName = new Map<string, (number | undefined)[]>();
      TRAIN_SETS.forEach((names, set) => {
        const trains = names.map((name, i): OperatorTrain => ({ id: `${name}-${set}${i}`, name, distance: defs.get(name)!.distance }));
        const perTrain = trains.map((t) => {
          if (!byName.has(t.name)) byName.set(t.name, revenues(decision, network, routes, t));
          return byName.get(t.name)!;
        });
        const expected = bruteBest(routes, perTrain, network.words);
        const result = optimiseRoutes(decision.ctx, decision.phase, { symbol: decision.operator.symbol, trains });
        expect(result.total, `action ${decision.action.id} ${decision.operator.symbol} trains ${names.join(',')}`).toBe(expected);
        checked++;
      });
    });
    expect(checked).toBeGreaterThan(50);
  }, 120_000);
});

describe.skipIf(!!fixturesDir())('the route optimiser equals brute force', () => {
  it.skip(SHARED_MISSING, () => {});
});
