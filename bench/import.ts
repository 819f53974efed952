/**
 * `npm run bench:import`: what the heaviest imports the limits allow (docs/server.md, Limits)
 * cost, and how long other requests wait meanwhile. The server runs as `npm run serve` runs it,
 * in a process of its own on a fresh SQLite file; while each import is under way this process
 * asks `/healthz` again and again and reports the round trips.
 *
 * 1. The auditor's file: 100 actions of a recorded 1830 game, then 6,000 undos and redos.
 * 2. The most actions a game may hold: a recorded game, then chat up to 10,000 actions.
 * 3. The costliest undo pattern within the replay limit: 600 actions, then undoing 450 of them
 *    and redoing them again and again, with chat in between (each a rollback of its own).
 * 4. The largest body: 8 MiB of chat (parsing the JSON alone holds the process up).
 * Needs ../shared (or $TRACKWRIGHT_FIXTURES); run `npm run build` first.
 */
import { Agent, request } from 'node:http';
import type { Action, Fixture } from '../runtime/index.js';
import { GAME_LIMITS, replayCost } from '../server/games/limits.js';
import { loadFixture } from '../test/runtime/helpers.js';
import { fixturesDir, SHARED_MISSING } from '../test/support/shared.js';
import { sqlitePath } from '../test/server/support.js';
import { freePort, serveInChild as serve } from '../test/server/child-server.js';

if (!fixturesDir()) {
  console.log(SHARED_MISSING);
  process.exit(0);
}

const agent = new Agent({ keepAlive: true, maxSockets: 8 });

function call(port: number, method: string, path: string, body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
    const req = request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];
const ms = (n: number) => `${n.toFixed(1)} ms`;

const recorded = loadFixture('1830', '1830_game_end_bank');
const player = recorded.players[0].id!;
const message = (i: number, text = `m${i}`) => ({ type: 'message', entity: player, entity_type: 'player', message: text });
const undo = (extra: Record<string, unknown> = {}) => ({ type: 'undo', entity: player, entity_type: 'player', ...extra });
const redo = { type: 'redo', entity: player, entity_type: 'player' };

function recording(actions: readonly object[]): Fixture {
  return { ...recorded, actions: actions.map((a, i) => ({ ...a, id: i + 1 })) as unknown as Action[] };
}

/** The most repetitions of `unit` after `prefix` that keep within the limits. */
function mostWithin(prefix: readonly object[], unit: (i: number) => object[]): Fixture {
  const make = (k: number) => recording([...prefix, ...Array.from({ length: k }, (_, i) => unit(i)).flat()]);
  const fits = (k: number) => {
    const fixture = make(k);
    return fixture.actions.length <= GAME_LIMITS.actions && replayCost(fixture.actions) <= GAME_LIMITS.replay;
  };
  let low = 0;
  let high = 1;
  while (fits(high)) high *= 2;
  while (high - low > 1) {
    const mid = (low + high) >> 1;
    if (fits(mid)) low = mid;
    else high = mid;
  }
  return make(low);
}

const prefix = recorded.actions.slice(0, 600);
const cases: [string, Fixture][] = [
  ["the auditor's file: 100 actions, 6,000 undos and redos", recording([...recorded.actions.slice(0, 100), ...Array.from({ length: 6000 }, (_, i) => (i % 2 ? redo : undo()))])],
  ['10,000 actions: a recorded game, then chat', recording([...recorded.actions, ...Array.from({ length: GAME_LIMITS.actions - recorded.actions.length }, (_, i) => message(i))])],
  ['the costliest undos within the replay limit: undo 450 moves, chat, redo them, chat', mostWithin(prefix, (i) => [undo({ action_id: 150 }), message(i), redo, message(i)])],
  ['an 8 MiB body: 10,000 chat messages of 750 bytes', recording(Array.from({ length: 10_000 }, (_, i) => message(i, 'x'.repeat(750))))],
];

const file = sqlitePath();
const port = await freePort();
const server = await serve(file.path, port);
try {
  console.log(`node ${process.version}; the server in a process of its own, on SQLite; limits: ${GAME_LIMITS.actions} actions, a replay cost of ${GAME_LIMITS.replay}`);
  await call(port, 'POST', '/api/games/import', JSON.stringify(recording(recorded.actions.slice(0, 50)))); // warm up
  for (const [name, fixture] of cases) {
    const body = JSON.stringify(fixture);
    const health: number[] = [];
    let done = false;
    const started = performance.now();
    const imported = call(port, 'POST', '/api/games/import', body).finally(() => (done = true));
    while (!done) {
      const start = performance.now();
      await call(port, 'GET', '/healthz');
      health.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const answer = await imported;
    const took = performance.now() - started;
    const outcome = answer.status === 201 ? '201' : `${answer.status} ${answer.text.slice(0, 160)}`;
    console.log(`  ${name}: ${fixture.actions.length} actions, ${(body.length / 2 ** 20).toFixed(1)} MiB, replay cost ${replayCost(fixture.actions)}`);
    console.log(
      `    import ${outcome} in ${ms(took)}; /healthz meanwhile (${health.length} asked): p50 ${ms(quantile(health, 0.5))}, p99 ${ms(quantile(health, 0.99))}, max ${ms(Math.max(...health))}`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  file.remove();
  agent.destroy();
}
