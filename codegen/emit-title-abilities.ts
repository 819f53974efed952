/**
 * A compiled definition's abilities of a title's own kind (kinds.ts), as the generated module
 * writes them: the definition's lists are typed by the engine's kinds, so each such ability is
 * written `({ ... } satisfies TitleAbility as Ability)` — checked as a title's ability, placed
 * among the engine's (runtime/title/ability-kind.ts says why that is sound). Every other value
 * is written as it is.
 */
import type { TitleDefinition } from '../runtime/title/definition.js';
import { Asserted } from './emit-literal.js';
import { ENGINE_ABILITY_KINDS } from './normalise-abilities.js';

const ENGINE = new Set(ENGINE_ABILITY_KINDS);
const ASSERTION = ' satisfies TitleAbility as Ability';

/** The definition to write, and whether it asserts any ability (its module then imports the two types). */
export function withTitleAbilities(definition: TitleDefinition): { readonly data: unknown; readonly asserted: boolean } {
  let asserted = false;
  const entities = <E extends { readonly abilities: readonly { readonly type: string }[] }>(list: readonly E[]) =>
    list.map((entity) => {
      if (entity.abilities.every((a) => ENGINE.has(a.type))) return entity;
      asserted = true;
      return { ...entity, abilities: entity.abilities.map((a) => (ENGINE.has(a.type) ? a : new Asserted(a, ASSERTION))) };
    });
  const data = { ...definition, corporations: entities(definition.corporations), companies: entities(definition.companies), minors: entities(definition.minors) };
  return asserted ? { data, asserted } : { data: definition, asserted };
}
