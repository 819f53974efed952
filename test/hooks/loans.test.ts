/**
 * Loans, on the probe title probe_loans (test/titles/probe_loans/): a corporation takes one loan
 * a round (its limit: the shares players hold), owes 10 a loan once its trains have run — from
 * the treasury, out of the run, from the president —, repays after buying trains (not taking
 * another that round), and a loan taken after paying interest brings 90. Phase 3 forbids loans;
 * loans above the limit are repaid; at the end each 10% is worth 10 less per loan owed.
 *
 *   A1 AA's home city (20) — A3 an offboard (30): a 2-train earns 50.
 */
import { describe, expect, it } from 'vitest';
import type { Game } from '../../runtime/engine/game.js';
import probeLoans from '../generated/titles/probe_loans/index.js';
import { act, current, eventsOf, passTo, probeGame, refused, type HookName } from './driver.js';
import { resetCorporation } from '../../runtime/engine/nationalize.js';

const RUN = { routes: [{ train: '2-0', connections: [['A1', 'A3']] }] };

/** ann pars AA at 100 (AA receives 200: incremental), bob buys `bobShares` certificates; OR 1 begins at AA's track. */
function firstOr(bobShares = 0, hooks?: readonly HookName[]): Game {
  const game = probeGame(probeLoans, { hooks });
  act(game, 'ann', 'par', { corporation: 'AA', share_price: '100,0,5' });
  for (let i = 1; i <= bobShares; i++) {
    act(game, 'bob', 'buy_shares', { shares: [`AA_${i}`], percent: 10 });
    act(game, 'ann', 'pass');
  }
  return passTo(game, 'operating', 'AA');
}

/** AA's next operating turn, at its track step. */
function nextTurn(game: Game): Game {
  passTo(game, 'stock');
  return passTo(game, 'operating', 'AA');
}

const loans = (game: Game) => game.view.loans('AA');

describe('taking a loan', () => {
  it('pays the bank\'s next loan to the treasury, one a round, at any point of the turn', () => {
    const game = firstOr();
    expect(game.legalActions('AA').find((l) => l.type === 'take_loan')).toMatchObject({ listed: [{ loan: 0 }] });
    refused(game, 'AA', 'take_loan', { loan: 7 }, 'loan/unavailable');
    act(game, 'AA', 'take_loan', { loan: 0 });
    expect(game.corporation('AA').cash).toBe(300);
    expect(game.state.loans).toEqual({ bank: [1, 2], owed: { AA: [0] } });
    expect(eventsOf(game, 'loan_taken').map((e) => e.text)).toEqual(['AA takes a loan and receives $100']);
    // One a round: the loan step no longer takes one, and the track step waits.
    expect(game.view.canTakeLoan('AA')).toBe(false);
    refused(game, 'AA', 'take_loan', {}, 'action/not_allowed');
  });

  it('is limited to the shares players hold', () => {
    const game = firstOr();
    expect(game.view.loanLimit('AA')).toBe(2);
    act(game, 'AA', 'take_loan', {});
    nextTurn(game);
    act(game, 'AA', 'take_loan', {});
    nextTurn(game);
    expect(loans(game)).toEqual([0, 1]);
    expect(game.view.canTakeLoan('AA')).toBe(false);
    refused(game, 'AA', 'take_loan', {}, 'action/not_allowed');
    // A share more in players' hands is a loan more.
    expect(firstOr(1).view.loanLimit('AA')).toBe(3);
  });

  it('is forbidden under the phase status the rules name', () => {
    const game = firstOr(3); // AA has 500
    act(game, 'AA', 'take_loan', {});
    act(game, 'AA', 'pass'); // no track
    for (const id of ['2-0', '2-1', '2-2', '2-3']) act(game, 'AA', 'buy_train', { train: id, price: 80 });
    act(game, 'AA', 'buy_train', { train: '3-0', price: 180 });
    expect(game.phase.name).toBe('3');
    nextTurn(game);
    expect(game.view.canTakeLoan('AA')).toBe(false);
    refused(game, 'AA', 'take_loan', {}, 'action/not_allowed');
  });
});

