/**
 * Putting a tile on a hex (Engine::Hex#lay, plus the map side effects of Tracker#lay_tile):
 * tokens and reservations move from the old tile's cities to the new tile's, the replaced copy
 * returns to the supply, paid-for borders disappear.
 *
 * layTile never mutates an existing HexState object: it replaces `map.hexes[id]` entries with
 * new objects, so a shallow copy of a MapState can be used for a trial lay.
 */
import { boardFor, invalidateMap } from './board.js';
import type { MapContext } from './context.js';
import { invertEdge } from './coords.js';
import type { TileGeometry } from './geometry.js';
import { exchangeToken } from './slots.js';
import type { HexState } from './state.js';
import { mapError } from './errors.js';

/**
 * Hex#city_map_for: for each old city (by city index), the new city it becomes (city index,
 * -1 for none). Cities without track map by index; otherwise an old city goes to the first new
 * city whose exits include all of its exits; leftovers take the same index or the first unused.
 */
export function cityMapFor(old: TileGeometry, tile: TileGeometry): number[] {
  const oldExits = old.cities.map((c) => old.nodes[c].exits);
  const newExits = tile.cities.map((c) => tile.nodes[c].exits);
  let map: number[];
  if (oldExits.every((e) => e.length === 0) && old.cities.length === tile.cities.length) {
    map = old.cities.map((_, i) => i);
  } else {
    map = oldExits.map((exits) =>
      exits.length === 0 ? -1 : newExits.findIndex((candidate) => exits.every((e) => candidate.includes(e))),
    );
  }
  // -1 stands for the reference's nil, which can itself be "used" by an earlier leftover.
  const used: number[] = map.filter((n) => n >= 0);
  for (let i = 0; i < map.length; i++) {
    if (map[i] >= 0) continue;
    let n = i < tile.cities.length ? i : -1;
    if (used.includes(n)) {
      n = -1;
      for (let j = 0; j < tile.cities.length; j++) {
        if (!used.includes(j)) {
          n = j;
          break;
        }
      }
    }
    map[i] = n;
    used.push(n);
  }
  return map;
}

export interface LayTileOptions {
  /**
   * Tracker#update_token!: when a tile with track replaces a trackless multi-city tile (an OO
   * hex), tokens there are taken off and their owners choose a city again. Default true.
   */
  readonly rehomeTokens?: boolean;
  /**
   * Called when tokens are to be taken off, with the new tile down and those tokens still on
   * it: the reference's track checks compute the laying corporation's graph at that moment.
   */
  readonly beforeTokensLifted?: () => void;
}

export interface LayTileResult {
  /** The tile id that lay there (a preprinted id, or a placed copy now back in the supply). */
  readonly replacedTileId: string;
  /** Corporations whose tokens were taken off by `rehomeTokens`, in city/slot order. */
  readonly pendingTokens: readonly string[];
  /** Terrain cost of the replaced tile (the sum of its upgrade parts) and its terrains. */
  readonly terrainCost: number;
  readonly terrains: readonly string[];
  /** Cost of borders the new track crosses from both sides, now removed, and their types. */
  readonly borderCost: number;
  readonly borderTypes: readonly string[];
  /** Those borders one by one. */
  readonly borders: readonly { readonly type?: string; readonly cost: number }[];
}

/**
 * What a hex's cities hold, carried from the tile there now to the one replacing it (the
 * reference's Hex#lay): tokens, slot reservations and revenue groups, city by city where the
 * track matches, the rest in order; a token without a city to go to is an error.
 */
