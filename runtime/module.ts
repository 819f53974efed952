/**
 * A compiled title as the engine loads it: its data (layer 1), its named hook overrides
 * (layer 2), and its own steps, round kinds and action types (layer 3). `codegen build` writes
 * one module per title, typed with the title's literal names so hooks and steps that name
 * something missing fail to compile. This is the one place where title and engine types meet.
 */
import type { ActionCatalog } from './actions/spec.js';
import type { RoundClass } from './engine/round.js';
import type { StepClass } from './engine/step.js';
import type { TitleDefinition } from './title/definition.js';
import type { TitleHooks } from './title/hooks.js';
import type { TitleTypes } from './title/types.js';

export type { TitleTypes };

export interface TitleModule<T extends TitleTypes = TitleTypes> {
  readonly definition: TitleDefinition;
  readonly hooks: TitleHooks<T>;
  /** Steps by name; a title's step named like an engine step replaces it. */
  readonly steps: Readonly<Record<string, StepClass>>;
  /** Round kinds by name (`titles/<title>/rounds/<kind>.ts`); one named like an engine kind replaces it. */
  readonly rounds: Readonly<Record<string, RoundClass>>;
  /** Action types the title adds (`titles/<title>/actions.ts`), with their payload fields. */
  readonly actions: ActionCatalog;
  /**
   * The version of the toolkit that compiled the title (`codegen build` stamps it), so a game
   * played or stored under one version says so when another replays it.
   */
  readonly toolkitVersion?: string;
}

/** Identity at runtime; binds a module to its title's name types for the compiler. */
export function defineTitle<T extends TitleTypes>(module: TitleModule<T>): TitleModule<T> {
  return module;
}
