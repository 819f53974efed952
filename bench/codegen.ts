/**
 * `npm run bench:codegen`: how long `codegen build` takes for every bundled title.
 *
 *   cold    nothing in generated/: validate, compile and emit everything, in a fresh process
 *   no-op   a second build with nothing changed, answered from the record of the first
 *
 * Each is measured as a fresh CLI process (`node bin/codegen.js build --root <copy>`, what a
 * designer and `npm test` run) and in process (`build()` called again and again), on a copy of
 * the project's titles and schemas in a temporary folder. Every figure is the median of several
 * runs. Goals on a 2-core machine: cold < 3 s, no-op < 300 ms.
 *
 *   npm run bench:codegen [-- --runs 9]
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { build, projectLayout } from '../codegen/build.js';
import { readInputs } from '../codegen/fingerprint.cjs';
import { discoverTitles } from '../codegen/load.js';

const REPO = join(import.meta.dirname, '..');
const BIN = join(REPO, 'bin', 'codegen.js');
const GOALS = { cold: 3000, noop: 300 };

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Math.max(1, Number(values.runs) || 5);

/** A project root holding copies of the titles and schemas, and the engine by link. */
function copyProject(): string {
  const root = mkdtempSync(join(tmpdir(), 'trackwright-bench-'));
  cpSync(join(REPO, 'titles'), join(root, 'titles'), { recursive: true });
  cpSync(join(REPO, 'schemas'), join(root, 'schemas'), { recursive: true });
  symlinkSync(join(REPO, 'runtime'), join(root, 'runtime'), 'dir');
  return root;
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Milliseconds of one CLI run; fails loudly if the build does not succeed or say what it should. */
function cli(root: string, expect: RegExp, env: NodeJS.ProcessEnv = process.env): number {
  const started = performance.now();
  const run = spawnSync(process.execPath, [BIN, 'build', '--root', root], { encoding: 'utf8', env });
  const elapsed = performance.now() - started;
  if (run.status !== 0 || !expect.test(run.stdout)) {
    throw new Error(`codegen build exited ${run.status}:\n${run.stdout}${run.stderr}`);
  }
  return elapsed;
}

async function inProcess(root: string, expectUpToDate: boolean): Promise<number> {
  const started = performance.now();
  const result = await build({ layout: projectLayout(root) });
  const elapsed = performance.now() - started;
  if (!result.ok || result.upToDate !== expectUpToDate) throw new Error(`unexpected build result: ${JSON.stringify(result.diagnostics)}`);
  return elapsed;
}

const clean = (root: string) => rmSync(join(root, 'generated'), { recursive: true, force: true });

const root = copyProject();
const rows: [what: string, samples: number[], goal?: number][] = [];
try {
  const titles = discoverTitles(readInputs(projectLayout(root)), join(root, 'titles')).ids;
  process.stdout.write(`codegen build of ${titles.join(', ')}: median of ${runs} runs (node ${process.version})\n\n`);

  const coldCli: number[] = [];
  const noopCli: number[] = [];
  const coldNoCache: number[] = [];
  for (let i = 0; i < runs; i++) {
    clean(root);
    coldCli.push(cli(root, /written/));
    noopCli.push(cli(root, /up to date/));
    clean(root);
    coldNoCache.push(cli(root, /written/, { ...process.env, TSX_DISABLE_CACHE: '1' }));
  }
  rows.push(['cold, CLI process', coldCli, GOALS.cold]);
  rows.push(['cold, CLI process, tsx cache off', coldNoCache, GOALS.cold]);
  rows.push(['no-op, CLI process', noopCli, GOALS.noop]);

  // In process: the first build also loads ajv, ts-morph and handlebars; later ones reuse them.
  clean(root);
  const first = await inProcess(root, false);
  const coldWarm: number[] = [];
  const noop: number[] = [];
  for (let i = 0; i < runs; i++) {
    clean(root);
    coldWarm.push(await inProcess(root, false));
    noop.push(await inProcess(root, true));
  }
  rows.push(['cold, in process, first build', [first], GOALS.cold]);
  rows.push(['cold, in process, modules loaded', coldWarm, GOALS.cold]);
  rows.push(['no-op, in process', noop, GOALS.noop]);
} finally {
  rmSync(root, { recursive: true, force: true });
}

const width = Math.max(...rows.map(([what]) => what.length));
let missed = 0;
for (const [what, samples, goal] of rows) {
  const m = median(samples);
  const verdict = goal === undefined ? '' : m < goal ? `  ok (< ${goal} ms)` : `  SLOWER than ${goal} ms`;
  if (goal !== undefined && m >= goal) missed++;
  const range = samples.length > 1 ? `  (min ${Math.min(...samples).toFixed(0)}, max ${Math.max(...samples).toFixed(0)})` : '';
  process.stdout.write(`${what.padEnd(width)}  ${m.toFixed(0).padStart(5)} ms${range}${verdict}\n`);
}
process.exitCode = missed ? 1 : 0;
