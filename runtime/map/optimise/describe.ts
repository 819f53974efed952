/**
 * Turning a found route (stop and link numbers) into the words of a run_routes action and of
 * title rules: connections as recorded hex-id chains, node signatures, and the route as the
 * engine's route hooks see it (the same view the engine builds from a decoded action).
 */
import { PATH_STRIDE } from '../board.js';
import { chainId } from '../chains.js';
import type { RouteInput } from '../route.js';
import type { Network } from './network.js';
import type { TrainModel } from './train-model.js';
import type { OperatorTrain, RouteView } from './types.js';

/** A route found by the search: stops in route order, `links[i]` joining stops i and i + 1. */
export interface FoundRoute {
  readonly stops: readonly number[];
  readonly links: readonly number[];
  /** What the map rules pay, and which stops (indices into `stops`) the train counts. */
  readonly base: number;
  readonly counted: readonly number[];
}

/** A route ready for the action and the title's rules. */
export interface DescribedRoute {
  readonly train: OperatorTrain;
  readonly connections: string[][];
  readonly nodes: string[];
  readonly hexes: string[];
  readonly base: number;
  readonly view: RouteView;
}

function signature(network: Network, stop: number): string {
  const s = network.stops[stop];
  return `${network.board.grid.ids[s.hex]}-${s.node.partIndex}`;
}

/** Each link's paths, run from stop i to stop i + 1. */
function orientedPaths(network: Network, route: Pick<FoundRoute, 'stops' | 'links'>): number[][] {
  return route.links.map((id, i) => {
    const link = network.links[id];
    return link.a === route.stops[i] ? [...link.paths] : [...link.paths].reverse();
  });
}

/** Each link's track as the hex ids a run_routes connection records, in route order. */
export function routeConnections(network: Network, stops: readonly number[], links: readonly number[]): string[][] {
  if (links.length === 0) return [['local', network.board.grid.ids[network.stops[stops[0]].hex]]];
  return orientedPaths(network, { stops, links }).map((p) => chainId(network.board, p));
}

/**
 * Hexes already listed in the view being built, by hex index: stamped, not cleared, so a view
 * (built for every route the search judges) costs no search through its list per path.
 */
let listed = new Uint32Array(0);
let stamp = 0;

function freshStamp(size: number): number {
  if (listed.length < size) listed = new Uint32Array(size);
  if (++stamp === 0xffffffff) {
    listed.fill(0);
    stamp = 1;
  }
  return stamp;
}

/** The route as the engine's route hooks see it (the view the engine builds from a decoded action). */
export function viewOfRoute(network: Network, model: TrainModel, train: OperatorTrain, route: FoundRoute): RouteView {
  return { operator: network.operator, train: { id: train.id, name: train.name, distance: train.distance }, stops: stopViews(network, model, route), hexes: routeHexes(network, route), revenue: route.base };
}

/**
 * `viewOfRoute`, with its `hexes` listed only once something reads them, and `read.hexes` then
 * set: a valuation that never read them went the same way for any track between the same stops.
 */
export function lazyViewOfRoute(network: Network, model: TrainModel, train: OperatorTrain, route: FoundRoute, read: { hexes: boolean }): RouteView {
  const view = { operator: network.operator, train: { id: train.id, name: train.name, distance: train.distance }, stops: stopViews(network, model, route), hexes: NO_HEXES, revenue: route.base };
  let hexes: readonly string[] | undefined;
  Object.defineProperty(view, 'hexes', {
    enumerable: true,
    get: () => {
      read.hexes = true;
      return (hexes ??= routeHexes(network, route));
    },
  });
  return view;
}

const NO_HEXES: readonly string[] = [];

function stopViews(network: Network, model: TrainModel, route: FoundRoute): RouteView['stops'] {
  const ids = network.board.grid.ids;
  return route.stops.map((s, i) => {
    const stop = network.stops[s];
    const paid = route.counted.includes(i);
    return { hex: ids[stop.hex], kind: stop.node.kind, revenue: paid ? model.values[s] : 0, counted: paid, groups: stop.node.groups, tokened: stop.tokened };
  });
}

/** As the engine's routeView lists them: the hexes the track runs through, then any stop hex not among them. */
function routeHexes(network: Network, route: Pick<FoundRoute, 'stops' | 'links'>): string[] {
  const ids = network.board.grid.ids;
  const mark = freshStamp(ids.length);
  const trackHexes: string[] = [];
  route.links.forEach((id, i) => {
    const paths = network.links[id].paths;
    const forward = network.links[id].a === route.stops[i];
    for (let k = 0; k < paths.length; k++) {
      const hex = (paths[forward ? k : paths.length - 1 - k] / PATH_STRIDE) | 0;
      if (listed[hex] === mark) continue;
      listed[hex] = mark;
      trackHexes.push(ids[hex]);
    }
  });
  for (const s of route.stops) {
    const hex = network.stops[s].hex;
    if (listed[hex] !== mark) {
      listed[hex] = mark;
      trackHexes.push(ids[hex]);
    }
  }
  return trackHexes;
}

export function describeRoute(network: Network, model: TrainModel, train: OperatorTrain, route: FoundRoute): DescribedRoute {
  const ids = network.board.grid.ids;
  const connections = routeConnections(network, route.stops, route.links);
  const hexes = route.stops.map((s) => ids[network.stops[s].hex]);
  const view = viewOfRoute(network, model, train, route);
  return { train, connections, nodes: route.stops.map((s) => signature(network, s)), hexes, base: route.base, view };
}

/** What `evaluateRoutes` (and so the engine's route step) is given for a route. */
export function routeInput(route: { readonly train: OperatorTrain; readonly connections: readonly (readonly string[])[]; readonly nodes: readonly string[] }): RouteInput {
  return { train: route.train, connections: route.connections, nodes: route.nodes };
}
