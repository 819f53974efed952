/**
 * The North West Rebellion's hexes (those with the NWR icon, which stays on upgrades): yellow
 * track laid in one earns the layer $20 (as part of the lay, before its turn moves on), and the
 * rebellion — an event on a train drawn at setup (hooks.ts) — destroys that yellow track.
 */
import type { Game, GameEffects, TitleDefinition } from '../../runtime/sdk.js';
import type { Types } from '../../generated/titles/1882/types.js';

/** The icon bears the name of the private whose rebellion it marks. */
const REBELLION_ICON = 'NWR' satisfies Types['company'];
/** What yellow track in a rebellion hex earns the corporation laying it. */
const TRACK_BONUS = 20;

const hexesByTitle = new WeakMap<TitleDefinition, ReadonlySet<string>>();

export function inRebellion(title: TitleDefinition, hex: string): boolean {
  let hexes = hexesByTitle.get(title);
  if (!hexes) {
    hexes = new Set(title.hexes.filter((h) => h.parts.some((p) => p.type === 'icon' && (p.name ?? p.image.split('/').pop()) === REBELLION_ICON)).map((h) => h.id));
    hexesByTitle.set(title, hexes);
  }
  return hexes.has(hex);
}

/** The $20 for a yellow tile laid in a rebellion hex, paid to the corporation whose track it is. */
export function rebellionTrackBonus(game: Game, corporation: string, hex: string, tile: string): void {
  if (!inRebellion(game.title, hex) || game.title.tiles[tile]?.color !== 'yellow') return;
  game.effects.pay('bank', corporation, TRACK_BONUS);
  game.log.emit('note', { text: `${corporation} gains ${game.money(TRACK_BONUS)} for laying yellow tile in NWR area` });
}

/** The rebellion: yellow track laid in its hexes is taken up; stations remain. */
export function rebellion(game: GameEffects<Types>): void {
  game.log('-- Event: North West Rebellion! --');
  for (const hex of game.title.hexes) {
    const tile = game.state.map.hexes[hex.id]?.tileName;
    if (!tile || !inRebellion(game.title, hex.id) || game.title.tiles[tile]?.color !== 'yellow') continue;
    game.log(`Rebellion destroys tile ${hex.id}`);
    game.restoreTile(hex.id as Types['hex']);
  }
  // Some corporations may no longer have a route.
  game.forgetRoutes();
}
