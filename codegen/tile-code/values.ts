/**
 * The kinds of value a tile part key takes, and their conversion from either tile form: the
 * compact form hands over strings, the structured form whatever YAML produced. Both go through
 * the same checks so the two forms accept exactly the same tiles.
 */
import type { PathEnd, Revenue, RevenueColor } from '../../runtime/title/parts.js';
import { didYouMean } from '../did-you-mean.js';

export type ValueKind =
  | { readonly kind: 'integer'; readonly min?: number; readonly max?: number }
  | { readonly kind: 'edge' }
  | { readonly kind: 'path_end' }
  | { readonly kind: 'revenue' }
  | { readonly kind: 'boolean' }
  | { readonly kind: 'enum'; readonly values: readonly string[] }
  | { readonly kind: 'string' }
  | { readonly kind: 'list' }
  /** A list of names from a closed vocabulary (`terrain:mountain|water`); `what` names one. */
  | { readonly kind: 'names'; readonly values: readonly string[]; readonly what: string };

export type TileForm = 'compact' | 'structured';

export type Converted =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly message: string; readonly hint?: string };

export const REVENUE_COLORS: readonly RevenueColor[] = ['yellow', 'green', 'brown', 'gray', 'black', 'diesel'];

const EDGE_HINT = 'hex edges are numbered 0-5 clockwise';

function ok(value: unknown): Converted {
  return { ok: true, value };
}

function fail(message: string, hint?: string): Converted {
  return hint === undefined ? { ok: false, message } : { ok: false, message, hint };
}

/** How a value is echoed back in a message: strings as written, anything else as YAML-ish JSON. */
function show(raw: unknown): string {
  return typeof raw === 'string' ? `'${raw}'` : JSON.stringify(raw) ?? String(raw);
}

/** A whole number from a number or a string of digits (YAML may hand either over). */
function asInteger(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isInteger(raw) ? raw : undefined;
  if (typeof raw === 'string' && /^[+-]?\d+$/.test(raw.trim())) return Number(raw.trim());
  return undefined;
}

/** Plain text: compact values are strings already; YAML may have read `4.5` or `10` as a number. */
function asText(raw: unknown): string | undefined {
  if (typeof raw === 'string') return raw.trim() === '' ? undefined : raw;
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return undefined;
}

function convertInteger(key: string, raw: unknown, min?: number, max?: number): Converted {
  const n = asInteger(raw);
  if (n === undefined) return fail(`'${key}' must be a whole number, got ${show(raw)}`);
  if ((min !== undefined && n < min) || (max !== undefined && n > max)) {
    const range = max === undefined ? `at least ${min}` : min === undefined ? `at most ${max}` : `${min}-${max}`;
    return fail(`'${key}' must be ${range}, got ${n}`);
  }
  return ok(n);
}

function convertEdge(key: string, raw: unknown): Converted {
  const n = asInteger(raw);
  if (n === undefined || n < 0 || n > 5) return fail(`'${key}' must be an edge 0-5, got ${show(raw)}`, EDGE_HINT);
  return ok(n);
}

/**
 * An edge or `_N`. Whether node N exists is checked once the whole tile is read, because the
 * node may be declared after the path.
 */
function convertPathEnd(key: string, raw: unknown): Converted {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : undefined;
  const node = text === undefined ? null : /^_(\d+)$/.exec(text);
  if (node) return ok({ node: Number(node[1]) } satisfies PathEnd);
  if (text !== undefined && /^\d+$/.test(text) && Number(text) <= 5) return ok({ edge: Number(text) } satisfies PathEnd);
  return fail(
    `'${key}' must be an edge 0-5 or _N (the Nth city/town/offboard/junction), got ${show(raw)}`,
    `${EDGE_HINT}; _0 is the first city, town, offboard or junction of the tile`,
  );
}

function revenueHint(form: TileForm): string {
  return form === 'compact'
    ? 'write revenue:20, or one amount per phase colour: revenue:yellow_20|brown_40'
    : 'write revenue: 20, or one amount per phase colour: revenue: {yellow: 20, brown: 40}';
}

function addPhaseRevenue(
  into: Partial<Record<RevenueColor, number>>,
  color: string,
  amount: unknown,
  form: TileForm,
): Converted | undefined {
  if (!(REVENUE_COLORS as readonly string[]).includes(color)) {
    const guess = didYouMean(color, REVENUE_COLORS);
    return fail(
      `unknown revenue colour '${color}'`,
      guess ? `did you mean '${guess}'?` : `revenue colours are ${REVENUE_COLORS.join(', ')}`,
    );
  }
  const n = asInteger(amount);
  if (n === undefined) return fail(`revenue for ${color} must be a whole number, got ${show(amount)}`, revenueHint(form));
  if (color in into) return fail(`revenue colour '${color}' is given twice`);
  into[color as RevenueColor] = n;
  return undefined;
}

