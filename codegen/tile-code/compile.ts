/**
 * The checks and conversion shared by both tile forms. Each form's reader reduces its input to
 * raw parts (a type, keys and values, each with a location of the reader's own kind); this turns
 * them into TileParts. Keeping one checker is what makes the two forms accept the same tiles and
 * give the same parts.
 */
import type { PathEnd, TilePart } from '../../runtime/title/parts.js';
import { didYouMean } from '../did-you-mean.js';
import { TILE_PART_TYPES, partSpec, type TileKeySpec, type TilePartSpec } from './spec.js';
import { convertValue, type TileForm } from './values.js';

export interface RawEntry<L> {
  readonly key: string;
  readonly value: unknown;
  /** The key alone, for problems with the key itself. */
  readonly keyAt: L;
  /** The whole entry, for problems with its value. */
  readonly at: L;
}

export interface RawPart<L> {
  readonly type: string;
  /** The whole part. */
  readonly at: L;
  /** The part type as written. */
  readonly typeAt: L;
  /** `key: value` entries, or a bare value (`label=OO`); absent when the part has neither. */
  readonly body?: { readonly entries: readonly RawEntry<L>[] } | { readonly bare: unknown; readonly at: L };
  /**
   * The reader already reported a problem inside this part: it is still checked (and still
   * counts as a node) but yields no part.
   */
  readonly broken?: boolean;
}

export type Report<L> = (at: L, message: string, hint?: string) => void;

export type ExampleBody = string | readonly (readonly [key: string, value: string])[];

/** How each form tells a designer to write a whole part, in that form's own syntax. */
export interface FormSyntax {
  readonly form: TileForm;
  /** `body` is the bare value (label) or the key/value pairs to show. */
  example(type: string, body: ExampleBody): string;
}

interface NodeRef<L> {
  readonly node: number;
  readonly key: string;
  readonly at: L;
  /** The compiled path holding the reference, dropped if the node does not exist. */
  readonly owner: object;
}

const NODE_HINT = 'nodes (city, town, offboard, junction) are numbered from _0 in the order they are written';

export function compileParts<L>(raw: readonly RawPart<L>[], syntax: FormSyntax, report: Report<L>): TilePart[] {
  const parts: TilePart[] = [];
  const nodeRefs: NodeRef<L>[] = [];
  let nodes = 0;
  for (const part of raw) {
    const spec = partSpec(part.type);
    if (!spec) {
      const guess = didYouMean(part.type, TILE_PART_TYPES);
      report(
        part.typeAt,
        `unknown part type '${part.type}'`,
        guess ? `did you mean '${guess}'?` : unknownTypeHint(part.type),
      );
      // A misspelt node (or a reference-engine node we do not model) still takes its number,
      // so the paths naming it are not reported as well.
      if ((guess && partSpec(guess)?.node) || REFERENCE_ONLY_NODES.has(part.type)) nodes++;
      continue;
    }
    if (spec.node) nodes++;
    const compiled = compilePart(part, spec, syntax, report, nodeRefs);
    if (compiled) parts.push(compiled);
  }
  const broken = new Set<object>();
  for (const ref of nodeRefs) {
    if (ref.node < nodes) continue;
    const count = nodes === 0 ? 'no nodes' : nodes === 1 ? 'one node, _0' : `${nodes} nodes, _0 to _${nodes - 1}`;
    report(ref.at, `'${ref.key}' refers to node _${ref.node}, but this tile has ${count}`, NODE_HINT);
    broken.add(ref.owner);
  }
  return broken.size === 0 ? parts : parts.filter((p) => !broken.has(p));
}

/** Node parts of the reference engine that trackwright does not (yet) model. */
const REFERENCE_ONLY_NODES: ReadonlySet<string> = new Set(['halt', 'pass']);

function unknownTypeHint(type: string): string {
  if (type === 'blank') return "'blank' stands for a whole empty tile; leave it out when the tile has parts";
  if (REFERENCE_ONLY_NODES.has(type)) return `'${type}' parts of the reference engine are not supported; use a town or city`;
  return `part types are ${TILE_PART_TYPES.join(', ')}`;
}

