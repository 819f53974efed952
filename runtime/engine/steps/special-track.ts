/**
 * Track laid by a private company's ability: a free or discounted lay on its own hexes
 * (1830's C&StL), or a teleport that also lets the owning corporation token a hex its track
 * does not reach (1830's D&H). A teleport uses the corporation's normal lay.
 */
import type { ActionOf } from '../../actions/types.js';
import { check, GameError } from '../../core/errors.js';
import { splitTileId } from '../../map/tiles.js';
import type { TeleportAbility, TileLayAbility } from '../../title/abilities.js';
import { abilities, removeAbility, useAbility, type ActiveAbility } from '../abilities.js';
import { Step } from '../step.js';
import { currentLay, performLay } from '../tracker.js';
import type { RoundVar } from '../round-vars.js';
import { teleport, trackLaid } from './vars.js';
import { layWithSlot } from './track.js';

const TIMES = ['%current_step%', 'owning_corp_or_turn', 'owning_player_or_turn', 'owning_player_track', 'or_between_turns', 'stock_round'];

export class SpecialTrackStep extends Step {
  description(): string {
    return 'Lay Track for a company';
  }

  override roundVars(): readonly RoundVar<unknown>[] {
    return [trackLaid, teleport];
  }

  override blocks(): boolean {
    return false;
  }

  ability(entity: string): ActiveAbility<TileLayAbility | TeleportAbility> | undefined {
    if (this.game.kindOf(entity) !== 'company') return undefined;
    const lay = abilities(this.game, entity, 'tile_lay', { time: TIMES })[0];
    if (lay) return lay;
    return abilities(this.game, entity, 'teleport', { time: TIMES }).find((ref) => !ref.state.used);
  }

  override actions(entity: string): readonly string[] {
    const ref = this.ability(entity);
    if (!ref) return [];
    return ref.def.type === 'tile_lay' && ref.def.blocks ? ['lay_tile'] : ['lay_tile', 'pass'];
  }

  process_lay_tile(action: ActionOf<'lay_tile'>): void {
    const company = this.game.actorOf(action);
    const ref = this.ability(company);
    if (!ref) throw new GameError('track/no_ability', `${company} has no ability to lay track now`, { action, entity: company });
    const owner = this.game.company(company).owner!;
    const operator = this.game.isOperator(owner) ? owner : this.round.state.currentOperator!;
    const tileName = splitTileId(action.tile).name;
    check(ref.def.hexes.length === 0 || ref.def.hexes.includes(action.hex), 'track/ability_hex', `${company} cannot lay on ${action.hex}`, { action, entity: action.hex });
    check(ref.def.tiles.length === 0 || ref.def.tiles.includes(tileName), 'track/ability_tile', `${company} cannot lay tile ${tileName}`, { action, entity: action.tile });

    if (ref.def.type === 'teleport' || ref.def.consumeTileLay) {
      const lay = currentLay(this.game, operator);
      check(lay, 'track/no_lay', `${operator} has no tile lay left`, { action, entity: operator });
      const teleport = ref.def.type === 'teleport';
      layWithSlot(this, operator, action, lay, { free: teleport ? ref.def.freeTileLay : ref.def.free, teleport, anyEdge: true }, operator);
    } else {
      performLay(this.game, { action, operator, spender: operator, extraCost: ref.def.cost ?? 0, special: { free: ref.def.free, teleport: false, anyEdge: true } });
      ref.state.laidHexes?.push(action.hex);
      this.round.get(trackLaid).hexes.push(action.hex);
    }
    useAbility(this.game, ref);

    if (ref.def.type === 'teleport') {
      const hasToken = this.game.operator(operator).tokens.some((t) => !t.used);
      if (!hasToken) removeAbility(this.game, ref);
      else {
        this.round.set(teleport, { company, tokener: operator });
      }
    }
  }

  override process_pass(action: ActionOf<'pass'>): void {
    throw new GameError('action/not_allowed', `${action.entity} has nothing to pass here`, { action });
  }
}
