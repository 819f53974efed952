/**
 * Writes plain data (the compiled title) as a TypeScript literal through ts-morph's code writer:
 * small objects and arrays on one line, larger ones as blocks, keys quoted only where needed.
 */
import type { CodeBlockWriter, WriterFunction } from 'ts-morph';

/** Longest single-line rendering of an object or array before it is broken into lines. */
const INLINE_WIDTH = 100;

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t')}'`;
}

function key(name: string): string {
  return IDENTIFIER.test(name) || /^(0|[1-9]\d*)$/.test(name) ? name : quote(name);
}

/** The value on one line, or undefined when it would be too long to read as one. */
function inline(value: unknown, budget: number): string | undefined {
  if (value === null) return 'null';
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

function write(writer: CodeBlockWriter, value: unknown): void {
  const short = inline(value, INLINE_WIDTH);
  if (short !== undefined) {
    writer.write(short);
    return;
  }
  const isArray = Array.isArray(value);
  writer.write(isArray ? '[' : '{').newLine();
  writer.indent(() => {
    const entries = isArray ? (value as unknown[]).map((v) => [undefined, v] as const) : Object.entries(value as object);
    for (const [name, item] of entries) {
      if (item === undefined) continue;
      if (name !== undefined) writer.write(`${key(name)}: `);
      write(writer, item);
      writer.write(',').newLine();
    }
  });
  writer.write(isArray ? ']' : '}');
}

export function literal(value: unknown): WriterFunction {
  return (writer) => write(writer, value);
}
