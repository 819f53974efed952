/**
 * `npm run bench:routes`: how long the route optimiser takes per decision.
 *
 * 1. Every recorded operating turn: each run_routes of each recorded game of an authored title,
 *    asked for the trains the operator had, under the title's route rules (its bonuses, with the
 *    bounds it declares), as play asks it. Each game is replayed afresh for every pass, so
 *    each timed call meets a map state for the first time (as in play); the first passes only
 *    warm up the JIT. Goal (issue 12): p99 under 50 ms, no decision over 1 s.
 * 2. A stress test beyond the recordings: synthetic 1830 maps with tiles laid at random (while
 *    the supply lasts, then without limit: many parallel ways between cities), every
 *    corporation with several train sets, each asked once on a fresh copy of the map.
 *
 * Reports the median, p99 and max over decisions (of each decision's median time), and the
 * slowest single call. Needs ../shared (or $TRACKWRIGHT_FIXTURES) for part 1; run
 * `npm run build` first.
 */
import { optimiseRoutes } from '../runtime/map/optimise/optimise.js';
import type { OperatorTrain } from '../runtime/map/optimise/types.js';
import { TITLE_IDS, loadTitle } from '../generated/index.js';
import { denseMap } from '../test/support/dense-maps.js';
import { forEachRouteDecision, rulesFor } from '../test/support/route-decisions.js';
import { fixtureFiles, readFixture, SHARED_MISSING } from '../test/support/shared.js';

const WARMUP = 3;
const RUNS = 7;

interface Timed {
  readonly label: string;
  readonly times: number[];
  readonly stops: number;
  readonly candidates: number;
}

class Timings {
  private readonly byLabel = new Map<string, Timed>();
  slowest = { ms: 0, label: '' };

  add(label: string, ms: number, stats: { stops: number; candidates: number }): void {
    let entry = this.byLabel.get(label);
    if (!entry) this.byLabel.set(label, (entry = { label, times: [], ...stats }));
    entry.times.push(ms);
    if (ms > this.slowest.ms) this.slowest = { ms, label };
  }

  /** Prints the statistics; returns the p99 of per-decision medians. */
  report(): number {
    const all = [...this.byLabel.values()].map((d) => ({ ...d, median: [...d.times].sort((a, b) => a - b)[Math.floor(d.times.length / 2)] }));
    const medians = all.map((d) => d.median).sort((a, b) => a - b);
    const at = (q: number) => medians[Math.min(medians.length - 1, Math.floor(q * medians.length))];
    const ms = (n: number) => `${n.toFixed(2)} ms`;
    console.log(`  decisions: ${all.length}`);
    console.log(`  per decision: median ${ms(at(0.5))}, p99 ${ms(at(0.99))}, max ${ms(medians[medians.length - 1])}`);
    console.log(`  slowest single call: ${ms(this.slowest.ms)} (${this.slowest.label})`);
    console.log('  slowest decisions:');
    for (const d of [...all].sort((a, b) => b.median - a.median).slice(0, 5)) {
      console.log(`    ${ms(d.median).padStart(10)}  ${d.label}: ${d.stops} stops, ${d.candidates} candidates`);
    }
    return at(0.99);
  }
}

// 1. Recorded operating turns.
const files = fixtureFiles();
const recorded = new Timings();
const games: ((pass: number) => void)[] = [];
for (const file of files) {
  const id = TITLE_IDS.find((t) => t.toLowerCase() === file.title.toLowerCase());
  if (!id) continue;
  const module = await loadTitle(id);
  const fixture = readFixture(file);
  games.push((pass) =>
    forEachRouteDecision(module, fixture, (decision) => {
      const rules = rulesFor(decision.game, decision.operator.symbol);
      const start = performance.now();
      const result = optimiseRoutes(decision.ctx, decision.phase, decision.operator, rules);
      const ms = performance.now() - start;
      if (pass < WARMUP) return;
      const trains = decision.operator.trains.map((t) => t.name).join(',');
      recorded.add(`${file.title}/${file.name} #${decision.action.id} ${decision.operator.symbol} [${trains}]`, ms, result.stats);
    }),
  );
}
console.log(`node ${process.version}`);
if (games.length === 0) {
  console.log(`recorded operating turns: none (${files.length === 0 ? SHARED_MISSING : 'no recording of an authored title'})`);
} else {
  console.log(`recorded operating turns: ${games.length} games (${files.length - games.length} recordings of titles not authored yet); ${WARMUP} warm-up passes, median of ${RUNS}`);
  for (let pass = 0; pass < WARMUP + RUNS; pass++) for (const game of games) game(pass);
  const p99 = recorded.report();
  console.log(p99 < 50 && recorded.slowest.ms < 1000 ? '  goal met: p99 < 50 ms, none over 1 s' : '  goal NOT met: p99 < 50 ms, none over 1 s');
}

// 2. Synthetic dense maps.
const module = await loadTitle('1830');
const definition = module.definition;
const distance = (name: string) => definition.trains.find((t) => t.name === name)!.distance;
const TRAIN_SETS = [['4', '4'], ['5', '6'], ['6', 'D'], ['D', 'D'], ['D', 'D', 'D'], ['4', '4', '4', '4']];
const MAPS = [
  ...[1, 2, 3, 4, 5, 6].map((seed) => ({ seed, lays: 2000, unlimited: false })),
  ...[1, 2, 3, 4, 5, 6].map((seed) => ({ seed, lays: 600, unlimited: true })),
];
const synthetic = new Timings();
console.log(`synthetic 1830 maps: ${MAPS.length} maps x ${definition.corporations.length} corporations x ${TRAIN_SETS.length} train sets; 1 warm-up pass, median of 3`);
for (const { seed, lays, unlimited } of MAPS) {
  const base = denseMap(definition, seed, lays, 4, unlimited);
  for (const corporation of definition.corporations) {
    for (const names of TRAIN_SETS) {
      const trains = names.map((name, i): OperatorTrain => ({ id: `${name}-${i}`, name, distance: distance(name) }));
      for (let pass = 0; pass < 4; pass++) {
        const ctx = { definition, map: structuredClone(base.map) };
        const start = performance.now();
        const result = optimiseRoutes(ctx, { tiles: ['yellow', 'green', 'brown', 'gray'] }, { symbol: corporation.sym, trains });
        const ms = performance.now() - start;
        const label = `${unlimited ? 'unlimited' : 'limited'} tiles seed ${seed} ${corporation.sym} [${names.join(',')}]`;
        if (pass > 0) synthetic.add(label, ms, result.stats);
      }
    }
  }
}
synthetic.report();
