/**
 * Hostile variations of recorded actions, for the engine's fuzz suite: ids that are prototype
 * names or malformed (`__proto__`, `toString-0`, `57-`), values of the wrong JSON type, unknown
 * or absent entities, other action types with the same payload, undo and redo by strangers,
 * deep or broken auto actions, drawn with a seeded generator (runtime/sim/random.ts) so a
 * failure names a seed that reproduces it.
 */


/** Ids a careless lookup through a plain object would find, and ids of the wrong shape. */
export const PROTOTYPE_IDS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto___1', 'constructor_1', 'toString-0', 'hasOwnProperty-0-0'];
const MALFORMED_IDS = ['', ' 80', '57', '57-', '-1', 'NaN', '1e9', 'x'.repeat(2000), 'PRR_99', 'E19-0-9'];
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
