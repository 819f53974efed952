/**
 * Track laid by a company's ability: a free or discounted lay on its own hexes (1830's C&StL),
 * a teleport that also lets the owning corporation token a hex its track does not reach (1830's
 * D&H; it uses the corporation's normal lay), a lay the company grants when it is sold to a
 * corporation (1889's Ehime Railway: the step waits for it at once), and lays that must come
 * together (`must_lay_together`: the step waits for the company while it can lay; other
 * companies may lay in between unless it has `must_lay_all`, as 18Chesapeake's C-P; see
 * `waitingCompany`).
 */
import type { ActionOf } from '../../actions/types.js';
import { check, GameError } from '../../core/errors.js';
import { trackMeets } from '../../map/adjacent-track.js';
import type { TileGeometry } from '../../map/geometry.js';
import { splitTileId, tileCatalog } from '../../map/tiles.js';
import { mapContext } from '../map-access.js';
import type { TeleportAbility, TileLayAbility } from '../../title/abilities.js';
import { abilities, abilityDef, removeAbility, useAbility, type ActiveAbility } from '../abilities.js';
import { closeIfUsedUp } from '../companies.js';
import type { RoundVar } from '../round-vars.js';
import { passLegal } from '../../legal/base.js';
import { tileLays } from '../../legal/track.js';
import type { LegalAction } from '../../legal/types.js';
import { NO_ACTIONS, Step } from '../step.js';
import { currentLay, performLay } from '../tracker.js';
import { layWithSlot } from './track.js';
import { companySellers, justSoldCompany, layingCompany, teleport, trackLaid } from './vars.js';

const TIMES = ['%current_step%', 'owning_corp_or_turn', 'owning_player_or_turn', 'owning_player_track', 'or_between_turns', 'stock_round'];
const LAY: readonly string[] = ['lay_tile'];
const LAY_OR_PASS: readonly string[] = ['lay_tile', 'pass'];

/** The round variables the step shares (one list for every round: a round asks as it starts). */
const ROUND_VARS: readonly RoundVar<unknown>[] = [trackLaid, teleport, layingCompany, justSoldCompany, companySellers];

/** An ability whose lays must connect to each other (`connect`, on two or more hexes, with two or more lays). */
function mustConnect(ref: ActiveAbility<TileLayAbility | TeleportAbility>): ref is ActiveAbility<TileLayAbility> {
  return ref.def.type === 'tile_lay' && ref.def.connect && ref.def.hexes.length >= 2 && (ref.def.count ?? 0) >= 2;
}

export class SpecialTrackStep extends Step {
  /** The current step for abilities' `when` (its subclasses too, whatever their name). */
  override timesAbilities(): boolean {
    return true;
  }

  description(): string {
    const waiting = this.waitingCompany();
    return waiting ? `Lay Track for ${this.game.companyDef(waiting).name}` : 'Lay Track for a company';
  }

  override roundVars(): readonly RoundVar<unknown>[] {
    return ROUND_VARS;
  }

  /**
   * The company the step waits for: one part way through lays it must make together, or one
   * just sold whose lay comes with the sale. Read from the state directly — ability queries ask
   * which step blocks, which would ask this again.
   *
   * The step waits for it only while it can still lay, as the reference's does (its `@company`
   * stays set, but `blocking?` needs actions): once the company has no lay left — used, passed,
   * forfeited or removed by the title — `actions` is empty, the step no longer blocks, and the
   * round skips it, so the operator's turn goes on. Another entity's action does not end the
   * wait by itself (a step before this one may take it, and the company is still waited for
   * after it); a title whose rule forfeits the rest of the lays when anything else happens
   * removes the ability before that action is processed (1846's twin lays, in its round's
   * `process`), so the action finds this step no longer blocking.
   */
  private waitingCompany(): string | undefined {
    const laying = this.round.get(layingCompany);
    if (laying) return laying;
    return this.soldCompany();
  }

  private soldCompany(): string | undefined {
    const sold = this.round.get(justSoldCompany);
    if (!sold) return undefined;
    const key = this.game.companyKey(sold);
    // A loop, not `some` with a closure: every step's `blocks` is asked after every action.
    for (const state of this.game.company(key).abilities) {
      const def = abilityDef(this.game, key, state);
      if (def.type === 'tile_lay' && def.when.includes('sold')) return key;
    }
    return undefined;
  }

