/**
 * 18EU's Pullman: an operator keeps one only beside another train and within its train limit;
 * otherwise it goes back to the depot — checked after every train purchase (for every operator,
 * as trains rust then) and after a merge (for the major).
 */
import { numOperatorTrains, reclaimTrain, trainLimit, type Game } from '../../runtime/sdk.js';
import type { Types } from '../../generated/titles/18EU/types.js';

/** The Pullman's train name. */
export const PULLMAN: Types['train'] = 'P';

export function maybeDiscardPullman(game: Game, sym: string): void {
  const op = game.operator(sym);
  const pullman = op.trains.find((id) => game.train(id).name === PULLMAN);
  if (!pullman) return;
  const count = numOperatorTrains(game, op);
  if (count > 1 && count <= trainLimit(game, op)) return;
  reclaimTrain(game, game.train(pullman));
  game.log.emit('note', { text: `${sym} is forced to discard its Pullman` });
}
