/**
 * Steam Over Holland's layer-2 rules: the companies drawn for the auction, routes that may not
 * start or end in a town, the ferry bonuses of VES and VVL, and how a dividend moves the share
 * price (none below the price, one step right at it, two at twice it, one left for nothing).
 */
import { defineHooks } from '../../runtime/sdk.js';
import type { Types } from '../../generated/titles/SteamOverHolland/types.js';

type Company = Types['company'];

/** Yellow tiles with one town, and the green tiles with two that may replace them (a town becomes two). */
const ONE_TOWN: readonly Types['tile'][] = ['3', '4', '58'];
const TWO_TOWNS: readonly Types['tile'][] = ['981', '991', 'SOH2', 'SOH3', 'SOH4', 'SOH5'];

/** A corporation owning one of these earns this much more for each stop of a route in the hex. */
const FERRY_BONUSES: readonly { readonly company: Company; readonly hex: Types['hex']; readonly amount: number }[] = [
  { company: 'VES', hex: 'D9', amount: 20 },
  { company: 'VVL', hex: 'J1', amount: 20 },
];

export default defineHooks<Types>({
  // As many companies as there are players are drawn at random and offered in title order; the
  // others leave the game. (The reference gives every company a random key, sorts by it and
  // keeps the first ones.)
  initialAuctionCompanies: (companies, game) => {
    const keyed = companies.map((sym) => ({ sym, key: game.random() }));
    keyed.sort((a, b) => a.key - b.key);
    const drawn = new Set(keyed.slice(0, game.playerCount).map((k) => k.sym));
    for (const sym of companies) if (!drawn.has(sym)) game.removeCompany(sym);
    return companies.filter((sym) => drawn.has(sym));
  },

  // One town may become two (the engine otherwise keeps a tile's number of towns).
  upgradesTo: ({ from, to }) => (ONE_TOWN.includes(from as Types['tile']) && TWO_TOWNS.includes(to) ? true : undefined),

  routeError: (route) => {
    const first = route.stops[0];
    const last = route.stops[route.stops.length - 1];
    return first?.kind === 'town' || last?.kind === 'town' ? 'Route cannot begin/end in a town' : undefined;
  },

  routeRevenue: (route, _run, game) => {
    let revenue = route.revenue;
    for (const { company, hex, amount } of FERRY_BONUSES) {
      const owned = game.companies.find((c) => c.sym === company)?.owner === route.operator;
      if (owned) revenue += amount * route.stops.filter((s) => s.hex === hex).length;
    }
    return revenue;
  },

  routeBounds: () => ({ routeBonus: 40 }),

  // Crossing a river costs its full fl. 50 in a corporation's own lays: a company's discount
  // (KKI's) applies only to the tile the company lays itself, as in the reference.
  tileCost: ({ terrain, borders, bordersUndiscounted, byAbility, slot, discount }) =>
    Math.max(0, terrain + (byAbility ? borders : bordersUndiscounted) + slot - discount),

  // By what is paid out (nothing when withheld), against the share price.
  sharePriceChange: (operator, { revenue, treasury }, game) => {
    const paid = revenue - treasury;
    const price = game.sharePrice(operator as Types['corporation']) ?? 0;
    if (paid === 0) return ['left'];
    if (paid >= 2 * price) return ['right', 'right'];
    if (paid >= price) return ['right'];
    return [];
  },
});