function compilePart<L>(
  part: RawPart<L>,
  spec: TilePartSpec,
  syntax: FormSyntax,
  report: Report<L>,
  nodeRefs: NodeRef<L>[],
): TilePart | undefined {
  const out: Record<string, unknown> = { type: spec.type };
  const body = part.body;
  let clean = !part.broken;
  if (spec.bare) {
    const bare = spec.bare;
    if (body && 'entries' in body && body.entries.length > 0) {
      report(part.at, `${spec.type} takes the ${bare.key} text alone, not keys`, `write ${syntax.example(spec.type, 'NY')}`);
      return undefined;
    }
    const value = body && 'bare' in body ? body.bare : undefined;
    if (value === undefined || value === null || value === '') {
      report(part.at, `${spec.type} is missing its ${bare.key} text`, `write ${syntax.example(spec.type, 'NY')}`);
      return undefined;
    }
    const converted = convertValue(bare.value, bare.key, value, syntax.form);
    if (!converted.ok) {
      report(body && 'bare' in body ? body.at : part.at, converted.message, converted.hint);
      return undefined;
    }
    if (typeof converted.value === 'string' && /[,:;=]/.test(converted.value)) {
      report(
        part.at,
        `${spec.type} text '${converted.value}' may not contain , : ; or =`,
        'the compact form could not write it back; use a short name such as OO or NY',
      );
      return undefined;
    }
    out[bare.prop] = converted.value;
    return clean ? (out as unknown as TilePart) : undefined;
  }

  if (body && 'bare' in body) {
    const message = spec.keys.length === 0 ? `${spec.type} takes no value` : `${spec.type} takes keys, not a bare value`;
    report(part.at, message, `write ${syntax.example(spec.type, firstKeyExample(spec))}`);
    return undefined;
  }
  const given = new Map<string, unknown>();
  const pending: NodeRef<L>[] = [];
  const entries = body?.entries ?? [];
  const unknown = entries.filter((entry) => !spec.keys.some((k) => k.key === entry.key));
  const absent = spec.keys.filter((k) => k.required && !entries.some((entry) => entry.key === k.key)).map((k) => k.key);
  /** Keys a misspelling already reported stands for: not reported missing as well. */
  const meant = new Set<string>();
  for (const entry of entries) {
    const keySpec = spec.keys.find((k) => k.key === entry.key);
    if (!keySpec) {
      // One unknown key where one required key is missing is that key misspelt, however far
      // apart they look (`bb` for `b`).
      const guess = didYouMean(entry.key, spec.keys.map((k) => k.key)) ?? (unknown.length === 1 && absent.length === 1 ? absent[0] : undefined);
      report(entry.keyAt, `unknown key '${entry.key}' for ${spec.type}`, guess ? `did you mean '${guess}'?` : unknownKeyHint(spec));
      if (guess) meant.add(guess);
      clean = false;
      continue;
    }
    if (given.has(keySpec.key)) {
      report(entry.keyAt, `'${entry.key}' is given twice`, 'give each key once');
      clean = false;
      continue;
    }
    const converted = convertValue(keySpec.value, keySpec.key, entry.value, syntax.form);
    given.set(keySpec.key, converted.ok ? converted.value : undefined);
    if (!converted.ok) {
      report(entry.at, converted.message, converted.hint);
      clean = false;
      continue;
    }
    const end = converted.value as PathEnd;
    if (keySpec.value.kind === 'path_end' && 'node' in end) {
      pending.push({ node: end.node, key: keySpec.key, at: entry.at, owner: out });
    }
  }
  // A part the reader found broken (`b_0` for `b:_0`) most likely holds the "missing" key in
  // the broken piece: that problem was reported, and is the one to fix.
  const missing = part.broken ? [] : spec.keys.filter((k) => k.required && !given.has(k.key) && !meant.has(k.key));
  if (missing.length > 0) {
    const names = missing.map((k) => `'${k.key}'`).join(' and ');
    report(part.at, `${spec.type} is missing ${names}`, `write ${syntax.example(spec.type, requiredExample(spec))}`);
    clean = false;
  }
  if (!clean) return undefined;
  // Fields in table order, whatever order they were written in, so both forms and any key
  // order give the same object.
  for (const keySpec of spec.keys) {
    if (given.has(keySpec.key)) out[keySpec.prop] = given.get(keySpec.key);
    else if (keySpec.default !== undefined) out[keySpec.prop] = cloneDefault(keySpec.default);
  }
  nodeRefs.push(...pending);
  return out as unknown as TilePart;
}

function cloneDefault(value: unknown): unknown {
  return Array.isArray(value) ? [...value] : value;
}

function unknownKeyHint(spec: TilePartSpec): string {
  const names = spec.keys.map((k) => k.key);
  return names.length === 0 ? `${spec.type} takes no keys` : `${spec.type} takes ${names.join(', ')}`;
}

const EXAMPLES: Record<string, string> = {
  revenue: '20',
  a: '0',
  b: '_0',
  edge: '0',
  cost: '40',
  image: 'port',
  color: 'brown',
};

function exampleFor(key: TileKeySpec): string {
  return EXAMPLES[key.key] ?? 'value';
}

function requiredExample(spec: TilePartSpec): ExampleBody {
  return spec.keys.filter((k) => k.required).map((k) => [k.key, exampleFor(k)] as const);
}

function firstKeyExample(spec: TilePartSpec): ExampleBody {
  const key = spec.keys.find((k) => k.required) ?? spec.keys[0];
  return key ? [[key.key, exampleFor(key)]] : [];
}
