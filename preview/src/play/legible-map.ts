/**
 * Map labels a player can read at the size the map is drawn. The map is one SVG scaled to its
 * column, so a 1830 map on a laptop draws its 7.5-unit location names at 6 px. Here every label
 * — location names, revenues, costs, hex labels, tile numbers, coordinates — is scaled about its
 * own centre until it is at least MIN_LABEL_PX on screen (never made smaller), whenever the map's
 * size changes and whenever hexes are redrawn. Tokens keep their size: their discs carry them.
 * Icons (a port, a mine: a disc with a short name, the full one on hover) grow by half at most:
 * grown to 10 px they would cover the hexes they mark.
 */

/** The smallest a label's text may be on screen, in CSS pixels. */
export const MIN_LABEL_PX = 10;

/** Labels scaled as a whole (a revenue's circle or boxes with their numbers, a private's mark), and texts scaled alone. */
const GROUPS = 'g.revenue, g.blocked-label';
const ICONS = 'g.icon';
const ICON_GROWTH = 1.5;
const TEXTS = 'text';
/** Texts scaled with their group, or that belong to a token drawn at its own size. */
const IN_GROUP = 'g.revenue, g.icon, g.blocked-label, g.promised, .play-overlay';

/** A token's symbol (or a reserved slot's): it stays the size of its disc. */
function tokenText(text: Element): boolean {
  return text.classList.contains('reservation') || text.previousElementSibling?.matches('circle.token, circle.home') === true;
}

function fontSize(element: Element): number {
  const text = element.tagName === 'text' ? element : element.querySelector('text');
  return Number(text?.getAttribute('font-size')) || 0;
}

/** The screen scale of the map (CSS pixels per map unit), letterboxing included. */
function scaleOf(svg: SVGSVGElement): number {
  const matrix = svg.getScreenCTM();
  return matrix ? Math.hypot(matrix.a, matrix.b) : 0;
}

function enlarge(element: SVGGraphicsElement, scale: number, most = Infinity): void {
  const size = fontSize(element);
  if (!size) return;
  const factor = Math.min(most, Math.max(1, MIN_LABEL_PX / (size * scale)));
  if (factor === 1) {
    element.style.removeProperty('transform');
    return;
  }
  element.classList.add('legible');
  // Rounded up, so the label is never a hair under the minimum.
  element.style.transform = `scale(${(Math.ceil(factor * 1000) / 1000).toFixed(3)})`;
}

/** Scales the labels under `root` (the whole map, or hexes just redrawn) for the map's current size. */
export function makeLegible(svg: SVGSVGElement, root: Element = svg): void {
  const scale = scaleOf(svg);
  if (!scale) return;
  svg.dataset.scale = scale.toFixed(3);
  for (const group of Array.from(root.querySelectorAll<SVGGElement>(GROUPS))) enlarge(group, scale);
  for (const icon of Array.from(root.querySelectorAll<SVGGElement>(ICONS))) enlarge(icon, scale, ICON_GROWTH);
  for (const text of Array.from(root.querySelectorAll<SVGTextElement>(TEXTS))) if (!text.parentElement?.closest(IN_GROUP) && !tokenText(text)) enlarge(text, scale);
}

/** Keeps the map's labels legible as its size changes; returns the observer's disconnect. */
export function keepLegible(svg: SVGSVGElement): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  let width = 0;
  const observer = new ResizeObserver(() => {
    const now = svg.getBoundingClientRect().width;
    if (Math.abs(now - width) < 1) return;
    width = now;
    makeLegible(svg);
  });
  observer.observe(svg);
  return () => observer.disconnect();
}

/** The smallest label on screen, in CSS pixels (what the browser test measures; tokens and icons are no labels). */
export function smallestLabelPx(svg: SVGSVGElement): number {
  let smallest = Infinity;
  for (const text of Array.from(svg.querySelectorAll<SVGTextElement>(TEXTS))) {
    if (text.closest('.play-overlay, g.icon') || tokenText(text)) continue;
    const size = fontSize(text);
    if (!size || !text.textContent?.trim()) continue;
    const matrix = text.getScreenCTM();
    if (!matrix) continue;
    smallest = Math.min(smallest, size * Math.hypot(matrix.a, matrix.b));
  }
  return smallest;
}
