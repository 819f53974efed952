/**
 * How an action type's payload is described: its fields and their JSON types. The engine's own
 * action types, the reference's other recorded types, and any a title declares are all written
 * this way, so every action is checked field by field before a step sees it.
 *
 * A title declares its own in `titles/<title>/actions.ts`:
 *
 *   export default defineActions({
 *     choose_route_bonus: { bonus: req('string'), amount: opt('integer') },
 *   });
 */

export type FieldKind = 'string' | 'number' | 'integer' | 'boolean' | 'id' | 'strings' | 'routes' | 'object' | 'list' | 'any' | 'price' | IdKind;

/*
 * `price`: a number, or `false` for none. The reference records a share bundle's price as its
 * `share_price`, which a bundle without one writes as `false` (1861's recordings have it).
 */

/** Strings naming a tile copy, a city or shares, in the one spelling the reference writes (runtime/core/ids.ts). */
export type IdKind = 'tile_id' | 'city_id' | 'share_ids';

export interface FieldSpec<K extends FieldKind = FieldKind> {
  readonly kind: K;
  readonly required?: boolean;
}

/** A field every action of the type carries. */
export interface RequiredField<K extends FieldKind = FieldKind> extends FieldSpec<K> {
  readonly required: true;
}

/** The fields an action type carries beyond the common `type`, `entity`, `entity_type`, `id`. */
export type ActionSpec = Readonly<Record<string, FieldSpec>>;

/** Action types by name, with their fields. */
export type ActionCatalog = Readonly<Record<string, ActionSpec>>;

/** A required field; its kind is kept in the type, so an action's TypeScript type is read off its spec (actions/types.ts). */
export const req = <K extends FieldKind>(kind: K): RequiredField<K> => ({ kind, required: true });
/** An optional field. */
export const opt = <K extends FieldKind>(kind: K): FieldSpec<K> => ({ kind });

/** Identity at runtime; a title's `actions.ts` default export. */
export function defineActions<C extends ActionCatalog>(catalog: C): C {
  return catalog;
}
