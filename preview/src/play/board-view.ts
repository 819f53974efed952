/**
 * The map of a game being played: drawn once, then only the hexes whose tile or tokens changed
 * are redrawn after a move (as the replay does); an overlay group on top carries what the move
 * being made shows (targets, the tile being laid, routes). A click on the map is reported as the
 * hex clicked and the point within it, in the hex's own frame.
 */
import type { Game } from '../../../runtime/index.js';
import { entityColors, hexStateKey, mapFrame, moneyFormat, renderHexContent, renderMap } from '../render/map.js';
import type { Point } from '../render/svg.js';
import { blockedNow, destinationsNow } from '../replay/model.js';
import { keepLegible, makeLegible } from './legible-map.js';

export interface MapClick {
  readonly hex: string;
  /** Where in the hex, relative to its centre, in map units. */
  readonly local: Point;
}

export class BoardView {
  private svg: SVGSVGElement | null = null;
  private groups = new Map<string, SVGGElement>();
  private keys = new Map<string, string>();
  private overlay: SVGGElement | null = null;
  private drawnTitle: object | undefined;
  private stopLegible: () => void = () => undefined;

  constructor(private readonly container: HTMLElement) {}

  /** Draws the game's map: whole the first time (or for another title), else what changed. Returns the hexes redrawn. */
  draw(game: Game): number {
    const def = game.title;
    const hexes = game.state.map.hexes;
    const blocked = blockedNow(game);
    const destinations = destinationsNow(game);
    const key = (id: string) => `${hexStateKey(hexes[id])}|${blocked.get(id)?.join(' ') ?? ''}|${destinations.get(id)?.join(' ') ?? ''}`;
    if (this.drawnTitle !== def || !this.svg) {
      this.container.innerHTML = renderMap(def, { hexes, blocked, destinations });
      this.svg = this.container.querySelector('svg.map');
      this.groups = new Map(Array.from(this.container.querySelectorAll<SVGGElement>('g.hex')).map((g) => [g.dataset.hex!, g]));
      this.keys = new Map(def.hexes.map((h) => [h.id, key(h.id)]));
      this.overlay = document.createElementNS('http://www.w3.org/2000/svg', 'g');
      this.svg?.appendChild(this.overlay);
      this.drawnTitle = def;
      this.stopLegible();
      if (this.svg) this.stopLegible = keepLegible(this.svg);
      return def.hexes.length;
    }
    let redrawn = 0;
    const colors = entityColors(def);
    const money = moneyFormat(def);
    for (const hex of def.hexes) {
      const k = key(hex.id);
      if (this.keys.get(hex.id) === k) continue;
      this.keys.set(hex.id, k);
      const group = this.groups.get(hex.id);
      if (group) {
        group.innerHTML = renderHexContent(def, hex.id, hexes[hex.id], { colors, money, blocked, destinations });
        if (this.svg) makeLegible(this.svg, group);
      }
      redrawn++;
    }
    return redrawn;
  }

  destroy(): void {
    this.stopLegible();
  }

  setOverlay(svg: string): void {
    if (this.overlay) this.overlay.innerHTML = svg;
  }

  /** The hex a click landed on, and where in it. */
  clickAt(event: MouseEvent, game: Game): MapClick | undefined {
    const group = (event.target as Element | null)?.closest?.('g.hex') as SVGGElement | null;
    const hex = group?.dataset.hex;
    if (!hex || !this.svg) return undefined;
    const matrix = this.svg.getScreenCTM();
    const center = mapFrame(game.title).positions.get(hex);
    if (!matrix || !center) return { hex, local: [0, 0] };
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return { hex, local: [point.x - center[0], point.y - center[1]] };
  }
}
