/**
 * How a game simulated here fared in the reference engine (scripts/reference/judge.rb prints one
 * line per recording): the same end and scores, a different one, or refused there (an action the
 * reference would not take, or a failure of its own).
 */
import { sameResult } from '../../runtime/replay/fixture.js';

/** One line of judge.rb's output. */
export type ReferenceLine =
  | { readonly file: string; readonly finished: boolean; readonly result: Readonly<Record<string, number>> }
  | { readonly file: string; readonly error: string };

/** What a recording says of our own game: whether it ended, and the scores by player id. */
export interface OurGame {
  readonly finished: boolean;
  readonly result: Readonly<Record<string, number>>;
}

export type Verdict =
  | { readonly kind: 'same' }
  | { readonly kind: 'different'; readonly detail: string }
  | { readonly kind: 'refused'; readonly detail: string };

/** The scores as `p1 2445, p2 849`, in player-id order, for a message. */
function scores(result: Readonly<Record<string, number>>): string {
  return Object.keys(result)
    .sort()
    .map((id) => `${id} ${result[id]}`)
    .join(', ');
}

export function verdictOf(ours: OurGame, reference: ReferenceLine): Verdict {
  if ('error' in reference) return { kind: 'refused', detail: reference.error };
  if (ours.finished !== reference.finished) return { kind: 'different', detail: `ours ${ours.finished ? 'ended' : 'did not end'}, the reference's ${reference.finished ? 'ended' : 'did not end'}` };
  if (!sameResult(ours.result, reference.result)) return { kind: 'different', detail: `ours ${scores(ours.result)}; the reference's ${scores(reference.result)}` };
  return { kind: 'same' };
}
