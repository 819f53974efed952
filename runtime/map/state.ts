/**
 * The map's part of a game's state: plain data (cloneable, hashable), changed only by the
 * functions of `runtime/map/`. Everything else about the map (geometry, tile parts, revenue
 * tables) is derived from the compiled title and never stored.
 */

/**
 * A neutral token in a city's slot (the reference's Token of type :neutral): it fills the slot,
 * so nobody can token there, yet blocks no route; it is no operator's station.
 */
export const NEUTRAL_TOKEN = '~neutral';

export interface HexState {
  /**
   * The tile on the hex: a placed tile's id (`57-0`: name and copy index) or the hex's preprinted
   * tile id (`D14-0`, see `HexDefinition.tileId`).
   */
  tileId: string;
  /** The tile's name: a manifest tile name, or undefined while the preprinted tile lies there. */
  tileName?: string;
  rotation: number;
  /**
   * Station tokens by city of the current tile (in the tile's part order), by slot: the symbol
   * of the corporation (or minor) whose token fills it, or null.
   */
  tokens: (string | null)[][];
  /** Slot reservations by city, by slot (a home city reserved for a corporation), or null. */
  slotReservations: (string | null)[][];
  /** Reservations of the whole tile, not yet tied to a city (a home on an OO hex). */
  tileReservations: string[];
  /**
   * Edges of this hex whose cost-bearing border (1846's rivers and ridges) was paid for and is
   * gone: the reference deletes a border once track crosses it from both sides. Absent = none.
   */
  removedBorders?: number[];
  /**
   * The revenue groups of each city of the tile (in the tile's city order), where they are not
   * the tile's own: a laid tile's cities take the groups of the cities they replace, as the
   * reference's Hex#lay does, so Chicago's four stations stay one group (a route visits one of
   * them) after 1846's green Chicago tile, which names no group, is laid. Absent = the tile's own.
   */
  cityGroups?: string[][];
  /**
   * Operators whose token the title has promised to this hex and will place later (1846's
   * removed corporations' second stations, placed when the city turns green): a mark for the
   * players, which takes no slot and changes no rule. Placing the operator's token on the hex
   * fulfils it; a laid tile keeps it. Absent = none.
   */
  promisedTokens?: string[];
}

export interface MapState {
  readonly hexes: Record<string, HexState>;
  /** Where each placed (non-preprinted) tile copy lies, by tile id; absent ones are in the supply. */
  readonly placed: Record<string, string>;
}
