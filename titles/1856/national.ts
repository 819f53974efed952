/**
 * The Canadian Government Railway (CGR): formed when the first 6-train is bought from the
 * corporations that still owe loans. (Being written.)
 */
import { gameVar } from '../../runtime/title/game-vars.js';
import type { GameEffects, GameView } from '../../runtime/title/view.js';
import type { Types } from '../../generated/titles/1856/types.js';

type View = GameView<Types>;

/** Whether the CGR has ever owned a permanent train (until then its price stands still and it withholds). */
export const everOwnedPermanent = gameVar('national_ever_owned_permanent', (): boolean => false);

export function nationalBoughtPermanent(game: View): boolean {
  return game.get(everOwnedPermanent);
}

/** The CGR may own one train more than the phase allows. */
export function nationalTrainLimit(game: View): number {
  const limit = game.phase.trainLimit;
  return (typeof limit === 'number' ? limit : (limit.corporation ?? 0)) + 1;
}

export function nationalization(_game: GameEffects<Types>): void {
  throw new Error('the CGR formation is being written');
}
