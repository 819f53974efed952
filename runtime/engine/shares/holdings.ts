/**
 * Who holds which certificates, and what they are worth: queries over the corporations' share
 * lists, with no changes. A holder's certificates of a corporation are in the order they
 * arrived, as the rules' "take the first certificates" choices depend on it.
 */
import { GameError } from '../../core/errors.js';
import { splitIndexedId } from '../../core/ids.js';
import { DEFAULT_RULES } from '../../title/defaults.js';
import { POOL, type CorporationState, type HolderId, type ShareState } from '../../state/types.js';
import type { Game } from '../contract.js';
import { sortShort } from '../../core/sort.js';

/** A set of certificates of one corporation from one holder, possibly a part of the president's. */
export interface Bundle {
  readonly corporation: string;
  readonly owner: HolderId;
  /** Share indices into the corporation's `shares`. */
  readonly shares: readonly number[];
  /** Percent the bundle carries; less than the certificates' sum when half a president's share is sold. */
  readonly percent: number;
}

/** The size of an ordinary certificate in percent (10 in most titles). */
export function shareUnit(game: Game, sym: string): number {
  const shares = game.corporation(sym).shares;
  return shares[1]?.percent ?? shares[0].percent / 2;
}

export function totalShares(game: Game, sym: string): number {
  return 100 / shareUnit(game, sym);
}

export function sharesOf(game: Game, holder: HolderId, sym: string): number[] {
  const shares = game.corporation(sym).shares;
  const out: number[] = [];
  for (let i = 0; i < shares.length; i++) if (shares[i].owner === holder) out.push(i);
  return sortShort(out, (a, b) => shares[a].seq - shares[b].seq);
}

export function percentOf(game: Game, holder: HolderId, sym: string): number {
  let total = 0;
  for (const share of game.corporation(sym).shares) if (share.owner === holder) total += share.percent;
  return total;
}

export function numSharesOf(game: Game, holder: HolderId, sym: string): number {
  return Math.ceil(percentOf(game, holder, sym) / shareUnit(game, sym));
}

/** Percent held by each player (only players can be president). */
export function playerHoldings(game: Game, sym: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const share of game.corporation(sym).shares) {
    if (game.kindOf(share.owner) === 'player') out.set(share.owner, (out.get(share.owner) ?? 0) + share.percent);
  }
  return out;
}

/** Where a certificate numbered `number` is in a corporation's list (its place, unless certificates carry their own numbers), or -1. */
export function shareIndexOf(corp: CorporationState, number: number): number {
  const shares = corp.shares;
  if (number < shares.length && (shares[number].id ?? number) === number) return number;
  return shares.findIndex((s, i) => (s.id ?? i) === number);
}

export function parseShareId(game: Game, id: string): { corporation: string; index: number } {
  const split = splitIndexedId(id, '_');
  const corp = split && Object.hasOwn(game.state.corporations, split.name) ? game.state.corporations[split.name] : undefined;
  const index = split && corp ? shareIndexOf(corp, split.index) : -1;
  if (!split || index < 0) throw new GameError('share/unknown', `no share '${id}'`, { entity: id });
  return { corporation: split.name, index };
}

/** A certificate's id from its place in its corporation's list (`PRR_3`). */
export function shareId(sym: string, index: number, game?: Game): string {
  const number = game ? (game.corporation(sym).shares[index]?.id ?? index) : index;
  return `${sym}_${number}`;
}

/** The lowest par price: what a share is worth before its corporation has a price. */
export function minimumPrice(game: Game): number {
  return Math.min(...game.market.parPrices.map((p) => p.price));
}

/** Price of one ordinary share, held by `owner`: IPO shares at par (unless `always_market_price`), others at market. */
export function pricePerShare(game: Game, corp: CorporationState, owner: HolderId): number {
  const at = owner === corp.sym && !game.corporationDef(corp.sym).alwaysMarketPrice ? corp.parPrice : corp.sharePrice;
  return at ? game.market.price(at) : minimumPrice(game);
}

/** What certificates of `percent` held by `owner` are worth (rounded up, as the reference does). */
export function sharePrice(game: Game, sym: string, percent: number, owner?: HolderId): number {
  const corp = game.corporation(sym);
  return Math.ceil((pricePerShare(game, corp, owner ?? '') * percent) / shareUnit(game, sym));
}

export function bundlePrice(game: Game, bundle: Bundle): number {
  return sharePrice(game, bundle.corporation, bundle.percent, bundle.owner);
}

export function bundleNumShares(game: Game, bundle: Bundle): number {
  return Math.ceil(bundle.percent / shareUnit(game, bundle.corporation));
}

export function hasPresidentsShare(game: Game, bundle: Bundle): boolean {
  const shares = game.corporation(bundle.corporation).shares;
  for (const i of bundle.shares) if (shares[i].president) return true;
  return false;
}

