/**
 * `npm run bench:server`: the game server's costs, on SQLite (and on Postgres too when
 * TEST_DATABASE_URL names one; see .ci/postgres).
 *
 * 1. POST latency on a game in memory: the longest recorded 1830 game posted action by action
 *    over HTTP (keep-alive), round trip per action, p50/p99 over every action of a few games.
 * 2. Cold load of that game from storage: read its stored actions and process them one by one
 *    (what the first request for a game not in memory pays), median, in a server whose JIT has
 *    warmed up (support/warm-up.ts), and the first loads before it has.
 * 3. Many games, several SSE observers each (in a worker thread, not on the server's), every game
 *    posting: paced (a post every PACE_MS on average per game) and back to back; POST latency
 *    and the time until every observer of the game has the action's last event.
 * The server measured is the compiled build `npm run serve` runs (support/compiled.ts).
 * Needs ../shared (or $TRACKWRIGHT_FIXTURES); run `npm run build` first.
 */
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { fixtureSeed } from '../runtime/index.js';
import type * as Registry from '../server/games/registry.js';
import type * as App from '../server/app.js';
import type * as Open from '../server/store/open.js';
import { loadFixture } from '../test/runtime/helpers.js';
import { fixturesDir, SHARED_MISSING } from '../test/support/shared.js';
import { Api, postgresDatabase, sqlitePath, type RunningServer } from '../test/server/support.js';
import { importBuilt } from './support/compiled.js';
import { epochNow, Observers } from './support/observers.js';
import { warmUpRuns, WARM_UP_ACTIONS } from './support/warm-up.js';

// The server as `npm run serve` runs it: its compiled build (support/compiled.ts).
const root = join(import.meta.dirname, '..');
const { GameRegistry } = await importBuilt<typeof Registry>(root, 'server/games/registry.ts');
const { buildApp } = await importBuilt<typeof App>(root, 'server/app.ts');
const { openStore } = await importBuilt<typeof Open>(root, 'server/store/open.ts');

const RECORDING = '1830_game_end_bank';
const LATENCY_GAMES = 4;
const COLD_LOADS = 20;
/** The loads timed as a just-started server pays them, before the warm-up. */
const FIRST_LOADS = 5;
const SSE_GAMES = 40;
const OBSERVERS_PER_GAME = 4;
const SSE_ACTIONS = 25;
/** The mean pause between a game's posts in the paced scenario: far quicker than people play (a move every few seconds). */
const PACE_MS = 250;
/** Issue 25's goals: a cold load of this game, and a post's p99 with every game observed and posting. */
const COLD_LOAD_GOAL = 30;
const POST_P99_GOAL = 10;

if (!fixturesDir()) {
  console.log(SHARED_MISSING);
  process.exit(0);
}
const fixture = loadFixture('1830', RECORDING);
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

function post(url: string, body: unknown, token: string): Promise<{ status: number; body: any }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), authorization: `Bearer ${token}` } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];
const ms = (n: number) => `${n.toFixed(2)} ms`;

async function newGame(server: RunningServer): Promise<{ id: number; owner_token: string }> {
  return (await server.api.post('/api/games', { title: '1830', players: fixture.players, optional_rules: fixture.settings?.optional_rules, seed: fixtureSeed(fixture) })).body;
}

async function postLatency(server: RunningServer): Promise<void> {
  const times: number[] = [];
  const undoTimes: number[] = [];
  for (let g = 0; g < LATENCY_GAMES; g++) {
    const game = await newGame(server);
    for (const action of fixture.actions) {
      const start = performance.now();
      const answer = await post(`${server.url}/api/games/${game.id}/actions`, action, game.owner_token);
      const elapsed = performance.now() - start;
      if (answer.status !== 201) throw new Error(`action ${action.id}: ${JSON.stringify(answer.body)}`);
      if (g > 0) (action.type === 'undo' || action.type === 'redo' ? undoTimes : times).push(elapsed); // the first game warms the JIT up
    }
  }
  const all = [...times, ...undoTimes];
  console.log(`  POST on a game in memory (${all.length} posts): p50 ${ms(quantile(all, 0.5))}, p99 ${ms(quantile(all, 0.99))}, max ${ms(Math.max(...all))}`);
  console.log(`    without undo/redo: p50 ${ms(quantile(times, 0.5))}, p99 ${ms(quantile(times, 0.99))}; undo/redo alone (${undoTimes.length}): p50 ${ms(quantile(undoTimes, 0.5))}, p99 ${ms(quantile(undoTimes, 0.99))}`);
}

async function coldLoad(server: RunningServer): Promise<void> {
  const imported = (await server.api.post('/api/games/import', fixture)).body;
  /** One load of the game into a registry that does not hold it: its time, and reading its actions alone. */
  const load = async (): Promise<{ time: number; read: number }> => {
    const registry = new GameRegistry(server.store);
    const start = performance.now();
    await server.store.actionsAfter(imported.id, 0);
    const read = performance.now() - start;
    const loadStart = performance.now();
    await registry.withGame(imported.id, (live) => live.lastActionId);
    return { time: performance.now() - loadStart, read };
  };
  // A server that has been up a while has run its load path often enough for V8 to optimise it
  // (support/warm-up.ts); the first loads of a fresh process show what a just-started one pays.
  const first: number[] = [];
  for (let i = 0; i < FIRST_LOADS; i++) first.push((await load()).time);
  for (let i = FIRST_LOADS; i < warmUpRuns(fixture.actions.length); i++) await load();
  const times: number[] = [];
  const reads: number[] = [];
  for (let i = 0; i < COLD_LOADS; i++) {
    const { time, read } = await load();
    times.push(time);
    reads.push(read);
  }
  const cold = quantile(times, 0.5);
  console.log(
    `  cold load of ${RECORDING} (${fixture.actions.length} actions) from storage: median ${ms(cold)} (${ms(Math.min(...times))}–${ms(Math.max(...times))}; reading the actions alone: ${ms(quantile(reads, 0.5))}); goal ≤ ${COLD_LOAD_GOAL} ms: ${cold <= COLD_LOAD_GOAL ? 'met' : 'not met'}`,
  );
  console.log(`    (after ${WARM_UP_ACTIONS.toLocaleString('en')} actions of warm-up; the first ${FIRST_LOADS} loads, before V8 has optimised the load path: median ${ms(quantile(first, 0.5))}, ${ms(Math.min(...first))}–${ms(Math.max(...first))})`);
}

