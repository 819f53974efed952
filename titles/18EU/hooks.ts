/**
 * 18EU's layer-2 rules: minors start with a 2-train each, extra trains by option, minors' train
 * limits, lays and no obligation to own a train, the red-to-red bonus, the cities a route may
 * stop at once and the Pullman's rules, share-price moves, who may par, the Final Exchange round
 * before the stock round after the first 5-train, and the tile cost of the high mountains.
 */
import { defineHooks, type GameView, type RouteView, type TileLaySlot } from '../../runtime/sdk.js';
import type { Types } from '../../generated/titles/18EU/types.js';
import { exchangePriority, minorExchange, MOUNTAIN_PART, mountainParts } from './vars.js';

type View = GameView<Types>;

/** The red hexes (offboards and Hamburg): a route between two of them earns the red-to-red bonus. */
const RED_HEXES: readonly Types['hex'][] = ['N17', 'N5', 'A6', 'G2', 'G22'];
/** The bonus per token of the operator's on the route, and its most, by phase. */
const RED_TO_RED_BONUS: Readonly<Record<string, readonly [number, number]>> = { 2: [0, 0], 3: [10, 10], 4: [10, 10], 5: [20, 80], 6: [20, 80], 8: [30, 150] };
/** Paris, Berlin and Vienna: a route stops at one of their cities only. */
const TWIN_CITIES: readonly Types['hex'][] = ['A10', 'J5', 'K14'];

const FIRST_MINOR_LAYS: readonly TileLaySlot[] = [
  { lay: true, upgrade: false, cost: 0, cannotReuseSameHex: false },
  { lay: true, upgrade: false, cost: 0, cannotReuseSameHex: false },
];

const isMinor = (game: View, sym: string) => game.kindOf(sym) === 'minor';
const pullman = (route: RouteView<Types>) => route.train.name === 'P';

function redToRedBonus(route: RouteView<Types>, game: View): number {
  const stops = route.stops.filter((s) => s.counted);
  if (stops.length < 2 || !RED_HEXES.includes(stops[0].hex) || !RED_HEXES.includes(stops[stops.length - 1].hex)) return 0;
  const [perToken, most] = RED_TO_RED_BONUS[game.phase.name] ?? [0, 0];
  const tokens = stops.filter((s) => s.kind === 'city' && s.tokened).length;
  return Math.min(tokens * perToken, most);
}

export default defineHooks<Types>({
  // Optional trains: one more 3 (or two), one more 4.
  trainCount: (train, { optionalRules }) => {
    if (train.name === '3') return train.count as number + (optionalRules.has('extra_three_train') ? 1 : 0) + (optionalRules.has('second_extra_three_train') ? 1 : 0);
    if (train.name === '4' && optionalRules.has('extra_four_train')) return (train.count as number) + 1;
    return undefined;
  },

  // Every minor starts with a 2-train from the depot; a neutral token fills Hamburg.
  setup: (game) => {
    for (const minor of game.minors) game.giveTrain(minor.sym, '2');
    game.placeNeutralToken('G2');
  },

  // Minors: two trains until phase 4, one after; no obligation to own one.
  trainLimit: (operator, game) => (isMinor(game, operator) ? (Number(game.phase.name) > 3 ? 1 : 2) : undefined),
  mustBuyTrain: (operator, game) => (isMinor(game, operator) ? false : undefined),

  // A minor lays two yellow tiles in its first turn (the YAML's one after).
  tileLays: (operator, game) => (isMinor(game, operator) && game.operator(operator).operatingHistory.length === 0 ? FIRST_MINOR_LAYS : undefined),

  // A tile laid on a £120 mountain carries a £60 mountain from then on (steps/track.ts): replacing
  // it costs that much more, wherever it lies.
  tileCost: ({ replacedTile, terrain, borders, slot, discount }, game) => {
    const carried = MOUNTAIN_PART * (game.get(mountainParts)[replacedTile] ?? 0);
    return Math.max(0, terrain + carried + borders + slot - discount);
  },

  routeRevenue: (route, _run, game) => route.revenue + redToRedBonus(route, game),
  routeBounds: (_operator, game) => ({ routeBonus: (RED_TO_RED_BONUS[game.phase.name] ?? [0, 0])[1] }),

  routeError: (route, run) => {
    const cities = route.stops.filter((s) => s.kind === 'city' && TWIN_CITIES.includes(s.hex)).map((s) => s.hex);
    if (new Set(cities).size !== cities.length) return 'Cannot stop at Paris/Vienna/Berlin twice';
    if (!pullman(route)) return undefined;
    if (run.length === 1) return 'Pullman cannot be run alone';
    const stop = route.stops[0]?.hex;
    const shared = run.some((other) => other !== route && !pullman(other) && other.stops.some((s) => s.hex === stop && s.counted));
    return shared ? undefined : "Pullman must reuse another route's city or off-board";
  },

  // Corporations pay out, half or withhold (minors pay half automatically: steps/dividend.ts).
  dividendKinds: (operator, game) => (isMinor(game, operator) ? undefined : ['payout', 'half', 'withhold']),
  sharePriceChange: (operator, { revenue, treasury }, game) => {
    if (isMinor(game, operator)) return [];
    const paid = revenue - treasury;
    if (paid === 0) return ['left'];
    return paid >= (game.sharePrice(operator as Types['corporation']) ?? 0) ? ['right'] : [];
  },

  // A major is parred by a player who owns a minor, until full capitalization.
  canPar: (_corporation, player, game) => game.phase.status.includes('normal_formation') || game.minors.some((m) => m.owner === player),

  // With full capitalization (phase 5 on) a major that floats puts its remaining treasury shares
  // in the market and receives their price.
  corporationFloated: (corporation, game) => {
    if (!game.phase.status.includes('normal_formation')) return;
    const shares = game.corporation(corporation).shares.map((share, index) => ({ share, index })).filter(({ share }) => share.owner === corporation);
    const amount = shares.reduce((sum, { share }) => sum + ((game.sharePrice(corporation) ?? 0) * share.percent) / 10, 0);
    for (const { index } of shares) game.moveShare(`${corporation}_${index}`, 'pool');
    if (amount > 0) game.pay('bank', corporation, amount);
    game.log(`${corporation} places remaining shares on the Market for ${game.title.meta.currencyFormat.replace('%s', String(amount))}`);
  },

  events: {
    minor_exchange: (_event, game) => {
      game.log('-- Event: Minor Exchange occurs before next Stock Round --');
      game.set(minorExchange, 'triggered');
      const operator = game.round.operator;
      game.set(exchangePriority, operator ? (game.playerOf(operator)?.id ?? null) : null);
    },
  },

  // The auction leads into the minors' operating rounds; the turn grows at each stock round; the
  // Final Exchange round comes before the stock round after the first 5-train.
  nextRound: (finished, next, game) => {
    if (next.kind === 'stock') {
      if (game.get(minorExchange) === 'triggered') return { kind: 'final_exchange', roundNum: 1, turn: finished.turn + 1 };
      return { ...next, turn: finished.kind === 'final_exchange' ? finished.turn : finished.turn + 1 };
    }
    if (next.kind === 'operating' && next.roundNum === 1 && finished.kind === 'stock') return { ...next, turn: finished.turn };
    return undefined;
  },
});
