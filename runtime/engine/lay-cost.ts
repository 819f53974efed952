/**
 * What a tile lay costs (the reference's Tracker#lay_tile with Game#upgrade_cost): the terrain
 * of the replaced tile less any `tile_discount` ability for that terrain, the borders the new
 * track crosses (each less a discount for its type), and the lay slot's or ability's own cost;
 * then the discounts of the tile-lay abilities used, never below zero. A free lay costs only
 * the ability's own cost. The title's `tileCost` hook may reckon it its own way from the parts.
 */
import type { LayTileResult } from '../map/lay.js';
import type { TileDiscountAbility } from '../title/abilities.js';
import { abilities } from './abilities.js';
import type { Game } from './contract.js';

export interface LayCostParts {
  readonly operator: string;
  readonly hex: string;
  readonly tile: string;
  readonly upgrade: boolean;
  /** Extra cost of the lay slot or the ability (`tile_lays` `cost`, an ability's `cost`). */
  readonly slot: number;
  /** Discount of the tile-lay abilities used (`tile_lay` `discount`). */
  readonly discount: number;
  /** The ability made the lay free (terrain and borders are not paid). */
  readonly free: boolean;
  /** A company's ability lays it (a special lay). */
  readonly byAbility?: boolean;
  /** The id of the tile lying there before. */
  readonly replacedTile?: string;
}

function terrainDiscount(game: Game, operator: string, hex: string, terrain: string): number {
  let best = 0;
  for (const ref of abilities(game, operator, 'tile_discount')) {
    const def = ref.def as TileDiscountAbility;
    if (def.terrain !== undefined && def.terrain !== terrain) continue;
    if (def.hexes && def.hexes.length && !def.hexes.includes(hex)) continue;
    best = Math.max(best, def.discount);
  }
  return best;
}

/** What the borders a lay crosses cost its operator, each less the discount for its type. */
export function bordersCost(game: Game, operator: string, hex: string, laid: Pick<LayTileResult, 'borders'>): number {
  return laid.borders.reduce((sum, b) => sum + Math.max(0, b.cost - (b.type ? terrainDiscount(game, operator, hex, b.type) : 0)), 0);
}

export function layCost(game: Game, parts: LayCostParts, laid: Pick<LayTileResult, 'terrainCost' | 'terrains' | 'borders'>): number {
  if (parts.free) return parts.slot;
  // A terrain discount applies when the replaced tile's terrain is that one kind.
  const terrainKinds = laid.terrains;
  const terrainOff = terrainKinds.length === 1 ? terrainDiscount(game, parts.operator, parts.hex, terrainKinds[0]) : 0;
  const terrain = Math.max(0, laid.terrainCost - terrainOff);
  const borders = bordersCost(game, parts.operator, parts.hex, laid);
  const bordersUndiscounted = laid.borders.reduce((sum, b) => sum + b.cost, 0);
  const hooked = game.hooks.tileCost?.({ operator: parts.operator, hex: parts.hex, tile: parts.tile, upgrade: parts.upgrade, terrain, borders, bordersUndiscounted, byAbility: parts.byAbility ?? false, replacedTile: parts.replacedTile ?? '', slot: parts.slot, discount: parts.discount }, game.view);
  if (hooked !== undefined) return hooked;
  const base = terrain + borders + parts.slot;
  return base - Math.min(base, parts.discount);
}
