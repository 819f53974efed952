/**
 * Share choices the stock steps offer: a bundle as a legal action, the bundles one holder has
 * for sale (one of each certificate size, or runs of them where several may be bought at once),
 * the par prices a player can afford.
 */
import type { Game } from '../engine/contract.js';
import { bundlePrice, shareId, sharesOf, type Bundle } from '../engine/shares/holdings.js';
import { legalBase } from './base.js';
import type { SharesLegal } from './types.js';

export function sharesLegal(game: Game, actor: string, type: SharesLegal['type'], bundle: Bundle, paid?: number): SharesLegal {
  // Built for every bundle offered after every action: no arrays for the smallest size, one price.
  const natural = bundlePrice(game, bundle);
  const price = paid ?? natural;
  const certificates = game.corporation(bundle.corporation).shares;
  let unit = Number.POSITIVE_INFINITY;
  for (let i = certificates.length > 1 ? 1 : 0; i < certificates.length; i++) if (certificates[i].percent < unit) unit = certificates[i].percent;
  const units = bundle.percent / unit;
  const sharePrice = price !== natural && Number.isInteger(price / units) ? price / units : undefined;
  return {
    type,
    ...legalBase(game, actor),
    corporation: bundle.corporation,
    from: bundle.owner,
    shares: bundle.shares.map((i) => shareId(bundle.corporation, i, game)),
    percent: bundle.percent,
    price,
    ...(sharePrice !== undefined ? { sharePrice } : {}),
  };
}

/**
 * Bundles `from` could hand over of a corporation: its first certificate of each size (never
 * the president's), and with `multiple` the first 2, 3, ... of a size.
 */
export function buyableBundles(game: Game, corporation: string, from: string, multiple: boolean): Bundle[] {
  const shares = game.corporation(corporation).shares;
  const bySize = new Map<number, number[]>();
  for (const index of sharesOf(game, from, corporation)) {
    if (shares[index].president) continue;
    const list = bySize.get(shares[index].percent) ?? [];
    list.push(index);
    bySize.set(shares[index].percent, list);
  }
  const out: Bundle[] = [];
  for (const [percent, list] of bySize) {
    const most = multiple ? list.length : 1;
    for (let n = 1; n <= most; n++) out.push({ corporation, owner: from, shares: list.slice(0, n), percent: percent * n });
  }
  return out;
}

/** The first `count` certificates (by arrival) a holder has of a corporation, never the president's. */
export function firstShares(game: Game, holder: string, corporation: string, count: number): Bundle | undefined {
  const shares = game.corporation(corporation).shares;
  const indices = sharesOf(game, holder, corporation).filter((i) => !shares[i].president).slice(0, count);
  if (indices.length < count || count <= 0) return undefined;
  return { corporation, owner: holder, shares: indices, percent: indices.reduce((n, i) => n + shares[i].percent, 0) };
}

/** The par prices at which the player can pay for the corporation's president's certificate. */
export function affordablePars(game: Game, player: string, corporation: string): { id: string; price: number }[] {
  const corp = game.corporation(corporation);
  const president = corp.shares.find((s) => s.president);
  if (!president) return [];
  const unit = corp.shares.find((s) => !s.president)?.percent ?? president.percent / 2;
  const cash = game.player(player).cash;
  return game.market.parPrices.filter((p) => Math.ceil((p.price * president.percent) / unit) <= cash).map((p) => ({ id: p.id, price: p.price }));
}