  /**
   * Whether the company the step waits for keeps every other company from laying meanwhile: one
   * just sold, whose lay comes with the sale, and one laying together whose lays must all be
   * made (`must_lay_all`, while it holds them). Without `must_lay_all` another company may lay
   * in between (the reference refuses only that interruption); a title whose rule forfeits the
   * rest then removes the ability (1846's twin lays).
   */
  private excludesOthers(waiting: string): boolean {
    if (waiting !== this.round.get(layingCompany)) return true;
    const ref = abilities(this.game, waiting, 'tile_lay', { time: 'any' })[0];
    return ref !== undefined && ref.def.type === 'tile_lay' && ref.def.mustLayAll;
  }

  override blocks(): boolean {
    return this.waitingCompany() !== undefined;
  }

  override activeEntities(): string[] {
    const waiting = this.waitingCompany();
    return waiting ? [waiting] : super.activeEntities();
  }

  ability(entity: string): ActiveAbility<TileLayAbility | TeleportAbility> | undefined {
    if (this.game.kindOf(entity) !== 'company') return undefined;
    if (entity === this.round.get(layingCompany)) return abilities(this.game, entity, 'tile_lay', { time: 'any' })[0];
    if (entity === this.soldCompany()) return abilities(this.game, entity, 'tile_lay', { time: 'sold' })[0];
    const lay = abilities(this.game, entity, 'tile_lay', { time: TIMES })[0];
    if (lay) return lay;
    return abilities(this.game, entity, 'teleport', { time: TIMES }).find((ref) => !ref.state.used);
  }

  override actions(entity: string): readonly string[] {
    // Asked of every entity after every action, and most have no lay ability (only companies
    // do): that answer first, the step's wait only for those that do.
    const ref = this.ability(entity);
    if (!ref) return NO_ACTIONS;
    const waiting = this.waitingCompany();
    if (waiting && entity !== waiting && this.excludesOthers(waiting)) return NO_ACTIONS;
    if (ref.def.type === 'tile_lay' && (ref.def.blocks || (ref.def.mustLayAll && entity === this.round.get(layingCompany)))) return LAY;
    return LAY_OR_PASS;
  }

  /** The lays the company's ability allows for its operator, and a pass where the step waits for it. */
  override legalActions(entity: string, offered?: readonly string[]): readonly LegalAction[] {
    const types = offered ?? this.actions(entity);
    const ref = this.ability(entity);
    const out: LegalAction[] = [];
    if (ref && types.includes('lay_tile')) {
      const owner = this.game.company(entity).owner!;
      const operator = this.game.isOperator(owner) ? owner : this.round.state.currentOperator;
      if (!operator && this.playerLay(owner, ref)) {
        const special = { free: ref.def.free, teleport: true, anyEdge: true, discount: ref.def.discount ?? 0, strictUpgrades: !ref.def.special };
        out.push(...tileLays(this.game, { actor: entity, operator: owner, payer: owner, special, extraCost: ref.def.cost ?? 0, hexes: ref.def.hexes, tiles: ref.def.tiles }));
      } else if (operator) {
        const { hexes, tiles } = ref.def;
        if (ref.def.type === 'teleport' || ref.def.consumeTileLay) {
          const lay = currentLay(this.game, operator);
          const teleport = ref.def.type === 'teleport';
          const free = ref.def.type === 'teleport' ? ref.def.freeTileLay : ref.def.free;
          const strictUpgrades = ref.def.type === 'tile_lay' && !ref.def.special;
          const within = reachableBy(ref, operator);
          const notHexes = lay?.cannotReuseSameHex ? this.round.get(trackLaid).hexes : undefined;
          if (lay) out.push(...tileLays(this.game, { actor: entity, operator, lay, special: { free, teleport, anyEdge: true, strictUpgrades, within }, hexes, tiles, notHexes }));
        } else {
          const seller = ref.def.paidBy === 'seller' && entity === this.soldCompany() ? this.round.get(companySellers)[this.game.companySym(entity)] : undefined;
          const special = { free: ref.def.free, teleport: false, anyEdge: true, discount: ref.def.discount ?? 0, strictUpgrades: !ref.def.special, within: reachableBy(ref, operator) };
          out.push(...tileLays(this.game, { actor: entity, operator, payer: seller ?? operator, special, extraCost: ref.def.cost ?? 0, hexes, tiles }));
        }
      }
    }
    const mustLay = ref?.def.type === 'tile_lay' && ref.def.mustLayAll && entity === this.round.get(layingCompany);
    if (ref && mustConnect(ref)) {
      // Only rotations whose track meets the ability's earlier tiles.
      for (let i = 0; i < out.length; i++) {
        const legal = out[i];
        if (legal.type !== 'lay_tile' || !('rotations' in legal)) continue;
        const rotations = legal.rotations.filter((r) => this.laysConnect(ref, legal.hex, tileCatalog(this.game.title).tile(legal.tile, r)));
        out[i] = { ...legal, rotations };
      }
      if (ref.def.mustLayAll && (ref.state.laidHexes ?? []).length === 0) this.keepCompletableFirstLays(out);
      out.splice(0, out.length, ...out.filter((legal) => legal.type !== 'lay_tile' || !('rotations' in legal) || legal.rotations.length > 0));
    }
    if (types.includes('pass') && this.waitingCompany() === entity && !mustLay) out.push(passLegal(this.game, entity));
    return out;
  }

