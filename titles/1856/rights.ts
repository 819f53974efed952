/**
 * 1856's bridge and tunnel rights: a corporation holding one earns $10 more on each route that
 * stops at Buffalo (P17, P19; the bridge) or Sarnia (B13; the tunnel). The Niagara Falls
 * Suspension Bridge and St. Clair Frontier Tunnel companies give their right to the corporation
 * that buys them; other corporations buy a right for $50 (steps/special_buy.ts) while markers are
 * left — two of each, a third once the company closes in a player's hands (unlimited under the
 * optional rule). The CGR takes over the rights of the corporations it absorbs.
 */
import { gameVar, type GameEffects, type GameView } from '../../runtime/sdk.js';
import type { Types } from '../../generated/titles/1856/types.js';

export type Right = 'bridge' | 'tunnel';
export const RIGHTS: readonly Right[] = ['bridge', 'tunnel'];

/** The company that gives each right, and the hexes the right pays for. */
export const RIGHT_COMPANY: Readonly<Record<Right, Types['company']>> = { bridge: 'NFSBC', tunnel: 'SCFTC' };
export const RIGHT_HEXES: Readonly<Record<Right, readonly Types['hex'][]>> = { bridge: ['P17', 'P19'], tunnel: ['B13'] };
export const RIGHT_PRICE = 50;
export const RIGHT_BONUS = 10;

/** The rights each corporation holds. */
export const rightsHeld = gameVar('rights_held', (): Record<string, Right[]> => ({}));
/** Markers left to sell of each right. */
export const markersLeft = gameVar('right_markers', (): Record<Right, number> => ({ bridge: 2, tunnel: 2 }));

type View = GameView<Types>;

export function hasRight(game: View, corporation: string, right: Right): boolean {
  const held = game.get(rightsHeld);
  return Object.hasOwn(held, corporation) && held[corporation].includes(right);
}

export function grantRight(game: GameEffects<Types>, corporation: string, right: Right): void {
  const held = { ...game.get(rightsHeld) } as Record<string, Right[]>;
  held[corporation] = [...(held[corporation] ?? []), right];
  game.set(rightsHeld, held);
}

export function setMarkers(game: GameEffects<Types>, right: Right, change: number): void {
  const left = { ...game.get(markersLeft) };
  left[right] += change;
  game.set(markersLeft, left);
}

/** The bonus a route earns from its corporation's rights: $10 per right whose hexes it stops at. */
export function rightsBonus(game: View, corporation: string, hexes: readonly string[]): number {
  let bonus = 0;
  for (const right of RIGHTS) {
    if (!hasRight(game, corporation, right)) continue;
    for (const hex of new Set(hexes)) if ((RIGHT_HEXES[right] as readonly string[]).includes(hex)) bonus += RIGHT_BONUS;
  }
  return bonus;
}
