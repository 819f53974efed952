/**
 * 1846's layer-2 rules: train counts and the setup removals by player count, the order minors
 * and corporations operate in, tile costs of at least $20, buying power that counts shares a
 * corporation could issue and its minors' cash, the route bonuses (east–west, Meat Packing,
 * Steamboat, Boomtown, Mail Contract), share-price moves after a dividend, the minors' automatic
 * half pay, the Illinois Central's subsidy, and the events of phases III and IV.
 */
import { defineHooks, type RouteView, gameVar, type TrainDistance, type GameEffects, type GameView, type OperatorSym } from '../../runtime/sdk.js';
import type { Types } from '../../generated/titles/1846/types.js';
import { issuableCount, priceAt } from './shares.js';

type View = GameView<Types>;
type Company = Types['company'];
type Corporation = Types['corporation'];

// Names of the title's entities are typed with its literal unions (never `string`), so a
// symbol renamed or misspelt in the YAML fails to compile here.

/**
 * Companies removed at setup, drawn from each group in this order (the reference draws by name,
 * in its list's order: Lake Shore Line, Michigan Central, Ohio & Indiana, Little Miami; Steamboat,
 * Meat Packing, Tunnel Blasting, Boomtown). First edition: the first three of each.
 */
const ORANGE_GROUP: readonly Company[] = ['LSL', 'MC', 'O&I', 'LM'];
const BLUE_GROUP: readonly Company[] = ['SC', 'MPC', 'TBC', 'BT'];
/** Corporations removed at setup (three to five players). */
const GREEN_GROUP: readonly Corporation[] = ['C&O', 'ERIE', 'PRR'];
/** With two players, one corporation of each group is removed instead. */
const NORTH_GROUP: readonly Corporation[] = ['ERIE', 'GT', 'NYC', 'PRR'];
const SOUTH_GROUP: readonly Corporation[] = ['B&O', 'C&O', 'IC'];
/**
 * With two players a removed corporation keeps a second station: Erie's at once, the others'
 * promised to their city (the map shows it) and placed when it is upgraded to green (free,
 * whatever the slots).
 */
const SECOND_TOKEN: Readonly<Record<Corporation, Types['hex']>> = { 'B&O': 'H12', 'C&O': 'H12', ERIE: 'D20', GT: 'D14', IC: 'G7', NYC: 'E17', PRR: 'E11' };
const SECOND_TOKEN_AT_ONCE: readonly Corporation[] = ['ERIE'];
/** Whether a promised token is one of the second tokens above (narrowing the state's string). */
const hasSecondToken = (id: string): id is Corporation => Object.hasOwn(SECOND_TOKEN, id);
/** Never removed under the optional rule second_ed_co: Boomtown, Little Miami and the C&O. */
const GUARANTEED: readonly (Company | Corporation)[] = ['BT', 'LM', 'C&O'];
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

/** Companies whose two lays must follow each other: any other action forfeits the second. */
const TWIN_LAYS: readonly Company[] = ['MC', 'O&I', 'LM'];
/** The company whose lay the last action was, while its second lay is still open. */
const lastTwinLay = gameVar('last_twin_lay', (): Company | null => null);

const firstEdition = (game: View): boolean => game.optionalRules.has('first_ed');
const twoPlayers = (game: { readonly playerCount: number }): boolean => game.playerCount === 2;
/** Narrows an id hooks receive as a string (a buyer, an operator) to the title's names. */
const isCorporation = (game: View, id: string): id is Corporation => game.kindOf(id) === 'corporation';
const isOperator = (game: View, id: string): id is OperatorSym<Types> => game.kindOf(id) === 'corporation' || game.kindOf(id) === 'minor';

/** The reference's `sort_by { rand }`: one draw per item, in order, then sorted by the draws. */
function shuffled<T>(game: GameEffects<Types>, items: readonly T[]): T[] {
  const keyed = items.map((item) => [game.random(), item] as const);
  return [...keyed].sort((a, b) => a[0] - b[0]).map(([, item]) => item);
}

/** Draws `count` of a group to remove (every draw is made, whatever the count). */
function removals<S extends Company | Corporation>(game: GameEffects<Types>, group: readonly S[], count: number): S[] {
  const candidates = game.optionalRules.has('second_ed_co') ? group.filter((sym) => !GUARANTEED.includes(sym)) : group;
  return shuffled(game, candidates).slice(0, Math.max(0, count));
}

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

/** A removed corporation's second token (two players): placed now, or promised to its city until it is green. */
function secondToken(game: GameEffects<Types>, corporation: Corporation): void {
  const hex = SECOND_TOKEN[corporation];
  if (SECOND_TOKEN_AT_ONCE.includes(corporation)) {
    game.placeToken(corporation, hex, { checkTokenable: false });
    game.log(`${corporation} places a second token on ${hex}`);
    return;
  }
  game.promiseToken(corporation, hex);
  game.log(`${corporation} will place a token on ${hex} when it is upgraded to green`);
}

