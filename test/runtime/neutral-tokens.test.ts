/**
 * Station tokens of another kind (`extra_tokens`), on the probe title probe_neutral
 * (test/titles/): AA's neutral token, placed with `token_type: neutral`, is free and becomes NN's
 * station, a city holding it blocks no route, and the legal actions offer each kind AA has.
 */
import { describe, expect, it } from 'vitest';
import type { Game } from '../../runtime/engine/game.js';
import { mapContext } from '../../runtime/engine/map-access.js';
import { legalActions } from '../../runtime/legal/collect.js';
import { corporationGraph } from '../../runtime/map/graph.js';
import probeNeutral from '../generated/titles/probe_neutral/index.js';
import { act, passTo, probeGame, refused } from '../hooks/driver.js';

/** Both corporations parred; OR 1, AA to operate (it has placed its home token). */
function aaOperates(): Game {
  const game = probeGame(probeNeutral);
  act(game, 'ann', 'par', { corporation: 'AA', share_price: '100,0,5' });
  act(game, 'bob', 'par', { corporation: 'BB', share_price: '100,0,5' });
  passTo(game, 'operating', 'AA');
  return act(game, 'AA', 'pass'); // no track
}

const tokenChoices = (game: Game) => legalActions(game, 'AA').flatMap((l) => (l.type === 'place_token' && 'hex' in l ? [[l.hex, l.tokenType ?? 'own', l.price]] : []));

/** AA places a token in A3 (of a kind), ends its turn, and BB starts its own (its home token placed). */
function bbAfter(kind?: string): Game {
  const game = aaOperates();
  act(game, 'AA', 'place_token', { city: 'A3-0-0', slot: 0, ...(kind ? { token_type: kind } : {}) });
  return passTo(game, 'operating', 'BB');
}

describe('tokens of another kind', () => {
  it('offers both kinds AA has, its own at 40 and the neutral one free', () => {
    expect(tokenChoices(aaOperates())).toEqual(expect.arrayContaining([['A3', 'own', 40], ['A3', 'neutral', 0]]));
  });

  it('a neutral token placed is free and becomes NN’s station, which leaves AA’s tokens', () => {
    const game = aaOperates();
    act(game, 'AA', 'place_token', { city: 'A3-0-0', slot: 0, token_type: 'neutral' });
    expect(game.state.map.hexes.A3.tokens).toEqual([['NN']]);
    expect(game.corporation('AA').cash).toBe(1000);
    expect(game.corporation('AA').tokens.map((t) => t.type ?? 'own')).toEqual(['own', 'own']);
    expect(game.corporation('NN').tokens).toEqual([{ price: 0, used: true, type: 'neutral', corporation: 'NN', hex: 'A3', city: 0 }]);
    expect(game.view.tokenHexes('NN')).toEqual(['A3']);
  });

  it('a city holding a neutral token blocks no route; one holding another corporation’s does', () => {
    const neutral = bbAfter('neutral');
    expect(neutral.state.map.hexes.A5.tokens).toEqual([['BB']]);
    expect(corporationGraph(mapContext(neutral), 'BB').isReachable('A1')).toBe(true);
    const own = bbAfter();
    expect(corporationGraph(mapContext(own), 'BB').isReachable('A1')).toBe(false);
  });

  it('refuses a kind AA has none of left', () => {
    const game = aaOperates();
    refused(game, 'AA', 'place_token', { city: 'A3-0-0', slot: 0, token_type: 'destination' }, 'token/none_left');
  });
});
