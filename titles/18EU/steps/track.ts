/**
 * 18EU's track: a tile laid where the mountains come to £120 (a high mountain, or a tile that has
 * carried two there) carries a £60 mountain from then on (hooks.ts charges it); when a brown tile
 * merges the cities of Paris, Berlin or Vienna into one, a major with tokens in two of them keeps
 * one there, the other returning to its charter.
 */
import { type ActionOf, invalidateMap, splitTileId, TrackStep } from '../../../runtime/sdk.js';
import { MOUNTAIN_PART, mountainParts } from '../vars.js';

export default class Track extends TrackStep {
  override process_lay_tile(action: ActionOf<'lay_tile'>): void {
    // An own key only: a hex id like `__proto__` names no hex (the engine refuses the lay below).
    const hex = Object.hasOwn(this.game.state.map.hexes, action.hex) ? this.game.state.map.hexes[action.hex] : undefined;
    const cities = hex?.tokens.length ?? 0;
    const mountains = hex ? this.mountainCost(action.hex, hex.tileId, hex.tileName === undefined) : 0;
    super.process_lay_tile(action);
    if (mountains === 2 * MOUNTAIN_PART) {
      const parts = { ...this.game.view.get(mountainParts) };
      parts[action.tile] = (parts[action.tile] ?? 0) + 1;
      this.game.effects.set(mountainParts, parts);
    }
    const { name } = splitTileId(action.tile);
    if (cities > 1 && this.game.title.tiles[name]?.color === 'brown') this.removeDuplicateTokens(action.hex);
  }

  /** The mountains of the tile on a hex: a preprinted hex's own, or those a laid tile carries. */
  private mountainCost(hexId: string, tileId: string, preprinted: boolean): number {
    if (!preprinted) return MOUNTAIN_PART * (this.game.view.get(mountainParts)[tileId] ?? 0);
    const hex = this.game.title.hexes.find((h) => h.id === hexId);
    return (hex?.parts ?? []).reduce((sum, part) => sum + (part.type === 'upgrade' ? (part.cost ?? 0) : 0), 0);
  }

  private removeDuplicateTokens(hexId: string): void {
    const hex = this.game.state.map.hexes[hexId];
    hex.tokens.forEach((city, cityIndex) => {
      const seen = new Set<string>();
      city.forEach((sym, slot) => {
        if (sym === null || !this.game.isOperator(sym)) return;
        if (!seen.has(sym)) {
          seen.add(sym);
          return;
        }
        city[slot] = null;
        const token = this.game.operator(sym).tokens.find((t) => t.used && t.hex === hexId && t.city === cityIndex);
        if (token) {
          token.used = false;
          delete token.hex;
          delete token.city;
        }
        this.game.log.emit('note', { text: `${sym} redundant token removed from ${hexId}` });
      });
    });
    invalidateMap(this.game.state.map);
  }
}
