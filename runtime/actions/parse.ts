/**
 * Checking untrusted action JSON before the engine sees it: every field the engine reads has the
 * right JSON type, or the action is refused with `action/malformed` naming the field. Parsing
 * keeps the object as it came, so serialising it gives back the same JSON.
 */
import { GameError } from '../core/errors.js';
import { ID_FORMS, isCityId, isShareId, isTileId } from '../core/ids.js';
import { BASE_CATALOG } from './catalog.js';
import type { ActionCatalog, ActionSpec, FieldKind } from './spec.js';
import type { Action } from './types.js';

/** The engine's action types (the reference's recorded ones included), without a title's own. */
export const ACTION_TYPES: readonly string[] = Object.keys(BASE_CATALOG);

const ENTITY_TYPES = new Set(['player', 'corporation', 'company', 'minor']);

function fits(kind: FieldKind, value: unknown): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return Number.isSafeInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'id':
      // A number beyond 2^53 (1e300, 2^64) is not the id it was written as: JSON kept it inexactly.
      return typeof value === 'string' || Number.isSafeInteger(value);
    case 'strings':
      return Array.isArray(value) && value.every((v) => typeof v === 'string');
    case 'routes':
      return Array.isArray(value) && value.every(isRoute);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'list':
      return Array.isArray(value);
    case 'any':
      return true;
    case 'price':
      return value === false || (typeof value === 'number' && Number.isFinite(value));
    case 'tile_id':
      return typeof value === 'string' && isTileId(value);
    case 'city_id':
      return typeof value === 'string' && isCityId(value);
    case 'share_ids':
      return Array.isArray(value) && value.every((v) => typeof v === 'string' && isShareId(v));
  }
}

const isStrings = (v: unknown): boolean => Array.isArray(v) && v.every((h) => typeof h === 'string');

/** A recorded route: its train and its track, as connections (newer) or only hexes (older recordings). */
function isRoute(route: unknown): boolean {
  if (typeof route !== 'object' || route === null) return false;
  const r = route as Record<string, unknown>;
  const connections = r.connections === undefined ? isStrings(r.hexes) : Array.isArray(r.connections) && r.connections.every(isStrings);
  return typeof r.train === 'string' && connections && (r.nodes === undefined || isStrings(r.nodes));
}

function malformed(message: string, raw: unknown): GameError {
  const entity = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>).entity : undefined;
  // Only an id names an entity; anything else (an object, a list) is part of what is malformed.
  const named = typeof entity === 'string' || typeof entity === 'number' ? String(entity) : undefined;
  return new GameError('action/malformed', message, { entity: named, rule: 'action JSON format' });
}

/**
 * Checks one action (and its auto actions) against a catalog of action types (the engine's by
 * default; a game passes its title's too); returns it typed, or throws `action/malformed`.
 */
/** Engine action types whose optional fields must name at least one target (a bid is for something). */
const ONE_TARGET_OF: Readonly<Record<string, readonly string[]>> = { bid: ['company', 'corporation', 'minor'] };

/** How deep auto actions may nest: recordings have one level; more is hostile input, not a game. */
const MAX_AUTO_DEPTH = 4;

export function parseAction(raw: unknown, catalog: ActionCatalog = BASE_CATALOG, depth = 0): Action {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw malformed('an action must be a JSON object', raw);
  const a = raw as Record<string, unknown>;
  const type = a.type;
  if (typeof type !== 'string' || !Object.hasOwn(catalog, type)) {
    throw malformed(`unknown action type ${JSON.stringify(type)}; known: ${Object.keys(catalog).sort().join(', ')}`, raw);
  }
  if (!fits('id', a.entity)) throw malformed(`${type}: 'entity' must be a player id or a symbol`, raw);
  if (typeof a.entity_type !== 'string' || !ENTITY_TYPES.has(a.entity_type)) {
    throw malformed(`${type}: 'entity_type' must be one of ${[...ENTITY_TYPES].join(', ')}`, raw);
  }
  if (a.id !== undefined && !Number.isSafeInteger(a.id)) throw malformed(`${type}: 'id' must be an integer`, raw);
  const { fields, targets } = compiled(catalog[type], type);
  for (const [field, spec] of fields) {
    const value = a[field];
    if (value === undefined || value === null) {
      if (spec.required) throw malformed(`${type}: missing '${field}'`, raw);
      continue;
    }
    if (!fits(spec.kind, value)) throw malformed(`${type}: '${field}' must be ${describeKind(spec.kind)}, not ${JSON.stringify(value)}`, raw);
  }
  if (targets.length && !targets.some((field) => a[field] !== undefined && a[field] !== null)) {
    throw malformed(`${type}: names what it is for in one of ${targets.map((f) => `'${f}'`).join(', ')}`, raw);
  }
  if (a.auto_actions !== undefined) {
    if (!Array.isArray(a.auto_actions)) throw malformed(`${type}: 'auto_actions' must be a list`, raw);
    if (a.auto_actions.length > 0 && depth >= MAX_AUTO_DEPTH) throw malformed(`${type}: auto actions nest more than ${MAX_AUTO_DEPTH} deep`, raw);
    for (const auto of a.auto_actions) parseAction(auto, catalog, depth + 1);
  }
  return raw as Action;
}

/** A type's spec as the parser walks it: its fields, and those of which one must be given. */
interface CompiledSpec {
  readonly fields: readonly (readonly [string, ActionSpec[string]])[];
  readonly targets: readonly string[];
}

/** Each action spec (catalogs are read-only) as compiled once, by the type it is the spec of: every action is parsed. */
const compiledSpecs = new WeakMap<ActionSpec, Map<string, CompiledSpec>>();

function compiled(spec: ActionSpec, type: string): CompiledSpec {
  let byType = compiledSpecs.get(spec);
  if (!byType) compiledSpecs.set(spec, (byType = new Map()));
  let out = byType.get(type);
  if (!out) {
    // (Only where the type has those fields: a title may declare a bid of its own.)
    const targets = ONE_TARGET_OF[type]?.filter((field) => Object.hasOwn(spec, field)) ?? [];
    byType.set(type, (out = { fields: Object.entries(spec), targets }));
  }
  return out;
}

function describeKind(kind: FieldKind): string {
  switch (kind) {
    case 'strings':
      return 'a list of strings';
    case 'routes':
      return 'a list of routes {train, connections: [[hex ids]]} (or {train, hexes})';
    case 'id':
      return 'an id';
    case 'price':
      return 'a number (or false for none)';
    case 'object':
      return 'a JSON object';
    case 'list':
      return 'a list';
    case 'tile_id':
      return `${ID_FORMS.tile} ${ID_FORMS.index}`;
    case 'city_id':
      return `${ID_FORMS.city} ${ID_FORMS.index}`;
    case 'share_ids':
      return `${ID_FORMS.share} ${ID_FORMS.index}`;
    default:
      return `a ${kind}`;
  }
}

/** The action as JSON text, exactly as it was recorded. */
export function serialiseAction(action: Action): string {
  return JSON.stringify(action);
}