function carryCities(
  ctx: MapContext,
  hexId: string,
  tileName: string,
  oldState: HexState,
  old: TileGeometry,
  tile: TileGeometry,
): { tokens: (string | null)[][]; reservations: (string | null)[][]; cityGroups: string[][] | undefined } {
  const cityMap = cityMapFor(old, tile);
  const reservations: (string | null)[][] = tile.cities.map(() => []);
  cityMap.forEach((n, i) => {
    if (n >= 0) reservations[n].push(...(oldState.slotReservations[i] ?? []));
  });
  const tokens: (string | null)[][] = tile.cities.map((c) => new Array<string | null>(tile.nodes[c].slots).fill(null));
  const slotsOf = (n: number): number => tile.nodes[tile.cities[n]].slots;
  const put = (n: number, corporation: string, cheater: boolean): void => {
    if (n < 0) throw mapError('no_city', `${tileName} on ${hexId} has no city for ${corporation}'s token`);
    exchangeToken(ctx, tokens[n], reservations[n], slotsOf(n), corporation, cheater);
  };

  if (cityMap.length === 1) {
    const oldSlots = old.nodes[old.cities[0]].slots;
    (oldState.tokens[0] ?? []).forEach((t, i) => {
      if (t !== null) put(cityMap[0], t, i >= oldSlots);
    });
  } else if (cityMap.length > 1) {
    // Group tokens by their new city (in order of first appearance), then place each group;
    // slots already reserved in the new city count against the printed slots.
    const groups = new Map<number, string[]>();
    cityMap.forEach((n, i) => {
      const moving = (oldState.tokens[i] ?? []).filter((t): t is string => t !== null);
      if (n < 0) {
        if (moving.length > 0) throw mapError('no_city', `${tileName} on ${hexId} has no city for ${moving[0]}'s token`);
        return;
      }
      let list = groups.get(n);
      if (!list) groups.set(n, (list = []));
      list.push(...moving);
    });
    for (const [n, list] of groups) {
      const reserved = reservations[n].length;
      list.forEach((t, i) => put(n, t, reserved + i >= slotsOf(n)));
    }
  }

  return { tokens, reservations, cityGroups: carriedGroups(cityMap, old, tile) };
}

/**
 * The groups of the new tile's cities where they are not its own (HexState.cityGroups): a city
 * an old city becomes takes that city's groups (the last such, as the reference assigns them in
 * turn), others keep their own; undefined when every city has its own.
 */
function carriedGroups(cityMap: readonly number[], old: TileGeometry, tile: TileGeometry): string[][] | undefined {
  const groups = tile.cities.map((c) => tile.nodes[c].groups);
  cityMap.forEach((n, i) => {
    if (n >= 0) groups[n] = old.nodes[old.cities[i]].groups;
  });
  const own = (n: number) => tile.nodes[tile.cities[n]].groups;
  const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((g, i) => g === b[i]);
  return groups.every((g, n) => same(g, own(n))) ? undefined : groups.map((g) => [...g]);
}

/**
 * Puts a hex's preprinted tile back in place of the tile laid there (the reference's
 * Hex#lay_downgrade, 1882's rebellion): the laid tile returns to the supply, tokens and
 * reservations stay (in the preprinted tile's cities), and its borders are whole again.
 * Returns the id of the tile taken up, or undefined when the preprinted tile lies there.
 */
export function restorePreprinted(ctx: MapContext, hexId: string): string | undefined {
  const { map } = ctx;
  const oldState = map.hexes[hexId];
  if (oldState?.tileName === undefined) return undefined;
  const board = boardFor(ctx);
  const old = board.tiles[board.hexIndex(hexId)];
  const tile = board.catalog.preprinted(hexId, 0);
  const preprinted = ctx.definition.hexes.find((h) => h.id === hexId)!;
  const { tokens, reservations, cityGroups } = carryCities(ctx, hexId, preprinted.tileId, oldState, old, tile);
  delete map.placed[oldState.tileId];
  const next: HexState = { tileId: preprinted.tileId, rotation: 0, tokens, slotReservations: reservations, tileReservations: [...oldState.tileReservations] };
  if (cityGroups) next.cityGroups = cityGroups;
  if (oldState.promisedTokens) next.promisedTokens = [...oldState.promisedTokens];
  map.hexes[hexId] = next;
  invalidateMap(map, [hexId]);
  return oldState.tileId;
}

/**
 * Put tile copy `tileId` (of manifest tile `tileName`) on a hex at a rotation. Legality is the
 * caller's (see `upgrade.ts`, `rotation.ts`); this only changes the map. Throws `map/...` if a
 * token has no city to go to or the copy already lies elsewhere.
 */
