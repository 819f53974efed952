/**
 * A capitalisation mode of the title's own, on the probe title probe_capitalization
 * (test/titles/probe_capitalization/): `launch`, declared in kinds.ts and named in the rules,
 * decides who an IPO sale pays before and after the float, what the corporation receives when it
 * floats, and whose certificates pay its treasury; a mode nobody declares is refused when the
 * game starts and by codegen.
 */
import { describe, expect, it } from 'vitest';
import type { TitleModule } from '../../runtime/module.js';
import { capitalizationOf, type Game } from '../../runtime/sdk.js';
import probe from '../generated/titles/probe_capitalization/index.js';
import { act, errorOf, passUntil, probeGame } from './driver.js';

const module = probe as unknown as TitleModule;

const buyIpo = (game: Game, player: string, index: number) => act(game, player, 'buy_shares', { shares: [`AA_${index}`], percent: 10, share_price: 100 });
const myTurn = (player: string) => (game: Game) => game.round.activeEntities().includes(player) && game.round.actionsFor(player).includes('buy_shares');

/** ann pars AA at 100 (20%), bob buys 10%, ann 10%: the third sale floats AA (40%). */
function toFloat(game: Game): Game {
  act(game, 'ann', 'par', { corporation: 'AA', share_price: '100,0,4' });
  passUntil(game, myTurn('bob'));
  buyIpo(game, 'bob', 1);
  passUntil(game, myTurn('ann'));
  return buyIpo(game, 'ann', 2);
}

describe('a capitalisation mode of the title’s own (kinds.ts `capitalizations`)', () => {
  it('pays the bank for IPO sales before the float, the sold shares at par on floating, the corporation after', () => {
    const game = probeGame(module);
    const bank = game.state.bank.cash;
    act(game, 'ann', 'par', { corporation: 'AA', share_price: '100,0,4' });
    expect(capitalizationOf(game, 'AA')).toBe('launch');
    expect([game.corporation('AA').cash, game.state.bank.cash - bank]).toEqual([0, 200]);
    passUntil(game, myTurn('bob'));
    buyIpo(game, 'bob', 1);
    expect([game.corporation('AA').floated, game.corporation('AA').cash]).toEqual([false, 0]);
    passUntil(game, myTurn('ann'));
    buyIpo(game, 'ann', 2);
    // Floated with 60% in its IPO: four shares sold, 400 from the bank.
    expect([game.corporation('AA').floated, game.corporation('AA').cash]).toEqual([true, 400]);
    passUntil(game, myTurn('bob'));
    buyIpo(game, 'bob', 3);
    expect(game.corporation('AA').cash).toBe(500);
  });

  it('has its IPO’s certificates pay their dividends to the treasury, as the mode says', () => {
    const game = toFloat(probeGame(module));
    passUntil(game, (g) => g.round.actionsFor('AA').includes('buy_train'));
    act(game, 'AA', 'buy_train', { train: '2-0', price: 80 });
    passUntil(game, (g) => g.round.actionsFor('AA').includes('run_routes'));
    act(game, 'AA', 'run_routes', { routes: [{ train: '2-0', connections: [['A1', 'A3']] }] });
    const cash = game.corporation('AA').cash;
    act(game, 'AA', 'dividend', { kind: 'payout' });
    expect(game.corporation('AA').cash - cash).toBe(36); // 60 paid out: its IPO's six shares at 6
  });

  it('is refused, when the game starts and when an effect sets it, where nobody declares it', () => {
    expect(errorOf(() => probeGame({ ...module, kinds: {} }))).toMatchObject({ code: 'setup/unknown_capitalization' });
    const game = toFloat(probeGame(module));
    expect(errorOf(() => game.effects.setCapitalization('lunch'))).toMatchObject({ code: 'setup/unknown_capitalization' });
  });
});
