/**
 * Certificates changing hands: buying from the IPO or the pool, selling to the pool, and the
 * presidency changes a transfer can cause (the new president swaps ordinary certificates for
 * the president's certificate). Money moves with the certificates in the same call.
 */
import { POOL, type HolderId } from '../../state/types.js';
import type { Game } from '../contract.js';
import type { Capitalization } from '../../title/definition.js';
import type { CapitalizationModeSpec } from '../../title/kinds.js';
import { GameError } from '../../core/errors.js';
import { spend } from '../money.js';
import {
  bundlePrice,
  hasPresidentsShare,
  isPartial,
  percentOf,
  playerHoldings,
  shareId,
  shareUnit,
  sharesOf,
  type Bundle,
} from './holdings.js';
import { moveForSale } from './market-moves.js';

function moveShare(game: Game, sym: string, index: number, to: HolderId): void {
  const share = game.corporation(sym).shares[index];
  share.owner = to;
  share.seq = ++game.state.seq;
}

/** Seats between two players in the current player order (for the closest-successor rule). */
function seatDistance(game: Game, from: string | null, to: string): number {
  if (!from) return 0;
  const order = game.state.players.filter((p) => !p.bankrupt).map((p) => p.id);
  const a = order.indexOf(from);
  const b = order.indexOf(to);
  return a < b ? b - a : b - (a - order.length);
}

export interface TransferOptions {
  readonly spender?: HolderId;
  readonly receiver?: HolderId;
  readonly price?: number;
  readonly allowPresidentChange?: boolean;
}

export function transferShares(game: Game, bundle: Bundle, to: HolderId, options: TransferOptions = {}): void {
  const sym = bundle.corporation;
  const corp = game.corporation(sym);
  const owner = bundle.owner;
  const previousPresident = corp.owner;
  const price = options.price ?? bundlePrice(game, bundle);

  if (options.spender && options.receiver && price > 0) spend(game, options.spender, options.receiver, price);
  for (const index of bundle.shares) moveShare(game, sym, index, to);
  if (options.allowPresidentChange === false) return;

  const holdings = playerHoldings(game, sym);
  const max = Math.max(0, ...holdings.values());
  const majority = [...holdings].filter(([, p]) => p === max).map(([id]) => id);
  if (previousPresident && majority.includes(previousPresident)) return;

  const presidentsPercent = corp.shares[0].percent;
  let president: string | undefined;
  if (!previousPresident) president = majority.find((id) => id === corp.shares[0].owner);
  president ??= majority
    .filter((id) => percentOf(game, id, sym) >= presidentsPercent)
    .reduce<string | undefined>((best, id) => (best === undefined || seatDistance(game, previousPresident, id) < seatDistance(game, previousPresident, best) ? id : best), undefined);
  if (!president) return;
  corp.owner = president;

  const movesPresidentsShare = hasPresidentsShare(game, bundle);
  if (to === president && previousPresident === owner && movesPresidentsShare && !isPartial(game, bundle)) return;
  let swapFrom: string | null = previousPresident;
  if (owner === sym && !movesPresidentsShare) swapFrom ??= sym;
  if (owner === president || !swapFrom) return;

  const presidentsShare = movesPresidentsShare ? bundle.shares.find((i) => corp.shares[i].president)! : corp.shares.findIndex((s) => s.president && s.owner === swapFrom);
  if (presidentsShare < 0) return;

  let transferTo: HolderId;
  let swapTo: HolderId;
  if (game.kindOf(owner) === 'player' && game.kindOf(to) === 'player' && movesPresidentsShare) {
    transferTo = to;
    swapTo = to;
  } else {
    transferTo = POOL;
    swapTo = percentOf(game, swapFrom, sym) >= corp.shares[presidentsShare].percent ? swapFrom : transferTo;
  }
  // The new president hands ordinary certificates worth the president's share to the old one.
  const count = corp.shares[presidentsShare].percent / shareUnit(game, sym);
  for (const index of sharesOf(game, president, sym).slice(0, count)) moveShare(game, sym, index, swapTo);
  moveShare(game, sym, presidentsShare, president);

  if (!isPartial(game, bundle)) return;
  const difference = bundle.shares.reduce((n, i) => n + corp.shares[i].percent, 0) - bundle.percent;
  for (let n = difference / shareUnit(game, sym); n > 0; n--) {
    const first = sharesOf(game, transferTo, sym)[0];
    if (first !== undefined) moveShare(game, sym, first, owner);
  }
}

/** The percent of a corporation that must be sold for it to float: an event's override, else its own. */
export function floatPercent(game: Game, sym: string): number {
  return game.state.overrides.floatPercent ?? game.corporationDef(sym).floatPercent;
}

/**
 * A corporation floats when enough of its IPO is sold (or when the title's `floats` hook says);
 * it stays floated.
 */
function isFloated(game: Game, sym: string): boolean {
  const corp = game.corporation(sym);
  if (corp.floated) return true;
  const floats = game.hooks.floats?.(sym, game.view) ?? percentOf(game, sym, sym) <= 100 - floatPercent(game, sym);
  if (floats) corp.floated = true;
  return corp.floated;
}

/** How a corporation's IPO sales pay it: as fixed when it was parred, else as the rules say now. */
export function capitalizationOf(game: Game, sym: string): Capitalization {
  return game.corporation(sym).capitalization ?? game.state.overrides.capitalization ?? game.rules.capitalization;
}

