/**
 * 1856's layer-2 rules: when corporations float (full-capitalisation ones on sale; the others
 * start in the operating round: rounds/operating.ts), the capitalisation events, destinations
 * (alternate ones under the optional rule), the port and the bridge and tunnel bonuses, town
 * upgrades from phase 6, buying power that counts a loan, the rights a bought company gives, the
 * CGR's train limit, price and dividends, and the CGR's formation as the 6-train's event
 * (national.ts).
 */
import { defineHooks, type GameView } from '../../runtime/sdk.js';
import type { Types } from '../../generated/titles/1856/types.js';
import { floatable, fullyCapitalised } from './floating.js';
import { CGR, GRAY_UPGRADES, HAMILTON, HAMILTON_GRAY, ALTERNATE_DESTINATIONS, PORT } from './constants.js';
import { grantRight, RIGHT_COMPANY, RIGHTS, rightsBonus, setMarkers } from './rights.js';
import { nationalBoughtPermanent, nationalization, nationalTrainLimit } from './national.js';

type View = GameView<Types>;
type Corporation = Types['corporation'];

const isCorporation = (game: View, id: string): id is Corporation => game.kindOf(id) === 'corporation';

/** Gray tiles are out: towns may become plain track or cities, double towns green cities. */
const grayPhase = (game: View): boolean => game.phase.tiles.includes('gray');

export default defineHooks<Types>({
  setup: (game) => {
    if (!game.optionalRules.has('alternate_destinations')) return;
    for (const [corporation, destination] of Object.entries(ALTERNATE_DESTINATIONS)) game.setDestination(corporation as Corporation, destination);
  },

  canPar: (corporation) => corporation !== CGR,

  // Full-capitalisation corporations float when enough of the IPO is sold, receiving ten shares'
  // worth; the others start (float) in the operating round, once enough is sold by then.
  floats: (corporation, game) => (fullyCapitalised(game, corporation) ? floatable(game, corporation) : false),

  // A loan the corporation may still take counts towards what it can pay for a token or a company.
  buyingPower: (entity, purpose, game) => {
    if (!isCorporation(game, entity) || (purpose !== 'token' && purpose !== 'company')) return undefined;
    const cash = game.corporation(entity).cash;
    return game.canTakeLoan(entity) ? cash + game.loanProceeds(entity) : cash;
  },

  routeRevenue: (route, _run, game) => {
    let revenue = route.revenue;
    if (game.operatorAssignments(route.operator).includes(PORT) && route.stops.some((s) => game.hexAssignments(s.hex).includes(PORT))) revenue += 20;
    return revenue + rightsBonus(game, route.operator, route.stops.map((s) => s.hex));
  },

  routeBounds: () => ({ routeBonus: 40 }),

  upgradesTo: ({ hex, from, fromColor, to }, game) => {
    if (from === '470') return false;
    // From the gray phase a town's track may give way, its exits kept.
    const gray: readonly string[] | undefined = GRAY_UPGRADES[from as Types['tile']];
    if (gray && gray.includes(to)) return grayPhase(game) ? 'exits' : false;
    // Hamilton's brown tile (an OO tile whose label the upgrade ignores) becomes the gray 123.
    if (fromColor === 'brown' && hex === HAMILTON) return to === HAMILTON_GRAY;
    return undefined;
  },

  trainLimit: (operator, game) => (operator === CGR ? nationalTrainLimit(game) : undefined),

  // The CGR's price does not move until it has owned a permanent train, and never closes it.
  canMoveSharePrice: (corporation, to, game) => {
    if (corporation !== CGR) return undefined;
    if (!nationalBoughtPermanent(game)) return false;
    return to.types[0] === 'close' ? `${CGR} may not close` : true;
  },

  // The company brings its right to the corporation that buys it.
  afterBuyCompany: (buyer, company, _price, game) => {
    if (!isCorporation(game, buyer)) return;
    for (const right of RIGHTS) if (RIGHT_COMPANY[right] === company) grantRight(game, buyer, right);
  },

  events: {
    no_more_escrow_corps: (_event, game) => {
      game.log('New corporations will be started as incremental cap corporations');
      game.setCapitalization('incremental');
      // Corporations not yet parred no longer head anywhere.
      for (const corp of game.corporations) if (corp.capitalization === null && game.destination(corp.sym)) game.setDestination(corp.sym, null);
    },
    no_more_incremental_corps: (_event, game) => {
      game.log('New corporations will be started as full cap corporations');
      game.setCapitalization('full');
    },
    // A right's company closing in a player's hands puts its marker up for sale.
    close_companies: (event, game) => {
      if (!game.optionalRules.has('unlimited_bonus_tokens')) {
        for (const right of RIGHTS) {
          const owner = game.company(RIGHT_COMPANY[right]).owner;
          if (owner !== null && game.kindOf(owner) === 'player') setMarkers(game, right, 1);
        }
      }
      game.engineEvent(event);
    },
    nationalization: (_event, game) => nationalization(game),
    // The port marker leaves the map.
    remove_tokens: (_event, game) => {
      for (const corp of game.corporations) {
        if (!game.operatorAssignments(corp.sym).includes(PORT)) continue;
        const hex = game.title.hexes.find((h) => game.hexAssignments(h.id as Types['hex']).includes(PORT))?.id;
        game.log(`-- Event: ${corp.sym}'s ${game.title.companies.find((c) => c.sym === PORT)?.name} token removed from ${hex ?? 'the map'} --`);
      }
      game.unassign(PORT, 'entity');
      game.unassign(PORT, 'hex');
    },
  },
});