function convertRevenue(raw: unknown, form: TileForm): Converted {
  if (typeof raw === 'number' || (typeof raw === 'string' && !/[_|]/.test(raw))) {
    const n = asInteger(raw);
    return n === undefined ? fail(`revenue must be a whole number, got ${show(raw)}`, revenueHint(form)) : ok(n);
  }
  const byColor: Partial<Record<RevenueColor, number>> = {};
  if (typeof raw === 'string') {
    for (const entry of raw.split('|')) {
      const sep = entry.lastIndexOf('_');
      if (sep <= 0) return fail(`revenue entry '${entry}' must be colour_amount`, revenueHint(form));
      const problem = addPhaseRevenue(byColor, entry.slice(0, sep).trim(), entry.slice(sep + 1), form);
      if (problem) return problem;
    }
    return ok(byColor satisfies Revenue);
  }
  if (isPlainObject(raw)) {
    const colors = Object.keys(raw);
    if (colors.length === 0) return fail('revenue by colour must name at least one colour', revenueHint(form));
    for (const color of colors) {
      const problem = addPhaseRevenue(byColor, color, raw[color], form);
      if (problem) return problem;
    }
    return ok(byColor satisfies Revenue);
  }
  return fail(`revenue must be a whole number or amounts by phase colour, got ${show(raw)}`, revenueHint(form));
}

function convertBoolean(key: string, raw: unknown): Converted {
  if (raw === true || raw === 1 || raw === '1' || raw === 'true') return ok(true);
  if (raw === false || raw === 0 || raw === '0' || raw === 'false') return ok(false);
  return fail(`'${key}' must be true or false (1 or 0), got ${show(raw)}`);
}

function convertEnum(key: string, raw: unknown, values: readonly string[]): Converted {
  if (typeof raw === 'string' && values.includes(raw.trim())) return ok(raw.trim());
  const guess = typeof raw === 'string' ? didYouMean(raw, values) : undefined;
  return fail(
    `'${key}' must be one of ${values.join(', ')}; got ${show(raw)}`,
    guess ? `did you mean '${guess}'?` : undefined,
  );
}

function convertList(key: string, raw: unknown, form: TileForm): Converted {
  const items = typeof raw === 'string' ? raw.split('|') : Array.isArray(raw) ? raw : undefined;
  const example = form === 'compact' ? `${key}:a|b` : `${key}: [a, b]`;
  if (items === undefined) return fail(`'${key}' must be a list, got ${show(raw)}`, `write ${example}`);
  const texts = items.map(asText);
  if (items.length === 0 || texts.some((t) => t === undefined)) {
    return fail(`'${key}' must be a list of non-empty names, got ${show(raw)}`, `write ${example}`);
  }
  return ok(texts.map((t) => (t as string).trim()));
}

function convertNames(key: string, raw: unknown, form: TileForm, values: readonly string[], what: string): Converted {
  const list = convertList(key, raw, form);
  if (!list.ok) return list;
  for (const name of list.value as string[]) {
    if (values.includes(name)) continue;
    const guess = didYouMean(name, values);
    return fail(`unknown ${what} '${name}'`, guess ? `did you mean '${guess}'?` : `${what}s: ${values.join(', ')}`);
  }
  return list;
}

export function convertValue(kind: ValueKind, key: string, raw: unknown, form: TileForm): Converted {
  if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) {
    return fail(`missing value for '${key}'`);
  }
  switch (kind.kind) {
    case 'integer':
      return convertInteger(key, raw, kind.min, kind.max);
    case 'edge':
      return convertEdge(key, raw);
    case 'path_end':
      return convertPathEnd(key, raw);
    case 'revenue':
      return convertRevenue(raw, form);
    case 'boolean':
      return convertBoolean(key, raw);
    case 'enum':
      return convertEnum(key, raw, kind.values);
    case 'string': {
      const text = asText(raw);
      return text === undefined ? fail(`'${key}' must be text, got ${show(raw)}`) : ok(text.trim());
    }
    case 'list':
      return convertList(key, raw, form);
    case 'names':
      return convertNames(key, raw, form, kind.values, kind.what);
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
