/**
 * The snapshots undo and rollback restore (history.ts): copies of the game state, taken often
 * (every few dozen actions, and in `processAll` before each action a later undo returns to).
 * The map is most of a state's size and most actions leave most of it alone, so a snapshot
 * shares with an earlier copy of the live map (the last snapshot's, or the one an undo restored
 * it from: `MapBase`) what the map's change log (map/map-changes.ts) says is unchanged since:
 * the whole map when nothing changed, else every hex no change named. Snapshots are
 * never changed, so sharing between them is safe; one that becomes the live state again has
 * its shared map copied first (`ownMap`).
 */
import { invalidateMap } from '../map/board.js';
import { hexesChangedSince, mapVersion } from '../map/map-changes.js';
import type { HexState, MapState } from '../map/state.js';
import { cloneState, cloneStateWith } from '../state/clone.js';
import { sameState } from '../state/equal.js';
import type { GameState } from '../state/types.js';

export interface Checkpoint {
  /** How many applied actions the snapshot includes. */
  readonly applied: number;
  /** The state then; null stands for the initial state (rebuilt, not stored). */
  readonly state: GameState | null;
  /** Taken by `processAll` for an undo it knows is coming (see `plannedUses`). */
  readonly planned?: boolean;
  /**
   * The live map object the snapshot's map was copied from, and its version then
   * (map/map-changes.ts): while the live map is still that object at that version, it equals
   * the snapshot's.
   */
  readonly mapSource?: MapState;
  readonly mapVersion?: number;
  /** Whether the snapshot's map (or any hex of it) is an earlier snapshot's. */
  readonly sharesMap?: boolean;
}

/**
 * An unchanging copy of the live map as it was at a version: the last snapshot's, or the
 * snapshot an undo restored the live map from. What the change log names since then is all
 * that differs.
 */
export interface MapBase {
  readonly source: MapState;
  readonly version: number;
  readonly copy: MapState;
}

/** A snapshot of `state` after `applied` actions, sharing with `base` what is unchanged of the map. */
export function takeSnapshot(state: GameState, applied: number, planned: boolean, base: MapBase | undefined): Checkpoint {
  const source = state.map;
  const version = mapVersion(source);
  const changed = base?.source === source ? hexesChangedSince(source, base.version) : undefined;
  if (!base || !changed) return { applied, state: cloneState(state), planned, mapSource: source, mapVersion: version };
  const map = changed.size === 0 ? base.copy : copyMapSharing(source, base.copy, changed);
  return { applied, state: cloneStateWith(state, 'map', map), planned, mapSource: source, mapVersion: version, sharesMap: true };
}

/** The base a snapshot makes for the next: its map is the live map's copy at its version. */
export function baseOf(checkpoint: Checkpoint): MapBase | undefined {
  return checkpoint.state && checkpoint.mapSource ? { source: checkpoint.mapSource, version: checkpoint.mapVersion!, copy: checkpoint.state.map } : undefined;
}

/** A copy of `map` taking from `earlier` (a snapshot's copy of it) each hex not in `changed`. */
function copyMapSharing(map: MapState, earlier: MapState, changed: ReadonlySet<string>): MapState {
  const hexes: Record<string, HexState> = {};
  for (const id of Object.keys(map.hexes)) hexes[id] = !changed.has(id) && Object.hasOwn(earlier.hexes, id) ? earlier.hexes[id] : cloneState(map.hexes[id]);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(map)) out[key] = key === 'hexes' ? hexes : cloneState((map as unknown as Record<string, unknown>)[key]);
  return out as unknown as MapState;
}

/** Whether the live map is still the object a snapshot copied its map from, unchanged since. */
export function liveMapUnchanged(checkpoint: Checkpoint, live: MapState): boolean {
  return checkpoint.mapSource === live && checkpoint.mapVersion === mapVersion(live);
}

/**
 * Whether the live map holds what the snapshot's copy of it does (the actions undone changed it
 * and changed it back): where the live map is the object copied, only what changed since needs
 * comparing (the hexes named, and the parts beside the hexes); else all of it.
 */
export function liveMapEquals(checkpoint: Checkpoint, copy: MapState, live: MapState): boolean {
  const changed = checkpoint.mapSource === live ? hexesChangedSince(live, checkpoint.mapVersion!) : undefined;
  if (!changed) return sameState(copy, live);
  const keys = Object.keys(live);
  if (keys.length !== Object.keys(copy).length) return false;
  for (const key of keys) if (key !== 'hexes' && !sameState((copy as unknown as Record<string, unknown>)[key], (live as unknown as Record<string, unknown>)[key])) return false;
  for (const id of changed) if (!sameState(copy.hexes[id], live.hexes[id])) return false;
  return true;
}

/**
 * Puts the snapshot's map back into the live map it was copied from, where the map's change log
 * names what changed since (an undo of a tile lay or a token): those hexes and the parts beside
 * the hexes take the snapshot's content again, as copies, and are declared changed. The live map
 * object stays, with its board and every graph the change did not touch; the snapshot's whole
 * map need not be copied. False (nothing done) where the changes are not known hex by hex.
 */
export function revertLiveMap(checkpoint: Checkpoint, live: MapState): boolean {
  const copy = checkpoint.state?.map;
  if (!copy || checkpoint.mapSource !== live) return false;
  const changed = hexesChangedSince(live, checkpoint.mapVersion!);
  if (!changed) return false;
  const hexes = live.hexes as Record<string, HexState>;
  for (const id of changed) {
    if (Object.hasOwn(copy.hexes, id)) hexes[id] = cloneState(copy.hexes[id]);
    else delete hexes[id];
  }
  const parts = live as unknown as Record<string, unknown>;
  const snapshot = copy as unknown as Record<string, unknown>;
  for (const key of Object.keys(parts)) if (key !== 'hexes' && !Object.hasOwn(snapshot, key)) delete parts[key];
  for (const key of Object.keys(snapshot)) if (key !== 'hexes') parts[key] = cloneState(snapshot[key]);
  invalidateMap(live, [...changed]);
  return true;
}
