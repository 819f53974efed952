/**
 * A title written before the SDK — its code importing the engine's own modules
 * (`runtime/engine/step.js`, `runtime/title/hooks.js`, ...) — keeps working: it builds, with a
 * warning at each such import naming the SDK path to use instead; it plays exactly as the same
 * title written against the SDK; and `codegen migrate` rewrites it into that title, after which
 * it builds without a warning and still plays the same.
 *
 * The old-style title is test/legacy-titles/probe_flow/: the probe title probe_flow's code as it
 * was written before the SDK existed (hooks, steps, rounds, round variables and action types),
 * kept as it was, paths as a title under titles/ has them. Its YAML is the probe's own.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { build, projectLayout } from '../../codegen/build.js';
import { formatDiagnostic } from '../../codegen/diagnostics.js';
import { closeTypecheck } from '../../codegen/typecheck.js';
import type { Action } from '../../runtime/actions/types.js';
import type { TitleModule } from '../../runtime/module.js';
import probeFlow from '../generated/titles/probe_flow/index.js';
import { act, current, passTo, passUntil, probeGame } from '../hooks/driver.js';
import { runCli, REPO_ROOT } from './project.js';

const LEGACY = join(REPO_ROOT, 'test', 'legacy-titles', 'probe_flow');
const PROBE = join(REPO_ROOT, 'test', 'titles', 'probe_flow');

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A project holding the old-style title (a fresh folder each time: a module once imported is not reloaded from the same path). */
function legacyProject(): string {
  const root = mkdtempSync(join(tmpdir(), 'trackwright-legacy-'));
  roots.push(root);
  cpSync(join(REPO_ROOT, 'schemas'), join(root, 'schemas'), { recursive: true });
  cpSync(join(REPO_ROOT, 'test', 'titles', '_tiles'), join(root, 'titles', '_tiles'), { recursive: true });
  // The probe's YAML, the old-style code.
  cpSync(PROBE, join(root, 'titles', 'probe_flow'), { recursive: true, filter: (src) => statSync(src).isDirectory() || src.endsWith('.yaml') });
  cpSync(LEGACY, join(root, 'titles', 'probe_flow'), { recursive: true });
  symlinkSync(join(REPO_ROOT, 'runtime'), join(root, 'runtime'), 'dir');
  return root;
}

/** The old-style title's engine imports, as the build should find them: `file:line` and the SDK path for it. */
function engineImports(): string[] {
  return tsFiles(LEGACY).flatMap((file) => {
    const depth = relative(LEGACY, file).split('/').length;
    const sdk = `${'../'.repeat(depth + 1)}runtime/sdk.js`;
    return readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (/^import .* from '(\.\.\/)+runtime\//.test(line) ? [`titles/probe_flow/${relative(LEGACY, file)}:${i + 1} ${sdk}`] : []));
  });
}

async function buildLegacy(root: string) {
  const result = await build({ layout: projectLayout(root) }).finally(closeTypecheck);
  return { result, lines: result.diagnostics.map((d) => formatDiagnostic(d, root)) };
}

async function loadBuilt(root: string): Promise<TitleModule> {
  const url = pathToFileURL(join(root, 'generated', 'titles', 'probe_flow', 'index.ts')).href;
  return ((await import(/* @vite-ignore */ url)) as { default: TitleModule }).default;
}

/**
 * The probe's whole game, as test/hooks/flow.test.ts plays it — a draft with the title's own
 * actions, a par, a stock round through a title step, an operating round, the title's payday
 * and a second draft, an undo, to the title's own game-end reason — on the SDK-written probe.
 */
function probeFlowGame(): readonly Action[] {
  const game = probeGame(probeFlow);
  act(game, 'ann', 'pick_company', { company: 'C2', note: 'the middle one' });
  act(game, 'bob', 'pick_company', { company: 'C1' });
  act(game, 'bob', 'undo');
  act(game, 'bob', 'pick_company', { company: 'C1' });
  act(game, 'ann', 'reveal');
  act(game, 'ann', 'par', { corporation: 'AA', share_price: '100,0,4' });
  passTo(game, 'operating');
  passUntil(game, (g) => g.round.kind === 'draft');
  const first = current(game);
  act(game, first, 'pick_company', { company: 'C3' });
  act(game, first, 'reveal');
  act(game, current(game), 'buy_shares', { shares: ['AA_1'] });
  passTo(game, 'operating');
  passUntil(game, (g) => g.finished);
  expect(game.gameEndReason).toBe('all_owned');
  return game.actions;
}

/** The probe's game replayed action by action on `module` and on the SDK-written probe: the states agree after every action. */
function playsAsTheProbe(module: TitleModule): void {
  const actions = probeFlowGame();
  expect(actions.length).toBeGreaterThan(15);
  const ours = probeGame(module);
  const theirs = probeGame(probeFlow);
  for (const action of actions) {
    ours.process(action);
    theirs.process(action);
    expect(ours.hash()).toBe(theirs.hash());
  }
  expect(ours.result()).toEqual(theirs.result());
  expect(ours.gameEndReason).toBe('all_owned');
  expect(ours.events.map((e) => e.text)).toEqual(theirs.events.map((e) => e.text));
}

describe('a title written against the engine’s modules, before the SDK', () => {
  it('builds, warning at each engine import with the SDK path to use instead, and plays exactly as the title written against the SDK', async () => {
    const expected = engineImports();
    expect(expected.length).toBeGreaterThan(15); // the old-style files are what they claim to be
    const root = legacyProject();
    const { result, lines } = await buildLegacy(root);
    expect(result.ok).toBe(true);
    expect(result.diagnostics.every((d) => d.severity === 'warning' && d.code === 'title/deprecated_import')).toBe(true);
    const found = result.diagnostics.map((d) => `${relative(root, d.file)}:${d.line} ${/titles import the engine from '([^']+)'/.exec(d.message)?.[1]}`);
    expect(found.sort()).toEqual(expected.sort());
    expect(lines[0]).toMatch(/ {2}warning {2}'\.\.\/\.\.\/runtime\/[a-z/-]+\.js' is the engine's own module .*\(hint: .*`codegen migrate probe_flow` rewrites/);
    playsAsTheProbe(await loadBuilt(root));
  });

  it('is rewritten by `codegen migrate` into the SDK-written title, which builds without a warning and plays the same', async () => {
    const root = legacyProject();
    const run = runCli(['migrate', 'probe_flow'], root);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^probe_flow: 9 files rewritten, 22 names now imported from the SDK$/m);
    // The rewrite is the probe's own code, which was migrated by the same command (its runtime/ one folder nearer).
    for (const file of tsFiles(PROBE)) {
      const rel = relative(PROBE, file);
      const probeText = readFileSync(file, 'utf8').replace(/'\.\.\/((?:\.\.\/)+runtime\/)/g, "'$1");
      expect(readFileSync(join(root, 'titles', 'probe_flow', rel), 'utf8'), rel).toBe(probeText);
    }
    const { result, lines } = await buildLegacy(root);
    expect(lines).toEqual([]);
    expect(result.ok).toBe(true);
    playsAsTheProbe(await loadBuilt(root));
  });
});