/** After a green tile is laid where a removed corporation's token is promised, the token goes there (fulfilling the promise). */
function placePromisedTokens(game: GameEffects<Types>, hex: string): void {
  const state = game.state.map.hexes[hex];
  const tile = state?.tileName;
  if (!state?.promisedTokens?.length || !tile || game.title.tiles[tile]?.color !== 'green') return;
  for (const corporation of state.promisedTokens.filter(hasSecondToken)) {
    const promised = SECOND_TOKEN[corporation]; // this hex: where secondToken promised it
    game.placeToken(corporation, promised, { checkTokenable: false });
    game.log(`${corporation} places a token on ${promised} as the city is green`);
  }
}

export default defineHooks<Types>({
  trainCount: (train, { playerCount }) => {
    const twoPlayer = playerCount === 2;
    switch (train.name) {
      case '2':
        return twoPlayer ? 7 : playerCount + 4;
      case '4':
        return twoPlayer ? 5 : playerCount + 1;
      case '5':
        return twoPlayer ? 3 : playerCount;
      case '6':
        return twoPlayer ? 4 : 9;
      default:
        return undefined;
    }
  },

  // The first edition has no Boomtown or Little Miami.
  companyInGame: (company, { optionalRules }) => (optionalRules.has('first_ed') && (company.sym === 'BT' || company.sym === 'LM') ? false : undefined),

  // Two players: play starts in turn 0 (the draft rounds and their operating rounds), and the
  // last train bought ends the game after one more set of operating rounds.
  rules: (rules, { playerCount }) => (twoPlayers({ playerCount }) ? { firstTurn: 0, gameEndCheck: { ...rules.gameEndCheck, final_train: 'one_more_full_or_set' } } : {}),

  setup: (game) => {
    const extra = firstEdition(game) ? 0 : 1;
    const base = twoPlayers(game) ? 1 : 5 - game.playerCount;
    for (const group of [ORANGE_GROUP, BLUE_GROUP]) {
      const drawn = firstEdition(game) ? group.slice(0, 3) : group;
      for (const company of removals(game, drawn, base + extra)) {
        if (game.companies.some((c) => c.sym === company)) game.removeCompany(company);
      }
    }
    for (const group of twoPlayers(game) ? [NORTH_GROUP, SOUTH_GROUP] : [GREEN_GROUP]) {
      for (const corporation of removals(game, group, base)) {
        game.placeHomeToken(corporation);
        game.removeCorporation(corporation);
        if (twoPlayers(game)) secondToken(game, corporation);
      }
    }
    // Each minor starts with the depot's next 2 train, not for sale, and its home token.
    for (const minor of game.minors) {
      game.giveTrain(minor.sym, '2', { buyable: false });
      game.placeHomeToken(minor.sym);
    }
  },

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

  // Two players: until every company is owned, each draft round is followed by the operating
  // rounds of the phase (the minors run) and then another draft round; then turn 1 starts.
  nextRound: (finished, next, game) => {
    if (!twoPlayers(game) || finished.turn > 0) return undefined;
    if (finished.kind === 'draft') {
      const allOwned = game.companies.every((c) => c.closed || (c.owner !== null && game.kindOf(c.owner) === 'player'));
      return allOwned ? { ...next, turn: 1 } : { kind: 'operating', roundNum: 1 };
    }
    if (finished.kind === 'operating') return finished.roundNum < game.phase.operatingRounds ? { kind: 'operating', roundNum: finished.roundNum + 1 } : { kind: 'draft', roundNum: 1 };
    return undefined;
  },

  actionProcessed: (action, game) => {
    if (action.type === 'lay_tile') placePromisedTokens(game, action.hex);
    // The Illinois Central receives its par price from the bank when it is parred.
    if (action.type === 'par' && action.corporation === ILLINOIS_CENTRAL) {
      const ic = game.corporation(ILLINOIS_CENTRAL);
      const bonus = ic.parPrice ? game.market.price(ic.parPrice) : 0;
      game.pay('bank', ILLINOIS_CENTRAL, bonus);
      game.log(`${ILLINOIS_CENTRAL} receives a ${game.title.meta.currencyFormat.replace('%s', String(bonus))} subsidy`);
    }
    // Michigan Central, Ohio & Indiana, Little Miami: a second lay must come right after the first.
    if (action.type === 'message' || action.type === 'log') return;
    const last = game.get(lastTwinLay);
    if (last && String(action.entity) !== last && game.companies.find((c) => c.sym === last)?.abilities.length) {
      game.removeAbilities(last, 'tile_lay');
      game.log(`${last} forfeits its second tile lay`);
    }
    const twin = action.type === 'lay_tile' && action.entity_type === 'company' ? TWIN_LAYS.find((c) => c === action.entity) : undefined;
    game.set(lastTwinLay, twin ?? null);
  },
});
