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
 * route (with a realization) and what the map rules pay for it. A route that cannot earn more
 * than `threshold` would not be kept: the judge may answer undefined for it without valuing it.
 */
export type RouteJudge = (stops: readonly number[], links: readonly number[], base: number, counted: readonly number[], threshold: number) => number | undefined;

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
  const search = new RouteSearch(params);
  for (const start of params.network.tokens) search.growFromToken(start);
  return { routes: search.found, searched: search.searched };
}

/**
 * `from`'s items `start` up to `end` as a plain array. `Array.from(from.subarray(start, end))`
 * says the same, but makes a view and an iterator result per item: on a late 1861 map, where a
 * legal run's search looks at up to its budget of a quarter million partial routes, those were
 * a third of what the legal-actions check allocated.
 */
function copied(from: Int32Array, start: number, end: number): number[] {
  const out = new Array<number>(end - start);
  for (let i = start; i < end; i++) out[i - start] = from[i];
  return out;
}

/** The route's links before a realization anew replaced them (restored when the route shrinks). */
interface Relinked {
  readonly lnk: Int32Array;
  readonly used: Uint32Array;
  /** The new link of the bundle added. */
  readonly link: number;
}

/**
 * One search's state: the partial route as a deque in the middle of fixed arrays, what it
 * holds (track, stops, groups, distance), and the routes kept. Its methods are the search's
 * phases: start at a token, grow at an end (pick a bundle, give it a link, extend, recurse,
 * retract), prune by the bound, record a route. One object per search, nothing allocated per
 * step but a realization anew.
 */
class RouteSearch {
  private readonly network: Network;
  private readonly model: TrainModel;
  private readonly judge: RouteJudge;
  private readonly bonus: number;
  private readonly bestOnly: boolean;
  private readonly blocked: Uint32Array | undefined;
  private readonly budget: { left: number } | undefined;
  private readonly words: number;
  /** Index of the deque's middle: the start token sits at seq[mid]. */
  private readonly mid: number;
  // The route: seq[head..tail]; gap i (head <= i < tail) joins seq[i] and seq[i + 1] by bundle
  // bnd[i], realized by link lnk[i].
  private readonly seq: Int32Array;
  private readonly bnd: Int32Array;
  private lnk: Int32Array;
  private head: number;
  private tail: number;
  private readonly visited: Uint8Array;
  /** Track held: `blocked` plus the links of the current realization. */
  private used: Uint32Array;
  /** Track every realization of the route needs: `blocked` plus the commons of its bundles. */
  private readonly mandatory: Uint32Array;
  private groups = 0;
  private cost = 0;
  private headTerminal = false;
  private tailTerminal = false;
  private threshold: number;
  // A numeric-distance train earns the sum of its stops' values: kept up as the route grows,
  // so most routes are judged without building anything.
  private readonly numeric: boolean;
  private readonly plain: boolean;
  private sum = 0;
  /** reachable()'s answer (0: a stop the route could still add) and its work queue. */
  private readonly offLimits: Uint8Array;
  private readonly queue: Int32Array;
  searched = 0;
  readonly found: RouteCandidate[] = [];

  constructor(params: SearchParams) {
    const { network, model } = params;
    const n = network.stops.length;
    this.network = network;
    this.model = model;
    this.judge = params.judge;
    this.bonus = params.bonus;
    this.bestOnly = params.bestOnly;
    this.blocked = params.blocked;
    this.budget = params.budget;
    this.words = network.words;
    this.mid = n;
    this.seq = new Int32Array(2 * n + 1);
    this.bnd = new Int32Array(2 * n + 1);
    this.lnk = new Int32Array(2 * n + 1);
    this.head = this.tail = n;
    this.visited = new Uint8Array(n);
    this.used = new Uint32Array(network.words);
    this.mandatory = new Uint32Array(network.words);
    if (params.blocked) {
      this.used.set(params.blocked);
      this.mandatory.set(params.blocked);
    }
    this.threshold = params.threshold;
    this.numeric = model.distance !== undefined;
    this.plain = params.plainJudge === true;
    this.offLimits = new Uint8Array(n);
    this.queue = new Int32Array(n);
  }

  /** Every route whose first token is `start` (earlier tokens stay visited: their routes were met). */
  growFromToken(start: number): void {
    const { network, model, mid, seq } = this;
    seq[mid] = start;
    this.head = this.tail = mid;
    this.visited[start] = 1;
    this.groups = network.stops[start].groupMask;
    this.cost = model.costs[start];
    this.sum = model.values[start];
    if (model.local) {
      const bit = network.localBit[start];
      const bits = new Uint32Array(this.words);
      bits[bit >>> 5] |= 1 << (bit & 31);
      if (!this.clashes(bits, this.used) && model.fits(seq, this.cost, mid, mid + 1) && this.promising(true)) this.record(bits);
    }
    this.grow(true);
  }

