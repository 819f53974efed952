/**
 * An entity kind of the title's own, on the probe title probe_entity_kind
 * (test/titles/probe_entity_kind/): the Relief Fund is an id the game knows, of the title's kind;
 * the engine's payments reach its purse (kept in the title's memory), it is named as the title
 * says in the log and in refusals, `playerOf` follows its owner, and it is refused names the
 * engine's kinds or other entities have.
 */
import { describe, expect, it } from 'vitest';
import type { TitleModule } from '../../runtime/module.js';
import { bundleOf, cashOf, percentOf, spend, transferShares, type Game } from '../../runtime/sdk.js';
import probe from '../generated/titles/probe_entity_kind/index.js';
import { fundCash } from '../titles/probe_entity_kind/kinds.js';
import { act, errorOf, passTo, passUntil, probeGame } from './driver.js';

const module = probe as unknown as TitleModule;

/** ann pars AA at 100: it floats on her 20% with 1000 and pays a tenth into the fund. */
function floated(title: TitleModule = module): Game {
  const game = probeGame(title);
  return act(game, 'ann', 'par', { corporation: 'AA', share_price: '100,0,4' });
}

describe('an entity kind of the title’s own (kinds.ts `entities`)', () => {
  it('is an entity of the game, of its kind, with a purse the engine’s payments reach', () => {
    const game = floated();
    expect(game.kindOf('FUND')).toBe('relief_fund');
    expect(game.isOperator('FUND')).toBe(false);
    expect(cashOf(game, 'FUND')).toBe(100);
    expect(game.view.get(fundCash)).toEqual({ FUND: 100 });
    expect(game.corporation('AA').cash).toBe(900);
    expect(game.events.map((e) => e.text)).toContain('AA pays 100 into the Relief Fund');
  });

  it('pays and is paid like any holder, and is refused by its own name when it has too little', () => {
    const game = floated();
    spend(game, 'FUND', 'AA', 60);
    expect([cashOf(game, 'FUND'), game.corporation('AA').cash]).toEqual([40, 960]);
    const error = errorOf(() => spend(game, 'FUND', 'bank', 50));
    expect(error).toMatchObject({ code: 'money/insufficient', message: 'the Relief Fund has $40 and cannot spend $50' });
    expect(cashOf(game, 'FUND')).toBe(40);
    expect(game.nameOf('FUND')).toBe('the Relief Fund');
  });

  it('is followed to the player who decides for it through its owner', () => {
    const game = floated();
    expect(game.playerOf('FUND')?.id).toBe('ann');
    expect(game.view.playerOf('FUND' as string)?.id).toBe('ann');
    expect(game.isClosed('FUND')).toBe(false);
  });

  it('holds certificates, and its purse is paid their dividends', () => {
    const game = floated();
    transferShares(game, bundleOf(game, 'AA', [1]), 'FUND');
    expect(percentOf(game, 'FUND', 'AA')).toBe(10);
    passTo(game, 'operating', 'AA');
    passUntil(game, (g) => g.round.actionsFor('AA').includes('buy_train'));
    act(game, 'AA', 'buy_train', { train: '2-0', price: 80 });
    passTo(game, 'operating', 'AA');
    passUntil(game, (g) => g.round.actionsFor('AA').includes('run_routes'));
    act(game, 'AA', 'run_routes', { routes: [{ train: '2-0', connections: [['A1', 'A3']] }] });
    const before = cashOf(game, 'FUND');
    act(game, 'AA', 'dividend', { kind: 'payout' });
    expect(cashOf(game, 'FUND') - before).toBe(6); // 60 paid out, 6 a share
  });

  it('without a purse is paid nothing: the payment is refused (money/no_purse)', () => {
    const game = floated({ ...module, kinds: { entities: { ...module.kinds?.entities, registry: { ids: () => ['REG'] } } } });
    expect(game.kindOf('REG')).toBe('registry');
    expect(cashOf(game, 'REG')).toBe(0);
    expect(errorOf(() => spend(game, 'AA', 'REG', 10))).toMatchObject({ code: 'money/no_purse' });
    expect(game.nameOf('REG')).toBe('REG');
    expect(game.playerOf('REG')).toBeUndefined();
  });

  it('may take neither an engine kind’s name nor another entity’s id', () => {
    expect(errorOf(() => probeGame({ ...module, kinds: { entities: { bank: { ids: () => ['X'] } } } }))).toMatchObject({ code: 'setup/engine_entity_kind' });
    expect(errorOf(() => probeGame({ ...module, kinds: { entities: { fund: { ids: () => ['AA'] } } } }))).toMatchObject({ code: 'setup/duplicate_id' });
  });
});
