/**
 * Playing as 18xx.games players expect (issue 24), items 6–10, in Chromium: the cheapest private
 * of a waterfall is bought at its price; the rules explained where they bite (committed cash, a
 * train that must be bought, the owner of a private acting out of turn still told whom the game
 * waits for, ending the game by everyone's vote); ↻ turns a tile through its distinct
 * orientations only; the lobby, where players join an open game by name; and the layout at a
 * real table (labels of 10 px at least, the log beside the map, no column scrolling on its own,
 * the 1846 draft drawn as a draft, a laptop and a tablet). Screenshots in test-results/browser/.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumMissing, fixturesRoot, screenshot } from './harness.js';
import { api, createOnline, move, newContext, newPage, openHotseat, openSeat, openTable, recording, showView, type Table } from './table-support.js';

const missing = chromiumMissing();
const fixtures = fixturesRoot();

/** The smallest map label on screen (px): every text but tokens' and icons' symbols. */
function smallestLabel(page: Page): Promise<number> {
  return page.evaluate(() => {
    let smallest = Infinity;
    for (const text of Array.from(document.querySelectorAll<SVGTextElement>('.board svg.map text'))) {
      if (text.closest('.play-overlay, g.icon') || text.classList.contains('reservation') || text.previousElementSibling?.matches('circle.token, circle.home')) continue;
      if (!text.textContent?.trim()) continue;
      const matrix = text.getScreenCTM()!;
      smallest = Math.min(smallest, Number(text.getAttribute('font-size')) * Math.hypot(matrix.a, matrix.b));
    }
    return smallest;
  });
}

