/**
 * `npm run bench:allocation [-- --against <checkout>] [--title <folder>]`: what one warm replay
 * of each recording allocates, in bytes.
 *
 * Why bytes: on a shared machine the time of one replay moves by a factor of three from run to
 * run (issue 25's notes), while what it allocates is the same every run. And allocation is where
 * the time goes beyond the work itself: the collector's, and, on a machine whose page faults are
 * dear (19 µs each on this project's own, where bare metal takes a fraction of a microsecond),
 * the faults of the pages the heap returns to the system after collections and takes back. A
 * change that allocates less runs faster there, and this measures it without the noise.
 *
 * How: each checkout replays each recording in a plain node process of its own
 * (support/allocation-loop.mjs), after a warm-up (until the optimising compiler has taken the
 * hot functions, the same replay allocates more). V8 runs on one thread with fixed seeds: with
 * its compiler on threads of their own, what it had finished by the measured replays moved the
 * figure by a fifth from process to process; on one thread it repeats within 0.2% (a few percent
 * for the shortest recordings). The new space is made larger than a replay allocates, a
 * collection runs before each replay, and the heap's growth over the replay (code aside) is
 * what the replay allocated.
 *
 * Run `npm run build` first. With --against, the other checkout (an older commit in a git
 * worktree, `npm run build` run in it) replays the same recordings in processes of its own, and
 * the ratio of bytes is printed. --title names one folder of recordings (all of them by
 * default). Both sides replay from their compiled JavaScript (dist/): what the CLI and the
 * server run.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { titleIdFor } from '../generated/index.js';
import { fixtureFiles, SHARED_MISSING } from '../test/support/shared.js';

/**
 * Warm-up per recording, in actions replayed: less than the timing benches' (support/warm-up.ts),
 * since one thread compiles more slowly and what is measured is the same every run anyway; enough
 * that the optimising compiler has taken the replay's hot functions (it removes allocations the
 * interpreter makes).
 */
const WARM_UP_ACTIONS = 30_000;
const warmUpRuns = (actions: number) => Math.max(10, Math.ceil(WARM_UP_ACTIONS / Math.max(1, actions)));

const { values } = parseArgs({ options: { against: { type: 'string' }, title: { type: 'string' } } });
const LOOP = join(import.meta.dirname, 'support', 'allocation-loop.mjs');
// The collector on call and out of the way; V8 on one thread with fixed seeds (as bench:instructions
// runs it), so its optimising compiler reaches the same code after the same warm-up.
const NODE_FLAGS = ['--expose-gc', '--min-semi-space-size=64', '--max-semi-space-size=64', '--single-threaded', '--hash-seed=1', '--random-seed=1'];

/**
 * The median of what five warm replays allocated, in a plain node process of the checkout's
 * own (support/allocation-loop.mjs); undefined where that checkout cannot replay it.
 */
function bytesPerReplay(root: string, title: string, path: string, actions: number): number | undefined {
  const run = spawnSync(process.execPath, [...NODE_FLAGS, LOOP, root, title, path, String(warmUpRuns(actions))], { encoding: 'utf8' });
  if (run.status !== 0) return undefined;
  const { bytes } = JSON.parse(run.stdout) as { bytes: number[] };
  return bytes.length ? [...bytes].sort((a, b) => a - b)[bytes.length >> 1] : undefined;
}

const files = fixtureFiles(values.title);
if (files.length === 0) {
  console.log(SHARED_MISSING);
  process.exit(0);
}
const other = values.against ? resolve(values.against) : undefined;
const kb = (bytes: number | undefined) => (bytes === undefined ? 'n/a' : `${(bytes / 1024).toFixed(0)} KB`);
console.log(`allocated by one warm replay (the heap's growth, median of 5)${other ? `; against ${other}` : ''}`);
console.log('recording'.padEnd(40), 'actions'.padStart(7), 'allocated'.padStart(10), ...(other ? ['other'.padStart(10), 'this/other'.padStart(10)] : []));
for (const file of files) {
  const title = titleIdFor(file.recordedTitle);
  if (!title) {
    console.log(`${file.title}/${file.name}`.padEnd(40), 'skipped: title not authored yet');
    continue;
  }
  const actions = (JSON.parse(readFileSync(file.path, 'utf8')) as { actions: unknown[] }).actions.length;
  const bytes = bytesPerReplay(join(import.meta.dirname, '..'), title, file.path, actions);
  const row = [`${file.title}/${file.name}`.padEnd(40), String(actions).padStart(7), kb(bytes).padStart(10)];
  if (other) {
    const theirs = bytesPerReplay(other, title, file.path, actions);
    row.push(kb(theirs).padStart(10), (bytes !== undefined && theirs !== undefined ? (bytes / theirs).toFixed(3) : 'n/a').padStart(10));
  }
  console.log(...row);
}
