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

/**
 * The view and the round in it are class instances whose getters live on the class's prototype.
 * An object literal with getters made per game gave every game's view hidden classes of its own
 * (a getter is part of the hidden class), held from V8's old space: the young-generation
 * collector then kept each finished game alive (its whole state) until a full collection, and a
 * replay loop spent a third of its time copying dead games. The methods stay the view's own
 * closures, so a hook may still take one off it (`const { corporation } = view`).
 */
class EngineRoundView {
  readonly #game: Game;

  constructor(game: Game) {
    this.#game = game;
    // Laid on with Object.assign, as the view's are: closures stored one by one as the class's
    // own fields kept each game alive the same way as a literal's getters (measured).
    Object.assign(this, roundMethods(game));
  }

  get kind(): string {
    return this.#game.round.kind;
  }

  get roundNum(): number {
    return this.#game.round.roundNum;
  }

  get turn(): number {
    return this.#game.state.turn;
  }

  get operator(): string | null {
    return this.#game.round.state.currentOperator;
  }

  get active(): readonly string[] {
    return this.#game.round.activeEntities();
  }

  get entities(): readonly string[] {
    return this.#game.round.entities;
  }
}

/** The round view's methods, one closure each over the game. */
function roundMethods(game: Game): Pick<RoundView, 'stepOpen' | 'is'> {
  return {
    stepOpen: (step) => game.round.steps.some((s) => s.name() === step && s.active() && !s.passed()),
    is: (trait) => game.round.is(trait),
  };
}

/** The read-only view a hook is given (`GameView`): see EngineRoundView for why a class. */
class EngineView {
  readonly #game: Game;
  readonly title: Game['title'];
  readonly rules: Game['rules'];
  readonly optionalRules: Game['optionalRules'];
  readonly playerCount: number;
  readonly round: RoundView;
  readonly market: Game['market'];

  constructor(game: Game) {
    this.#game = game;
    this.title = game.title;
    this.rules = game.rules;
    this.optionalRules = game.optionalRules;
    this.playerCount = game.seats.length;
    this.round = new EngineRoundView(game) as unknown as RoundView;
    this.market = game.market;
    Object.assign(this, viewMethods(game));
  }

  get state(): GameView['state'] {
    return this.#game.state as GameView['state'];
  }

  get phase(): GameView['phase'] {
    return this.#game.phase;
  }

  get corporations(): GameView['corporations'] {
    return this.#game.corporations;
  }

  get minors(): GameView['minors'] {
    return this.#game.minors;
  }

  get companies(): GameView['companies'] {
    return this.#game.companies;
  }
}

/** The view's methods, one closure each over the game. */
function viewMethods(game: Game): Omit<GameView, keyof EngineView> {
  return {
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

/** The effects object a hook is given (`GameEffects`): the view's members and every effect. */
class EngineEffects extends EngineView {
  /** How many effects were applied through this object (see `effectsApplied`). */
  #applied = 0;

  constructor(game: Game) {
    super(game);
    const methods: Record<string, (...args: never[]) => unknown> = effectMethods(game);
    for (const name of Object.keys(methods)) {
      if (name === 'set' || name === 'log') continue;
      const effect = methods[name];
      methods[name] = (...args) => {
        this.#applied++;
        return effect(...args);
      };
    }
    // A note in the log changes nothing a step reads; a variable set to the value it reads
    // already changes nothing either (1846 sets its twin-lay variable after every action).
    const set = methods.set as (variable: GameVar<unknown>, value: unknown) => void;
    const read = (this as unknown as GameView).get;
    methods.set = ((variable: GameVar<unknown>, value: unknown) => {
      if (!Object.is(read(variable), value)) this.#applied++;
      set(variable, value);
    }) as never;
    Object.assign(this, methods);
  }

  static applied(effects: EngineEffects): number {
    return effects.#applied;
  }
}

/**
 * How many effects have been applied through a game's effects object: the engine compares it
 * around a hook to know whether the hook changed the game at all (hooks change it only through
 * effects), and so whether what it found before the hook still holds.
 */
export function effectsApplied(effects: GameEffects): number {
  return EngineEffects.applied(effects as unknown as EngineEffects);
}

export function createView(game: Game): GameView {
  return new EngineView(game) as unknown as GameView;
}

export function phaseReached(game: Game, name: string): boolean {
  const index = game.title.phases.findIndex((p) => p.name === name);
  return index >= 0 && index <= game.state.phaseIndex;
}

export function createEffects(game: Game): GameEffects {
  return new EngineEffects(game) as unknown as GameEffects;
}
