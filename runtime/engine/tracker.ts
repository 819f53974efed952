/**
 * Laying track, shared by the track step and the private companies' special lays: which lay
 * of the turn this is (the title's `tile_lays` slots), whether the tile may go there (supply,
 * phase colour, upgrade rules, rotation, blocked hexes, track restriction), what it costs
 * (terrain, borders, the slot's own cost), and paying for it.
 */
import { check, GameError } from '../core/errors.js';
import { boardFor } from '../map/board.js';
import { layTile } from '../map/lay.js';
import { canUpgrade, type LayReach } from '../map/rotation.js';
import { knownTrackRestriction, laidTrackRestrictionRefusal, type TrackRestrictionRefusal } from '../map/track-restriction.js';
import { tileCatalog, splitTileId } from '../map/tiles.js';
import type { LayTileAction } from '../actions/types.js';
import type { TileLaySlot } from '../title/definition.js';
import type { UpgradeHook } from '../map/upgrade.js';
import { pendingTokens, trackLaid } from './steps/vars.js';
import { abilities, abilityDef, companyAbilities } from './abilities.js';
import { layCost } from './lay-cost.js';
import type { Game } from './contract.js';
import { payTileIncome } from './tile-income.js';
import { mapContext, routeInfoFor } from './map-access.js';
import { cashOf, spend } from './money.js';

/** The lay slot for the next lay this turn, with `not_if_upgraded` resolved. */
export interface ResolvedLay {
  readonly lay: boolean;
  readonly upgrade: boolean;
  readonly cost: number;
  readonly upgradeCost: number;
  readonly cannotReuseSameHex: boolean;
}

/** An operator's lays this turn: the `tileLays` hook, else the YAML's `tile_lays` for its type. */
export function tileLaySlots(game: Game, operator: string): readonly TileLaySlot[] {
  const hooked = game.hooks.tileLays?.(operator, game.view);
  if (hooked) return hooked;
  const byType = game.title.tileLays.byType;
  const type = game.operatorType(operator);
  return Object.hasOwn(byType, type) ? byType[type] : game.title.tileLays.default;
}

export function currentLay(game: Game, operator: string): ResolvedLay | undefined {
  const laid = game.round.get(trackLaid);
  const slot = tileLaySlots(game, operator)[laid.count];
  if (!slot) return undefined;
  const upgraded = laid.upgraded;
  return {
    lay: slot.lay === 'not_if_upgraded' ? !upgraded : slot.lay,
    upgrade: slot.upgrade === 'not_if_upgraded' ? !upgraded : slot.upgrade,
    cost: slot.cost,
    upgradeCost: slot.upgradeCost ?? slot.cost,
    cannotReuseSameHex: slot.cannotReuseSameHex,
  };
}


/** A company's ability that keeps everyone else off a hex (while a player owns the company). */
export function blockingCompany(game: Game, entity: string, hexId: string): string | undefined {
  for (const company of game.companies) {
    const key = game.companyKey(company.sym);
    if (company.closed || key === entity) continue;
    if (!company.abilities.some((state) => {
      const def = abilityDef(game, key, state);
      return def.type === 'blocks_hexes' && def.hexes.includes(hexId);
    })) continue;
    if (companyAbilities(game, company.sym, 'blocks_hexes').some((ref) => ref.def.hexes.includes(hexId))) return company.sym;
  }
  return undefined;
}

/**
 * Every hex some company's ability keeps `entity` off now: `blockingCompany` asked once for the
 * whole map (legal lays ask it of every hex an operator reaches, after every action of its turn).
 */
export function blockedHexes(game: Game, entity: string): ReadonlySet<string> {
  const out = new Set<string>();
  for (const company of game.companies) {
    const key = game.companyKey(company.sym);
    if (company.closed || key === entity) continue;
    let blocks = false;
    for (const state of company.abilities) if (abilityDef(game, key, state).type === 'blocks_hexes') blocks = true;
    if (!blocks) continue;
    for (const ref of companyAbilities(game, company.sym, 'blocks_hexes')) for (const hex of ref.def.hexes) out.add(hex);
  }
  return out;
}

