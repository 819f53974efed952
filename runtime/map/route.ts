/**
 * Routes of a run_routes action (Engine::Route plus the checks of Game::Base): decode the
 * recorded connections into track on the current map, validate the run, count revenue.
 *
 * Decoding (Route#connection_data): a one-connection route takes the first matching chain that
 * touches the corporation's token and no track of the run's earlier routes; a longer route
 * pairs consecutive connections at a shared stop, preferring (when the action lists `nodes`)
 * the pairing whose stops it names. The reference excludes the track of every *other* route
 * lazily; we exclude earlier routes' track, which agrees whenever the recording is unambiguous.
 *
 * Note the reference trusts a recorded route's `revenue` when loading a game; use
 * `evaluateRoutes` to check a recording or to judge a live action.
 */
import { boardFor, NODE_STRIDE, PATH_STRIDE, type Board } from './board.js';
import { matchingChains, type Chain } from './chains.js';
import type { MapContext, PhaseInfo } from './context.js';
import { RouteError } from './errors.js';
import type { NodeGeometry, NodeKind, PathGeometry } from './geometry.js';
import { isLocalTrain, stopRevenue, type TrainInfo } from './revenue.js';
import { countedStops, exceedsDistance } from './stops.js';
import { recall, remember, questionHash } from './route-memo.js';
import { checkOverlap } from './route-overlap.js';

export interface RouteInput {
  readonly train: TrainInfo;
  /** Each entry is one chain's hex ids, as recorded (`[['I15', 'I17', 'I19']]`). */
  readonly connections: readonly (readonly string[])[];
  /** Node signatures (`I15-0`) recorded by newer clients; breaks ties between pairings. */
  readonly nodes?: readonly string[];
}

export interface StopInfo {
  readonly hexId: string;
  /** Index into the tile's nodes. */
  readonly node: number;
  readonly kind: NodeKind;
  /** City index for a city, else -1. */
  readonly cityIndex: number;
  /** `hexId-partIndex`, as the reference's Node#signature. */
  readonly signature: string;
  /** What it pays this train in this phase (0 for a visited stop the train does not count). */
  readonly revenue: number;
}

export interface RouteResult {
  readonly revenue: number;
  /** Stops the train counts (all visited stops unless the distance is multi-node). */
  readonly stops: readonly StopInfo[];
  /** Every stop the route touches, in route order. */
  readonly visited: readonly StopInfo[];
  /** Hexes of the stops in route order, as the action's `hexes`. */
  readonly hexes: readonly string[];
  /** Node signatures as the action's `nodes` would list them. */
  readonly nodeSignatures: readonly string[];
  /** The track used, as (hex, path id) pairs. */
  readonly paths: readonly { readonly hexId: string; readonly pathId: number }[];
  /**
   * The hexes of `paths`, each once, in the order the track first enters them (what a route's
   * view lists as its hexes, without building the pairs). Optional for results made elsewhere.
   */
  readonly trackHexes?: readonly string[];
}

export interface RunResult {
  readonly routes: readonly RouteResult[];
  readonly total: number;
}

interface Segment {
  readonly left: number;
  readonly right: number;
  readonly chain: Chain;
}

interface Decoded {
  readonly segments: readonly Segment[];
  readonly local: boolean;
}

const hexOfPath = (pk: number): number => (pk / PATH_STRIDE) | 0;
const hexOfNode = (nk: number): number => (nk / NODE_STRIDE) | 0;

function pathOf(board: Board, pk: number): PathGeometry {
  const hex = hexOfPath(pk);
  return board.tiles[hex].paths[pk - hex * PATH_STRIDE];
}

function nodeTokened(board: Board, nk: number, corporation: string): boolean {
  const hex = hexOfNode(nk);
  return board.nodeTokenedBy(hex, nk - hex * NODE_STRIDE, corporation);
}

function signature(board: Board, nk: number): string {
  const hex = hexOfNode(nk);
  return `${board.grid.ids[hex]}-${board.tiles[hex].nodes[nk - hex * NODE_STRIDE].partIndex}`;
}