  process_lay_tile(action: ActionOf<'lay_tile'>): void {
    const company = this.game.actorOf(action);
    const waiting = this.waitingCompany();
    check(!waiting || waiting === company || !this.excludesOthers(waiting), 'track/interrupts', `${company} cannot lay now: ${waiting && this.game.companyDef(waiting).name} is laying its tiles`, { action, entity: company, rule: 'must_lay_together' });
    const ref = this.ability(company);
    if (!ref) throw new GameError('track/no_ability', `${company} has no ability to lay track now`, { action, entity: company });
    const owner = this.game.company(company).owner!;
    const operator = this.game.isOperator(owner) ? owner : this.round.state.currentOperator;
    const tileName = splitTileId(action.tile).name;
    check(ref.def.hexes.length === 0 || ref.def.hexes.includes(action.hex), 'track/ability_hex', `${company} cannot lay on ${action.hex}`, { action, entity: action.hex });
    check(ref.def.tiles.length === 0 || ref.def.tiles.includes(tileName), 'track/ability_tile', `${company} cannot lay tile ${tileName}`, { action, entity: action.tile });
    if (!operator) {
      check(this.playerLay(owner, ref), 'track/no_operator', `${company} lays track for an operator, and none is operating`, { action, entity: company });
      // The owning player's own lay: they pay, and it need not connect to anyone's track.
      performLay(this.game, { action, operator: owner, spender: owner, extraCost: ref.def.cost ?? 0, special: { free: ref.def.free, teleport: true, anyEdge: true, discount: ref.def.discount ?? 0, strictUpgrades: !ref.def.special } });
      ref.state.laidHexes?.push(action.hex);
      useAbility(this.game, ref);
      return;
    }

    if (ref.def.type === 'teleport' || ref.def.consumeTileLay) {
      const lay = currentLay(this.game, operator);
      check(lay, 'track/no_lay', `${operator} has no tile lay left`, { action, entity: operator });
      const teleported = ref.def.type === 'teleport';
      layWithSlot(this, operator, action, lay, { free: teleported ? ref.def.freeTileLay : ref.def.free, teleport: teleported, anyEdge: true, strictUpgrades: ref.def.type === 'tile_lay' && !ref.def.special, within: reachableBy(ref, operator) }, operator);
    } else {
      const spender = ref.def.paidBy === 'seller' && company === this.soldCompany() ? this.round.get(companySellers)[this.game.companySym(company)] ?? operator : operator;
      performLay(this.game, { action, operator, spender, extraCost: ref.def.cost ?? 0, special: { free: ref.def.free, teleport: false, anyEdge: true, discount: ref.def.discount ?? 0, strictUpgrades: !ref.def.special, within: reachableBy(ref, operator) } });
      if (ref.def.type === 'tile_lay' && mustConnect(ref as ActiveAbility<TileLayAbility>)) {
        check(this.laysConnect(ref as ActiveAbility<TileLayAbility>, action.hex), 'track/not_connected', `${this.game.nameOf(company)}'s tiles must connect to each other`, { action, entity: action.hex, rule: 'connect' });
      }
      ref.state.laidHexes?.push(action.hex);
      this.round.get(trackLaid).hexes.push(action.hex);
    }
    useAbility(this.game, ref);
    if (ref.def.type === 'tile_lay') closeIfUsedUp(this.game, ref);

    if (ref.def.type === 'tile_lay' && ref.def.mustLayTogether) {
      const left = ref.state.count ?? 0;
      this.round.set(layingCompany, left > 0 && this.game.company(company).abilities.includes(ref.state) ? company : null);
    }
    if (ref.def.type === 'teleport') {
      const hasToken = this.game.operator(operator).tokens.some((t) => !t.used);
      if (!hasToken) removeAbility(this.game, ref);
      else this.round.set(teleport, { company, tokener: operator });
    }
  }