export interface LayRequest {
  readonly action: LayTileAction;
  /** The corporation whose track it is (and who pays, unless `spender`). */
  readonly operator: string;
  readonly spender?: string;
  /** Extra cost from the lay slot (e.g. 1846's second yellow). */
  readonly extraCost: number;
  /**
   * A private's special lay: its own upgrade rules and reach, and its discount; `strictUpgrades`
   * keeps the normal upgrade rules (labels, city and town counts: tile_lay `special: false`).
   */
  readonly special?: { readonly free: boolean; readonly teleport: boolean; readonly anyEdge: boolean; readonly discount?: number; readonly strictUpgrades?: boolean; readonly within?: string };
  /** Whether tokens on a trackless multi-city hex its first track reaches are taken off for their owners to place again (default true). */
  readonly rehomeTokens?: boolean;
  /** Raises cash when the payer holds less than the lay costs, before the lay is refused (1867's automatic loans). */
  readonly raiseCash?: (payer: string, cost: number) => void;
}

/** Validates and performs a tile lay, paying its cost; returns whether it was an upgrade. */
export function performLay(game: Game, request: LayRequest): { upgrade: boolean; pendingTokens: readonly string[] } {
  const { action, operator } = request;
  const ctx = mapContext(game);
  const hex = Object.hasOwn(game.state.map.hexes, action.hex) ? game.state.map.hexes[action.hex] : undefined;
  if (!hex) throw new GameError('track/unknown_hex', `there is no hex ${action.hex}`, { action, entity: action.hex });
  const { name, index } = splitTileId(action.tile);
  const def = Object.hasOwn(game.title.tiles, name) ? game.title.tiles[name] : undefined;
  if (!def) throw new GameError('track/unknown_tile', `tile ${action.tile} is not in this title`, { action, entity: action.tile });
  const copies = tileCatalog(game.title).count(name);
  check(copies === Infinity || index < copies, 'track/unknown_tile', `there is no tile ${action.tile}`, { action, entity: action.tile });
  check(!Object.hasOwn(game.state.map.placed, action.tile), 'track/tile_in_use', `tile ${action.tile} is already on ${game.state.map.placed[action.tile]}`, { action, entity: action.tile });
  check(Number.isInteger(action.rotation) && action.rotation >= 0 && action.rotation < 6, 'track/bad_rotation', `rotation ${action.rotation} is not 0–5`, { action, entity: action.hex });

  const blocker = blockingCompany(game, game.actorOf(action), action.hex);
  check(!blocker, 'track/blocked', `${action.hex} is blocked by ${blocker}`, { action, entity: action.hex, rule: 'blocks_hexes' });

  const reach: LayReach = request.special?.anyEdge ? { anyEdge: true, within: request.special.within } : { corporation: operator };
  const result = canUpgrade(ctx, action.hex, name, reach, { phaseTiles: game.phase.tiles, special: request.special !== undefined, normalUpgrades: request.special?.strictUpgrades, supply: true, rotation: action.rotation, upgradesTo: upgradeHook(game) });
  if (!result.ok) throw new GameError(result.reason.replace('upgrade/', 'track/'), `${name} cannot be laid on ${action.hex}: ${result.reason}`, { action, entity: action.hex, rule: 'tile upgrade rules' });
  check(result.rotations.includes(action.rotation), 'track/illegal_rotation', `${name} cannot be laid on ${action.hex} at rotation ${action.rotation} (legal: ${result.rotations.join(', ')})`, { action, entity: action.hex });
  // The track restriction binds an operator's own lays: a company laying by its ability (its
  // entity a company, not an operator) is judged by its ability alone, as the reference's
  // check_track_restrictions! returns for an entity that is not an operator.
  // What is known before the lay refuses it at once; a verdict that needs the corporation's walks
  // with the tile down is judged once it is down (below), on the map itself rather than a copy.
  const restricted = !request.special?.teleport && game.kindOf(game.actorOf(action)) !== 'company';
  const known = restricted ? knownTrackRestriction(ctx, action.hex, name, action.rotation, operator) : null;
  if (known) throw restrictionBroken(action, name, known);
  const board = boardFor(ctx);
  const replaced = known === undefined ? board.tiles[board.hexIndex(action.hex)] : undefined;

  const wasUpgrade = tileCatalog(game.title).forHex(action.hex, hex).color !== 'white';
  const payer = request.spender ?? operator;
  const own = request.special ? undefined : ownLayAbilities(game, operator, action.hex, name);
  // The reference computes the layer's route info with the tile down and lifted tokens still on
  // it (its track-restriction check); a route found then stays, as its route info does.
  const beforeTokensLifted = () => {
    if (game.isOperator(operator)) routeInfoFor(game, operator);
  };
  const laid = layTile(ctx, action.hex, action.tile, name, action.rotation, { beforeTokensLifted, rehomeTokens: request.rehomeTokens });
  if (replaced) {
    const refusal = laidTrackRestrictionRefusal(ctx, action.hex, replaced, name, action.rotation, operator);
    if (refusal) throw restrictionBroken(action, name, refusal);
  }
  syncTokenCities(game, action.hex);
  const cost = layCost(
    game,
    {
      operator,
      hex: action.hex,
      tile: name,
      upgrade: wasUpgrade,
      slot: request.extraCost,
      discount: request.special?.discount ?? own?.discount ?? 0,
      free: request.special?.free ?? own?.free ?? false,
      byAbility: request.special !== undefined,
      replacedTile: laid.replacedTileId,
    },
    laid,
  );
  if (cost > 0) {
    if (cashOf(game, payer) < cost) request.raiseCash?.(payer, cost);
    if (cashOf(game, payer) < cost) throw new GameError('track/cannot_afford', `${game.nameOf(payer)} cannot pay ${game.money(cost)} to lay track on ${action.hex} (it has ${game.money(cashOf(game, payer))})`, { action, entity: payer });
    spend(game, payer, 'bank', cost);
  }
  game.log.emit('tile_laid', { operator, entity: String(action.entity), hex: action.hex, tile: action.tile, rotation: action.rotation, cost, upgrade: wasUpgrade });
  payTileIncome(game, { hex: action.hex, operator, payer, free: request.special?.free ?? own?.free ?? false }, laid);
  rehomeTokens(game, action.hex, laid.pendingTokens);
  return { upgrade: wasUpgrade, pendingTokens: laid.pendingTokens };
}

