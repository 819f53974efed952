/**
 * The map and market renderers on the compiled titles: every hex and every market cell is
 * drawn, coordinate labels name the rows and columns, and in both layouts each neighbour lies
 * exactly across the edge the title format numbers (so track leaving a hex meets its neighbour).
 */
import { describe, expect, it } from 'vitest';
import { loadTitle } from '../../generated/index.js';
import { hexGrid, initialMapState } from '../../runtime/map/index.js';
import type { TitleDefinition } from '../../runtime/title/definition.js';
import { A, edgeAngle, towardEdge } from '../../preview/src/render/hex.js';
import { blockedHexes, hexStateKey, homeReservations, mapFrame, renderMap } from '../../preview/src/render/map.js';
import { Game } from '../../runtime/engine/game.js';
import type { TitleModule } from '../../runtime/module.js';
import { renderMarket, renderMarketLegend } from '../../preview/src/render/market.js';
import { renderTilesPage } from '../../preview/src/render/tiles-page.js';
import { renderCorporations, renderTrains } from '../../preview/src/render/tables.js';

function count(haystack: string, needle: RegExp): number {
  return haystack.match(needle)?.length ?? 0;
}

function flatVariant(def: TitleDefinition): TitleDefinition {
  return { ...def, meta: { ...def.meta, layout: 'flat', axes: { x: 'letter', y: 'number' } } };
}

describe('map, market and tiles renderers', () => {
  it('draws every hex of 1830 with its coordinate labels', async () => {
    const def = (await loadTitle('1830')).definition;
    const svg = renderMap(def);
    expect(count(svg, /<g class="hex" data-hex="/g)).toBe(def.hexes.length);
    for (const row of 'ABCDEFGHIJK') expect(svg).toContain(`class="coord coord-row">${row}</text>`);
    for (let col = 1; col <= 24; col++) expect(svg).toContain(`class="coord coord-col">${col}</text>`);
    // Home reservations show in the preprinted cities.
    expect(homeReservations(def).get('H12')?.[0]).toContain('PRR');
    expect(svg).toMatch(/class="reservation">PRR</);
  });

  it("draws home stations in the corporation's colour, and marks the hexes privates block", async () => {
    const def = (await loadTitle('1830')).definition;
    const svg = renderMap(def);
    const prr = def.corporations.find((c) => c.sym === 'PRR')!;
    expect(svg).toContain(`fill="${prr.color}" fill-opacity="0.35" stroke="${prr.color}" stroke-width="2.5" class="home" data-home="PRR"`);
    expect(count(svg, /class="home" data-home="/g)).toBe(def.corporations.filter((c) => c.coordinates).length);
    const hexOf = (id: string) => svg.slice(svg.indexOf(`data-hex="${id}"`), svg.indexOf('<g class="hex"', svg.indexOf(`data-hex="${id}"`) + 1));
    expect(hexOf('G15')).toContain('data-blocked-by="SV"');
    expect(hexOf('I13')).toContain('data-blocked-by="BO"');
    expect(hexOf('I15')).toContain('data-blocked-by="BO"');
    expect(count(svg, /class="blocked"/g)).toBe(blockedHexes(def).size);
    expect(blockedHexes(def).size).toBe(7);
    // A game's hexes show only the blocks the game says are in effect.
    expect(renderMap(def, { hexes: initialMapState(def).hexes })).not.toContain('class="blocked"');
  });

  it("draws the tokens a title promised to a hex: 1846's removed corporations' second stations with two players", async () => {
    const modules: Record<number, TitleModule> = { 2: (await loadTitle('1846_2p')) as TitleModule, 3: (await loadTitle('1846')) as TitleModule };
    const game = (players: number) => new Game(modules[players], Array.from({ length: players }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}` })), { seed: 1 });
    // Seed 1 removes NYC (second station E17) and B&O (H12), both to come with a green tile.
    const two = game(2);
    const svg = renderMap(two.title, { hexes: two.state.map.hexes });
    const hexOf = (id: string) => svg.slice(svg.indexOf(`data-hex="${id}"`), svg.indexOf('<g class="hex"', svg.indexOf(`data-hex="${id}"`) + 1));
    expect(hexOf('E17')).toContain('data-promised="NYC"');
    expect(hexOf('H12')).toContain('data-promised="B&amp;O"');
    expect(hexOf('E17')).toContain('<title>NYC&#39;s token to come</title>');
    expect(count(svg, /class="promised"/g)).toBe(2);
    // Not a token: E17's city slot stays empty.
    expect(hexOf('E17')).not.toContain('data-token="NYC"');
    // A hex redraws when its promise goes (the replay and play views redraw by this key).
    const e17 = two.state.map.hexes.E17;
    expect(hexStateKey({ ...e17, promisedTokens: undefined })).not.toBe(hexStateKey(e17));
    // Three players: no second stations, nothing promised.
    const three = game(3);
    expect(renderMap(three.title, { hexes: three.state.map.hexes })).not.toContain('class="promised"');
  });

  it.each(['pointy', 'flat'] as const)('%s: every neighbour lies across the edge it is numbered by', async (layout) => {
    const base = (await loadTitle('example')).definition;
    const def = layout === 'pointy' ? base : flatVariant(base);
    const frame = mapFrame(def);
    const grid = hexGrid(def);
    let checked = 0;
    for (let i = 0; i < grid.size; i++) {
      for (let edge = 0; edge < 6; edge++) {
        const nb = grid.allNeighbors[i * 6 + edge];
        if (nb < 0) continue;
        const a = frame.positions.get(grid.ids[i])!;
        const b = frame.positions.get(grid.ids[nb])!;
        const expected = towardEdge(layout, edge, 2 * A);
        expect(b[0] - a[0]).toBeCloseTo(expected[0], 6);
        expect(b[1] - a[1]).toBeCloseTo(expected[1], 6);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(edgeAngle(layout, 0)).toBe(layout === 'flat' ? 90 : 120);
    expect(count(renderMap(def), /<g class="hex" data-hex="/g)).toBe(def.hexes.length);
  });

  it('draws every market cell, marks par cells and lists the zones', async () => {
    const def = (await loadTitle('1830')).definition;
    const svg = renderMarket(def);
    const cells = def.market.rows.flat().filter(Boolean);
    expect(count(svg, /class="market-cell"/g)).toBe(cells.length);
    expect(count(svg, /data-types="par"/g)).toBe(cells.filter((c) => c!.types[0] === 'par').length);
    const legend = renderMarketLegend(def);
    for (const type of new Set(cells.map((c) => c!.types[0]).filter(Boolean))) expect(legend).toContain(`data-zone="${type}"`);
    const withMarkers = renderMarket(def, { markers: new Map([['0,6', [{ sym: 'PRR' }, { sym: 'NYC' }]]]) });
    expect(count(withMarkers, /data-marker="/g)).toBe(2);
  });

  it('draws every manifest tile with its count and upgrades, and the tables', async () => {
    const def = (await loadTitle('1830')).definition;
    const page = renderTilesPage(def);
    expect(count(page, /<figure class="tile-card"/g)).toBe(Object.keys(def.tiles).length);
    expect(page).toMatch(/data-tile="57"[\s\S]*?×4[\s\S]*?data-upgrade="14"/);
    expect(count(renderTrains(def), /<tr>/g)).toBe(def.trains.length + 1);
    expect(count(renderCorporations(def), /data-disc="/g)).toBe(def.corporations.length);
  });
});
