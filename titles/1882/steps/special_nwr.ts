/**
 * The North West Rebellion private's move, at any time in its owning corporation's turn before
 * it runs: one of the corporation's stations outside the rebellion's hexes comes off the map
 * (`remove_token`; its home station leaves a neutral station behind, unless its home hex already
 * holds one), goes to an open city of a rebellion hex for free (`place_token`), and the
 * corporation may then lay or upgrade track on that hex (`lay_tile`, or `pass`).
 */
import {
  check,
  forgetRouteInfo,
  listedLegal,
  mapContext,
  nextToken,
  passLegal,
  performLay,
  placeStationToken,
  removeAbility,
  abilities,
  removeToken,
  resolveCityId,
  run,
  splitTileId,
  Step,
  tileLays,
  tokenLegal,
  tokenRefusal,
  useAbility,
  cityId,
  type ActionOf,
  type LegalAction,
  type StepState,
  type TitleAction,
} from '../../../runtime/sdk.js';
import { inRebellion, rebellionTrackBonus } from '../rebellion.js';
import { CN } from '../sc.js';
import type { Types } from '../../../generated/titles/1882/types.js';

interface NwrState extends StepState {
  /** Where the move is: its token off the map, then on; null before it starts. */
  phase: 'place_token' | 'lay_tile' | null;
  /** The hex the station went to (its track may then be laid). */
  destination: string | null;
}

const NWR = 'NWR' satisfies Types['company'];

/** The reference's `remove_token`: a station taken off a city (the engine parses it; this step processes it). */
type RemoveToken = TitleAction<'remove_token', { readonly city: string; readonly slot: number }>;

export default class SpecialNwr extends Step<NwrState> {
  description(): string {
    return this.s.phase === 'place_token' ? 'NWR: Place Token' : 'NWR: Lay Track';
  }

  override initialState(): NwrState {
    return { ...super.initialState(), phase: null, destination: null };
  }

  override blocks(): boolean {
    return this.s.phase !== null;
  }

  override activeEntities(): string[] {
    return [NWR];
  }

  override pass(): void {
    super.pass();
    this.s.phase = null;
  }

  /** The corporation owning the private, when it is the one operating. */
  private owner(): string | undefined {
    const company = this.game.company(NWR);
    const owner = company.closed ? null : company.owner;
    return owner && owner === this.round.state.currentOperator ? owner : undefined;
  }

  private ability(type: 'token' | 'tile_lay') {
    // The move frees a station before it places it: the token ability counts with none left.
    return abilities(this.game, this.game.companyKey(NWR), type, { includeSpent: true })[0];
  }

  override actions(entity: string): readonly string[] {
    if (entity !== NWR || !this.owner() || this.round.get(run).routes.length > 0) return [];
    if (this.s.phase === null) return this.ability('token') ? ['remove_token'] : [];
    if (this.s.phase === 'place_token') return ['place_token'];
    return this.ability('tile_lay') ? ['lay_tile', 'pass'] : [];
  }

  /** The owner's stations it may move: outside the rebellion, and its home only with no neutral station there. */
  private movable(owner: string): { hexId: string; cityIndex: number }[] {
    const tokens = this.game.operator(owner).tokens;
    return tokens.flatMap((t, i) => {
      if (!t.used || t.hex === undefined || t.city === undefined || inRebellion(this.game.title, t.hex)) return [];
      if (i === 0 && this.game.state.map.hexes[t.hex].tokens.some((slots) => slots.includes(CN))) return [];
      return [{ hexId: t.hex, cityIndex: t.city }];
    });
  }

  override legalActions(entity: string): readonly LegalAction[] {
    const types = this.actions(entity);
    const owner = this.owner();
    if (!owner || types.length === 0) return [];
    const ctx = mapContext(this.game);
    if (types.includes('remove_token')) {
      const listed = this.movable(owner).map(({ hexId, cityIndex }) => ({ city: cityId(ctx, hexId, cityIndex), slot: this.game.state.map.hexes[hexId].tokens[cityIndex].indexOf(owner) }));
      return listed.length ? [listedLegal(this.game, entity, 'remove_token', listed)] : [];
    }
    if (types.includes('place_token')) {
      const hexes = this.ability('token')?.def.type === 'token' ? (this.ability('token')!.def as { hexes: readonly string[] }).hexes : [];
      return hexes.flatMap((hexId) => this.game.state.map.hexes[hexId].tokens.flatMap((_, cityIndex) => (tokenRefusal(ctx, hexId, cityIndex, owner) === null ? [tokenLegal(this.game, entity, { hexId, cityIndex }, 0)] : [])));
    }
    const lays = tileLays(this.game, { actor: entity, operator: owner, hexes: [this.s.destination!] });
    return [...lays, passLegal(this.game, entity)];
  }

  process_remove_token(action: RemoveToken): void {
    const owner = this.owner()!;
    const ctx = mapContext(this.game);
    const city = resolveCityId(ctx, action.city);
    check(city && this.movable(owner).some((c) => c.hexId === city.hexId && c.cityIndex === city.cityIndex), 'token/not_movable', `${owner} has no station it may move in ${action.city}`, { action, entity: action.city });
    const tokens = this.game.operator(owner).tokens;
    const index = tokens.findIndex((t) => t.used && t.hex === city.hexId && t.city === city.cityIndex);
    removeToken(ctx, city.hexId, city.cityIndex, owner);
    Object.assign(tokens[index], { used: false, hex: undefined, city: undefined });
    if (index === 0) {
      // The home station leaves a neutral station (the CN's) in its place.
      const cn = this.game.operator(CN).tokens;
      cn.push({ price: 0, used: false, type: 'neutral' });
      placeStationToken(this.game, CN, city, cn.length - 1, { free: true, checkTokenable: false });
      this.game.log.emit('note', { text: `Remove token from ${city.hexId} and replace with neutral token` });
    } else {
      this.game.log.emit('note', { text: `Remove token from ${city.hexId}` });
    }
    forgetRouteInfo(this.game, owner);
    this.s.phase = 'place_token';
  }

  process_place_token(action: ActionOf<'place_token'>): void {
    const owner = this.owner()!;
    const ctx = mapContext(this.game);
    const city = resolveCityId(ctx, action.city);
    const ability = this.ability('token');
    check(city && ability && (ability.def as { hexes: readonly string[] }).hexes.includes(city.hexId), 'token/unavailable_hex', `the station goes to an open city of a rebellion hex`, { action, entity: action.city });
    placeStationToken(this.game, owner, city, nextToken(this.game, owner), { free: true });
    removeAbility(this.game, ability);
    forgetRouteInfo(this.game, owner);
    this.s.destination = city.hexId;
    this.s.phase = 'lay_tile';
  }

  process_lay_tile(action: ActionOf<'lay_tile'>): void {
    const owner = this.owner()!;
    check(action.hex === this.s.destination, 'track/wrong_hex', `the lay goes on ${this.s.destination}`, { action, entity: action.hex });
    performLay(this.game, { action, operator: owner, extraCost: 0 });
    rebellionTrackBonus(this.game, owner, action.hex, splitTileId(action.tile).name);
    const ability = this.ability('tile_lay');
    if (ability) useAbility(this.game, ability);
    this.s.phase = null;
    this.s.destination = null;
  }
}
