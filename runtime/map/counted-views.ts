/**
 * A route's views with some of its stops counted, for a title valuing many such sets (a
 * multi-node train's counted stops are chosen by the title's revenue): each stop counted (paying
 * its value to the train) and not counted is made once, and each set's view from those. Shared
 * by the engine's valuation of a run and the route optimiser, which must see the same views.
 */
import type { RouteView, StopView } from '../title/hooks.js';

export class CountedViews {
  private readonly paid: StopView[];
  private readonly unpaid: StopView[];

  /** `route`: the route with any stops counted (only its stops' other fields are read); `values`: what each stop pays when counted. */
  constructor(
    private readonly route: RouteView,
    values: readonly number[],
  ) {
    this.paid = route.stops.map((stop, i) => ({ ...stop, counted: true, revenue: values[i] }));
    this.unpaid = route.stops.map((stop) => ({ ...stop, counted: false, revenue: 0 }));
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
    const { operator, train, hexes } = this.route;
    return { operator, train, stops, hexes, revenue };
  }
}
