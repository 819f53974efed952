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

/** Per title: per hex, per tile lying there (its name; '' for the hex's preprinted tile), the candidates without and with `special`. */
const candidateCache = new WeakMap<TitleDefinition, Map<string, Map<string, [(readonly string[])?, (readonly string[])?]>>>();

/** The title's tiles (in its order) the tile rules let replace `from` on `hexId`. */
export function upgradeCandidates(definition: TitleDefinition, hexId: string, from: TileRef, special: boolean): readonly string[] {
  let byHex = candidateCache.get(definition);
  if (!byHex) candidateCache.set(definition, (byHex = new Map()));
  let byTile = byHex.get(hexId);
  if (!byTile) byHex.set(hexId, (byTile = new Map()));
  // A preprinted tile is named by its hex, which is this one: '' cannot be a manifest tile's name.
  const lying = from.kind === 'tile' ? from.name : from.hexId === hexId ? '' : '\u0000' + from.hexId;
  let pair = byTile.get(lying);
  if (!pair) byTile.set(lying, (pair = [undefined, undefined]));
  const slot = special ? 1 : 0;
  let names = pair[slot];
  if (names === undefined) {
    const refusal = hexUpgradeRefusals(definition, hexId, from, { special });
    names = pair[slot] = Object.keys(definition.tiles).filter((name) => refusal(name) === null);
  }
  return names;
}
