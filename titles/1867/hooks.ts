/**
 * 1867's layer-2 rules: the neutral tokens and the CN's Toronto station at setup, minors before
 * majors in the operating order, the route rules (no hex twice, the private bridges' $10, Timmins
 * with a capital $40), dividends (majors may pay half; a major's price rises only for a payout at
 * least its price; a minor's stops at its ceiling), the export of a train after each operating
 * round of phases 4–7, and Granby opening with the green minors.
 */
import { defineHooks, type GameEffects, type GameView } from '../../runtime/sdk.js';
import { routeRules } from './route-rules.js';
import type { Types } from '../../generated/titles/1867/types.js';
import { fullBuyingPower } from './loans.js';
import { BONUS_CAPITALS, HEX_BONUSES, HIDDEN_COMPANY, NATIONAL, TIMMINS } from './names.js';

type View = GameView<Types>;
type Operator = Types['corporation'];

const isMinor = (game: View, sym: string): boolean => game.title.corporations.find((c) => c.sym === sym)?.type === 'minor';

/** A corporation's share unit in percent (a minor's 100% certificate is two shares). */
const shareUnit = (shares: readonly { readonly percent: number }[]): number => shares[1]?.percent ?? shares[0].percent / 2;

/** A market cell's types, by a corporation's price. */
function cellTypes(game: View, sym: Operator): readonly string[] {
  const at = game.corporation(sym).sharePrice;
  return at ? (game.market.cell(at)?.types ?? []) : [];
}

export default defineHooks<Types>({
  setup: (game: GameEffects<Types>) => {
    // Timmins and Montreal's third city hold neutral tokens until the green minors arrive; the
    // CN's first token stands in Toronto's first city for the whole game.
    game.placeNeutralToken('D2');
    game.placeNeutralToken('L12', { city: 2 });
    game.placeToken(NATIONAL, 'F16', { city: 0, checkTokenable: false });
  },

  operatingOrder: (operators, game) => [...operators.filter((s) => isMinor(game, s)), ...operators.filter((s) => !isMinor(game, s))],

  ...routeRules<Types>({ capitals: BONUS_CAPITALS, farTown: TIMMINS, hexBonuses: HEX_BONUSES }),

  // Track (and a train it must buy) may be paid for with loans taken on the spot.
  buyingPower: (entity, purpose, game) => (purpose === 'track' && game.kindOf(entity) === 'corporation' ? fullBuyingPower(game, entity as Operator) : undefined),

  dividendKinds: (operator, game) => (isMinor(game, operator) ? ['payout', 'withhold'] : ['payout', 'half', 'withhold']),

  sharePriceChange: (operator, choice, game) => {
    const paid = choice.revenue - choice.treasury;
    if (isMinor(game, operator)) {
      if (paid <= 0) return ['left'];
      // A minor at its ceiling rises no further (on the grid it moves up instead).
      if (cellTypes(game, operator as Operator).includes('max_price')) return game.title.market.rows.length === 1 ? [] : ['up'];
      return ['right'];
    }
    if (paid <= 0) return ['left'];
    const price = game.sharePrice(operator as Operator) ?? 0;
    return paid >= price ? ['right'] : [];
  },

  // A major pushed up from the top row moves down and right instead: on this staggered grid, the
  // next price up. A minor stays (the reference's 1867 market, 1861's too).
  sharePriceStep: (corporation, from, direction, game) => {
    if (direction !== 'up' || from[0] !== 0 || game.title.market.rows.length === 1 || isMinor(game, corporation)) return undefined;
    return [1, from[1] + 1];
  },

  // A corporation's shares are worth its price a step left for each loan it owes (as at the end).
  playerValue: (player, value, game) => {
    let adjusted = value;
    for (const corp of game.corporations) {
      const loans = game.loans(corp.sym).length;
      if (loans === 0 || !corp.ipoed || !corp.sharePrice) continue;
      let at = corp.sharePrice;
      for (let i = 0; i < loans; i++) at = game.market.step(at, 'left');
      const shares = corp.shares.filter((s) => s.owner === player).reduce((n, s) => n + s.percent, 0) / shareUnit(corp.shares);
      adjusted -= shares * (game.market.price(corp.sharePrice) - game.market.price(at));
    }
    return adjusted;
  },

  roundFinished: (round, game) => {
    if (round.kind !== 'operating' || !game.phase.status.includes('export_train')) return;
    game.exportTrain();
  },

  events: {
    green_minors_available: (event, game) => {
      game.engineEvent(event);
      game.closeCompany(HIDDEN_COMPANY);
    },
    // Trade-ins are priced by the trains' `discount` and allowed in phase 8 (steps/buy_train.ts).
    train_trade_allowed: () => {},
  },
});
