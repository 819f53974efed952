/**
 * The Canadian Government Railway (CGR): when the first 6-train is bought, every started
 * corporation repays what loans it can; those still in debt, in seat order from the buyer's
 * president, either have their president pay the rest or merge into the CGR
 * (steps/nationalization_payoff.ts). The merged corporations' trains, cash and rights go to the
 * CGR, their loans back to the bank; once all have decided, the CGR floats at their average
 * price, each player receives a CGR share for every two shares they held (ten or twenty shares in
 * all), the CGR's tokens replace theirs — homes first, one a city, ten at most — and they close.
 * From then on no interest is due, the certificate limit follows the corporations left, and the
 * CGR owns three trains at most, borrows a diesel while trainless until it has owned a permanent
 * train, and until then withholds with a price that stands still.
 */
import {
  BANK,
  gameVar,
  mapContext,
  mergeMinor,
  placeToken,
  playerHoldings,
  POOL,
  reissueShares,
  removeToken,
  returnLoans,
  setPar,
  spend,
  transferShares,
  closeOperator,
  type Game,
  type GameEffects,
  type GameView,
} from '../../runtime/sdk.js';
import type { Types } from '../../generated/titles/1856/types.js';
import { CGR, UNLIMITED_BONUS_TOKENS } from './constants.js';
import { grantRight, hasRight, RIGHTS, setMarkers } from './rights.js';

type View = GameView<Types>;
type Effects = GameEffects<Types>;

/** Where the CGR's formation stands. */
export interface Nationalization {
  /** The president of the corporation that bought the first 6-train: decisions go round the table from them. */
  readonly trigger: string;
  /** Corporations still to decide, in order. */
  pending: string[];
  /** Corporations merged into the CGR, in order. */
  merged: string[];
  /** Percent of the merged corporations each player held. */
  playerPercent: Record<string, number>;
  /** Percent of them the market held, and the odd shares players held over pairs. */
  marketPercent: number;
  /** The merged corporations' share prices, in merge order. */
  prices: number[];
}

export const nationalizationVar = gameVar('nationalization', (): Nationalization | null => null);
/** The CGR has formed (or failed to): no more interest or loans, the new certificate limit. */
export const postNationalization = gameVar('post_nationalization', (): boolean => false);
/** Whether the CGR has ever owned a permanent train (until then its price stands still and it withholds). */
export const everOwnedPermanent = gameVar('national_ever_owned_permanent', (): boolean => false);
/** The CGR must now bring its trains down to its limit, permanent ones kept first. */
export const discardPending = gameVar('national_discard_pending', (): boolean => false);
/** Tokens the CGR must take off the map: a second one in a hex first, then above its limit. */
export interface TokenRemovals {
  duplicates: { hex: string }[];
  pending: { count: number; hexes: string[] }[];
}
export const tokenRemovals = gameVar('national_token_removals', (): TokenRemovals => ({ duplicates: [], pending: [] }));
/** A player who became the CGR's president with one share: they must buy up to the whole certificate. */
export const falsePresident = gameVar('false_national_president', (): string | null => null);
/** Trains an operator borrowed from the depot this turn (the CGR's diesel), returned after buying trains. */
export const borrowedTrains = gameVar('borrowed_trains', (): Record<string, string> => ({}));

const LOAN_VALUE = 100;
const TOKEN_PRICE = 100;
const TOKEN_LIMIT = 10;
const MAX_SHARES = 20;

