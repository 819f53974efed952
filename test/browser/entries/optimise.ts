/**
 * Browser entry for the route optimiser test: the optimiser and 1830's compiled definition,
 * exposed on `window` so the page can be asked the same questions as Node.
 */
import { definition } from '../../../generated/titles/1830/definition.js';
import { recordedRoutes } from '../../../runtime/map/optimise/action.js';
import { optimiseRoutes } from '../../../runtime/map/optimise/optimise.js';
import type { Operator } from '../../../runtime/map/optimise/types.js';
import type { MapState } from '../../../runtime/map/state.js';
import type { TileColor } from '../../../runtime/title/parts.js';

export interface OptimiseQuestion {
  readonly map: MapState;
  readonly tiles: readonly TileColor[];
  readonly operator: Operator;
}

export function answer(question: OptimiseQuestion): { total: number; routes: unknown[] } {
  const result = optimiseRoutes({ definition, map: question.map }, { tiles: question.tiles }, question.operator);
  return { total: result.total, routes: recordedRoutes(result) };
}

(globalThis as unknown as { optimiseAnswer: typeof answer }).optimiseAnswer = answer;
