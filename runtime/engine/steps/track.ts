/** The operator lays or upgrades track, as many times as its lay slots allow. */
import type { ActionOf } from '../../actions/types.js';
import { check } from '../../core/errors.js';
import type { RoundVar } from '../round-vars.js';
import { Step } from '../step.js';
import { currentLay, performLay, type ResolvedLay } from '../tracker.js';
import { tileCatalog, splitTileId } from '../../map/tiles.js';
import { trackLaid } from './vars.js';

const LAY_ACTIONS: readonly string[] = ['lay_tile', 'pass'];

export class TrackStep extends Step {
  description(): string {
    return 'Lay Track';
  }

  override roundVars(): readonly RoundVar<unknown>[] {
    return [trackLaid];
  }

  override setup(): void {
    this.round.set(trackLaid, trackLaid.initial());
  }

  canLayTile(entity: string): boolean {
    const lay = currentLay(this.game, entity);
    if (!lay) return false;
    const op = this.game.operator(entity);
    return op.tokens.length > 0 && op.cash >= lay.cost && (lay.lay || lay.upgrade);
  }

  override actions(entity: string): readonly string[] {
    if (entity !== this.currentEntity() || !this.game.isOperator(entity) || !this.canLayTile(entity)) return [];
    return LAY_ACTIONS;
  }

  process_lay_tile(action: ActionOf<'lay_tile'>): void {
    const entity = String(action.entity);
    layWithSlot(this, entity, action, currentLay(this.game, entity)!);
    if (!this.canLayTile(entity)) this.pass();
  }
}

/** A lay that uses one of the operator's lay slots this turn (a normal lay or a teleport). */
export function layWithSlot(step: Step, operator: string, action: ActionOf<'lay_tile'>, lay: ResolvedLay, special?: { free: boolean; teleport: boolean; anyEdge: boolean }, spender?: string): void {
  const game = step.game;
  const hex = Object.hasOwn(game.state.map.hexes, action.hex) ? game.state.map.hexes[action.hex] : undefined;
  check(hex !== undefined, 'track/unknown_hex', `there is no hex ${action.hex}`, { action, entity: action.hex });
  const upgrade = tileCatalog(game.title).forHex(action.hex, hex).color !== 'white';
  const tileName = splitTileId(action.tile).name;
  const color = Object.hasOwn(game.title.tiles, tileName) ? game.title.tiles[tileName].color : undefined;
  check(!upgrade || lay.upgrade, 'track/no_upgrade', 'cannot upgrade track now', { action, entity: action.hex, rule: 'tile_lays' });
  check(color !== 'yellow' || lay.lay, 'track/no_lay', 'cannot lay a yellow tile now', { action, entity: action.hex, rule: 'tile_lays' });
  const laid = step.round.get(trackLaid);
  check(!(lay.cannotReuseSameHex && laid.hexes.includes(action.hex)), 'track/same_hex', `${action.hex} was already laid on this turn`, { action, entity: action.hex });
  const extraCost = color === 'yellow' ? lay.cost : lay.upgradeCost;
  performLay(game, { action, operator, spender, extraCost, special });
  if (upgrade) {
    laid.upgraded = true;
    laid.upgrades++;
  }
  laid.count++;
  laid.hexes.push(action.hex);
}
