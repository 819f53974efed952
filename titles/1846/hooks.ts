/**
 * 1846's layer-2 rules (3–5 players; two play titles/1846_2p, a variant of this title): train
 * counts and the setup removals by player count (setup.ts), the order minors
 * and corporations operate in, tile costs of at least $20, buying power that counts shares a
 * corporation could issue and its minors' cash, the route bonuses (east–west, Meat Packing,
 * Steamboat, Boomtown, Mail Contract), share-price moves after a dividend, the minors' automatic
 * half pay, the Illinois Central's subsidy, and the events of phases III and IV.
 */
import { defineHooks, type RouteView, type TrainDistance, type GameView, type OperatorSym } from '../../runtime/sdk.js';
import type { Types } from '../../generated/titles/1846/types.js';
import { setUp } from './setup.js';
import { issuableCount, priceAt } from './shares.js';
import { afterTwinLayAction } from './twin_lays.js';

type View = GameView<Types>;
type Company = Types['company'];
type Corporation = Types['corporation'];

// Names of the title's entities are typed with its literal unions (never `string`), so a
// symbol renamed or misspelt in the YAML fails to compile here.

/** Corporations removed at setup: 5 − players of them. */
const GREEN_GROUP: readonly Corporation[] = ['C&O', 'ERIE', 'PRR'];
/** Receives its par price from the bank when parred. */
const ILLINOIS_CENTRAL: Corporation = 'IC';
/** Pays its owner's longest run $10 a stop. */
const MAIL_CONTRACT: Company = 'MAIL';

/** Bonuses a company assigned to an operator and a hex pays that operator's routes through the hex. */
const HEX_BONUSES: readonly [Company, number, 'port' | null][] = [
  ['BT', 20, null],
  ['MPC', 30, null],
  ['SC', 20, 'port'],
];

/** Narrows an id hooks receive as a string (a buyer, an operator) to the title's names. */
const isCorporation = (game: View, id: string): id is Corporation => game.kindOf(id) === 'corporation';
const isOperator = (game: View, id: string): id is OperatorSym<Types> => game.kindOf(id) === 'corporation' || game.kindOf(id) === 'minor';

interface HexMarks {
  readonly icons: readonly string[];
  readonly labels: readonly string[];
}

/** Per compiled title, each preprinted hex's icons and labels (route bonuses ask for them often). */
const marksByTitle = new WeakMap<View['title'], ReadonlyMap<string, HexMarks>>();

function hexMarks(game: View, hex: string): HexMarks | undefined {
  let marks = marksByTitle.get(game.title);
  if (!marks) {
    marks = new Map(
      game.title.hexes.map((h) => [
        h.id,
        {
          icons: h.parts.flatMap((p) => (p.type === 'icon' ? [p.name ?? p.image.slice(p.image.lastIndexOf('/') + 1)] : [])),
          labels: h.parts.flatMap((p) => (p.type === 'label' ? [p.label] : [])),
        },
      ]),
    );
    marksByTitle.set(game.title, marks);
  }
  return marks.get(hex);
}

/** Icons on the preprinted hexes, by hex: the east–west bonus amounts (`1846/20`) and ports. */
const hexIcons = (game: View, hex: string): readonly string[] => hexMarks(game, hex)?.icons ?? [];

const hexLabels = (game: View, hex: string): readonly string[] => hexMarks(game, hex)?.labels ?? [];

const numberIcons = (game: View, hex: string): number => hexIcons(game, hex).reduce((sum, icon) => sum + (Number.parseInt(icon, 10) || 0), 0);

/** The east–west bonus: a route counting both an east offboard and a west city earns both their numbers. */
function eastWest(route: RouteView<Types>, game: View): number {
  const counted = route.stops.filter((s) => s.counted);
  const east = counted.find((s) => s.groups.includes('E'));
  const west = counted.find((s) => hexLabels(game, s.hex).includes('W'));
  return east && west ? numberIcons(game, east.hex) + numberIcons(game, west.hex) : 0;
}

/** The most stops any train of the title visits (the Mail Contract pays per stop). */
function mostStops(game: View): number {
  const reach = (distance: TrainDistance): number => (typeof distance === 'number' ? distance : distance.reduce((sum, r) => sum + (r.visit ?? r.pay), 0));
  return Math.max(...game.title.trains.flatMap((t) => [reach(t.distance), ...t.variants.map((v) => reach(v.distance))]));
}

/** The east–west bonus at most: the two largest number icons of the map (an east and a west stop). */
function eastWestBound(game: View): number {
  const numbers = game.title.hexes.map((h) => numberIcons(game, h.id)).sort((a, b) => b - a);
  return (numbers[0] ?? 0) + (numbers[1] ?? 0);
}

/** The cash an operator could raise by issuing shares now (at one step left): a corporation's only. */
function issuable(game: View, operator: OperatorSym<Types>): number {
  if (!isCorporation(game, operator) || !game.round.stepOpen('issue_shares') || !game.corporation(operator).sharePrice) return 0;
  const count = issuableCount(game, operator);
  return count > 0 ? count * priceAt(game, operator, 'left') : 0;
}

/** Cash the operator's president could bring in by selling it a player-owned minor. */
function minorCash(game: View, operator: OperatorSym<Types>, trains: readonly number[]): number {
  if (!isCorporation(game, operator)) return 0;
  const corp = game.corporation(operator);
  if (corp.cash <= 0 || !trains.includes(corp.trains.length)) return 0;
  return game.minors.reduce((sum, m) => (m.owner && game.kindOf(m.owner) === 'player' && m.cash > 0 ? sum + m.cash - 1 : sum), 0);
}

