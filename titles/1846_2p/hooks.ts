/**
 * 1846 with two players: what differs from 1846's hooks (every other hook is 1846's). The
 * setup draws one corporation out of each of a north and a south group, and each removed
 * corporation keeps a second station: Erie's at once, the others' promised to their city (the
 * map shows it) and placed when it turns green. In turn 0, draft rounds and the phase's
 * operating rounds alternate until every company is owned.
 */
import { defineHooks, type GameEffects } from '../../runtime/sdk.js';
import { code as base } from '../../generated/titles/1846/code.js';
import type { Types } from '../../generated/titles/1846_2p/types.js';
import { setUp } from '../1846/setup.js';

type Corporation = Types['corporation'];

const NORTH_GROUP: readonly Corporation[] = ['ERIE', 'GT', 'NYC', 'PRR'];
const SOUTH_GROUP: readonly Corporation[] = ['B&O', 'C&O', 'IC'];
/** Where each corporation's second station goes when it is removed. */
const SECOND_TOKEN: Readonly<Record<Corporation, Types['hex']>> = { 'B&O': 'H12', 'C&O': 'H12', ERIE: 'D20', GT: 'D14', IC: 'G7', NYC: 'E17', PRR: 'E11' };
const SECOND_TOKEN_AT_ONCE: readonly Corporation[] = ['ERIE'];
/** Whether a promised token is one of the second tokens above (narrowing the state's string). */
const hasSecondToken = (id: string): id is Corporation => Object.hasOwn(SECOND_TOKEN, id);

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

/** After a green tile is laid where a removed corporation's token is promised, the token goes there. */
function placePromisedTokens(game: GameEffects<Types>, hex: string): void {
  const state = game.state.map.hexes[hex];
  const tile = state?.tileName;
  if (!state?.promisedTokens?.length || !tile || game.title.tiles[tile]?.color !== 'green') return;
  for (const corporation of state.promisedTokens.filter(hasSecondToken)) {
    game.placeToken(corporation, SECOND_TOKEN[corporation], { checkTokenable: false });
    game.log(`${corporation} places a token on ${SECOND_TOKEN[corporation]} as the city is green`);
  }
}

export default defineHooks<Types>({
  // The counts are the YAML's: 1846's hook gives them by a player count of three or more.
  trainCount: () => undefined,

  setup: (game) =>
    setUp(game, {
      companies: 1,
      corporations: [{ group: NORTH_GROUP, count: 1 }, { group: SOUTH_GROUP, count: 1 }],
      removed: (corporation) => secondToken(game, corporation),
    }),

  // Until every company is owned, each draft round is followed by the operating rounds of the
  // phase (the minors run) and then another draft round; then turn 1 starts.
  nextRound: (finished, next, game) => {
    if (finished.turn > 0) return undefined;
    if (finished.kind === 'draft') {
      const allOwned = game.companies.every((c) => c.closed || (c.owner !== null && game.kindOf(c.owner) === 'player'));
      return allOwned ? { ...next, turn: 1 } : { kind: 'operating', roundNum: 1 };
    }
    if (finished.kind === 'operating') return finished.roundNum < game.phase.operatingRounds ? { kind: 'operating', roundNum: finished.roundNum + 1 } : { kind: 'draft', roundNum: 1 };
    return undefined;
  },

  // 1846's own reactions, then the promised second tokens.
  actionProcessed: (action, game) => {
    base.hooks.actionProcessed?.(action, game);
    if (action.type === 'lay_tile') placePromisedTokens(game, action.hex);
  },
});