describe.skipIf(missing)('playing at a real table (issue 24), items 6–10', () => {
  let table: Table;
  beforeAll(async () => {
    table = await openTable();
  });
  afterAll(async () => table?.close());

  it('6. and 7. buys the cheapest private at its price, shows committed cash, and ends a game only by everyone’s vote', async () => {
    const game = await createOnline(table, '1830', ['Ada', 'Ben'], 1);
    const [ada, ben] = await Promise.all([0, 1].map(async () => (await newContext(table)).newPage()));
    await Promise.all([openSeat(ada, table, game, game.seats[0].token), openSeat(ben, table, game, game.seats[1].token)]);
    const sv = ada.locator('tr.bid[data-company="SV"]');
    expect(await sv.locator('input').count()).toBe(0);
    expect(await sv.locator('button[data-type="bid"]').innerText()).toMatch(/^Buy\s*\$20$/);
    await move(ada, 'tr.bid[data-company="SV"] button[data-type="bid"]', [ben]);
    // Ben bids on CA: Ada's page shows what that bid commits of his cash.
    await ben.fill('tr.bid[data-company="CA"] input[name="price"]', '170');
    await move(ben, 'tr.bid[data-company="CA"] button[data-type="bid"]', [ada]);
    expect(await ada.locator('.card.player[data-player="2"] [data-committed]').innerText()).toBe('($170 bid)');

    // Ending the game: Ada proposes, Ben's page asks him, his agreement ends it.
    await ada.click('details.more summary');
    await ada.click('button[data-end-vote="vote"]');
    await ben.waitForSelector('[data-testid="end-proposal"]');
    expect(await ben.locator('[data-testid="end-proposal"]').innerText()).toMatch(/Ada proposes ending the game now/);
    expect((await api(table, 'GET', `/api/games/${game.id}`)).body.status).toBe('active');
    await screenshot(ben, 'table-end-proposal');
    await ben.click('button[data-end-vote="vote"]');
    for (const page of [ada, ben]) await page.waitForFunction(() => /The game is over/.test(document.querySelector('[data-testid="turn"]')?.textContent ?? ''));
    expect((await api(table, 'GET', `/api/games/${game.id}`)).body.status).toBe('finished');
  });

  it.skipIf(!fixtures)('7. keeps the “waiting for” line beside a private’s choice out of turn, and says why Pass is missing', async () => {
    // 1830 (26855) after 41 moves: Player 1 to act in the first stock round; Player 4 owns MH.
    const fixture = recording('1830', '26855')!;
    const imported = (await api(table, 'POST', '/api/games/import', { ...fixture, actions: fixture.actions.slice(0, 41), status: 'active', result: {} })).body;
    const mh = imported.seats.find((s: { name: string }) => s.name === 'Player 4').token;
    const page = await newPage(table);
    await openSeat(page, table, imported, mh);
    expect(await page.locator('[data-testid="waiting"]').innerText()).toMatch(/^Waiting for Player 1\.$/);
    expect(await page.locator('section.choices[data-entity="MH"][data-entity-type="company"]').count()).toBe(1);

    // 68 moves in: NYNH owns no train and has a route: it must buy one, so it has no Pass.
    const hotseat = await newPage(table);
    await openHotseat(hotseat, table.app.url, '1830', '26855', 68);
    expect(await hotseat.locator('[data-testid="must-buy"]').innerText()).toMatch(/^NYNH must buy a train: it owns none and has a route, so it cannot pass/);
    expect(await hotseat.locator('section.choices[data-entity="NYNH"] button[data-type="pass"]').count()).toBe(0);
  });

  it.skipIf(!fixtures)('8. turns a tile through its distinct orientations only (57 is the same turned half way)', async () => {
    const page = await newPage(table);
    await openHotseat(page, table.app.url, '1830', '26855', 51); // NYC lays at Albany (E19)
    await page.click('svg.map g.hex[data-hex="E19"]');
    await page.click('.tile-chooser button.tile-option[data-tile="57"]');
    const seen: number[] = [];
    for (let click = 0; click < 7; click++) {
      const rotation = Number(await page.locator('.ghost-tile').getAttribute('data-rotation'));
      if (seen.includes(rotation)) break;
      seen.push(rotation);
      await page.click('button[data-rotate="1"]');
    }
    expect(seen.length).toBeGreaterThan(1);
    // No two orientations shown are the same picture: 57 turned by three sides looks the same.
    for (const r of seen) expect(seen.filter((o) => o % 3 === r % 3)).toEqual([r]);
  });

  it('9. seats players who join an open game by name from the lobby, and starts it for its creator', async () => {
    const [ada, ben] = await Promise.all([0, 1].map(async () => (await newContext(table)).newPage()));
    await ada.goto(`${table.app.url}#/`);
    await ada.waitForSelector('form.new-game select[name="count"]');
    await ada.selectOption('form.new-game select[name="count"]', '3');
    await ada.fill('form.new-game .names input >> nth=0', 'Ada');
    await ada.check('form.new-game input[name="mode"][value="lobby"]');
    await ada.click('form.new-game button[type="submit"]');
    await ada.waitForSelector('[data-testid="lobby-seats"]');
    expect(await ada.locator('[data-testid="lobby-seats"] li').allInnerTexts()).toEqual(['Ada you (opened the game)', 'open seat', 'open seat']);
    expect(await ada.locator('button[data-copy]').count()).toBe(1);

    // Ben finds it among the open games and joins with his name.
    await ben.goto(`${table.app.url}#/`);
    await ben.waitForSelector('form.new-game select[name="count"]');
    await ben.check('form.new-game input[name="mode"][value="lobby"]');
    await ben.waitForSelector('[data-testid="open-games"] a');
    await ben.click('[data-testid="open-games"] a');
    await ben.fill('form.join input[name="name"]', 'Ben');
    await ben.click('form.join button[type="submit"]');
    await ben.waitForSelector('[data-testid="lobby-waiting"]');
    await ada.waitForFunction(() => /Ben/.test(document.querySelector('[data-testid="lobby-seats"]')?.textContent ?? ''));
    await screenshot(ada, 'table-lobby');
    await ada.click('button[data-start]');
    for (const [page, name] of [[ada, 'Ada'], [ben, 'Ben']] as const) {
      await page.waitForSelector('.play-view[data-connection="live"]');
      expect(await page.locator('[data-testid="seat"]').innerText()).toBe(`you are ${name}`);
    }
    // Ben's games: his seat alone.
    await ben.goto(`${table.app.url}#/`);
    await ben.waitForSelector('[data-testid="my-games"] li');
    expect(await ben.locator('[data-testid="my-games"] li[data-online]').allInnerTexts()).toEqual([expect.stringMatching(/as Ben/)]);

    // A private game's creation page: copy buttons and a watcher's link; this browser keeps the owner's link only.
    await ada.goto(`${table.app.url}#/`);
    await ada.waitForSelector('form.new-game select[name="count"]');
    await ada.check('form.new-game input[name="mode"][value="online"]');
    await ada.click('form.new-game button[type="submit"]');
    await ada.waitForSelector('[data-testid="watch-link"]');
    const id = await ada.locator('.seat-links').getAttribute('data-game-id');
    expect(await ada.locator('.seat-links button[data-copy]').count()).toBe(2 + (await ada.locator('[data-testid="seat-link"]').count()));
    expect(await ada.locator(`[data-testid="my-games"] li[data-online="${id}"]`).allInnerTexts()).toEqual([expect.stringMatching(/owner/)]);
  });

  it.skipIf(!fixtures)('10. lays the game out for a real table: legible labels, the log beside the map, one scrolling page, a laptop, a tablet', async () => {
    const page = await newPage(table);
    await openHotseat(page, table.app.url, '1830', '26855', 300);
    await page.waitForFunction(() => document.querySelector('.board svg.map')?.getAttribute('data-scale') !== null);
    expect(await smallestLabel(page)).toBeGreaterThanOrEqual(10);
    const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
    const [map, log] = [await box('.board svg.map'), await box('.play-log')];
    expect(log.x).toBeGreaterThanOrEqual(map.x + map.width - 1);
    expect(log.y).toBeLessThan(1000);
    for (const selector of ['.play-grid .side', '.play-grid .panels', '.play-grid .actions-area']) {
      expect(await page.locator(selector).evaluate((e) => getComputedStyle(e).overflowY)).toBe('visible');
    }
    const marker = await page.evaluate(() => {
      const text = document.querySelector<SVGTextElement>('svg.market g.market-marker text')!;
      const m = text.getScreenCTM()!;
      return Number(text.getAttribute('font-size')) * Math.hypot(m.a, m.b);
    });
    expect(marker).toBeGreaterThanOrEqual(8);
    await screenshot(page, 'table-1400');

    // A laptop: nothing wider than the window; a tablet: one column, the action panel first.
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await page.setViewportSize({ width: 820, height: 1180 });
    expect((await box('.actions-area')).y).toBeLessThan((await box('.board svg.map')).y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(820);
    await screenshot(page, 'table-tablet');

    // 1846's draft drawn as a draft: cards to choose, no auction table, no price on a Pass card.
    const draft = await newPage(table);
    await openHotseat(draft, table.app.url, '1846', '20381', 2);
    await showView(draft);
    expect(await draft.locator('li.draft-card').count()).toBeGreaterThan(0);
    expect(await draft.locator('.action-panel th', { hasText: 'Bids' }).count()).toBe(0);
    for (const text of await draft.locator('li.draft-card:has-text("Pass (")').allInnerTexts()) expect(text).not.toContain('$');
  });
});