export default defineHooks<Types>({
  trainCount: (train, { playerCount }) => {
    switch (train.name) {
      case '2':
        return playerCount + 4;
      case '4':
        return playerCount + 1;
      case '5':
        return playerCount;
      default:
        return undefined;
    }
  },

  // The first edition has no Boomtown or Little Miami.
  companyInGame: (company, { optionalRules }) => (optionalRules.has('first_ed') && (company.sym === 'BT' || company.sym === 'LM') ? false : undefined),

  setup: (game) => setUp(game, { companies: 5 - game.playerCount, corporations: [{ group: GREEN_GROUP, count: 5 - game.playerCount }] }),

  // In the very first operating round corporations go cheapest first.
  operatingOrder: (operators, game) => {
    if (game.round.turn !== 1 || game.state.cycle.round > 1) return operators;
    const minors = operators.filter((o) => game.kindOf(o) === 'minor');
    const corporations = operators.filter((o): o is Corporation => isCorporation(game, o));
    const key = (sym: Corporation) => {
      const corp = game.corporation(sym);
      return [corp.sharePrice ? game.market.price(corp.sharePrice) : 0, corp.priceSeq];
    };
    corporations.sort((a, b) => key(a)[0] - key(b)[0] || key(a)[1] - key(b)[1]);
    return [...minors, ...corporations];
  },

  // A lay costs at least the title's $20, terrain included; borders come on top.
  tileCost: ({ terrain, borders, slot, discount }, game) => {
    const base = Math.max(game.rules.tileCost, terrain) + borders + slot;
    return base - Math.min(base, discount);
  },

  buyingPower: (entity, purpose, game) => {
    if (!isOperator(game, entity)) return undefined;
    const cash = game.operator(entity).cash + issuable(game, entity);
    if (purpose === 'track' || purpose === 'token') return cash + minorCash(game, entity, [0, 1, 2, 3]);
    if (purpose === 'train') return cash + minorCash(game, entity, [1, 2]);
    return cash;
  },

  routeRevenue: (route, run, game) => {
    let revenue = route.revenue;
    const operatorBonuses = game.operatorAssignments(route.operator);
    for (const [company, bonus, icon] of HEX_BONUSES) {
      if (!operatorBonuses.includes(company)) continue;
      const stop = route.stops.find((s) => s.counted && game.hexAssignments(s.hex).includes(company));
      if (stop) revenue += bonus * (icon ? hexIcons(game, stop.hex).filter((i) => i === icon).length : 1);
    }
    revenue += eastWest(route, game);
    if (game.operator(route.operator).companies.includes(MAIL_CONTRACT)) {
      const size = (r: RouteView<Types>) => r.stops.length;
      const longest = run.reduce((best, r) => (size(r) > size(best) || (size(r) === size(best) && r.train.id > best.train.id) ? r : best));
      if (longest.train.id === route.train.id) revenue += route.stops.length * 10;
    }
    return revenue;
  },

  // What routeRevenue can add to a route: the east–west bonus, the bonuses of companies
  // assigned to the operator, the Mail Contract's $10 a stop.
  routeBounds: (operator, game) => {
    const assigned = game.operatorAssignments(operator);
    let bonus = eastWestBound(game);
    for (const [company, amount, icon] of HEX_BONUSES) {
      if (!assigned.includes(company)) continue;
      bonus += amount * (icon ? Math.max(...game.title.hexes.map((h) => hexIcons(game, h.id).filter((i) => i === icon).length)) : 1);
    }
    if (game.operator(operator).companies.includes(MAIL_CONTRACT)) bonus += 10 * mostStops(game);
    return { routeBonus: bonus };
  },

  dividendKinds: (operator, game) => (game.kindOf(operator) === 'minor' ? ['half'] : ['payout', 'half', 'withhold']),

  // From the amount paid out against the price: under half, left; at least the price, right;
  // twice, two right; three times (at $165 and up), three right.
  sharePriceChange: (operator, choice, game) => {
    if (!isCorporation(game, operator)) return [];
    const at = game.corporation(operator).sharePrice;
    if (!at) return [];
    const price = game.market.price(at);
    const paid = choice.revenue - choice.treasury;
    if (paid < Math.floor(price / 2)) return ['left'];
    const times = paid >= 3 * price && price >= 165 ? 3 : paid >= 2 * price ? 2 : paid >= price ? 1 : 0;
    return Array<'right'>(times).fill('right');
  },

  events: {
    // Phase III: the minors close too, and a Steamboat no corporation owns loses its bonus.
    close_companies: (event, game) => {
      for (const minor of game.minors) game.closeOperator(minor.sym);
      const steamboat = game.companies.find((c) => c.sym === 'SC');
      if (steamboat && !(steamboat.owner && game.kindOf(steamboat.owner) === 'corporation')) {
        game.unassign('SC', 'hex');
        game.unassign('SC', 'entity');
      }
      game.engineEvent(event);
    },
    // The reserved slots themselves go with the reservation abilities (`remove: IV`).
    remove_reservations: (_event, game) => game.log('-- Event: Reserved token slots removed --'),
  },

  actionProcessed: (action, game) => {
    // The Illinois Central receives its par price from the bank when it is parred.
    if (action.type === 'par' && action.corporation === ILLINOIS_CENTRAL) {
      const ic = game.corporation(ILLINOIS_CENTRAL);
      const bonus = ic.parPrice ? game.market.price(ic.parPrice) : 0;
      game.pay('bank', ILLINOIS_CENTRAL, bonus);
      game.log(`${ILLINOIS_CENTRAL} receives a ${game.title.meta.currencyFormat.replace('%s', String(bonus))} subsidy`);
    }
    // Michigan Central, Ohio & Indiana, Little Miami: a second lay must come right after the first.
    afterTwinLayAction(action, game);
  },
});
