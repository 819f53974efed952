// Replays one recording with a checkout's compiled engine until it is warm, then says what five
// more replays allocated each, as JSON ({"bytes": [...]}): the process bench/allocation.ts reads.
// Plain JavaScript run by plain node, so no loader's work is counted (tsx's transform names every
// closure it creates, which allocates by itself); run with --expose-gc and a new space larger
// than a replay allocates (bench/allocation.ts passes both).
//
// usage: node --expose-gc --min-semi-space-size=64 --max-semi-space-size=64 allocation-loop.mjs <checkout> <title> <fixture.json> <warm-up runs>
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';

const [root, title, fixturePath, warmUp] = process.argv.slice(2);
const load = (path) => import(pathToFileURL(join(root, 'dist', path)).href);
const { newGameFor, parseFixture } = await load('runtime/replay/fixture.js');
const { loadTitle } = await load('generated/index.js');
const fixture = parseFixture(readFileSync(fixturePath, 'utf8'), fixturePath);
const module = await loadTitle(title);
const replay = () => newGameFor(module, fixture).load(fixture.actions);

// Collections that empty the new space (scavenges, full collections); not incremental marking steps.
let collections = 0;
const EMPTYING = new Set([constants.NODE_PERFORMANCE_GC_MAJOR, constants.NODE_PERFORMANCE_GC_MINOR]);
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (EMPTYING.has(entry.detail?.kind)) collections++;
}).observe({ entryTypes: ['gc'] });
// GC entries reach the observer a few turns of the event loop later.
const settle = async () => {
  for (let i = 0; i < 3; i++) await new Promise((done) => setImmediate(done));
};
// Every space but code's: V8 pretenures some objects into the old space, more or fewer by what it
// saw before, and code its compiler makes meanwhile is not the replay's.
const heapUsed = () => {
  let used = 0;
  for (const space of v8.getHeapSpaceStatistics()) if (!space.space_name.startsWith('code')) used += space.space_used_size;
  return used;
};

for (let i = 0; i < Number(warmUp); i++) replay();
const bytes = [];
for (let tries = 0; bytes.length < 5 && tries < 20; tries++) {
  globalThis.gc();
  await settle(); // the forced collection's own entry first
  const seen = collections;
  const before = heapUsed();
  replay();
  const after = heapUsed();
  await settle();
  // A replay during which a collection ran anyway is measured again.
  if (collections === seen && after >= before) bytes.push(after - before);
}
process.stdout.write(`${JSON.stringify({ bytes })}\n`);
