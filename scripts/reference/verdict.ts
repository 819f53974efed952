/**
 * How a game simulated here fared in the reference engine (scripts/reference/judge.rb prints one
 * line per recording): the same end and scores, a different one, refused there (an action the
 * reference would not take, or a failure of its own), or stalled there.
 *
 * Stalled: the reference stopped unfinished with no step waiting on anyone, or the entity it
 * waits on offered no move at all or closed, so no further action of the game could be taken
 * there (it refuses those recorded after) and the game's end cannot be compared. Seen in 1856
 * when a corporation closes in the market's close cell during a stock round: the reference skips
 * the players left without a move but keeps a step it had cached as active, so the skipping stops
 * at one of them, even one who could act again once the step is asked afresh
 * (Game#action_processed in its g_1856/game.rb; Round::Base#active_step is memoised). The same
 * stale step keeps it waiting on a corporation closed by a player's sale in an operating round
 * (1856, six players, seed 1004). Our engine skips on, by the rules, so a stall is reported apart
 * from a difference.
 */
import { sameResult } from '../../runtime/replay/fixture.js';

/** One line of judge.rb's output. */
export type ReferenceLine =
  | {
      readonly file: string;
      readonly finished: boolean;
      readonly result: Readonly<Record<string, number>>;
      /** Set where the reference stopped unfinished: no step waiting (no entity), or the entity waited on without a move or closed. */
      readonly stalled?: { readonly entity?: string; readonly after: number; readonly closed?: boolean };
    }
  | { readonly file: string; readonly error: string };

/** What a recording says of our own game: whether it ended, and the scores by player id. */
export interface OurGame {
  readonly finished: boolean;
  readonly result: Readonly<Record<string, number>>;
}

export type Verdict =
  | { readonly kind: 'same' }
  | { readonly kind: 'different'; readonly detail: string }
  | { readonly kind: 'refused'; readonly detail: string }
  | { readonly kind: 'stalled'; readonly detail: string };

/** The scores as `p1 2445, p2 849`, in player-id order, for a message. */
function scores(result: Readonly<Record<string, number>>): string {
  return Object.keys(result)
    .sort()
    .map((id) => `${id} ${result[id]}`)
    .join(', ');
}

export function verdictOf(ours: OurGame, reference: ReferenceLine): Verdict {
  if ('error' in reference) return { kind: 'refused', detail: reference.error };
  if (reference.stalled) {
    const { entity, after, closed } = reference.stalled;
    const where = entity === undefined ? 'with no step waiting on anyone' : closed ? `waiting on ${entity}, which has closed` : `with ${entity} to act and no move for ${entity}`;
    return { kind: 'stalled', detail: `the reference stops after action ${after} ${where}; ours ${ours.finished ? 'played on to its end' : 'did not end either'}` };
  }
  if (ours.finished !== reference.finished) return { kind: 'different', detail: `ours ${ours.finished ? 'ended' : 'did not end'}, the reference's ${reference.finished ? 'ended' : 'did not end'}` };
  if (!sameResult(ours.result, reference.result)) return { kind: 'different', detail: `ours ${scores(ours.result)}; the reference's ${scores(reference.result)}` };
  return { kind: 'same' };
}