  /** Every extension of the route at its tail (or head), each recorded and grown further. */
  private grow(atTail: boolean): void {
    const { budget, network, seq } = this;
    if (budget && budget.left <= 0) return;
    const { stops, bundles } = network;
    const from = atTail ? seq[this.tail] : seq[this.head];
    const isStart = atTail ? this.tail === this.mid : this.head === this.mid;
    if (!isStart && stops[from].blocks) return;
    for (const id of stops[from].bundles) {
      const bundle = bundles[id];
      const to = bundle.a === from ? bundle.b : bundle.a;
      if (!this.mayEnter(id, from, to, atTail, isStart)) continue;
      let link = this.freeLink(id);
      // No free link beside the current realization: realize the route anew, or give up.
      let relinked: Relinked | undefined;
      if (link < 0) {
        relinked = this.relink(id, atTail);
        if (!relinked) continue;
        link = relinked.link;
      }
      const savedHead = this.headTerminal;
      const savedTail = this.tailTerminal;
      this.extend(id, from, to, link, atTail, relinked === undefined);
      if (budget) budget.left--;
      if ((this.numeric || this.model.fits(seq, this.cost, this.head, this.tail + 1)) && this.promising(atTail)) {
        this.record(undefined);
        if (atTail) this.grow(false);
        this.grow(atTail);
      }
      this.retract(id, to, link, atTail, relinked);
      this.headTerminal = savedHead;
      this.tailTerminal = savedTail;
    }
  }

  /** The rules a longer route cannot undo, for bundle `id` from `from` to `to` at one end. */
  private mayEnter(id: number, from: number, to: number, atTail: boolean, isStart: boolean): boolean {
    const { network, model } = this;
    if (this.visited[to] || network.stops[to].groupMask & this.groups) return false;
    // Track every link of the bundle needs is held for good (blocked, or needed by every
    // link of another gap): no realization can help.
    if (this.clashes(network.bundles[id].common, this.mandatory)) return false;
    // The head's first bundle comes after the tail's first bundle (each route met once).
    if (!atTail && isStart && id <= this.bnd[this.mid]) return false;
    if (!this.terminalOk(id, from, atTail)) return false;
    return !(this.numeric && this.cost + model.costs[to] > model.distance!);
  }

  /** Whether bundle `id`, entered from stop `from`, keeps terminal track at the route's ends. */
  private terminalOk(id: number, from: number, atTail: boolean): boolean {
    const { bundles } = this.network;
    const bundle = bundles[id];
    if (bundle.terminalInside) return false;
    if (this.tail === this.head) return true;
    // Two or more paths so far: the end path is not also the route's other end.
    const long = this.tail - this.head >= 2 || bundles[this.bnd[this.head]].multiPath;
    if (long && (atTail ? this.tailTerminal : this.headTerminal)) return false;
    const fromTerminal = bundle.a === from ? bundle.terminalA : bundle.terminalB;
    return !(bundle.multiPath && fromTerminal);
  }

  /** A link of bundle `id` sharing no track with the current realization, or -1. */
  private freeLink(id: number): number {
    const { links, bundles } = this.network;
    for (const l of bundles[id].links) if (!this.clashes(links[l].bits, this.used)) return l;
    return -1;
  }

  /**
   * Realizes the whole route anew with bundle `id` added at the tail (or head): the route's
   * links and held track are replaced (what they were is returned, with the new bundle's
   * link), or undefined when there is no such realization.
   */
  private relink(id: number, atTail: boolean): Relinked | undefined {
    const { head, tail, blocked, words } = this;
    const gaps = copied(this.bnd, head, tail);
    const preferred = copied(this.lnk, head, tail);
    if (atTail) gaps.push(id), preferred.push(-1);
    else gaps.unshift(id), preferred.unshift(-1);
    const chosen = realize(this.network, gaps, blocked, preferred);
    if (!chosen) return undefined;
    const before: Relinked = { lnk: this.lnk, used: this.used, link: atTail ? chosen[chosen.length - 1] : chosen[0] };
    const lnk = this.lnk.slice();
    const first = atTail ? head : head - 1;
    chosen.forEach((l, i) => (lnk[first + i] = l));
    const used = linkBits(this.network, chosen);
    if (blocked) for (let w = 0; w < words; w++) used[w] |= blocked[w];
    this.lnk = lnk;
    this.used = used;
    return before;
  }

