/**
 * `npm run bench:routes`: how long the route optimiser takes per decision, over every recorded
 * operating turn (each run_routes of each recorded game of an authored title), asked for the
 * trains the operator had. Each game is replayed afresh for every pass, so each timed call
 * meets a map state for the first time (as in play); the first passes only warm up the JIT.
 * Reports the median, p99 and max over decisions of each decision's median time, and the
 * slowest single call seen. Needs ../shared (or $TRACKWRIGHT_FIXTURES); run `npm run build` first.
 *
 * Goal (issue 12): p99 under 50 ms, no decision over 1 s.
 */
import { optimiseRoutes } from '../runtime/map/optimise/optimise.js';
import { TITLE_IDS, loadTitle } from '../generated/index.js';
import { forEachRouteDecision } from '../test/support/route-decisions.js';
import { fixtureFiles, readFixture, SHARED_MISSING } from '../test/support/shared.js';

const WARMUP = 3;
const RUNS = 7;

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

const files = fixtureFiles();
if (files.length === 0) {
  console.log(SHARED_MISSING);
  process.exit(0);
}

interface Decision {
  readonly label: string;
  readonly times: number[];
  stops: number;
  candidates: number;
}

const decisions = new Map<string, Decision>();
let slowest = { ms: 0, label: '' };
const games: { title: string; name: string; run: (pass: number) => void }[] = [];
for (const file of files) {
  const id = TITLE_IDS.find((t) => t.toLowerCase() === file.title.toLowerCase());
  if (!id) continue;
  const module = await loadTitle(id);
  const fixture = readFixture(file);
  games.push({
    title: file.title,
    name: file.name,
    run: (pass) =>
      forEachRouteDecision(module, fixture, (decision) => {
        const start = performance.now();
        const result = optimiseRoutes(decision.ctx, decision.phase, decision.operator);
        const ms = performance.now() - start;
        if (pass < WARMUP) return;
        const label = `${file.title}/${file.name} #${decision.action.id} ${decision.operator.symbol} [${decision.operator.trains.map((t) => t.name).join(',')}]`;
        let entry = decisions.get(label);
        if (!entry) decisions.set(label, (entry = { label, times: [], stops: result.stats.stops, candidates: result.stats.candidates }));
        entry.times.push(ms);
        if (ms > slowest.ms) slowest = { ms, label };
      }),
  });
}

const skipped = files.length - games.length;
console.log(`node ${process.version}; ${games.length} recorded games (${skipped} of titles not authored yet); ${WARMUP} warm-up passes, median of ${RUNS}`);
for (let pass = 0; pass < WARMUP + RUNS; pass++) for (const game of games) game.run(pass);

const all = [...decisions.values()].map((d) => ({ ...d, median: [...d.times].sort((a, b) => a - b)[Math.floor(d.times.length / 2)] }));
const medians = all.map((d) => d.median).sort((a, b) => a - b);
const ms = (n: number) => `${n.toFixed(2)} ms`;
console.log(`decisions: ${all.length}`);
console.log(`per decision: median ${ms(quantile(medians, 0.5))}, p99 ${ms(quantile(medians, 0.99))}, max ${ms(medians[medians.length - 1])}`);
console.log(`slowest single call: ${ms(slowest.ms)} (${slowest.label})`);
console.log('slowest decisions:');
for (const d of [...all].sort((a, b) => b.median - a.median).slice(0, 5)) {
  console.log(`  ${ms(d.median).padStart(10)}  ${d.label}: ${d.stops} stops, ${d.candidates} candidates`);
}
const p99 = quantile(medians, 0.99);
console.log(p99 < 50 && slowest.ms < 1000 ? 'goal met: p99 < 50 ms, none over 1 s' : 'goal NOT met: p99 < 50 ms, none over 1 s');
