/** The operator lays or upgrades track, as many times as its lay slots allow. */
import type { ActionOf } from '../../actions/types.js';
import { check } from '../../core/errors.js';
import type { RoundVar } from '../round-vars.js';
import { passLegal } from '../../legal/base.js';
import { tileLays } from '../../legal/track.js';
import type { LegalAction } from '../../legal/types.js';
import { NO_ACTIONS, Step } from '../step.js';
import { currentLay, performLay, type ResolvedLay } from '../tracker.js';
import { cashOf } from '../money.js';
import { tileCatalog, splitTileId } from '../../map/tiles.js';
import { trackLaid } from './vars.js';
import { abilities, abilityDef } from '../abilities.js';
import { phaseAllows } from '../phase.js';
import { buyingPower } from '../money.js';
import { BuyCompanyStep, purchasableCompanies } from './buy-company.js';
import type { CompanyState } from '../../state/types.js';

const LAY_ACTIONS: readonly string[] = ['lay_tile', 'pass'];

/** The round variables the step shares (one list for every round: a round asks as it starts). */
const ROUND_VARS: readonly RoundVar<unknown>[] = [trackLaid];

export class TrackStep extends Step {
  /** The current step for abilities' `when` (its subclasses too, whatever their name). */
  override timesAbilities(): boolean {
    return true;
  }

  description(): string {
    return 'Lay Track';
  }

  override roundVars(): readonly RoundVar<unknown>[] {
    return ROUND_VARS;
  }

  override setup(): void {
    this.round.set(trackLaid, trackLaid.initial());
  }

  /**
   * Whether the operator still has track to lay: a lay slot it can use, or — so its president
   * can use them before the step moves on — a company's tile lay usable now, or a company with
   * a track-time lay it could buy. `power`: the operator's buying power for track, where the
   * caller has just asked it (the title's `buyingPower` hook is asked once, not twice).
   */
  canLayTile(entity: string, power?: number): boolean {
    // The lay slot first: the common answer, and cheaper than the companies' questions.
    return this.canUseLaySlot(entity, power) || this.tileLayAbilitiesWait(entity) || this.canBuyTileLayingCompany(entity, power);
  }

  /** A lay slot left this turn that the operator can use and pay for. */
  private canUseLaySlot(entity: string, power: number | undefined): boolean {
    const lay = currentLay(this.game, entity);
    if (!lay) return false;
    const op = this.game.operator(entity);
    return op.tokens.length > 0 && (lay.lay || lay.upgrade) && (power ?? buyingPower(this.game, entity, 'track')) >= lay.cost;
  }

  /** A company's lay (its own or its president's) usable during track, other than one that uses a lay slot. */
  private tileLayAbilitiesWait(entity: string): boolean {
    const usable = abilities(this.game, entity, 'tile_lay', { time: [this.name(), 'owning_player_track'], passiveOk: false });
    return usable.some((ref) => !ref.def.consumeTileLay);
  }

  /** Whether the operator could buy, from a player, a company whose lay is usable during track. */
  private canBuyTileLayingCompany(entity: string, power: number | undefined): boolean {
    if (entity !== this.currentEntity() || !phaseAllows(this.game, 'can_buy_companies')) return false;
    const cash = power ?? buyingPower(this.game, entity, 'track');
    // The least the round's company purchases take (a title's buy_company may say otherwise).
    const buying = this.round.steps.find((s): s is BuyCompanyStep => s instanceof BuyCompanyStep);
    const minPrice = (company: CompanyState) => buying?.minPrice(company) ?? Math.ceil(company.value / 2);
    return purchasableCompanies(this.game, entity).some(
      (company) =>
        minPrice(company) <= cash &&
        company.abilities.some((state) => {
          const def = abilityDef(this.game, this.game.companyKey(company.sym), state);
          return def.type === 'tile_lay' && def.when.includes('track');
        }),
    );
  }

  override actions(entity: string): readonly string[] {
    if (entity !== this.currentEntity() || !this.game.isOperator(entity) || !this.canLayTile(entity)) return NO_ACTIONS;
    return LAY_ACTIONS;
  }

  /** The lays the operator's next lay slot allows, and a pass. */
  override legalActions(entity: string, offered?: readonly string[]): readonly LegalAction[] {
    const types = offered ?? this.actions(entity);
    const out: LegalAction[] = [];
    const lay = types.includes('lay_tile') ? currentLay(this.game, entity) : undefined;
    if (lay) out.push(...tileLays(this.game, { actor: entity, operator: entity, lay, notHexes: lay.cannotReuseSameHex ? this.round.get(trackLaid).hexes : undefined, spendable: this.spendable(entity) }));
    if (types.includes('pass')) out.push(passLegal(this.game, entity));
    return out;
  }

  process_lay_tile(action: ActionOf<'lay_tile'>): void {
    this.layTile(action);
    if (!this.canLayTile(String(action.entity))) this.pass();
  }

  /** Lays a tile with the operator's next lay slot. */
  protected layTile(action: ActionOf<'lay_tile'>): void {
    const entity = String(action.entity);
    const lay = currentLay(this.game, entity);
    check(lay, 'track/no_lay', `${entity} has no tile lay left this turn`, { action, entity, rule: 'tile_lays' });
    layWithSlot(this, entity, action, lay, undefined, undefined, { rehomeTokens: this.rehomesTokens(action.hex), raiseCash: (payer, cost) => this.raiseCash(payer, cost) });
  }

  /**
   * Whether tokens on a trackless hex of several cities go back to their owners to place again
   * when track first reaches it (the reference's update_token!). Default: yes; a title may keep
   * them where they are on some hexes.
   */
  protected rehomesTokens(_hex: string): boolean {
    return true;
  }

  /**
   * The payer of a lay holds less than it costs: a title's step may raise the difference here
   * before the lay is refused (1867 takes loans). Default: nothing.
   */
  protected raiseCash(_payer: string, _cost: number): void {}

  /** What the payer can spend on a lay, counting what `raiseCash` would raise (the lays offered). Default: its cash. */
  protected spendable(payer: string): number {
    return cashOf(this.game, payer);
  }
}

/** A lay that uses one of the operator's lay slots this turn (a normal lay or a teleport). */
export function layWithSlot(
  step: Step,
  operator: string,
  action: ActionOf<'lay_tile'>,
  lay: ResolvedLay,
  special?: { free: boolean; teleport: boolean; anyEdge: boolean; strictUpgrades?: boolean; within?: string },
  spender?: string,
  options: { readonly rehomeTokens?: boolean; readonly raiseCash?: (payer: string, cost: number) => void } = {},
): void {
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
  performLay(game, { action, operator, spender, extraCost, special, rehomeTokens: options.rehomeTokens, raiseCash: options.raiseCash });
  if (upgrade) {
    laid.upgraded = true;
    laid.upgrades++;
  }
  laid.count++;
  laid.hexes.push(action.hex);
}
