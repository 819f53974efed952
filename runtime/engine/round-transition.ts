/**
 * After an action: the game ends when a triggered reason's timing has come, else a finished
 * round is followed by the next one. Apart from end.ts, which the round succession itself asks
 * whether the end is triggered.
 */
import type { GameEndTiming } from '../title/definition.js';
import type { Game } from './contract.js';
import { endGame } from './end.js';
import { nextRound } from './rounds/succession.js';

/** Games that never end on their own are stopped after this many turns, as the reference does. */
const TURN_LIMIT = 100;

function endNow(game: Game, timing: GameEndTiming | null): boolean {
  if (!timing) return false;
  if (timing === 'immediate' || timing === 'current_round') return true;
  const round = game.round;
  if (!round.is('operating')) return false;
  if (timing === 'current_or') return true;
  const finalOrInSet = round.roundNum === game.state.operatingRounds;
  if (finalOrInSet && timing === 'one_more_full_or_set') return game.state.turn === game.state.end.finalTurn;
  return finalOrInSet;
}

/** Ends the game or moves on to the next round while the current one is over. */
export function transitionRounds(game: Game, reason: string | null, timing: GameEndTiming | null): void {
  if (timing === 'immediate' && reason) endGame(game, reason);
  while (game.round.finished() && !game.finished) {
    for (const id of game.round.entities) {
      if (game.kindOf(id) === 'player') game.player(id).passed = false;
    }
    if (endNow(game, timing)) endGame(game, reason!);
    else if (game.state.turn >= TURN_LIMIT) endGame(game, 'dnf');
    else nextRound(game);
  }
}
