/**
 * A YAML file parsed with source positions, so any value found by its path in the data can be
 * traced back to a line and column for a diagnostic.
 */
import { LineCounter, parseDocument, isMap, isSeq, isScalar, isPair, visit, type Document, type Node, type YAMLError, type YAMLMap, type YAMLSeq } from 'yaml';
import { diagnostic, type Diagnostic, type SourcePosition } from './diagnostics.js';

export type PathSegment = string | number;
export type DataPath = readonly PathSegment[];

/** What usually causes each YAML error, in a designer's terms. */
const SYNTAX_HINTS: Readonly<Record<string, string>> = {
  TAB_AS_INDENT: 'indent with spaces; YAML does not allow tabs for indentation',
  BLOCK_AS_IMPLICIT_KEY: "quote a value that contains ': ', and line a key up with the keys above it",
  MULTILINE_IMPLICIT_KEY: "quote a value that contains ': ', and line a key up with the keys above it",
  BAD_INDENT: 'line up the keys of one mapping (or the dashes of one list) in the same column',
  MISSING_CHAR: 'add the missing closing character',
  UNEXPECTED_TOKEN: 'check indentation, quoting and brackets around this point',
};

export class SourceFile {
  readonly doc: Document.Parsed;
  private readonly lines = new LineCounter();

  constructor(
    readonly path: string,
    readonly text: string,
  ) {
    this.doc = parseDocument(text, { lineCounter: this.lines, prettyErrors: false, uniqueKeys: true });
  }

  /**
   * YAML syntax errors and duplicate keys, as diagnostics. A duplicate key is one problem each; a
   * syntax error usually makes the parser report a cascade of follow-on errors on the lines after
   * it, so only the first syntax error of a file is reported — fixing it is the next step anyway.
   */
  syntaxDiagnostics(): Diagnostic[] {
    const out: Diagnostic[] = [];
    let syntaxReported = false;
    for (const error of this.doc.errors) {
      if (error.code === 'DUPLICATE_KEY') {
        const key = this.keyAt(error.pos[0]) ?? this.text.slice(error.pos[0], error.pos[1]).trim();
        out.push(
          diagnostic(
            this.positionAt(error.pos[0]),
            'yaml/duplicate-key',
            `duplicate key${key ? ` '${key}'` : ''}`,
            'each key may appear once in a mapping; merge the two entries or remove one',
          ),
        );
      } else if (!syntaxReported) {
        syntaxReported = true;
        out.push(this.syntaxError(error));
      }
    }
    return out;
  }

  /** True when the file has an error that leaves its data incomplete (not just a duplicate key). */
  hasSyntaxErrors(): boolean {
    return this.doc.errors.some((error) => error.code !== 'DUPLICATE_KEY');
  }

  private syntaxError(error: YAMLError): Diagnostic {
    const text = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
    // An unclosed `[` or `{` is noticed where the next line starts; point at the bracket instead.
    const unclosed = /end with an? ([\]}])/.exec(text);
    if (unclosed) {
      const open = this.unclosedFlowCollection(error.pos[0], unclosed[1] === '}');
      if (open !== undefined) {
        const bracket = unclosed[1] === '}' ? '{' : '[';
        return diagnostic(
          this.positionAt(open),
          'yaml/syntax',
          `YAML syntax error: '${bracket}' is not closed`,
          `end the flow ${bracket === '{' ? 'mapping' : 'sequence'} with '${unclosed[1]}'; it may continue on the next lines only if they are indented more than its key`,
        );
      }
    }
    return diagnostic(this.positionAt(error.pos[0]), 'yaml/syntax', `YAML syntax error: ${text}`, SYNTAX_HINTS[error.code] ?? 'check indentation, quoting and brackets around this point');
  }

  /** The start of the flow mapping (or sequence) whose contents end where the parser gave up. */
  private unclosedFlowCollection(end: number, map: boolean): number | undefined {
    let found: number | undefined;
    const check = (node: YAMLMap | YAMLSeq) => {
      if (node.flow && node.range && node.range[1] === end) found = node.range[0];
    };
    visit(this.doc, map ? { Map: (_, node) => check(node) } : { Seq: (_, node) => check(node) });
    return found;
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
    // An empty value (`key:` with nothing after it) has no text of its own: point at its key.
    const empty = isScalar(best) && best.value === null && best.range != null && best.range[0] === best.range[1];
    const target = (part === 'key' || empty) && keyNode ? keyNode : best;
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
