/**
 * Playing in Chromium. Online: a game server (SQLite in a temporary folder) and the built
 * preview proxying /api to it; Ada and Ben, in two browser contexts, create a two-player game of
 * 1830 from the index and play the private auction, the first stock round and the first
 * operating round by clicking — bids, pars, shares, a tile at a hex with a rotation, a pass, a
 * train — each seeing the other's move within a second; a bid the engine refuses shows why and
 * posts nothing; a reload mid-game resumes. Hotseat: a game created on the index and played in
 * one page survives a reload, undoes and redoes, and its export replays (`codegen replay
 * --legal`) to the page's state; another title's own round (1846's draft) is played by clicking
 * to its end. Screenshots in test-results/browser/.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTitle } from '../../generated/index.js';
import { hashState, replayFixture, type Fixture } from '../../runtime/index.js';
import { buildApp } from '../../server/app.js';
import { openStore } from '../../server/store/open.js';
import type { Store } from '../../server/store/store.js';
import { buildAndServe, chromiumMissing, launch, repoRoot, screenshot, watchErrors, type ServedApp } from './harness.js';

const missing = chromiumMissing();

/** The last action the page shows (data-last-action on the game page). */
function lastAction(page: Page): Promise<number> {
  return page.evaluate(() => Number(document.querySelector<HTMLElement>('.play-view')?.dataset.lastAction ?? -1));
}

function pageHash(page: Page): Promise<string> {
  return page.evaluate(() => window.trackwrightPlay!.game.hash());
}

async function openGame(page: Page, url: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(url);
  await page.waitForSelector('.play-view .action-panel', { timeout: 60_000 });
}

async function createFromIndex(page: Page, url: string, options: { title: string; players: number; seed: number; online: boolean }): Promise<void> {
  await page.goto(`${url}#/`);
  await page.waitForSelector('form.new-game select[name="count"]');
  await page.selectOption('form.new-game select[name="title"]', options.title);
  await page.waitForFunction((t) => document.querySelector('form.new-game .players-field select') !== null && (document.querySelector('form.new-game select[name="title"]') as HTMLSelectElement).value === t, options.title);
  await page.selectOption('form.new-game select[name="count"]', String(options.players));
  await page.fill('form.new-game input[name="seed"]', String(options.seed));
  if (options.online) await page.check('form.new-game input[name="mode"][value="online"]');
  await page.click('form.new-game button[type="submit"]');
}

