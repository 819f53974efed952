/**
 * `npm run bench:instructions -- --against <checkout> [--recordings 1830/26855,1846/10264]`:
 * how many machine instructions one replay of a recording takes, this checkout against another
 * (an older commit in a git worktree, `npm run build` run in it), counted by valgrind.
 *
 * Why instructions and not time: on a shared machine, same-code timing pairs differ by ±2.5–5%,
 * so a change worth 1–3% cannot be told from noise (bench:replay --against). Instructions
 * counted under valgrind, with V8 on one thread, its garbage collections on a fixed schedule and
 * its hash seeds fixed (NODE_FLAGS), repeat much closer: three runs of one build on 1830/26855
 * spread 0.05% for one checkout and 1.5% for another, so a difference under ~2% wants a second run.
 *
 * How: each side replays the recording `low` and `high` times in processes of its own
 * (support/replay-loop.mjs); the difference, divided by `high - low`, is one warm replay with
 * start-up and title loading cancelled out. `low` must be large: on one thread V8's optimising
 * compiler runs on the main thread and is counted, and it is still at work after thousands of
 * actions (1830/26855: 177 M instructions a replay between the 20th and the 60th replay, 84 M
 * between the 100th and the 150th). So `low` is ~60,000 actions' worth of replays (--warm) and
 * `high` ~30,000 more (--measured). Instructions are not time (a cache miss costs more than an
 * add): this says whether a change does less work; bench:replay says how fast. Needs valgrind
 * (Debian's `valgrind`), ../shared (or $TRACKWRIGHT_FIXTURES) and both checkouts built; runs as
 * many processes at once as there are cores: about 6 minutes a recording on 2 cores.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { titleIdFor } from '../generated/index.js';
import { fixtureFiles, readFixture, SHARED_MISSING, type FixtureFile } from '../test/support/shared.js';
import { staleBuild } from './support/compiled.js';

const DEFAULT_RECORDINGS = ['1830/26855', '1846/10264', '1889/314', '18Chesapeake/1905'];
const LOOP = join(import.meta.dirname, 'support', 'replay-loop.mjs');
const VALGRIND = ['--tool=cachegrind', '--cache-sim=no', '--cachegrind-out-file=/dev/null'];
// One thread, garbage collections on a fixed schedule, fixed hash and identity-hash seeds: the
// same process counts the same instructions, run after run.
const NODE_FLAGS = ['--single-threaded', '--predictable-gc-schedule', '--hash-seed=1', '--random-seed=1'];

const { values } = parseArgs({
  options: { against: { type: 'string' }, recordings: { type: 'string' }, warm: { type: 'string', default: '60000' }, measured: { type: 'string', default: '30000' } },
});
const warm = Number(values.warm);
const measured = Number(values.measured);
if (!values.against) {
  console.log('usage: npm run bench:instructions -- --against <checkout> [--recordings 1830/26855,...] [--warm 60000] [--measured 30000]');
  process.exit(2);
}
if (!(Number.isInteger(warm) && Number.isInteger(measured) && warm >= 1 && measured >= 1)) {
  console.log('--warm and --measured: whole numbers of actions, at least 1');
  process.exit(2);
}

/** Runs `command`, resolving with its stdout and stderr (whatever its exit). */
function run(command: string, args: readonly string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.on('error', fail);
    child.on('close', (code) => done({ code, out }));
  });
}

if ((await run('valgrind', ['--version']).catch(() => ({ code: 1, out: '' }))).code !== 0) {
  console.log('bench:instructions: valgrind not found (Debian: apt-get install valgrind); nothing measured');
  process.exit(0);
}
const files = fixtureFiles();
if (files.length === 0) {
  console.log(SHARED_MISSING);
  process.exit(0);
}
const ours = resolve(import.meta.dirname, '..');
const theirs = resolve(values.against);
for (const root of [ours, theirs]) {
  const stale = staleBuild(root);
  if (stale) {
    console.log(`bench:instructions: ${root}: ${stale}; instructions are counted of the compiled engine only`);
    process.exit(1);
  }
}

/** Instructions of one process replaying the recording `count` times. */
async function count(root: string, title: string, file: FixtureFile, times: number): Promise<number> {
  const { code, out } = await run('valgrind', [...VALGRIND, process.execPath, ...NODE_FLAGS, LOOP, root, title, file.path, String(times)]);
  const refs = /I\s+refs:\s+([\d,]+)/.exec(out);
  if (code !== 0 || !refs) throw new Error(`replaying ${file.title}/${file.name} in ${root} under valgrind failed (exit ${code}):\n${out.slice(-2000)}`);
  return Number(refs[1].replaceAll(',', ''));
}

/** Runs the tasks, at most `width` at once, in order of their results. */
async function pool<T>(tasks: readonly (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, tasks.length) }, worker));
  return results;
}

const wanted = values.recordings ? values.recordings.split(',').map((r) => r.trim()) : DEFAULT_RECORDINGS;
const chosen = wanted.flatMap((want) => {
  const file = files.find((f) => `${f.title}/${f.name}` === want);
  const title = file && titleIdFor(file.title);
  if (!file || !title) {
    console.log(`${want}: no such recording of an authored title (as <folder>/<name>, e.g. 1830/26855)`);
    return [];
  }
  return [{ file, title }];
});

console.log(`instructions per warm replay (valgrind: after ~${warm} actions of replays, those of ~${measured} more, per replay), this checkout against ${theirs}`);
console.log('recording'.padEnd(32), 'replays'.padStart(9), 'other (M)'.padStart(10), 'this (M)'.padStart(10), 'this/other'.padStart(11));
for (const { file, title } of chosen) {
  const actions = readFixture(file).actions.length;
  const low = Math.ceil(warm / actions);
  const high = low + Math.ceil(measured / actions);
  const sides = [theirs, ours];
  const tasks = sides.flatMap((root) => [low, high].map((times) => () => count(root, title, file, times)));
  const [theirsLow, theirsHigh, oursLow, oursHigh] = await pool(tasks, availableParallelism());
  const theirsPer = (theirsHigh - theirsLow) / (high - low);
  const oursPer = (oursHigh - oursLow) / (high - low);
  console.log(`${file.title}/${file.name}`.padEnd(32), `${low}+${high - low}`.padStart(9), (theirsPer / 1e6).toFixed(2).padStart(10), (oursPer / 1e6).toFixed(2).padStart(10), (oursPer / theirsPer).toFixed(4).padStart(11));
}
