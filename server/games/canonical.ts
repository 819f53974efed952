/**
 * Actions as the server stores them: their canonical form, the fields the 18xx.games format
 * gives every action (`type`, `entity`, `entity_type`, `id`, `user`, `created_at`,
 * `auto_actions`) and those the action's type declares (runtime/actions/catalog.ts, and the
 * title's own), nothing else. A client's other fields, and a recording's bookkeeping
 * (`original_id`, `skip`), are dropped: they would be stored verbatim and exported again,
 * growing a game past what an import takes. A route keeps the fields the reference writes for
 * one. A chat message is at most `MAX_MESSAGE_LENGTH` characters.
 */
import type { ActionCatalog } from '../../runtime/index.js';
import { ApiError } from '../errors.js';

/** Characters in a chat message or log line: a long paragraph; recordings' are a line or two. */
export const MAX_MESSAGE_LENGTH = 1000;

/** The fields every action may carry, in the reference's order. */
const ENVELOPE = ['type', 'entity', 'entity_type', 'id', 'user', 'created_at'] as const;

/** The fields of a route the reference writes (Action::RunRoutes#args_to_h). */
const ROUTE_FIELDS = ['train', 'connections', 'hexes', 'revenue', 'revenue_str', 'subsidy', 'halts', 'abilities', 'nodes'] as const;

/**
 * The action (already checked by the engine's parser, so its type is in `catalog` and its fields
 * have their kinds) in canonical form; 422 `action/too_long` for a message past the limit.
 */
export function canonicalAction(catalog: ActionCatalog, action: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const type = action.type as string;
  const out: Record<string, unknown> = {};
  for (const field of ENVELOPE) if (action[field] !== undefined) out[field] = action[field];
  if (Array.isArray(action.auto_actions) && action.auto_actions.length > 0) {
    out.auto_actions = action.auto_actions.map((auto) => canonicalAction(catalog, auto as Record<string, unknown>));
  }
  const spec = Object.hasOwn(catalog, type) ? catalog[type] : {};
  for (const [field, { kind }] of Object.entries(spec)) {
    const value = action[field];
    if (value === undefined) continue;
    out[field] = kind === 'routes' ? (value as Record<string, unknown>[]).map(canonicalRoute) : value;
  }
  if ((type === 'message' || type === 'log') && typeof out.message === 'string' && [...out.message].length > MAX_MESSAGE_LENGTH) {
    throw new ApiError(422, 'action/too_long', `a ${type} may hold at most ${MAX_MESSAGE_LENGTH} characters`, { limit: MAX_MESSAGE_LENGTH });
  }
  return out;
}

function canonicalRoute(route: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of ROUTE_FIELDS) if (route[field] !== undefined) out[field] = route[field];
  return out;
}
