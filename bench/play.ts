/**
 * `npm run bench:play`: what playing in the browser costs, in Chromium against a game server on
 * SQLite, with the preview built and served as the browser tests serve it (/api proxied).
 *
 * 1. Page load: from navigation to the action panel drawn (the app's code, the engine replaying
 *    the game, the first drawing), for a new game and for the longest given 1830 recording
 *    (hotseat from localStorage, and online from the server), median of a few loads.
 * 2. A move, hotseat: the page's engine checking and applying it, and the redraw.
 * 3. A move, online: the engine, the post (through the proxy, and straight to the server with
 *    CORS), the redraw; and the other player's page: from the click to that page drawing the
 *    move (the post, the event stream, the engine and the redraw there).
 * The moves are the first rounds of a two-player 1830 game (test/support/first-rounds-1830.ts),
 * played through the page's own submit, over several games.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Action } from '../runtime/index.js';
import { buildApp } from '../server/app.js';
import { openStore } from '../server/store/open.js';
import { FIRST_ROUNDS } from '../test/support/first-rounds-1830.js';
import { buildAndServe, launch } from '../test/browser/harness.js';
import { loadFixture } from '../test/runtime/helpers.js';
import { fixturesDir } from '../test/support/shared.js';

const GAMES = 4;
const LOADS = 5;

const dir = mkdtempSync(join(tmpdir(), 'trackwright-bench-play-'));
const store = await openStore(join(dir, 'games.sqlite'));
// The pages of this one machine post and watch every game: no per-client limits.
const server = await buildApp({ store, logLevel: false, heartbeatMs: 50_000, rateLimits: false, observerLimits: { perGame: 1000, perClient: 100_000 } });
await server.listen({ port: 0, host: '127.0.0.1' });
const address = server.server.address();
const serverUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const app = await buildAndServe({ gameServer: serverUrl });
const browser = await launch();

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const ms = (v: number) => `${v.toFixed(1)} ms`;
const summary = (values: number[]) => `median ${ms(quantile(values, 0.5))}, p95 ${ms(quantile(values, 0.95))} (${values.length})`;

async function post(path: string, body: unknown): Promise<any> {
  const response = await fetch(serverUrl + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return response.json();
}

/** Navigates and waits for the game page's action panel; the wall time it took. */
async function load(page: Page, hash: string): Promise<number> {
  await page.goto('about:blank');
  const started = Date.now();
  await page.goto(app.url + hash);
  await page.waitForSelector('.play-view .action-panel', { timeout: 60_000 });
  return Date.now() - started;
}

async function hotseatRecord(page: Page, id: string, record: unknown): Promise<void> {
  await page.goto(app.url);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [`trackwright:hotseat:${id}`, JSON.stringify(record)] as const);
}

const page = await (await browser.newContext()).newPage();
const players = [
  { id: 1, name: 'Ada' },
  { id: 2, name: 'Ben' },
];

// 1. Page load.
const fresh: number[] = [];
const freshOnline: number[] = [];
for (let i = 0; i < LOADS; i++) {
  await hotseatRecord(page, `fresh${i}`, { id: `fresh${i}`, title: '1830', players, optionalRules: [], seed: 1, actions: [], createdAt: 1, updatedAt: 1 });
  fresh.push(await load(page, `#/play/local/fresh${i}`));
  const created = await post('/api/games', { title: '1830', players: [{ name: 'Ada' }, { name: 'Ben' }], seed: 1 });
  freshOnline.push(await load(page, `#/play/online/${created.id}?seat=${created.owner_token}`));
}
console.log(`page load, new 1830 game: hotseat ${summary(fresh)}; online ${summary(freshOnline)}`);
if (fixturesDir()) {
  const fixture = loadFixture('1830', '1830_game_end_bank');
  const imported = await post('/api/games/import', fixture);
  const long: number[] = [];
  const longOnline: number[] = [];
  const seed = Number(fixture.settings?.seed ?? 0);
  for (let i = 0; i < LOADS; i++) {
    await hotseatRecord(page, 'long', { id: 'long', title: '1830', players: fixture.players, optionalRules: fixture.settings?.optional_rules ?? [], seed, actions: fixture.actions, createdAt: 1, updatedAt: 1 });
    long.push(await load(page, '#/play/local/long'));
    longOnline.push(await load(page, `#/play/online/${imported.id}?seat=${imported.owner_token}`));
  }
  const open = await page.evaluate(() => window.trackwrightPlay!.openMs);
  console.log(`page load, ${fixture.actions.length}-action 1830 recording: hotseat ${summary(long)}; online ${summary(longOnline)} (of which the view's own opening ${ms(open)})`);

  // Late in a game: the recording's last moves, made in the page one by one.
  const LATE = 60;
  const start = fixture.actions.length - LATE;
  await hotseatRecord(page, 'late', { id: 'late', title: '1830', players: fixture.players, optionalRules: fixture.settings?.optional_rules ?? [], seed, actions: fixture.actions.slice(0, start), createdAt: 1, updatedAt: 1 });
  await load(page, '#/play/local/late');
  const late = await page.evaluate(async (moves) => {
    for (const move of moves as Action[]) if (!(await window.trackwrightPlay!.submit(move))) throw new Error(`refused: ${JSON.stringify(move)}`);
    return window.trackwrightPlay!.timings.filter((t) => t.kind === 'own');
  }, fixture.actions.slice(start) as unknown[]);
  console.log(`hotseat move late in that game (its last ${LATE}): engine ${summary(late.map((t) => t.engineMs ?? 0))}; redraw ${summary(late.map((t) => t.drawMs))}`);
}

