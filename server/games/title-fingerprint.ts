/**
 * The fingerprint of a compiled title: a hash of what decides how its games replay, its
 * definition (the YAML data as compiled) and its code (hooks, steps, rounds, action types, by
 * their source text, a class with the classes it extends). It is computed from the module the
 * server loads, so whatever build is running, and an edited module in a test, has its own.
 *
 * It serves as a cheap notice that a title changed under a stored game: a game whose stored
 * fingerprint is the current one has already been found to replay under it. It is no proof on
 * its own: code a hook calls in another module is not part of it, nor is the engine (the toolkit
 * version is stored apart), so every load replays the game anyway (divergence.ts).
 */
import { createHash } from 'node:crypto';
import type { TitleModule } from '../../runtime/index.js';

const cache = new WeakMap<TitleModule, string>();

export function titleFingerprint(module: TitleModule): string {
  let print = cache.get(module);
  if (print === undefined) {
    const hash = createHash('sha256');
    hash.update(canonical({ definition: module.definition, hooks: module.hooks, steps: module.steps, rounds: module.rounds, actions: module.actions }));
    print = hash.digest('hex').slice(0, 32);
    cache.set(module, print);
  }
  return print;
}

/** JSON with sorted keys; a function as its source, a class with those it extends. */
function canonical(value: unknown): string {
  const seen = new Set<unknown>();
  const walk = (v: unknown): string => {
    if (typeof v === 'function') return JSON.stringify(sourceOf(v));
    if (v === null || typeof v !== 'object') return v === undefined ? 'null' : JSON.stringify(v);
    if (seen.has(v)) return '"[cycle]"';
    seen.add(v);
    const out = Array.isArray(v)
      ? `[${v.map(walk).join(',')}]`
      : `{${Object.keys(v)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${walk((v as Record<string, unknown>)[k])}`)
          .join(',')}}`;
    seen.delete(v);
    return out;
  };
  return walk(value);
}

function sourceOf(fn: Function): string {
  const parts: string[] = [];
  for (let f: unknown = fn; typeof f === 'function' && f !== Function.prototype; f = Object.getPrototypeOf(f)) parts.push(Function.prototype.toString.call(f));
  return parts.join('\n');
}