describe('interest', () => {
  it('falls due after the route step, paid from the treasury', () => {
    const game = firstOr();
    act(game, 'AA', 'take_loan', {});
    act(game, 'AA', 'pass'); // no track; AA has no train: route and dividend pass by
    expect(game.corporation('AA').cash).toBe(300);
    // Interest is charged after the next action, as the reference's round charges it.
    act(game, 'AA', 'buy_train', { train: '2-0', price: 80 });
    expect(game.corporation('AA').cash).toBe(210);
    expect(eventsOf(game, 'interest_paid').map((e) => e.text)).toEqual(['AA owes $10 interest for 1 loan, pays $10']);
  });

  it('comes out of the run where the treasury cannot pay it, then from the president', () => {
    const game = firstOr();
    act(game, 'AA', 'take_loan', {});
    act(game, 'AA', 'pass');
    act(game, 'AA', 'buy_train', { train: '2-0', price: 80 });
    act(game, 'AA', 'buy_train', { train: '2-1', price: 80 });
    act(game, 'AA', 'buy_train', { train: '2-2', price: 80 }); // 50 left: the turn ends
    nextTurn(game);
    act(game, 'AA', 'take_loan', {});
    game.corporation('AA').cash = 5; // less than a loan's interest
    act(game, 'AA', 'pass');
    act(game, 'AA', 'run_routes', RUN);
    // 20 owed, none from the treasury: the run's 50 pays it and 30 is left to pay out.
    expect(game.legalActions('AA').find((l) => l.type === 'dividend')).toMatchObject({ revenue: 30 });
    act(game, 'AA', 'dividend', { kind: 'withhold' });
    expect(game.corporation('AA').cash).toBe(35);
    expect(eventsOf(game, 'interest_paid').at(-1)!.text).toBe('AA owes $20 interest for 2 loans, deducts $20 from its run');
  });

  it('makes a loan taken after it was paid bring its value less the interest', () => {
    const game = firstOr();
    act(game, 'AA', 'pass');
    act(game, 'AA', 'buy_train', { train: '2-0', price: 80 });
    act(game, 'AA', 'pass');
    nextTurn(game);
    act(game, 'AA', 'pass');
    act(game, 'AA', 'run_routes', RUN);
    const cash = game.corporation('AA').cash;
    act(game, 'AA', 'take_loan', {});
    expect(game.corporation('AA').cash).toBe(cash + 90);
  });
});

describe('repaying', () => {
  it('opens once trains are bought: the loan step waits to repay, take or pass', () => {
    const game = firstOr();
    act(game, 'AA', 'take_loan', {});
    act(game, 'AA', 'pass');
    refused(game, 'AA', 'payoff_loan', { loan: 0 }, 'action/not_allowed');
    act(game, 'AA', 'buy_train', { train: '2-0', price: 80 });
    act(game, 'AA', 'pass'); // no more trains
    expect(game.round.activeStep()?.name()).toBe('loan');
    expect(game.legalActions('AA').map((l) => l.type).filter((t) => t !== 'end_game')).toEqual(['payoff_loan', 'pass']);
    act(game, 'AA', 'payoff_loan', { loan: 0 });
    expect(game.corporation('AA').cash).toBe(110);
    expect(game.state.loans).toEqual({ bank: [1, 2, 0], owed: { AA: [] } });
  });

  it('is the last loan business of a round: none may be taken after', () => {
    const game = firstOr();
    act(game, 'AA', 'take_loan', {});
    nextTurn(game);
    act(game, 'AA', 'pass'); // no track, no train to run
    act(game, 'AA', 'pass'); // no train bought: repaying opens
    const offered = () => game.legalActions('AA').map((l) => l.type).filter((t) => t !== 'end_game');
    expect(offered()).toEqual(['payoff_loan', 'take_loan', 'pass']);
    act(game, 'AA', 'payoff_loan', {});
    expect(game.round.kind).toBe('stock'); // nothing left to offer: the turn, and the round, are over
  });

  it('forces loans above the limit back, the president covering what the treasury lacks', () => {
    const game = firstOr(1); // limit 3
    act(game, 'AA', 'take_loan', {});
    for (let i = 0; i < 2; i++) {
      nextTurn(game);
      act(game, 'AA', 'take_loan', {});
    }
    passTo(game, 'stock');
    if (current(game) === 'ann') act(game, 'ann', 'pass');
    act(game, 'bob', 'sell_shares', { shares: ['AA_1'], percent: 10 }); // limit 2
    passTo(game, 'operating', 'AA');
    game.corporation('AA').cash = 30;
    const annCash = game.player('ann').cash;
    act(game, 'AA', 'pass'); // no track; no train to run or to afford: repaying opens at once
    expect(game.round.activeStep()?.name()).toBe('loan'); // three loans, a limit of two: it waits
    act(game, 'AA', 'pass');
    expect(loans(game)).toEqual([0, 1]);
    // 30 interest was due first; the treasury had it. Then 100 to repay from 0: ann pays it all.
    expect(game.corporation('AA').cash).toBe(0);
    expect(game.player('ann').cash).toBe(annCash - 100);
  });
});

