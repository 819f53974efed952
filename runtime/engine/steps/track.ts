/** The operating corporation lays or upgrades track, as many times as its lay slots allow. */
import type { ActionOf, ActionType } from '../../actions/types.js';
import { check } from '../../core/errors.js';
import { Step } from '../step.js';
import { currentLay, performLay, resetTrackVars, trackRoundVars, type ResolvedLay } from '../tracker.js';
import { tileCatalog, splitTileId } from '../../map/tiles.js';

export class TrackStep extends Step {
  description(): string {
    return 'Lay Track';
  }

  override roundVars(): Record<string, unknown> {
    return trackRoundVars();
  }

  override setup(): void {
    resetTrackVars(this.game);
  }

  canLayTile(entity: string): boolean {
    const lay = currentLay(this.game, entity);
    if (!lay) return false;
    return this.game.corporation(entity).tokens.length > 0 && this.game.corporation(entity).cash >= lay.cost && (lay.lay || lay.upgrade);
  }

  override actions(entity: string): readonly ActionType[] {
    if (entity !== this.currentEntity() || this.game.kindOf(entity) !== 'corporation' || !this.canLayTile(entity)) return [];
    return ['lay_tile', 'pass'];
  }

  process_lay_tile(action: ActionOf<'lay_tile'>): void {
    const entity = String(action.entity);
    layWithSlot(this, entity, action, currentLay(this.game, entity)!);
    if (!this.canLayTile(entity)) this.pass();
  }
}

/** A lay that uses one of the corporation's lay slots this turn (a normal lay or a teleport). */
export function layWithSlot(step: Step, corporation: string, action: ActionOf<'lay_tile'>, lay: ResolvedLay, special?: { free: boolean; teleport: boolean; anyEdge: boolean }, spender?: string): void {
  const game = step.game;
  const hex = game.state.map.hexes[action.hex];
  check(hex !== undefined, 'track/unknown_hex', `there is no hex ${action.hex}`, { action, entity: action.hex });
  const upgrade = tileCatalog(game.title).forHex(action.hex, hex).color !== 'white';
  const tileName = splitTileId(action.tile).name;
  const color = game.title.tiles[tileName]?.color;
  check(!upgrade || lay.upgrade, 'track/no_upgrade', 'cannot upgrade track now', { action, entity: action.hex, rule: 'tile_lays' });
  check(color !== 'yellow' || lay.lay, 'track/no_lay', 'cannot lay a yellow tile now', { action, entity: action.hex, rule: 'tile_lays' });
  const laidHexes = step.round.vars<string[]>('laid_hexes');
  check(!(lay.cannotReuseSameHex && laidHexes.includes(action.hex)), 'track/same_hex', `${action.hex} was already laid on this turn`, { action, entity: action.hex });
  const extraCost = color === 'yellow' ? lay.cost : lay.upgradeCost;
  performLay(game, { action, corporation, spender, extraCost, special });
  if (upgrade) {
    step.round.setVar('upgraded_track', true);
    step.round.setVar('num_upgraded_track', step.round.vars<number>('num_upgraded_track') + 1);
  }
  step.round.setVar('num_laid_track', step.round.vars<number>('num_laid_track') + 1);
  laidHexes.push(action.hex);
}
