/**
 * The built preview in real Chromium: the 1830 map shows all its hexes, the market all its
 * cells, the tiles page every tile; a recorded game jumped to its last action shows final
 * scores equal to the recording's `result`; jumps take less than a frame. Screenshots go to
 * test-results/browser/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { loadTitle } from '../../generated/index.js';
import type { TitleDefinition } from '../../runtime/title/definition.js';
import { buildAndServe, chromiumMissing, launch, open, recordings, screenshot, watchErrors, type ServedApp } from './harness.js';

const missing = chromiumMissing();
const games = recordings('1830');
if (!missing && games.length === 0) console.warn('[browser] skipping replay checks: no 1830 recordings in ../shared/fixtures (or $TRACKWRIGHT_FIXTURES)');

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

  it('shows the example title too', async () => {
    const example = (await loadTitle('example')).definition;
    await open(page, app.url, '#/example');
    expect(await page.locator('.tab-body svg.map g.hex').count()).toBe(example.hexes.length);
    await screenshot(page, 'example-map');
  });

  describe.skipIf(games.length === 0)('replays', () => {
    it.each(games.map((g) => [g.name, g] as const))('%s: the last action shows the recorded result', async (name, game) => {
      await open(page, app.url, `#/1830/${name}`);
      await page.waitForSelector('.replay-view [data-testid=position]');
      await page.click('button[data-go=last]');
      await page.waitForSelector('.scores[data-final=true]');
      const shown = await page.locator('table[data-testid=scores] tr').evaluateAll((rows) =>
        Object.fromEntries(rows.map((r) => [(r as HTMLElement).dataset.playerId, Number((r as HTMLElement).dataset.value)])),
      );
      expect(shown).toEqual(game.result);
      expect(await page.locator('[data-testid=result-match]').getAttribute('data-match')).toBe('true');
      expect(page.url()).toMatch(/\?action=\d+$/);
      await screenshot(page, `replay-${name}-end`);
    });

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

  it('raised no page errors', () => {
    expect(errors).toEqual([]);
  });
});
