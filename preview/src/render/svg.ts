/**
 * Small helpers for building SVG and HTML as strings: escaping, compact numbers, attributes.
 * Every renderer in this folder is a pure function returning markup, so the same code serves
 * the browser (innerHTML) and Node (golden-file tests).
 */

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for element content and attribute values. */
export function esc(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** A number as SVG wants it: at most two decimals, no trailing zeros, never `-0`. */
export function num(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) || rounded === 0 ? '0' : String(rounded);
}

export type Point = readonly [number, number];

export function pt(p: Point): string {
  return `${num(p[0])},${num(p[1])}`;
}

export type AttrValue = string | number | boolean | undefined | null;

/** ` key="value"` pairs; false, null and undefined are left out, numbers go through `num`. */
export function attrs(values: Readonly<Record<string, AttrValue>>): string {
  let out = '';
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === false) continue;
    out += value === true ? ` ${key}` : ` ${key}="${typeof value === 'number' ? num(value) : esc(value)}"`;
  }
  return out;
}

/** An element; `children` undefined makes it self-closing. */
export function el(name: string, values: Readonly<Record<string, AttrValue>>, children?: string): string {
  return children === undefined ? `<${name}${attrs(values)}/>` : `<${name}${attrs(values)}>${children}</${name}>`;
}

/** Text centred on a point (both axes). */
export function text(at: Point, content: string | number, values: Readonly<Record<string, AttrValue>> = {}): string {
  return el('text', { x: at[0], y: at[1], 'text-anchor': 'middle', 'dominant-baseline': 'central', ...values }, esc(content));
}

export function add(a: Point, b: Point): Point {
  return [a[0] + b[0], a[1] + b[1]];
}

export function scale(a: Point, k: number): Point {
  return [a[0] * k, a[1] * k];
}

export function polar(angleDeg: number, distance: number): Point {
  const rad = (angleDeg * Math.PI) / 180;
  return [Math.cos(rad) * distance, Math.sin(rad) * distance];
}