  /** Adds bundle `id` (over `link`) and stop `to` at the tail (or head); `holdLink`: add the link's track to `used`. */
  private extend(id: number, from: number, to: number, link: number, atTail: boolean, holdLink: boolean): void {
    const { network, model, seq, bnd, lnk, used, mandatory, words } = this;
    const bundle = network.bundles[id];
    const toTerminal = bundle.a === from ? bundle.terminalB : bundle.terminalA;
    if (this.tail === this.head) this.headTerminal = bundle.a === from ? bundle.terminalA : bundle.terminalB;
    if (atTail) {
      this.tailTerminal = toTerminal;
      seq[++this.tail] = to;
      bnd[this.tail - 1] = id;
      lnk[this.tail - 1] = link;
    } else {
      this.headTerminal = toTerminal;
      seq[--this.head] = to;
      bnd[this.head] = id;
      lnk[this.head] = link;
    }
    const bits = network.links[link].bits;
    if (holdLink) for (let w = 0; w < words; w++) used[w] |= bits[w];
    const common = bundle.common;
    for (let w = 0; w < words; w++) mandatory[w] |= common[w];
    this.visited[to] = 1;
    this.groups |= network.stops[to].groupMask;
    this.cost += model.costs[to];
    this.sum += model.values[to];
    this.searched++;
  }

  /** Undoes extend(): the route as it was before bundle `id` and stop `to` were added. */
  private retract(id: number, to: number, link: number, atTail: boolean, relinked: Relinked | undefined): void {
    const { network, model, mandatory, words } = this;
    this.visited[to] = 0;
    this.groups &= ~network.stops[to].groupMask;
    this.cost -= model.costs[to];
    this.sum -= model.values[to];
    // Commons of a route's gaps never overlap (it would have no realization), nor `blocked`.
    const common = network.bundles[id].common;
    for (let w = 0; w < words; w++) mandatory[w] &= ~common[w];
    if (atTail) this.tail--;
    else this.head++;
    if (relinked) {
      this.lnk = relinked.lnk;
      this.used = relinked.used;
    } else {
      const { used } = this;
      const bits = network.links[link].bits;
      for (let w = 0; w < words; w++) used[w] &= ~bits[w];
    }
  }

  /** Whether the route, grown further at the ends it may still grow at, could pass the threshold. */
  private promising(growingTail: boolean): boolean {
    return this.model.bound(this.seq, this.head, this.tail, this.reachable(growingTail), this.cost) + this.bonus > this.threshold;
  }

  /**
   * Stops the route could still add: reached from an end it may still grow at, through stops
   * it does not visit (nor groups it has), not past a blocking stop. 0 marks such a stop; the
   * train model's bound counts only those, which prunes far more than every stop on the map.
   */
  private reachable(growingTail: boolean): Uint8Array {
    const { offLimits, queue, visited, seq, head, tail, mid, groups } = this;
    const { stops, bundles } = this.network;
    offLimits.fill(1);
    let first = 0;
    let last = 0;
    if (head === mid || !stops[seq[head]].blocks) queue[last++] = seq[head];
    if (growingTail && tail !== head && (tail === mid || !stops[seq[tail]].blocks)) queue[last++] = seq[tail];
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
  }

  /** Keeps the route if it pays more than the threshold (`localBits`: a local route's track). */
  private record(localBits: Uint32Array | undefined): void {
    const { network, model, plain, words, head, tail } = this;
    if (plain && this.numeric && !(this.sum > this.threshold)) return;
    // What the route can earn at most, title bonus included: a route that cannot pass is not counted.
    if (!this.numeric && !(model.ceiling(this.seq, head, tail) + (plain ? 0 : this.bonus) > this.threshold)) return;
    const route = copied(this.seq, head, tail + 1);
    const { revenue: base, counted } = model.revenue(route);
    // The title's rules add at most `bonus`: a route that cannot pass the threshold is not judged.
    if (!plain && !(base + this.bonus > this.threshold)) return;
    const routeLinks = copied(this.lnk, head, tail);
    const revenue = plain ? base : this.judge(route, routeLinks, base, counted, this.threshold);
    if (revenue === undefined || !(revenue > this.threshold)) return;
    const routeBundles = copied(this.bnd, head, tail);
    const needed = localBits ?? new Uint32Array(words);
    if (!localBits) for (const b of routeBundles) for (let w = 0; w < words; w++) needed[w] |= network.bundles[b].common[w];
    const bits = localBits ?? linkBits(network, routeLinks);
    if (this.bestOnly) {
      this.found.length = 0;
      this.threshold = revenue;
    }
    this.found.push({ stops: route, bundles: routeBundles, links: routeLinks, bits, mandatory: needed, base, counted, revenue });
  }

  private clashes(bits: Uint32Array, held: Uint32Array): boolean {
    const { words } = this;
    for (let w = 0; w < words; w++) if (bits[w] & held[w]) return true;
    return false;
  }
}
