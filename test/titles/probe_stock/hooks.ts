/**
 * Probe hooks of setting up, the stock round and scoring. Each changes something a short script
 * can see; test/hooks/stock.test.ts plays with one hook at a time and without any.
 */
import { defineHooks } from '../../../runtime/sdk.js';
import type { Types } from '../../generated/titles/probe_stock/types.js';

export default defineHooks<Types>({
  // The optional rule works through this hook alone.
  rules: (_rules, { optionalRules }) => (optionalRules.has('big_purses') ? { startingCash: 600 } : {}),

  // Three 2-trains in the depot instead of the YAML's five; four with three players.
  trainCount: (train, { playerCount }) => (train.name === '2' ? playerCount + 1 : undefined),

  // The optional rule big_purses has no Probe Express at all.
  companyInGame: (company, { optionalRules }) => (company.sym === 'PX' && optionalRules.has('big_purses') ? false : undefined),

  // The optional rule no_auction opens the game with the cycle's stock round.
  firstRound: ({ optionalRules }) => (optionalRules.has('no_auction') ? null : undefined),

  // Two players: QX leaves the game, and CC has a 30% president's certificate (its last
  // certificate leaves the game to keep 100%).
  setup: (game) => {
    if (game.playerCount !== 2) return;
    game.removeCompany('QX');
    game.setCertificatePercent('CC_0', 30);
    game.moveShare('CC_8', 'bank');
  },

  // CC may be parred only once AA has floated.
  canPar: (corporation, _player, game) => corporation !== 'CC' || game.corporation('AA').floated,

  // AA floats with 30% sold (its YAML says 60%).
  floats: (corporation, game) => (corporation === 'AA' ? game.percentOf(corporation, corporation) <= 70 : undefined),

  // BB receives five shares' worth of its par price, not ten.
  floatCapital: (corporation, game) => (corporation === 'BB' ? 5 * game.market.price(game.corporation('BB').parPrice!) : undefined),

  // Once BB floats, its unsold certificates go to the market.
  corporationFloated: (corporation, game) => {
    if (corporation !== 'BB') return;
    game.corporation('BB').shares.forEach((share, index) => {
      if (share.owner === 'BB') game.moveShare(`BB_${index}`, 'pool');
    });
  },

  // Buying a BB certificate costs a fee of 10; the market's BB_8 is not for sale (the fee is kept).
  beforeBuyShares: (buyer, purchase, game) => {
    if (purchase.corporation !== 'BB') return true;
    game.pay(buyer, 'bank', 10);
    return !purchase.shares.includes('BB_8');
  },

  // DD's price does not rise when sold out.
  soldOutIncrease: (corporation, game) => corporation !== 'DD' && game.rules.soldOutIncrease,

  // DD counts as sold out once players hold half of it.
  soldOut: (corporation, game) => (corporation === 'DD' ? game.percentOf('DD', 'DD') <= 50 : undefined),

  // DD's price, pushed up, moves two columns right instead (as 1867's majors at the top row move
  // down and right).
  sharePriceStep: (corporation, from, direction) => (corporation === 'DD' && direction === 'up' ? [from[0], from[1] + 2] : undefined),

  // PX's buyer is refunded 10 of its price, and the log says so.
  afterBuyCompany: (buyer, company, _price, game) => {
    if (company !== 'PX') return;
    game.pay('bank', buyer, 10);
    game.log(`${game.player(buyer).name} is refunded 10 for ${company}`);
  },

  // The end of each set of operating rounds exports a train — so does the auction's payday.
  operatingSetFinished: (game) => {
    game.exportTrain();
  },

  // A company is worth 100 more to its owner at the end.
  playerValue: (player, value, game) => value + 100 * game.player(player).companies.length,
});
