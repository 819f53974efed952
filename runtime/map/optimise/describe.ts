/**
 * Turning a found route (stop and link numbers) into the words of a run_routes action and of
 * title rules: connections as recorded hex-id chains, node signatures, stops with their pay.
 */
import { NODE_STRIDE } from '../board.js';
import { chainId } from '../chains.js';
import type { RouteInput, StopInfo } from '../route.js';
import type { Network } from './network.js';
import type { RouteCandidate } from './search.js';
import type { TrainModel } from './train-model.js';
import type { OperatorTrain, PlannedRoute } from './types.js';

function signature(network: Network, stop: number): string {
  const s = network.stops[stop];
  return `${network.board.grid.ids[s.hex]}-${s.node.partIndex}`;
}

function stopInfo(network: Network, stop: number, revenue: number): StopInfo {
  const s = network.stops[stop];
  return {
    hexId: network.board.grid.ids[s.hex],
    node: s.key - s.hex * NODE_STRIDE,
    kind: s.node.kind,
    cityIndex: s.node.cityIndex,
    signature: signature(network, stop),
    revenue,
  };
}

/** Each link's track as the hex ids a run_routes connection records, in route order. */
export function routeConnections(network: Network, stops: readonly number[], links: readonly number[]): string[][] {
  if (links.length === 0) return [['local', network.board.grid.ids[network.stops[stops[0]].hex]]];
  return links.map((id, i) => {
    const link = network.links[id];
    const paths = link.a === stops[i] ? link.paths : [...link.paths].reverse();
    return chainId(network.board, paths);
  });
}

/** The route as title rules and actions see it. */
export function planRoute(
  network: Network,
  model: TrainModel,
  train: OperatorTrain,
  stops: readonly number[],
  links: readonly number[],
  base: number,
  counted: readonly number[],
): PlannedRoute {
  const paid = new Set(counted);
  const visited = stops.map((s, i) => stopInfo(network, s, paid.has(i) ? model.values[s] : 0));
  return {
    train,
    visited,
    stops: counted.map((i) => visited[i]),
    baseRevenue: base,
    connections: routeConnections(network, stops, links),
    nodes: stops.map((s) => signature(network, s)),
    hexes: stops.map((s) => network.board.grid.ids[network.stops[s].hex]),
  };
}

export function planCandidate(network: Network, model: TrainModel, train: OperatorTrain, candidate: RouteCandidate): PlannedRoute {
  return planRoute(network, model, train, candidate.stops, candidate.links, candidate.base, candidate.counted);
}

/** What `evaluateRoutes` (and so the engine's route step) is given for a planned route. */
export function routeInput(route: PlannedRoute): RouteInput {
  return { train: route.train, connections: route.connections, nodes: route.nodes };
}
