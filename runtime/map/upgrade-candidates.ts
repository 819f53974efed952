/**
 * The tiles that may replace the one lying on a hex by the tile rules alone (`hexUpgradeRefusals`
 * without a title hook), in the title's tile order: a lay's candidates on a hex. Listing tile
 * lays asked every tile in the supply of every reachable hex after every action; the answer
 * depends only on the title, the hex and the tile lying there, and most tiles fail it, so the
 * few that pass are kept per title and the lay asks only those.
 */
import type { TitleDefinition } from '../title/definition.js';
import type { TileRef } from './tiles.js';
import { hexUpgradeRefusals } from './upgrade.js';

interface Candidates {
  /** The tile lying on the hex: its name, or '' for the hex's own preprinted tile. */
  readonly lying: string;
  readonly special: boolean;
  readonly names: readonly string[];
}

/**
 * Per title, per hex: the answers found, the last one asked first (a hex's tile changes only
 * when a tile is laid there, so the same question comes back after almost every action).
 */
const candidateCache = new WeakMap<TitleDefinition, Map<string, Candidates[]>>();

/** The title's tiles (in its order) the tile rules let replace `from` on `hexId`. */
export function upgradeCandidates(definition: TitleDefinition, hexId: string, from: TileRef, special: boolean): readonly string[] {
  let byHex = candidateCache.get(definition);
  if (!byHex) candidateCache.set(definition, (byHex = new Map()));
  let known = byHex.get(hexId);
  if (!known) byHex.set(hexId, (known = []));
  // A preprinted tile is named by its hex: '' (never a manifest tile's name) where it is this one.
  const lying = from.kind === 'tile' ? from.name : from.hexId === hexId ? '' : '\u0000' + from.hexId;
  for (let i = 0; i < known.length; i++) {
    const entry = known[i];
    if (entry.lying !== lying || entry.special !== special) continue;
    if (i > 0) known.splice(i, 1), known.unshift(entry);
    return entry.names;
  }
  const refusal = hexUpgradeRefusals(definition, hexId, from, { special });
  const names = Object.keys(definition.tiles).filter((name) => refusal(name) === null);
  known.unshift({ lying, special, names });
  return names;
}
