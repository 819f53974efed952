/**
 * Synthetic late-game maps for the route optimiser's tests and `bench:routes`: a title's map
 * with tiles laid at random where a corporation reaches and they legally fit (any colour,
 * while the supply lasts or without limit) and station tokens dropped at random, so networks
 * get denser than recorded games reach. Seeded and reproducible.
 */
import type { MapContext } from '../../runtime/map/context.js';
import { initialMapState } from '../../runtime/map/init.js';
import { corporationGraph } from '../../runtime/map/graph.js';
import { layTile } from '../../runtime/map/lay.js';
import { canUpgrade } from '../../runtime/map/rotation.js';
import { placeHomeToken, placeToken, tilesInSupply, tokenRefusal } from '../../runtime/map/tokens.js';
import type { TitleDefinition } from '../../runtime/title/definition.js';
import type { TileColor } from '../../runtime/title/parts.js';
import { seededRandom as seeded } from '../../runtime/sim/random.js';

const COLORS: TileColor[] = ['yellow', 'green', 'brown', 'gray'];


/**
 * `lays` attempts to lay a tile; `unlimited` ignores the tile supply (denser than any real game:
 * every hex can end up upgraded). Then `tokensPerCorporation` more tokens each.
 */
export function denseMap(definition: TitleDefinition, seed: number, lays: number, tokensPerCorporation: number, unlimited = false): MapContext {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const ctx: MapContext = { definition, map: initialMapState(definition) };
  const corporations = definition.corporations.map((c) => c.sym);
  for (const corporation of corporations) placeHomeToken(ctx, corporation);
  const hexes = definition.hexes.map((h) => h.id);
  for (let i = 0; i < lays; i++) {
    // As in play: a corporation extends or upgrades track it reaches.
    const corporation = pick(corporations);
    const reachable = [...corporationGraph(ctx, corporation).connectedHexes().keys()];
    if (reachable.length === 0) continue;
    const hexId = pick(reachable);
    const options: { tileName: string; rotations: readonly number[] }[] = [];
    for (const tileName of Object.keys(definition.tiles)) {
      const check = canUpgrade(ctx, hexId, tileName, { corporation }, { phaseTiles: COLORS, supply: !unlimited });
      if (check.ok && check.rotations.length > 0) options.push({ tileName, rotations: check.rotations });
    }
    if (options.length === 0) continue;
    const option = pick(options);
    const copies = tilesInSupply(ctx, option.tileName);
    const copy = unlimited ? `${option.tileName}-x${i}` : copies[0];
    if (copy === undefined) continue;
    const result = layTile(ctx, hexId, copy, option.tileName, pick(option.rotations));
    // Tokens a lay took off go back on the first city that takes them.
    for (const corporation of result.pendingTokens) {
      const board = ctx.map.hexes[hexId];
      const city = board.tokens.findIndex((_, c) => tokenRefusal(ctx, hexId, c, corporation) === null);
      if (city >= 0) placeToken(ctx, hexId, city, corporation);
    }
  }
  for (let t = 0; t < tokensPerCorporation; t++) {
    for (const corporation of corporations) {
      const free: [string, number][] = [];
      for (const hexId of hexes) {
        ctx.map.hexes[hexId].tokens.forEach((_, c) => {
          if (tokenRefusal(ctx, hexId, c, corporation) === null) free.push([hexId, c]);
        });
      }
      if (free.length === 0) continue;
      const [hexId, c] = pick(free);
      placeToken(ctx, hexId, c, corporation);
    }
  }
  return ctx;
}
