/**
 * "End the game now", as each kind of seat may do it. At a hotseat table (and with the owner's
 * link) everyone is there to agree: one button, confirmed. Online a seat proposes it and the
 * others agree, each with their own vote (server/play/end-votes.ts); the game ends when all have
 * voted. The panel says who has agreed and whom the vote waits for, and a player who has not
 * voted yet sees the proposal at the top of the panel.
 */
import type { Game } from '../../../runtime/index.js';
import { esc } from '../render/svg.js';
import type { Seat } from './seat.js';

export interface EndVoteView {
  /** The "More" part's content. */
  readonly html: string;
  /** A line for the top of the panel when others want to end the game and this seat has not agreed. */
  readonly proposal: string;
}

function namesOf(game: Game, ids: readonly string[]): string {
  const names = ids.map((id) => game.seats.find((s) => String(s.id) === id)?.name ?? id);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export function endVoteView(game: Game, seat: Seat, votes: readonly string[]): EndVoteView {
  if (game.finished || seat.playerId === null) return { html: '', proposal: '' };
  const mine = votes.includes(seat.playerId);
  const waiting = game.seats.map((s) => String(s.id)).filter((id) => !votes.includes(id));
  const status = votes.length ? `<p data-testid="end-votes" data-votes="${esc(votes.join(' '))}">${esc(namesOf(game, votes))} ${votes.length === 1 ? 'wants' : 'want'} to end the game now; waiting for ${esc(namesOf(game, waiting))}.</p>` : '';
  const button = mine
    ? `<button type="button" data-end-vote="withdraw">Withdraw my vote</button>`
    : `<button type="button" class="danger" data-end-vote="vote">${votes.length ? 'Agree to end the game now' : 'Propose ending the game now'}</button>`;
  const html = `<div class="end-vote">${status}${button}<p class="muted">The game ends when every player agrees.</p></div>`;
  const proposal = votes.length && !mine ? `<div class="play-notice" role="status" data-testid="end-proposal">${esc(namesOf(game, votes))} ${votes.length === 1 ? 'proposes' : 'propose'} ending the game now: agree or play on under <b>More</b>.</div>` : '';
  return { html, proposal };
}
