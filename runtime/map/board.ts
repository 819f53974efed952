/**
 * The board: everything derived from one MapState at one moment (geometry per hex, effective
 * neighbours) plus the caches built on it (corporation graphs, route chains).
 *
 * Boards are kept on the MapState object in a slot (core/object-slot.ts), so the state stays plain
 * data (a copy of the state makes a new object, which simply gets a new board). Every mutation in
 * `runtime/map/` calls `invalidateMap`; code that changes a MapState by other means must call
 * it too, or it reads stale connectivity.
 */
import type { TitleDefinition } from '../title/definition.js';
import type { BorderPart } from '../title/parts.js';
import type { MapContext } from './context.js';
import { invertEdge } from './coords.js';
import type { TileGeometry } from './geometry.js';
import { hexGrid, IMPASSABLE_HEX_COLORS, type HexGrid } from './grid.js';
import { NEUTRAL_TOKEN, type HexState, type MapState } from './state.js';
import { tileCatalog, type TileCatalog } from './tiles.js';
import { mapError } from './errors.js';
import { recordMapChange } from './map-changes.js';
import { ObjectSlot } from '../core/object-slot.js';

/** Key strides: a path is `hex * PATH_STRIDE + pathId`, a node `hex * NODE_STRIDE + nodeIndex`. */
export const PATH_STRIDE = 64;
export const NODE_STRIDE = 32;

export class Board {
  readonly grid: HexGrid;
  readonly catalog: TileCatalog;
  /** Corporations whose stations are neutral tokens (`extra_tokens` of kind `neutral`): never blocking. */
  readonly neutral: ReadonlySet<string>;
  readonly map: MapState;
  /** Geometry of the tile on each hex, by hex index. */
  readonly tiles: TileGeometry[];
  /** Hex state by hex index. */
  readonly states: HexState[];
  /** Neighbours track can cross to now, `hex * 6 + edge`, -1 for none. */
  neighbors: Int32Array;
  /** Set by `invalidateMap`: the state changed since the board was last brought up to date. */
  stale = false;
  /** Caches of modules built on the board, by name; dropped at every change of the map. */
  readonly caches = new Map<string, unknown>();
  /**
   * Caches that outlive a change confined to known hexes (a tile laid, a token placed): each is
   * told which hexes changed and drops what it built on them. Dropped whole at any other change.
   */
  readonly lasting = new Map<string, LastingCache>();
  /** Hexes (by index) the changes since the last refresh named; null once a change named none. */
  private changed: number[] | null = [];
  /** Hexes (by index, ascending) with a token in some city, kept up to date by `refresh`; null: to be found. */
  private tokenHexList: number[] | null = null;

  /**
   * The board of `ctx.map`. With `like`, a board of a map that is a copy of `like`'s with a few
   * hexes changed (a trial lay's): it starts from `like`'s geometry, stale, so only the hexes
   * whose state differs are computed again when it is first used.
   */
  constructor(ctx: MapContext, like?: Board) {
    const { definition, map } = ctx;
    this.grid = hexGrid(definition);
    this.catalog = tileCatalog(definition);
    this.neutral = neutralCorporations(definition);
    this.map = map;
    if (like && like.catalog === this.catalog) {
      this.tiles = [...like.tiles];
      this.states = [...like.states];
      this.neighbors = like.neighbors;
      this.stale = true;
      // Which hexes the copy changed is not known: the first refresh compares them all.
      this.changed = null;
      return;
    }
    const tiles: TileGeometry[] = [];
    const states: HexState[] = [];
    for (const id of this.grid.ids) {
      const state = map.hexes[id];
      if (!state) throw mapError('unknown_hex', `the map state has no hex ${id}`);
      states.push(state);
      const tile = this.catalog.forHex(id, state);
      if (tile.paths.length > PATH_STRIDE || tile.nodes.length > NODE_STRIDE) {
        throw mapError('tile_too_complex', `${tile.name} has more than ${PATH_STRIDE} paths or ${NODE_STRIDE} nodes`);
      }
      tiles.push(tile);
    }
    this.tiles = tiles;
    this.states = states;
    this.neighbors = this.computeNeighbors();
  }