const overlaps = (paths: readonly number[], taken: ReadonlySet<number>): boolean => paths.some((p) => taken.has(p));

function decode(board: Board, corporation: string, input: RouteInput, taken: ReadonlySet<number>, index: number): Decoded {
  const { connections } = input;
  // Very old recordings list only `hexes`; the reference does not decode those either.
  if (!connections || connections.length === 0) throw new RouteError('route/invalid', 'the route has no connections', index);
  if (connections.length === 1 && connections[0].includes('local')) {
    if (!isLocalTrain(input.train)) throw new RouteError('route/invalid', `a ${input.train.name} train cannot run a local route`, index);
    const hex = board.grid.indexOf.get(connections[0][1] ?? '');
    if (hex === undefined) throw new RouteError('route/invalid', `unknown hex in ${JSON.stringify(connections[0])}`, index);
    // A train that needs no token runs any stop of the hex (the first); others their token's.
    const free = input.train.requiresToken === false;
    const node = board.tiles[hex].routeNodes.find((n) => free || board.nodeTokenedBy(hex, n, corporation));
    if (node === undefined) throw new RouteError('route/no_token', `${corporation} has no token on ${connections[0][1]}`, index);
    const key = hex * NODE_STRIDE + node;
    return { segments: [{ left: key, right: key, chain: { paths: [], start: key, end: key } }], local: true };
  }

  const possibilities = connections.map((ids) => matchingChains(board, ids));
  possibilities.forEach((p, i) => {
    if (p.length === 0) throw new RouteError('route/unknown_connection', `no track matches ${connections[i].join('-')}`, index);
  });

  if (possibilities.length === 1) {
    const candidates = possibilities[0];
    const chain = candidates.find(
      (ch) => (nodeTokened(board, ch.start, corporation) || nodeTokened(board, ch.end, corporation)) && !overlaps(ch.paths, taken),
    );
    if (!chain) {
      const free = candidates.some((ch) => !overlaps(ch.paths, taken));
      throw new RouteError(free ? 'route/no_token' : 'route/overlap', `${connections[0].join('-')} does not start at a token of ${corporation}`, index);
    }
    return { segments: [{ left: chain.start, right: chain.end, chain }], local: false };
  }

  const segments: Segment[] = [];
  const other = new Set(taken);
  for (let i = 0; i + 1 < possibilities.length; i++) {
    const pair = pairChains(board, possibilities[i], possibilities[i + 1], other, input.nodes);
    if (!pair) {
      throw new RouteError('route/not_connected', `${connections[i].join('-')} and ${connections[i + 1].join('-')} do not meet at a stop`, index);
    }
    if (i === 0) segments.push({ left: pair.left, right: pair.middle, chain: pair.a });
    segments.push({ left: pair.middle, right: pair.right, chain: pair.b });
    for (const p of pair.a.paths) other.add(p);
  }
  return { segments, local: false };
}

/**
 * A one-stop route of a train needing no token (18EU's Pullman) names only its hex: it runs the
 * stop of that hex another route of the run visits (the reference takes it as the player drew it;
 * recordings name just the hex), else the hex's first stop.
 */
function placeFreeLocals(routes: readonly RouteInput[], decoded: Decoded[]): void {
  decoded.forEach((d, index) => {
    if (!d.local || routes[index].train.requiresToken !== false) return;
    const hex = hexOfNode(d.segments[0].left);
    for (const other of decoded) {
      if (other === d) continue;
      const node = other.segments.flatMap((s) => [s.left, s.right]).find((n) => hexOfNode(n) === hex);
      if (node === undefined) continue;
      decoded[index] = { segments: [{ left: node, right: node, chain: { paths: [], start: node, end: node } }], local: true };
      return;
    }
  });
}

interface Pair {
  readonly a: Chain;
  readonly b: Chain;
  readonly left: number;
  readonly right: number;
  readonly middle: number;
}