describe.skipIf(missing)('playing in Chromium', () => {
  let store: Store;
  let server: FastifyInstance;
  let serverUrl: string;
  let dataDir: string;
  let app: ServedApp;
  let browser: Browser;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'trackwright-play-'));
    store = await openStore(join(dataDir, 'games.sqlite'));
    server = await buildApp({ store, logLevel: false, heartbeatMs: 50_000, rateLimits: false }); // keep-alives inside the idle timeout; pages of one machine post freely
    await server.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.address();
    serverUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    [app, browser] = await Promise.all([buildAndServe({ gameServer: serverUrl }), launch()]);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await server?.close();
    await store?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('two players in two browsers play 1830’s first stock and operating rounds against one server', async () => {
    const [ada, ben] = await Promise.all([browser.newContext({ viewport: { width: 1500, height: 1000 } }), browser.newContext({ viewport: { width: 1500, height: 1000 } })].map(async (c) => (await c).newPage()));
    const errors = [...watchErrors(ada), ...watchErrors(ben)];

    const loadStarted = Date.now();
    await createFromIndex(ada, app.url, { title: '1830', players: 2, seed: 1, online: true });
    await ada.waitForSelector('[data-testid="seat-link"]');
    await screenshot(ada, 'play-online-created');
    const links = await ada.locator('[data-testid="seat-link"]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(links).toHaveLength(2);
    const gameId = Number(new URL(links[0]).hash.match(/online\/(\d+)/)![1]);
    const serverActions = async () => ((await (await fetch(`${serverUrl}/api/games/${gameId}`)).json()) as { last_action_id: number }).last_action_id;

    await Promise.all([openGame(ada, links[0]), openGame(ben, links[1])]);
    await Promise.all([ada, ben].map((p) => p.waitForSelector('.play-view[data-connection="live"]')));
    const pageLoadMs = Date.now() - loadStarted;
    expect(await ada.locator('[data-testid="seat"]').innerText()).toBe('you are Ada');
    expect(await ben.locator('[data-testid="waiting"]').innerText()).toMatch(/Waiting for Ada/);

    const latencies: number[] = [];
    /** A click by one player that the other page must show within a second. */
    const move = async (actor: Page, watcher: Page, selector: string) => {
      const before = await lastAction(actor);
      const clickedAt = Date.now();
      await actor.click(selector);
      await watcher.waitForFunction((n) => Number(document.querySelector<HTMLElement>('.play-view')?.dataset.lastAction) > n, before, { timeout: 1000 });
      const seen = await watcher.evaluate(() => window.trackwrightPlay!.timings.at(-1)!.at);
      latencies.push(seen - clickedAt);
      // The watcher's stream may bring the move before the actor's own page has applied its
      // answer to the post: wait for the actor too, then check it moved by exactly one action.
      await actor.waitForFunction((n) => Number(document.querySelector<HTMLElement>('.play-view')?.dataset.lastAction) > n, before, { timeout: 1000 });
      expect(await lastAction(actor)).toBe(before + 1);
    };
    const bid = (company: string) => `tr.bid[data-company="${company}"] button[data-type="bid"]`;

    // The private auction: each private bought at its face value, in turn (the cheapest is a purchase at its price).
    await move(ada, ben, bid('SV'));
    await move(ben, ada, bid('CS'));
    await move(ada, ben, bid('DH'));

    // An illegal bid: the page's engine says why, and nothing reaches the server.
    const stored = await serverActions();
    await ben.fill('tr.bid[data-company="BO"] input[name="price"]', '5000');
    await ben.click(bid('BO'));
    const refusal = ben.locator('[data-testid="refusal"]');
    await refusal.waitFor();
    expect(await refusal.innerText()).toMatch(/can bid at most \$\d+/);
    expect(await refusal.getAttribute('data-posted')).toBe('false');
    await screenshot(ben, 'play-online-refused');
    expect(await serverActions()).toBe(stored);
    expect(await lastAction(ada)).toBe(stored);

    await move(ben, ada, bid('MH'));
    await move(ada, ben, bid('CA'));
    await screenshot(ben, 'play-online-auction');
    await move(ben, ada, bid('BO'));
    await move(ben, ada, 'tr.par[data-corporation="B&O"] button[data-type="par"]');

    // The first stock round: Ada starts the PRR, both buy until it floats, both pass.
    await ada.waitForFunction(() => document.querySelector('[data-testid="round"]')?.textContent === 'Stock Round 1');
    await ada.selectOption('tr.par[data-corporation="PRR"] select[name="share_price"]', '67,5,6');
    await move(ada, ben, 'tr.par[data-corporation="PRR"] button[data-type="par"]');
    // Ben reloads mid-game: the page resumes where the game stands, and plays on.
    await ben.reload();
    await ben.waitForSelector('.play-view[data-connection="live"] .action-panel');
    expect(await lastAction(ben)).toBe(await lastAction(ada));
    expect(await pageHash(ben)).toBe(await pageHash(ada));
    const buyPrr = 'tr.shares[data-corporation="PRR"] button[data-type="buy_shares"][data-from="ipo"]';
    await move(ben, ada, buyPrr);
    await move(ada, ben, buyPrr);
    await move(ben, ada, buyPrr);
    await move(ada, ben, 'button[data-type="pass"]');
    await move(ben, ada, 'button[data-type="pass"]');

    // The first operating round: the PRR lays a tile at Pittsburgh (57, whose two legal rotations
    // look the same: one orientation, no ↻), skips its token, buys a 2-train.
    await ada.waitForFunction(() => document.querySelector('[data-testid="round"]')?.textContent === 'Operating Round 1.1');
    await ada.click('svg.map g.hex[data-hex="H10"]');
    await ada.waitForSelector('.tile-chooser[data-hex="H10"]');
    expect(await ada.locator('.tile-option.chosen').getAttribute('data-tile')).toBe('57');
    expect(await ada.locator('button[data-rotate]').count()).toBe(0);
    await screenshot(ada, 'play-online-tile');
    await move(ada, ben, 'button[data-type="lay_tile"]');
    expect(await ben.locator('svg.map g.hex[data-hex="H10"] g.tile').getAttribute('data-tile')).toBe('57');
    await move(ada, ben, 'button[data-type="pass"]');
    await move(ada, ben, 'button[data-type="buy_train"][data-from="depot"]');
    await move(ada, ben, 'button[data-type="pass"]');

    await Promise.all([ada, ben].map((p) => p.waitForFunction(() => document.querySelector('[data-testid="round"]')?.textContent === 'Stock Round 2')));
    expect(await pageHash(ben)).toBe(await pageHash(ada));
    expect(await ben.locator('.card.corporation[data-corporation="PRR"] .train').count()).toBe(1);
    await screenshot(ada, 'play-online-ada', true);
    await screenshot(ben, 'play-online-ben', true);

    // What the server holds for Ada's seat is what her page shows (the page holds its seat's view).
    const adaToken = new URL(links[0]).hash.match(/seat=([^&]+)/)![1];
    const view = (await (await fetch(`${serverUrl}/api/games/${gameId}/state`, { headers: { authorization: `Bearer ${adaToken}` } })).json()) as { last_action_id: number; state: unknown };
    expect(view.last_action_id).toBe(await lastAction(ada));
    expect(hashState(view.state)).toBe(await pageHash(ada));
    // And the server's export replays to the same game.
    const exported = (await (await fetch(`${serverUrl}/api/games/${gameId}/export`)).json()) as Fixture;
    expect(exported.actions).toHaveLength(await lastAction(ada));
    // The server keeps the seed until the game ends, so the export replays with another one: the
    // same game but for the generator's state, which 1830 never draws from.
    const pageState = await ada.evaluate(() => {
      const { rand: _rand, ...state } = window.trackwrightPlay!.game.state;
      return state;
    });
    const { rand: _rand, ...replayed } = replayFixture(await loadTitle('1830'), exported).game.state;
    expect(JSON.parse(JSON.stringify(replayed))).toEqual(pageState);

    const timings = await ada.evaluate(() => window.trackwrightPlay!.timings.filter((t) => t.kind === 'own'));
    const sorted = [...latencies].sort((a, b) => a - b);
    const post = timings.map((t) => t.postMs ?? 0).sort((a, b) => a - b);
    const engine = timings.map((t) => t.engineMs ?? 0).sort((a, b) => a - b);
    console.log(
      `[play] online: page load to live ${pageLoadMs} ms; ${latencies.length} moves seen by the other page in median ${sorted[sorted.length >> 1]} ms, max ${sorted.at(-1)} ms; ` +
        `own move: engine median ${engine[engine.length >> 1].toFixed(1)} ms, post median ${post[post.length >> 1].toFixed(1)} ms`,
    );
    expect(sorted.at(-1)).toBeLessThan(1000);
    expect(errors).toEqual([]);
  });

  it.each([
    ['1846', 3],
    ['1846_2p', 2],
  ] as const)('plays another title’s own rounds by clicking: %s’s draft with %i players, hotseat, to its first stock round', async (title, players) => {
    const page = await (await browser.newContext({ viewport: { width: 1500, height: 1000 } })).newPage();
    const errors = watchErrors(page);
    await createFromIndex(page, app.url, { title, players, seed: 3, online: false });
    await page.waitForSelector('.play-view .action-panel, .play-view .curtain:not([hidden])');
    const round = () => page.evaluate(() => ({ kind: window.trackwrightPlay!.game.round.kind, turn: window.trackwrightPlay!.game.state.turn }));
    expect((await round()).kind).toBe('draft');
    // Each seat in turn takes the first choice it is offered (a company, a Pass card, a pass);
    // in the two-player variant the draft alternates with operating rounds until every company is owned.
    let clicks = 0;
    while ((await round()).kind !== 'stock') {
      expect(clicks++, 'the draft should end within 60 moves').toBeLessThan(60);
      // Secret picks: the screen is passed to the player on turn before their view shows.
      if (await page.locator('.curtain:not([hidden]) button[data-show-view]').count()) await page.click('button[data-show-view]');
      const before = await lastAction(page);
      await page.locator('section.choices.current button.act').first().click();
      await page.waitForFunction((n) => Number(document.querySelector<HTMLElement>('.play-view')?.dataset.lastAction) > n, before, { timeout: 2000 });
    }
    expect(await round()).toEqual({ kind: 'stock', turn: 1 });
    expect(await page.locator('[data-testid="refusal"]').count()).toBe(0);
    // The stock round offers pars at 1846's prices.
    expect(await page.locator('tr.par select[name="share_price"] option').count()).toBeGreaterThan(0);
    await screenshot(page, `play-${title}-draft-done`);
    expect(errors).toEqual([]);
  });

  it('keeps a hotseat game in the browser, undoes, and exports a recording that replays to the same state', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1500, height: 1000 }, acceptDownloads: true })).newPage();
    const errors = watchErrors(page);
    await createFromIndex(page, app.url, { title: '1830', players: 3, seed: 7, online: false });
    await page.waitForSelector('.play-view .action-panel');
    expect(await page.locator('[data-testid="seat"]').innerText()).toMatch(/hotseat/);
    const step = async (selector: string) => {
      const before = await lastAction(page);
      await page.click(selector);
      await page.waitForFunction((n) => Number(document.querySelector<HTMLElement>('.play-view')?.dataset.lastAction) > n, before, { timeout: 2000 });
    };
    for (const company of ['SV', 'CS', 'DH']) await step(`tr.bid[data-company="${company}"] button[data-type="bid"]`);
    // A bid that is not the cheapest private's price: a real bid, standing on the company.
    await page.fill('tr.bid[data-company="CA"] input[name="price"]', '170');
    await step('tr.bid[data-company="CA"] button[data-type="bid"]');
    expect(await page.locator('tr.bid[data-company="CA"] td').nth(1).innerText()).toMatch(/\$170/);
    const beforeUndo = await pageHash(page);
    await step('button[data-type="undo"]');
    expect(await page.locator('tr.bid[data-company="CA"] td').nth(1).innerText()).not.toMatch(/\$170/);
    await step('button[data-type="redo"]');
    expect(await pageHash(page)).toBe(beforeUndo);
    await step('button[data-type="pass"]');

    // A reload (or coming back later) resumes the game from localStorage.
    const hash = await pageHash(page);
    const actions = await lastAction(page);
    await page.reload();
    await page.waitForSelector('.play-view .action-panel');
    expect(await lastAction(page)).toBe(actions);
    expect(await pageHash(page)).toBe(hash);
    await screenshot(page, 'play-hotseat');

    // The export, replayed by `codegen replay --legal`, ends in the page's state with every move legal.
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('button[data-testid="export"]')]);
    const dir = mkdtempSync(join(tmpdir(), 'trackwright-export-'));
    try {
      const file = join(dir, download.suggestedFilename());
      await download.saveAs(file);
      const fixture = JSON.parse(readFileSync(file, 'utf8')) as Fixture;
      expect(fixture.actions).toHaveLength(actions);
      expect(replayFixture(await loadTitle('1830'), fixture).game.hash()).toBe(hash);
      const { stdout } = await promisify(execFile)(process.execPath, [join(repoRoot, 'bin', 'codegen.js'), 'replay', file, '--json', '--legal'], { cwd: repoRoot });
      const report = JSON.parse(stdout) as { matchesRecorded: boolean; legal: { missing: number; checked: number } };
      expect(report.matchesRecorded).toBe(true);
      expect(report.legal.missing).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    // The index lists it among this browser's games.
    await page.goto(`${app.url}#/`);
    await page.waitForSelector('[data-testid="my-games"] li[data-hotseat]');
    expect(errors).toEqual([]);
  });
});
