/**
 * Reading title data before it is known to fit the schema: every check that runs on data of
 * any shape (a list where a mapping belongs, a number where a name belongs) reads it through
 * these, so none of them can crash on it.
 */
import type { DataPath } from './source.js';

export type Obj = Record<string, unknown>;

/** Whether a value is a mapping (not a list, not null). */
export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A list, or nothing. */
export const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
/** A name (names of trains and phases may be written as numbers), or undefined. */
export const str = (v: unknown): string | undefined => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);
/** A mapping's keys, or none. */
export const keys = (v: unknown): string[] => (isObj(v) ? Object.keys(v) : []);

/** Each ability of each company, corporation and minor that is a mapping, with its path. */
export function forEachAbility(data: Obj, visit: (ability: Obj, path: DataPath) => void): void {
  for (const section of ['companies', 'corporations', 'minors']) {
    arr(data[section]).forEach((entity, i) => {
      if (!isObj(entity)) return;
      arr(entity.abilities).forEach((ability, j) => {
        if (isObj(ability)) visit(ability, [section, i, 'abilities', j]);
      });
    });
  }
}
