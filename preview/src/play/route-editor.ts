/**
 * Running trains: the optimiser's best run, shown on the map and editable. Each train's route
 * is a list of stops of the operator's network (runtime/map/optimise/network.ts) and the links
 * of track between consecutive ones. Clicking a stop extends the chosen train's route to it
 * (over track no other route of the run uses), clicking its last stop again takes that stop
 * back, and a train can be cleared (it does not run). Every change is judged and valued as the
 * route step judges a run (the map's rules, then the title's route hooks), so the page shows
 * each route's revenue or what is wrong with it before anything is submitted; the engine
 * judges the submitted run again.
 */
import { GameError, type Game, type RecordedRoute, type RunRoutesLegal } from '../../../runtime/index.js';
import type { RunRoutesAction } from '../../../runtime/actions/types.js';
import { boardFor, NODE_STRIDE, PATH_STRIDE, type Board } from '../../../runtime/map/board.js';
import { evaluateRoutes, type RouteResult } from '../../../runtime/map/route.js';
import { RouteError } from '../../../runtime/map/errors.js';
import { isLocalTrain } from '../../../runtime/map/revenue.js';
import { buildNetwork, type Network } from '../../../runtime/map/optimise/network.js';
import { routeConnections } from '../../../runtime/map/optimise/describe.js';
import { mapContext } from '../../../runtime/engine/map-access.js';
import { valueRun } from '../../../runtime/engine/routes.js';
import { trainSpec } from '../../../runtime/engine/trains.js';

interface EditedRoute {
  stops: number[];
  links: number[];
}

export interface RouteStatus {
  readonly train: string;
  readonly name: string;
  readonly stops: number;
  readonly revenue: number | undefined;
  readonly error: string | undefined;
  /** One stop so far, waiting for the next (not part of the run yet). */
  readonly incomplete: boolean;
}

export interface RunStatus {
  readonly routes: readonly RouteStatus[];
  /** The run's total (routes and extra revenue), or undefined while a route is wrong. */
  readonly total: number | undefined;
  readonly error: string | undefined;
}

export class RouteEditor {
  readonly network: Network;
  private readonly board: Board;
  private readonly routes = new Map<string, EditedRoute>();
  selected: string;
  private decoded: readonly (RouteResult | undefined)[] = [];
  status: RunStatus = { routes: [], total: 0, error: undefined };

  constructor(
    private readonly game: Game,
    readonly legal: RunRoutesLegal,
  ) {
    this.board = boardFor(mapContext(game));
    this.network = buildNetwork(this.board, legal.entity);
    this.selected = legal.trains[0] ?? '';
    this.reset();
  }

  get operator(): string {
    return this.legal.entity;
  }

  get trains(): readonly string[] {
    return this.legal.trains;
  }

  /** Back to the optimiser's best run. */
  reset(): void {
    this.routes.clear();
    for (const train of this.legal.trains) this.routes.set(train, { stops: [], links: [] });
    const inputs = this.legal.best.routes.map((route) => this.input(route.train, route.connections ?? [], route.nodes));
    try {
      const run = evaluateRoutes(mapContext(this.game), this.operator, { tiles: this.game.phase.tiles }, inputs);
      run.routes.forEach((result, i) => this.routes.set(this.legal.best.routes[i].train, this.fromResult(result)));
    } catch {
      // The best run always decodes; should it not, the trains start empty.
    }
    this.judge();
  }

  clear(train: string): void {
    this.routes.set(train, { stops: [], links: [] });
    this.selected = train;
    this.judge();
  }

  select(train: string): void {
    if (this.routes.has(train)) this.selected = train;
  }

  /** The network's stops on a hex, with their node index (to pick the one clicked). */
  stopsOn(hexId: string): { stop: number; node: number }[] {
    const hex = this.board.grid.indexOf.get(hexId);
    if (hex === undefined) return [];
    return this.network.stops.flatMap((s, stop) => (s.hex === hex ? [{ stop, node: s.node.index }] : []));
  }

  /** A stop clicked for the selected train: extend to it, or take it back. Returns why not, if not. */
  clickStop(stop: number): string | undefined {
    const route = this.routes.get(this.selected);
    if (!route) return 'choose a train first';
    const { stops, links } = route;
    if (stops.length === 0) {
      stops.push(stop);
    } else if (stop === stops[stops.length - 1]) {
      stops.pop();
      links.pop();
    } else if (stop === stops[0]) {
      stops.shift();
      links.shift();
    } else {
      const used = this.usedBits();
      const fromEnd = this.freeLink(stops[stops.length - 1], stop, used);
      const fromStart = fromEnd === undefined ? this.freeLink(stops[0], stop, used) : undefined;
      if (fromEnd !== undefined) {
        stops.push(stop);
        links.push(fromEnd);
      } else if (fromStart !== undefined) {
        stops.unshift(stop);
        links.unshift(fromStart);
      } else {
        return `no free track joins ${this.stopName(stop)} to either end of the ${this.trainName(this.selected)} train's route`;
      }
    }
    this.judge();
    return undefined;
  }

  /**
   * Whether a train's route is part of the run: it has stops, and more than one unless the train
   * may run a local (one-stop) route — a route being built, one stop so far, waits for the next.
   */
  private runs(train: string): boolean {
    const stops = this.routes.get(train)!.stops.length;
    return stops > 1 || (stops === 1 && isLocalTrain(this.input(train, []).train));
  }

