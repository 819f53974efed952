/**
 * A value kept on an object under a private symbol: what a `WeakMap` keyed by the object would
 * keep, for caches keyed by a game's own objects (the game, its state, its map, its board).
 *
 * Why not a WeakMap: V8's young-generation collector keeps a WeakMap's entries alive until the
 * next full collection. A cache keyed by a game's objects (and holding them, as a map context
 * holds its game) so kept every finished game, whole state and all, through every minor
 * collection: a loop of new games copied each dead one between the young generation's halves and
 * into the old generation (measured: 50–70 KB kept per finished game, gone with a slot). A slot
 * dies with its owner like any property.
 *
 * The value is a non-enumerable symbol property, so the owner stays plain data to everyone else:
 * JSON, `for…in` copies, spreads, `Object.keys` and deep equality never see it. Use a WeakMap
 * for keys that outlive games (a title's definition, a class): there it costs nothing.
 */
export class ObjectSlot<Owner extends object, Value> {
  readonly #symbol: symbol;

  /** `name` is for debuggers only (the symbol's description). */
  constructor(name: string) {
    this.#symbol = Symbol(name);
  }

  get(owner: Owner): Value | undefined {
    return (owner as Record<symbol, Value | undefined>)[this.#symbol];
  }

  set(owner: Owner, value: Value): void {
    Object.defineProperty(owner, this.#symbol, { value, writable: true, configurable: true, enumerable: false });
  }
}