/** What a capitalisation mode does (title/kinds.ts): the engine's, or one of the title's kinds.ts. */
export function capitalizationMode(game: Game, capitalization: Capitalization): CapitalizationModeSpec {
  const modes = game.capitalizations;
  if (Object.hasOwn(modes, capitalization)) return modes[capitalization];
  throw new GameError('setup/unknown_capitalization', `'${capitalization}' is no capitalisation mode of the engine's or of the title's kinds.ts`, { rule: 'capitalization' });
}

/** The capital a floating corporation receives: the `floatCapital` hook, else its capitalisation mode's. */
function floatCapital(game: Game, sym: string): number {
  const hooked = game.hooks.floatCapital?.(sym, game.view);
  if (hooked !== undefined) return hooked;
  const mode = capitalizationMode(game, capitalizationOf(game, sym));
  if (!mode.floatCapital) return 0;
  const unit = shareUnit(game, sym);
  const float = { corporation: sym, par: game.market.price(game.corporation(sym).parPrice!), shares: 100 / unit, ipoShares: percentOf(game, sym, sym) / unit };
  return mode.floatCapital(float, game.view);
}

export function floatCorporation(game: Game, sym: string): void {
  const capital = floatCapital(game, sym);
  if (capital > 0) spend(game, 'bank', sym, capital);
  game.log.emit('corporation_floated', { corporation: sym, capital });
  game.hooks.corporationFloated?.(sym, game.effects);
}

export interface BuyOptions {
  /** A company traded in for the share, or `free` for a share given away (no payment). */
  readonly exchange?: string | 'free';
  readonly allowPresidentChange?: boolean;
}

/**
 * `entity` buys a bundle: pays the seller (the bank for IPO shares), may float the corporation.
 * A title's `beforeBuyShares` hook may call a player's purchase off (returns false then).
 */
export function buyShares(game: Game, entity: HolderId, bundle: Bundle, options: BuyOptions = {}): boolean {
  const sym = bundle.corporation;
  const corp = game.corporation(sym);
  if (game.hooks.beforeBuyShares && game.kindOf(entity) === 'player') {
    const purchase = { corporation: sym, shares: bundle.shares.map((i) => shareId(sym, i, game)), from: bundle.owner };
    if (game.hooks.beforeBuyShares(entity, purchase, game.effects) === false) return false;
  }
  const floatedBefore = isFloated(game, sym);
  if (hasPresidentsShare(game, bundle) || (corp.owner && game.kindOf(corp.owner) === 'player')) corp.ipoed = true;
  const price = options.exchange ? 0 : bundlePrice(game, bundle);
  if (price === 0) {
    transferShares(game, bundle, entity, { allowPresidentChange: options.allowPresidentChange });
  } else {
    const ownerKind = game.kindOf(bundle.owner);
    // From the IPO the capitalisation mode says who is paid; from a holder, the holder.
    const ipoSale = bundle.owner === sym ? capitalizationMode(game, capitalizationOf(game, sym)).ipoSale({ corporation: sym, price, ipoPercent: percentOf(game, sym, sym), floated: floatedBefore }, game.view) : undefined;
    const escrowed = ipoSale === 'escrow';
    const receiver = ipoSale === 'corporation' || (ipoSale === undefined && (ownerKind === 'corporation' || ownerKind === 'player')) ? bundle.owner : 'bank';
    transferShares(game, bundle, entity, {
      spender: entity === POOL ? 'bank' : entity,
      receiver,
      price,
      allowPresidentChange: options.allowPresidentChange,
    });
    if (escrowed) corp.escrow = (corp.escrow ?? 0) + price;
  }
  game.log.emit('share_bought', { buyer: entity, corporation: sym, percent: bundle.percent, price, from: bundle.owner, exchange: options.exchange });
  if (floatedBefore !== isFloated(game, sym)) floatCorporation(game, sym);
  return true;
}

/**
 * Pays a corporation the money the bank holds for it in escrow; it is capitalised incrementally
 * from now on (1856: when it reaches its destination).
 */
export function releaseEscrow(game: Game, sym: string): number {
  const corp = game.corporation(sym);
  const amount = corp.escrow ?? 0;
  if (amount > 0) spend(game, 'bank', sym, amount);
  delete corp.escrow;
  const after = corp.capitalization === null ? undefined : capitalizationMode(game, corp.capitalization).afterEscrow;
  if (after !== undefined) corp.capitalization = after;
  game.log.emit('escrow_released', { corporation: sym, amount });
  return amount;
}

/** The holder sells a bundle to the pool and is paid by the bank. */
export function sellShares(game: Game, bundle: Bundle, allowPresidentChange = true): void {
  const price = bundlePrice(game, bundle);
  transferShares(game, bundle, POOL, { spender: 'bank', receiver: bundle.owner, price, allowPresidentChange });
  game.log.emit('share_sold', { seller: bundle.owner, corporation: bundle.corporation, percent: bundle.percent, price });
}

/** A sale and the share price drop it causes. */
export function sellSharesAndChangePrice(game: Game, bundle: Bundle): void {
  const corp = game.corporation(bundle.corporation);
  const wasPresident = corp.owner === bundle.owner;
  sellShares(game, bundle);
  moveForSale(game, corp, bundle, wasPresident);
}
