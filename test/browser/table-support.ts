/**
 * What the table tests share (issue 24: playing as 18xx.games players expect): a game server on
 * SQLite in a temporary folder, the built preview proxying /api to it, Chromium; and the ways
 * they reach a game — a hotseat game put in a page's storage from a recording's first actions,
 * an online game created or imported on the server and opened with a seat's link.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildApp } from '../../server/app.js';
import { openStore } from '../../server/store/open.js';
import type { Store } from '../../server/store/store.js';
import { buildAndServe, fixturesRoot, launch, type ServedApp } from './harness.js';

export interface Table {
  readonly app: ServedApp;
  readonly serverUrl: string;
  readonly browser: Browser;
  close(): Promise<void>;
}

export async function openTable(): Promise<Table> {
  const dataDir = mkdtempSync(join(tmpdir(), 'trackwright-table-'));
  const store: Store = await openStore(join(dataDir, 'games.sqlite'));
  const server: FastifyInstance = await buildApp({ store, logLevel: false, heartbeatMs: 60_000, rateLimits: false });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  const serverUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const [app, browser] = await Promise.all([buildAndServe({ gameServer: serverUrl }), launch()]);
  return {
    app,
    serverUrl,
    browser,
    async close() {
      await browser.close();
      await app.close();
      await server.close();
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function newPage(table: Table, viewport = { width: 1400, height: 1000 }): Promise<Page> {
  return (await table.browser.newContext({ viewport })).newPage();
}

export async function newContext(table: Table, viewport = { width: 1400, height: 1000 }): Promise<BrowserContext> {
  return table.browser.newContext({ viewport });
}

/** A recording of the shared fixtures, if they are here. */
export function recording(title: string, name: string): { players: { id: number | string; name: string }[]; settings?: { seed?: number; optional_rules?: string[] }; id: number | string; actions: Record<string, unknown>[] } | undefined {
  const root = fixturesRoot();
  if (!root) return undefined;
  return JSON.parse(readFileSync(join(root, title, `${name}.json`), 'utf8'));
}

/** Puts a hotseat game in the page's storage (a recording's first `count` actions) and opens it. */
export async function openHotseat(page: Page, url: string, title: string, name: string, count: number, id = `${title}-${name}-${count}`): Promise<string> {
  const fixture = recording(title, name)!;
  const record = {
    id,
    title,
    players: fixture.players.map((p) => ({ id: p.id, name: p.name })),
    optionalRules: fixture.settings?.optional_rules ?? [],
    seed: fixture.settings?.seed ?? Number(fixture.id),
    actions: fixture.actions.slice(0, count),
    createdAt: 1,
    updatedAt: 1,
  };
  await page.goto(url);
  await page.evaluate((r) => localStorage.setItem(`trackwright:hotseat:${r.id}`, JSON.stringify(r)), record);
  await openPlay(page, `${url}#/play/local/${id}`);
  return id;
}

/** Opens a game page and waits until it is drawn (its action panel, or the screen being passed). */
export async function openPlay(page: Page, url: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(url);
  await page.waitForSelector('.play-view .action-panel, .play-view .curtain:not([hidden])', { state: 'attached', timeout: 60_000 });
}

export interface OnlineGame {
  readonly id: number;
  readonly owner_token: string;
  readonly seats: readonly { readonly player_id: number | string; readonly name: string; readonly token: string }[];
}

export async function api<T = any>(table: Table, method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(table.serverUrl + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

export async function createOnline(table: Table, title: string, names: readonly string[], seed: number): Promise<OnlineGame> {
  return (await api<OnlineGame>(table, 'POST', '/api/games', { title, players: names.map((name) => ({ name })), seed })).body;
}

/** A seat's page of an online game, live. */
export async function openSeat(page: Page, table: Table, game: OnlineGame, token?: string): Promise<void> {
  await openPlay(page, `${table.app.url}#/play/online/${game.id}${token ? `?seat=${token}` : ''}`);
  await page.waitForSelector('.play-view[data-connection="live"]');
}

/** The last action the page shows. */
export function lastAction(page: Page): Promise<number> {
  return page.evaluate(() => Number(document.querySelector<HTMLElement>('.play-view')?.dataset.lastAction ?? -1));
}

/** Clicks and waits until the page shows one more action. */
export async function move(page: Page, selector: string, watchers: readonly Page[] = []): Promise<void> {
  const before = await lastAction(page);
  await page.click(selector);
  for (const p of [page, ...watchers]) await p.waitForFunction((n) => Number(document.querySelector<HTMLElement>('.play-view')?.dataset.lastAction) > n, before, { timeout: 5000 });
}

/** Passes the screen at a hotseat table when it asks to be passed. */
export async function showView(page: Page): Promise<void> {
  if (await page.locator('.curtain:not([hidden]) button[data-show-view]').count()) await page.click('button[data-show-view]');
}
