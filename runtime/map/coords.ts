/**
 * Hex ids and the doubled coordinate system the reference uses (Engine::Hex.init_x_y).
 *
 * An id is letters then a number (`A9`, `AA3`, `b-2` for negative letters). Which of the two
 * is the column depends on the title's axes; neighbours along a line differ by 2 in one
 * coordinate, which is why 1830 has A9 and A11 but no A10.
 */
import type { Axis } from '../title/definition.js';
import { mapError } from './errors.js';

/** `A`..`Z` then `AA`..`AZ`, as the reference numbers letters. */
const LETTERS: readonly string[] = (() => {
  const out: string[] = [];
  for (let c = 65; c <= 90; c++) out.push(String.fromCharCode(c));
  for (let c = 65; c <= 90; c++) out.push('A' + String.fromCharCode(c));
  return out;
})();

const LETTER_RE = /([A-Za-z]+)/;
const NUMBER_RE = /(-?[0-9]+)/;

export interface HexCoordinates {
  /** Doubled x coordinate. */
  readonly x: number;
  /** Doubled y coordinate. */
  readonly y: number;
}

/**
 * Index of a coordinate letter: `A` = 0, `AA` = 26; lower-case letters count down from -1
 * (`a` = -1), which some titles use for hexes left of / above `A`.
 */
export function letterIndex(letter: string): number {
  const upper = LETTERS.indexOf(letter);
  if (upper >= 0) return upper;
  if (letter.length === 1 && letter >= 'a' && letter <= 'z') {
    return -(letter.charCodeAt(0) - 96);
  }
  throw mapError('bad_hex_id', `unknown coordinate letter '${letter}'`);
}

/** The letter part and number part of a hex id. */
export function splitHexId(id: string): { letter: string; number: number } {
  const letter = LETTER_RE.exec(id)?.[1];
  const number = NUMBER_RE.exec(id)?.[1];
  if (letter === undefined || number === undefined) {
    throw mapError('bad_hex_id', `'${id}' is not letters followed by a number`);
  }
  return { letter, number: Number.parseInt(number, 10) };
}

/** The doubled (x, y) of a hex id under the title's axes. */
export function hexCoordinates(id: string, axes: { readonly x: Axis; readonly y: Axis }): HexCoordinates {
  const { letter, number } = splitHexId(id);
  const byAxis = (axis: Axis): number => (axis === 'letter' ? letterIndex(letter) : number - 1);
  return { x: byAxis(axes.x), y: byAxis(axes.y) };
}

/**
 * The (dx, dy) to the neighbour across each edge, edges 0-5 clockwise, per layout
 * (the reference's Hex::DIRECTIONS inverted). Pointy: 0=SW 1=W 2=NW 3=NE 4=E 5=SE;
 * flat: 0=S 1=SW 2=NW 3=N 4=NE 5=SE.
 */
export const EDGE_OFFSETS: Readonly<Record<'pointy' | 'flat', readonly (readonly [number, number])[]>> = {
  flat: [
    [0, 2],
    [-1, 1],
    [-1, -1],
    [0, -2],
    [1, -1],
    [1, 1],
  ],
  pointy: [
    [-1, 1],
    [-2, 0],
    [-1, -1],
    [1, -1],
    [2, 0],
    [1, 1],
  ],
};

/** The edge on the other side of an edge. */
export function invertEdge(edge: number): number {
  return (edge + 3) % 6;
}

/** Distance as the crow flies, in hexes (the reference's Hex#distance). */
export function hexDistance(a: HexCoordinates, b: HexCoordinates, layout: 'pointy' | 'flat'): number {
  const dx = Math.abs(b.x - a.x);
  const dy = Math.abs(b.y - a.y);
  return layout === 'pointy' ? dy + Math.max(0, Math.trunc((dx - dy) / 2)) : dx + Math.max(0, Math.trunc((dy - dx) / 2));
}
