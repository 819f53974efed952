/**
 * Where a corporation of 1867 may put its home token: a minor in any city with room whose hex
 * holds no token at all (a disconnected Toronto or Montreal station too); a major in a city with
 * room on a hex no other corporation's station (neutral ones aside) stands on — and if some such
 * hexes are still disconnected from the rest of the track, only those.
 */
import { boardFor, PATH_STRIDE, tokenRefusal, NEUTRAL_TOKEN, sharedWalker, mapContext, type Game, pendingTokens } from '../../runtime/sdk.js';

export function homeTokenLocations(game: Game, sym: string): string[] {
  const ctx = mapContext(game);
  const board = boardFor(ctx);
  const minor = game.operatorType(sym) === 'minor';
  const open: string[] = [];
  for (const hexId of board.grid.ids) {
    const tokens = game.state.map.hexes[hexId].tokens;
    if (tokens.length === 0) continue;
    const tokenable = (city: number) => tokenRefusal(ctx, hexId, city, sym) === null;
    const ok = minor
      ? tokens.some((slots, city) => tokenable(city) && slots.every((t) => t === null))
      : tokens.some((_, city) => tokenable(city)) && tokens.every((slots) => slots.every((t) => t === null || t === NEUTRAL_TOKEN));
    if (ok) open.push(hexId);
  }
  if (minor) return open;
  const unconnected = unconnectedHexes(game, open);
  return unconnected.length ? unconnected : open;
}

/** Those of the hexes from whose cities no track leads to another stop. */
export function unconnectedHexes(game: Game, hexes: readonly string[]): string[] {
  return hexes.filter((hexId) => !connected(game, hexId));
}

/** Whether track leads from a city of the hex to any other stop. */
function connected(game: Game, hexId: string): boolean {
  const board = boardFor(mapContext(game));
  const hex = board.grid.indexOf.get(hexId)!;
  const tile = board.tiles[hex];
  const walker = sharedWalker(board);
  let found = false;
  for (const c of tile.cities) {
    for (const pid of tile.nodes[c].paths) {
      const start = hex * PATH_STRIDE + pid;
      walker.reset();
      walker.walkPath(start, -1, -1, false, (pk) => {
        if (found) return false;
        if (pk === start) return;
        const ph = (pk / PATH_STRIDE) | 0;
        if (board.tiles[ph].paths[pk - ph * PATH_STRIDE].nodes.length > 0) {
          found = true;
          return false;
        }
      });
      if (found) return true;
    }
  }
  return false;
}

/**
 * Asks for a corporation's home token among these hexes (the home_token step waits for it), as
 * the reference's place_home_token does for a corporation without a home: unless its first
 * token is down or already asked for.
 */
export function requestHomeToken(game: Game, sym: string, hexes: readonly string[]): void {
  const corp = game.corporation(sym);
  if (!corp.tokens.some((t) => !t.used) || corp.tokens[0]?.used) return;
  const pending = game.round.get(pendingTokens);
  if (pending.some((p) => p.entity === sym)) return;
  game.log.emit('note', { text: `${sym} must choose city for home token` });
  pending.push({ entity: sym, hexes: [...hexes] });
  game.round.clearCache();
}
