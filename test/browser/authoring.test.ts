/**
 * What a designer checks, in Chromium: tiles grouped by colour with what they upgrade from and
 * dead ends marked (1889's tile 16); privates' abilities in words; the tables for a chosen
 * player count and options with the hooks applied (1830's optional 6-train changes the 6's
 * count, 1846's setup removes corporations for three players); home stations in the
 * corporation's colour; hexes blocked by a private marked, on the title's map and in a replay
 * while the block lasts. Screenshots go to test-results/browser/.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { loadTitle } from '../../generated/index.js';
import { buildAndServe, chromiumMissing, launch, open, recordings, screenshot, screenshotDir, watchErrors, type ServedApp } from './harness.js';

const missing = chromiumMissing();
const game26855 = recordings('1830').find((g) => g.name === '26855');

describe.skipIf(missing)('the preview for a designer, in Chromium', () => {
  let app: ServedApp;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    [app, browser] = await Promise.all([buildAndServe(), launch()]);
    page = await browser.newPage({ viewport: { width: 1500, height: 1000 } });
    errors = watchErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('groups the tiles by colour, says what each upgrades from, and marks dead ends', async () => {
    await open(page, app.url, '#/1889/tiles');
    const groups = await page.locator('.tile-group').evaluateAll((sections) => sections.map((s) => (s as HTMLElement).dataset.color));
    expect(groups).toEqual(['yellow', 'green', 'brown']);
    // Every card sits in the group of its colour.
    const misplaced = await page.locator('.tile-group .tile-card').evaluateAll((cards) =>
      cards.filter((c) => (c as HTMLElement).dataset.color !== (c.closest('.tile-group') as HTMLElement).dataset.color).length,
    );
    expect(misplaced).toBe(0);
    const dead = page.locator('.tile-card[data-dead-end]');
    expect(await dead.evaluateAll((cards) => cards.map((c) => (c as HTMLElement).dataset.tile))).toEqual(['16']);
    expect(await dead.locator('[data-warning=dead-end]').isVisible()).toBe(true);
    expect(await page.locator('[data-summary=dead-end] a').innerText()).toBe('16');
    // Tile 14 comes from the yellow cities and a private's special lay.
    const from14 = page.locator('.tile-card[data-tile="14"] .sources');
    expect(await from14.locator('[data-from]').evaluateAll((links) => links.map((a) => (a as HTMLElement).dataset.from))).toEqual(expect.arrayContaining(['5', '6', '57']));
    expect(await from14.locator('[data-from-abilities]').innerText()).toContain('ER');
    await screenshot(page, '1889-tiles', true);
  });

  it("writes privates' abilities as text from their compiled fields", async () => {
    await open(page, app.url, '#/1830/tables');
    const sv = page.locator('table.companies tr[data-sym=SV]');
    expect(await sv.locator('li[data-ability=blocks_hexes]').innerText()).toMatch(/Blocks hex G15: no corporation may lay track there — while a player owns it/);
    const bo = page.locator('table.companies tr[data-sym=BO]');
    expect(await bo.locator('li[data-ability]').count()).toBe((await loadTitle('1830')).definition.companies.find((c) => c.sym === 'BO')!.abilities.length);
    expect(await bo.locator('li[data-ability=shares]').innerText()).toContain("the B&O president's certificate");
  });

  it('tables a game of the chosen player count and options, with the hooks applied', async () => {
    await open(page, app.url, '#/1830/tables');
    expect(await page.locator('.setup-form [data-players].current').innerText()).toBe('4');
    const sixCount = page.locator('table.trains tbody tr:nth-child(5) td:nth-child(4)');
    expect(await sixCount.innerText()).toBe('2');
    expect(await sixCount.locator('.changed').count()).toBe(0);
    // The optional 6-train: the trainCount hook makes it three.
    await page.check('input[data-rule=optional_6_train]');
    await page.waitForFunction(() => location.hash.includes('rules=optional_6_train') && document.querySelector('input[data-rule=optional_6_train]') !== null);
    await page.waitForSelector('table.trains .changed');
    expect(await sixCount.locator('.changed').innerText()).toBe('3');
    expect(await sixCount.locator('s').innerText()).toBe('2');
    await screenshot(page, '1830-tables-optional-6-train');
    // Two players: the starting cash and the certificate limit of two.
    await page.click('.setup-form [data-players="2"]');
    await page.waitForFunction(() => document.querySelector('.tables')?.getAttribute('data-players') === '2');
    expect(await page.locator('[data-rule-row="Starting cash"] b').innerText()).toBe('$1200');
    expect(await page.locator('[data-rule-row="Certificate limit"] b').innerText()).toBe('28');
    expect(await page.locator('input[data-rule=optional_6_train]').isChecked()).toBe(true);
    // A look at the map and back keeps the setup.
    await page.click('.tabs [data-tab=map]');
    await page.waitForSelector('.tab-body[data-tab=map]');
    await page.click('.tabs [data-tab=tables]');
    await page.waitForFunction(() => document.querySelector('.tables')?.getAttribute('data-players') === '2');
    expect(await page.locator('input[data-rule=optional_6_train]').isChecked()).toBe(true);

    // 1846 with three players: its setup removes two corporations and some privates; its
    // trainCount hook counts trains by players.
    await open(page, app.url, '#/1846/tables?players=3');
    expect(await page.locator('table.corporations tr[data-absent=removed_at_setup]').count()).toBe(2);
    expect(await page.locator('table.companies tr[data-absent=player_count]').count()).toBeGreaterThan(0);
    expect(await page.locator('table.companies tr[data-absent=removed_at_setup]').count()).toBeGreaterThan(0);
    expect(await page.locator('table.trains tbody tr:first-child .changed').innerText()).toBe('7');
    expect(await page.locator('[data-rule-row="First round"]').innerText()).toBe('Draft Round 1');
    await screenshot(page, '1846-tables-3-players', true);
  });

  it("draws home stations in the corporation's colour, and marks the hexes privates block", async () => {
    const def = (await loadTitle('1830')).definition;
    await open(page, app.url, '#/1830');
    for (const corp of def.corporations) {
      const home = page.locator(`.tab-body g.hex[data-hex="${corp.coordinates}"] circle.home[data-home="${corp.sym}"]`);
      expect(await home.getAttribute('fill'), corp.sym).toBe(corp.color);
    }
    const blocked = await page.locator('.tab-body g.hex:has(g.blocked)').evaluateAll((hexes) => hexes.map((h) => `${(h as HTMLElement).dataset.hex}:${h.querySelector<SVGGElement>('g.blocked')!.dataset.blockedBy}`));
    expect(blocked.sort()).toEqual(['B20:CS', 'D18:MH', 'F16:DH', 'G15:SV', 'H18:CA', 'I13:BO', 'I15:BO']);
    await page.locator('.tab-body g.hex[data-hex="I15"]').scrollIntoViewIfNeeded();
    await page.locator('.tab-body svg.map').screenshot({ path: join(screenshotDir, '1830-map-homes-and-blocks.png') });
  });

  it.skipIf(!game26855)('shows a block in a replay only while it lasts', async () => {
    await open(page, app.url, '#/1830/26855');
    expect(await page.locator('.replay-view g.hex[data-hex="G15"] g.blocked[data-blocked-by=SV]').count()).toBe(1);
    await page.click('button[data-go=last]');
    await page.waitForSelector('.scores[data-final=true]');
    expect(await page.locator('.replay-view g.blocked').count()).toBe(0);
  });

  it('shows a variant with a note of what it changes against its base, linking the base', async () => {
    await open(page, app.url, '#/1846_2p');
    const note = page.locator('.variant-note');
    expect(await note.locator('p').innerText()).toContain('A variant of 1846');
    const changes = await note.locator('li').allInnerTexts();
    expect(changes).toEqual(expect.arrayContaining(['sets rules: bank_cash, starting_cash', 'adds rules max_ownership_percent, first_turn', 'replaces steps buy_train', 'adds steps draft_2p_distribution']));
    expect(await note.locator('a').getAttribute('href')).toBe('#/1846');
    await open(page, app.url, '#/1846');
    expect(await page.locator('.variant-note').count()).toBe(0);
  });

  it('raised no page errors', () => {
    expect(errors).toEqual([]);
  });
});