  /**
   * With `connect`, whether the ability's tiles, this one included (laid, or `tile` as it would
   * lie on `hex`), each meet another of them — checked from its second lay on, as the reference
   * does. Always true for its first lay.
   */
  private laysConnect(ref: ActiveAbility<TileLayAbility>, hex: string, tile?: TileGeometry): boolean {
    const earlier = (ref.state.laidHexes ?? []).filter((h) => h !== hex);
    if (earlier.length === 0) return true;
    const ctx = mapContext(this.game);
    const laid = [...earlier, hex];
    const meets = (a: string, b: string) => (a === hex ? trackMeets(ctx, a, b, tile) : b === hex ? trackMeets(ctx, b, a, tile) : trackMeets(ctx, a, b));
    return laid.every((a) => laid.some((b) => b !== a && meets(a, b)));
  }

  /**
   * A first lay of lays that must all be made and meet (18Chesapeake's C-P, B&S) is offered only
   * where a lay on another of the ability's hexes, among those offered now, would meet it: the
   * company may not pass, so a first tile nothing can meet would leave the game with no legal move.
   * The reference accepts such a first lay and then refuses every second one.
   */
  private keepCompletableFirstLays(out: LegalAction[]): void {
    const ctx = mapContext(this.game);
    const catalog = tileCatalog(this.game.title);
    const lays = out.flatMap((legal) => (legal.type === 'lay_tile' && 'rotations' in legal ? [legal] : []));
    for (let i = 0; i < out.length; i++) {
      const legal = out[i];
      if (legal.type !== 'lay_tile' || !('rotations' in legal)) continue;
      const rotations = legal.rotations.filter((r) => {
        const first = catalog.tile(legal.tile, r);
        return lays.some((other) => other.hex !== legal.hex && other.rotations.some((r2) => trackMeets(ctx, legal.hex, other.hex, first, catalog.tile(other.tile, r2))));
      });
      out[i] = { ...legal, rotations };
    }
  }

  /**
   * Whether a company's lay is its owning player's own: a player-owned company's `tile_lay`
   * used outside any operator's turn (a stock round, between operating turns), which lays
   * for no operator (Shikoku 1889's Mitsubishi Ferry).
   */
  private playerLay(owner: string, ref: ActiveAbility<TileLayAbility | TeleportAbility>): ref is ActiveAbility<TileLayAbility> {
    return this.game.kindOf(owner) === 'player' && ref.def.type === 'tile_lay' && !ref.def.consumeTileLay;
  }

  override process_pass(action: ActionOf<'pass'>): void {
    const company = this.game.actorOf(action);
    const waiting = this.waitingCompany();
    if (!waiting || waiting !== company) throw new GameError('action/not_allowed', `${action.entity} has nothing to pass here`, { action });
    const ref = this.ability(company);
    check(!(ref?.def.type === 'tile_lay' && ref.def.mustLayAll && company === this.round.get(layingCompany)), 'track/must_lay_all', `${company} must use all its tile lays`, { action, entity: company, rule: 'must_lay_all' });
    // Passing gives up the rest of the company's lays.
    if (ref) removeAbility(this.game, ref);
    if (company === this.round.get(layingCompany)) this.round.set(layingCompany, null);
    else this.pass();
  }
}

/** The operator whose track must reach the hex, for a `tile_lay` ability that says `reachable`. */
function reachableBy(ref: ActiveAbility<TileLayAbility | TeleportAbility>, operator: string): string | undefined {
  return ref.def.type === 'tile_lay' && ref.def.reachable ? operator : undefined;
}