// 2. Hotseat moves.
const engine: number[] = [];
const draw: number[] = [];
for (let g = 0; g < GAMES; g++) {
  await hotseatRecord(page, `moves${g}`, { id: `moves${g}`, title: '1830', players, optionalRules: [], seed: 1, actions: [], createdAt: 1, updatedAt: 1 });
  await load(page, `#/play/local/moves${g}`);
  const timings = await page.evaluate(async (moves) => {
    for (const move of moves as Action[]) if (!(await window.trackwrightPlay!.submit(move))) throw new Error(`refused: ${JSON.stringify(move)}`);
    return window.trackwrightPlay!.timings.filter((t) => t.kind === 'own');
  }, FIRST_ROUNDS as unknown[]);
  for (const t of timings) {
    engine.push(t.engineMs ?? 0);
    draw.push(t.drawMs);
  }
}
console.log(`hotseat move: engine ${summary(engine)}; redraw ${summary(draw)}`);

// 3. Online moves: Ada's page moves (owner token: it plays both seats), Ben's page watches.
for (const direct of [false, true]) {
  const own: { engine: number[]; post: number[]; draw: number[] } = { engine: [], post: [], draw: [] };
  const seen: number[] = [];
  const watcher = await (await browser.newContext()).newPage();
  for (let g = 0; g < GAMES; g++) {
    const created = await post('/api/games', { title: '1830', players: [{ name: 'Ada' }, { name: 'Ben' }], seed: 1 });
    const server = direct ? `&server=${encodeURIComponent(serverUrl)}` : '';
    await load(page, `#/play/online/${created.id}?seat=${created.owner_token}${server}`);
    await load(watcher, `#/play/online/${created.id}?seat=${created.seats[1].token}${server}`);
    await watcher.waitForSelector('.play-view[data-connection="live"]');
    const timings = await page.evaluate(async (moves) => {
      for (const move of moves as Action[]) if (!(await window.trackwrightPlay!.submit(move))) throw new Error(`refused: ${JSON.stringify(move)}`);
      return window.trackwrightPlay!.timings.filter((t) => t.kind === 'own');
    }, FIRST_ROUNDS as unknown[]);
    await watcher.waitForFunction((n) => Number(document.querySelector<HTMLElement>('.play-view')?.dataset.lastAction) === n, FIRST_ROUNDS.length);
    const remote = await watcher.evaluate(() => window.trackwrightPlay!.timings.filter((t) => t.kind === 'remote'));
    for (const t of timings) {
      own.engine.push(t.engineMs ?? 0);
      own.post.push(t.postMs ?? 0);
      own.draw.push(t.drawMs);
      // The click: the mover's drawing less what came before it (engine, post, redraw).
      const other = remote.find((r) => r.actionId === t.actionId);
      if (other) seen.push(other.at - (t.at - (t.engineMs ?? 0) - (t.postMs ?? 0) - t.drawMs));
    }
  }
  await watcher.context().close();
  console.log(`online move (${direct ? 'straight to the server, CORS' : 'through the preview’s /api proxy'}): engine ${summary(own.engine)}; post ${summary(own.post)}; redraw ${summary(own.draw)}`);
  console.log(`  from the click to the other player's page drawing the move: ${summary(seen)}`);
}

await browser.close();
await app.close();
await server.close();
await store.close();
rmSync(dir, { recursive: true, force: true });
