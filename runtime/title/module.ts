/**
 * A compiled title as the engine loads it: its data (layer 1), its named hook overrides
 * (layer 2) and its own steps (layer 3). `codegen build` writes one module per title, typed with
 * the title's literal names so hooks and steps that name something missing fail to compile.
 */
import type { TitleDefinition } from './definition.js';
import type { TitleHooks } from './hooks.js';
import type { StepClass } from '../engine/step.js';

/** The literal name unions of one title; `codegen build` emits them as `Types`. */
export interface TitleTypes {
  readonly corporation: string;
  readonly company: string;
  readonly minor: string;
  readonly train: string;
  readonly phase: string;
  readonly hex: string;
  readonly tile: string;
  readonly optionalRule: string;
}

export interface TitleModule<T extends TitleTypes = TitleTypes> {
  readonly definition: TitleDefinition;
  readonly hooks: TitleHooks<T>;
  /** Steps by name; a title's step named like an engine step replaces it. */
  readonly steps: Readonly<Record<string, StepClass>>;
}

/** Identity at runtime; binds a module to its title's name types for the compiler. */
export function defineTitle<T extends TitleTypes>(module: TitleModule<T>): TitleModule<T> {
  return module;
}
