/**
 * `npm run bench [-- --against <checkout>]`: every goal of issue 25, one after the other, each
 * printed with its figure, its spread over runs and whether it is met:
 *
 * 1. warm replay against the reference engine (bench/replay-reference.ts; ≥ 30×), or, without
 *    the reference and with --against, against the other checkout (bench/replay-against.ts);
 * 2. one CLI process (bench/cli.ts): replay of a ~500-action game ≤ 150 ms, validate ≤ 100 ms;
 * 3. the server (bench/server.ts): cold load of the 654-action game ≤ 30 ms, posts p99 ≤ 10 ms
 *    with 40 games × 4 observers playing (each posting every 250 ms on average; back to back too);
 * 4. simulate (bench/simulate.ts): games per second on 1830, ≥ 2× the earlier commit's.
 *
 * --against names an earlier commit's checkout (a git worktree with `npm run build` run in it):
 * the CLI, replay and simulate benches then say this checkout's figure against that one's.
 * Needs ../shared (or $TRACKWRIGHT_FIXTURES) and `npm run build`; the reference engine is used
 * when $TRACKWRIGHT_REFERENCE names a checkout of tobymao/18xx and `ruby` is installed.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { against: { type: 'string' } } });
const against = values.against ? ['--against', values.against] : [];

function bench(heading: string, script: string, args: readonly string[] = []): boolean {
  console.log(`\n== ${heading}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, script), ...args], { stdio: 'inherit' });
  if (run.status !== 0) console.log(`(${script} exited ${run.status})`);
  return run.status === 0;
}

const started = performance.now();
bench('1. warm replay against the reference engine', 'replay-reference.ts');
if (values.against) bench('1b. warm replay against the other checkout', 'replay.ts', against);
bench('2. one CLI process', 'cli.ts', ['--runs', '9', ...against]);
bench('3. the server', 'server.ts');
bench('4. simulate', 'simulate.ts', against);
console.log(`\nall benches in ${((performance.now() - started) / 1000).toFixed(0)} s`);
