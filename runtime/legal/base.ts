/**
 * The pieces every step's legal actions are built from: who acts (as actions name it), a pass,
 * a type a step accepts but has not described, and the action a choice stands for.
 */
import type { Action, EntityType } from '../actions/types.js';
import type { Game } from '../engine/contract.js';
import type { FieldRange, LegalAction, ListedLegal, PassLegal, PlainLegal } from './types.js';

/** The acting entity as actions name it: a company by its symbol (the engine may key it `company:<sym>`). */
export function legalBase(game: Game, actor: string): { readonly entity: string; readonly entityType: EntityType } {
  const kind = game.kindOf(actor);
  if (kind === 'company') return { entity: game.companySym(actor), entityType: 'company' };
  return { entity: actor, entityType: kind === 'corporation' ? 'corporation' : kind === 'minor' ? 'minor' : 'player' };
}

/** The engine's key for the entity a legal action names. */
export function actorOfLegal(game: Game, legal: LegalAction): string {
  return game.actorOf({ entity: legal.entity, entity_type: legal.entityType });
}

export function passLegal(game: Game, actor: string): PassLegal {
  return { type: 'pass', ...legalBase(game, actor) };
}

export function plainLegal(game: Game, actor: string, type: PlainLegal['type']): PlainLegal {
  return { type, ...legalBase(game, actor) };
}

/** A type the step accepts without saying what it may be: reported by the checks, never sampled. */
export function undescribedLegal(game: Game, actor: string, type: string): ListedLegal {
  return { type, ...legalBase(game, actor), listed: [], described: false };
}

/** Concrete actions of a title's own type. */
export function listedLegal(game: Game, actor: string, type: string, listed: readonly Record<string, unknown>[]): ListedLegal {
  const base = legalBase(game, actor);
  return { type, ...base, listed: listed.map((fields) => ({ type, entity: base.entity, entity_type: base.entityType, ...fields }) as Action), described: true };
}

/**
 * An action of a title's own type whose numeric fields range over values (a loan of 10 to 100 in
 * tens: `rangedLegal(game, actor, 'take_loan', { corporation }, { amount: { min: 10, max: 100,
 * step: 10 } })`): described without listing every value, matched and drawn like an engine range.
 */
export function rangedLegal(game: Game, actor: string, type: string, fields: Record<string, unknown>, ranges: Readonly<Record<string, FieldRange>>): ListedLegal {
  const lowest = Object.fromEntries(Object.entries(ranges).map(([field, range]) => [field, range.min]));
  return { ...listedLegal(game, actor, type, [{ ...fields, ...lowest }]), ranges };
}

/** The action of a legal action's type by its entity, with these fields. */
export function actionFor(legal: LegalAction, fields: Record<string, unknown> = {}): Action {
  return { type: legal.type, entity: legal.entity, entity_type: legal.entityType, ...fields } as Action;
}
