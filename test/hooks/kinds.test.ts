/**
 * Open kinds, on the probe title probe_kinds (test/titles/probe_kinds/): a round kind of the
 * title's own counts as an operating round by its trait, not its name (the log's numbering, the
 * count of operating rounds, ability timing, the end of a set of them), and has a trait of its
 * own that the title's hooks read; a dividend kind of the title's own (kinds.ts) is offered,
 * described and paid like the engine's; an action type of the title's own whose amount is a
 * range is described by the range (rangedLegal) and matched, drawn and checked within it; an
 * ability kind of the title's own (kinds.ts, credit_line) is compiled, timed by its owner like the
 * engine's, and read by the title's step.
 */
import { describe, expect, it } from 'vitest';
import type { TitleModule } from '../../runtime/module.js';
import { examples, pick } from '../../runtime/legal/choose.js';
import { matchesLegal } from '../../runtime/legal/match.js';
import { abilities, OperatingRound, sellCompanyFromBank, type Game, type RoundTrait } from '../../runtime/sdk.js';
import { seededRandom } from '../../runtime/sim/random.js';
import probeKinds from '../generated/titles/probe_kinds/index.js';
import { act, action, eventsOf, passTo, passUntil, probeGame, refused } from './driver.js';

const module = probeKinds as unknown as TitleModule;

/** ann pars AA (which floats on her 20% with a 2-train); the first works round begins. */
function toWorks(title: TitleModule = module): Game {
  const game = probeGame(title);
  act(game, 'ann', 'par', { corporation: 'AA', share_price: '100,0,4' });
  return passTo(game, 'works');
}

/** AA runs A1–A3 (20 + 40). */
function run(game: Game): Game {
  passUntil(game, (g) => g.round.actionsFor('AA').includes('run_routes'));
  return act(game, 'AA', 'run_routes', { routes: [{ train: game.operator('AA').trains[0], connections: [['A1', 'A3']] }] });
}

/** Every works round to the next stock round: AA runs and pays out each time, everyone else passes. */
function throughWorks(game: Game): Game {
  while (game.round.kind !== 'stock') {
    if (game.round.actionsFor('AA').includes('run_routes')) act(run(game), 'AA', 'dividend', { kind: 'payout' });
    else passUntil(game, (g) => g.round.kind === 'stock' || g.round.actionsFor('AA').includes('run_routes'));
  }
  return game;
}

const logged = (game: Game) => game.events.map((e) => e.text);

describe('a round kind of the title’s own, with the operating trait', () => {
  it('is an operating round to the engine: numbered as one, counted, and its abilities’ timing holds', () => {
    const game = toWorks();
    expect(game.round.kind).toBe('works');
    expect(game.round.is('operating')).toBe(true);
    expect(game.round.is('works')).toBe(true);
    expect(game.round.is('stock')).toBe(false);
    expect(eventsOf(game, 'round_started').at(-1)?.text).toBe('-- Works Round 1.1 --');
    expect(game.state.operatingRoundCount).toBe(1);
    expect(abilities(game, 'C1', 'description', { time: 'or_start' })).toHaveLength(1);
    expect(game.view.round.is('works')).toBe(true);
  });

  it('ends a set of operating rounds (operatingSetFinished), and its own trait is read by the title’s hooks', () => {
    const game = throughWorks(toWorks());
    expect(logged(game).filter((t) => t === '-- The works close for the night --')).toHaveLength(2);
    expect(logged(game).filter((t) => t === '-- The operating set is over --')).toHaveLength(1);
    expect(game.state.operatingRoundCount).toBe(2);
  });

  it('is no operating round without the trait, whatever it extends or is called: the traits decide', () => {
    class Unmarked extends OperatingRound {
      static override readonly traits: readonly RoundTrait[] = ['works'];
      override name(): string {
        return 'Works Round';
      }
    }
    const game = toWorks({ ...module, rounds: { works: Unmarked } });
    expect(game.round.is('operating')).toBe(false);
    expect(eventsOf(game, 'round_started').at(-1)?.text).toBe('-- Works Round 1 --');
    expect(game.state.operatingRoundCount).toBe(0);
    expect(abilities(game, 'C1', 'description', { time: 'or_start' })).toHaveLength(0);
    throughWorks(game);
    expect(logged(game)).not.toContain('-- The operating set is over --');
  });

  it('counts a round class written before traits, which sets isOperating itself, as operating', () => {
    class Legacy extends OperatingRound {
      static override readonly traits: readonly RoundTrait[] = [];
      override readonly isOperating = true;
    }
    const game = toWorks({ ...module, rounds: { works: Legacy } });
    expect(game.round.is('operating')).toBe(true);
    expect(eventsOf(game, 'round_started').at(-1)?.text).toBe('-- Operating Round 1.1 --');
    expect(abilities(game, 'C1', 'description', { time: 'or_start' })).toHaveLength(1);
  });
});

