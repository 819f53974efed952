/**
 * The layout is the architecture: the engine is pure (no I/O, no clocks, no chance outside the
 * seeded generator) and never reaches into the compiler; files stay small enough to read.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TITLE_NAMES } from '../generated/index.js';
import { BASE_CATALOG } from '../runtime/actions/catalog.js';
import { stepRegistry } from '../runtime/engine/steps/registry.js';
import { DEFAULT_EVENTS_TEXT, ENGINE_STEP_NAMES } from '../runtime/title/defaults.js';
import { ENGINE_EVENT_TYPES, ENGINE_GAME_END_REASONS, ENGINE_PHASE_STATUSES, ENGINE_ROUND_KINDS } from '../runtime/title/vocabulary.js';
import { REPO_ROOT } from './support/shared.js';
import { stringLiterals, titleSymbols, type SourceLiteral } from './support/title-names.js';

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sources(path));
    else if (name.endsWith('.ts')) out.push(path);
  }
  return out;
}

const runtime = sources(join(REPO_ROOT, 'runtime'));

describe('runtime/', () => {
  it.each([
    ['imports nothing from codegen/', /from ['"][./]*\/codegen\//],
    ['imports no Node built-ins (it runs in the browser)', /from ['"]node:/],
    ['uses no Math.random (chance comes from the seeded generator)', /Math\.random/],
    ['reads no clock', /Date\.now|new Date\(|performance\.now/],
  ])('%s', (_what, pattern) => {
    const offenders = runtime.filter((file) => pattern.test(readFileSync(file, 'utf8'))).map((f) => relative(REPO_ROOT, f));
    expect(offenders).toEqual([]);
  });

  it('gives every event of the engine a default text', () => {
    expect(ENGINE_EVENT_TYPES.filter((type) => !Object.hasOwn(DEFAULT_EVENTS_TEXT, type))).toEqual([]);
  });

  it('registers every engine step under the name codegen knows', () => {
    expect(Object.keys(stepRegistry).sort()).toEqual([...ENGINE_STEP_NAMES].sort());
  });
});

/**
 * runtime/ is title-agnostic: no string literal (or piece of a template literal) in its code
 * names a title — its id, `meta.title` or an alias — or a corporation, company or minor of one,
 * bundled (generated/titles/) or probe (test/generated/titles/). Comments may name anything:
 * the literals are read from the TypeScript syntax tree, so a comment never counts.
 *
 * What counts as naming, and why:
 * - A name is matched case-sensitively as a whole word of the literal, between characters that
 *   are not letters or digits (`PRR` matches `'PRR'` and the share id `'PRR_1'`, not `'PRRX'`).
 * - Names of one character (a corporation `A`) are skipped: any letter of any message would match.
 * - Names that are engine vocabulary (an entity kind such as `bank` or `pool`, a step, round
 *   kind, event, game-end reason, phase status or action type) are skipped: runtime/ must use
 *   those words for its own meaning, and a title reusing one does not make the engine name it.
 * - A name that is an ordinary lowercase word (letters only, like the `example` title) is
 *   matched only as a whole literal: as a word in prose ("for example") it is English, as a
 *   whole literal it would be an id. So is a name of one or two digits (18EU's minors 1–15): in
 *   a literal like `down_per_10` it is a quantity.
 */
describe('runtime/ names no title and no title’s entity', () => {
  const ENGINE_WORDS = new Set<string>([
    'player',
    'corporation',
    'company',
    'minor',
    'pool',
    'bank',
    'depot',
    'market',
    ...ENGINE_STEP_NAMES,
    ...ENGINE_ROUND_KINDS,
    ...ENGINE_EVENT_TYPES,
    ...ENGINE_GAME_END_REASONS,
    ...ENGINE_PHASE_STATUSES,
    ...Object.keys(BASE_CATALOG),
  ]);
  const probes = join(REPO_ROOT, 'test', 'generated', 'titles');
  const titleDirs = [join(REPO_ROOT, 'generated', 'titles'), ...(existsSync(probes) ? [probes] : [])].flatMap((root) =>
    readdirSync(root).map((name) => join(root, name)),
  );
  const names = new Map<string, string>(); // name -> where it comes from
  const add = (name: string, from: string) => names.set(name, names.has(name) ? `${names.get(name)}, ${from}` : from);
  for (const [id, known] of Object.entries(TITLE_NAMES)) for (const name of new Set([id, ...known])) add(name, `title ${id}`);
  for (const dir of titleDirs) {
    const title = dir.slice(dir.lastIndexOf('/') + 1);
    if (!Object.hasOwn(TITLE_NAMES, title)) add(title, `title ${title}`);
    for (const [kind, sym] of titleSymbols(join(dir, 'types.ts'))) add(sym, `${kind} of ${title}`);
  }
  const checked = [...names].filter(([name]) => name.length >= 2 && !ENGINE_WORDS.has(name));
  const literals = runtime.flatMap((file) => stringLiterals(file));

  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const naming = (name: string): ((literal: SourceLiteral) => boolean) => {
    if (/^[a-z]+$/.test(name) || /^\d{1,2}$/.test(name)) return (literal) => literal.text === name;
    const word = new RegExp(`(?<![A-Za-z0-9])${escape(name)}(?![A-Za-z0-9])`);
    return (literal) => word.test(literal.text);
  };

  it('reads the names of every title, bundled and probe', () => {
    // Guards the check itself: an empty list would pass whatever runtime/ says.
    expect(checked.map(([name]) => name)).toEqual(expect.arrayContaining(['1830', '1846 2p Variant', 'PRR', 'B&O', 'Pass (1)', 'BIG4', 'SIR', 'probe_minor', 'M2']));
    expect(literals.length).toBeGreaterThan(1000);
  });

  it('in any string or template literal of its code', () => {
    const offenders = checked.flatMap(([name, from]) => {
      const names = naming(name);
      return literals.filter(names).map((l) => `${relative(REPO_ROOT, l.file)}:${l.line}  ${JSON.stringify(l.text)} names ${name} (${from})`);
    });
    expect(offenders).toEqual([]);
  });
});

describe('source files', () => {
  it('stay under ~450 lines', () => {
    const all = ['runtime', 'server', 'codegen', 'preview', 'titles', 'bench'].flatMap((d) => {
      try {
        return sources(join(REPO_ROOT, d));
      } catch {
        return [];
      }
    });
    const long = all
      // Generated files (`*.generated.ts`: the title format's types) follow their source, not a hand.
      .filter((file) => !file.endsWith('.generated.ts'))
      .map((file) => [relative(REPO_ROOT, file), readFileSync(file, 'utf8').split('\n').length] as const)
      .filter(([, lines]) => lines > 450);
    expect(long).toEqual([]);
  });
});