/** The certificate limit once the CGR has formed, by the corporations left, then the players. */
const POST_NATIONALIZATION_CERT_LIMIT: Readonly<Record<number, Readonly<Record<number, number>>>> = {
  11: { 3: 28, 4: 22, 5: 18, 6: 15 },
  10: { 3: 25, 4: 20, 5: 16, 6: 14 },
  9: { 3: 22, 4: 18, 5: 15, 6: 12 },
  8: { 3: 20, 4: 16, 5: 13, 6: 11 },
  7: { 3: 18, 4: 14, 5: 11, 6: 10 },
  6: { 3: 15, 4: 12, 5: 10, 6: 8 },
  5: { 3: 13, 4: 10, 5: 8, 6: 7 },
  4: { 3: 10, 4: 8, 5: 7, 6: 6 },
  3: { 3: 10, 4: 8, 5: 7, 6: 6 },
  2: { 3: 10, 4: 8, 5: 7, 6: 6 },
  1: { 3: 10, 4: 8, 5: 7, 6: 6 },
};

export function nationalBoughtPermanent(game: View): boolean {
  return game.get(everOwnedPermanent);
}

/** The CGR may own one train more than the phase allows. */
export function nationalTrainLimit(game: View): number {
  const limit = game.phase.trainLimit;
  return (typeof limit === 'number' ? limit : (limit.corporation ?? 0)) + 1;
}

/** A train that never rusts. */
export function permanent(game: { title: View['title'] }, type: string): boolean {
  return game.title.trains.find((t) => t.name === type)?.rustsOn === undefined;
}

/** Seat order starting after... the reference's rotation: players before the trigger come last. */
function playersFrom(game: View, trigger: string): string[] {
  const ids = game.state.players.map((p) => p.id);
  const at = ids.indexOf(trigger);
  return ids.map((id, i) => [i < at ? i + 10 : i, id] as const).sort((a, b) => a[0] - b[0]).map(([, id]) => id);
}

/** The 6-train's event: loans repaid where treasuries can, then those in debt line up to decide. */
export function nationalization(game: Effects): void {
  const buyer = game.train('6-0').owner ?? '';
  const trigger = game.playerOf(buyer)?.id ?? game.state.players[0].id;
  game.log(`-- Event: ${CGR} merger --`);
  for (const corp of game.corporations) {
    if (!corp.floated || corp.sym === CGR) continue;
    const repaid = Math.min(game.loans(corp.sym).length, Math.floor(corp.cash / LOAN_VALUE));
    for (let i = 0; i < repaid; i++) game.repayLoan(corp.sym);
  }
  const seat = new Map(playersFrom(game, trigger).map((id, i) => [id, i] as const));
  const entities = game.round.entities;
  const pending = game.corporations
    .filter((c) => c.floated && c.sym !== CGR && game.loans(c.sym).length > 0)
    .map((c) => c.sym)
    .sort((a, b) => (seat.get(game.corporation(a).owner ?? '') ?? 0) - (seat.get(game.corporation(b).owner ?? '') ?? 0) || entities.indexOf(a) - entities.indexOf(b));
  if (pending.length > 0) game.log(`Merge candidates: ${pending.map((c) => `${c} (${game.playerOf(c)?.name ?? '-'})`).join(', ')}`);
  game.set(nationalizationVar, { trigger, pending, merged: [], playerPercent: {}, marketPercent: 0, prices: [] });
}

function state(game: Game): Nationalization {
  const value = game.view.get(nationalizationVar) as Nationalization | null;
  if (!value) throw new Error('no CGR formation under way');
  return value;
}

/** A copy of the formation's state to change and store back. */
function editable(game: Game): Nationalization {
  return JSON.parse(JSON.stringify(state(game))) as Nationalization;
}

function store(game: Game, value: Nationalization): void {
  game.effects.set(nationalizationVar, value);
}

const effects = (game: Game): Effects => game.effects as unknown as Effects;

/** The CGR now owns a permanent train: its price may move, it may pay out, and borrowing is over. */
export function nationalOwnsPermanent(game: Game): void {
  if (game.view.get(everOwnedPermanent)) return;
  game.effects.set(everOwnedPermanent, true);
  game.log.emit('note', { text: `-- ${CGR} now owns a permanent train, may no longer borrow a train when trainless --` });
}