export function isPartial(game: Game, bundle: Bundle): boolean {
  const shares = game.corporation(bundle.corporation).shares;
  return bundle.percent !== bundle.shares.reduce((n, i) => n + shares[i].percent, 0);
}

export function bundleOf(game: Game, corporation: string, shares: readonly number[], percent?: number): Bundle {
  const list = game.corporation(corporation).shares;
  const owner = list[shares[0]].owner;
  let sum = 0;
  for (const i of shares) {
    if (list[i].owner !== owner) throw new GameError('share/mixed_owners', 'all shares of a bundle must have the same owner', { entity: corporation });
    sum += list[i].percent;
  }
  return { corporation, owner, shares, percent: percent ?? sum };
}

/**
 * The bundle an action names: share ids of one corporation held by one owner, each once, and
 * a percent that is their sum — or, for a sale that splits the president's certificate, the
 * sum less whole ordinary shares.
 */
export function bundleFromIds(game: Game, ids: readonly string[], percent: number | undefined, options: { readonly allowPartial: boolean }): Bundle {
  if (ids.length === 0) throw new GameError('share/empty_bundle', 'the action names no shares');
  if (new Set(ids).size !== ids.length) throw new GameError('share/duplicate', `a share is named twice in ${ids.join(', ')}`);
  const parsed = ids.map((id) => parseShareId(game, id));
  const corporation = parsed[0].corporation;
  if (parsed.some((p) => p.corporation !== corporation)) throw new GameError('share/mixed_bundle', 'a bundle must hold shares of one corporation', { entity: corporation });
  const bundle = bundleOf(game, corporation, parsed.map((p) => p.index));
  if (percent === undefined || percent === bundle.percent) return bundle;
  const unit = shareUnit(game, corporation);
  const corp = game.corporation(corporation);
  const president = bundle.shares.some((i) => corp.shares[i].president);
  const split = bundle.percent - percent;
  // As the reference offers it: the owner's whole holding, less whole ordinary shares that stay.
  const wholeHolding = sharesOf(game, bundle.owner, corporation).length === bundle.shares.length;
  const validSplit =
    options.allowPartial && president && wholeHolding && split > 0 && split % unit === 0 && split < corp.shares[0].percent && percent >= unit;
  if (!validSplit) {
    throw new GameError('share/bad_percent', `${ids.join(', ')} are ${bundle.percent}%, not ${percent}%`, { entity: corporation });
  }
  return { ...bundle, percent };
}

/**
 * Every bundle a holder could sell of a corporation: the first 1, 2, ... certificates
 * (president's last), plus the president's certificate split into ordinary shares.
 */
export function bundlesFor(game: Game, holder: HolderId, sym: string): Bundle[] {
  const bundles: Bundle[] = [];
  eachBundleFor(game, holder, sym, (bundle) => {
    bundles.push(bundle);
    return false;
  });
  return sortShort(bundles, (a, b) => a.percent - b.percent);
}

/**
 * Whether any of the bundles `bundlesFor` lists passes `test`: the same bundles, built one at a
 * time and none after the first that passes (steps ask "may they sell any?" after every action).
 */
export function anyBundleFor(game: Game, holder: HolderId, sym: string, test: (bundle: Bundle) => boolean): boolean {
  return eachBundleFor(game, holder, sym, test);
}

/** The order a holder's certificates are sold in: the president's last, then by size, then as they arrived. */
function certificateOrder(a: ShareState, b: ShareState): number {
  return Number(a.president) - Number(b.president) || a.percent - b.percent || a.seq - b.seq;
}

/** Makes `bundlesFor`'s bundles (unsorted) until `visit` answers true; says whether it did. */
function eachBundleFor(game: Game, holder: HolderId, sym: string, visit: (bundle: Bundle) => boolean): boolean {
  const corp = game.corporation(sym);
  if (!corp.ipoed) return false;
  // President's last, then by size, then in the order they arrived (`sharesOf`'s): kept in that order as they are found.
  const shares = corp.shares;
  const mine: number[] = [];
  for (let i = 0; i < shares.length; i++) if (shares[i].owner === holder) insertInOrder(mine, shares, i);
  if (mine.length === 0) return false;
  let percent = 0;
  for (let k = 0; k < mine.length; k++) {
    percent += corp.shares[mine[k]].percent;
    if (visit({ corporation: sym, owner: holder, shares: mine.slice(0, k + 1), percent })) return true;
  }
  if (corp.shares[mine[mine.length - 1]].president) {
    const unit = shareUnit(game, sym);
    const partials = (corp.shares[0].percent - unit) / unit;
    for (let n = 1; n <= partials; n++) if (visit({ corporation: sym, owner: holder, shares: mine, percent: percent - unit * n })) return true;
  }
  return false;
}

