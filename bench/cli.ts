/**
 * `npm run bench:cli [-- --against <checkout>] [--runs N]`: what one `trackwright` process costs
 * from start to exit, as a designer or a script meets it (issue 25's goals: ≤ 150 ms for `replay`
 * of a ~500-action game, ≤ 100 ms for `validate` of an unchanged title).
 *
 * Each figure is a whole process (`node bin/trackwright.js …`), timed from spawn to exit, after
 * one warm-up run; printed as the median with the min–max spread, since a machine shared with
 * other work moves single runs by tens of percent. With --against, the other checkout (an older
 * commit in a git worktree, its titles built) runs the same commands, alternating run by run,
 * and the median of the per-pair ratios is printed too.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fixturesDir } from '../test/support/shared.js';

const ROOT = join(import.meta.dirname, '..');
const { values } = parseArgs({ options: { against: { type: 'string' }, runs: { type: 'string', default: '15' } } });
const runs = Number(values.runs);

/** A recording of about 500 actions (the goal's size), the closest to 500 among the shared ones. */
function recordingNear500(): { path: string; actions: number } | undefined {
  const dir = fixturesDir();
  if (!dir) return undefined;
  let best: { path: string; actions: number } | undefined;
  for (const title of ['1889', '1830', '18Chesapeake', '1846']) {
    const folder = join(dir, title);
    if (!existsSync(folder)) continue;
    for (const name of readdirSync(folder).filter((n) => n.endsWith('.json'))) {
      const path = join(folder, name);
      const actions = (JSON.parse(readFileSync(path, 'utf8')) as { actions?: unknown[] }).actions?.length ?? 0;
      if (!best || Math.abs(actions - 500) < Math.abs(best.actions - 500)) best = { path, actions };
    }
  }
  return best;
}

/** Wall milliseconds of one process; throws when it fails. */
function once(checkout: string, args: readonly string[]): number {
  const bin = existsSync(join(checkout, 'bin', 'trackwright.js')) ? 'bin/trackwright.js' : 'bin/codegen.js';
  const start = performance.now();
  const run = spawnSync(process.execPath, [join(checkout, bin), ...args], { cwd: checkout, encoding: 'utf8' });
  const ms = performance.now() - start;
  if (run.status !== 0) throw new Error(`${bin} ${args.join(' ')} in ${checkout} exited ${run.status}: ${run.stderr.split('\n')[0]}`);
  return ms;
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const spread = (xs: readonly number[]) => `${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)}`;

function measure(label: string, goal: number, args: readonly string[]): void {
  const other = values.against ? resolve(values.against) : undefined;
  once(ROOT, args);
  if (other) once(other, args);
  const ours: number[] = [];
  const theirs: number[] = [];
  for (let i = 0; i < runs; i++) {
    // Alternating sides, so a burst of load elsewhere slows both halves of a pair alike.
    if (other && i % 2 === 0) theirs.push(once(other, args));
    ours.push(once(ROOT, args));
    if (other && i % 2 === 1) theirs.push(once(other, args));
  }
  const verdict = median(ours) <= goal ? 'within' : 'over';
  let line = `${label.padEnd(44)} ${median(ours).toFixed(0).padStart(5)} ms (${spread(ours)})  goal ≤ ${goal} ms: ${verdict}`;
  if (other) {
    const ratios = ours.map((ms, i) => ms / theirs[i]);
    line += `  | against: ${median(theirs).toFixed(0)} ms (${spread(theirs)}), this/that ${median(ratios).toFixed(2)}`;
  }
  console.log(line);
}

console.log(`one CLI process, wall time from spawn to exit: median (min–max) of ${runs} runs after a warm-up${values.against ? `; against ${resolve(values.against)}` : ''}`);
// The floor every figure stands on: Node starting and exiting with nothing to do. Node reads
// NODE_EXTRA_CA_CERTS's certificates at every start, before any of our code runs (some 40 ms on
// a slow machine), so where it is set the figures carry that too; it is said, not unset.
const floor: number[] = [];
for (let i = 0; i <= runs; i++) {
  const start = performance.now();
  spawnSync(process.execPath, ['-e', '0']);
  if (i > 0) floor.push(performance.now() - start);
}
console.log(`${'node -e 0 (Node alone, the floor)'.padEnd(44)} ${median(floor).toFixed(0).padStart(5)} ms (${spread(floor)})${process.env.NODE_EXTRA_CA_CERTS ? '  NODE_EXTRA_CA_CERTS is set: every process here loads those certificates at start' : ''}`);
const recording = recordingNear500();
if (recording) measure(`replay ${recording.path.split('/').slice(-2).join('/')} (${recording.actions} actions)`, 150, ['replay', recording.path]);
else console.log('replay: skipped, no shared recordings (../shared or TRACKWRIGHT_FIXTURES)');
// A build first, so validate finds the title unchanged since a clean build.
once(ROOT, ['build']);
if (values.against) once(resolve(values.against), ['build']);
measure('validate 1889 (unchanged since the last build)', 100, ['validate', '1889']);
measure('build (nothing changed)', 100, ['build']);
