/**
 * The engine's side of `runtime/title/view.ts`: one read-only view and one effects object per
 * game, built once and reading the live state on every call, so a hook costs no allocation.
 */
import type { GameVar } from '../title/game-vars.js';
import type { DeepReadonly, GameEffects, GameView, RoundView } from '../title/view.js';
import { assignedTo } from './assignments.js';
import type { Game } from './contract.js';
import { effectMethods } from './effects.js';
import { certLimit, percentOf } from './shares/holdings.js';
import { mapContext } from './map-access.js';
import { hexesConnected } from '../map/connectivity.js';
import { destinationConnected, destinationOf } from './destinations.js';
import { canTakeLoan, interestOwed, loanLimit, loanProceeds, loansOf } from './loans.js';

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
    get entities() {
      return game.round.entities;
    },
    stepOpen(step: string) {
      return game.round.steps.some((s) => s.name() === step && s.active() && !s.passed());
    },
    is(trait: string) {
      return game.round.is(trait);
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
    get corporations() {
      return game.corporations;
    },
    get minors() {
      return game.minors;
    },
    get companies() {
      return game.companies;
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
    hexAssignments: (hex) => assignedTo(game, 'hex', hex),
    operatorAssignments: (sym) => assignedTo(game, 'entity', sym),
    tokenHexes: (sym) => game.operator(sym).tokens.flatMap((t) => (t.used && t.hex ? [t.hex] : [])),
    get: <V>(variable: GameVar<V>) => {
      const memory = game.state.memory;
      return (Object.hasOwn(memory, variable.name) ? memory[variable.name] : variable.initial()) as DeepReadonly<V>;
    },
    loans: (sym) => loansOf(game, sym),
    loanLimit: (sym) => (game.title.loans ? loanLimit(game, sym) : 0),
    canTakeLoan: (sym) => canTakeLoan(game, sym),
    loanProceeds: (sym) => (game.title.loans ? loanProceeds(game, sym) : 0),
    interestOwed: (sym) => (game.title.loans ? interestOwed(game, sym) : 0),
    certLimit: () => certLimit(game),
    destination: (sym) => destinationOf(game, sym),
    hexesConnected: (from, to) => hexesConnected(mapContext(game), from, to),
    destinationConnected: (sym) => destinationConnected(game, sym),
  };
}

export function phaseReached(game: Game, name: string): boolean {
  const index = game.title.phases.findIndex((p) => p.name === name);
  return index >= 0 && index <= game.state.phaseIndex;
}

export function createEffects(game: Game): GameEffects {
  // The effect methods are plain methods (no accessors): assigned, as defining each from its
  // descriptor made every new game's effects several times slower to build.
  const effects: GameEffects = Object.create(createView(game));
  return Object.assign(effects, effectMethods(game));
}
