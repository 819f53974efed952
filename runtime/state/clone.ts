/**
 * Copying a game state. The state is plain data (objects, arrays, strings, numbers, booleans,
 * null), so a plain recursive copy does what `structuredClone` does here, several times faster
 * (an 1830 state: about 60 µs against 400): snapshots for undo, rollback and the server's cold
 * loads are taken often enough for that to matter. Shared references are not preserved: the
 * state has none (it is hashed and stored as JSON).
 */
export function cloneState<T>(value: T): T {
  return copy(value) as T;
}

/**
 * A copy of `state` whose `key` is `value`, taken as it is (a part known to equal the state's, and
 * never changed, that copies may share), every other part copied; the keys keep their order.
 */
export function cloneStateWith<T extends object, K extends keyof T>(state: T, key: K, value: T[K]): T {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(state)) out[k] = k === key ? value : copy((state as Record<string, unknown>)[k]);
  return out as T;
}

function copy(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = copy(value[i]);
    return out;
  }
  const out: Record<string, unknown> = {};
  // for-in rather than Object.keys: no key array per object (a plain object's prototype has
  // nothing enumerable, and the order is the same).
  for (const key in value) out[key] = copy((value as Record<string, unknown>)[key]);
  return out;
}