  /**
   * Brings the board up to date after the map changed: only hexes whose state object was
   * replaced (a tile lay replaces it) need new geometry — among the hexes the changes named,
   * or all when one named none; every derived cache is dropped, the lasting ones pruned.
   */
  refresh(): void {
    let opened = false;
    const changed = this.changed;
    const update = (i: number): void => {
      const state = this.map.hexes[this.grid.ids[i]];
      if (state === this.states[i]) return;
      this.states[i] = state;
      this.tiles[i] = this.catalog.forHex(this.grid.ids[i], state);
      if (IMPASSABLE_HEX_COLORS.has(this.grid.colors[i]) || state.removedBorders) opened = true;
    };
    if (changed === null) for (let i = 0; i < this.grid.size; i++) update(i);
    else for (const i of changed) update(i);
    // Track opened across a hex side changes what any walk may cross: nothing derived lasts then.
    let crossings = false;
    if (opened) {
      const table = this.computeNeighbors();
      crossings = !sameTable(table, this.neighbors);
      this.neighbors = table;
    }
    this.caches.clear();
    if (changed === null) this.tokenHexList = null;
    else if (this.tokenHexList !== null) for (const hex of changed) this.retoken(this.tokenHexList, hex);
    if (crossings || changed === null) this.lasting.clear();
    else for (const cache of this.lasting.values()) cache.prune(this, changed);
    this.changed = [];
    this.stale = false;
  }

  /** Marks the board out of date: `hexes` the ones that changed, or undefined for any change at all. */
  invalidate(hexes?: readonly string[]): void {
    this.stale = true;
    if (hexes === undefined) this.changed = null;
    else if (this.changed !== null) for (const id of hexes) this.changed.push(this.grid.index(id));
  }

  /**
   * The setup table, opened up where a blue/gray/red hex has since had a tile laid: its
   * exits then connect both ways, except across its impassable borders (Tracker#lay_tile).
   * The reference uses the exits of the first tile laid there; we use the current tile's,
   * which are a superset (upgrades keep every exit).
   */
  private computeNeighbors(): Int32Array {
    const grid = this.grid;
    let table = grid.baseNeighbors;
    for (let i = 0; i < grid.size; i++) {
      if (!IMPASSABLE_HEX_COLORS.has(grid.colors[i]) || this.states[i].tileName === undefined) continue;
      if (table === grid.baseNeighbors) table = Int32Array.from(grid.baseNeighbors);
      const borders = this.borders(i);
      for (let d = 0; d < 6; d++) {
        const nb = grid.allNeighbors[i * 6 + d];
        if (nb < 0) continue;
        if (borders.some((b) => b.edge === d && b.borderType === 'impassable')) continue;
        if ((this.tiles[i].exitMask & (1 << d)) === 0) continue;
        table[nb * 6 + invertEdge(d)] = i;
        table[i * 6 + d] = nb;
      }
    }
    return table;
  }

  /** Hexes (by index, ascending) where some city holds a token: where a corporation's walks start. */
  get tokenHexes(): readonly number[] {
    if (this.tokenHexList === null) {
      const list: number[] = [];
      for (let hex = 0; hex < this.grid.size; hex++) if (hasToken(this.states[hex])) list.push(hex);
      this.tokenHexList = list;
    }
    return this.tokenHexList;
  }

  /** Brings a changed hex's place in the token hexes up to date. */
  private retoken(list: number[], hex: number): void {
    let at = 0;
    while (at < list.length && list[at] < hex) at++;
    const listed = list[at] === hex;
    const tokened = hasToken(this.states[hex]);
    if (tokened && !listed) list.splice(at, 0, hex);
    else if (!tokened && listed) list.splice(at, 1);
  }

  hexIndex(id: string): number {
    return this.grid.index(id);
  }

  /**
   * Borders of a hex now: the preprinted ones (they stay on the hex under any tile), the laid
   * tile's own, minus those on edges whose border was paid for (both sides go).
   */
  borders(hex: number): readonly BorderPart[] {
    const id = this.grid.ids[hex];
    const state = this.states[hex];
    const printed = this.catalog.preprinted(id, 0).borders;
    const own = state.tileName === undefined ? [] : this.tiles[hex].borders;
    const all = own.length === 0 ? printed : [...own, ...printed];
    const removed = state.removedBorders;
    if (!removed || removed.length === 0) return all;
    return all.filter((b) => !removed.includes(b.edge));
  }

