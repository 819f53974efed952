/**
 * Colours of the preview: tile and hex colours (close to the printed games), phase colours of
 * revenue boxes, and a readable text colour for any fill.
 */

/** Hex fill by tile colour; unknown colours are drawn as written (CSS colour names work). */
export const TILE_FILL: Readonly<Record<string, string>> = {
  white: '#eae0c8',
  yellow: '#fde900',
  green: '#71bf44',
  brown: '#cb7745',
  gray: '#bcbdc0',
  red: '#ec232a',
  blue: '#35a7ff',
  sepia: '#c7a770',
  purple: '#9b5de5',
  orange: '#f48221',
  pink: '#f7a6c8',
};

/** Revenue box fill by phase colour (`yellow_40|brown_70`). */
export const PHASE_FILL: Readonly<Record<string, string>> = {
  yellow: '#fde900',
  green: '#71bf44',
  brown: '#cb7745',
  gray: '#bcbdc0',
  black: '#3a3a3a',
  diesel: '#8c8c8c',
};

export function tileFill(color: string): string {
  return TILE_FILL[color] ?? color;
}

/** Black or white, whichever reads better on a `#rrggbb` (or named) fill. */
export function contrastText(fill: string): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(fill.trim());
  if (!hex) return ['black', 'navy', 'darkblue', 'darkgreen', 'maroon', 'purple', 'red', 'blue', 'green', 'brown'].includes(fill) ? 'white' : 'black';
  let h = hex[1];
  if (h.length === 3) h = h.replace(/./g, (c) => c + c);
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16));
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? 'black' : 'white';
}

/** Border colours by border type. */
export const BORDER_STROKE: Readonly<Record<string, string>> = {
  impassable: '#d10000',
  water: '#1f6fd1',
  mountain: '#7a4a1d',
  province: '#222222',
  divider: '#222222',
};

/** Terrain colours of `upgrade` parts. */
export const TERRAIN_FILL: Readonly<Record<string, string>> = {
  mountain: '#8b5a2b',
  water: '#1f78d1',
  hill: '#a0784a',
  swamp: '#4f7942',
  desert: '#d8b45a',
  forest: '#2e6b2e',
  lake: '#1f78d1',
  river: '#1f78d1',
};
