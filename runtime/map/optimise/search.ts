/**
 * Finding one train's routes: a depth-first walk over the network's links from each of the
 * operator's tokens, growing a route at both ends, keeping every legal route that pays more
 * than a threshold and pruning a partial route as soon as an upper bound on it and everything
 * it could grow into pays no more than that.
 *
 * Every route is met exactly once:
 * - a route is grown from the first of the operator's tokens on it (earlier tokens are off
 *   limits when growing from a later one);
 * - from that token it grows first at one end (the tail), and from each tail at the other end
 *   (the head), whose first link must have a higher id than the tail's first link, so a route
 *   with the token inside is not met a second time mirrored.
 *
 * The rules checked while growing are those a longer route cannot undo: no stop twice, no
 * track twice (within the route and against `blocked`), no passing through a blocking stop, no
 * group twice, no terminal track inside the route, within the train's distance.
 */
import type { Network } from './network.js';
import type { TrainModel } from './train-model.js';

export interface RouteCandidate {
  /** Stop indices in route order; `links[i]` joins `stops[i]` and `stops[i + 1]`. */
  readonly stops: readonly number[];
  readonly links: readonly number[];
  /** Track bits the route uses (a local route: its city's local bit). */
  readonly bits: Uint32Array;
  /** Revenue by the map rules, the stops counted (indices into `stops`), and the final revenue. */
  readonly base: number;
  readonly counted: readonly number[];
  readonly revenue: number;
}

/**
 * The final revenue of a legal route, or undefined when a title rule refuses it; given the
 * route and what the map rules pay for it.
 */
export type RouteJudge = (stops: readonly number[], links: readonly number[], base: number, counted: readonly number[]) => number | undefined;

export interface SearchParams {
  readonly network: Network;
  readonly model: TrainModel;
  readonly judge: RouteJudge;
  /** Added to every revenue bound: what title rules may add to a route (Infinity: unknown). */
  readonly bonus: number;
  /** Keep only routes paying more than this. */
  readonly threshold: number;
  /** Track other routes hold. */
  readonly blocked?: Uint32Array;
  /** Find the single best route: the threshold rises to each better route found. */
  readonly bestOnly: boolean;
}

export interface SearchOutcome {
  /** Routes kept, in the order found (bestOnly: at most one, the first best). */
  readonly routes: RouteCandidate[];
  /** Partial routes looked at. */
  readonly searched: number;
}

export function searchRoutes(params: SearchParams): SearchOutcome {
  const { network, model, judge, bonus, bestOnly } = params;
  const { stops, links, words } = network;
  const n = stops.length;
  const mid = n;
  // The route as a deque in the middle of these arrays: seq[head..tail], lnk[i] joins seq[i], seq[i+1].
  const seq = new Int32Array(2 * n + 1);
  const lnk = new Int32Array(2 * n + 1);
  let head = mid;
  let tail = mid;
  const visited = new Uint8Array(n);
  const used = new Uint32Array(words);
  if (params.blocked) used.set(params.blocked);
  let groups = 0;
  let cost = 0;
  let pathCount = 0;
  let headTerminal = false;
  let tailTerminal = false;
  let threshold = params.threshold;
  let searched = 0;
  const found: RouteCandidate[] = [];

  const clashes = (bits: Uint32Array): boolean => {
    for (let w = 0; w < words; w++) if (bits[w] & used[w]) return true;
    return false;
  };

  const record = (bits: Uint32Array): void => {
    const route = Array.from(seq.subarray(head, tail + 1));
    const { revenue: base, counted } = model.revenue(route);
    const routeLinks = Array.from(lnk.subarray(head, tail));
    const revenue = judge(route, routeLinks, base, counted);
    if (revenue === undefined || !(revenue > threshold)) return;
    const candidate: RouteCandidate = { stops: route, links: routeLinks, bits, base, counted, revenue };
    if (bestOnly) {
      found.length = 0;
      threshold = revenue;
    }
    found.push(candidate);
  };

  const routeBits = (): Uint32Array => {
    const bits = new Uint32Array(words);
    for (let i = head; i < tail; i++) {
      const b = links[lnk[i]].bits;
      for (let w = 0; w < words; w++) bits[w] |= b[w];
    }
    return bits;
  };

  const promising = (): boolean => model.bound(seq.subarray(head, tail + 1), visited, cost) + bonus > threshold;

  /**
   * Whether `link`, entered from stop `from` at the tail (or head) end, keeps terminal track at
   * the route's ends only (Route#check_terminals: no terminal path strictly inside).
   */
  const terminalOk = (linkId: number, from: number, atTail: boolean): boolean => {
    const link = links[linkId];
    if (link.terminalInside) return false;
    if (pathCount === 0) return true;
    const fromTerminal = link.a === from ? link.terminalA : link.terminalB;
    if (pathCount >= 2 && (atTail ? tailTerminal : headTerminal)) return false;
    return !(link.paths.length >= 2 && fromTerminal);
  };

  // Attach or detach a link's bookkeeping (visited, track, groups, cost); terminal ends are
  // saved and restored by the callers.
  const take = (linkId: number, stop: number, sign: 1 | -1): void => {
    const bits = links[linkId].bits;
    if (sign > 0) {
      visited[stop] = 1;
      for (let w = 0; w < words; w++) used[w] |= bits[w];
      groups |= stops[stop].groupMask;
      cost += model.costs[stop];
      pathCount += links[linkId].paths.length;
    } else {
      visited[stop] = 0;
      for (let w = 0; w < words; w++) used[w] &= ~bits[w];
      groups &= ~stops[stop].groupMask;
      cost -= model.costs[stop];
      pathCount -= links[linkId].paths.length;
    }
  };

  const grow = (atTail: boolean): void => {
    const from = atTail ? seq[tail] : seq[head];
    const isStart = atTail ? tail === mid : head === mid;
    if (!isStart && stops[from].blocks) return;
    for (const id of stops[from].links) {
      const link = links[id];
      const to = link.a === from ? link.b : link.a;
      if (visited[to] || stops[to].groupMask & groups || clashes(link.bits)) continue;
      // The head's first link comes after the tail's first link (each route met once).
      if (!atTail && isStart && id <= lnk[mid]) continue;
      if (!terminalOk(id, from, atTail)) continue;
      const savedHead = headTerminal;
      const savedTail = tailTerminal;
      const toTerminal = link.a === from ? link.terminalB : link.terminalA;
      if (pathCount === 0) headTerminal = link.a === from ? link.terminalA : link.terminalB;
      if (atTail) tailTerminal = toTerminal;
      else headTerminal = toTerminal;
      if (pathCount === 0) tailTerminal = toTerminal;
      if (atTail) {
        seq[++tail] = to;
        lnk[tail - 1] = id;
      } else {
        seq[--head] = to;
        lnk[head] = id;
      }
      take(id, to, 1);
      searched++;
      if (model.fits(seq.subarray(head, tail + 1), cost) && promising()) {
        record(routeBits());
        if (atTail) grow(false);
        grow(atTail);
      }
      take(id, to, -1);
      if (atTail) tail--;
      else head++;
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
    if (model.local) {
      const bit = network.localBit[start];
      const bits = new Uint32Array(words);
      bits[bit >>> 5] |= 1 << (bit & 31);
      if (!clashes(bits) && model.fits(seq.subarray(mid, mid + 1), cost) && promising()) record(bits);
    }
    grow(true);
    // Routes through this token have all been met: later starts treat it as visited.
  }
  return { routes: found, searched };
}
