/**
 * The names a hook writes, checked against the title's own. A literal name the title lacks —
 * `game.pay('bank', 'XYZ', 50)` in a title without XYZ — is a type error where it is written
 * (`codegen validate` reports it as `hooks.ts:L:C`), while a name computed from the state (a
 * player's id, `${corporation}_${index}`) passes: no type can know it, and the engine refuses
 * it if it is wrong. Players are never written as literals: their ids are the game's, not the
 * title's.
 */
import type { Ability } from './abilities.js';
import type { TitleTypes } from './types.js';

/**
 * `S` where it is a name of `U` or not a literal at all (a `string`, a template with a
 * `string` part); else `U`, so a literal the title lacks fails with the names it has.
 * (A type with a pattern, such as `string` or `${string}_${number}`, is one that an empty
 * object satisfies as a record key: that is how it is told from a literal.)
 */
export type Known<S extends string, U extends string> = {} extends Record<S, 1> ? S : S extends U ? S : U;

/** A certificate's id: `<corporation>_<index>` (`PRR_0`, the president's). */
export type ShareId<T extends TitleTypes> = `${T['corporation']}_${number}`;

/** A train's id: `<train name>-<copy>` (`2-0`). */
export type TrainId<T extends TitleTypes> = `${T['train']}-${number}`;

/** Ability fields that name the title's things, with the title's names. */
interface AbilityNames<T extends TitleTypes> {
  readonly hexes: readonly T['hex'][];
  readonly hex: T['hex'];
  readonly tiles: readonly T['tile'][];
  readonly trains: readonly T['train'][];
  readonly corporation: T['corporation'];
  readonly corporations: readonly T['corporation'][] | 'any';
  readonly onPhase: T['phase'] | 'never';
  readonly afterPhase: T['phase'];
}

/** An ability as a hook gives it (`addAbility`): the compiled form, its names the title's own. */
export type AbilityOf<T extends TitleTypes> = Ability extends infer A
  ? A extends Ability
    ? { readonly [K in keyof A]: K extends keyof AbilityNames<T> ? (undefined extends A[K] ? AbilityNames<T>[K] | undefined : AbilityNames<T>[K]) : A[K] }
    : never
  : never;
