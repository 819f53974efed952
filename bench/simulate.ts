/**
 * `npm run bench:simulate [-- --against <checkout>] [--games N] [--runs N]`: how many seeded
 * random games of 1830 the simulator plays per second (issue 25's goal: twice as many as
 * before the performance work). Each run plays the same games (seeds 1..N, six players), so the
 * work is identical run to run; printed as the median with the min–max spread. With --against,
 * the other checkout (an older commit in a git worktree, its titles built) plays the same seeds,
 * alternating run by run, and the median of the per-pair ratios of actions per second is printed
 * too: where the rules changed between the two, the same seeds play different games, so games
 * per second alone would compare unlike work.
 *
 * Each checkout plays from its compiled build, as `trackwright simulate` does (support/compiled.ts;
 * its sources through tsx where dist/ is missing or stale, with a note). Two untimed runs each
 * first: after one, the next run still took about a third longer than the runs after it.
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { TitleModule } from '../runtime/module.js';
import { importBuilt } from './support/compiled.js';

const TITLE = '1830';
const { values } = parseArgs({ options: { against: { type: 'string' }, games: { type: 'string', default: '8' }, runs: { type: 'string', default: '5' } } });
const games = Number(values.games);
const runs = Number(values.runs);

type Play = () => { seconds: number; actions: number };

/** A checkout's simulator over its own build of the title. */
async function simulatorAt(root: string): Promise<Play> {
  const { simulate } = await importBuilt<{ simulate: (m: TitleModule, o: { games: number; seed: number; players: number }) => { outcomes: readonly { actions: number }[] } }>(
    root,
    'runtime/sim/simulate.ts',
  );
  const { loadTitle } = await importBuilt<{ loadTitle(id: string): Promise<TitleModule> }>(root, 'generated/index.ts');
  const module = await loadTitle(TITLE);
  return () => {
    const start = performance.now();
    const report = simulate(module, { games, seed: 1, players: 6 });
    return { seconds: (performance.now() - start) / 1000, actions: report.outcomes.reduce((n, o) => n + o.actions, 0) };
  };
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const spread = (xs: readonly number[]) => `${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)}`;

const ours = await simulatorAt(join(import.meta.dirname, '..'));
const theirs = values.against ? await simulatorAt(resolve(values.against)) : undefined;
const warm = ours();
theirs?.();
ours();
theirs?.();
const rates: number[] = [];
const otherRates: number[] = [];
const actionRates: number[] = [];
const otherActionRates: number[] = [];
const time = (play: Play, games_: number[], actions: number[]) => {
  const { seconds, actions: n } = play();
  games_.push(games / seconds);
  actions.push(n / seconds);
};
for (let i = 0; i < runs; i++) {
  // Alternating sides, so a burst of load elsewhere slows both halves of a pair alike.
  if (theirs && i % 2 === 0) time(theirs, otherRates, otherActionRates);
  time(ours, rates, actionRates);
  if (theirs && i % 2 === 1) time(theirs, otherRates, otherActionRates);
}
console.log(`simulate ${TITLE}, ${games} games of 6 players (seeds 1–${games}, ${warm.actions} actions in all): median (min–max) of ${runs} runs after a warm-up`);
let line = `  ours ${median(rates).toFixed(2)} games/s (${spread(rates)}), ${median(actionRates).toFixed(0)} actions/s`;
if (theirs) {
  const ratios = actionRates.map((r, i) => r / otherActionRates[i]);
  line += `  | against ${resolve(values.against!)}: ${median(otherRates).toFixed(2)} games/s (${spread(otherRates)}), ${median(otherActionRates).toFixed(0)} actions/s; actions/s this/that ${median(ratios).toFixed(2)} (goal ≥ 2)`;
}
console.log(line);
