/**
 * Hostile variations of recorded actions, for the engine's fuzz suite: ids that are prototype
 * names or malformed (`__proto__`, `toString-0`, `57-`), the action's own ids spelled another
 * way (`57-00`, `PRR_1.0`, `57-1-0 `), values of the wrong JSON type, unknown or absent
 * entities, other action types with the same payload, undo and redo by strangers, deep or broken
 * auto actions, drawn with a seeded generator (runtime/sim/random.ts) so a failure names a seed
 * that reproduces it.
 */


/** Ids a careless lookup through a plain object would find, and ids of the wrong shape. */
export const PROTOTYPE_IDS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto___1', 'constructor_1', 'toString-0', 'hasOwnProperty-0-0'];
const MALFORMED_IDS = ['', ' 80', '57', '57-', '57-00', '57-0.0', '57-0x0', '57- 0', '57-0 ', '-1', 'NaN', '1e9', 'x'.repeat(2000), 'PRR_99', 'NYNH_01', 'E19-0-9', '57-1-00'];
/** Other spellings of an index `d` (digits): each names the same number but is not the id. */
const RESPELLINGS: readonly ((d: string) => string)[] = [
  (d) => `0${d}`,
  (d) => `${d}.0`,
  (d) => `0x${Number(d).toString(16)}`,
  (d) => ` ${d}`,
  (d) => `${d} `,
  (d) => `+${d}`,
  (d) => `${d}e0`,
  (d) => `${d}\n`,
  () => '',
];
/** Where an id has an index: digits after `-` or `_`, at the end or before another `-<index>` (a city's tile copy). */
const INDEX_AT = /(?<=[-_])\d+(?=$|-\d+$)/g;
/** The index spelling the reference writes: plain digits, no leading zero. */
const CANONICAL_ID = /^.+[-_](?:0|[1-9]\d*)$/;
const CITY_FIELDS = new Set(['city']);
/** Fields whose strings (or lists of strings) are ids of copies: tiles, cities, shares, trains. */
const INDEXED_FIELDS = ['tile', 'city', 'shares', 'train'] as const;
const WRONG_TYPES: unknown[] = [null, {}, [], 1.5, -1, true, [[]], 1e308, Object.create(null), { type: 'pass' }];
/** Fields that carry no rule (when and by whom it was sent): mutating them proves nothing. */
const INERT_FIELDS = new Set(['id', 'created_at', 'user', 'original_id', 'skip']);
/** Payload fields of the engine's action types that name something by id. */
const ID_FIELDS = ['shares', 'train', 'hex', 'tile', 'city', 'company', 'corporation', 'minor', 'exchange', 'variant', 'target', 'kind', 'share_price'];

export interface HostileContext {
  readonly players: readonly (string | number)[];
  readonly actionTypes: readonly string[];
}

/** One hostile variation of `action`. */
export function hostileVariant(action: Record<string, unknown>, context: HostileContext, random: () => number): unknown {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const a: Record<string, unknown> = structuredClone(action);
  const fields = Object.keys(a).filter((k) => !INERT_FIELDS.has(k));
  const id = () => pick([...PROTOTYPE_IDS, ...MALFORMED_IDS]);
  if (random() < 0.15 && respellOneId(a, random)) return a;
  const roll = random();
  if (roll < 0.3) {
    const field = pick(fields.filter((f) => f !== 'type' && f !== 'entity_type').concat('entity'));
    a[field] = Array.isArray(a[field]) && random() < 0.7 ? [id()] : id();
  } else if (roll < 0.5) {
    a[pick(fields)] = pick(WRONG_TYPES);
  } else if (roll < 0.6) {
    a.entity = pick<unknown>([...WRONG_TYPES, 'nobody', 424242, ...context.players, ...PROTOTYPE_IDS]);
    if (random() < 0.3) a.entity_type = pick(['player', 'corporation', 'company', 'minor', 'bank', '__proto__']);
  } else if (roll < 0.7) {
    a.type = pick(context.actionTypes);
  } else if (roll < 0.78) {
    delete a[pick(fields)];
  } else if (roll < 0.86) {
    return {
      type: pick(['undo', 'redo']),
      entity: pick<unknown>(['nobody', 424242, {}, '__proto__', ...context.players]),
      entity_type: pick(['player', 'corporation', 'x']),
      ...(random() < 0.6 ? { action_id: pick<unknown>([-1, 0, 1e9, '3', 1.5, 1]) } : {}),
    };
  } else if (roll < 0.94) {
    for (const field of ID_FIELDS) if (random() < 0.3) a[field] = field === 'shares' ? [id()] : id();
  } else if (roll < 0.97) {
    a.auto_actions = [pick<unknown>([{}, null, 1, { type: 'pass', entity: {} }, { type: 'pass', entity: '__proto__', entity_type: 'player' }])];
  } else {
    return pick<unknown>([null, 'pass', 42, [], [action], nested(action, 5000)]);
  }
  return a;
}

/** An action whose auto actions nest `depth` deep. */
function nested(action: Record<string, unknown>, depth: number): Record<string, unknown> {
  let out: Record<string, unknown> = { ...action };
  for (let i = 0; i < depth; i++) out = { ...action, auto_actions: [out] };
  return out;
}

/** The action with one of its ids (a tile, city, share or route train) spelled another way; false when it names none. */
function respellOneId(a: Record<string, unknown>, random: () => number): boolean {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const slots: { get: () => string; set: (id: string) => void }[] = [];
  const addSlot = (get: () => unknown, set: (id: string) => void) => {
    const value = get();
    if (typeof value === 'string' && value.match(INDEX_AT)) slots.push({ get: get as () => string, set });
  };
  for (const field of INDEXED_FIELDS) {
    const value = a[field];
    if (Array.isArray(value)) value.forEach((_, i) => addSlot(() => value[i], (id) => (value[i] = id)));
    else addSlot(() => a[field], (id) => (a[field] = id));
  }
  if (Array.isArray(a.routes)) {
    for (const route of a.routes as Record<string, unknown>[]) if (route && typeof route === 'object') addSlot(() => route.train, (id) => (route.train = id));
  }
  if (slots.length === 0) return false;
  const slot = pick(slots);
  const id = slot.get();
  const indexes = [...id.matchAll(INDEX_AT)];
  const at = pick(indexes);
  slot.set(id.slice(0, at.index) + pick(RESPELLINGS)(at[0]) + id.slice(at.index! + at[0].length));
  return true;
}

/** Whether every id of a tile, city, share or route train the action names is in its one spelling (test-side, independent of the engine's parser). */
export function idsCanonical(action: Record<string, unknown>): boolean {
  const ok = (field: string, value: unknown): boolean => {
    if (typeof value !== 'string') return true;
    if (!CANONICAL_ID.test(value)) return false;
    // A city id is a tile id and an index: both parts in their one spelling.
    return !CITY_FIELDS.has(field) || CANONICAL_ID.test(value.slice(0, value.lastIndexOf('-')));
  };
  const routes = Array.isArray(action.routes) ? (action.routes as { train?: unknown }[]) : [];
  return (
    INDEXED_FIELDS.every((f) => (Array.isArray(action[f]) ? (action[f] as unknown[]).every((v) => ok(f, v)) : ok(f, action[f]))) &&
    routes.every((r) => r === null || typeof r !== 'object' || ok('train', r.train))
  );
}
