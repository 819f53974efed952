/**
 * Train distance: whether a route's stops fit a train (Game::Base#check_distance) and which
 * stops a multi-node train counts (#compute_stops).
 */
import type { DistanceRule } from '../title/definition.js';
import type { NodeKind } from './geometry.js';
import { sortShort } from '../core/sort.js';

const ascending = (a: number, b: number): number => a - b;

/** A stop as distance rules see it. */
export interface DistanceStop {
  readonly kind: NodeKind;
  readonly visitCost: number;
}

/**
 * Whether the stops exceed the train's distance. A number counts visit costs; a list of rules
 * fills each kind's visits from the rules naming it, a rule's capacity shared by its kinds, the
 * kinds with fewest rules first.
 */
export function exceedsDistance(stops: readonly DistanceStop[], distance: number | readonly DistanceRule[]): boolean {
  if (typeof distance === 'number') {
    let total = 0;
    for (const s of stops) total += s.visitCost;
    return total > distance;
  }
  const byKind = new Map<string, { visit: number }[]>();
  for (const rule of distance) {
    const info = { visit: rule.visit ?? rule.pay };
    for (const kind of rule.nodes) {
      let list = byKind.get(kind);
      if (!list) byKind.set(kind, (list = []));
      list.push(info);
    }
  }
  const groups = new Map<string, number>();
  for (const s of stops) groups.set(s.kind, (groups.get(s.kind) ?? 0) + s.visitCost);
  const ordered = [...groups.entries()].sort((a, b) => (byKind.get(a[0])?.length ?? 0) - (byKind.get(b[0])?.length ?? 0));
  for (const [kind, cost] of ordered) {
    let num = cost;
    for (const info of byKind.get(kind) ?? []) {
      if (info.visit <= 0) continue;
      if (num <= info.visit) {
        info.visit -= num;
        num = 0;
      } else {
        num -= info.visit;
        info.visit = 0;
      }
      if (num <= 0) break;
    }
    if (num > 0) return true;
  }
  return false;
}

/**
 * A title's value of a set of counted stops, where its rules value whole sets (a bonus between
 * two stops), and how far above the stops' own revenue it can go (`bonusBound`, unbounded when
 * absent). With a bound, sets that could not reach the best found are never valued: counting
 * a long route of a multi-node train stays cheap, and the result is the same.
 */
export interface SetValue {
  readonly valueOf: (combo: readonly number[]) => number;
  readonly bonusBound?: number;
}

/**
 * The stops a multi-node train counts: the most stops its rules let it pay for (each stop takes
 * the first rule, fewest kinds first, with room), at least one tokened if required, the best
 * revenue among those (by `title`'s value where given, else the stops' sum); the first best in
 * combination order wins ties. Numeric distances count every stop. Returns indices into `stops`.
 */
export function countedStops(
  stops: readonly DistanceStop[],
  distance: number | readonly DistanceRule[],
  revenueOf: (index: number) => number,
  tokened: (index: number) => boolean,
  requiresToken: boolean,
  title?: SetValue,
): number[] {
  if (typeof distance === 'number') return stops.map((_, i) => i);
  if (stops.length === 0) return [];
  if (distance.some((r) => r.fill)) return countedWithFill(stops, distance, revenueOf, tokened, requiresToken, title);
  const rules = [...distance].sort((a, b) => a.nodes.length - b.nodes.length);
  let payTotal = 0;
  for (const r of rules) payTotal += r.pay;
  // A stop no paying rule names is in no countable set: leave it out of the sets tried.
  const payable: number[] = [];
  for (let i = 0; i < stops.length; i++) {
    const kind = stops[i].kind;
    for (const r of rules) {
      if (r.pay > 0 && (r.nodes as readonly string[]).includes(kind)) {
        payable.push(i);
        break;
      }
    }
  }
  const maxStops = Math.min(payTotal, payable.length);
  const used = new Array<number>(rules.length);
  // Asked of every set the search meets (with a title's value, every set): loops, no closures.
  const fits = (combo: readonly number[]): boolean => {
    if (requiresToken && !combo.some(tokened)) return false;
    used.fill(0);
    for (const i of combo) {
      const kind = stops[i].kind;
      let row = 0;
      while (row < rules.length && !((rules[row].nodes as readonly string[]).includes(kind) && used[row] < rules[row].pay)) row++;
      if (row === rules.length) return false;
      used[row]++;
    }
    return true;
  };
  for (let count = maxStops; count >= 1; count--) {
    const best = bestSet(payable, count, [], fits, revenueOf, title);
    if (best) return best;
  }
  return [];
}