describe('at the end', () => {
  it('takes 10 per loan off each 10% a player holds', () => {
    const game = firstOr(1);
    const before = game.result();
    act(game, 'AA', 'take_loan', {});
    const after = game.result();
    expect(after.ann).toBe(before.ann - 20);
    expect(after.bob).toBe(before.bob - 10);
  });
});

describe('a president in debt', () => {
  /** AA owes a loan and has neither cash nor a run; ann (its president) has 5 (and 10% of BB). */
  function inDebt(holdsBB = true): Game {
    const game = probeGame(probeLoans);
    act(game, 'ann', 'par', { corporation: 'AA', share_price: '100,0,5' });
    act(game, 'bob', 'par', { corporation: 'BB', share_price: '100,0,5' });
    if (holdsBB) act(game, 'ann', 'buy_shares', { shares: ['BB_1'], percent: 10 });
    passTo(game, 'operating', 'AA');
    act(game, 'AA', 'take_loan', {});
    nextTurn(game);
    game.corporation('AA').cash = 0;
    game.player('ann').cash = 5;
    act(game, 'AA', 'pass'); // no track; nothing to run or buy: the loan step offers a loan
    act(game, 'AA', 'pass'); // declined: the interest falls due, 10 from ann
    return game;
  }

  it('sells shares until the debt is paid, only as many as needed', () => {
    const game = inDebt();
    expect(game.player('ann').cash).toBe(-5);
    expect(current(game)).toBe('ann');
    expect(game.legalActions('ann').map((l) => l.type).filter((t) => t !== 'end_game')).toEqual(['sell_shares']);
    act(game, 'ann', 'sell_shares', { shares: ['BB_1'], percent: 10 });
    expect(game.player('ann').cash).toBe(85);
    expect(game.round.state.currentOperator).toBe('BB'); // AA's turn is over
  });

  it('goes bankrupt with nothing left to sell', () => {
    const game = inDebt(false);
    expect(game.player('ann').cash).toBe(-5);
    // AA's presidency is hers to keep: nothing to sell.
    expect(game.legalActions('ann').map((l) => l.type).filter((t) => t !== 'end_game')).toEqual(['bankrupt']);
    act(game, 'ann', 'bankrupt');
    expect(game.player('ann')).toMatchObject({ cash: 0, bankrupt: true });
    expect(game.gameEndReason).toBe('bankrupt');
  });
});

describe('hooks', () => {
  it('loanLimit: BB may owe one loan only', () => {
    const game = probeGame(probeLoans);
    act(game, 'ann', 'par', { corporation: 'BB', share_price: '100,0,5' });
    expect(game.view.loanLimit('BB')).toBe(1);
    expect(probeGame(probeLoans, { hooks: [] }).view.loanLimit('BB')).toBe(0); // unparred: no shares in players' hands
  });

  it('loanInterest: 20 a loan from phase 3', () => {
    const phase3 = (hooks?: readonly HookName[]) => {
      const game = firstOr(3, hooks);
      act(game, 'AA', 'take_loan', {});
      act(game, 'AA', 'pass');
      for (const id of ['2-0', '2-1', '2-2', '2-3']) act(game, 'AA', 'buy_train', { train: id, price: 80 });
      act(game, 'AA', 'buy_train', { train: '3-0', price: 180 });
      return game.view.interestOwed('AA');
    };
    expect(phase3()).toBe(20);
    expect(phase3([])).toBe(10);
  });
});

describe('a corporation returned to its charter', () => {
  it('owes nothing: its loans leave the game with the old charter, not back to the bank (the reference’s reset_corporation)', () => {
    const game = firstOr();
    act(game, 'AA', 'take_loan', { loan: 0 });
    const bank = [...game.state.loans.bank];
    resetCorporation(game, 'AA');
    expect(loans(game)).toEqual([]);
    expect(game.state.loans.bank).toEqual(bank);
  });
});
