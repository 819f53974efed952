/**
 * Track restrictions (the reference's Tracker#check_track_restrictions!): whether a lay lets the
 * corporation reach new track (or, per the title's mode, a stop whose value changed), judged on
 * its walks with the tile down. Always forbids dropping a city or town; then `permissive` allows
 * anything, `restrictive` wants the corporation to reach some new track, `semi_restrictive` new
 * track or a city whose revenue changed, `station_restrictive` new track or a tile with stops.
 *
 * Asked two ways: of a lay not made (legal actions, the preview: on a copy of the map with the
 * tile laid, remembered until the map changes), and of the lay being made (`performLay`: on the
 * map itself once the tile is down, the action refused and rolled back as a whole if it fails).
 */
import { boardFor, deriveBoard, invalidateMap, PATH_STRIDE, type Board } from './board.js';
import type { MapContext } from './context.js';
import type { TileGeometry } from './geometry.js';
import { walkReachesHexPaths } from './graph-walks.js';
import { tokenNodes } from './graph.js';
import { layTile } from './lay.js';
import { mayReach } from './reach.js';
import type { MapState } from './state.js';
import { pathWithin } from './upgrade.js';

export type TrackRestrictionRefusal = 'upgrade/must_keep_city_town' | 'upgrade/must_use_new_track' | 'upgrade/must_use_new_track_or_change_city';

type WalkedMode = 'restrictive' | 'semi_restrictive' | 'station_restrictive';

// Helpers of the restriction, module-level so a lay check creates no named closures
// (each costs a defineProperty under tsx's keepNames).
function exitSubset(a: readonly number[], b: readonly number[]): boolean {
  return a.every((e) => b.includes(e));
}

function maxRevenue(t: TileGeometry, n: number): number {
  const r = t.nodes[n].revenue;
  return typeof r === 'number' ? r : Math.max(...Object.values(r).map((v) => v ?? 0));
}

/** A set of a tile's stops as their revenues, sorted: equal when an upgrade kept the stops' values. */
function sortedRevenues(t: TileGeometry, nodes: readonly number[]): string {
  return nodes.map((n) => maxRevenue(t, n)).sort((a, b) => a - b).join(',');
}

/**
 * What no walk decides: a dropped city or town refuses the lay; a mode that is not walked, a lay on
 * an empty hex (all new track) or, for station_restrictive, a tile with stops allows it. Else the
 * mode whose walk decides.
 */
function withoutWalk(ctx: MapContext, old: TileGeometry, tile: TileGeometry): TrackRestrictionRefusal | null | WalkedMode {
  if (!ctx.definition.rules.allowRemovingTowns && old.cityTowns.some((oc) => !tile.cityTowns.some((nc) => exitSubset(old.nodes[oc].exits, tile.nodes[nc].exits)))) {
    return 'upgrade/must_keep_city_town';
  }
  const mode = ctx.definition.rules.trackRestriction;
  if (mode !== 'restrictive' && mode !== 'semi_restrictive' && mode !== 'station_restrictive') return null;
  if (old.paths.length === 0 || (mode === 'station_restrictive' && tile.routeNodes.length > 0)) return null;
  return mode;
}

const isWalked = (verdict: TrackRestrictionRefusal | null | WalkedMode): verdict is WalkedMode =>
  verdict === 'restrictive' || verdict === 'semi_restrictive' || verdict === 'station_restrictive';

/**
 * The track restriction of laying `tileName` at `rotation` on the hex, asked without laying it:
 * judged on a copy of the map with the tile down. Asked for every rotation of every tile a lay
 * could place, and again for each who asks in the same state: remembered until the map changes.
 */
export function trackRestrictionRefusal(ctx: MapContext, hexId: string, tileName: string, rotation: number, corporation: string): TrackRestrictionRefusal | null {
  const board = boardFor(ctx);
  const old = board.tiles[board.hexIndex(hexId)];
  const tile = board.catalog.tile(tileName, rotation);
  const verdict = withoutWalk(ctx, old, tile);
  if (!isWalked(verdict)) return verdict;
  const known = board.cache('trackRestrictions', () => new Map<string, TrackRestrictionRefusal | null>());
  const key = `${corporation}\u0000${hexId}\u0000${tileName}\u0000${rotation}`;
  const remembered = known.get(key);
  if (remembered !== undefined) return remembered;
  const refusal = trialRefusal(ctx, verdict, hexId, tileName, rotation, corporation);
  known.set(key, refusal);
  return refusal;
}

/**
 * The track restriction of the lay being made, once `tileName` is down on the hex, `old` the tile
 * it replaced: what `trackRestrictionRefusal` would have said before the lay, judged on the map
 * itself (no copy). For a lay `knownTrackRestriction` had no verdict on; the caller refuses the
 * action, which is rolled back whole.
 */
export function laidTrackRestrictionRefusal(ctx: MapContext, hexId: string, old: TileGeometry, tileName: string, rotation: number, corporation: string): TrackRestrictionRefusal | null {
  const board = boardFor(ctx);
  const tile = board.catalog.tile(tileName, rotation);
  const verdict = withoutWalk(ctx, old, tile);
  // A lay being made is nearly always allowed (legal actions offered it): straight to the walks.
  return isWalked(verdict) ? walkRefusal(board, verdict, board.hexIndex(hexId), satisfyingPaths(verdict, old, tile), corporation, false) : verdict;
}

/**
 * Before a lay: what the restriction of this lay is already known to be (legal actions asked
 * it in this state), a verdict no walk needs, or undefined where the walk is still to be made.
 */