describe('a dividend kind of the title’s own', () => {
  it('is offered with what it pays, and pays it: a quarter kept, the rest per share', () => {
    const game = run(toWorks());
    const legal = game.legalActions('AA').find((l) => l.type === 'dividend');
    expect(legal).toMatchObject({
      revenue: 60,
      kinds: [
        { kind: 'payout', treasury: 0, perShare: 6 },
        { kind: 'withhold', treasury: 60, perShare: 0 },
        { kind: 'quarter', treasury: 10, perShare: 5 },
      ],
    });
    const cash = game.corporation('AA').cash;
    const ann = game.player('ann').cash;
    act(game, 'AA', 'dividend', { kind: 'quarter' });
    expect(game.corporation('AA').cash - cash).toBe(10);
    expect(game.player('ann').cash - ann).toBe(10); // her 20%: two shares at 5
    expect(eventsOf(game, 'dividend').at(-1)).toMatchObject({ operator: 'AA', kind: 'quarter', treasury: 10, perShare: 5 });
  });

  it('is refused where the title does not offer it, and a kind nobody defines is refused by name', () => {
    refused(run(toWorks({ ...module, hooks: { ...module.hooks, dividendKinds: () => ['payout', 'withhold'] } })), 'AA', 'dividend', { kind: 'quarter' }, 'dividend/kind');
    refused(run(toWorks({ ...module, kinds: {} })), 'AA', 'dividend', { kind: 'quarter' }, 'dividend/unknown_kind');
  });
});

describe('a title’s own action type whose choice is a range (rangedLegal)', () => {
  const borrowLegal = (game: Game) => game.legalActions('AA').find((l) => l.type === 'borrow');

  it('is described by its range, not listed value by value, and matched, drawn and taken within it', () => {
    const game = toWorks();
    const legal = borrowLegal(game)!;
    expect(legal).toMatchObject({ entity: 'AA', entityType: 'corporation', ranges: { amount: { min: 10, max: 100, step: 10 } } });
    expect(examples(legal).map((a) => (a as unknown as { amount: number }).amount)).toEqual([10, 100]);
    const borrow = (amount: number) => action(game, 'AA', 'borrow', { amount });
    expect([10, 50, 100].map((amount) => matchesLegal(game, legal, borrow(amount)))).toEqual([true, true, true]);
    expect([5, 55, 110].map((amount) => matchesLegal(game, legal, borrow(amount)))).toEqual([false, false, false]);
    const random = seededRandom(7);
    for (let i = 0; i < 20; i++) expect(matchesLegal(game, legal, pick(legal, random)!)).toBe(true);

    refused(game, 'AA', 'borrow', { amount: 55 }, 'borrow/amount');
    const cash = game.corporation('AA').cash;
    act(game, 'AA', 'borrow', { amount: 50 });
    expect(game.corporation('AA').cash - cash).toBe(50);
    expect(borrowLegal(game)).toBeUndefined(); // once a turn
  });
});

describe('an ability kind of the title’s own (kinds.ts)', () => {
  const borrowMax = (game: Game) => (game.legalActions('AA').find((l) => l.type === 'borrow') as { ranges?: { amount: { max: number } } } | undefined)?.ranges?.amount.max;

  it('is compiled with its own fields and the shared ones, beside the engine’s kinds', () => {
    expect(probeKinds.definition.companies.find((c) => c.sym === 'C1')!.abilities.map((a) => a.type)).toEqual(['description', 'credit_line']);
    expect(probeKinds.definition.companies[0].abilities[1]).toEqual({ type: 'credit_line', extra: 50, ownerType: 'corporation', when: [] });
  });

  it('works for the owner its owner_type names, and the title’s step reads it by its kind', () => {
    const game = toWorks();
    expect(abilities(game, 'AA', 'credit_line')).toEqual([]);
    expect(borrowMax(game)).toBe(100);
    sellCompanyFromBank(game, 'ann', 'C1', 20); // a player's: owner_type corporation, so not AA's
    expect(abilities(game, game.companyKey('C1'), 'credit_line')).toEqual([]);
    expect(borrowMax(game)).toBe(100);

    const owned = toWorks();
    sellCompanyFromBank(owned, 'AA', 'C1', 20);
    const [line] = abilities(owned, 'AA', 'credit_line');
    expect(line.def.extra).toBe(50);
    expect(line.owner).toBe(owned.companyKey('C1'));
    expect(borrowMax(owned)).toBe(150);
    act(owned, 'AA', 'borrow', { amount: 150 });
  });
});
