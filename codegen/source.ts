/**
 * A YAML file parsed with source positions, so any value found by its path in the data can be
 * traced back to a line and column for a diagnostic.
 *
 * Everything here is linear in the size of the file: keys are checked for duplicates with one
 * hash set per mapping (the YAML library's own check compares every pair of keys), and each
 * mapping gets a key index on first lookup, so positioning N diagnostics costs N lookups, not N
 * scans. Hostile input — a file too large, in the wrong encoding, nested too deep or expanding
 * its aliases past a budget — becomes a positioned diagnostic and no data, never an exception.
 */
import {
  isAlias,
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  visit,
  type Alias,
  type Document,
  type Node,
  type Pair,
  type YAMLError,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml';
import { diagnostic, type Diagnostic, type SourcePosition } from './diagnostics.js';
import { decodeText } from './encoding.js';
import { describeBytes, describeLimit, MAX_ALIAS_EXPANSION, MAX_ALIASES, MAX_FILE_BYTES, MAX_NESTING } from './limits.js';

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

/** Keys that would reach an object's prototype in the data built from the file. */
const FORBIDDEN_KEYS = new Set(['__proto__']);

/** The key a mapping entry gets in the plain data (`2` and `"2"` are the same key there). */
function keyText(key: unknown): string | undefined {
  if (isScalar(key)) return key.value === null ? '' : String(key.value);
  if (key === null || key === undefined) return '';
  return undefined; // a mapping or list used as a key: reported by the schema as a bad key
}

export class SourceFile {
  readonly doc: Document.Parsed;
  readonly text: string;
  private readonly lines = new LineCounter();
  /** Problems that leave the file without data: size, encoding, nesting, aliases. */
  private readonly fatal: Diagnostic[] = [];
  /** Duplicate and forbidden keys: reported, the rest of the data is still checked. */
  private readonly keyProblems: Diagnostic[] = [];
  private readonly index = new WeakMap<YAMLMap, Map<string, Pair>>();
  private cachedData: { value: unknown } | undefined;

  constructor(
    readonly path: string,
    content: string | Uint8Array,
  ) {
    const decoded = typeof content === 'string' ? { text: content } : decodeText(content);
    this.text = 'problem' in decoded ? '' : decoded.text;
    const size = typeof content === 'string' ? Buffer.byteLength(content) : content.length;
    if ('problem' in decoded) {
      this.fatal.push(diagnostic({ file: path, line: decoded.problem.line, col: decoded.problem.col }, 'yaml/encoding', decoded.problem.message, decoded.problem.hint));
    } else if (size > MAX_FILE_BYTES) {
      this.fatal.push(
        diagnostic({ file: path, line: 1, col: 1 }, 'limit/file_size', `the file is ${describeBytes(size)}; a title file may be at most ${describeBytes(MAX_FILE_BYTES)}`, 'split the data or remove what is repeated'),
      );
    }
    const source = this.fatal.length ? '' : this.text;
    let doc: Document.Parsed;
    try {
      doc = parseDocument(source, { lineCounter: this.lines, prettyErrors: false, uniqueKeys: false });
    } catch (error) {
      // The parser recurses on nesting; a file nested thousands deep exhausts the stack.
      doc = parseDocument('', { lineCounter: new LineCounter() });
      this.fatal.push(diagnostic({ file: path, line: 1, col: 1 }, 'limit/nesting', `the file cannot be parsed: ${(error as Error).message}`, `nest mappings and lists at most ${MAX_NESTING} deep`));
    }
    this.doc = doc;
    if (!this.fatal.length && !doc.errors.length) this.checkStructure();
  }

  /**
   * One pass over the document: duplicate and forbidden keys, nesting depth, and the size the
   * data would have once every alias is expanded.
   */
  private checkStructure(): void {
    const stack: [node: unknown, depth: number][] = [[this.doc.contents, 0]];
    const aliases: Alias[] = [];
    const forbidden: [YAMLMap, Pair][] = [];
    while (stack.length) {
      const [node, depth] = stack.pop()!;
      if (isAlias(node)) {
        aliases.push(node);
        continue;
      }
      if (!isMap(node) && !isSeq(node)) continue;
      if (depth >= MAX_NESTING) {
        this.fatal.push(diagnostic(this.positionAt(node.range?.[0] ?? 0), 'limit/nesting', `mappings and lists are nested more than ${MAX_NESTING} deep here`, 'a title needs far less nesting: look for a runaway bracket or indentation'));
        return;
      }
      if (isMap(node)) {
        const seen = new Map<string, Pair>();
        for (const pair of node.items) {
          const key = keyText(pair.key);
          if (key !== undefined) {
            const first = seen.get(key);
            const at = this.positionAt((pair.key as Node | null)?.range?.[0] ?? node.range?.[0] ?? 0);
            if (first) {
              const where = this.positionAt((first.key as Node | null)?.range?.[0] ?? 0);
              const sameText = this.sourceOf(first.key) === this.sourceOf(pair.key);
              this.keyProblems.push(
                diagnostic(
                  at,
                  'yaml/duplicate_key',
                  `duplicate key '${key}', first at line ${where.line}, column ${where.col}`,
                  `each key may appear once in a mapping${sameText ? '' : ` (${this.sourceOf(first.key)} and ${this.sourceOf(pair.key)} are the same key)`}; merge the two entries or remove one`,
                ),
              );
            } else seen.set(key, pair);
            if (FORBIDDEN_KEYS.has(key)) {
              this.keyProblems.push(diagnostic(at, 'yaml/forbidden_key', `'${key}' cannot be a key`, 'it names the prototype of a JavaScript object; rename the key'));
              forbidden.push([node, pair]);
            }
          }
          stack.push([pair.value, depth + 1]);
          if (isMap(pair.key) || isSeq(pair.key)) stack.push([pair.key, depth + 1]);
        }
        this.index.set(node, seen);
      } else {
        for (const item of node.items) stack.push([item, depth + 1]);
      }
    }
    // Reported once, here: the data does not carry them on to be reported again as unknown keys.
    for (const [map, pair] of forbidden) map.items.splice(map.items.indexOf(pair), 1);
    if (aliases.length) this.checkAliases(aliases);
  }

  private sourceOf(node: unknown): string {
    const range = (node as Node | null)?.range;
    return range ? this.text.slice(range[0], range[1]).trim() : '';
  }

  /**
   * Expanding an alias copies the node it names, with every alias inside that node: the cost is
   * counted per anchored node once (memoised), so even a billion-laughs document is measured in
   * time linear in its length.
   */
  private checkAliases(aliases: Alias[]): void {
    aliases.sort((a, b) => (a.range?.[0] ?? 0) - (b.range?.[0] ?? 0));
    if (aliases.length > MAX_ALIASES) {
      const at = aliases[MAX_ALIASES];
      this.fatal.push(diagnostic(this.positionAt(at.range?.[0] ?? 0), 'limit/aliases', `the file uses ${aliases.length} aliases; at most ${describeLimit(MAX_ALIASES)} are allowed`, 'write the repeated data out, or give it a name the title refers to'));
      return;
    }
    const cap = MAX_ALIAS_EXPANSION + 1;
    const memo = new Map<unknown, number>();
    const size = (node: unknown, depth: number): number => {
      if (isAlias(node)) {
        const target = node.resolve(this.doc);
        return target && depth < MAX_NESTING * 4 ? size(target, depth + 1) : 0;
      }
      const known = memo.get(node);
      if (known !== undefined) return known;
      memo.set(node, cap); // a node containing an alias to itself expands without end
      let total = 1;
      if (isMap(node)) for (const pair of node.items) total = Math.min(cap, total + size(pair.key, depth + 1) + size(pair.value, depth + 1));
      else if (isSeq(node)) for (const item of node.items) total = Math.min(cap, total + size(item, depth + 1));
      else if (isScalar(node)) total = node.range ? node.range[1] - node.range[0] : String(node.value).length;
      memo.set(node, total);
      return total;
    };
    let added = 0;
    for (const alias of aliases) {
      added += size(alias, 0);
      if (added > MAX_ALIAS_EXPANSION) {
        this.fatal.push(
          diagnostic(this.positionAt(alias.range?.[0] ?? 0), 'limit/alias_expansion', `expanding the aliases up to here adds more than ${describeLimit(MAX_ALIAS_EXPANSION)} characters to the file`, 'write the repeated data out, or give it a name the title refers to'),
        );
        return;
      }
    }
  }

  /**
   * Problems of the file itself, as diagnostics: encoding, size and nesting limits, YAML syntax,
   * duplicate and forbidden keys. A syntax error usually makes the parser report a cascade of
   * follow-on errors on the lines after it, so only the first syntax error of a file is
   * reported — fixing it is the next step anyway.
   */
  syntaxDiagnostics(): Diagnostic[] {
    const out: Diagnostic[] = [...this.fatal, ...this.keyProblems];
    const first = this.doc.errors[0];
    if (first) out.push(this.syntaxError(first));
    return out;
  }

  /** True when the file has a problem that leaves its data incomplete (not just a duplicate key). */
  hasSyntaxErrors(): boolean {
    return this.fatal.length > 0 || this.doc.errors.length > 0;
  }

  private syntaxError(error: YAMLError): Diagnostic {
    // The parser recurses on nesting: thousands of open brackets exhaust its stack.
    if (/call stack/i.test(error.message)) {
      return diagnostic(this.positionAt(error.pos[0]), 'limit/nesting', `mappings and lists are nested too deep to read here`, `nest mappings and lists at most ${MAX_NESTING} deep; look for a runaway bracket`);
    }
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
    try {
      visit(this.doc, map ? { Map: (_, node) => check(node) } : { Seq: (_, node) => check(node) });
    } catch {
      // a pathological document; the plain message will do
    }
    return found;
  }

  /**
   * The plain data of the document (mappings become objects with string keys); `undefined` when
   * the file has a problem that leaves it without data.
   */
  data(): unknown {
    if (this.cachedData) return this.cachedData.value;
    let value: unknown;
    if (!this.fatal.length) {
      try {
        value = this.doc.toJS({ maxAliasCount: MAX_ALIASES });
      } catch (error) {
        // checkStructure bounds what toJS does; this only guards against a case it missed.
        this.fatal.push(diagnostic({ file: this.path, line: 1, col: 1 }, 'yaml/unreadable', `the file's data cannot be built: ${(error as Error).message}`));
      }
    }
    this.cachedData = { value: deepFreeze(value) };
    return value;
  }

  positionAt(offset: number): SourcePosition {
    const { line, col } = this.lines.linePos(offset);
    return { file: this.path, line, col };
  }

  /** The entry of a mapping under a key, through the mapping's index. */
  private pairOf(map: YAMLMap, segment: PathSegment): Pair | undefined {
    let keys = this.index.get(map);
    if (!keys) {
      keys = new Map();
      for (const item of map.items) {
        const key = isPair(item) ? keyText(item.key) : undefined;
        if (key !== undefined && !keys.has(key)) keys.set(key, item);
      }
      this.index.set(map, keys);
    }
    return keys.get(String(segment));
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
        const pair = this.pairOf(node, segment);
        if (!pair) break;
        keyNode = isNodeWithRange(pair.key) ? pair.key : undefined;
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
      if (isMap(node)) node = this.pairOf(node, segment)?.value;
      else if (isSeq(node) && typeof segment === 'number') node = node.items[segment];
      else return undefined;
    }
    return node;
  }
}

function isNodeWithRange(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && 'range' in value && Array.isArray((value as Node).range);
}

/**
 * Frozen all the way down: a parsed file is shared by every build of the process that reads the
 * same bytes (load.ts), so its data must never be changed by one of them (none does; a change
 * would now throw where it is made instead of leaking into the next build).
 */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value as object)) deepFreeze(child);
  }
  return value;
}