/** The president pays what the corporation's treasury cannot of its loans; it stays out of the CGR. */
export function presidentPayoff(game: Game, sym: string): void {
  const nat = editable(game);
  const corp = game.corporation(sym);
  const owed = LOAN_VALUE * effects(game).loans(sym as Types['corporation']).length - corp.cash;
  if (corp.cash > 0) spend(game, sym, BANK, corp.cash);
  spend(game, corp.owner!, BANK, owed);
  returnLoans(game, sym);
  game.log.emit('note', { text: `${game.nameOf(corp.owner!)} pays off the ${game.money(owed)} debt for ${sym}` });
  nat.pending = nat.pending.filter((c) => c !== sym);
  store(game, nat);
  afterDecision(game);
}

/** A corporation merges into the CGR: its trains, cash and rights go over, its loans back to the bank. */
export function mergeMajor(game: Game, sym: string): void {
  const nat = editable(game);
  const fx = effects(game);
  game.log.emit('note', { text: `-- ${sym} merges into ${CGR} --` });
  const corp = game.corporation(sym);
  for (const id of corp.trains) if (permanent(game, game.train(id).type)) nationalOwnsPermanent(game);
  mergeMinor(game, sym, CGR, { tokens: 'keep', close: false, companies: 'close' });
  returnLoans(game, sym);
  for (const right of RIGHTS) {
    if (!hasRight(fx, sym, right)) continue;
    if (hasRight(fx, CGR, right)) {
      if (!game.optionalRules.has(UNLIMITED_BONUS_TOKENS)) setMarkers(fx, right, 1);
      game.log.emit('note', { text: `${CGR} already has a ${right} token, the token is returned to the bank pool` });
    } else {
      grantRight(fx, CGR, right);
      game.log.emit('note', { text: `${CGR} gets ${sym}'s ${right} token` });
    }
  }
  if (fx.destination(sym as Types['corporation'])) fx.setDestination(sym as Types['corporation'], null);
  // Its stations leave the cities (the CGR takes them over once all have decided).
  const ctx = mapContext(game);
  for (const token of corp.tokens) if (token.used && token.hex !== undefined && token.city !== undefined) removeToken(ctx, token.hex, token.city, sym);
  for (const [player, percent] of playerHoldings(game, sym)) nat.playerPercent[player] = (nat.playerPercent[player] ?? 0) + percent;
  nat.marketPercent += corp.shares.filter((s) => s.owner === POOL).reduce((n, s) => n + s.percent, 0);
  nat.prices.push(game.market.price(corp.sharePrice!));
  nat.merged.push(sym);
  nat.pending = nat.pending.filter((c) => c !== sym);
  store(game, nat);
  afterDecision(game);
}

/** Once every corporation in debt has decided: the CGR forms from those merged (or does not form). */
function afterDecision(game: Game): void {
  const nat = state(game);
  if (nat.pending.length > 0) return;
  const fx = effects(game);
  if (nat.merged.length === 0) {
    game.log.emit('note', { text: `${CGR} does not form` });
    game.corporation(CGR).closed = true;
    return;
  }
  const national = game.corporation(CGR);
  national.floated = true;
  national.ipoed = true;
  setPar(game, national, nationalPrice(game, nat.prices));
  shareSwap(game, nat);
  const removals = tokenSwap(game, nat.merged);
  fx.set(tokenRemovals, removals);
  const buyerBefore = game.train('6-0').owner;
  for (const sym of nat.merged) closeOperator(game, sym);
  // The CGR runs in this round right after the 6-train's buyer if none of the merged ran yet.
  const entities = game.round.state.entities;
  const earliest = Math.min(...nat.merged.map((sym) => entities.indexOf(sym)).filter((i) => i >= 0));
  const buyer = buyerBefore ? entities.indexOf(buyerBefore) : -1;
  if (buyer >= 0 && buyer < earliest && !entities.includes(CGR)) entities.splice(buyer + 1, 0, CGR);
  fx.set(discardPending, true);
  fx.set(postNationalization, true);
  fx.setCertLimit(POST_NATIONALIZATION_CERT_LIMIT[game.state.corporationOrder.length]?.[game.state.players.length] ?? fx.certLimit());
}

