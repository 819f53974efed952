/**
 * `npm run bench:typecheck`: what type-checking a title's hooks and steps adds to a build.
 *
 *   cold    `codegen validate` in a fresh process, 1830 with its hooks and step, against the
 *           same without them (no type-check at all): the difference is the check's cold cost;
 *           the first run ever (no .cache/), a check of changed code (the compiler's code cache
 *           kept), and the same code again (the check's result cached)
 *   warm    `codegen build --watch` (in process): time from saving hooks.ts to the build's result
 *
 * Goals on a 2-core machine: cold under 3 s in all, warm under 1 s.
 *
 *   npm run bench:typecheck [-- --runs 5]
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { projectLayout, type BuildResult } from '../codegen/build.js';
import { startWatching } from '../codegen/watch.js';

const REPO = join(import.meta.dirname, '..');
const BIN = join(REPO, 'bin', 'codegen.js');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Math.max(1, Number(values.runs) || 5);

function project(withCode: boolean): string {
  const root = mkdtempSync(join(tmpdir(), 'trackwright-bench-tc-'));
  for (const dir of ['_tiles', '1830']) cpSync(join(REPO, 'titles', dir), join(root, 'titles', dir), { recursive: true });
  cpSync(join(REPO, 'schemas'), join(root, 'schemas'), { recursive: true });
  symlinkSync(join(REPO, 'runtime'), join(root, 'runtime'), 'dir');
  if (!withCode) {
    rmSync(join(root, 'titles', '1830', 'steps'), { recursive: true });
    renameSync(join(root, 'titles', '1830', 'hooks.ts'), join(root, 'hooks.ts.off'));
  }
  return root;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

function cli(root: string): number {
  const started = performance.now();
  const run = spawnSync(process.execPath, [BIN, 'validate'], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return performance.now() - started;
}

const withCode = project(true);
const without = project(false);
const cold = { first: [] as number[], with: [] as number[], cached: [] as number[], without: [] as number[] };
for (let i = 0; i < runs; i++) {
  // Nothing cached: the compiler's code cache and the check's results are both made.
  rmSync(join(withCode, '.cache'), { recursive: true, force: true });
  cold.first.push(cli(withCode));
  // The usual cold check: the code changed since the last check (its result is not cached).
  rmSync(join(withCode, '.cache', 'codegen-typecheck.json'), { force: true });
  cold.with.push(cli(withCode));
  cold.cached.push(cli(withCode));
  cold.without.push(cli(without));
}

// Warm: a watcher, then saves of hooks.ts (alternating a harmless edit) timed to the result.
const results: BuildResult[] = [];
let notify: (() => void) | undefined;
const watcher = startWatching({ layout: projectLayout(withCode), validateOnly: true }, (r) => {
  results.push(r);
  notify?.();
});
const next = (count: number) => new Promise<void>((resolve) => {
  notify = () => results.length > count && resolve();
  if (results.length > count) resolve();
});
await next(0);
const hooks = join(withCode, 'titles', '1830', 'hooks.ts');
const original = readFileSync(hooks, 'utf8');
const warm: number[] = [];
for (let i = 0; i < runs; i++) {
  const count = results.length;
  const started = performance.now();
  writeFileSync(hooks, `${original}// save ${i}\n`);
  await next(count);
  warm.push(performance.now() - started);
  if (!results[results.length - 1].ok) throw new Error('the warm build failed');
}
watcher.close();
const ms = (x: number) => `${Math.round(x)} ms`;
process.stdout.write(`codegen validate of 1830, median of ${runs} (node ${process.version})\n`);
process.stdout.write(`  cold, first run (no .cache/ at all):     ${ms(median(cold.first))}\n`);
process.stdout.write(`  cold, with hooks and step type-checked: ${ms(median(cold.with))}\n`);
process.stdout.write(`  cold, the same with the check cached:   ${ms(median(cold.cached))}\n`);
process.stdout.write(`  cold, without (no type-check):          ${ms(median(cold.without))}\n`);
process.stdout.write(`  warm (--watch), save of hooks.ts to result, incl. ${80} ms debounce: ${ms(median(warm))}\n`);
for (const root of [withCode, without]) rmSync(root, { recursive: true, force: true });
process.exit(0);
