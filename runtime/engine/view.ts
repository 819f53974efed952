/**
 * The engine's side of `runtime/title/view.ts`: one read-only view and one effects object per
 * game, built once and reading the live state on every call, so a hook costs no allocation.
 */
import type { CorporationState, GameState, MinorState, OperatorState } from '../state/types.js';
import type { GameEffects, GameView, RoundView } from '../title/view.js';
import { closeCompany } from './companies.js';
import { closeOperator, startOperator } from './operators.js';
import { endGameTrigger } from './end.js';
import type { Game } from './game.js';
import { spend } from './money.js';
import { nextRandom } from '../core/rng.js';
import { percentOf } from './shares/holdings.js';
import { moveSharePrice } from './shares/market-moves.js';
import { giveTrain } from './trains.js';
import { GameError } from '../core/errors.js';

export function createView(game: Game): GameView {
  const round: RoundView = {
    get kind() {
      return game.round.kind;
    },
    get roundNum() {
      return game.round.roundNum;
    },
    get turn() {
      return game.state.turn;
    },
    get operator() {
      return game.round.state.currentOperator;
    },
    get active() {
      return game.round.activeEntities();
    },
  };
  return {
    title: game.title,
    rules: game.rules,
    optionalRules: game.optionalRules,
    playerCount: game.seats.length,
    get state() {
      return game.state as GameView['state'];
    },
    get phase() {
      return game.phase;
    },
    round,
    market: game.market,
    kindOf: (id) => game.kindOf(id),
    player: (id) => game.player(id),
    corporation: (sym) => game.corporation(sym),
    minor: (sym) => game.minor(sym),
    operator: (sym) => game.operator(sym),
    company: (sym) => game.company(sym),
    train: (id) => game.train(id),
    playerOf: (id) => game.playerOf(id),
    phaseReached: (name) => phaseReached(game, name),
    percentOf: (holder, sym) => percentOf(game, holder, sym),
    sharePrice: (sym) => {
      const at = game.corporation(sym).sharePrice;
      return at ? game.market.price(at) : null;
    },
    assignments: (target) => (Object.hasOwn(game.state.assignments, target) ? game.state.assignments[target] : []),
    tokenHexes: (sym) => game.operator(sym).tokens.flatMap((t) => (t.used && t.hex ? [t.hex] : [])),
  };
}

export function phaseReached(game: Game, name: string): boolean {
  const index = game.title.phases.findIndex((p) => p.name === name);
  return index >= 0 && index <= game.state.phaseIndex;
}

export function createEffects(game: Game): GameEffects {
  const view = createView(game);
  const effects: GameEffects = Object.create(view, Object.getOwnPropertyDescriptors({
    pay(from: string, to: string, amount: number) {
      spend(game, from, to, amount, { checkPositive: false });
    },
    closeCompany(sym: string) {
      game.company(sym);
      closeCompany(game, sym);
    },
    closeOperator(sym: string) {
      closeOperator(game, sym);
    },
    moveSharePrice(sym: string, direction: 'up' | 'down' | 'left' | 'right') {
      moveSharePrice(game, game.corporation(sym), direction);
    },
    startOperator(sym: string, owner: string) {
      startOperator(game, sym, owner);
    },
    setCompanyRevenue(sym: string, revenue: number) {
      game.company(sym).revenue = revenue;
    },
    assign(company: string, target: string) {
      game.company(company);
      const list = Object.hasOwn(game.state.assignments, target) ? game.state.assignments[target] : (game.state.assignments[target] = []);
      if (!list.includes(company)) list.push(company);
    },
    unassign(company: string, target?: string) {
      for (const [key, list] of Object.entries(game.state.assignments)) {
        if (target !== undefined && key !== target) continue;
        const at = list.indexOf(company);
        if (at >= 0) list.splice(at, 1);
        if (list.length === 0) delete game.state.assignments[key];
      }
    },
    giveTrain(sym: string, trainName: string) {
      giveTrain(game, sym, trainName);
    },
    addStatus(status: string) {
      if (!game.state.overrides.statuses.includes(status)) game.state.overrides.statuses.push(status);
    },
    setFloatPercent(percent: number) {
      if (!(percent > 0 && percent <= 100)) throw new GameError('effect/bad_float_percent', `a float percent must be in (0, 100], not ${percent}`);
      game.state.overrides.floatPercent = percent;
    },
    triggerEnd(reason: string, timing: string) {
      endGameTrigger(game, reason, timing);
    },
    log(text: string) {
      game.log.emit('note', { text });
    },
    random(n: number) {
      game.state.rand = nextRandom(game.state.rand);
      return game.state.rand % n;
    },
  }));
  return effects;
}

/** For code that holds either kind of operator state. */
export type AnyOperator = OperatorState | CorporationState | MinorState;
export type { GameState };
