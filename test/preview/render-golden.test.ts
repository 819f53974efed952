/**
 * Golden SVGs: one tile of each kind, drawn by the preview's pure renderers and compared with
 * test/preview/golden/<kind>.svg byte for byte. After an intended change of the drawings, run
 * `UPDATE_GOLDEN=1 npx vitest run test/preview/render-golden.test.ts` and review the new files.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildTileGeometry } from '../../runtime/map/geometry.js';
import type { TileColor, TilePart } from '../../runtime/title/parts.js';
import { standaloneTile, type TileRenderOptions } from '../../preview/src/render/tile.js';

const goldenDir = join(dirname(fileURLToPath(import.meta.url)), 'golden');
const update = process.env.UPDATE_GOLDEN === '1';

const edge = (e: number) => ({ edge: e });
const node = (n: number) => ({ node: n });
const path = (a: { edge: number } | { node: number }, b: { edge: number } | { node: number }, extra: object = {}): TilePart => ({ type: 'path', a, b, ...extra }) as TilePart;
const city = (revenue: number | Record<string, number>, slots = 1, extra: object = {}): TilePart => ({ type: 'city', revenue, slots, ...extra }) as TilePart;
const town = (revenue: number, extra: object = {}): TilePart => ({ type: 'town', revenue, ...extra }) as TilePart;

const colors = {
  PRR: { fill: '#32763f', text: '#fff' },
  NYC: { fill: '#474548', text: '#fff' },
  'B&O': { fill: '#025aaa', text: '#fff' },
};

interface Case {
  readonly name: string;
  readonly color: TileColor;
  readonly parts: readonly TilePart[];
  readonly rotation?: number;
  readonly preprinted?: boolean;
  readonly options?: Partial<TileRenderOptions>;
}

const CASES: readonly Case[] = [
  { name: 'track-straight-gentle-sharp', color: 'green', parts: [path(edge(0), edge(3)), path(edge(1), edge(3)), path(edge(4), edge(5))] },
  { name: 'town-bar', color: 'yellow', parts: [town(10), path(edge(0), node(0)), path(node(0), edge(2))], rotation: 1, options: { tileName: '4' } },
  { name: 'town-dot', color: 'white', parts: [town(20), path(edge(1), node(0)), path(edge(3), node(0)), path(edge(5), node(0))], preprinted: true, options: { locationName: 'Flint' } },
  { name: 'double-town', color: 'yellow', parts: [town(10), town(10), path(edge(0), node(0)), path(node(0), edge(3)), path(edge(1), node(1)), path(node(1), edge(4))], options: { tileName: '1' } },
  { name: 'city-one-slot', color: 'yellow', parts: [city(20), path(edge(0), node(0)), path(node(0), edge(3))], options: { tileName: '57', tokens: [['PRR']] } },
  { name: 'city-two-slots-token', color: 'green', parts: [city(30, 2), path(edge(0), node(0)), path(edge(2), node(0)), path(edge(3), node(0)), path(edge(5), node(0))], options: { tileName: '14', tokens: [['NYC', null]] } },
  { name: 'city-three-slots', color: 'gray', parts: [city(70, 3), path(edge(0), node(0)), path(edge(1), node(0)), path(edge(2), node(0)), path(edge(3), node(0)), path(edge(4), node(0)), path(edge(5), node(0))], preprinted: true, options: { reservations: [['B&O', null, null]] } },
  { name: 'oo-cities-label', color: 'green', parts: [city(40), city(40), path(edge(0), node(0)), path(edge(2), node(0)), path(edge(3), node(1)), path(edge(5), node(1)), { type: 'label', label: 'OO' }], options: { tileName: '59' } },
  { name: 'oo-pathless-water', color: 'white', parts: [city(0), city(0), { type: 'label', label: 'OO' }, { type: 'upgrade', cost: 80, terrain: ['water'] }], preprinted: true, options: { locationName: 'Detroit & Windsor' } },
  { name: 'offboard-phase-revenue', color: 'red', parts: [{ type: 'offboard', revenue: { yellow: 40, brown: 70 } }, path(edge(1), node(0)), path(edge(0), node(0)), path(edge(5), node(0))], preprinted: true, options: { locationName: 'Chicago' } },
  { name: 'terrain-mountain', color: 'white', parts: [{ type: 'upgrade', cost: 120, terrain: ['mountain'] }], preprinted: true },
  { name: 'borders', color: 'white', parts: [town(10), { type: 'border', edge: 2, borderType: 'impassable' }, { type: 'border', edge: 4, borderType: 'water', cost: 40 }], preprinted: true },
  { name: 'junction-lawson', color: 'green', parts: [{ type: 'junction' }, path(edge(0), { node: 0 }), path(edge(2), { node: 0 }), path(edge(4), { node: 0 })] },
  { name: 'narrow-dual-stub', color: 'yellow', parts: [path(edge(0), edge(3), { track: 'narrow' }), path(edge(1), edge(4), { track: 'dual' }), { type: 'stub', edge: 5 }] },
  { name: 'icon-frame-terminal', color: 'gray', parts: [city(50), path(edge(4), node(0), { terminal: 1 }), { type: 'icon', image: 'port', name: 'port' }, { type: 'frame', color: '#7b2d8b' }], preprinted: true },
  { name: 'flat-city', color: 'brown', parts: [city(50, 2), path(edge(0), node(0)), path(edge(2), node(0)), path(edge(4), node(0)), { type: 'label', label: 'B' }], options: { layout: 'flat', tileName: '61', tokens: [['PRR', 'B&O']] } },
];

function render(c: Case): string {
  const tile = buildTileGeometry(`test:${c.name}`, c.name, c.color, c.parts, c.rotation ?? 0, c.preprinted ?? false);
  return `${standaloneTile(tile, { layout: 'pointy', colors, money: (n) => `$${n}`, size: 200, ...c.options })}\n`;
}

describe('tile drawings match their golden SVGs', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', (name, c) => {
    const svg = render(c);
    const file = join(goldenDir, `${name}.svg`);
    if (update) {
      mkdirSync(goldenDir, { recursive: true });
      writeFileSync(file, svg);
      return;
    }
    if (!existsSync(file)) throw new Error(`no golden file ${file}; run UPDATE_GOLDEN=1 npx vitest run test/preview/render-golden.test.ts`);
    expect(svg).toBe(readFileSync(file, 'utf8'));
  });

  it('every tile kind is covered', () => {
    const kinds = new Set(CASES.flatMap((c) => c.parts.map((p) => p.type)));
    for (const kind of ['city', 'town', 'offboard', 'junction', 'path', 'label', 'upgrade', 'border', 'icon', 'stub', 'frame']) expect(kinds).toContain(kind);
  });
});
