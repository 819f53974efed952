/**
 * Hex geometry for drawing: a tile is drawn around (0, 0) with corner radius `R`; the map places
 * each hex by its doubled coordinates. Edges are numbered as the title format numbers them
 * (clockwise; pointy 0=SW, flat 0=S), and fractional edges (a part's `loc`) lie in between.
 */
import { num, polar, type Point } from './svg.js';

export type HexLayout = 'pointy' | 'flat';

/** Corner radius of a hex, in SVG units. */
export const R = 50;
/** Apothem: centre to edge midpoint. */
export const A = (R * Math.sqrt(3)) / 2;

/** Direction (degrees, SVG y-down, clockwise) from the centre to the midpoint of an edge. */
export function edgeAngle(layout: HexLayout, edge: number): number {
  return (layout === 'flat' ? 90 : 120) + 60 * edge;
}

/** A point toward an edge (midpoint at the default distance). */
export function towardEdge(layout: HexLayout, edge: number, distance: number = A): Point {
  return polar(edgeAngle(layout, edge), distance);
}

/** The corner between edge e and edge e+1 (corner e is clockwise of edge e). */
export function corner(layout: HexLayout, index: number, radius: number = R): Point {
  return polar(edgeAngle(layout, index) + 30, radius);
}

/** The two corners bounding an edge, anticlockwise one first. */
export function edgeCorners(layout: HexLayout, edge: number, radius: number = R): [Point, Point] {
  return [corner(layout, edge - 1, radius), corner(layout, edge, radius)];
}

/** `points` for a hex polygon. */
export function hexPoints(layout: HexLayout, radius: number = R): string {
  const out: string[] = [];
  for (let i = 0; i < 6; i++) {
    const [x, y] = corner(layout, i, radius);
    out.push(`${num(x)},${num(y)}`);
  }
  return out.join(' ');
}

/** Centre of a hex on the map from its doubled coordinates. */
export function hexCenter(layout: HexLayout, coords: { readonly x: number; readonly y: number }): Point {
  return layout === 'pointy' ? [coords.x * A, coords.y * 1.5 * R] : [coords.x * 1.5 * R, coords.y * A];
}

/** Size of the hex's bounding box. */
export function hexBox(layout: HexLayout): { width: number; height: number } {
  return layout === 'pointy' ? { width: 2 * A, height: 2 * R } : { width: 2 * R, height: 2 * A };
}

export function midpoint(a: Point, b: Point): Point {
  return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

