/**
 * The built preview in real Chromium: every title's map shows all its hexes, the market all its
 * cells, the tiles page every tile, the tables every train, phase, corporation and private;
 * every recorded game of every title jumped to its last action shows final scores equal to the
 * recording's `result` and the game log to its end; the game log follows the current action;
 * minors, companies sharing a symbol with a corporation and a title's own round kind show in
 * the panels; jumps take less than a frame. Screenshots go to test-results/browser/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { loadTitle, TITLE_IDS } from '../../generated/index.js';
import type { TitleDefinition } from '../../runtime/title/definition.js';
import { buildAndServe, chromiumMissing, launch, open, recordings, screenshot, watchErrors, type ServedApp } from './harness.js';

const missing = chromiumMissing();
const games = recordings('1830');
if (!missing && games.length === 0) console.warn('[browser] skipping replay checks: no 1830 recordings in ../shared/fixtures (or $TRACKWRIGHT_FIXTURES)');
/** Every recording of every compiled title, as `title/name`. */
const allGames = TITLE_IDS.flatMap((title) => recordings(title).map((game) => ({ title, ...game })));
const TITLES = TITLE_IDS.filter((id) => id !== 'example');

describe.skipIf(missing)('the preview in Chromium', () => {
  let app: ServedApp;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let def1830: TitleDefinition;

  beforeAll(async () => {
    def1830 = (await loadTitle('1830')).definition;
    [app, browser] = await Promise.all([buildAndServe(), launch()]);
    console.log(`[browser] vite build: ${app.buildMs.toFixed(0)} ms; serving ${app.url}`);
    page = await browser.newPage({ viewport: { width: 1500, height: 1000 } });
    errors = watchErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('lists 1830 and the example first on the index', async () => {
    await open(page, app.url, '#/');
    const titles = await page.locator('.title-card').evaluateAll((cards) => cards.map((c) => (c as HTMLElement).dataset.title));
    expect(titles.slice(0, 2)).toEqual(['1830', 'example']);
    await screenshot(page, 'index');
  });

  it('shows every hex of the 1830 map, with coordinate labels', async () => {
    await open(page, app.url, '#/1830');
    const hexes = await page.locator('.tab-body svg.map g.hex').count();
    expect(hexes).toBe(def1830.hexes.length);
    const ids = await page.locator('.tab-body svg.map g.hex').evaluateAll((gs) => gs.map((g) => (g as SVGGElement).dataset.hex));
    expect(new Set(ids)).toEqual(new Set(def1830.hexes.map((h) => h.id)));
    expect(await page.locator('svg.map text.coord-row').count()).toBeGreaterThan(0);
    expect(await page.locator('svg.map text.coord-col').count()).toBeGreaterThan(0);
    // Every hex is really drawn: a visible polygon with a size.
    const box = await page.locator('svg.map g.hex[data-hex="G19"]').boundingBox();
    expect(box?.width).toBeGreaterThan(10);
    await screenshot(page, '1830-map');
  });

  it('shows every cell of the 1830 market and its legend', async () => {
    await open(page, app.url, '#/1830/market');
    const cells = def1830.market.rows.flat().filter(Boolean).length;
    expect(await page.locator('svg.market g.market-cell').count()).toBe(cells);
    expect(await page.locator('svg.market g.market-cell[data-types~="par"]').count()).toBe(def1830.market.rows.flat().filter((c) => c?.types[0] === 'par').length);
    expect(await page.locator('.legend li').count()).toBeGreaterThan(3);
    await screenshot(page, '1830-market');
  });

  it('draws every tile of the 1830 manifest with its count and upgrades', async () => {
    await open(page, app.url, '#/1830/tiles');
    expect(await page.locator('.tile-card').count()).toBe(Object.keys(def1830.tiles).length);
    expect(await page.locator('.tile-card[data-tile="57"] .count').innerText()).toMatch(/×\d+/);
    expect(await page.locator('.tile-card[data-tile="57"] [data-upgrade]').count()).toBeGreaterThan(0);
    await screenshot(page, '1830-tiles', true);
  });

  it('tabulates trains, phases, corporations and privates', async () => {
    await open(page, app.url, '#/1830/tables');
    expect(await page.locator('table.trains tbody tr').count()).toBe(def1830.trains.length);
    expect(await page.locator('table.phases tbody tr').count()).toBe(def1830.phases.length);
    expect(await page.locator('table.corporations svg.disc').count()).toBe(def1830.corporations.length);
    expect(await page.locator('table.companies tbody tr').count()).toBe(def1830.companies.length);
    await screenshot(page, '1830-tables', true);
  });

  it.each(TITLES)('%s: the map, tiles, market and tables show every hex, tile, cell and entry', async (id) => {
    const def = (await loadTitle(id)).definition;
    await open(page, app.url, `#/${id}`);
    expect(await page.locator('.tab-body svg.map g.hex').count()).toBe(def.hexes.length);
    await screenshot(page, `${id}-map`);
    await open(page, app.url, `#/${id}/tiles`);
    expect(await page.locator('.tile-card').count()).toBe(Object.keys(def.tiles).length);
    await open(page, app.url, `#/${id}/market`);
    expect(await page.locator('svg.market g.market-cell').count()).toBe(def.market.rows.flat().filter(Boolean).length);
    await screenshot(page, `${id}-market`);
    await open(page, app.url, `#/${id}/tables`);
    expect(await page.locator('table.trains tbody tr').count()).toBe(def.trains.length);
    expect(await page.locator('table.phases tbody tr').count()).toBe(def.phases.length);
    expect(await page.locator('table.corporations tbody tr').count()).toBe(def.corporations.length);
    expect(await page.locator('table.minors tbody tr').count()).toBe(def.minors.length);
    expect(await page.locator('table.companies tbody tr').count()).toBe(def.companies.length);
  });

  it('shows the example title too', async () => {
    const example = (await loadTitle('example')).definition;
    await open(page, app.url, '#/example');
    expect(await page.locator('.tab-body svg.map g.hex').count()).toBe(example.hexes.length);
    await screenshot(page, 'example-map');
  });

  describe.skipIf(allGames.length === 0)('every recording of every title', () => {
    it.each(allGames.map((g) => [`${g.title}/${g.name}`, g] as const))('%s: the last action shows the recorded result, the log its end', async (_, game) => {
      await open(page, app.url, `#/${game.title}/${game.name}`);
      await page.waitForSelector('.replay-view [data-testid=position]');
      expect(await page.locator('.replay-view .failure .error-box').count()).toBe(0);
      await page.click('button[data-go=last]');
      await page.waitForSelector('.scores[data-final=true]');
      const shown = await page.locator('table[data-testid=scores] tr').evaluateAll((rows) =>
        Object.fromEntries(rows.map((r) => [(r as HTMLElement).dataset.playerId, Number((r as HTMLElement).dataset.value)])),
      );
      expect(shown).toEqual(game.result);
      expect(await page.locator('[data-testid=result-match]').getAttribute('data-match')).toBe('true');
      expect(page.url()).toMatch(/\?action=\d+$/);
      // The whole log shows, its last event the game's end (players may still chat after it).
      const events = page.locator('ol.events');
      expect(Number(await events.getAttribute('data-shown'))).toBe(await events.locator('li').count());
      expect(await events.locator('li:not([data-event=action])').last().innerText()).toMatch(/The game ends/);
      await screenshot(page, `replay-${game.title}-${game.name}-end`);
    });
  });

  describe.skipIf(games.length === 0)('replays', () => {
    it('opens a deep link at an action, and steps from there', async () => {
      const game = games.find((g) => g.name === '26855') ?? games[0];
      await open(page, app.url, `#/1830/${game.name}?action=300`);
      const position = page.locator('[data-testid=position]');
      const actionId = Number(await position.getAttribute('data-action-id'));
      expect(actionId).toBeLessThanOrEqual(300);
      expect(actionId).toBeGreaterThan(250);
      expect(await page.locator('.log li.current').getAttribute('data-action-id')).toBe(String(actionId));
      const at = Number(await position.getAttribute('data-position'));
      await page.click('button[data-go=next]');
      expect(Number(await position.getAttribute('data-position'))).toBe(at + 1);
      expect(page.url()).toMatch(new RegExp(`\\?action=${await position.getAttribute('data-action-id')}$`));
      await page.keyboard.press('ArrowLeft');
      expect(Number(await position.getAttribute('data-position'))).toBe(at);
      // The slider reaches every action.
      expect(Number(await page.locator('input.slider').getAttribute('max'))).toBeGreaterThan(400);
      expect(await page.locator('.replay-view svg.map .token').count()).toBeGreaterThan(5);
      await screenshot(page, `replay-${game.name}-action-300`);
    });

    it('jumps anywhere within a frame', async () => {
      const game = games.reduce((a, b) => (b.actions > a.actions ? b : a));
      await open(page, app.url, `#/1830/${game.name}`);
      await page.waitForSelector('.replay-view [data-testid=position]');
      const stats = await page.evaluate(() => {
        const handle = window.trackwrightReplay!;
        let seed = 3;
        const next = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff), seed / 0x80000000);
        const length = handle.timeline.length;
        for (let i = 0; i < 60; i++) handle.goto(Math.floor(next() * (length + 1)));
        const engine: number[] = [];
        const total: number[] = [];
        for (let i = 0; i < 300; i++) {
          const t = handle.goto(Math.floor(next() * (length + 1)));
          engine.push(t.engineMs);
          total.push(t.engineMs + t.renderMs);
        }
        const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
        return { length, prepareMs: handle.prepareMs, engine: [q(engine, 0.5), q(engine, 0.95), q(engine, 1)], total: [q(total, 0.5), q(total, 0.95), q(total, 1)] };
      });
      const f = (xs: number[]) => xs.map((x) => x.toFixed(2)).join(' / ');
      console.log(`[browser] ${game.name}: ${stats.length} actions, prepare ${stats.prepareMs.toFixed(0)} ms; jump engine median/p95/max ${f(stats.engine)} ms; engine+draw ${f(stats.total)} ms`);
      expect(stats.engine[0]).toBeLessThan(16);
      expect(stats.total[0]).toBeLessThan(16);
    });

    it('replays a dropped recording', async () => {
      await open(page, app.url, '#/');
      await page.setInputFiles('#drop-input', games[0].path);
      await page.waitForSelector('.replay-view [data-testid=position]');
      expect(page.url()).toContain('#/1830/dropped-');
      await page.click('button[data-go=last]');
      await page.waitForSelector('.scores[data-final=true]');
      expect(await page.locator('[data-testid=result-match]').getAttribute('data-match')).toBe('true');
    });
  });

  describe.skipIf(games.length === 0)('the game log', () => {
    it('shows the events up to the current action, and a click on a line goes to its action', async () => {
      const game = games.find((g) => g.name === '26855') ?? games[0];
      await open(page, app.url, `#/1830/${game.name}?action=300`);
      const position = page.locator('[data-testid=position]');
      const at = Number(await position.getAttribute('data-position'));
      const actionId = await position.getAttribute('data-action-id');
      const events = page.locator('ol.events');
      const lines = events.locator('li');
      const shown = Number(await events.getAttribute('data-shown'));
      // Exactly the lines of the actions up to this one show: the list is clipped after them.
      const positions = await lines.evaluateAll((items) => items.map((li) => Number((li as HTMLElement).dataset.pos)));
      expect(shown).toBe(positions.filter((p) => p <= at).length);
      expect(positions.slice(0, shown).every((p, i, all) => p <= at && (i === 0 || p >= all[i - 1]))).toBe(true);
      expect((await events.boundingBox())!.height).toBeCloseTo(shown * 18, 0);
      const current = await events.locator('li.current').evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.actionId));
      expect(current.length).toBeGreaterThan(0);
      expect(new Set(current)).toEqual(new Set([actionId]));
      // The newest lines are in view at the bottom.
      const scroller = page.locator('[data-testid=game-log]');
      await page.waitForFunction(() => {
        const el = document.querySelector<HTMLElement>('[data-testid=game-log]')!;
        return el.scrollTop + el.clientHeight >= el.scrollHeight - 1;
      });
      expect(await scroller.locator('li.round').first().innerText()).toBe('-- Auction Round 1 --');
      await screenshot(page, `replay-${game.name}-log`);

      // An earlier line: the replay goes to its action.
      const target = lines.nth(Math.max(0, shown - 40));
      const targetPos = Number(await target.getAttribute('data-pos'));
      await target.click();
      expect(Number(await position.getAttribute('data-position'))).toBe(targetPos);
      expect(Number(await events.getAttribute('data-shown'))).toBe(positions.filter((p) => p <= targetPos).length);

      // The actions list is a tab away.
      await page.click('[data-log-tab=actions]');
      expect(await page.locator('ol.log').isVisible()).toBe(true);
      expect(await scroller.isVisible()).toBe(false);
      await page.click('[data-log-tab=events]');
      expect(await scroller.isVisible()).toBe(true);
    });
  });

  const game1846 = recordings('1846').find((g) => g.name === '10264');
  describe.skipIf(!game1846)('1846 in the replay', () => {
    it('opens in the Draft Round, and shows the minors with owner, cash, trains and tokens', async () => {
      await open(page, app.url, '#/1846/10264');
      expect(await page.locator('[data-status=round]').innerText()).toBe('Draft Round 1');
      expect(await page.locator('.card.minor').count()).toBe(2);
      await open(page, app.url, '#/1846/10264?action=120');
      const ms = page.locator('.card.minor[data-minor=MS]');
      expect(await ms.locator('[data-owner]').innerText()).toMatch(/\S/);
      expect(Number(await ms.locator('.cash').getAttribute('data-cash'))).toBeGreaterThanOrEqual(0);
      expect(await ms.locator('.train').count()).toBeGreaterThan(0);
      expect(await ms.innerText()).toMatch(/tokens \d+\/\d+/);
      // The MS company (its card) and the MS minor are two things.
      expect(await page.locator('table[data-testid=companies] tr[data-company=MS]').count()).toBe(1);
      await screenshot(page, 'replay-1846-10264-minors');
    });
  });

  const game1889 = recordings('1889').find((g) => g.name === '314');
  describe.skipIf(!game1889)('1889 in the replay', () => {
    it('keeps the TR private and the TR corporation apart', async () => {
      await open(page, app.url, '#/1889/314?action=60');
      const company = page.locator('table[data-testid=companies] tr[data-company=TR]');
      expect(await company.count()).toBe(1);
      expect(await company.getAttribute('data-owner-kind')).toBe('player');
      expect(await page.locator('.card.player .company[data-company=TR]').count()).toBe(1);
      expect(await page.locator('.side [data-disc=TR]').count()).toBe(1);
    });
  });

  it('raised no page errors', () => {
    expect(errors).toEqual([]);
  });
});