/** Inserts certificate `i` into `mine`, kept in `certificateOrder` (a handful: no comparator closure per question). */
function insertInOrder(mine: number[], shares: readonly ShareState[], i: number): void {
  let at = mine.length;
  mine.push(i);
  while (at > 0 && certificateOrder(shares[mine[at - 1]], shares[i]) > 0) {
    mine[at] = mine[at - 1];
    at--;
  }
  mine[at] = i;
}

/** A president may sell only if someone else could take the presidency. */
export function canDump(game: Game, holder: HolderId, bundle: Bundle): boolean {
  if (!hasPresidentsShare(game, bundle)) return true;
  const shares = game.corporation(bundle.corporation).shares;
  return largestOtherHolding(game, bundle.corporation, shares, holder) >= shares[0].percent;
}

/**
 * The most any one player or other corporation but `holder` holds of a corporation. Summed by
 * owner over the certificates (a dozen or so), not in a map: asked for every sale a president
 * might make, after every stock action.
 */
function largestOtherHolding(game: Game, sym: string, shares: readonly ShareState[], holder: HolderId): number {
  let best = 0;
  for (let i = 0; i < shares.length; i++) {
    const owner = shares[i].owner;
    if (owner === holder || !holdsAsInvestor(game, owner, sym)) continue;
    let first = true;
    for (let j = 0; j < i; j++) if (shares[j].owner === owner) first = false;
    if (!first) continue; // summed at its first certificate
    let percent = 0;
    for (let j = i; j < shares.length; j++) if (shares[j].owner === owner) percent += shares[j].percent;
    if (percent > best) best = percent;
  }
  return best;
}

/** A holder whose certificates count toward the presidency: a player, or a corporation other than the issuer. */
function holdsAsInvestor(game: Game, owner: string, sym: string): boolean {
  const kind = game.kindOf(owner);
  return kind === 'player' || (kind === 'corporation' && owner !== sym);
}

export function fitsInPool(game: Game, bundle: Bundle): boolean {
  return bundle.percent + percentOf(game, POOL, bundle.corporation) <= game.rules.marketShareLimit;
}

/** Certificates counted toward the limit: shares outside free market zones, plus companies. */
export function numCerts(game: Game, holder: HolderId): number {
  let certs = 0;
  for (const corp of game.corporations) {
    let held = 0;
    for (const share of corp.shares) if (share.owner === holder) held += share.certSize ?? 1;
    // The market is asked only about corporations the holder holds (most it holds none of).
    if (held > 0 && game.market.countsForLimit(corp.sharePrice)) certs += held;
  }
  if (game.rules.certLimitIncludesPrivates && game.kindOf(holder) === 'player') certs += game.player(holder).companies.length;
  return certs;
}

export function certLimit(game: Game): number {
  const set = game.state.overrides.certLimit;
  if (set !== undefined) return set;
  const limit = game.rules.certLimit;
  if (typeof limit === 'number') return limit;
  const forPlayers = limit[game.state.players.length];
  if (typeof forPlayers === 'number') return forPlayers;
  const inPlay = game.state.corporationOrder.length;
  const keys = sortedCounts(forPlayers);
  const key = keys.find((k) => k >= inPlay) ?? keys[0];
  return forPlayers[key];
}

/** A limit table's corporation counts in ascending order, sorted once per table (asked at every stock action). */
const countsByTable = new WeakMap<object, readonly number[]>();

function sortedCounts(table: object): readonly number[] {
  let keys = countsByTable.get(table);
  if (!keys) countsByTable.set(table, (keys = Object.keys(table).map(Number).sort((a, b) => a - b)));
  return keys;
}

/** Whether `holder` may own `extraPercent` more of a corporation (60% rule, free market zones). */
export function holdingOk(game: Game, holder: HolderId, sym: string, extraPercent = 0): boolean {
  if (holder === sym) return true;
  const held = percentOf(game, holder, sym) + extraPercent;
  // Nothing held is within any limit (asked of every corporation after every stock action).
  if (held <= 0) return true;
  if (game.market.unlimitedHolding(game.corporation(sym).sharePrice)) return true;
  return held <= maxOwnershipPercent(game, sym);
}

/** Most of a corporation one holder may own: its own limit, else the rules' for this player count. */
export function maxOwnershipPercent(game: Game, sym: string): number {
  const own = game.corporationDef(sym).maxOwnershipPercent;
  if (own !== undefined) return own;
  const rule = game.rules.maxOwnershipPercent;
  // Codegen requires a value for every player count of the title's range.
  return typeof rule === 'number' ? rule : (rule[game.seats.length] ?? DEFAULT_RULES.maxOwnershipPercent);
}

export function soldOutPercent(game: Game, sym: string): number {
  let total = 0;
  for (const percent of playerHoldings(game, sym).values()) total += percent;
  return total;
}
