/**
 * Routes as the title's hooks see them: a run decoded and valued by the map layer, turned into
 * `RouteView`s (each stop with its kind, revenue, groups and whether the operator has a token
 * there), then judged and valued by the title's `routeError`, `routeRevenue`, `extraRevenue`
 * and `subsidy` hooks. The route step uses it for recorded runs; an optimiser can use it too.
 */
import { GameError } from '../core/errors.js';
import { boardFor } from '../map/board.js';
import type { RouteResult, RunResult } from '../map/route.js';
import type { TrainState } from '../state/types.js';
import type { RouteView, StopView } from '../title/hooks.js';
import type { Game } from './game.js';
import { mapContext } from './map-access.js';
import { trainSpec } from './trains.js';

export function routeView(game: Game, operator: string, train: TrainState, route: RouteResult): RouteView {
  const board = boardFor(mapContext(game));
  const stops: StopView[] = route.visited.map((stop) => {
    const hex = board.grid.indexOf.get(stop.hexId)!;
    const node = board.tiles[hex].nodes[stop.node];
    return {
      hex: stop.hexId,
      kind: node.kind as StopView['kind'],
      revenue: stop.revenue,
      counted: route.stops.some((s) => s.hexId === stop.hexId && s.node === stop.node),
      groups: node.groups,
      tokened: board.nodeTokenedBy(hex, stop.node, operator),
    };
  });
  const hexes: string[] = [];
  for (const p of route.paths) if (!hexes.includes(p.hexId)) hexes.push(p.hexId);
  for (const s of stops) if (!hexes.includes(s.hex)) hexes.push(s.hex);
  return { operator, train: { id: train.id, name: train.name, distance: trainSpec(game, train).distance }, stops, hexes, revenue: route.revenue };
}

export interface ValuedRun {
  /** Each route's revenue after the title's `routeRevenue` hook. */
  readonly revenues: readonly number[];
  readonly extraRevenue: number;
  readonly subsidy: number;
}

/** Applies the title's route hooks to a decoded run: refuses a route they reject, values the rest. */
export function valueRun(game: Game, operator: string, trains: readonly TrainState[], run: RunResult): ValuedRun {
  const hooks = game.hooks;
  if (!hooks.routeError && !hooks.routeRevenue && !hooks.extraRevenue && !hooks.subsidy) {
    return { revenues: run.routes.map((r) => r.revenue), extraRevenue: 0, subsidy: 0 };
  }
  const views = run.routes.map((route, i) => routeView(game, operator, trains[i], route));
  views.forEach((view) => {
    const error = hooks.routeError?.(view, views, game.view);
    if (error) throw new GameError('route/title_rule', `the ${view.train.name} train's route breaks a rule: ${error}`, { entity: view.train.id, rule: 'route rules' });
  });
  const revenues = views.map((view) => hooks.routeRevenue?.(view, views, game.view) ?? view.revenue);
  return {
    revenues,
    extraRevenue: hooks.extraRevenue?.(operator, views, game.view) ?? 0,
    subsidy: hooks.subsidy?.(operator, views, game.view) ?? 0,
  };
}
