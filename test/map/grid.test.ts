import { describe, expect, it } from 'vitest';
import { definition as d1830 } from '../../generated/titles/1830/definition.js';
import { hexCoordinates, letterIndex } from '../../runtime/map/coords.js';
import { hexGrid } from '../../runtime/map/grid.js';
import type { TitleDefinition } from '../../runtime/title/definition.js';
import { blankGrid, buildDefinition } from './build-definition.js';

const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', ...[...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c) => 'A' + c)];

/**
 * An independent oracle: the reference's Game::Base#hex_neighbor, which steps letters and
 * numbers directly instead of going through (x, y).
 */
function referenceHexNeighbor(def: TitleDefinition, id: string, edge: number): string {
  const letter = /([A-Za-z]+)/.exec(id)![1];
  const number = Number(/(-?[0-9]+)/.exec(id)![1]);
  const { layout, axes } = def.meta;
  const flip = layout === 'flat' && axes.x === 'number' && axes.y === 'letter';
  const table: Record<string, [number, number]> = {
    'flat0': [0, 2], 'pointy4': [0, 2],
    'flat1': [-1, 1], 'pointy3': [-1, 1],
    'flat2': [-1, -1], 'pointy2': [-1, -1],
    'flat3': [0, -2], 'pointy1': [0, -2],
    'flat4': [1, -1], 'pointy0': [1, -1],
    'flat5': [1, 1], 'pointy5': [1, 1],
  };
  let [dl, dn] = table[layout + edge];
  if (flip) [dl, dn] = [dn, dl];
  return `${LETTERS[LETTERS.indexOf(letter) + dl]}${number + dn}`;
}

function checkAgainstOracle(def: TitleDefinition): number {
  const grid = hexGrid(def);
  let checked = 0;
  for (const id of grid.ids) {
    for (let edge = 0; edge < 6; edge++) {
      const expected = referenceHexNeighbor(def, id, edge);
      const actual = grid.neighborId(id, edge);
      expect(actual, `${id} edge ${edge}`).toBe(grid.indexOf.has(expected) ? expected : undefined);
      checked++;
    }
  }
  return checked;
}

describe('hex coordinates', () => {
  it.each([
    ['A1', { x: 'letter', y: 'number' }, 0, 0],
    ['B4', { x: 'letter', y: 'number' }, 1, 3],
    ['A9', { x: 'number', y: 'letter' }, 8, 0],
    ['AA3', { x: 'letter', y: 'number' }, 26, 2],
    ['b2', { x: 'letter', y: 'number' }, -2, 1],
  ] as const)('%s with axes %j is (%i, %i)', (id, axes, x, y) => {
    expect(hexCoordinates(id, axes)).toEqual({ x, y });
  });

  it('numbers letters like the reference', () => {
    expect(letterIndex('Z')).toBe(25);
    expect(letterIndex('AZ')).toBe(51);
    expect(letterIndex('a')).toBe(-1);
  });
});

describe('hex grid neighbours', () => {
  it('1830 (pointy, doubled coordinates) matches the reference hex_neighbor everywhere', () => {
    expect(checkAgainstOracle(d1830)).toBe(d1830.hexes.length * 6);
  });

  it.each([
    ['A9', [undefined, undefined, undefined, undefined, 'A11', 'B10']],
    ['F8', ['G7', 'F6', 'E7', 'E9', 'F10', 'G9']],
    ['E23', ['F22', 'E21', 'D22', 'D24', undefined, 'F24']],
  ] as const)('1830 %s has neighbours %j by edge (SW, W, NW, NE, E, SE)', (id, expected) => {
    const grid = hexGrid(d1830);
    expect([0, 1, 2, 3, 4, 5].map((e) => grid.neighborId(id, e))).toEqual(expected);
  });

  it('flat layouts with default and flipped axes match the oracle', () => {
    const flat = buildDefinition({ layout: 'flat', hexes: blankGrid('ABCDEF', [1, 2, 3, 4, 5, 6, 7, 8, 9]) });
    expect(checkAgainstOracle(flat)).toBeGreaterThan(100);
    const flipped = buildDefinition({ layout: 'flat', axes: { x: 'number', y: 'letter' }, hexes: blankGrid('ABCDEF', [1, 2, 3, 4, 5, 6, 7, 8, 9]) });
    expect(checkAgainstOracle(flipped)).toBeGreaterThan(100);
  });

  it('closes impassable borders and gray/red hexes whose track does not point back', () => {
    const grid = hexGrid(d1830);
    const base = (id: string, edge: number): string | undefined => {
      const nb = grid.baseNeighbors[grid.index(id) * 6 + edge];
      return nb < 0 ? undefined : grid.ids[nb];
    };
    // E7/F8: an impassable border between them, on both sides.
    expect(grid.neighborId('E7', 5)).toBe('F8');
    expect(base('E7', 5)).toBeUndefined();
    expect(base('F8', 2)).toBeUndefined();
    // K13 (red, exits 2 and 3) and K15 (gray, exit 2) do not face each other.
    expect(base('K13', 4)).toBeUndefined();
    expect(base('K15', 1)).toBeUndefined();
    // ...but white J14 may reach both, since both point at it.
    expect(base('J14', 0)).toBe('K13');
    expect(base('J14', 5)).toBe('K15');
    // Gray D2 is open only where its track leads.
    expect(base('D4', 1)).toBe('D2');
  });
});
