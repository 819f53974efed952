/**
 * Companies assigned to hexes and to operators (the reference's Assignable): a port, a mine, a
 * bonus that pays an operator's routes through a hex. Kept in the state by target, hexes and
 * entities apart (a hex id and a symbol may look alike).
 */
import type { Assignments } from '../state/types.js';
import type { Game } from './contract.js';

export type AssignmentTarget = 'hex' | 'entity';

function table(game: Game, kind: AssignmentTarget): Record<string, string[]> {
  return kind === 'hex' ? game.state.assignments.hexes : game.state.assignments.entities;
}

export function assignedTo(game: Game, kind: AssignmentTarget, target: string): readonly string[] {
  const t = table(game, kind);
  return Object.hasOwn(t, target) ? t[target] : [];
}

export function assign(game: Game, company: string, kind: AssignmentTarget, target: string): void {
  const t = table(game, kind);
  const list = Object.hasOwn(t, target) ? t[target] : (t[target] = []);
  if (!list.includes(company)) list.push(company);
  game.log.emit('company_assigned', { company, target, targetType: kind });
}

/** Takes a company's assignments away: of a kind, or from one target of it. */
export function unassign(game: Game, company: string, kind: AssignmentTarget, target?: string): void {
  const t = table(game, kind);
  for (const key of Object.keys(t)) {
    if (target !== undefined && key !== target) continue;
    const at = t[key].indexOf(company);
    if (at < 0) continue;
    t[key].splice(at, 1);
    if (t[key].length === 0) delete t[key];
  }
}

export function noAssignments(): Assignments {
  return { hexes: {}, entities: {} };
}
