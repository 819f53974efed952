/**
 * A two-player 1846 game (seed 2) brought to the PRR's first operating turn with the Michigan
 * Central in hand: p1 drafts it, pars the PRR at $40 and sells it the MC in OR 1.1. Tests of
 * 1846's company lays (twin lays, lays that must connect) start from here.
 */
import title1846TwoPlayer from '../../generated/titles/1846_2p/index.js';
import { Game } from '../../runtime/engine/game.js';
import type { TitleModule } from '../../runtime/module.js';
import { act, current } from '../hooks/driver.js';

export function prrWithMichiganCentral(): Game {
  const seats = [{ id: 'p1', name: 'Player 1' }, { id: 'p2', name: 'Player 2' }];
  const game = new Game(title1846TwoPlayer as unknown as TitleModule, seats, { seed: 2 });
  const picks: Record<string, string[]> = { p2: ['MS', 'BIG4', 'MAIL', 'C&WI'], p1: ['BT', 'LM', 'MC', 'TBC'] };
  while (game.round.kind === 'draft') act(game, current(game), 'bid', { company: picks[current(game)].shift(), price: 0 });
  act(game, 'p1', 'par', { corporation: 'PRR', share_price: '40,0,4' });
  while (game.round.kind === 'stock') act(game, current(game), 'pass');
  while (current(game) !== 'PRR') act(game, current(game), 'pass');
  act(game, 'PRR', 'buy_company', { company: 'MC', price: 1 });
  return game;
}
