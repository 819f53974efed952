/**
 * The hex grid of a title: hex ids by index and neighbour tables, built once per definition.
 *
 * Two tables, as the reference keeps two (Game::Base#connect_hexes):
 * - `allNeighbors`: the hex across each edge, if it is on the map.
 * - `baseNeighbors`: what track may cross at the start of the game: not across an impassable
 *   border of this hex, and not into a blue/gray/red hex unless that hex's track points back.
 * The second changes in play only when a blue/gray/red hex gets a tile (see `board.ts`).
 * Tables are flat Int32Arrays indexed `hex * 6 + edge`, -1 for none.
 */
import type { TileColor } from '../title/parts.js';
import type { TitleDefinition } from '../title/definition.js';
import { EDGE_OFFSETS, hexCoordinates, invertEdge } from './coords.js';
import { tileCatalog } from './tiles.js';
import { mapError } from './errors.js';

/** Colours a hex is closed in unless its own track leads out (IMPASSABLE_HEX_COLORS). */
export const IMPASSABLE_HEX_COLORS: ReadonlySet<TileColor> = new Set<TileColor>(['blue', 'gray', 'red']);

export class HexGrid {
  readonly layout: 'pointy' | 'flat';
  /** Hex ids in definition order; a hex's index is its position here. */
  readonly ids: readonly string[];
  readonly indexOf: ReadonlyMap<string, number>;
  readonly x: Int32Array;
  readonly y: Int32Array;
  readonly allNeighbors: Int32Array;
  readonly baseNeighbors: Int32Array;
  /** Preprinted colour per hex index. */
  readonly colors: readonly TileColor[];

  constructor(definition: TitleDefinition) {
    const { layout, axes } = definition.meta;
    this.layout = layout;
    const ids = definition.hexes.map((h) => h.id);
    this.ids = ids;
    const n = ids.length;
    this.x = new Int32Array(n);
    this.y = new Int32Array(n);
    const byXY = new Map<string, number>();
    const indexOf = new Map<string, number>();
    ids.forEach((id, i) => {
      if (indexOf.has(id)) throw mapError('duplicate_hex', `${id} appears twice in ${definition.id}`);
      indexOf.set(id, i);
      const c = hexCoordinates(id, axes);
      this.x[i] = c.x;
      this.y[i] = c.y;
      byXY.set(`${c.x},${c.y}`, i);
    });
    this.indexOf = indexOf;
    this.colors = definition.hexes.map((h) => h.color);

    const offsets = EDGE_OFFSETS[layout];
    this.allNeighbors = new Int32Array(n * 6).fill(-1);
    this.baseNeighbors = new Int32Array(n * 6).fill(-1);
    const catalog = tileCatalog(definition);
    for (let i = 0; i < n; i++) {
      const own = catalog.preprinted(ids[i], 0);
      for (let edge = 0; edge < 6; edge++) {
        const [dx, dy] = offsets[edge];
        const nb = byXY.get(`${this.x[i] + dx},${this.y[i] + dy}`);
        if (nb === undefined) continue;
        this.allNeighbors[i * 6 + edge] = nb;
        const other = catalog.preprinted(ids[nb], 0);
        if (IMPASSABLE_HEX_COLORS.has(other.color) && (other.exitMask & (1 << invertEdge(edge))) === 0) continue;
        if (own.borders.some((b) => b.edge === edge && b.borderType === 'impassable')) continue;
        this.baseNeighbors[i * 6 + edge] = nb;
      }
    }
  }

  /** Index of a hex id; throws `map/unknown_hex`. */
  index(id: string): number {
    const i = this.indexOf.get(id);
    if (i === undefined) throw mapError('unknown_hex', `${id}`);
    return i;
  }

  get size(): number {
    return this.ids.length;
  }

  /** The hex id across an edge ignoring borders and closed hexes, or undefined off the map. */
  neighborId(id: string, edge: number): string | undefined {
    const nb = this.allNeighbors[this.index(id) * 6 + edge];
    return nb < 0 ? undefined : this.ids[nb];
  }
}

const grids = new WeakMap<TitleDefinition, HexGrid>();

/** The grid of a title, built once per definition object. */
export function hexGrid(definition: TitleDefinition): HexGrid {
  let grid = grids.get(definition);
  if (!grid) {
    grid = new HexGrid(definition);
    grids.set(definition, grid);
  }
  return grid;
}
