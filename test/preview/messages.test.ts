/**
 * Refusals as a player reads them (issue 24, item 5): the server's codes said in a player's
 * words, the engine's code on hover. The words are keyed by the server's codes, so each key must
 * be a code the server answers (docs/server.md lists them all): a key the server never sends
 * (the page once had `request/rate_limited` for the server's `limit/rate`) leaves the player
 * reading the server's request-speak.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { refusalText, renderRefusal, WORDED_SERVER_CODES } from '../../preview/src/play/messages.js';
import type { Refusal } from '../../preview/src/play/session.js';
import { MAX_MESSAGE_LENGTH } from '../../server/games/canonical.js';

const serverDoc = readFileSync(new URL('../../docs/server.md', import.meta.url), 'utf8');
const server = (code: string, message: string): Refusal => ({ code, message, posted: true, source: 'server' });

describe('refusals in a player’s words', () => {
  it('words only codes the server answers (and the page’s own for no answer)', () => {
    const pageOwn = ['server/unreachable'];
    for (const code of WORDED_SERVER_CODES.filter((c) => !pageOwn.includes(c))) expect(serverDoc, code).toContain(`\`${code}\``);
  });

  it('says a rate limit, a conflict and a refused undo for a player, the server’s words on hover', () => {
    const limited = server('limit/rate', 'too many requests of this kind from your address: at most 600 per window; try again in 12 seconds');
    expect(refusalText(limited)).toMatch(/^too many moves from here .* wait a moment/);
    const html = renderRefusal(limited);
    expect(html).toContain('data-code="limit/rate"');
    expect(html).toMatch(/title="code: limit\/rate · answered by the server: too many requests of this kind/);
    expect(refusalText(server('action/conflict', 'the next action of game 1 is 11, not 10'))).not.toMatch(/next action|11/);
    expect(refusalText(server('auth/not_your_action', 'action 7 is not yours to undo'))).toBe('you can take back only your own moves');
  });

  it('gives the chat limit the server keeps', () => {
    expect(refusalText(server('action/too_long', 'message: at most 1000 characters'))).toContain(MAX_MESSAGE_LENGTH.toLocaleString('en-US'));
  });

  it('shows the engine’s refusals as they come, checked in the page and not sent', () => {
    const engine: Refusal = { code: 'auction/cannot_afford', message: 'Ben can bid at most $600 (cash not committed to other bids)', rule: 'auction.cash', posted: false, source: 'page' };
    expect(refusalText(engine)).toBe(engine.message);
    expect(renderRefusal(engine)).toMatch(/title="code: auction\/cannot_afford · rule: auction.cash · checked in this page, nothing was sent"/);
  });
});
