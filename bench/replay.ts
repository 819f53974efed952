/**
 * `npm run bench:replay`: how fast the engine replays recorded games and takes one more action.
 * For each fixture of an authored title: the median time to replay the whole game (after
 * warm-up runs), and the median/p95 time of `process()` for a single new action on a game held
 * in memory. Needs ../shared (or $TRACKWRIGHT_FIXTURES); run `npm run build` first.
 *
 *   npm run bench:replay [-- --against <checkout>]
 *
 * With `--against`, it compares this checkout's replays with another checkout's instead (see
 * replay-against.ts): how much faster or slower a change made the engine.
 */
import { filterActions } from '../runtime/actions/filter.js';
import { newGameFor } from '../runtime/replay/fixture.js';
import { loadTitle, titleIdFor } from '../generated/index.js';
import { fixtureFiles, readFixture, SHARED_MISSING } from '../test/support/shared.js';
import { parseArgs } from 'node:util';
import { compareAgainst } from './replay-against.js';
import { warmUpRuns, WARM_UP_ACTIONS } from './support/warm-up.js';

const RUNS = 40;

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

const files = fixtureFiles();
if (files.length === 0) {
  console.log(SHARED_MISSING);
  process.exit(0);
}

const { values } = parseArgs({ options: { against: { type: 'string' } } });
if (values.against) {
  const recordings = files.flatMap((file) => {
    const id = titleIdFor(file.title);
    return id ? [{ title: id, name: file.name, fixture: readFixture(file) }] : [];
  });
  await compareAgainst(values.against, recordings);
  process.exit(0);
}

console.log(`node ${process.version}; ${WARM_UP_ACTIONS.toLocaleString('en')} actions of warm-up per recording, median of ${RUNS}`);
console.log('fixture'.padEnd(40), 'actions', 'replay median', '  per action: median', 'p95', 'max');
for (const file of files) {
  const id = titleIdFor(file.title); // by id or alias, as the replay tests find titles
  if (!id) {
    console.log(`${file.title}/${file.name}`.padEnd(40), 'skipped: title not authored yet');
    continue;
  }
  const module = await loadTitle(id);
  const fixture = readFixture(file);
  const effective = filterActions(fixture.actions).effective.filter((a) => a !== undefined);

  const replays: number[] = [];
  const warmup = warmUpRuns(fixture.actions.length);
  for (let i = 0; i < warmup + RUNS; i++) {
    const start = performance.now();
    newGameFor(module, fixture).load(fixture.actions);
    if (i >= warmup) replays.push(performance.now() - start);
  }

  // One more action on a game in memory: process the recording action by action, timing each.
  const perAction: number[] = [];
  for (let run = 0; run < 5; run++) {
    const game = newGameFor(module, fixture);
    for (const action of effective) {
      const start = performance.now();
      game.process(action);
      if (run >= 2) perAction.push(performance.now() - start);
    }
  }
  const ms = (n: number) => `${n.toFixed(3)} ms`;
  console.log(
    `${file.title}/${file.name}`.padEnd(40),
    String(effective.length).padStart(7),
    ms(quantile(replays, 0.5)).padStart(13),
    '  ',
    ms(quantile(perAction, 0.5)).padStart(16),
    ms(quantile(perAction, 0.95)),
    ms(Math.max(...perAction)),
  );
}
