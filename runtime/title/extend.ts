/**
 * A title's code (layer 2 and 3) as the engine loads it: its hooks, steps, round kinds and
 * action types and open kinds, over those it inherits when it is a variant (`extends:` in title.yaml). The
 * generated `code.ts` of each title calls `titleCode` with its own files and its base's code,
 * so a chain of variants composes one link at a time.
 */
import type { ActionCatalog } from '../actions/spec.js';
import type { RoundClass, StepClass } from '../engine/contract.js';
import type { TitleHooks } from './hooks.js';
import type { TitleKinds } from './kinds.js';
import type { TitleTypes } from './types.js';

export interface TitleCode<T extends TitleTypes = TitleTypes> {
  readonly hooks: TitleHooks<T>;
  /** Steps by name; one named like an engine step (or a base's) replaces it. */
  readonly steps: Readonly<Record<string, StepClass>>;
  /** Round kinds by name; one named like an engine kind (or a base's) replaces it. */
  readonly rounds: Readonly<Record<string, RoundClass>>;
  readonly actions: ActionCatalog;
  /** The title's additions to the engine's open kinds (its `kinds.ts`), over its base's. */
  readonly kinds?: TitleKinds;
}

/**
 * A variant's hooks over its base's: a hook the variant defines replaces the base's (it may
 * call the base's itself, from the base's generated `code.js`); `events` and `gameEnd` are
 * merged name by name, so a variant adds or replaces one handler and keeps the others.
 */
export function extendHooks(base: TitleHooks, own: TitleHooks): TitleHooks {
  const merged: Record<string, unknown> = { ...base, ...own };
  if (base.events && own.events) merged.events = { ...base.events, ...own.events };
  if (base.gameEnd && own.gameEnd) merged.gameEnd = { ...base.gameEnd, ...own.gameEnd };
  return merged as TitleHooks;
}

/** A title's code: its own files over its base's (none for a title that extends nothing). */
export function titleCode<T extends TitleTypes>(own: TitleCode<T>, base?: TitleCode): TitleCode {
  const hooks = own.hooks as unknown as TitleHooks;
  if (!base) return { ...own, hooks };
  return {
    hooks: extendHooks(base.hooks, hooks),
    steps: { ...base.steps, ...own.steps },
    rounds: { ...base.rounds, ...own.rounds },
    actions: { ...base.actions, ...own.actions },
    ...(base.kinds || own.kinds ? { kinds: extendKinds(base.kinds ?? {}, own.kinds ?? {}) } : {}),
  };
}

/** A variant's kinds over its base's, registry by registry and name by name. */
function extendKinds(base: TitleKinds, own: TitleKinds): TitleKinds {
  return {
    dividends: { ...base.dividends, ...own.dividends },
    abilities: { ...base.abilities, ...own.abilities },
  };
}
