/**
 * `game.legalActions(entity?)`: asks the round's steps, as the round would route an action:
 * each active step in order, up to and including the first that blocks, describes the choices
 * of the types it takes (a type taken by an earlier step is that step's).
 */
import type { Game } from '../engine/contract.js';
import type { Step } from '../engine/step.js';
import type { LegalAction } from './types.js';

/**
 * Everyone who might act: players still in, operators still open, companies someone owns, and
 * whoever the open steps wait for (a corporation not listed with the others: the national).
 */
function candidates(game: Game, steps: readonly Step[]): string[] {
  const out: string[] = [];
  for (const player of game.state.players) if (!player.bankrupt) out.push(player.id);
  for (const corp of game.corporations) if (!corp.closed) out.push(corp.sym);
  for (const minor of game.minors) if (!minor.closed) out.push(minor.sym);
  for (const company of game.companies) if (!company.closed && company.owner) out.push(game.companyKey(company.sym));
  for (const step of steps) for (const entity of step.activeEntities()) if (!out.includes(entity)) out.push(entity);
  return out;
}

/**
 * The engine's key for an entity named from outside: a player id, an operator's symbol, a
 * company's symbol (where a minor has the same symbol, `company:<sym>` names the company).
 */
function actorKey(game: Game, entity: string): string {
  if (game.kindOf(entity) !== undefined) return entity;
  return game.companyKey(entity);
}

/** The round's steps as `legalActionsOf` walks them: the active ones up to the first that blocks. */
function openSteps(game: Game): readonly Step[] {
  const out: Step[] = [];
  for (const step of game.round.steps) {
    if (!step.active()) continue;
    out.push(step);
    if (step.blocking()) break;
  }
  return out;
}

/** What one entity may do now (`steps`: the round's open steps, when already known). */
export function legalActionsOf(game: Game, actor: string, steps: readonly Step[] = openSteps(game)): LegalAction[] {
  const out: LegalAction[] = [];
  if (mayAct(game, actor)) collectOf(game, actor, steps, out);
  return out;
}

/** An entity that can act at all: known, not the pool, bank or depot, not closed. */
function mayAct(game: Game, actor: string): boolean {
  const kind = game.kindOf(actor);
  return kind !== undefined && kind !== 'pool' && kind !== 'bank' && kind !== 'depot' && !game.isClosed(actor);
}

/**
 * Appends what `actor` may do to `out`. Every candidate is asked of every open step after each
 * action and most steps offer most of them nothing: nothing is allocated for a step that offers
 * no types, and the types an earlier step took are kept only once some step offered some.
 */
function collectOf(game: Game, actor: string, steps: readonly Step[], out: LegalAction[]): void {
  let taken: string[] | undefined;
  for (const step of steps) {
    const offered = step.actions(actor);
    if (offered.length === 0) continue;
    const types = taken === undefined ? offered : offered.filter((type) => !taken!.includes(type));
    if (types.length) for (const legal of step.legalActions(actor, offered)) if (types.includes(legal.type)) out.push(legal);
    if (taken === undefined) taken = [...types];
    else for (const type of types) taken.push(type);
  }
}

/** What `entity` (or everyone who may act now) may do; nothing once the game is over. */
export function legalActions(game: Game, entity?: string): LegalAction[] {
  if (game.finished) return [];
  const steps = openSteps(game);
  if (entity !== undefined) return legalActionsOf(game, actorKey(game, entity), steps);
  const out: LegalAction[] = [];
  for (const actor of candidates(game, steps)) if (mayAct(game, actor)) collectOf(game, actor, steps, out);
  return out;
}
