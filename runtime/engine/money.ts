/**
 * Moving money between holders (players, corporations, the bank). Every payment goes through
 * `spend`, which refuses to overdraw anyone but the bank: when the bank runs dry it "breaks",
 * a classic game-end trigger, and keeps paying.
 */
import { GameError } from '../core/errors.js';
import { BANK, DEPOT } from '../state/types.js';
import type { Game } from './contract.js';
import type { EntityHost } from './entity-kinds.js';
import type { SpendPurpose } from '../title/hooks.js';

/** An entity's money, as its kind keeps it (entity-kinds.ts); 0 for a kind without a purse. */
export function cashOf(game: Game, holder: string): number {
  const purse = game.entityKind(holder)?.cash;
  return purse ? purse.get(game as EntityHost, holder) : 0;
}

function add(game: Game, holder: string, amount: number): void {
  const purse = game.entityKind(holder)?.cash;
  if (!purse) throw new GameError('money/no_purse', `${holder} cannot hold money`, { entity: holder });
  purse.add(game as EntityHost, holder, amount);
}

/** What an entity can spend on something: the `buyingPower` hook, else its cash. */
export function buyingPower(game: Game, entity: string, purpose: SpendPurpose): number {
  return game.hooks.buyingPower?.(entity, purpose, game.view) ?? cashOf(game, entity);
}

export interface SpendOptions {
  /** Refuse when the payer has too little (the bank never refuses; it breaks). */
  readonly checkCash?: boolean;
  /** Refuse a payment of zero or less. */
  readonly checkPositive?: boolean;
}

export function spend(game: Game, from: string, to: string, amount: number, options: SpendOptions = {}): void {
  const payer = from === DEPOT ? BANK : from;
  const payee = to === DEPOT ? BANK : to;
  amount = Math.trunc(amount);
  if (payer === payee) throw new GameError('money/same_holder', `${game.nameOf(payer)} cannot pay itself ${game.money(amount)}`, { entity: payer });
  if (options.checkCash ?? true) {
    const available = cashOf(game, payer);
    if (available - amount < 0) {
      if (payer === BANK) {
        if (game.rules.gameEndCheck.bank !== undefined) game.state.bank.broken = true;
      } else {
        throw new GameError('money/insufficient', `${game.nameOf(payer)} has ${game.money(available)} and cannot spend ${game.money(amount)}`, { entity: payer, rule: 'cash' });
      }
    }
  }
  if ((options.checkPositive ?? true) && amount <= 0) {
    throw new GameError('money/not_positive', `cannot spend ${game.money(amount)}: a payment is more than nothing`, { entity: payer });
  }
  add(game, payer, -amount);
  add(game, payee, amount);
}

/** Sets a holder's cash to `amount`, settling the difference with `other` (a bankruptcy's bank). */
export function setCash(game: Game, holder: string, amount: number, other: string): void {
  spend(game, other, holder, amount - cashOf(game, holder), { checkCash: false, checkPositive: false });
}
