/**
 * Playing the probe titles from a script: a game with all of a probe's hooks, some of them or
 * none (so a test can show what a hook changes against the engine's default), actions written
 * as `act(game, 'ann', 'par', {...})`, refusals checked to leave the state and the log as they
 * were, and `passUntil` for the turns a test does not care about.
 */
import { expect } from 'vitest';
import type { Action } from '../../runtime/actions/types.js';
import { GameError } from '../../runtime/core/errors.js';
import { Game } from '../../runtime/engine/game.js';
import type { TitleModule } from '../../runtime/module.js';
import { HOOK_NAMES, type TitleHooks } from '../../runtime/title/hooks.js';
import { errorOf } from '../runtime/helpers.js';

export type HookName = (typeof HOOK_NAMES)[number];

export interface ProbeOptions {
  /** The hooks to keep (default: all the probe has); `[]` plays by the engine's defaults. */
  readonly hooks?: readonly HookName[];
  /** Hooks to leave out (the rest are kept). */
  readonly without?: readonly HookName[];
  /** Player ids (also their names); default two players, `ann` and `bob`. */
  readonly players?: readonly string[];
  readonly optionalRules?: readonly string[];
  readonly seed?: number;
}

/** A probe title's module with only some of its hooks. */
function withHooks(module: TitleModule, keep: readonly HookName[]): TitleModule {
  const hooks: Record<string, unknown> = {};
  for (const name of keep) {
    if (!Object.hasOwn(module.hooks, name)) throw new Error(`the probe has no '${name}' hook to keep`);
    hooks[name] = module.hooks[name];
  }
  return { ...module, hooks: hooks as TitleHooks };
}

/** A new game of a probe title (its module as `codegen build` wrote it). */
export function probeGame(module: unknown, options: ProbeOptions = {}): Game {
  const title = module as TitleModule;
  const players = options.players ?? ['ann', 'bob'];
  const keep = options.hooks ?? HOOK_NAMES.filter((name) => Object.hasOwn(title.hooks, name) && !options.without?.includes(name));
  const chosen = withHooks(title, keep);
  return new Game(chosen, players.map((id) => ({ id, name: id })), { optionalRules: options.optionalRules, seed: options.seed });
}

/** The action `entity` takes, with `entity_type` from the game's own view of it. */
export function action(game: Game, entity: string, type: string, fields: Record<string, unknown> = {}): Action {
  const kind = game.kindOf(entity) ?? 'player';
  const entityType = kind === 'company' || kind === 'corporation' || kind === 'minor' ? kind : 'player';
  return { type, entity, entity_type: entityType, ...fields } as Action;
}

/** Applies one action. */
export function act(game: Game, entity: string, type: string, fields: Record<string, unknown> = {}): Game {
  return game.process(action(game, entity, type, fields));
}

/** The error `fn` throws, or undefined (shared with the engine's own tests). */
export { errorOf };

/**
 * Asserts `game` refuses the action with a GameError of this code, and that the refusal changed
 * nothing: the state hashes the same and the event log has no new entry.
 */
export function refused(game: Game, entity: string, type: string, fields: Record<string, unknown>, code: string): GameError {
  return refusedRaw(game, action(game, entity, type, fields), code);
}

/** `refused` for raw action JSON (a malformed one, say). */
export function refusedRaw(game: Game, raw: unknown, code: string): GameError {
  const hash = game.hash();
  const events = game.events.length;
  const error = errorOf(() => game.process(raw));
  expect(error, `expected ${JSON.stringify(raw)} to be refused`).toBeInstanceOf(GameError);
  expect((error as GameError).code, (error as GameError).message).toBe(code);
  expect(game.hash(), 'a refused action changed the state').toBe(hash);
  expect(game.events.length, 'a refused action added events').toBe(events);
  return error as GameError;
}

/** The entity whose decision the game waits for. */
export function current(game: Game): string {
  const entity = game.round.activeEntities()[0];
  if (entity === undefined) throw new Error(`nobody is to act in ${game.round.kind} ${game.round.roundNum}`);
  return entity;
}

/** Whoever is to act passes, until `done` holds. */
export function passUntil(game: Game, done: (game: Game) => boolean, limit = 200): Game {
  for (let i = 0; !done(game); i++) {
    if (i >= limit) throw new Error(`passUntil gave up after ${limit} passes (${game.round.kind} ${game.state.turn}.${game.round.roundNum})`);
    if (game.finished) throw new Error('passUntil: the game is over');
    act(game, current(game), 'pass');
  }
  return game;
}

/** Passes until a round of this kind (and, for operating rounds, this operator's turn) is current. */
export function passTo(game: Game, kind: string, operator?: string): Game {
  return passUntil(game, (g) => g.round.kind === kind && (operator === undefined || g.round.state.currentOperator === operator));
}

/** The price of a corporation's shares now (null before it is parred). */
export function price(game: Game, sym: string): number | null {
  const at = game.corporation(sym).sharePrice;
  return at ? game.market.price(at) : null;
}

/** The events of a type so far. */
export function eventsOf(game: Game, type: string): readonly Record<string, unknown>[] {
  return game.events.filter((e) => e.type === type);
}
