/**
 * A route's views with some of its stops counted, for a title valuing many such sets (a
 * multi-node train's counted stops are chosen by the title's revenue): each stop counted (paying
 * its value to the train) and not counted is made once, and each set's view from those. Shared
 * by the engine's valuation of a run and the route optimiser, which must see the same views.
 */
import type { RouteView, StopView } from '../title/hooks.js';

/** Stands in for a lazily listed `hexes` until the accessor replaces it. */
const UNREAD: RouteView['hexes'] = [];

export class CountedViews {
  private readonly paid: StopView[];
  private readonly unpaid: StopView[];
  /** The route's `hexes` where they are listed only when read (the optimiser's lazyViewOfRoute): each view lists them so too. */
  private readonly lazyHexes: (() => RouteView['hexes']) | undefined;

  /** `route`: the route with any stops counted (only its stops' other fields are read); `values`: what each stop pays when counted. */
  constructor(
    private readonly route: RouteView,
    values: readonly number[],
  ) {
    this.paid = route.stops.map((stop, i) => ({ ...stop, counted: true, revenue: values[i] }));
    this.unpaid = route.stops.map((stop) => ({ ...stop, counted: false, revenue: 0 }));
    this.lazyHexes = Object.getOwnPropertyDescriptor(route, 'hexes')?.get;
  }

  /** The route with these stops (indices into its stops) counted and the others not. */
  with(counted: readonly number[]): RouteView {
    const stops: StopView[] = [];
    let revenue = 0;
    for (let i = 0; i < this.paid.length; i++) {
      if (counted.includes(i)) {
        stops.push(this.paid[i]);
        revenue += this.paid[i].revenue;
      } else stops.push(this.unpaid[i]);
    }
    const { operator, train } = this.route;
    if (this.lazyHexes === undefined) return { operator, train, stops, hexes: this.route.hexes, revenue };
    const view = { operator, train, stops, hexes: UNREAD, revenue };
    return Object.defineProperty(view, 'hexes', { enumerable: true, get: this.lazyHexes });
  }
}
