/**
 * What a player reads when a move is not made. The engine's refusals are already worded for
 * players (amounts in the title's currency, names rather than ids): they are shown as they come.
 * The server's and the network's answers are about requests (`the next action of game 1 is 11,
 * not 10`): those are said again in a player's words, by their code. Either way the code (and
 * the rule the engine names) stays on the line, in its tooltip, for designers.
 */
import { esc } from '../render/svg.js';
import type { Refusal } from './session.js';

/** What a server code means to the player who made the move. */
const SERVER_WORDS: Readonly<Record<string, string>> = {
  'action/conflict': 'another move reached the game first, so yours was not made: the game now shows that move — make yours again if it still stands',
  'auth/not_your_entity': 'your seat cannot make this move: it is not yours to make',
  'auth/unknown_token': 'this page’s seat link is not a seat of this game',
  'auth/missing_token': 'this page has no seat in this game: open it with your seat’s link to play',
  'server/unreachable': 'the game server did not answer, so your move was not stored: the page shows the game as the server has it, and catches up when the server answers again',
  'server/unavailable': 'the game server cannot store moves just now, so yours was not stored: try again in a moment',
  'server/closing': 'the game server is restarting, so your move was not stored: try again in a moment',
  'auth/not_your_user': 'your seat can only make moves as its own player',
  'auth/not_your_action': 'you can take back only your own moves',
  'auth/not_your_undo': 'you can bring back only a move you took back yourself',
  'limit/rate': 'too many moves from here in a short time, so this one was not stored: wait a moment and make it again',
  'limit/observers': 'too many pages follow games from here: close some of them and reload this one',
  'limit/actions': 'this game holds as many moves as a game on this server may: it cannot go on here',
  'limit/bytes': 'this game holds as much as a game on this server may: it cannot go on here',
  'limit/replay': 'taking back this many moves at once would make the game too long to rebuild: take back fewer',
  'action/too_long': 'this message is too long: a message holds at most 1,000 characters',
  'game/not_found': 'the server has no such game any more',
  'end/vote_needed': 'ending the game needs every player’s agreement: propose it, and it ends when all agree',
  'end/game_over': 'the game is over already',
};

/** The codes above are the server's own (docs/server.md lists them) but for the page's one for no answer. */
export const WORDED_SERVER_CODES: readonly string[] = Object.keys(SERVER_WORDS);

/** The sentence for a refusal: the engine's own words, or the server's said for a player. */
export function refusalText(refusal: Refusal): string {
  if (refusal.source !== 'server' && refusal.source !== 'network') return refusal.message;
  return SERVER_WORDS[refusal.code] ?? refusal.message;
}

/** The refusal as the action panel shows it: a player's sentence, with the code and rule on hover. */
export function renderRefusal(refusal: Refusal): string {
  const detail = [`code: ${refusal.code}`, refusal.rule ? `rule: ${refusal.rule}` : '', refusal.source === 'page' ? 'checked in this page, nothing was sent' : refusal.source === 'server' ? `answered by the server: ${refusal.message}` : ''].filter(Boolean).join(' · ');
  return (
    `<div class="play-error" role="alert" data-testid="refusal" data-code="${esc(refusal.code)}" data-source="${refusal.source}" data-posted="${refusal.source !== 'page'}" title="${esc(detail)}">` +
    `${esc(refusalText(refusal))}</div>`
  );
}
