/**
 * 1882's layer-2 rules: the setup's draws (trains held back for the Saskatchewan Central, the
 * train whose purchase starts the North West Rebellion, the Trestle Bridge's share), the
 * rebellion itself (rebellion.ts), the east–west bonus, the Canadian National parred only with a
 * station on the map, the SC parred only through its private (sc.ts), and the SC corporation
 * gone once its private can no longer start it.
 */
import { defineHooks, gameVar, type GameEffects } from '../../runtime/sdk.js';
import type { Types } from '../../generated/titles/1882/types.js';
import { rebellion } from './rebellion.js';
import { mayParSc, reserveTrains, SC } from './sc.js';

type Corporation = Types['corporation'];
type Train = Types['train'];

/** The trains held back for the SC, one of each; one of these types, drawn, carries the rebellion. */
const REBELLION_TRAINS: readonly Train[] = ['3', '4', '5', '6'];
/** The corporations the Trestle Bridge's share may be of, one drawn at setup. */
const BRIDGE_SHARE_OF: readonly Corporation[] = ['CNR', 'CPR', 'GT', 'HBR', 'QLL'];
/** The east–west bonus: a route from an east offboard to Hudson Bay earns $100. */
const EAST: readonly Types['hex'][] = ['I1', 'B2'];
const HUDSON_BAY: Types['hex'] = 'B12';
const EAST_WEST_BONUS = 100;

/** The train whose purchase starts the rebellion (its id), drawn at setup. */
const rebellionTrain = gameVar('rebellion_train', (): string | null => null);

const drawn = <T>(game: GameEffects<Types>, list: readonly T[]): T => list[game.random() % list.length];

export default defineHooks<Types>({
  // As the reference sets up: the depot's last 3, 4, 5 and 6 held back for the SC, then the
  // rebellion's train drawn (the first of its type), then the Trestle Bridge's share.
  setup: (game) => {
    game.set(reserveTrains, REBELLION_TRAINS.map((train) => game.reserveTrain(train)).filter((id): id is string => id !== undefined));
    const type = drawn(game, REBELLION_TRAINS);
    game.log(`NWR Rebellion occurs on purchase of the first ${type} train`);
    game.set(rebellionTrain, game.state.depot.upcoming.find((id) => game.train(id).name === type) ?? null);
    const corporation = drawn(game, BRIDGE_SHARE_OF);
    game.addAbility('TB', { type: 'shares', shares: [`${corporation}_1`], when: [] });
    game.log(`Trestle Bridge comes with a 10% share of ${corporation}`);
  },

  routeRevenue: (route) => {
    const east = route.stops.some((stop) => EAST.includes(stop.hex));
    const west = route.stops.some((stop) => stop.hex === HUDSON_BAY);
    return route.revenue + (east && west ? EAST_WEST_BONUS : 0);
  },
  routeBounds: () => ({ routeBonus: EAST_WEST_BONUS }),

  actionProcessed: (action, game) => {
    if (action.type === 'buy_train' && action.train === game.get(rebellionTrain) && game.train(action.train).owner !== null) {
      game.set(rebellionTrain, null);
      rebellion(game);
    }
    // The SC private closed, or bought by a corporation, before the SC was parred: no SC ever.
    const company = game.company(SC);
    const corporation = game.corporations.find((c) => c.sym === SC);
    if (corporation && !corporation.parPrice && (company.closed || (company.owner !== null && game.kindOf(company.owner) === 'corporation'))) {
      game.log('Saskatchewan Central can no longer be converted to a public corporation');
      game.removeCorporation(SC);
    }
  },

  // The Canadian National has no home: it may be parred once a neutral station is on the map.
  // The Saskatchewan Central is parred only through its private (steps/buy_sell_par_shares.ts).
  canPar: (corporation, player, game) => (corporation === 'CN' ? game.tokenHexes('CN').length > 0 : corporation === SC ? mayParSc(game, player) : true),
});