/**
 * A new tile may number its cities differently from the old one (cities merged or renumbered by
 * the upgrade): each operator's tokens on the hex follow, in order, the cities that hold them now
 * (an operator may hold two there until a title removes one).
 */
function syncTokenCities(game: Game, hexId: string): void {
  const cities = game.state.map.hexes[hexId].tokens;
  // Most lays are on hexes without a token: nothing to follow.
  if (!cities.some((city) => city.some((t) => t !== null))) return;
  const ops = [...game.state.minorOrder, ...game.state.corporationOrder];
  for (const sym of ops) {
    const placed = game.operator(sym).tokens.filter((t) => t.used && t.hex === hexId);
    if (placed.length === 0) continue;
    const holding = cities.flatMap((city, index) => city.filter((t) => t === sym).map(() => index));
    placed.forEach((token, i) => {
      if (holding[i] !== undefined) token.city = holding[i];
    });
  }
}

/**
 * Tokens lifted off when track first reaches a multi-city hex (an OO tile) go back on a city
 * of the operator's choice: each becomes a pending token the home_token step asks for.
 */
function rehomeTokens(game: Game, hexId: string, operators: readonly string[]): void {
  const pending = game.round.has(pendingTokens) ? game.round.get(pendingTokens) : undefined;
  const actor = game.round.state.currentOperator;
  for (const sym of operators) {
    const token = game.operator(sym).tokens.find((t) => t.used && t.hex === hexId);
    if (!token) continue;
    token.used = false;
    delete token.hex;
    delete token.city;
    pending?.push({ entity: actor ?? sym, hexes: [hexId], operator: sym });
  }
}

/**
 * The operator's own tile-lay abilities that apply to a normal lay here (1846's IC: free yellow
 * tiles on its hexes): their summed discount, and whether one makes the lay free.
 */
export function ownLayAbilities(game: Game, operator: string, hex: string, tile: string): { discount: number; free: boolean } {
  let discount = 0;
  let free = false;
  for (const ref of abilities(game, operator, 'tile_lay', { time: '%current_step%' })) {
    if (ref.owner !== operator) continue;
    if (ref.def.hexes.length && !ref.def.hexes.includes(hex)) continue;
    if (ref.def.tiles.length && !ref.def.tiles.includes(tile)) continue;
    discount += ref.def.discount ?? 0;
    free ||= ref.def.free;
  }
  return { discount, free };
}

/** The `upgradesTo` hook as the map's upgrade check asks it, or undefined without one. */
export function upgradeHook(game: Game): UpgradeHook | undefined {
  const hook = game.hooks.upgradesTo;
  if (!hook) return undefined;
  return (upgrade) => hook(upgrade, game.view);
}

function restrictionBroken(action: LayTileAction, tile: string, refusal: TrackRestrictionRefusal): GameError {
  return new GameError(refusal.replace('upgrade/', 'track/'), `${tile} on ${action.hex} breaks the track restriction: ${refusal}`, { action, entity: action.hex, rule: 'track_restriction' });
}
