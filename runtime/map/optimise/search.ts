/**
 * Finding one train's routes: a depth-first walk over the network's bundles from each of the
 * operator's tokens, growing a route at both ends, keeping every legal route that pays more
 * than a threshold and pruning a partial route as soon as an upper bound on it and everything
 * it could grow into pays no more than that.
 *
 * Every route (a sequence of bundles) is met exactly once:
 * - a route is grown from the first of the operator's tokens on it (earlier tokens are off
 *   limits when growing from a later one);
 * - from that token it grows first at one end (the tail), and from each tail at the other end
 *   (the head), whose first bundle must have a higher id than the tail's first bundle, so a
 *   route with the token inside is not met a second time mirrored.
 *
 * The rules checked while growing are those a longer route cannot undo: no stop twice, no
 * passing through a blocking stop, no group twice, no terminal track inside the route, within
 * the train's distance, and some choice of links for its bundles that shares no track (within
 * the route and with `blocked`). The route keeps one such choice (its realization).
 */
import type { Network } from './network.js';
import { linkBits, realize } from './realize.js';
import type { TrainModel } from './train-model.js';

export interface RouteCandidate {
  /** Stop indices in route order; `bundles[i]` joins `stops[i]` and `stops[i + 1]`. */
  readonly stops: readonly number[];
  readonly bundles: readonly number[];
  /** A realization: a link of each bundle, sharing no track. */
  readonly links: readonly number[];
  /** Track of that realization (a local route: its city's local bit). */
  readonly bits: Uint32Array;
  /** Track every realization uses. */
  readonly mandatory: Uint32Array;
  /** Revenue by the map rules, the stops counted (indices into `stops`), and the final revenue. */
  readonly base: number;
  readonly counted: readonly number[];
  readonly revenue: number;
}

/**
 * The final revenue of a legal route, or undefined when a title rule refuses it; given the
 * route (with a realization) and what the map rules pay for it.
 */
export type RouteJudge = (stops: readonly number[], links: readonly number[], base: number, counted: readonly number[]) => number | undefined;

export interface SearchParams {
  readonly network: Network;
  readonly model: TrainModel;
  readonly judge: RouteJudge;
  /** The judge pays the map rules' revenue and refuses nothing (no title rules): skip it. */
  readonly plainJudge?: boolean;
  /** Added to every revenue bound: what title rules may add to a route (Infinity: unknown). */
  readonly bonus: number;
  /** Keep only routes paying more than this. */
  readonly threshold: number;
  /** Track other routes hold. */
  readonly blocked?: Uint32Array;
  /** Find the single best route: the threshold rises to each better route found. */
  readonly bestOnly: boolean;
  /**
   * Partial routes the search may still look at, shared by the searches of one optimisation
   * and lowered as it goes; at 0 the search stops with what it found. Absent: no limit.
   */
  readonly budget?: { left: number };
}

export interface SearchOutcome {
  /** Routes kept, in the order found (bestOnly: at most one, the first best). */
  readonly routes: RouteCandidate[];
  /** Partial routes looked at. */
  readonly searched: number;
}

