/**
 * Abilities from their YAML form to the compiled form: camelCase keys, `when` always a list, and
 * each kind's defaults filled in so the engine reads every field without a fallback.
 */
import type { Ability } from '../runtime/title/abilities.js';
import type { RawAbility } from './raw.js';

/** Per kind: the defaults of its own fields (common fields have none beyond `when: []`). */
const KIND_DEFAULTS: Readonly<Record<Ability['type'], Readonly<Record<string, unknown>>>> = {
  blocks_hexes: {},
  tile_lay: {
    free: false,
    special: true,
    connect: true,
    blocks: false,
    reachable: false,
    consumeTileLay: false,
    mustLayTogether: false,
    mustLayAll: false,
    paidBy: 'owner',
  },
  teleport: { freeTileLay: false },
  exchange: {},
  shares: {},
  close: {},
  no_buy: {},
  revenue_change: {},
  tile_discount: {},
  token: {
    extraAction: false,
    fromOwner: false,
    neutral: false,
    extraSlot: false,
    specialOnly: false,
    checkTokenable: true,
    connected: false,
  },
  reservation: { city: 0, slot: 0 },
  assign_hexes: {},
  assign_corporation: {},
  train_discount: {},
  description: {},
  base: {},
  tile_income: { ownerOnly: false },
};

/** The kinds the engine gives behaviour to (every other kind is a title's own, from its kinds.ts). */
export const ENGINE_ABILITY_KINDS: readonly string[] = Object.keys(KIND_DEFAULTS);

/** `when` a kind is usable if the title says nothing: a teleport is a track-step ability. */
const KIND_WHEN: Partial<Record<Ability['type'], readonly string[]>> = {
  teleport: ['track'],
};

function camel(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function list(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

export function normaliseAbility(raw: RawAbility): Ability {
  const type = raw.type as Ability['type'];
  const fields: Record<string, unknown> = { type, ...KIND_DEFAULTS[type] };
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'type' || value === undefined) continue;
    fields[camel(key)] = value;
  }
  const when = list(raw.when);
  fields.when = when.length > 0 ? when : (KIND_WHEN[type] ?? []);
  // Lists the reference accepts as a single value are always lists once compiled. (Names
  // written as numbers are text already: normalise-names.ts, for every field at once.)
  if ('shares' in fields) fields.shares = list(fields.shares);
  if (type === 'exchange') fields.from = list(fields.from);
  if ('tiles' in fields) fields.tiles = list(fields.tiles);
  if ('hexes' in fields) fields.hexes = list(fields.hexes);
  return fields as unknown as Ability;
}