/** The average of the merged prices (the lowest left out when more than two), rounded as the rules say, on the market's top row. */
function nationalPrice(game: Game, prices: readonly number[]): readonly [number, number] {
  const counted = [...prices];
  if (counted.length > 2) counted.splice(counted.indexOf(Math.min(...counted)), 1);
  const average = Math.trunc((0.2 * counted.reduce((a, b) => a + b, 0)) / counted.length) * 5;
  let price: number;
  if (average < 105) price = 100;
  else if (average <= 115) price = 110;
  else {
    const delta = average % 25;
    price = delta < 12.5 ? average - delta : average - delta + 25;
  }
  const column = game.title.market.rows[0].findIndex((cell) => cell?.price === price);
  return [0, column];
}

/** Players receive a CGR share for every 20% they held of the merged corporations, the market one for every 20% it held (with the odd shares). */
function shareSwap(game: Game, nat: Nationalization): void {
  const order = playersFrom(game.view as unknown as View, nat.trigger).filter((id) => Object.hasOwn(nat.playerPercent, id));
  let left = MAX_SHARES;
  let marketPercent = nat.marketPercent;
  let presidentShares = 0;
  let president: string | undefined;
  let falsePres: string | null = null;
  for (const player of order) {
    const percent = nat.playerPercent[player];
    const awarded = Math.min(Math.floor(percent / 20), left);
    marketPercent += percent % 20;
    left -= awarded;
    game.log.emit('note', { text: `${game.nameOf(player)} gets ${awarded} shares of ${CGR}` });
    if (awarded <= presidentShares) continue;
    falsePres = awarded === 1 ? player : null;
    presidentShares = awarded;
    president = player;
  }
  const marketShares = Math.min(Math.floor(marketPercent / 20), left);
  left -= marketShares;
  // More than ten shares handed out: twenty 5% shares (the president's 10%, counting as one
  // certificate; the others as half one) instead of ten; the ten new ones are numbered from 20.
  if (left < 10) {
    const ids = [...Array.from({ length: 9 }, (_, i) => i), ...Array.from({ length: 10 }, (_, i) => 20 + i)];
    reissueShares(game, CGR, [10, ...Array<number>(18).fill(5)], [1, ...Array<number>(18).fill(0.5)], ids);
  }
  const national = game.corporation(CGR);
  const ipo = () => national.shares.map((s, i) => [s, i] as const).filter(([s, i]) => s.owner === CGR && i > 0).map(([, i]) => i);
  const give = (to: string, index: number) => transferShares(game, { corporation: CGR, owner: CGR, shares: [index], percent: national.shares[index].percent }, to, { allowPresidentChange: false });
  let handedOut = 1;
  for (const player of order) {
    let shares = Math.floor(nat.playerPercent[player] / 20);
    if (shares <= 0) continue;
    if (player === president) {
      if (falsePres) {
        // One share only: half the president's certificate; the rest is bought in the next stock round.
        (national.shares[0] as { percent: number }).percent /= 2;
        shares -= 1;
      } else shares -= 2;
      give(player, 0);
    }
    for (; shares > 0; shares--) {
      if (handedOut === MAX_SHARES - 1) {
        game.log.emit('note', { text: `${CGR} is out of shares to issue, ${game.nameOf(player)} gets no more shares` });
        break;
      }
      const list = ipo();
      give(player, list[list.length - 1]);
      handedOut++;
    }
  }
  if (president) national.owner = president;
  effects(game).set(falsePresident, falsePres);
  const list = ipo();
  for (const index of list.slice(list.length - marketShares)) give(POOL, index);
}

