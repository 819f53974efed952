/**
 * Routes as the title's hooks see them: a run decoded and valued by the map layer, turned into
 * `RouteView`s (each stop with its kind, revenue, groups and whether the operator has a token
 * there), then judged and valued by the title's `routeError`, `routeRevenue`, `extraRevenue`
 * and `subsidy` hooks. A multi-node train's counted stops are chosen with the title's revenue
 * (the reference's compute_stops with revenue_for): a bonus between two stops can make a set of
 * smaller stops the best. The route step uses it for recorded runs; an optimiser can too.
 */
import { GameError } from '../core/errors.js';
import { boardFor } from '../map/board.js';
import { stopRevenue } from '../map/revenue.js';
import type { RouteResult, RunResult, StopInfo } from '../map/route.js';
import { countedStops } from '../map/stops.js';
import { CountedViews } from '../map/counted-views.js';
import type { NodeGeometry, NodeKind } from '../map/geometry.js';
import type { TrainState } from '../state/types.js';
import type { RouteView, StopView } from '../title/hooks.js';
import type { Game } from './contract.js';
import { mapContext } from './map-access.js';
import { trainSpec } from './trains.js';

/** A visited stop with what it would pay if counted. */
interface Visit {
  readonly view: StopView;
  readonly value: number;
  readonly visitCost: number;
}

/** Whether the route counts its visited stop (the same hex and node among its counted stops). */
function isCounted(route: RouteResult, stop: StopInfo): boolean {
  for (const s of route.stops) if (s.hexId === stop.hexId && s.node === stop.node) return true;
  return false;
}

/** The route's visited stops as the hooks see them, each with its node's geometry. */
function stopViews(game: Game, operator: string, route: RouteResult): { readonly view: StopView; readonly node: NodeGeometry }[] {
  const board = boardFor(mapContext(game));
  return route.visited.map((stop) => {
    const hex = board.grid.indexOf.get(stop.hexId)!;
    const node = board.tiles[hex].nodes[stop.node];
    return { view: { hex: stop.hexId, kind: node.kind as StopView['kind'], revenue: stop.revenue, counted: isCounted(route, stop), groups: node.groups, tokened: board.nodeTokenedBy(hex, stop.node, operator) }, node };
  });
}

/** The visited stops with what each would pay if counted (for choosing a multi-node train's stops). */
function visits(game: Game, operator: string, train: TrainState, route: RouteResult): Visit[] {
  const spec = trainSpec(game, train);
  return stopViews(game, operator, route).map(({ view, node }) => ({
    view,
    value: stopRevenue(node.kind, node.revenue, game.phase.tiles, { name: train.name, distance: spec.distance }),
    visitCost: node.visitCost,
  }));
}

/** The hexes of the route's track, each once, in order (from the result where it keeps them). */
function trackHexesOf(route: RouteResult): string[] {
  if (route.trackHexes) return [...route.trackHexes];
  const hexes: string[] = [];
  for (const p of route.paths) if (!hexes.includes(p.hexId)) hexes.push(p.hexId);
  return hexes;
}

function viewOf(game: Game, operator: string, train: TrainState, route: RouteResult, stops: readonly StopView[]): RouteView {
  const hexes = trackHexesOf(route);
  let revenue = 0;
  for (const s of stops) {
    if (!hexes.includes(s.hex)) hexes.push(s.hex);
    if (s.counted) revenue += s.revenue;
  }
  return { operator, train: { id: train.id, name: train.name, distance: trainSpec(game, train).distance }, stops, hexes, revenue };
}

export function routeView(game: Game, operator: string, train: TrainState, route: RouteResult): RouteView {
  return viewOf(game, operator, train, route, stopViews(game, operator, route).map((s) => s.view));
}

export interface ValuedRun {
  /** Each route's revenue after the title's `routeRevenue` hook. */
  readonly revenues: readonly number[];
  /** Each route as the hooks saw it last (a multi-node train with the stops it counts). */
  readonly views: readonly RouteView[];
  readonly extraRevenue: number;
  readonly subsidy: number;
}

/** Applies the title's route hooks to a decoded run: refuses a route they reject, values the rest. */
export function valueRun(game: Game, operator: string, trains: readonly TrainState[], run: RunResult): ValuedRun {
  const hooks = game.hooks;
  if (!hooks.routeError && !hooks.routeRevenue && !hooks.extraRevenue && !hooks.subsidy) {
    // Nothing to judge: the views are built only if a caller asks for them (replays never do).
    let views: RouteView[] | undefined;
    return {
      revenues: run.routes.map((r) => r.revenue),
      get views() {
        return (views ??= run.routes.map((route, i) => routeView(game, operator, trains[i], route)));
      },
      extraRevenue: 0,
      subsidy: 0,
    };
  }
  const views = run.routes.map((route, i) => routeView(game, operator, trains[i], route));
  views.forEach((view) => {
    const error = hooks.routeError?.(view, views, game.view);
    if (error) throw new GameError('route/title_rule', `the ${view.train.name} train's route breaks a rule: ${error}`, { entity: view.train.id, rule: 'route rules' });
  });
  const revenueHook = hooks.routeRevenue;
  const revenues = views.map((view, i) => {
    if (!revenueHook) return view.revenue;
    const distance = view.train.distance;
    if (typeof distance === 'number') return revenueHook(view, views, game.view);
    // Choose the counted stops by the title's revenue, as the engine chose them by stop values.
    const all = visits(game, operator, trains[i], run.routes[i]);
    const counted = new CountedViews(viewOf(game, operator, trains[i], run.routes[i], all.map((v) => v.view)), all.map((v) => v.value));
    const value = (combo: readonly number[]) => revenueHook(counted.with(combo), views, game.view);
    const best = countedStops(all.map((v) => ({ kind: v.view.kind as NodeKind, visitCost: v.visitCost })), distance, (j) => all[j].value, (j) => all[j].view.tokened, trainSpec(game, trains[i]).requiresToken ?? true, { valueOf: value });
    views[i] = counted.with(best);
    return best.length ? value(best) : 0;
  });
  return {
    revenues,
    views,
    extraRevenue: hooks.extraRevenue?.(operator, views, game.view) ?? 0,
    subsidy: hooks.subsidy?.(operator, views, game.view) ?? 0,
  };
}
