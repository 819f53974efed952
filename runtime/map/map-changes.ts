/**
 * What changed in a map state object, as `invalidateMap` (board.ts) is told: a version per
 * object, counting its changes, and the hexes each recent change was confined to. Undo's
 * snapshots (engine/snapshot.ts) use both: the same object at the same version holds the same
 * map, and hexes no change named since a version hold what they held then, so a snapshot can
 * share an earlier snapshot's copies of them instead of copying the whole map again.
 */
import type { MapState } from './state.js';
import { ObjectSlot } from '../core/object-slot.js';

/** How many recent changes a map keeps the hexes of (older ones count as changing everything). */
const RECENT = 32;

interface Changes {
  version: number;
  /** The hexes of the last changes, oldest first (`undefined`: the whole map); `recent[i]` made version `version - recent.length + 1 + i`. */
  readonly recent: (readonly string[] | undefined)[];
}

const changes = new ObjectSlot<MapState, Changes>('map changes');

/** Counts a change to `map`, confined to `hexes` when given. */
export function recordMapChange(map: MapState, hexes?: readonly string[]): void {
  let of = changes.get(map);
  if (!of) changes.set(map, (of = { version: 0, recent: [] }));
  of.version++;
  of.recent.push(hexes);
  if (of.recent.length > RECENT) of.recent.shift();
}

/**
 * How many changes this map state object has had: the same object at the same version holds the
 * same map, which lets a snapshot share an earlier snapshot's copy of it and an undo keep the
 * live map without comparing the two (engine/history.ts).
 */
export function mapVersion(map: MapState): number {
  return changes.get(map)?.version ?? 0;
}

/**
 * The hexes changed in `map` since it was at `version`, or undefined when that is not known
 * hex by hex (a change to the whole map, or one too long ago).
 */
export function hexesChangedSince(map: MapState, version: number): ReadonlySet<string> | undefined {
  const of = changes.get(map);
  const now = of?.version ?? 0;
  if (version > now) return undefined;
  const count = now - version;
  if (count === 0) return new Set();
  if (!of || count > of.recent.length) return undefined;
  const out = new Set<string>();
  for (let i = of.recent.length - count; i < of.recent.length; i++) {
    const hexes = of.recent[i];
    if (hexes === undefined) return undefined;
    for (const hex of hexes) out.add(hex);
  }
  return out;
}
