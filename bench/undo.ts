/**
 * `npm run bench:undo`: undo at scale. A recorded 1830 game is taken to its 200th action, then
 * an action and its undo are repeated N times, through `process` (a live game: each undo
 * restores the nearest snapshot and replays the few actions after it) and through `load` (a
 * stored game: only the actions in effect are applied). Both must grow linearly with N.
 * Needs ../shared (or $TRACKWRIGHT_FIXTURES); run `npm run build` first.
 */
import type { Action } from '../runtime/actions/types.js';
import { newGameFor } from '../runtime/replay/fixture.js';
import { loadTitle } from '../generated/index.js';
import { fixtureFiles, readFixture, SHARED_MISSING } from '../test/support/shared.js';

const file = fixtureFiles('1830').find((f) => f.name === '26855') ?? fixtureFiles('1830')[0];
if (!file) {
  console.log(SHARED_MISSING);
  process.exit(0);
}
const fixture = readFixture(file);
const module = await loadTitle('1830');
const prefix = fixture.actions.slice(0, 200);
const next = fixture.actions[200];

/** The prefix, then `pairs` times the next action and an undo of it, numbered on. */
function undoHeavy(pairs: number): Action[] {
  const out: Action[] = [...prefix];
  for (let i = 0; i < pairs; i++) {
    out.push({ ...next, id: out.length + 1 });
    out.push({ type: 'undo', entity: next.entity, entity_type: next.entity_type, id: out.length + 1 });
  }
  return out;
}

console.log(`node ${process.version}; ${file.title}/${file.name}: 200 actions, then an action and its undo N/2 times`);
console.log('N'.padStart(8), 'process (live)'.padStart(16), 'per action'.padStart(12), 'load (stored)'.padStart(15));
for (const n of [12_500, 50_000, 100_000]) {
  const actions = undoHeavy(n / 2);
  const live = newGameFor(module, fixture).load(prefix);
  let start = performance.now();
  for (const action of actions.slice(prefix.length)) live.process(action);
  const processMs = performance.now() - start;
  start = performance.now();
  newGameFor(module, fixture).load(actions);
  const loadMs = performance.now() - start;
  console.log(String(n).padStart(8), `${(processMs / 1000).toFixed(2)} s`.padStart(16), `${((processMs * 1000) / n).toFixed(0)} µs`.padStart(12), `${loadMs.toFixed(0)} ms`.padStart(15));
}
