/**
 * The stat index (codegen/stat-index.cjs): a no-op `build` or `validate` answered from the files'
 * stats once a look has hashed them, and never when that could be wrong: a change that keeps a
 * file's size and modification time, a file too new to trust its stats, an output edited, a
 * file added, a new build's record.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../codegen/build.js';
import { projectLayout, readInputs, RECORD_FILE } from '../../codegen/fingerprint.cjs';
import { RACY_MS, STAT_INDEX_FILE, quickUpToDate } from '../../codegen/stat-index.cjs';
import { runCli, tempProject, type TempProject } from './project.js';

const TITLE = 'titles/example/title.yaml';
const DEFINITION = 'generated/titles/example/definition.ts';

/** A clock far enough ahead that every file of the project has aged past the racy window. */
const later = () => Date.now() + 10 * RACY_MS;

let project: TempProject;
const index = () => join(project.layout.outDir, STAT_INDEX_FILE);

/**
 * A whole second, set as the title's modification time before the build: an edit that sets it
 * again leaves the very same time (a time copied from stats loses its nanoseconds).
 */
const ROUND_TIME = new Date('2024-01-01T00:00:00Z');

beforeEach(async () => {
  project = tempProject(['example']);
  utimesSync(project.path(TITLE), ROUND_TIME, ROUND_TIME);
  expect((await build({ layout: project.layout, typecheck: false })).ok).toBe(true);
});
afterEach(() => project.remove());

describe('the stat index', () => {
  it.each([
    { given: 'no look has hashed the files yet', looks: [later], want: ['content'] },
    { given: 'a look hashed them and kept the index', looks: [later, later], want: ['content', 'stats'] },
    { given: 'the files are too new to vouch for (racily clean)', looks: [Date.now, Date.now], want: ['content', 'content'] },
  ])('$given: answered from $want', ({ looks, want }) => {
    expect(looks.map((now) => quickUpToDate(project.layout, now)?.by)).toEqual(want);
  });

  it('is kept only once the files have aged past the racy window', () => {
    quickUpToDate(project.layout, Date.now);
    expect(existsSync(index())).toBe(false);
    quickUpToDate(project.layout, later);
    expect(existsSync(index())).toBe(true);
  });

  it.each([
    {
      given: 'an input edited with its size and modification time kept',
      change: () => {
        const { size, mtimeMs } = statSync(project.path(TITLE));
        project.edit(TITLE, 'price: 80,', 'price: 85,');
        expect(statSync(project.path(TITLE)).size).toBe(size);
        utimesSync(project.path(TITLE), ROUND_TIME, ROUND_TIME);
        expect(statSync(project.path(TITLE)).mtimeMs).toBe(mtimeMs);
      },
    },
    { given: 'an input file added', change: () => writeFileSync(project.path('titles/example/extra.yaml'), '# nothing\n') },
    { given: 'an output edited', change: () => writeFileSync(project.path(DEFINITION), `${project.read(DEFINITION)}// edited\n`) },
  ])('$given: not up to date, though the index vouched for the files before', ({ change }) => {
    quickUpToDate(project.layout, later);
    expect(quickUpToDate(project.layout, later)?.by).toBe('stats');
    change();
    expect(quickUpToDate(project.layout, later)).toBeUndefined();
  });

  it.each([
    { given: 'an output edited', change: () => writeFileSync(project.path(DEFINITION), `${project.read(DEFINITION)}// edited\n`), want: 'stats' },
    { given: 'an input edited', change: () => project.edit(TITLE, 'price: 80,', 'price: 85,'), want: undefined },
  ])("$given: validate's question (the inputs alone) is answered $want", ({ change, want }) => {
    quickUpToDate(project.layout, later);
    change();
    expect(quickUpToDate(project.layout, later, { outputs: false })?.by).toBe(want);
    expect(quickUpToDate(project.layout, later)).toBeUndefined();
  });

  it("vouches only for the record it was kept for: a new build's is hashed first", async () => {
    quickUpToDate(project.layout, later);
    const kept = readFileSync(index(), 'utf8');
    project.edit(TITLE, 'price: 80,', 'price: 85,');
    expect((await build({ layout: project.layout, typecheck: false })).upToDate).toBe(false);
    expect(readFileSync(index(), 'utf8')).toBe(kept); // the old record's, still there
    expect(quickUpToDate(project.layout, later)?.by).toBe('content');
    expect(quickUpToDate(project.layout, later)?.by).toBe('stats');
  });

  it('answers the CLI: an edit that keeps size and modification time is still compiled', () => {
    quickUpToDate(project.layout, later);
    expect(runCli(['build'], project.root)).toMatchObject({ status: 0, stdout: 'example: up to date\n' });
    project.edit(TITLE, 'price: 80,', 'price: 85,');
    utimesSync(project.path(TITLE), ROUND_TIME, ROUND_TIME);
    const run = runCli(['build'], project.root);
    expect(run.status).toBe(0);
    expect(run.stdout).not.toContain('up to date');
    expect(project.read(DEFINITION)).toContain('price: 85');
  });
});

describe("the stat index of a title repository extending the toolkit's titles", () => {
  it('learns the bases from one hashed look, stats them before the next, then vouches for them', () => {
    const bundled = mkdtempSync(join(tmpdir(), 'trackwright-bundled-'));
    try {
      mkdirSync(join(bundled, 'base'));
      writeFileSync(join(bundled, 'base', 'title.yaml'), 'meta:\n  title: Base\n');
      writeFileSync(project.path(TITLE), `extends: base\n${project.read(TITLE)}`);
      const layout = projectLayout(project.root, { bundledTitlesDir: bundled });
      // The record a build under this layout writes, for its inputs (the base's file among them).
      const inputs = readInputs(layout);
      expect(Object.values(inputs.bundled ?? {})).toEqual([join(bundled, 'base')]);
      writeFileSync(join(layout.outDir, RECORD_FILE), JSON.stringify({ fingerprint: inputs.digest, titles: ['example'], outputs: {} }));

      expect([1, 2, 3].map(() => quickUpToDate(layout, later)?.by)).toEqual(['content', 'content', 'stats']);
      writeFileSync(join(bundled, 'base', 'title.yaml'), 'meta:\n  title: Base, changed\n');
      expect(quickUpToDate(layout, later)).toBeUndefined();
    } finally {
      rmSync(bundled, { recursive: true, force: true });
    }
  });
});