interface Scenario {
  readonly name: string;
  /** The mean pause before each game's next post (exponentially distributed), or 0: back to back. */
  readonly paceMs: number;
}

/** A small seeded generator, so every run paces its posts alike. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * SSE_GAMES new games, OBSERVERS_PER_GAME observers each (in a worker thread: see
 * support/observers.ts), every game posting its first SSE_ACTIONS actions at once: paced as
 * the scenario says. A post's latency is its round trip; its delivery, the time until every
 * observer of its game had its last event.
 */
async function observedGames(server: RunningServer, scenario: Scenario): Promise<number> {
  const games = await Promise.all(Array.from({ length: SSE_GAMES }, () => newGame(server)));
  const observers = await Observers.open(games.map((game) => `${server.url}/api/games/${game.id}/stream`), OBSERVERS_PER_GAME);
  const posts: number[] = [];
  const sent: { game: number; event: string; at: number }[] = [];
  const random = seeded(25);
  const started = performance.now();
  try {
    await Promise.all(
      games.map(async (game, g) => {
        for (const action of fixture.actions.slice(0, SSE_ACTIONS)) {
          if (scenario.paceMs > 0) await sleep(-Math.log(1 - random()) * scenario.paceMs);
          const at = epochNow();
          const start = performance.now();
          const answer = await post(`${server.url}/api/games/${game.id}/actions`, action, game.owner_token);
          posts.push(performance.now() - start);
          if (answer.status !== 201) throw new Error(`action ${action.id}: ${JSON.stringify(answer.body)}`);
          const last = answer.body.events.at(-1)?.id;
          if (last !== undefined) sent.push({ game: g, event: String(last), at });
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    let arrivals = await observers.arrivals();
    for (let waited = 0; waited < 20_000 && !sent.every((s) => arrivals.games[s.game][s.event] !== undefined); waited += 50) {
      await sleep(50);
      arrivals = await observers.arrivals();
    }
    const delivered = sent.map((s) => (arrivals.games[s.game][s.event] ?? Number.NaN) - s.at);
    const missing = delivered.filter(Number.isNaN).length;
    const p99 = quantile(posts, 0.99);
    console.log(
      `  ${SSE_GAMES} games x ${OBSERVERS_PER_GAME} observers, ${scenario.name}: ${(posts.length / seconds).toFixed(0)} posts/s, ${(arrivals.messages / seconds).toFixed(0)} SSE messages/s; ` +
        `POST p50 ${ms(quantile(posts, 0.5))}, p99 ${ms(p99)}; until every observer has the events: p50 ${ms(quantile(delivered, 0.5))}, p99 ${ms(quantile(delivered, 0.99))}` +
        (missing ? `; ${missing} events never reached every observer` : ''),
    );
    return p99;
  } finally {
    await observers.close();
  }
}

/** The posts of many observed games: paced (the goal's figure), then all back to back (the most the server takes). */
async function manyGames(server: RunningServer): Promise<void> {
  const paced = await observedGames(server, { name: `each game posting every ${PACE_MS} ms on average (exponential pauses)`, paceMs: PACE_MS });
  console.log(`    goal: POST p99 ≤ ${POST_P99_GOAL} ms with ${SSE_GAMES} observed games playing: ${paced <= POST_P99_GOAL ? 'met' : 'not met'}`);
  await observedGames(server, { name: `every game posting back to back (${SSE_GAMES} posts always in flight: a queue on one thread)`, paceMs: 0 });
}

/** The compiled server on a loopback port over the store at `url`, as the tests' startServer starts the sources. */
async function startServer(databaseUrl: string): Promise<RunningServer> {
  const store = await openStore(databaseUrl, { poolSize: 20 });
  // Every observer and post comes from this one address: no per-client caps.
  const app = await buildApp({ store, logLevel: false, heartbeatMs: 50_000, rateLimits: false, observerLimits: { perGame: 1000, perClient: 100_000 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const close = async () => {
    await app.close();
    await store.close();
  };
  return { url, databaseUrl, app, store, api: new Api(url), close };
}

async function run(name: string, url: string): Promise<void> {
  console.log(`${name}:`);
  const server = await startServer(url);
  try {
    await postLatency(server);
    await coldLoad(server);
    await manyGames(server);
  } finally {
    await server.close();
  }
}

console.log(`node ${process.version}; the reference replays the whole game on every POST: 200–580 ms per action for a 500-action 1830 game on this machine (issue 11)`);
const file = sqlitePath();
try {
  await run('SQLite (synchronous=NORMAL)', file.path);
} finally {
  file.remove();
}
if (process.env.TEST_DATABASE_URL) {
  const db = await postgresDatabase();
  try {
    await run('Postgres', db.url);
  } finally {
    await db.drop();
  }
}
agent.destroy();
