/**
 * Names written as numbers, made text in one place. YAML reads `name: 2`, `trains: [3, 4]` or
 * `on_phase: 5` as numbers; the compiled title (and every comparison the engine makes) knows
 * names only as strings. Rather than each field converting its own (and the one that forgets
 * compiling to a number that never matches a train), the schema says which values are names —
 * a `$ref` to one of `NUMBERED_NAME_DEFS` — and this walk turns every number found at such a
 * place into its decimal string, whatever key or ability kind holds it.
 *
 * It runs on data that passed the schema, before the semantic checks and normalise (see
 * compile.ts), so both read names as text. test/codegen/names-as-text.test.ts walks the schema
 * to prove every field that names a train, phase, tile, hex, company, corporation or minor is
 * covered, and that each is converted.
 */

type SchemaNode = Record<string, unknown>;

/** Schema definitions whose values are names that YAML may have read as numbers. */
export const NUMBERED_NAME_DEFS: readonly string[] = ['#/$defs/name', '#/$defs/numberedSym'];

const isNode = (v: unknown): v is SchemaNode => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Follows a local `$ref` (`#/$defs/x`) from the schema's root. */
function resolveRef(root: SchemaNode, ref: string): SchemaNode | undefined {
  const at = ref.indexOf('#');
  if (at < 0) return undefined;
  let node: unknown = root;
  for (const seg of ref.slice(at + 1).split('/').filter(Boolean)) node = isNode(node) ? node[decodeURIComponent(seg)] : undefined;
  return isNode(node) ? node : undefined;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/**
 * Whether a value may be what a branch of a combinator describes, judged shallowly: its type,
 * `const` and `enum`, and for a mapping the `const`/`enum` of its properties and its required
 * keys (which is how an ability's kind selects its keys). Enough to pick the branch a value that
 * passed the schema was validated by.
 */
function fits(root: SchemaNode, value: unknown, node: unknown, depth = 0): boolean {
  if (!isNode(node) || depth > 16) return true;
  if (typeof node.$ref === 'string' && !fits(root, value, resolveRef(root, node.$ref), depth + 1)) return false;
  if (node.type !== undefined) {
    const types = Array.isArray(node.type) ? node.type : [node.type];
    const actual = typeOf(value);
    if (!types.includes(actual) && !(actual === 'integer' && types.includes('number'))) return false;
  }
  if ('const' in node && node.const !== value) return false;
  if (Array.isArray(node.enum) && !node.enum.includes(value)) return false;
  if (isNode(value)) {
    if (Array.isArray(node.required) && !node.required.every((key) => typeof key === 'string' && Object.hasOwn(value, key))) return false;
    if (isNode(node.properties)) {
      for (const [key, sub] of Object.entries(node.properties)) {
        if (Object.hasOwn(value, key) && isNode(sub) && ('const' in sub || Array.isArray(sub.enum)) && !fits(root, value[key], sub, depth + 1)) return false;
      }
    }
  }
  if (Array.isArray(node.allOf) && !node.allOf.every((sub) => fits(root, value, sub, depth + 1))) return false;
  return true;
}

/** The subschemas that apply to a value besides the node's own keywords. */
function applicable(root: SchemaNode, value: unknown, node: SchemaNode): unknown[] {
  const out: unknown[] = [];
  if (Array.isArray(node.allOf)) out.push(...node.allOf);
  for (const combinator of ['anyOf', 'oneOf'] as const) {
    const branches = node[combinator];
    if (Array.isArray(branches)) out.push(...branches.filter((branch) => fits(root, value, branch)));
  }
  if (node.if !== undefined) {
    const branch = fits(root, value, node.if) ? node.then : node.else;
    if (branch !== undefined) out.push(branch);
  }
  return out;
}

function visit(root: SchemaNode, value: unknown, node: unknown, depth: number): unknown {
  if (!isNode(node) || depth > 64) return value;
  if (typeof node.$ref === 'string') {
    if (typeof value === 'number' && NUMBERED_NAME_DEFS.includes(node.$ref)) return String(value);
    value = visit(root, value, resolveRef(root, node.$ref), depth + 1);
  }
  for (const sub of applicable(root, value, node)) value = visit(root, value, sub, depth + 1);
  if (Array.isArray(value)) {
    const prefix = Array.isArray(node.prefixItems) ? node.prefixItems : [];
    if (prefix.length === 0 && node.items === undefined) return value;
    return value.map((item, i) => visit(root, item, i < prefix.length ? prefix[i] : node.items, depth + 1));
  }
  if (isNode(value)) {
    const properties = isNode(node.properties) ? node.properties : {};
    const additional = node.additionalProperties;
    if (Object.keys(properties).length === 0 && !isNode(additional)) return value;
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = visit(root, item, Object.hasOwn(properties, key) ? properties[key] : additional, depth + 1);
    return out;
  }
  return value;
}

/**
 * A copy of a title's data with every name written as a number turned into text, by the title
 * schema `schema` (whose `$defs` hold `NUMBERED_NAME_DEFS`). The data must have passed the schema.
 */
export function namesAsText(data: unknown, schema: SchemaNode): unknown {
  return visit(schema, data, schema, 0);
}
