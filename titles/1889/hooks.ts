/**
 * Shikoku 1889's rules beyond its YAML: the South Iyo Railway stays out of two-player games,
 * and the beginner game (optional rule `beginner_game`) deals each player one private at a fixed
 * price, without its abilities, and opens with a stock round instead of the auction. (The
 * beginner tiles are the manifest's `optional_rule` entries in map.yaml.)
 * Source: 18xx.games lib/engine/game/g_1889/game.rb.
 */
import { defineHooks, type GameEffects } from '../../runtime/sdk.js';
import type { Types } from '../../generated/titles/1889/types.js';

type Company = Types['company'];

/** The privates of a beginner game, by player count: one for each player. */
const BEGINNER_PRIVATES: Readonly<Record<number, readonly Company[]>> = {
  2: ['DR', 'SIR'],
  3: ['DR', 'SIR', 'ER'],
  4: ['DR', 'SIR', 'ER', 'SMR'],
  5: ['DR', 'SIR', 'ER', 'SMR', 'TR'],
  6: ['DR', 'SIR', 'ER', 'SMR', 'TR', 'MF'],
};

/** What each private costs and pays in a beginner game. */
const BEGINNER_TERMS: Readonly<Partial<Record<Company, { readonly value: number; readonly revenue: number }>>> = {
  TR: { value: 20, revenue: 5 },
  MF: { value: 40, revenue: 15 },
  ER: { value: 40, revenue: 15 },
  SMR: { value: 60, revenue: 20 },
  DR: { value: 60, revenue: 20 },
  SIR: { value: 90, revenue: 25 },
};

const beginnerGame = (optionalRules: ReadonlySet<Types['optionalRule']>): boolean => optionalRules.has('beginner_game');

/** The reference's `sort_by { rand }`: one draw of the game's generator per item, in order, then sorted by the draws. */
function shuffled<T>(game: GameEffects<Types>, items: readonly T[]): T[] {
  const keyed = items.map((item) => [game.random(), item] as const);
  return [...keyed].sort((a, b) => a[0] - b[0]).map(([, item]) => item);
}

export default defineHooks<Types>({
  // A beginner game has its player count's privates; otherwise two players play without the SIR.
  companyInGame: (company, { optionalRules, playerCount }) => {
    if (beginnerGame(optionalRules)) return BEGINNER_PRIVATES[playerCount]?.includes(company.sym) ?? false;
    return company.sym === 'SIR' && playerCount === 2 ? false : undefined;
  },

  // The beginner game has no auction: the privates are dealt, and the first stock round opens it.
  firstRound: ({ optionalRules }) => (beginnerGame(optionalRules) ? null : undefined),

  // Beginner privates lose their abilities (their blocks of C4 and K4 with them), cost and pay
  // the beginner terms, and no corporation may buy them; each player, in seat order, is dealt one
  // at random and pays its value to the bank.
  setup: (game) => {
    if (!beginnerGame(game.optionalRules)) return;
    for (const { sym } of game.companies) {
      const terms = BEGINNER_TERMS[sym]!; // companyInGame keeps only privates with beginner terms
      game.removeAbilities(sym);
      game.setCompanyValue(sym, terms.value);
      game.setCompanyRevenue(sym, terms.revenue);
      game.addAbility(sym, { type: 'no_buy', when: [] });
    }
    const deck = shuffled(game, game.companies.map((c) => c.sym));
    game.state.players.forEach((player, seat) => game.sellCompany(deck[seat], player.id, game.company(deck[seat]).value));
  },
});
