/**
 * 1867's route rules, shared with 1861 (its variant) with each title's places: a route may not
 * visit a hex twice; a corporation owning one of the bridge (or port) companies earns its bonus
 * for each route through the company's hexes; a route from one of the capitals to the far town
 * (Timmins; Ekaterinburg) earns $40 more, doubled by a doubling train.
 */
import type { RouteView, TitleHooks, TitleTypes } from '../../runtime/sdk.js';

/** A title's places, named in its own hexes and companies. */
export interface RouteBonusPlaces<T extends TitleTypes = TitleTypes> {
  /** Capitals a route to the far town must start or end in. */
  readonly capitals: readonly T['hex'][];
  readonly farTown: T['hex'];
  /** Companies whose owning corporation earns `amount` more per route through `hexes`. */
  readonly hexBonuses: readonly { readonly company: T['company']; readonly hexes: readonly T['hex'][]; readonly amount: number }[];
}

/** The train's multiplier (2+2, 5+5E double what they count). */
function multiplier(route: RouteView): number {
  const distance = route.train.distance;
  return typeof distance === 'number' ? 1 : Math.max(1, ...distance.map((d) => d.multiplier ?? 1));
}

/**
 * Whether the route stops twice in one hex: the reference's Route#hexes lists the hex of each
 * node the route visits (a node shared by two of its connections once), and revenue_for refuses
 * a route whose list holds a hex twice, so a route from one of Toronto's or Montreal's cities to
 * another of them is refused whether or not it leaves the hex in between. (The view's `hexes`
 * lists each hex of the track once, so it cannot show this.)
 */
function revisitsHex(route: RouteView): boolean {
  // A route has a handful of stops, and the optimiser asks of every candidate: no set to build.
  const stops = route.stops;
  for (let i = 1; i < stops.length; i++) {
    const hex = stops[i].hex;
    for (let j = 0; j < i; j++) if (stops[j].hex === hex) return true;
  }
  return false;
}

export function routeRules<T extends TitleTypes>(places: RouteBonusPlaces<T>): Pick<TitleHooks<T>, 'routeError' | 'routeRevenue' | 'routeBounds'> {
  return {
    routeError: (route) => (revisitsHex(route as RouteView) ? 'Route visits same hex twice' : undefined),

    // Asked of every route the optimiser values, so it builds no arrays or sets.
    routeRevenue: (route, _run, game) => {
      let revenue = route.revenue;
      const stops = route.stops;
      const owned: readonly string[] = game.operator(route.operator).companies;
      // Each of a bonus's hexes (listed once) that the route counts a stop in earns it once.
      for (const bonus of places.hexBonuses) {
        if (!owned.includes(bonus.company)) continue;
        for (const hex of bonus.hexes) if (stops.some((s) => s.counted && s.hex === hex)) revenue += bonus.amount;
      }
      let capital = false;
      let farTown = false;
      for (const s of stops) {
        if (!s.counted) continue;
        if (places.capitals.includes(s.hex)) capital = true;
        if (s.hex === places.farTown) farTown = true;
      }
      if (capital && farTown) revenue += 40 * multiplier(route as RouteView);
      return revenue;
    },

    routeBounds: (operator, game) => {
      const owned: readonly string[] = game.operator(operator).companies;
      const bonuses = places.hexBonuses.filter((b) => owned.includes(b.company));
      const bridges = bonuses.reduce((n, b) => n + b.amount * b.hexes.length, 0);
      return {
        routeBonus: 80 + 2 * bridges,
        // What routeRevenue could add if every stop counted: most routes reach no bonus place,
        // and a doubling train's stops are then chosen by their own revenue, without the title.
        routeBonusOf: (route) => {
          let bonus = 0;
          for (const b of bonuses) for (const hex of b.hexes) if (route.stops.some((s) => s.hex === hex)) bonus += b.amount;
          const capital = route.stops.some((s) => places.capitals.includes(s.hex));
          if (capital && route.stops.some((s) => s.hex === places.farTown)) bonus += 40 * multiplier(route as RouteView);
          return bonus;
        },
      };
    },
  };
}
