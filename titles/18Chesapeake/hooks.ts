/**
 * 18Chesapeake's layer-2 rules: trains exported at the end of each set of operating rounds, and
 * the two-player game (30% president's certificates, floats that send the rest of the IPO to
 * the market, purchases that take a market share out of the game, and its own "sold out").
 */
import { defineHooks, gameVar, type GameView } from '../../runtime/sdk.js';
import type { Types } from '../../generated/titles/18Chesapeake/types.js';

/** Trains the depot exports at the end of a set of operating rounds, while they are next. */
const EXPORTED_TRAINS: readonly Types['train'][] = ['2', '3', '4'];
const EXPORTED: ReadonlySet<string> = new Set(EXPORTED_TRAINS);
/** Companies whose lays are forfeited when anyone else builds in their hexes. */
const FORFEITING: readonly Types['company'][] = ['C-P', 'B&S'];

/** The corporation whose president's certificate Cornelius Vanderbilt drew. */
function vanderbiltCorporation(game: GameView<Types>): string | undefined {
  const share = game.company('CV').abilities.find((a) => a.shares?.length)?.shares?.[0];
  return share?.slice(0, share.lastIndexOf('_'));
}

const twoPlayers = (game: GameView<Types>): boolean => game.playerCount === 2;

/**
 * Two players: certificates the reference's market still counts as sold to a buyer though they
 * had left the game (a multiple buy that takes the certificate removed for it): its market's
 * count of a corporation's certificates is that many lower, for good (see `soldOut`).
 */
const marketShortfall = gameVar('market_shortfall', (): Record<string, number> => ({}));

export default defineHooks<Types>({
  // Also after the auction's payday when every player passes, as the reference's waterfall auction.
  operatingSetFinished: (game) => {
    const next = game.nextTrain();
    if (next !== undefined && EXPORTED.has(next)) game.exportTrain();
  },

  // Two players: every corporation but Vanderbilt's has a 30% president's certificate, and its
  // last certificate leaves the game.
  setup: (game) => {
    if (!twoPlayers(game)) return;
    const exempt = vanderbiltCorporation(game);
    for (const { sym, shares } of game.corporations) {
      if (sym === exempt) continue;
      game.setCertificatePercent(`${sym}_0`, 30);
      game.moveShare(`${sym}_${shares.length - 1}`, 'bank');
    }
  },

  // Two players: a corporation that floats sends its unsold certificates to the market.
  corporationFloated: (corporation, game) => {
    if (!twoPlayers(game)) return;
    game.corporation(corporation).shares.forEach((share, index) => {
      if (share.owner === corporation) game.moveShare(`${corporation}_${index}`, 'pool');
    });
  },

  // Two players: before anyone but the president buys a certificate, the market's newest
  // certificate of that corporation leaves the game; if it was the one being bought, the
  // purchase is off.
  beforeBuyShares: (buyer, purchase, game) => {
    if (!twoPlayers(game) || buyer === game.corporation(purchase.corporation).owner) return true;
    const shares = game.corporation(purchase.corporation).shares;
    let newest = -1;
    shares.forEach((share, index) => {
      if (share.owner === 'pool' && (newest < 0 || share.seq > shares[newest].seq)) newest = index;
    });
    if (newest < 0) return true;
    const id = `${purchase.corporation}_${newest}`;
    game.moveShare(id, 'bank');
    game.log(`${game.player(buyer).name} removes a 10% share of ${purchase.corporation} from the game`);
    // As the reference's share pool: the purchase is off only when the certificate taken out is
    // the first of those bought; a multiple buy of the brown zone goes ahead, with it, and its
    // market counts one certificate fewer from then on.
    if (purchase.shares[0] === id) return false;
    if (purchase.shares.includes(id)) game.set(marketShortfall, { ...game.get(marketShortfall), [purchase.corporation]: (game.get(marketShortfall)[purchase.corporation] ?? 0) + 1 });
    return true;
  },

  // A tile laid by anyone else in the hexes of C-P's or B&S's lays forfeits that company's lays.
  actionProcessed: (action, game) => {
    if (action.type !== 'lay_tile' || action.entity_type === 'company') return;
    for (const company of FORFEITING) {
      const { abilities } = game.company(company);
      const lay = game.title.companies.find((c) => c.sym === company)?.abilities.find((a) => a.type === 'tile_lay');
      if (lay?.type === 'tile_lay' && lay.hexes.includes(action.hex) && abilities.length) game.removeAbilities(company, 'tile_lay');
    }
  },

  // Two players: sold out means floated with no certificate left in the market (by the
  // reference's count, less its shortfall).
  soldOut: (corporation, game) => {
    if (!twoPlayers(game)) return undefined;
    const corp = game.corporation(corporation);
    const inMarket = corp.shares.filter((share) => share.owner === 'pool').length - (game.get(marketShortfall)[corporation] ?? 0);
    return corp.floated && inMarket === 0;
  },
});