export function knownTrackRestriction(ctx: MapContext, hexId: string, tileName: string, rotation: number, corporation: string): TrackRestrictionRefusal | null | undefined {
  const board = boardFor(ctx);
  const verdict = withoutWalk(ctx, board.tiles[board.hexIndex(hexId)], board.catalog.tile(tileName, rotation));
  if (!isWalked(verdict)) return verdict;
  const known = board.caches.get('trackRestrictions') as Map<string, TrackRestrictionRefusal | null> | undefined;
  return known?.get(`${corporation}\u0000${hexId}\u0000${tileName}\u0000${rotation}`);
}

/** The track restriction judged on the corporation's walks with the tile laid on a copy of the map. */
function trialRefusal(ctx: MapContext, mode: WalkedMode, hexId: string, tileName: string, rotation: number, corporation: string): TrackRestrictionRefusal | null {
  const board = boardFor(ctx);
  const hex = board.hexIndex(hexId);
  const old = board.tiles[hex];
  const tile = board.catalog.tile(tileName, rotation);
  const satisfying = satisfyingPaths(mode, old, tile);
  if (!satisfying.some(Boolean)) return refusalFor(mode);
  // The corporation's track as it would be after the lay: laid on the map state's trial copy,
  // judged, and taken up again.
  const trial = trialMap(ctx, board);
  const trialCtx: MapContext = { ...ctx, map: trial };
  const laidId = `${tileName}-trial`;
  const takeUp = takeUpLater(board, trial, hex, laidId);
  try {
    layTile(trialCtx, hexId, laidId, tileName, rotation, { rehomeTokens: false });
    return walkRefusal(boardFor(trialCtx), mode, hex, satisfying, corporation, true);
  } finally {
    takeUp();
  }
}

/**
 * The map state's copy for trial lays: a shallow copy of the map whose board starts from this
 * one's. Made once per map state (copying every hex for each of the hundreds of candidate lays
 * cost more than their walks); each lay on it is taken up again before the next.
 */
function trialMap(ctx: MapContext, board: Board): MapState {
  return board.cache('trackRestrictionTrial', () => {
    const trial: MapState = { hexes: { ...ctx.map.hexes }, placed: { ...ctx.map.placed } };
    deriveBoard(ctx, trial);
    return trial;
  });
}

/**
 * What laying tile copy `laidId` on `hex` of the trial map may change, kept to be put back: the
 * hex's state, its neighbours' (a border paid is taken off both sides), and the placed record
 * of the tile replaced and of the one laid. The returned function restores them and tells the
 * trial's board which hexes changed (its next refresh computes just those again).
 */
function takeUpLater(board: Board, trial: MapState, hex: number, laidId: string): () => void {
  const ids = [board.grid.ids[hex]];
  for (let e = 0; e < 6; e++) {
    const nb = board.grid.allNeighbors[hex * 6 + e];
    if (nb >= 0) ids.push(board.grid.ids[nb]);
  }
  const states = ids.map((id) => trial.hexes[id]);
  const keys = [states[0].tileId, laidId];
  const had = keys.map((k) => Object.hasOwn(trial.placed, k));
  const values = keys.map((k) => trial.placed[k]);
  return () => {
    ids.forEach((id, i) => (trial.hexes[id] = states[i]));
    keys.forEach((k, i) => {
      if (had[i]) trial.placed[k] = values[i];
      else delete trial.placed[k];
    });
    invalidateMap(trial, ids);
  };
}

/**
 * Paths of the new tile that would satisfy the mode if the corporation's walks reach them (new
 * track, or for semi_restrictive a stop whose revenue changed).
 */
function satisfyingPaths(mode: WalkedMode, old: TileGeometry, tile: TileGeometry): readonly boolean[] {
  // Fixed by the two tiles' geometries (one shared object per tile and rotation): found once.
  let byTile = satisfyingByOld.get(old);
  if (!byTile) satisfyingByOld.set(old, (byTile = new Map()));
  const key = mode === 'semi_restrictive' ? 1 : 0;
  let answers = byTile.get(tile);
  if (!answers) byTile.set(tile, (answers = []));
  return (answers[key] ??= findSatisfyingPaths(mode, old, tile));
}

const satisfyingByOld = new WeakMap<TileGeometry, Map<TileGeometry, (readonly boolean[])[]>>();

function findSatisfyingPaths(mode: WalkedMode, old: TileGeometry, tile: TileGeometry): boolean[] {
  return tile.paths.map((np) => {
    const op = old.paths.find((p) => pathWithin(tile, np, old, p));
    return !op || (mode === 'semi_restrictive' && sortedRevenues(old, op.nodes) !== sortedRevenues(tile, np.nodes));
  });
}

/**
 * The verdict of the corporation's walks on `board`, where the tile lies on `hex` with these
 * paths satisfying the mode. With `boundFirst` (candidate lays, about half of them refused), the
 * directed bound is asked first: it settles most refusals at once, in time linear in the track.
 * The walks (ability start points add none) stop at the first satisfying path.
 */
function walkRefusal(board: Board, mode: WalkedMode, hex: number, satisfying: readonly boolean[], corporation: string, boundFirst: boolean): TrackRestrictionRefusal | null {
  if (!satisfying.some(Boolean)) return refusalFor(mode);
  const isSatisfying = (pk: number): boolean => ((pk / PATH_STRIDE) | 0) === hex && satisfying[pk - hex * PATH_STRIDE];
  if (boundFirst && !mayReach(board, corporation, tokenNodes(board, corporation), isSatisfying)) return refusalFor(mode);
  return walkReachesHexPaths(board, corporation, hex, satisfying) ? null : refusalFor(mode);
}

function refusalFor(mode: WalkedMode): TrackRestrictionRefusal {
  return mode === 'semi_restrictive' ? 'upgrade/must_use_new_track_or_change_city' : 'upgrade/must_use_new_track';
}