/** Route#find_pairwise_chain: two chains sharing exactly one stop and no track. */
function pairChains(board: Board, chainsA: readonly Chain[], chainsB: readonly Chain[], taken: ReadonlySet<number>, nodes: readonly string[] | undefined): Pair | null {
  const as = chainsA.filter((c) => !overlaps(c.paths, taken));
  const bs = chainsB.filter((c) => !overlaps(c.paths, taken));
  const candidates: Pair[] = [];
  for (const a of as) {
    for (const b of bs) {
      const aNodes = [a.start, a.end];
      const bNodes = [b.start, b.end];
      const middle = aNodes.filter((n, i) => bNodes.includes(n) && aNodes.indexOf(n) === i);
      if (middle.length !== 1) continue;
      if (a.paths.some((p) => b.paths.includes(p))) continue;
      const left = aNodes.find((n) => n !== middle[0]);
      const right = bNodes.find((n) => n !== middle[0]);
      if (left === undefined || right === undefined) continue;
      candidates.push({ a, b, left, right, middle: middle[0] });
    }
  }
  if (candidates.length === 0) return null;
  if (candidates.length === 1 || !nodes) return candidates[0];
  let best = candidates[0];
  let bestScore = -1;
  for (const c of candidates) {
    const score = [c.left, c.right, c.middle].filter((n) => nodes.includes(signature(board, n))).length;
    if (score > bestScore) {
      best = c;
      bestScore = score;
    }
  }
  return best;
}

/** Route#ordered_paths: each segment's track from its left stop to its right stop. */
function orderedPaths(board: Board, segments: readonly Segment[]): number[] {
  const out: number[] = [];
  for (const s of segments) {
    const paths = s.chain.paths;
    if (paths.length === 0) continue;
    const leftNode = s.left - hexOfNode(s.left) * NODE_STRIDE;
    const first = pathOf(board, paths[0]);
    const forward = hexOfPath(paths[0]) === hexOfNode(s.left) && first.nodes.includes(leftNode);
    if (forward) out.push(...paths);
    else for (let i = paths.length - 1; i >= 0; i--) out.push(paths[i]);
  }
  return out;
}

/** Path#connects_to?: b continues a across an edge, a shared junction, or an unblocked stop. */
function connectsTo(board: Board, a: number, b: number, corporation: string): boolean {
  const aHex = hexOfPath(a);
  const bHex = hexOfPath(b);
  const pa = pathOf(board, a);
  const pb = pathOf(board, b);
  return endConnects(board, pa.a, aHex, pb, bHex, corporation) || endConnects(board, pa.b, aHex, pb, bHex, corporation);
}

function endConnects(board: Board, end: PathGeometry['a'], aHex: number, pb: PathGeometry, bHex: number, corporation: string): boolean {
  if (end.kind === 'edge') return board.neighbors[aHex * 6 + end.edge] === bHex && pb.edges.includes((end.edge + 3) % 6);
  if (end.kind === 'junction') return pb.junction && aHex === bHex;
  return aHex === bHex && pb.nodes.includes(end.node) && !board.nodeBlocks(aHex, end.node, corporation);
}

function stopInfo(board: Board, nk: number, revenue: number): StopInfo {
  const hex = hexOfNode(nk);
  const node = board.tiles[hex].nodes[nk - hex * NODE_STRIDE];
  return {
    hexId: board.grid.ids[hex],
    node: node.index,
    kind: node.kind,
    cityIndex: node.cityIndex,
    signature: signature(board, nk),
    revenue,
  };
}

/**
 * A route's result. Its revenue is known at once; the rest (the stops as the log and the title's
 * hooks read them, hexes, node signatures, track) is written on first read: a replay reads only
 * the revenue, and building the rest cost a tenth of its route checks.
 */
class DecodedRoute implements RouteResult {
  private cachedStops?: readonly StopInfo[];
  private cachedVisited?: readonly StopInfo[];
  private cachedHexes?: readonly string[];
  private cachedSignatures?: readonly string[];
  private cachedPaths?: RouteResult['paths'];
  private cachedTrackHexes?: readonly string[];

