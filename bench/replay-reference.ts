/**
 * `npm run bench:reference [-- --runs N]`: issue 25's first goal, warm replay at least 30 times as
 * fast as the reference engine, measured side by side on this machine.
 *
 * For every shared recording of 1830, 1889, 18Chesapeake and 1846: our engine (its compiled
 * build, as the CLI and the server run it: support/compiled.ts) replays it in this process
 * (after a warm-up long enough for V8 to optimise it: support/warm-up.ts), and the reference
 * engine (tobymao/18xx under Ruby with YJIT, as the cross-checks run it) replays it in one Ruby
 * process beside it (bench/reference/replay-timing.rb, after its own warm-up). The two take turns,
 * one reference run then a few of ours, recording by recording, so that each recording's pair is
 * timed within the same few seconds: timed in two blocks minutes apart, the two engines met this
 * machine at different speeds. (Turns do not remove the swings of a few seconds that slow one
 * engine more than the other: three runs of one commit still gave lowest ratios of 6.5× to 11.7×.
 * Quote a run made on a quiet machine, and look at the spread.) Each side's median with its
 * min–max spread, and the ratio of the medians. The reference is found at $TRACKWRIGHT_REFERENCE
 * (a checkout of tobymao/18xx) with `ruby` on the PATH; without it the bench says so and compares
 * nothing: `npm run bench:replay -- --against <checkout>` then compares with an earlier commit.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
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

/** Our runs timed for each of the reference's (ours take a few milliseconds, the reference's a few hundred). */
const OURS_PER_THEIRS = 3;

/** The reference engine in a Ruby process of its own, replaying a recording when asked (replay-timing.rb --serve). */
interface Reference {
  /** `runs` timed replays of the recording after `warmup` untimed ones: their milliseconds. */
  time(path: string, runs: number, warmup: number): Promise<number[]>;
  close(): void;
}

function startReference(checkout: string): Reference {
  const script = join(import.meta.dirname, 'reference', 'replay-timing.rb');
  const ruby = spawn('ruby', ['--yjit', script, checkout, '--serve'], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  ruby.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  // A reference that died is reported by the answer that never comes (below), with its stderr.
  ruby.stdin.on('error', () => {});
  const lines = createInterface({ input: ruby.stdout })[Symbol.asyncIterator]();
  return {
    async time(path, runs, warmup) {
      ruby.stdin.write(`${JSON.stringify({ file: path, runs, warmup })}\n`);
      const next = await lines.next();
      if (next.done) throw new Error(`the reference engine failed: ${stderr.split('\n').slice(0, 3).join(' ')}`);
      return (JSON.parse(next.value) as { ms: number[] }).ms;
    },
    close: () => ruby.stdin.end(),
  };
}

/** Ours warmed up on the recording, then timed `count` times. */
function timeOurs(module: Awaited<ReturnType<typeof loadTitle>>, fixture: ReturnType<typeof readFixture>, count: number, warmup = 0): number[] {
  const times: number[] = [];
  for (let i = 0; i < warmup + count; i++) {
    const start = performance.now();
    newGameFor(module, fixture).load(fixture.actions);
    if (i >= warmup) times.push(performance.now() - start);
  }
  return times;
}

/** Both engines' times for one recording, taking turns (the reference's empty without it). */
async function timeBoth(file: ReturnType<typeof fixtureFiles>[number], reference: Reference | undefined): Promise<{ ours: number[]; theirs: number[] }> {
  const fixture = readFixture(file);
  const module = await loadTitle(titleIdFor(file.title)!);
  const ours = timeOurs(module, fixture, 0, warmUpRuns(fixture.actions.length));
  const theirs: number[] = [];
  if (!reference) return { ours: timeOurs(module, fixture, Math.max(runs, 30)), theirs };
  await reference.time(file.path, 0, 3);
  for (let i = 0; i < runs; i++) {
    // Alternating which goes first, so neither always follows the other's garbage or cache misses.
    if (i % 2 === 0) theirs.push(...(await reference.time(file.path, 1, 0)));
    ours.push(...timeOurs(module, fixture, OURS_PER_THEIRS));
    if (i % 2 === 1) theirs.push(...(await reference.time(file.path, 1, 0)));
  }
  return { ours, theirs };
}

const files = fixtureFiles().filter((f) => TITLES.includes(titleIdFor(f.title) ?? ''));
if (files.length === 0) {
  console.log(SHARED_MISSING);
  process.exit(0);
}
const ref = locateReference(values.reference);
console.log(`warm replay, ours against the reference engine (goal: at least ${GOAL}× as fast); median (min–max) ms`);
console.log(
  `  ours after ${WARM_UP_ACTIONS.toLocaleString('en')} actions of warm-up per recording (support/warm-up.ts)${'checkout' in ref ? `, the reference after 3 runs (YJIT settles by then); then one reference run, ${OURS_PER_THEIRS} of ours, in turn` : ''}`,
);
if ('missing' in ref) console.log(`  the reference engine is not here: ${ref.missing}; ours alone (compare commits with bench:replay -- --against)`);
const reference = 'checkout' in ref ? startReference(ref.checkout) : undefined;
const ratios: number[] = [];
for (const file of files) {
  const { ours, theirs: ms } = await timeBoth(file, reference);
  const label = `${file.title}/${file.name}`.padEnd(36);
  const mine = `ours ${median(ours).toFixed(1).padStart(6)} (${spread(ours)})`;
  if (ms.length === 0) {
    console.log(`  ${label} ${mine}`);
    continue;
  }
  const ratio = median(ms) / median(ours);
  ratios.push(ratio);
  console.log(`  ${label} ${mine}  reference ${median(ms).toFixed(0).padStart(5)} (${spread(ms)})  ${ratio.toFixed(1).padStart(5)}×  ${ratio >= GOAL ? 'met' : 'not met'}`);
}
reference?.close();
if (ratios.length)
  console.log(
    `  ratio over ${ratios.length} recordings: lowest ${Math.min(...ratios).toFixed(1)}×, median ${median(ratios).toFixed(1)}×, highest ${Math.max(...ratios).toFixed(1)}× (goal ≥ ${GOAL}× on every one)`,
  );
