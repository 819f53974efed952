/**
 * Layer 2 of a title: named overrides of the engine's behaviour, written in
 * `titles/<title>/hooks.ts` and typed with the title's literal names, e.g.
 *
 *   export default defineHooks<Types>({
 *     trainCount: (train, { optionalRules }) =>
 *       train.name === '6' && optionalRules.has('optional_6_train') ? 3 : undefined,
 *   });
 *
 * Every hook is optional; an absent hook leaves the engine's own behaviour.
 */
import type { Game } from '../engine/game.js';
import type { EventDefinition, TitleRules, TrainDefinition } from './definition.js';
import type { TitleTypes } from './module.js';

/** What a hook can see of a game being set up. */
export interface SetupContext<T extends TitleTypes = TitleTypes> {
  readonly optionalRules: ReadonlySet<T['optionalRule']>;
  readonly playerCount: number;
}

/** A handler for a named event (fired by a phase or the first train of a type). */
export interface EventHandler<T extends TitleTypes = TitleTypes> {
  (game: Game<T>, event: EventDefinition): void;
}

// Hooks are declared as methods so a title's hooks (typed with its literal names) are
// accepted wherever the engine handles hooks of any title.
export interface TitleHooks<T extends TitleTypes = TitleTypes> {
  /** Rule constants that depend on the game's options, replacing the YAML's values. */
  rules?(rules: TitleRules, setup: SetupContext<T>): Partial<TitleRules>;
  /** How many trains of a type the depot starts with, where that differs from the YAML. */
  trainCount?(train: TrainDefinition & { readonly name: T['train'] }, setup: SetupContext<T>): number | 'unlimited' | undefined;
  /** Named events beyond the engine's own (`close_companies`), or replacing them. */
  readonly events?: Readonly<Record<string, EventHandler<T>>>;
}

export const NO_HOOKS: TitleHooks = Object.freeze({});

/** Identity at runtime; types a title's hooks against its generated `Types`. */
export function defineHooks<T extends TitleTypes>(hooks: TitleHooks<T>): TitleHooks<T> {
  return hooks;
}
