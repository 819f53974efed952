/**
 * Trying every listed choice at a point of a game: each concrete action the legal actions
 * stand for (a range's ends and one value between), processed on a copy of the game, which
 * must accept it. Shared by the tests over recordings and over simulated games.
 */
import type { Action } from '../../runtime/actions/types.js';
import { Game } from '../../runtime/engine/game.js';
import { examples } from '../../runtime/legal/choose.js';
import type { LegalAction } from '../../runtime/legal/types.js';
import type { Random } from '../../runtime/sim/random.js';

export interface Refusal {
  readonly action: Action;
  readonly error: string;
}

/** A game to try actions on: restored to any snapshot of `game`, never touching it. */
export function scratchGame(game: Game): Game {
  return new Game(game.module, game.seats, { optionalRules: [...game.optionalRules], seed: game.seed, recorded: game.recorded });
}

/** Processes every example of every legal action (but ending the game) on `scratch`; the ones refused. */
export function tryChoices(game: Game, scratch: Game, legals: readonly LegalAction[], random: Random): { tried: number; refused: Refusal[] } {
  const snapshot = game.snapshot();
  const refused: Refusal[] = [];
  let tried = 0;
  for (const legal of legals) {
    if (legal.type === 'end_game') continue;
    for (const action of examples(legal, random)) {
      tried++;
      scratch.restore(snapshot, { keep: true });
      try {
        scratch.process(action);
      } catch (error) {
        refused.push({ action, error: (error as Error).message });
      }
    }
  }
  return { tried, refused };
}