/**
 * The set of `count` stops from `pool`, with every stop of `base`, that `fits` and earns most
 * (the lowest stop indices among equals, as Ruby's combination order meets them first), if it
 * earns anything. Sets are walked best stops first, and a branch whose best completion cannot
 * reach the best found is cut: by the stops' revenue, then, with a bounded title value, by
 * that value less the bound (a set whose stops fall that short cannot beat the best set by
 * revenue). Without a bound every set that fits is valued.
 */
function bestSet(
  pool: readonly number[],
  count: number,
  base: readonly number[],
  fits: (set: readonly number[]) => boolean,
  revenueOf: (index: number) => number,
  title: SetValue | undefined,
): number[] | undefined {
  // Best stops first, the lower index among equals.
  const order = sortShort(pool.slice(), (a, b) => revenueOf(b) - revenueOf(a) || a - b);
  const values = order.map(revenueOf);
  const baseRevenue = base.reduce((total, i) => total + revenueOf(i), 0);
  const picked: number[] = [];
  let best: number[] | undefined;
  let bestRevenue = 0;
  const consider = (set: number[], revenue: number) => {
    if (best === undefined || revenue > bestRevenue || (revenue === bestRevenue && before(set, best))) [best, bestRevenue] = [set, revenue];
  };
  /** Every set of `need` more from `order[from..]` whose stops earn at least `floor()`. */
  const walk = (from: number, need: number, revenue: number, floor: () => number, leaf: (set: number[], revenue: number) => void): void => {
    if (need === 0) {
      const set = base.slice();
      for (const p of picked) set.push(order[p]);
      sortShort(set, ascending);
      if (fits(set)) leaf(set, revenue);
      return;
    }
    for (let p = from; p + need <= order.length; p++) {
      let reach = revenue;
      for (let q = p; q < p + need; q++) reach += values[q];
      if (reach < floor()) return;
      picked.push(p);
      walk(p + 1, need - 1, revenue + values[p], floor, leaf);
      picked.pop();
    }
  };
  // The best `count` stops earn the most any set can. If they fit they are the set: every set
  // earning as much holds the same stops but for a choice among those tied at the lowest value,
  // and taking the lowest indices of those (value order lists them first) comes first in
  // combination order. Otherwise every set is walked (the walk meets the ties one by one).
  if (count <= order.length) {
    const top = base.slice();
    let revenue = baseRevenue;
    for (let p = 0; p < count; p++) {
      top.push(order[p]);
      revenue += values[p];
    }
    sortShort(top, ascending);
    if (fits(top)) consider(top, revenue);
  }
  if (best === undefined) walk(0, count, baseRevenue, () => (best === undefined ? Number.NEGATIVE_INFINITY : bestRevenue), consider);
  if (title && best !== undefined) {
    const bound = title.bonusBound ?? Number.POSITIVE_INFINITY;
    const first = title.valueOf(best);
    best = undefined;
    walk(0, count, baseRevenue, () => Math.max(first, best === undefined ? first : bestRevenue) - bound, (set) => consider(set, title.valueOf(set)));
  }
  return best !== undefined && bestRevenue > 0 ? best : undefined;
}

/** Whether sorted set `a` comes before `b` in combination order. */
function before(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
}

/**
 * Counting with a `fill` rule (1867's compute_stops): every stop of the paying rules counts; if
 * they are fewer than the rules pay for, the best of the fill rule's stops make up the number
 * (all of them, if there are fewer), one of them tokened where none of the others is.
 */
function countedWithFill(
  stops: readonly DistanceStop[],
  distance: readonly DistanceRule[],
  revenueOf: (index: number) => number,
  tokened: (index: number) => boolean,
  requiresToken: boolean,
  title?: SetValue,
): number[] {
  const paying = distance.filter((r) => !r.fill);
  const pay = paying.reduce((n, r) => n + r.pay, 0);
  const mandatory: number[] = [];
  const optional: number[] = [];
  stops.forEach((s, i) => (paying.some((r) => (r.nodes as readonly string[]).includes(s.kind)) ? mandatory : optional).push(i));
  if (mandatory.length === pay) return mandatory;
  const needToken = requiresToken && !mandatory.some(tokened);
  const remaining = pay - mandatory.length;
  // Where a token is needed, no mandatory stop has one: a picked stop must.
  const fits = (all: readonly number[]) => !needToken || all.some(tokened);
  if (remaining > optional.length || remaining <= 0) {
    const all = [...mandatory, ...(remaining > 0 ? optional : [])].sort((a, b) => a - b);
    if (!fits(all)) return [];
    return (title ? title.valueOf(all) : all.reduce((n, i) => n + revenueOf(i), 0)) > 0 ? all : [];
  }
  return bestSet(optional, remaining, mandatory, fits, revenueOf, title) ?? [];
}
