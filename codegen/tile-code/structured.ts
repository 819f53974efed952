/**
 * Reads the structured form (a YAML list of one-key mappings: `- city: {revenue: 40}`,
 * `- label: NY`) into raw parts located by list index and key.
 */
import type { StructuredProblem } from './types.js';
import { partSpec } from './spec.js';
import type { ExampleBody, FormSyntax, RawEntry, RawPart } from './compile.js';
import { isPlainObject } from './values.js';

export interface Where {
  readonly index: number;
  readonly key?: string;
  readonly path: readonly (string | number)[];
}

export const structuredSyntax: FormSyntax = {
  form: 'structured',
  example(type: string, body: ExampleBody): string {
    if (typeof body === 'string') return `- ${type}: ${body}`;
    return `- ${type}: {${body.map(([k, v]) => `${k}: ${v}`).join(', ')}}`;
  },
};

export type StructuredReport = (at: Where, message: string, hint?: string) => void;

const ITEM_HINT = 'write each part as its own item, e.g. - city: {revenue: 20}';

export function readStructured(list: readonly unknown[], report: StructuredReport): RawPart<Where>[] {
  const parts: RawPart<Where>[] = [];
  list.forEach((item, index) => {
    const part = readItem(item, index, report);
    if (part) parts.push(part);
  });
  return parts;
}

function readItem(item: unknown, index: number, report: StructuredReport): RawPart<Where> | undefined {
  const at: Where = { index, path: [index] };
  if (typeof item === 'string') {
    // `- junction` is as clear as `- junction: {}`; compact code pasted into the list is not.
    if (/[=;]/.test(item)) {
      report(at, `list item '${item}' looks like compact tile code`, 'write the whole tile as one code string, or ' + ITEM_HINT);
      return undefined;
    }
    return { type: item.trim(), at, typeAt: at };
  }
  if (!isPlainObject(item)) {
    report(at, `a list item must be a one-key mapping naming the part type, got ${JSON.stringify(item) ?? String(item)}`, ITEM_HINT);
    return undefined;
  }
  const keys = Object.keys(item);
  if (keys.length !== 1) {
    const what = keys.length === 0 ? 'an empty mapping' : `${keys.length} keys (${keys.join(', ')})`;
    report(at, `a list item holds exactly one part, this one has ${what}`, ITEM_HINT);
    return undefined;
  }
  const type = keys[0];
  const value = item[type];
  const base = { type, at, typeAt: at };
  const spec = partSpec(type);
  if (!spec || value === null || value === undefined) return base;
  if (!isPlainObject(value)) return { ...base, body: { bare: value, at: { index, path: [index, type] } } };
  return { ...base, body: { entries: Object.keys(value).map((key) => entryOf(index, type, key, value[key])) } };
}

function entryOf(index: number, type: string, key: string, value: unknown): RawEntry<Where> {
  const where: Where = { index, key, path: [index, type, key] };
  return { key, value, keyAt: where, at: where };
}

export function structuredProblem(at: Where, message: string, hint?: string): StructuredProblem {
  return {
    form: 'structured',
    index: at.index,
    ...(at.key !== undefined ? { key: at.key } : {}),
    path: at.path,
    message,
    ...(hint ? { hint } : {}),
  };
}