export function searchRoutes(params: SearchParams): SearchOutcome {
  const { network, model, judge, bonus, bestOnly } = params;
  const { stops, links, bundles, words } = network;
  const n = stops.length;
  const mid = n;
  // The route as a deque in the middle of these arrays: seq[head..tail]; gap i (head <= i <
  // tail) joins seq[i] and seq[i + 1] by bundle bnd[i], realized by link lnk[i].
  const seq = new Int32Array(2 * n + 1);
  const bnd = new Int32Array(2 * n + 1);
  let lnk: Int32Array = new Int32Array(2 * n + 1);
  let head = mid;
  let tail = mid;
  const visited = new Uint8Array(n);
  // Track held: `blocked` plus the links of the current realization.
  let used: Uint32Array = new Uint32Array(words);
  if (params.blocked) used.set(params.blocked);
  let groups = 0;
  let cost = 0;
  let headTerminal = false;
  let tailTerminal = false;
  let threshold = params.threshold;
  let searched = 0;
  const found: RouteCandidate[] = [];
  // A numeric-distance train earns the sum of its stops' values: kept up as the route grows,
  // so most routes are judged without building anything.
  const numeric = model.distance !== undefined;
  const plain = params.plainJudge === true;
  let sum = 0;

  // Track every realization of the route needs: `blocked` plus the commons of its bundles.
  const mandatory = new Uint32Array(words);
  if (params.blocked) mandatory.set(params.blocked);

  const clashesWith = (bits: Uint32Array, held: Uint32Array): boolean => {
    for (let w = 0; w < words; w++) if (bits[w] & held[w]) return true;
    return false;
  };

  const record = (localBits: Uint32Array | undefined): void => {
    if (plain && numeric && !(sum > threshold)) return;
    const route = Array.from(seq.subarray(head, tail + 1));
    const { revenue: base, counted } = model.revenue(route);
    // The title's rules add at most `bonus`: a route that cannot pass the threshold is not judged.
    if (!plain && !(base + bonus > threshold)) return;
    const routeLinks = Array.from(lnk.subarray(head, tail));
    const revenue = plain ? base : judge(route, routeLinks, base, counted);
    if (revenue === undefined || !(revenue > threshold)) return;
    const routeBundles = Array.from(bnd.subarray(head, tail));
    const needed = localBits ?? new Uint32Array(words);
    if (!localBits) for (const b of routeBundles) for (let w = 0; w < words; w++) needed[w] |= bundles[b].common[w];
    const bits = localBits ?? linkBits(network, routeLinks);
    if (bestOnly) {
      found.length = 0;
      threshold = revenue;
    }
    found.push({ stops: route, bundles: routeBundles, links: routeLinks, bits, mandatory: needed, base, counted, revenue });
  };

  // Stops the route could still add: reached from an end it may still grow at, through stops
  // it does not visit (nor groups it has), not past a blocking stop. 0 marks such a stop; the
  // train model's bound counts only those, which prunes far more than every stop on the map.
  const offLimits = new Uint8Array(n);
  const queue = new Int32Array(n);
  const reachableFrom = (growingTail: boolean): Uint8Array => {
    offLimits.fill(1);
    let first = 0;
    let last = 0;
    const seed = (stop: number, isStart: boolean) => {
      if (isStart || !stops[stop].blocks) queue[last++] = stop;
    };
    seed(seq[head], head === mid);
    if (growingTail && tail !== head) seed(seq[tail], tail === mid);
    while (first < last) {
      const from = queue[first++];
      for (const id of stops[from].bundles) {
        const bundle = bundles[id];
        const to = bundle.a === from ? bundle.b : bundle.a;
        if (visited[to] || offLimits[to] === 0 || stops[to].groupMask & groups) continue;
        offLimits[to] = 0;
        if (!stops[to].blocks) queue[last++] = to;
      }
    }
    return offLimits;
  };

  /** Whether the route, grown further at the ends it may still grow at, could pass the threshold. */
  const promising = (growingTail: boolean): boolean => model.bound(seq, head, tail, reachableFrom(growingTail), cost) + bonus > threshold;

  /** Whether bundle `id`, entered from stop `from`, keeps terminal track at the route's ends. */
  const terminalOk = (id: number, from: number, atTail: boolean): boolean => {
    const bundle = bundles[id];
    if (bundle.terminalInside) return false;
    if (tail === head) return true;
    // Two or more paths so far: the end path is not also the route's other end.
    const long = tail - head >= 2 || bundles[bnd[head]].multiPath;
    if (long && (atTail ? tailTerminal : headTerminal)) return false;
    const fromTerminal = bundle.a === from ? bundle.terminalA : bundle.terminalB;
    return !(bundle.multiPath && fromTerminal);
  };

  /**
   * A new realization of the whole route with bundle `id` added at the tail (or head), used
   * when no link of the bundle is free beside the current one: links per gap, or undefined.
   */
  const realizeWith = (id: number, atTail: boolean): number[] | undefined => {
    const gaps = Array.from(bnd.subarray(head, tail));
    const preferred = Array.from(lnk.subarray(head, tail));
    if (atTail) gaps.push(id), preferred.push(-1);
    else gaps.unshift(id), preferred.unshift(-1);
    return realize(network, gaps, params.blocked, preferred);
  };

  const budget = params.budget;
  const grow = (atTail: boolean): void => {
    if (budget && budget.left <= 0) return;
    const from = atTail ? seq[tail] : seq[head];
    const isStart = atTail ? tail === mid : head === mid;
    if (!isStart && stops[from].blocks) return;
    for (const id of stops[from].bundles) {
      const bundle = bundles[id];
      const to = bundle.a === from ? bundle.b : bundle.a;
      if (visited[to] || stops[to].groupMask & groups) continue;
      // Track every link of the bundle needs is held for good (blocked, or needed by every
      // link of another gap): no realization can help.
      if (clashesWith(bundle.common, mandatory)) continue;
      // The head's first bundle comes after the tail's first bundle (each route met once).
      if (!atTail && isStart && id <= bnd[mid]) continue;
      if (!terminalOk(id, from, atTail)) continue;
      if (numeric && cost + model.costs[to] > model.distance!) continue;
      let link = -1;
      for (const l of bundle.links) {
        if (!clashesWith(links[l].bits, used)) {
          link = l;
          break;
        }
      }
      // No free link beside the current realization: realize the route anew, or give up.
      let before: { readonly lnk: Int32Array; readonly used: Uint32Array } | undefined;
      if (link < 0) {
        const chosen = realizeWith(id, atTail);
        if (!chosen) continue;
        before = { lnk, used };
        lnk = lnk.slice();
        const first = atTail ? head : head - 1;
        chosen.forEach((l, i) => (lnk[first + i] = l));
        used = linkBits(network, chosen);
        if (params.blocked) for (let w = 0; w < words; w++) used[w] |= params.blocked[w];
        link = atTail ? chosen[chosen.length - 1] : chosen[0];
      }
      const savedHead = headTerminal;
      const savedTail = tailTerminal;
      const toTerminal = bundle.a === from ? bundle.terminalB : bundle.terminalA;
      if (tail === head) headTerminal = bundle.a === from ? bundle.terminalA : bundle.terminalB;
      if (atTail) tailTerminal = toTerminal;
      else headTerminal = toTerminal;
      if (atTail) {
        seq[++tail] = to;
        bnd[tail - 1] = id;
        lnk[tail - 1] = link;
      } else {
        seq[--head] = to;
        bnd[head] = id;
        lnk[head] = link;
      }
      const bits = links[link].bits;
      if (!before) for (let w = 0; w < words; w++) used[w] |= bits[w];
      for (let w = 0; w < words; w++) mandatory[w] |= bundle.common[w];
      visited[to] = 1;
      groups |= stops[to].groupMask;
      cost += model.costs[to];
      sum += model.values[to];
      searched++;
      if (budget) budget.left--;
      if ((numeric || model.fits(seq.subarray(head, tail + 1), cost)) && promising(atTail)) {
        record(undefined);
        if (atTail) grow(false);
        grow(atTail);
      }
      visited[to] = 0;
      groups &= ~stops[to].groupMask;
      cost -= model.costs[to];
      sum -= model.values[to];
      // Commons of a route's gaps never overlap (it would have no realization), nor `blocked`.
      for (let w = 0; w < words; w++) mandatory[w] &= ~bundle.common[w];
      if (atTail) tail--;
      else head++;
      if (before) {
        lnk = before.lnk;
        used = before.used;
      } else {
        for (let w = 0; w < words; w++) used[w] &= ~bits[w];
      }
      headTerminal = savedHead;
      tailTerminal = savedTail;
    }
  };

  for (const start of network.tokens) {
    seq[mid] = start;
    head = tail = mid;
    visited[start] = 1;
    groups = stops[start].groupMask;
    cost = model.costs[start];
    sum = model.values[start];
    if (model.local) {
      const bit = network.localBit[start];
      const bits = new Uint32Array(words);
      bits[bit >>> 5] |= 1 << (bit & 31);
      if (!clashesWith(bits, used) && model.fits(seq.subarray(mid, mid + 1), cost) && promising(true)) record(bits);
    }
    grow(true);
    // Routes through this token have all been met: later starts treat it as visited.
  }
  return { routes: found, searched };
}
