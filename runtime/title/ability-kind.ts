/**
 * How an ability of a title's own kind (`TitleAbility`, declared in its kinds.ts) sits among the
 * engine's. A compiled title's lists of abilities are typed by the engine's kinds (`Ability`),
 * which the engine and titles narrow by `type`; a title's kind rides in the same list, so it is
 * timed, counted and removed like any other, under that type. This is sound because everything
 * that reads a kind's own fields first selects abilities by kind (`abilities(game, entity,
 * 'tile_lay')`, `def.type === 'reservation'`), and a title's kind never takes an engine kind's
 * name (codegen refuses it): only code asking for the title's kind by name sees it, typed as a
 * `TitleAbility`. Code listing every ability without a kind sees its common fields, and a `type`
 * that may be none of the engine's (a `switch` over kinds needs its `default`).
 */
import type { Ability, TitleAbility } from './abilities.js';

/** A title's ability as its place in a list of abilities types it (the compiled definition's, `addAbility`'s). */
export function asEngineAbility(ability: Ability | TitleAbility): Ability {
  return ability as Ability;
}
