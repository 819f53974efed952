/**
 * 1882's layer-2 rules: the setup's draws (the train whose purchase starts the North West
 * Rebellion, the Trestle Bridge's share), the east–west bonus, the rebellion itself and the
 * $20 for yellow track in its hexes, the Canadian National parred only with a station on the
 * map, and the Saskatchewan Central corporation gone once its private can no longer start it.
 */
import { defineHooks, gameVar, type GameEffects, type GameView } from '../../runtime/sdk.js';
import type { Types } from '../../generated/titles/1882/types.js';
import { mayParSc, reserveTrains, SC } from './sc.js';

type Corporation = Types['corporation'];
type Train = Types['train'];

/** Trains one of which, drawn at setup, starts the rebellion when bought. */
const REBELLION_TRAINS: readonly Train[] = ['3', '4', '5', '6'];
/** The corporations the Trestle Bridge's share may be of, one drawn at setup. */
const BRIDGE_SHARE_OF: readonly Corporation[] = ['CNR', 'CPR', 'GT', 'HBR', 'QLL'];
/** The east–west bonus: a route from an east offboard to Hudson Bay earns $100. */
const EAST: readonly Types['hex'][] = ['I1', 'B2'];
const HUDSON_BAY: Types['hex'] = 'B12';
const EAST_WEST_BONUS = 100;

/** The train whose purchase starts the rebellion (its id), drawn at setup. */
const rebellionTrain = gameVar('rebellion_train', (): string | null => null);


/** Hexes of the North West Rebellion (the NWR icon, which stays on upgrades). */
const rebellionHexes = new WeakMap<object, ReadonlySet<string>>();
function inRebellion(game: GameView<Types>, hex: string): boolean {
  let hexes = rebellionHexes.get(game.title);
  if (!hexes) {
    hexes = new Set(game.title.hexes.filter((h) => h.parts.some((p) => p.type === 'icon' && (p.name ?? p.image.split('/').pop()) === 'NWR')).map((h) => h.id));
    rebellionHexes.set(game.title, hexes);
  }
  return hexes.has(hex);
}
/** What yellow track in a rebellion hex earns the corporation laying it. */
const REBELLION_TRACK_BONUS = 20;

/** The North West Rebellion: yellow track laid in its hexes is destroyed; stations remain. */
function rebellion(game: GameEffects<Types>): void {
  game.log('-- Event: North West Rebellion! --');
  for (const hex of game.title.hexes) {
    const tile = game.state.map.hexes[hex.id]?.tileName;
    if (!tile || !inRebellion(game, hex.id) || game.title.tiles[tile]?.color !== 'yellow') continue;
    game.log(`Rebellion destroys tile ${hex.id}`);
    game.restoreTile(hex.id as Types['hex']);
  }
}

const drawn = <T>(game: GameEffects<Types>, list: readonly T[]): T => list[game.random() % list.length];

export default defineHooks<Types>({
  // As the reference sets up: the depot's last 3, 4, 5 and 6 held back for the SC, then the
  // rebellion's train drawn, then the Trestle Bridge's share.
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
    if (action.type === 'lay_tile') {
      const entity = String(action.entity);
      const layer = game.kindOf(entity) === 'company' ? game.company(entity as Types['company']).owner : entity;
      const tile = action.tile.slice(0, action.tile.lastIndexOf('-'));
      if (layer && inRebellion(game, action.hex) && game.title.tiles[tile]?.color === 'yellow') {
        game.pay('bank', layer, REBELLION_TRACK_BONUS);
        game.log(`${layer} gains ${game.title.meta.currencyFormat.replace('%s', String(REBELLION_TRACK_BONUS))} for laying yellow tile in NWR area`);
      }
    }
  },

  // The Canadian National has no home: it may be parred once a neutral station is on the map.
  // The Saskatchewan Central is parred only through its private (steps/buy_sell_par_shares.ts).
  canPar: (corporation, player, game) => (corporation === 'CN' ? game.tokenHexes('CN').length > 0 : corporation === SC ? mayParSc(game, player) : true),
});