/** The CGR's token (in its list) in a city. */
function nationalTokenAt(game: Game, hex: string, city: number): number {
  return game.corporation(CGR).tokens.findIndex((t) => t.used && t.hex === hex && t.city === city);
}

/** A new CGR token placed in a city where a merged corporation's token stood. */
function replaceWithNational(game: Game, sym: string, tokenIndex: number): { hex: string; city: number } {
  const token = game.operator(sym).tokens[tokenIndex];
  const at = { hex: token.hex!, city: token.city! };
  token.used = false;
  delete token.hex;
  delete token.city;
  const national = game.corporation(CGR);
  national.tokens.push({ price: 0, used: true, hex: at.hex, city: at.city });
  placeToken(mapContext(game), at.hex, at.city, CGR, { check: false });
  game.log.emit('note', { text: `${sym}'s token in ${at.hex} is replaced with a ${CGR} token` });
  return at;
}

/** Takes one of the CGR's tokens off the map and out of its supply. */
export function destroyNationalToken(game: Game, index: number): void {
  const national = game.corporation(CGR);
  const token = national.tokens[index];
  if (token.used && token.hex !== undefined && token.city !== undefined) removeToken(mapContext(game), token.hex, token.city, CGR);
  national.tokens.splice(index, 1);
}

/**
 * The merged corporations' stations become the CGR's: every home first, then the others (one a
 * city: a later corporation's token there replaces the CGR's earlier one); a second CGR token in
 * a hex and tokens above ten are for its president to remove; spare tokens up to ten at $100.
 */
function tokenSwap(game: Game, merged: readonly string[]): TokenRemovals {
  const homes: { hex: string; city: number }[] = [];
  for (const sym of merged) {
    const home = game.operator(sym).tokens[0];
    if (home?.used && home.hex !== undefined) homes.push(replaceWithNational(game, sym, 0));
  }
  const isHome = (hex: string, city: number) => homes.some((h) => h.hex === hex && h.city === city);
  for (const sym of merged) {
    const corp = game.operator(sym);
    for (let i = 0; i < corp.tokens.length; i++) {
      const token = corp.tokens[i];
      if (!token.used || token.hex === undefined || homes.some((h) => h.hex === token.hex)) continue;
      // The CGR's earlier tokens in this corporation's cities go (homes excepted).
      const cities = corp.tokens.filter((t) => t.used && t.hex !== undefined).map((t) => [t.hex!, t.city!] as const);
      for (const [hex, city] of cities) {
        if (isHome(hex, city)) continue;
        for (let at = nationalTokenAt(game, hex, city); at >= 0; at = nationalTokenAt(game, hex, city)) destroyNationalToken(game, at);
      }
      replaceWithNational(game, sym, i);
    }
  }
  const national = game.corporation(CGR);
  const byHex = new Map<string, number>();
  for (const t of national.tokens) if (t.hex !== undefined) byHex.set(t.hex, (byHex.get(t.hex) ?? 0) + 1);
  const duplicates = [...byHex].filter(([, n]) => n > 1).map(([hex]) => ({ hex }));
  const keep = Math.max(homes.length, TOKEN_LIMIT);
  const pending: TokenRemovals['pending'] = [];
  if (national.tokens.length - duplicates.length > keep) {
    game.log.emit('note', { text: `-- ${CGR} is above token limit and must decide which tokens to remove --` });
    pending.push({ count: national.tokens.length - keep, hexes: national.tokens.flatMap((t) => (t.hex !== undefined && !homes.some((h) => h.hex === t.hex) ? [t.hex] : [])) });
  }
  const spare = Math.max(keep - national.tokens.length + duplicates.length, 0);
  game.log.emit('note', { text: `${CGR} has ${spare} spare ${game.money(TOKEN_PRICE)} token${spare === 1 ? '' : 's'}` });
  for (let i = 0; i < spare; i++) national.tokens.push({ price: TOKEN_PRICE, used: false });
  return { duplicates, pending };
}
