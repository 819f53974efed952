/**
 * No crash on any title input: keys of every bundled title are deleted, one at a time, and
 * scalars are replaced by a value of a wrong type (a mapping, and a string for a number or a
 * number for a string). Each case must end in diagnostics positioned inside the title's files —
 * or, where the change is allowed, in a title that compiles — never in an exception or an
 * internal error, and every code is `namespace/snake_case`. The keys every title must give are
 * reported as missing when deleted.
 *
 * The small example title gets every case; each other title (found under titles/, so a new one
 * is covered at once) a sample of SAMPLE keys and SAMPLE scalars per file, spread evenly over the
 * file, to keep the suite quick: about 8 ms a case.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isPair, isScalar, isSeq, parseDocument, type Document } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../codegen/build.js';
import { formatDiagnostic } from '../../codegen/diagnostics.js';
import { CODEGEN_INTERNAL_ERROR } from '../../codegen/internal-error.js';
import { readInputs, type Inputs } from '../../codegen/fingerprint.cjs';
import { REPO_ROOT, tempProject, type TempProject } from './project.js';

type Path = (string | number)[];

/** Every bundled title: the example in full, the others sampled. */
const TITLES = readdirSync(join(REPO_ROOT, 'titles'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && !entry.name.startsWith('.'))
  .map((entry) => entry.name)
  .sort();
const FULL = 'example';
/** Cases of each kind per file of a title other than the example. */
const SAMPLE = 40;
/** The code pattern of every diagnostic (and of the engine's GameError codes). */
const CODE = /^[a-z_]+\/[a-z_]+$/;

/** `count` items spread evenly over the list (all of it when shorter). */
function spread<T>(list: readonly T[], count: number): T[] {
  if (list.length <= count) return [...list];
  return Array.from({ length: count }, (_, i) => list[Math.floor((i * list.length) / count)]);
}

/** Every key path and every scalar path of a YAML document, in document order. */
function paths(doc: Document): { keys: Path[]; scalars: Path[] } {
  const keys: Path[] = [];
  const scalars: Path[] = [];
  const walk = (node: unknown, at: Path) => {
    if (isMap(node)) {
      for (const pair of node.items) {
        if (!isPair(pair) || !isScalar(pair.key)) continue;
        // The key as YAML read it: `290:` and `3:` are numbers, and a path must say so to reach under them.
        const key = pair.key.value;
        const path = [...at, typeof key === 'number' ? key : String(key)];
        keys.push(path);
        walk(pair.value, path);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => walk(item, [...at, i]));
    } else if (isScalar(node)) scalars.push(at);
  };
  walk(doc.contents, []);
  return { keys, scalars };
}

let project: TempProject;
let base: Inputs;
const made: string[] = [];

beforeAll(() => {
  project = tempProject(TITLES);
  base = readInputs(project.layout);
});
afterAll(() => project.remove());

/** Validates the project with one file's text replaced; returns the diagnostics as lines. */
async function validateWith(file: string, text: string, title: string): Promise<{ lines: string[]; ok: boolean }> {
  const files = new Map(base.files);
  files.set(project.path(file), Buffer.from(text));
  const result = await build({ layout: project.layout, titles: [title], validateOnly: true, typecheck: false, inputs: { ...base, files } });
  // Lines of the files diagnostics name (decoding every file of the project for each case was
  // a seventh of the suite's time).
  const lineCounts = new Map<string, number | undefined>();
  const linesOf = (file: string) => {
    if (!lineCounts.has(file)) lineCounts.set(file, files.get(file)?.toString('utf8').split('\n').length);
    return lineCounts.get(file);
  };
  for (const d of result.diagnostics) {
    const lines = linesOf(d.file);
    // Positioned inside a file of the project (or, for a whole-title problem, its folder).
    expect(d.file.startsWith(project.root), formatDiagnostic(d)).toBe(true);
    if (lines !== undefined) expect(d.line, formatDiagnostic(d)).toBeLessThanOrEqual(lines + 1);
    expect(d.line).toBeGreaterThanOrEqual(1);
    expect(d.col).toBeGreaterThanOrEqual(1);
    expect(d.code, formatDiagnostic(d)).not.toBe(CODEGEN_INTERNAL_ERROR);
    expect(d.code, formatDiagnostic(d)).toMatch(CODE);
  }
  return { lines: result.diagnostics.map((d) => formatDiagnostic(d, project.root)), ok: result.ok };
}

const FILES = ['title.yaml', 'map.yaml', 'entities.yaml'];

describe.each(TITLES)('%s', (title) => {
  const sample = <T>(list: readonly T[]) => (title === FULL ? [...list] : spread(list, SAMPLE));
  // A variant may be a title.yaml alone (it inherits the rest).
  const files = FILES.filter((name) => existsSync(join(REPO_ROOT, 'titles', title, name)));
  it.each(files)('%s: deleting each key, one at a time', async (name) => {
    const file = `titles/${title}/${name}`;
    const text = readFileSync(project.path(file), 'utf8');
    // Parsed once: each case mutates a copy (a clone costs a fraction of a parse).
    const parsed = parseDocument(text);
    const keys = sample(paths(parsed).keys);
    let failing = 0;
    for (const path of keys) {
      const doc = parsed.clone();
      doc.deleteIn(path);
      const { ok } = await validateWith(file, doc.toString(), title);
      if (!ok) failing++;
    }
    made.push(`${file}: ${keys.length} deletions, ${failing} with errors`);
    expect(keys.length).toBeGreaterThan(title === FULL ? 10 : Math.min(10, SAMPLE));
  });

  it.each(files)('%s: replacing each scalar with a wrong type', async (name) => {
    const file = `titles/${title}/${name}`;
    const text = readFileSync(project.path(file), 'utf8');
    const parsed = parseDocument(text);
    const scalars = sample(paths(parsed).scalars);
    let withoutError = 0;
    for (const path of scalars) {
      const value = (parsed.getIn(path) as unknown) ?? null;
      // A sampled title gets one wrong value per scalar, to keep the suite quick.
      const wrongs = title === FULL ? [{ wrong: [1] }, typeof value === 'number' ? 'text' : 12345] : [{ wrong: [1] }];
      for (const wrong of wrongs) {
        const mutated = parsed.clone();
        mutated.setIn(path, mutated.createNode(wrong));
        const { ok } = await validateWith(file, mutated.toString(), title);
        if (ok && typeof wrong === 'object') withoutError++;
      }
    }
    made.push(`${file}: ${scalars.length * (title === FULL ? 2 : 1)} replacements, ${withoutError} mappings accepted`);
    expect(scalars.length).toBeGreaterThan(10);
    // A mapping is never what a scalar's place takes: every such replacement is an error.
    expect(withoutError).toBe(0);
  });
});

describe('keys a title must give', () => {
  it.each(['bank_cash', 'starting_cash', 'cert_limit'])('rules.%s is reported as missing, at rules', async (key) => {
    const file = 'titles/example/title.yaml';
    const doc = parseDocument(readFileSync(project.path(file), 'utf8'));
    doc.deleteIn(['rules', key]);
    const { lines } = await validateWith(file, doc.toString(), 'example');
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^${file}:\\d+:1  error  missing required key '${key}' in 'rules'`))]);
  });

  it.each(['meta', 'rules', 'trains', 'phases', 'market', 'corporations', 'hexes', 'tiles'])('the section %s is reported as missing', async (section) => {
    const file = join('titles/example', section === 'hexes' || section === 'tiles' ? 'map.yaml' : section === 'corporations' ? 'entities.yaml' : 'title.yaml');
    const doc = parseDocument(readFileSync(project.path(file), 'utf8'));
    doc.delete(section);
    const { lines, ok } = await validateWith(file, doc.toString(), 'example');
    expect(ok).toBe(false);
    expect(lines).toContain(`titles/example/title.yaml:1:1  error  the title has no '${section}' section  (hint: add '${section}:' to title.yaml, map.yaml or entities.yaml (see docs/title-format.md))`);
  });
});

afterAll(() => {
  if (made.length) process.stdout.write(`mutations: ${made.join('; ')}\n`);
});
