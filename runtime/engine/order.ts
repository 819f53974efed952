/**
 * Turn order: floated minors operate first in title order, then corporations by share price
 * (highest first; within a price, the one further right, then higher up, then the one that
 * arrived in the cell first) — or as the title's `operatingOrder` hook says; and the player
 * seating rotates so the priority deal holder starts the next stock round.
 */
import type { Game } from './contract.js';
import type { NextStockRoundOrder } from '../title/definition.js';
import { nationalSym } from './national.js';

export function compareByOperatingOrder(game: Game, a: string, b: string): number {
  const ca = game.corporation(a);
  const cb = game.corporation(b);
  if (!ca.sharePrice) return -1;
  if (!cb.sharePrice) return 1;
  const pa = game.market.price(ca.sharePrice);
  const pb = game.market.price(cb.sharePrice);
  return (
    pb - pa ||
    cb.sharePrice[1] - ca.sharePrice[1] ||
    ca.sharePrice[0] - cb.sharePrice[0] ||
    ca.priceSeq - cb.priceSeq ||
    (a < b ? -1 : a > b ? 1 : 0)
  );
}

/** Any two operators: minors before corporations, minors in title order, corporations by price. */
export function compareOperators(game: Game, a: string, b: string): number {
  const ma = game.kindOf(a) === 'minor';
  const mb = game.kindOf(b) === 'minor';
  if (ma || mb) return ma && mb ? game.state.minorOrder.indexOf(a) - game.state.minorOrder.indexOf(b) : ma ? -1 : 1;
  return compareByOperatingOrder(game, a, b);
}

/** The operators of an operating round, in order: the `operatingOrder` hook, else minors then corporations by price. */
export function operatingOrder(game: Game): string[] {
  const minors = game.minors.filter((m) => m.floated && !m.closed).map((m) => m.sym);
  const corporations = game.corporations.filter((c) => c.floated).map((c) => c.sym);
  corporations.sort((a, b) => compareByOperatingOrder(game, a, b));
  const order = [...minors, ...corporations];
  const ordered = game.hooks.operatingOrder ? [...game.hooks.operatingOrder(order, game.view)] : order;
  // A national that operates comes after everyone else (its turn skipped in phases it does not).
  const national = nationalSym(game);
  return national !== undefined && game.title.national?.operates !== undefined && !game.corporation(national).closed ? [...ordered, national] : ordered;
}

/** Rotates the seating for the next stock round by the title's `next_sr_player_order` (or the order given). */
export function reorderPlayers(game: Game, order: NextStockRoundOrder = game.rules.nextSrPlayerOrder): void {
  const s = game.state;
  const active = s.players.filter((p) => !p.bankrupt);
  const rotateTo = (id: string | undefined) => {
    const at = s.players.findIndex((p) => p.id === id);
    if (at > 0) s.players = [...s.players.slice(at), ...s.players.slice(0, at)];
  };
  switch (order) {
    case 'after_last_to_act':
      rotateTo(active[game.round.entityIndex]?.id);
      break;
    case 'first_to_pass':
      if (game.round.state.passOrder.length) {
        const order = game.round.state.passOrder;
        s.players = order.map((id) => game.player(id));
      }
      break;
    case 'most_cash': {
      const before = [...s.players].reverse();
      s.players = [...s.players].sort((a, b) => b.cash - a.cash || before.indexOf(b) - before.indexOf(a));
      break;
    }
    case 'least_cash': {
      const before = [...s.players];
      s.players = [...s.players].sort((a, b) => a.cash - b.cash || before.indexOf(a) - before.indexOf(b));
      break;
    }
    case 'next_clockwise':
      s.players = [...s.players.slice(1), s.players[0]];
      break;
    case 'most_cash_keep_order': {
      const richest = s.players.reduce((best, p) => (p.cash > best.cash ? p : best), s.players[0]);
      rotateTo(richest.id);
      break;
    }
  }
}
