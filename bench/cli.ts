/**
 * `npm run bench:cli [-- --against <checkout>] [--runs N]`: what one `trackwright` process costs
 * from start to exit, as a designer or a script meets it (issue 25's goals: ≤ 150 ms for `replay`
 * of a ~500-action game, ≤ 100 ms for `validate` of an unchanged title).
 *
 * Each figure is a whole process (`node bin/trackwright.js …`), timed from spawn to exit, after
 * one warm-up run; printed as the median with the min–max spread, since a machine shared with
 * other work moves single runs by tens of percent. Two figures have no goal of their own:
 * `validate` of a title just edited (a fresh copy, no build record to answer from), what a
 * designer waits for after each change. With --against, the other checkout (an older commit in
 * a git worktree, its titles built) runs the same commands, alternating run by run, and the
 * median of the per-pair ratios is printed too.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

/** A command's arguments, the same for both checkouts or each checkout's own. */
type Args = readonly string[] | ((checkout: string) => readonly string[]);

/** Times a command; `goal` undefined: a figure with no goal of its own (the figure is reported, not judged). */
function measure(label: string, goal: number | undefined, args: Args): void {
  const other = values.against ? resolve(values.against) : undefined;
  const argsOf = (checkout: string) => (typeof args === 'function' ? args(checkout) : args);
  once(ROOT, argsOf(ROOT));
  if (other) once(other, argsOf(other));
  const ours: number[] = [];
  const theirs: number[] = [];
  for (let i = 0; i < runs; i++) {
    // Alternating sides, so a burst of load elsewhere slows both halves of a pair alike.
    if (other && i % 2 === 0) theirs.push(once(other, argsOf(other)));
    ours.push(once(ROOT, argsOf(ROOT)));
    if (other && i % 2 === 1) theirs.push(once(other, argsOf(other)));
  }
  const verdict = goal === undefined ? 'no goal' : `goal ≤ ${goal} ms: ${median(ours) <= goal ? 'within' : 'over'}`;
  let line = `${label.padEnd(44)} ${median(ours).toFixed(0).padStart(5)} ms (${spread(ours)})  ${verdict}`;
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

/**
 * A project of one title as a designer's own, copied from a checkout (its schemas, the tile
 * library, the title, the engine linked for the type-check), never built: validating it is what
 * a designer waits for after each edit, with no record of a build to answer from.
 */
function editedProject(checkout: string, title: string): string {
  const root = mkdtempSync(join(tmpdir(), 'trackwright-bench-cli-'));
  cpSync(join(checkout, 'schemas'), join(root, 'schemas'), { recursive: true });
  for (const dir of ['_tiles', title]) cpSync(join(checkout, 'titles', dir), join(root, 'titles', dir), { recursive: true });
  symlinkSync(join(checkout, 'runtime'), join(root, 'runtime'), 'dir');
  return root;
}
const projects = new Map<string, string>();
const projectOf = (checkout: string, title: string): string => {
  const key = `${checkout}\0${title}`;
  if (!projects.has(key)) projects.set(key, editedProject(checkout, title));
  return projects.get(key)!;
};
try {
  measure('validate example, just edited (YAML only)', undefined, (checkout) => ['validate', '--root', projectOf(checkout, 'example')]);
  measure('validate 1889, just edited (YAML, hooks.ts)', undefined, (checkout) => ['validate', '--root', projectOf(checkout, '1889')]);
} finally {
  for (const root of projects.values()) rmSync(root, { recursive: true, force: true });
}
