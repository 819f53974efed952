/**
 * A compiled title as the engine loads it: its data (layer 1), its named hook overrides
 * (layer 2), and its own steps, round kinds and action types (layer 3). `codegen build` writes
 * one module per title, typed with the title's literal names so hooks and steps that name
 * something missing fail to compile. (The interface itself is part of the game's contract,
 * engine/contract.ts, so that the engine's types never depend on this module.)
 */
import type { TitleModule } from './engine/contract.js';
import type { TitleTypes } from './title/types.js';

export type { TitleModule, TitleTypes };

/** Identity at runtime; binds a module to its title's name types for the compiler. */
export function defineTitle<T extends TitleTypes>(module: TitleModule<T>): TitleModule<T> {
  return module;
}