  constructor(
    private readonly board: Board,
    private readonly segments: readonly Segment[],
    /** Node keys of every stop the route touches, in route order. */
    private readonly visitedKeys: readonly number[],
    /** Indexes into `visitedKeys` of the stops the train counts. */
    private readonly counted: readonly number[],
    /** What each visited stop pays (0 where not counted). */
    private readonly paid: readonly number[],
    readonly revenue: number,
  ) {}

  get stops(): readonly StopInfo[] {
    return (this.cachedStops ??= this.counted.map((i) => stopInfo(this.board, this.visitedKeys[i], this.paid[i])));
  }

  get visited(): readonly StopInfo[] {
    return (this.cachedVisited ??= this.visitedKeys.map((n, i) => stopInfo(this.board, n, this.paid[i])));
  }

  get hexes(): readonly string[] {
    if (this.cachedHexes) return this.cachedHexes;
    const stopHexes: string[] = [];
    let last = -1;
    for (const s of this.segments) {
      for (const n of [s.left, s.right]) {
        if (n !== last) stopHexes.push(this.board.grid.ids[hexOfNode(n)]);
        last = n;
      }
    }
    return (this.cachedHexes = stopHexes);
  }

  get nodeSignatures(): readonly string[] {
    if (this.cachedSignatures) return this.cachedSignatures;
    const signatures: string[] = [];
    for (const s of this.segments) {
      if (s.chain.paths.length === 0) continue;
      for (const n of [s.chain.start, s.chain.end]) {
        const sig = signature(this.board, n);
        if (!signatures.includes(sig)) signatures.push(sig);
      }
    }
    return (this.cachedSignatures = signatures);
  }

  get paths(): RouteResult['paths'] {
    const board = this.board;
    return (this.cachedPaths ??= this.segments.flatMap((s) => s.chain.paths.map((pk) => ({ hexId: board.grid.ids[hexOfPath(pk)], pathId: pk - hexOfPath(pk) * PATH_STRIDE }))));
  }

  get trackHexes(): readonly string[] {
    if (this.cachedTrackHexes) return this.cachedTrackHexes;
    const ids = this.board.grid.ids;
    const out: string[] = [];
    let last = -1;
    for (const s of this.segments) {
      for (const pk of s.chain.paths) {
        const hex = hexOfPath(pk);
        // Consecutive paths mostly share a hex or move to a new one: the list is searched only on a change.
        if (hex === last) continue;
        last = hex;
        const id = ids[hex];
        if (!out.includes(id)) out.push(id);
      }
    }
    return (this.cachedTrackHexes = out);
  }

  /** Plain data, as the result was before it was lazy (for JSON and structural comparisons). */
  toJSON(): RouteResult {
    return { revenue: this.revenue, stops: this.stops, visited: this.visited, hexes: this.hexes, nodeSignatures: this.nodeSignatures, paths: this.paths };
  }
}

export interface EvaluateOptions {
  /**
   * Keep the answer, and answer the same question again from it while the run's hexes are
   * unchanged (route-memo.ts): worth it for the runs a game plays (a corporation's run repeats
   * round after round), not for an optimiser's candidate runs, each asked once.
   */
  readonly remember?: boolean;
}

/**
 * Decode, validate and price every route of a run for the corporation in the phase. Throws a
 * `RouteError` for the first rule broken, checking route by route in the reference's order
 * (stops, token, groups, terminals, cycles, distance, overlap of the whole run, connection).
 */
export function evaluateRoutes(ctx: MapContext, corporation: string, phase: PhaseInfo, routes: readonly RouteInput[], options: EvaluateOptions = {}): RunResult {
  const board = boardFor(ctx);
  if (!options.remember) return judgeRun(board, corporation, phase, routes);
  const question = { corporation, phaseTiles: phase.tiles, routes };
  const hash = questionHash(question);
  const known = recall<RunResult>(board, hash, question);
  if (known) return known;
  const answer = judgeRun(board, corporation, phase, routes);
  remember(board, hash, question, answer);
  return answer;
}

