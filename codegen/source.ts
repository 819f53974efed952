/**
 * A YAML file parsed with source positions, so any value found by its path in the data can be
 * traced back to a line and column for a diagnostic.
 */
import { LineCounter, parseDocument, isMap, isSeq, isScalar, isPair, type Document, type Node } from 'yaml';
import { diagnostic, type Diagnostic, type SourcePosition } from './diagnostics.js';

export type PathSegment = string | number;
export type DataPath = readonly PathSegment[];

export class SourceFile {
  readonly doc: Document.Parsed;
  private readonly lines = new LineCounter();

  constructor(
    readonly path: string,
    readonly text: string,
  ) {
    this.doc = parseDocument(text, { lineCounter: this.lines, prettyErrors: false, uniqueKeys: true });
  }

  /** YAML syntax errors and duplicate keys, as diagnostics. */
  syntaxDiagnostics(): Diagnostic[] {
    return this.doc.errors.map((error) => {
      const duplicate = error.code === 'DUPLICATE_KEY';
      const key = duplicate ? this.text.slice(error.pos[0], error.pos[1]).trim() : '';
      const message = duplicate
        ? `duplicate key${key ? ` '${this.keyAt(error.pos[0]) ?? key}'` : ''}`
        : `YAML syntax error: ${error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`;
      const hint = duplicate
        ? 'each key may appear once in a mapping; merge the two entries or rename one'
        : 'check indentation, quoting and brackets around this point';
      return diagnostic(this.positionAt(error.pos[0]), duplicate ? 'yaml/duplicate-key' : 'yaml/syntax', message, hint);
    });
  }

  /** The plain data of the document (mappings become objects with string keys). */
  data(): unknown {
    return this.doc.toJS({ maxAliasCount: 1000 });
  }

  positionAt(offset: number): SourcePosition {
    const { line, col } = this.lines.linePos(offset);
    return { file: this.path, line, col };
  }

  /**
   * Where a value (or, with `'key'`, its key) lives. Falls back to the nearest ancestor that
   * exists, so a diagnostic about a missing key points at the mapping that should hold it.
   */
  locate(path: DataPath, part: 'key' | 'value' = 'value'): SourcePosition {
    let node: unknown = this.doc.contents;
    let keyNode: Node | undefined;
    let best: Node | undefined = isNodeWithRange(node) ? node : undefined;
    for (const segment of path) {
      keyNode = undefined;
      if (isMap(node)) {
        const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && String(item.key.value) === String(segment));
        if (!pair) break;
        keyNode = pair.key as Node;
        node = pair.value;
      } else if (isSeq(node) && typeof segment === 'number') {
        node = node.items[segment];
      } else {
        break;
      }
      if (isNodeWithRange(node)) best = node;
      else if (keyNode) best = keyNode;
      else break;
    }
    const target = part === 'key' && keyNode ? keyNode : best;
    return this.positionAt(target?.range?.[0] ?? 0);
  }

  /**
   * The position of a character inside a scalar string value, for problems found by parsing the
   * string itself (a tile code). Exact for plain and single-line quoted scalars; otherwise the
   * scalar's start.
   */
  locateInScalar(path: DataPath, offset: number): SourcePosition {
    const node = this.nodeAt(path);
    if (!isScalar(node) || !node.range) return this.locate(path);
    const quoted = node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE';
    const start = node.range[0] + (quoted ? 1 : 0);
    const raw = this.text.slice(start, node.range[1]);
    const exact = !raw.includes('\n') && (node.type === 'PLAIN' || !raw.includes('\\'));
    return this.positionAt(exact ? start + offset : node.range[0]);
  }

  private nodeAt(path: DataPath): unknown {
    let node: unknown = this.doc.contents;
    for (const segment of path) {
      if (isMap(node)) {
        const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && String(item.key.value) === String(segment));
        node = pair?.value;
      } else if (isSeq(node) && typeof segment === 'number') {
        node = node.items[segment];
      } else {
        return undefined;
      }
    }
    return node;
  }

  private keyAt(offset: number): string | undefined {
    const end = this.text.indexOf(':', offset);
    const line = this.text.indexOf('\n', offset);
    if (end < 0 || (line >= 0 && line < end)) return undefined;
    return this.text.slice(offset, end).trim().replace(/^["']|["']$/g, '');
  }
}

function isNodeWithRange(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && 'range' in value && Array.isArray((value as Node).range);
}
