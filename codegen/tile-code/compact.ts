/**
 * Reads the compact form (`city=revenue:20;path=a:0,b:_0;label=OO`) into raw parts, keeping the
 * character span of every part, key and entry so problems point into the string. Whitespace
 * around separators is tolerated because YAML folding can introduce it.
 */
import type { CompactProblem } from './types.js';
import { partSpec } from './spec.js';
import type { ExampleBody, FormSyntax, RawEntry, RawPart } from './compile.js';

export interface Span {
  readonly offset: number;
  readonly length: number;
}

interface Piece {
  readonly text: string;
  readonly offset: number;
}

export const compactSyntax: FormSyntax = {
  form: 'compact',
  example(type: string, body: ExampleBody): string {
    if (typeof body === 'string') return `${type}=${body}`;
    return body.length === 0 ? type : `${type}=${body.map(([k, v]) => `${k}:${v}`).join(',')}`;
  },
};

function split(piece: Piece, separator: string): Piece[] {
  const out: Piece[] = [];
  let start = 0;
  for (;;) {
    const at = piece.text.indexOf(separator, start);
    const end = at < 0 ? piece.text.length : at;
    out.push({ text: piece.text.slice(start, end), offset: piece.offset + start });
    if (at < 0) return out;
    start = at + separator.length;
  }
}

function trim(piece: Piece): Piece {
  const lead = piece.text.length - piece.text.trimStart().length;
  return { text: piece.text.trim(), offset: piece.offset + lead };
}

function span(piece: Piece): Span {
  return { offset: piece.offset, length: piece.text.length };
}

export type CompactReport = (at: Span, message: string, hint?: string) => void;

/** `blank` and the empty string are a tile with no parts. */
export function isBlankCode(code: string): boolean {
  const whole = code.trim();
  return whole === '' || whole === 'blank';
}

export function readCompact(code: string, report: CompactReport): RawPart<Span>[] {
  const parts: RawPart<Span>[] = [];
  const pieces = split({ text: code, offset: 0 }, ';');
  // One `;` after the last part is a terminator, not an empty part: the reference accepts it and
  // codes assembled from pieces often end with one.
  if (pieces.length > 1 && pieces[pieces.length - 1].text.trim() === '' && pieces[pieces.length - 2].text.trim() !== '') {
    pieces.pop();
  }
  pieces.forEach((raw, i) => {
    const piece = trim(raw);
    if (piece.text === '') {
      // Point at the `;` that made the empty part: the one before it, or after a leading one.
      const separator = i > 0 ? raw.offset - 1 : raw.offset + raw.text.length;
      report({ offset: separator, length: 1 }, 'empty part', "remove the extra ';'");
      return;
    }
    const part = readPart(piece, report);
    if (part) parts.push(part);
  });
  return parts;
}

function readPart(piece: Piece, report: CompactReport): RawPart<Span> | undefined {
  const eq = piece.text.indexOf('=');
  const type = trim({ text: eq < 0 ? piece.text : piece.text.slice(0, eq), offset: piece.offset });
  const at = span(piece);
  if (type.text === '') {
    report(at, 'part has no type', 'write type=key:value, e.g. city=revenue:20');
    return undefined;
  }
  const base = { type: type.text, at, typeAt: span(type) };
  const spec = partSpec(type.text);
  // An unknown type's keys cannot be judged; its type problem is the one worth reading.
  if (eq < 0 || !spec) return base;
  const params = trim({ text: piece.text.slice(eq + 1), offset: piece.offset + eq + 1 });
  if (spec.bare) return { ...base, body: { bare: params.text, at: span(params) } };
  if (params.text === '') return base;
  if (spec.keys.length === 0) {
    report(span(params), `${spec.type} takes no keys`, `write ${spec.type} on its own`);
    return { ...base, broken: true };
  }

  const entries: RawEntry<Span>[] = [];
  let broken = false;
  const pieces = split(params, ',');
  pieces.forEach((raw, i) => {
    const entry = trim(raw);
    if (entry.text === '') {
      const separator = i > 0 ? raw.offset - 1 : raw.offset + raw.text.length;
      report({ offset: separator, length: 1 }, `empty key:value in ${spec.type}`, "remove the extra ','");
      broken = true;
      return;
    }
    const colon = entry.text.indexOf(':');
    if (colon < 0) {
      report(
        span(entry),
        `expected key:value, got '${entry.text}'`,
        entry.text.includes('=') ? "separate a key from its value with ':'" : `${spec.type} takes ${keyList(spec.type)}`,
      );
      broken = true;
      return;
    }
    const key = trim({ text: entry.text.slice(0, colon), offset: entry.offset });
    if (key.text === '') {
      report(span(entry), `missing key before ':' in '${entry.text}'`, `${spec.type} takes ${keyList(spec.type)}`);
      broken = true;
      return;
    }
    entries.push({ key: key.text, value: entry.text.slice(colon + 1).trim(), keyAt: span(key), at: span(entry) });
  });
  return { ...base, body: { entries }, broken };
}

function keyList(type: string): string {
  return (partSpec(type)?.keys ?? []).map((k) => k.key).join(', ') || 'no keys';
}

export function compactProblem(at: Span, message: string, hint?: string): CompactProblem {
  return { form: 'compact', offset: at.offset, length: at.length, message, ...(hint ? { hint } : {}) };
}