  /** The run as a run_routes action: the trains with a route. */
  action(): RunRoutesAction {
    const routes: RecordedRoute[] = [];
    this.legal.trains.forEach((train) => {
      const route = this.routes.get(train)!;
      if (!this.runs(train)) return;
      const result = this.decoded[routes.length];
      const revenue = this.status.routes.find((r) => r.train === train)?.revenue;
      routes.push({
        train,
        connections: routeConnections(this.network, route.stops, route.links),
        hexes: result ? [...result.hexes] : route.stops.map((s) => this.board.grid.ids[this.network.stops[s].hex]),
        ...(revenue === undefined ? {} : { revenue }),
        nodes: route.stops.map((s) => this.signature(s)),
      });
    });
    return { type: 'run_routes', entity: this.legal.entity, entity_type: this.legal.entityType, routes };
  }

  /** Each train's track and stops, for drawing. */
  drawn(): { train: string; paths: { hexId: string; pathId: number }[]; stops: { hexId: string; node: number }[] }[] {
    return this.legal.trains.map((train) => {
      const route = this.routes.get(train)!;
      const paths = route.links.flatMap((id) =>
        this.network.links[id].paths.map((pk) => {
          const hex = Math.floor(pk / PATH_STRIDE);
          return { hexId: this.board.grid.ids[hex], pathId: pk - hex * PATH_STRIDE };
        }),
      );
      const stops = route.stops.map((s) => ({ hexId: this.board.grid.ids[this.network.stops[s].hex], node: this.network.stops[s].node.index }));
      return { train, paths, stops };
    });
  }

  trainName(train: string): string {
    return this.game.train(train).name;
  }

  private stopName(stop: number): string {
    return this.board.grid.ids[this.network.stops[stop].hex];
  }

  private signature(stop: number): string {
    const s = this.network.stops[stop];
    return `${this.board.grid.ids[s.hex]}-${s.node.partIndex}`;
  }

  private input(train: string, connections: readonly (readonly string[])[], nodes?: readonly string[]) {
    const state = this.game.train(train);
    return { train: { name: state.name, distance: trainSpec(this.game, state).distance }, connections, ...(nodes ? { nodes } : {}) };
  }

  /** A route the map layer decoded, as network stops and links. */
  private fromResult(result: RouteResult): EditedRoute {
    const keyOf = (hexId: string, node: number) => this.board.grid.indexOf.get(hexId)! * NODE_STRIDE + node;
    const stops = result.visited.map((v) => this.network.stops.findIndex((s) => s.key === keyOf(v.hexId, v.node)));
    if (stops.some((s) => s < 0)) return { stops: [], links: [] };
    const track = new Set(result.paths.map((p) => this.board.grid.indexOf.get(p.hexId)! * PATH_STRIDE + p.pathId));
    const links: number[] = [];
    for (let i = 0; i + 1 < stops.length; i++) {
      const link = this.network.links.find((l) => ((l.a === stops[i] && l.b === stops[i + 1]) || (l.b === stops[i] && l.a === stops[i + 1])) && l.paths.every((p) => track.has(p)));
      if (!link) return { stops: [], links: [] };
      links.push(link.id);
    }
    return { stops, links };
  }

  /** Track bits the run uses (no route may reuse track, its own included). */
  private usedBits(): Uint32Array {
    const used = new Uint32Array(this.network.words);
    for (const route of this.routes.values()) for (const id of route.links) this.network.links[id].bits.forEach((w, i) => (used[i] |= w));
    return used;
  }

  private freeLink(from: number, to: number, used: Uint32Array): number | undefined {
    return this.network.links.find((l) => ((l.a === from && l.b === to) || (l.b === from && l.a === to)) && l.bits.every((w, i) => (w & used[i]) === 0))?.id;
  }

  /** Judges and values the run as the route step would. */
  private judge(): void {
    const trains = this.legal.trains.filter((t) => this.runs(t));
    const statusOf = (train: string, revenue: number | undefined, error: string | undefined): RouteStatus => {
      const stops = this.routes.get(train)!.stops.length;
      const waiting = stops > 0 && !this.runs(train);
      return { train, name: this.trainName(train), stops, revenue: waiting ? undefined : revenue, error: waiting ? undefined : error, incomplete: waiting };
    };
    if (trains.length === 0) {
      this.decoded = [];
      this.status = { routes: this.legal.trains.map((t) => statusOf(t, 0, undefined)), total: 0, error: undefined };
      return;
    }
    const inputs = trains.map((train) => {
      const route = this.routes.get(train)!;
      return this.input(train, routeConnections(this.network, route.stops, route.links), route.stops.map((s) => this.signature(s)));
    });
    try {
      const run = evaluateRoutes(mapContext(this.game), this.operator, { tiles: this.game.phase.tiles }, inputs);
      const valued = valueRun(this.game, this.operator, trains.map((t) => this.game.train(t)), run);
      this.decoded = run.routes;
      const revenue = new Map(trains.map((t, i) => [t, valued.revenues[i]]));
      const total = valued.revenues.reduce((a, b) => a + b, 0) + valued.extraRevenue;
      this.status = { routes: this.legal.trains.map((t) => statusOf(t, revenue.get(t) ?? 0, undefined)), total, error: undefined };
    } catch (error) {
      this.decoded = [];
      const index = error instanceof RouteError ? error.routeIndex : undefined;
      const message = error instanceof RouteError || error instanceof GameError ? error.message.replace(/^[a-z_]+\/[a-z_]+: /, '') : String(error);
      const culprit = index === undefined ? undefined : trains[index];
      this.status = {
        routes: this.legal.trains.map((t) => statusOf(t, undefined, t === culprit ? message : undefined)),
        total: undefined,
        error: message,
      };
    }
  }
}
