/**
 * The orientations of a tile a player can tell apart. The engine lists every legal rotation; a
 * symmetric tile looks the same in several (tile 57's straight city at 0 and 3), and cycling
 * through those made every other click of ↻ do nothing. Two rotations are one orientation when
 * their track joins the same edges to the same cities and towns (each city by its index, so a
 * rotation that would move a station token to another city stays apart); the first listed of
 * each orientation is kept.
 */
import type { TitleDefinition } from '../../../runtime/index.js';
import { tileCatalog } from '../../../runtime/map/index.js';

/** What the tile at a rotation looks like, as far as play is concerned. */
function orientation(definition: TitleDefinition, tileName: string, rotation: number): string {
  const tile = tileCatalog(definition).tile(tileName, rotation);
  return tile.paths
    .map((path) => [...path.edges.map((e) => `e${e}`), ...path.nodes.map((n) => `n${n}`), path.junction ? 'j' : '', path.track].sort().join(','))
    .sort()
    .join(';');
}

/** The legal rotations with one per distinct orientation, in the engine's order. */
export function distinctRotations(definition: TitleDefinition, tileName: string, rotations: readonly number[]): number[] {
  const seen = new Set<string>();
  const out: number[] = [];
  for (const rotation of rotations) {
    let key: string;
    try {
      key = orientation(definition, tileName, rotation);
    } catch {
      key = `rotation ${rotation}`;
    }
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(rotation);
  }
  return out;
}
