/**
 * What the map code needs from a game, as plain data and callbacks, so the map never imports
 * the engine's classes.
 */
import type { TitleDefinition } from '../title/definition.js';
import type { TileColor } from '../title/parts.js';
import type { MapState } from './state.js';

export interface MapContext {
  readonly definition: TitleDefinition;
  readonly map: MapState;
  /**
   * The entity that owns a company or minor (a reservation held by a company counts for its
   * owning corporation, as the reference's `[r, r.owner].include?(corporation)`). Absent: an
   * entity owns nothing but itself.
   */
  readonly ownerOf?: (entity: string) => string | undefined;
}

/** The current phase as far as revenue and tile lays care. */
export interface PhaseInfo {
  /** The phase's tile colours in phase order; the last one a revenue defines picks its value. */
  readonly tiles: readonly TileColor[];
}

/** True when `holder` (a reservation or token entity) is `corporation` or owned by it. */
export function holds(ctx: { readonly ownerOf?: (entity: string) => string | undefined }, holder: string, corporation: string): boolean {
  return holder === corporation || (ctx.ownerOf !== undefined && ctx.ownerOf(holder) === corporation);
}
