/**
 * `npm run bench:reference [-- --runs N]`: issue 25's first goal, warm replay at least 30 times as
 * fast as the reference engine, measured side by side on this machine.
 *
 * For every shared recording of 1830, 1889, 18Chesapeake and 1846: our engine (its compiled
 * build, as the CLI and the server run it: support/compiled.ts) replays it in this process
 * (after a warm-up long enough for V8 to optimise it: support/warm-up.ts), and the reference engine (tobymao/18xx under Ruby with
 * YJIT, as the cross-checks run it) replays it in one Ruby process (bench/reference/
 * replay-timing.rb, after its own warm-up). Each side's median with its min–max spread, and the
 * ratio of the medians. The reference is found at $TRACKWRIGHT_REFERENCE (a checkout of
 * tobymao/18xx) with `ruby` on the PATH; without it the bench says so and compares nothing:
 * `npm run bench:replay -- --against <checkout>` then compares with an earlier commit instead.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type * as Fixture from '../runtime/replay/fixture.js';
import type * as Titles from '../generated/index.js';
import { importBuilt } from './support/compiled.js';
import { warmUpRuns, WARM_UP_ACTIONS } from './support/warm-up.js';
import { fixtureFiles, readFixture, SHARED_MISSING } from '../test/support/shared.js';
import { locateReference } from '../scripts/reference/locate.js';

// Ours as it ships: the compiled build (support/compiled.ts).
const root = join(import.meta.dirname, '..');
const { newGameFor } = await importBuilt<typeof Fixture>(root, 'runtime/replay/fixture.ts');
const { loadTitle, titleIdFor } = await importBuilt<typeof Titles>(root, 'generated/index.ts');

const GOAL = 30;
const TITLES = ['1830', '1889', '18Chesapeake', '1846'];
const { values } = parseArgs({ options: { runs: { type: 'string', default: '10' }, reference: { type: 'string' } } });
const runs = Number(values.runs);

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const spread = (xs: readonly number[]) => `${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)}`;

/** The reference's replay times of each recording, in milliseconds, by path. */
function referenceTimes(checkout: string, paths: readonly string[]): Map<string, number[]> {
  const script = join(import.meta.dirname, 'reference', 'replay-timing.rb');
  const run = spawnSync('ruby', ['--yjit', script, checkout, String(runs), ...paths], { encoding: 'utf8', maxBuffer: 1 << 24 });
  if (run.status !== 0) throw new Error(`the reference engine failed: ${run.stderr.split('\n').slice(0, 3).join(' ')}`);
  const out = new Map<string, number[]>();
  for (const line of run.stdout.split('\n').filter(Boolean)) {
    const { file, ms } = JSON.parse(line) as { file: string; ms: number[] };
    out.set(file, ms);
  }
  return out;
}

async function ourTimes(title: string, fixture: ReturnType<typeof readFixture>): Promise<number[]> {
  const module = await loadTitle(title);
  const times: number[] = [];
  const warmup = warmUpRuns(fixture.actions.length);
  for (let i = 0; i < warmup + Math.max(runs, 30); i++) {
    const start = performance.now();
    newGameFor(module, fixture).load(fixture.actions);
    if (i >= warmup) times.push(performance.now() - start);
  }
  return times;
}

const files = fixtureFiles().filter((f) => TITLES.includes(titleIdFor(f.title) ?? ''));
if (files.length === 0) {
  console.log(SHARED_MISSING);
  process.exit(0);
}
const ref = locateReference(values.reference);
console.log(`warm replay, ours against the reference engine (goal: at least ${GOAL}× as fast); median (min–max) ms`);
console.log(`  ours after ${WARM_UP_ACTIONS.toLocaleString('en')} actions of warm-up per recording (support/warm-up.ts), the reference after 3 runs (YJIT settles by then)`);
if ('missing' in ref) console.log(`  the reference engine is not here: ${ref.missing}; ours alone (compare commits with bench:replay -- --against)`);
const theirs = 'checkout' in ref ? referenceTimes(ref.checkout, files.map((f) => f.path)) : new Map<string, number[]>();
const ratios: number[] = [];
for (const file of files) {
  const ours = await ourTimes(titleIdFor(file.title)!, readFixture(file));
  const label = `${file.title}/${file.name}`.padEnd(36);
  const mine = `ours ${median(ours).toFixed(1).padStart(6)} (${spread(ours)})`;
  const ms = theirs.get(file.path);
  if (!ms) {
    console.log(`  ${label} ${mine}`);
    continue;
  }
  const ratio = median(ms) / median(ours);
  ratios.push(ratio);
  console.log(`  ${label} ${mine}  reference ${median(ms).toFixed(0).padStart(5)} (${spread(ms)})  ${ratio.toFixed(1).padStart(5)}×  ${ratio >= GOAL ? 'met' : 'not met'}`);
}
if (ratios.length) console.log(`  ratio over ${ratios.length} recordings: lowest ${Math.min(...ratios).toFixed(1)}×, median ${median(ratios).toFixed(1)}×, highest ${Math.max(...ratios).toFixed(1)}× (goal ≥ ${GOAL}× on every one)`);
