/**
 * `game.legalActions(entity?)`: asks the round's steps, as the round would route an action:
 * each active step in order, up to and including the first that blocks, describes the choices
 * of the types it takes (a type taken by an earlier step is that step's).
 */
import type { Game } from '../engine/contract.js';
import { askEachStep } from '../engine/round.js';
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
  return (game.round.openSteps?.() ?? askEachStep(game.round.steps)) as readonly Step[];
}

/** What one entity may do now (`steps`: the round's open steps, when already known; `except`: as legalActions'). */
export function legalActionsOf(game: Game, actor: string, steps: readonly Step[] = openSteps(game), except?: string): LegalAction[] {
  const out: LegalAction[] = [];
  if (mayAct(game, actor)) collectOf(game, actor, steps, out, except);
  return out;
}

/** An entity that can act at all: known, not the pool, bank or depot, not closed. */
function mayAct(game: Game, actor: string): boolean {
  const kind = game.kindOf(actor);
  return kind !== undefined && kind !== 'pool' && kind !== 'bank' && kind !== 'depot' && !game.isClosed(actor);
}

/** Whether a step offering these types has some the caller wants (`except`: a type it does not). */
function offers(offered: readonly string[], except: string | undefined): boolean {
  if (except === undefined) return true;
  for (const type of offered) if (type !== except) return true;
  return false;
}

/** Whether an earlier step took the type (`first`: the first offering step's types, `later`: those later steps took). */
function taken(type: string, first: readonly string[], later: readonly string[] | undefined): boolean {
  return first.includes(type) || (later !== undefined && later.includes(type));
}

/**
 * Appends what `actor` may do to `out`. Every candidate is asked of every open step after each
 * action and most steps offer most of them nothing: nothing is allocated for a step that offers
 * no types, and for the first step that offers some (the types it took are its own list); a
 * later step that offers some adds them to one list of the types taken since.
 */
function collectOf(game: Game, actor: string, steps: readonly Step[], out: LegalAction[], except: string | undefined): void {
  /** The first offering step's types, and those later steps took. */
  let first: readonly string[] | undefined;
  let later: string[] | undefined;
  for (const step of steps) {
    const offered = step.actions(actor);
    if (offered.length === 0) continue;
    if (first === undefined) {
      if (offers(offered, except)) for (const legal of step.legalActions(actor, offered)) if (offered.includes(legal.type) && legal.type !== except) out.push(legal);
      first = offered;
      continue;
    }
    // The types this step offers that no earlier step took: its legal actions of those types.
    let fresh = 0;
    let wanted = 0;
    for (const type of offered) {
      if (taken(type, first, later)) continue;
      fresh++;
      if (type !== except) wanted++;
    }
    if (fresh === 0) continue;
    if (wanted > 0) for (const legal of step.legalActions(actor, offered)) if (offered.includes(legal.type) && legal.type !== except && !taken(legal.type, first, later)) out.push(legal);
    for (const type of offered) if (!taken(type, first, later)) (later ??= []).push(type);
  }
}

/**
 * What `entity` (or everyone who may act now) may do; nothing once the game is over. `except`
 * leaves out the actions of one type, as if filtered from the answer (a step offering only that
 * type is not asked): the simulator never ends a game by agreement, and every player is offered
 * that after every action.
 */
export function legalActions(game: Game, entity?: string, except?: string): LegalAction[] {
  if (game.finished) return [];
  const steps = openSteps(game);
  if (entity !== undefined) return legalActionsOf(game, actorKey(game, entity), steps, except);
  const out: LegalAction[] = [];
  for (const actor of candidates(game, steps)) if (mayAct(game, actor)) collectOf(game, actor, steps, out, except);
  return out;
}