  /** Token array of a city (by city index) on a hex. */
  cityTokens(hex: number, cityIndex: number): readonly (string | null)[] {
    return this.states[hex].tokens[cityIndex] ?? [];
  }

  /** Whether a node is a city holding the corporation's token. */
  nodeTokenedBy(hex: number, node: number, corporation: string): boolean {
    const n = this.tiles[hex].nodes[node];
    return n.kind === 'city' && this.cityTokens(hex, n.cityIndex).includes(corporation);
  }

  /**
   * Whether a node stops a walk for the corporation (Node#blocks?): offboards always; a city
   * when every slot holds another corporation's token (a neutral token blocks nobody).
   */
  nodeBlocks(hex: number, node: number, corporation: string | undefined): boolean {
    const n = this.tiles[hex].nodes[node];
    if (n.kind === 'offboard') return true;
    if (n.kind !== 'city' || corporation === undefined) return false;
    const tokens = this.cityTokens(hex, n.cityIndex);
    if (tokens.includes(corporation)) return false;
    if (tokens.includes(null)) return false;
    // A neutral station never blocks (the reference's City#blocks?): a neutral token placed by an
    // effect, or a station of a corporation whose tokens are neutral (`extra_tokens` of kind neutral).
    return !tokens.some((t) => t === NEUTRAL_TOKEN || (t !== null && this.neutral.has(t)));
  }

  /** A module's cache on this board, created on first use. */
  cache<T>(name: string, create: () => T): T {
    let value = this.caches.get(name) as T | undefined;
    if (value === undefined) {
      value = create();
      this.caches.set(name, value);
    }
    return value;
  }

  /** A module's lasting cache on this board (see `lasting`), created on first use. */
  lastingCache<T extends LastingCache>(name: string, create: () => T): T {
    let value = this.lasting.get(name) as T | undefined;
    if (value === undefined) {
      value = create();
      this.lasting.set(name, value);
    }
    return value;
  }
}

/** A cache that survives changes to hexes it did not build on. */
export interface LastingCache {
  /** The map changed on these hexes (indices, repeats possible; the board already refreshed): drop what depends on them. */
  prune(board: Board, changed: readonly number[]): void;
}

function hasToken(state: HexState): boolean {
  for (const city of state.tokens) for (const t of city) if (t !== null) return true;
  return false;
}

function sameTable(a: Int32Array, b: Int32Array): boolean {
  if (a === b) return true;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

const neutralByTitle = new WeakMap<TitleDefinition, ReadonlySet<string>>();

/** The corporations neutral tokens belong to once placed (1882's CN). */
function neutralCorporations(definition: TitleDefinition): ReadonlySet<string> {
  let set = neutralByTitle.get(definition);
  if (!set) {
    set = new Set(definition.corporations.flatMap((c) => (c.extraTokens ?? []).filter((t) => t.type === 'neutral').map((t) => t.corporation ?? c.sym)));
    neutralByTitle.set(definition, set);
  }
  return set;
}

const boards = new ObjectSlot<MapState, Board>('board');

/** The board of a map state, built on first use after each invalidation. */
export function boardFor(ctx: MapContext): Board {
  let board = boards.get(ctx.map);
  if (!board || board.catalog.definition !== ctx.definition) {
    board = new Board(ctx);
    boards.set(ctx.map, board);
  } else if (board.stale) {
    board.refresh();
  }
  return board;
}

/**
 * Makes the board of `copy` (a shallow copy of `ctx.map` about to differ in a few hexes, as a
 * trial lay's) from the board of `ctx.map`, so that only the hexes that come to differ are
 * computed for it, not the whole map.
 */
export function deriveBoard(ctx: MapContext, copy: MapState): void {
  boards.set(copy, new Board({ ...ctx, map: copy }, boardFor(ctx)));
}

/**
 * Forget everything derived from this map state. Call after any change to it that did not go
 * through `runtime/map/` (the map's own mutators call it themselves): connectivity, and the
 * snapshots that undo restores (see map-changes.ts), rely on it. `hexes`: the change was
 * confined to these hexes' states (what lies on them, their tokens and reservations) and the
 * placed-tile record, so what was derived from elsewhere on the map may stay.
 */
export function invalidateMap(map: MapState, hexes?: readonly string[]): void {
  recordMapChange(map, hexes);
  boards.get(map)?.invalidate(hexes);
}

export { mapVersion } from './map-changes.js';