export function layTile(ctx: MapContext, hexId: string, tileId: string, tileName: string, rotation: number, options: LayTileOptions = {}): LayTileResult {
  const { map } = ctx;
  const board = boardFor(ctx);
  const hex = board.hexIndex(hexId);
  const oldState = map.hexes[hexId];
  const old = board.tiles[hex];
  const tile = board.catalog.tile(tileName, rotation);
  const elsewhere = Object.hasOwn(map.placed, tileId) ? map.placed[tileId] : undefined;
  if (elsewhere !== undefined && elsewhere !== hexId) throw mapError('tile_in_use', `${tileId} already lies on ${elsewhere}`);

  const { tokens, reservations, cityGroups } = carryCities(ctx, hexId, tileName, oldState, old, tile);

  const pendingTokens: string[] = [];
  const lifting = options.rehomeTokens !== false && old.paths.length === 0 && tile.paths.length > 0 && tile.cities.length > 1;
  if (lifting) for (const city of tokens) pendingTokens.push(...city.filter((t): t is string => t !== null));

  const replacedTileId = oldState.tileId;
  if (oldState.tileName !== undefined) delete map.placed[replacedTileId];
  map.placed[tileId] = hexId;
  const next: HexState = {
    tileId,
    tileName,
    rotation: tile.rotation,
    tokens,
    slotReservations: reservations,
    tileReservations: [...oldState.tileReservations],
  };
  if (cityGroups) next.cityGroups = cityGroups;
  if (oldState.removedBorders) next.removedBorders = [...oldState.removedBorders];
  if (oldState.promisedTokens) next.promisedTokens = [...oldState.promisedTokens];
  map.hexes[hexId] = next;
  invalidateMap(map, [hexId]);
  if (pendingTokens.length > 0) {
    options.beforeTokensLifted?.();
    for (const city of tokens) city.fill(null);
    invalidateMap(map, [hexId]);
  }

  const { borderCost, borderTypes, borders } = payBorders(ctx, hexId);
  const terrains: string[] = [];
  for (const u of old.upgrades) for (const t of u.terrain) if (!terrains.includes(t)) terrains.push(t);
  return {
    replacedTileId,
    pendingTokens,
    terrainCost: old.upgrades.reduce((sum, u) => sum + u.cost, 0),
    terrains,
    borderCost,
    borderTypes,
    borders,
  };
}

/**
 * Tracker#remove_border_calculate_cost!: each border with a cost on the hex that track now
 * crosses from both sides is paid and removed, from this hex and the neighbour's facing edge.
 */
function payBorders(ctx: MapContext, hexId: string): { borderCost: number; borderTypes: string[]; borders: { type?: string; cost: number }[] } {
  const board = boardFor(ctx);
  const hex = board.hexIndex(hexId);
  let borderCost = 0;
  const borderTypes: string[] = [];
  const borders: { type?: string; cost: number }[] = [];
  const changed = [hexId];
  for (const border of board.borders(hex)) {
    if (border.cost === undefined) continue;
    const edge = border.edge;
    const nb = board.neighbors[hex * 6 + edge];
    if (nb < 0) continue;
    if ((board.tiles[hex].exitMask & (1 << edge)) === 0 || (board.tiles[nb].exitMask & (1 << invertEdge(edge))) === 0) continue;
    if (border.borderType !== undefined) borderTypes.push(border.borderType);
    borders.push(border.borderType === undefined ? { cost: border.cost } : { type: border.borderType, cost: border.cost });
    borderCost += border.cost;
    removeBorder(ctx, hexId, edge);
    removeBorder(ctx, board.grid.ids[nb], invertEdge(edge));
    changed.push(board.grid.ids[nb]);
  }
  if (changed.length > 1) invalidateMap(ctx.map, changed);
  return { borderCost, borderTypes, borders };
}

function removeBorder(ctx: MapContext, hexId: string, edge: number): void {
  const state = ctx.map.hexes[hexId];
  const removed = state.removedBorders ?? [];
  if (removed.includes(edge)) return;
  ctx.map.hexes[hexId] = { ...state, removedBorders: [...removed, edge] };
}