function judgeRun(board: Board, corporation: string, phase: PhaseInfo, routes: readonly RouteInput[]): RunResult {
  const taken = new Set<number>();
  const decoded: Decoded[] = [];
  for (let index = 0; index < routes.length; index++) {
    const d = decode(board, corporation, routes[index], taken, index);
    for (const s of d.segments) for (const p of s.chain.paths) taken.add(p);
    decoded.push(d);
  }
  placeFreeLocals(routes, decoded);

  const results: RouteResult[] = [];
  let total = 0;
  for (let index = 0; index < routes.length; index++) {
    const route = judgeRoute(board, corporation, phase, routes[index], decoded, index);
    results.push(route);
    total += route.revenue;
  }
  return { routes: results, total };
}

function nodeAt(board: Board, nk: number): NodeGeometry {
  const hex = hexOfNode(nk);
  return board.tiles[hex].nodes[nk - hex * NODE_STRIDE];
}

/** One route's checks in the reference's order (the run's overlap checked with the first), then its revenue. */
function judgeRoute(board: Board, corporation: string, phase: PhaseInfo, input: RouteInput, decoded: readonly Decoded[], index: number): RouteResult {
  const { segments, local } = decoded[index];
  const train = input.train;
  const visited: number[] = [];
  for (const s of segments) {
    if (!visited.includes(s.left)) visited.push(s.left);
    if (!visited.includes(s.right)) visited.push(s.right);
  }
  // The stops' geometry, as the distance rules read it (a node has its kind and visit cost).
  const nodes: NodeGeometry[] = visited.map((n) => nodeAt(board, n));

  if (visited.length < 2 && !isLocalTrain(train)) throw new RouteError('route/too_short', 'a route needs at least 2 stops', index);
  if (train.requiresToken !== false && !visited.some((n) => nodeTokened(board, n, corporation))) throw new RouteError('route/no_token', `the route has no ${corporation} token`, index);
  let groups: Set<string> | undefined;
  for (const node of nodes) {
    for (const g of node.groups) {
      groups ??= new Set<string>();
      if (groups.has(g)) throw new RouteError('route/reused_group', `group ${g} used more than once`, index);
      groups.add(g);
    }
  }
  const ordered = orderedPaths(board, segments);
  let chainPathCount = 0;
  for (const s of segments) chainPathCount += s.chain.paths.length;
  if (chainPathCount >= 3) {
    for (let i = 1; i < ordered.length - 1; i++) {
      if (pathOf(board, ordered[i]).terminal) throw new RouteError('route/terminal', 'the route passes through a terminal', index);
    }
  }
  if (!(local && segments.length === 1 && segments[0].left === segments[0].right)) {
    const seen: number[] = [];
    for (const s of segments) {
      if (!seen.includes(s.left)) seen.push(s.left);
      if (seen.includes(s.right)) throw new RouteError('route/reused_city', `${board.grid.ids[hexOfNode(s.right)]} is used twice`, index);
      seen.push(s.right);
    }
  }
  if (exceedsDistance(nodes, train.distance)) throw new RouteError('route/too_long', `too many stops for a ${train.name} train`, index);
  if (index === 0) checkOverlap(board, decoded);
  for (let i = 0; i + 1 < ordered.length; i++) {
    if (!connectsTo(board, ordered[i], ordered[i + 1], corporation)) throw new RouteError('route/not_connected', 'the route is not connected', index);
  }

  const paid = new Array<number>(visited.length).fill(0);
  const revenueOf = (i: number): number => stopRevenue(nodes[i].kind, nodes[i].revenue, phase.tiles, train);
  const counted =
    typeof train.distance === 'number'
      ? visited.map((_, i) => i)
      : countedStops(nodes, train.distance, revenueOf, (i) => nodeTokened(board, visited[i], corporation), train.requiresToken ?? true);
  let revenue = 0;
  for (const i of counted) revenue += paid[i] = revenueOf(i);
  return new DecodedRoute(board, segments, visited, counted, paid, revenue);
}
