/**
 * Writes plain data (the compiled title) as a TypeScript literal:
 * small objects and arrays on one line, larger ones as blocks, keys quoted only where needed.
 */

/** Longest single-line rendering of an object or array before it is broken into lines. */
const INLINE_WIDTH = 100;

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A value written with a type assertion after it (`(value as T)`), where its data alone types wrongly. */
export class Asserted {
  constructor(
    readonly value: unknown,
    /** What follows the value inside the parentheses: ` as T`, ` satisfies T as U`. */
    readonly assertion: string,
  ) {}
}

export function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t')}'`;
}

function key(name: string): string {
  return IDENTIFIER.test(name) || /^(0|[1-9]\d*)$/.test(name) ? name : quote(name);
}

/** The value on one line, or undefined when it would be too long to read as one. */
function inline(value: unknown, budget: number): string | undefined {
  if (value === null) return 'null';
  if (value instanceof Asserted) {
    const text = inline(value.value, budget - value.assertion.length - 2);
    return text === undefined ? undefined : `(${text}${value.assertion})`;
  }
  switch (typeof value) {
    case 'string':
      return quote(value);
    case 'number':
    case 'boolean':
      return String(value);
    case 'object':
      break;
    default:
      throw new Error(`cannot emit a ${typeof value} as a literal`);
  }
  const pieces: string[] = [];
  let length = 4;
  const entries = Array.isArray(value) ? value.map((v) => [undefined, v] as const) : Object.entries(value as object);
  for (const [name, item] of entries) {
    if (item === undefined) continue;
    const rendered = inline(item, budget - length);
    if (rendered === undefined) return undefined;
    const piece = name === undefined ? rendered : `${key(name)}: ${rendered}`;
    length += piece.length + 2;
    if (length > budget) return undefined;
    pieces.push(piece);
  }
  if (Array.isArray(value)) return `[${pieces.join(', ')}]`;
  return pieces.length ? `{ ${pieces.join(', ')} }` : '{}';
}

/**
 * The value as code, indented two spaces a level below `depth`, laid out here rather than by the
 * writer's indentation (which misplaces nested blocks and needed a slow format pass after).
 */
function block(value: unknown, depth: number): string {
  const short = inline(value, INLINE_WIDTH);
  if (short !== undefined) return short;
  if (value instanceof Asserted) return `(${block(value.value, depth)}${value.assertion})`;
  const isArray = Array.isArray(value);
  const pad = '  '.repeat(depth + 1);
  const entries = isArray ? (value as unknown[]).map((v) => [undefined, v] as const) : Object.entries(value as object);
  const lines: string[] = [];
  for (const [name, item] of entries) {
    if (item === undefined) continue;
    lines.push(`${pad}${name === undefined ? '' : `${key(name)}: `}${block(item, depth + 1)},`);
  }
  return `${isArray ? '[' : '{'}\n${lines.join('\n')}\n${'  '.repeat(depth)}${isArray ? ']' : '}'}`;
}

/** The value as TypeScript source, laid out as the generated modules are. */
export function literalText(value: unknown): string {
  return block(value, 0);
}

