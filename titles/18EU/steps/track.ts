/**
 * 18EU's track: when a brown tile merges the cities of Paris, Berlin or Vienna into one, a major
 * with tokens in two of them keeps one there; the other returns to its charter.
 */
import { type ActionOf, invalidateMap, splitTileId, TrackStep } from '../../../runtime/sdk.js';

export default class Track extends TrackStep {
  override process_lay_tile(action: ActionOf<'lay_tile'>): void {
    const cities = this.game.state.map.hexes[action.hex]?.tokens.length ?? 0;
    super.process_lay_tile(action);
    const { name } = splitTileId(action.tile);
    if (cities > 1 && this.game.title.tiles[name]?.color === 'brown') this.removeDuplicateTokens(action.hex);
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
