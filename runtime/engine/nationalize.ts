/**
 * Nationalisation (1867, 1861): the national takes a corporation over. What the corporation
 * owes is settled (loans repaid while its treasury can, the rest pushes its price down), its
 * shareholders are paid the resulting price per share by the bank, its treasury (and trains and
 * companies) go to the national or the bank as the title's `national.assets` says, and its
 * stations become the national's — richest cities first, as long as the national has tokens,
 * keeping the last ones for its reserved hexes. A minor then closes; a major returns to its
 * unstarted state, to be parred again.
 */
import { GameError } from '../core/errors.js';
import { maxRevenue } from '../map/revenue.js';
import { clearReservation } from '../map/slots.js';
import { placeToken, removeToken } from '../map/tokens.js';
import { tileCatalog } from '../map/tiles.js';
import { BANK } from '../state/types.js';
import { closeCompany } from './companies.js';
import type { Game } from './contract.js';
import { mapContext } from './map-access.js';
import { setCash, spend } from './money.js';
import { nationalDef, nationalState } from './national.js';
import { loansOwed, repayLoansWhileAble } from './nationalize-loans.js';
import { closeOperator } from './operators.js';
import { percentOf, shareUnit } from './shares/holdings.js';
import { moveSharePrice } from './shares/market-moves.js';
import { initialCorporation } from './setup.js';

/** Nationalises a floated corporation still in the game; does nothing for any other. */
export function nationalize(game: Game, sym: string): void {
  const def = nationalDef(game);
  if (!def) throw new GameError('national/none', `${game.title.meta.title} has no national to nationalise ${sym} into`, { entity: sym });
  const corp = game.corporation(sym);
  if (!corp.floated || corp.closed || !game.state.corporationOrder.includes(sym)) return;
  game.log.emit('nationalized', { corporation: sym, national: def.corporation });

  repayLoansWhileAble(game, sym);
  const before = corp.sharePrice ? game.market.price(corp.sharePrice) : 0;
  moveSharePrice(game, corp, 'left');
  for (let loan = loansOwed(game, sym); loan > 0; loan--) for (let i = 0; i < def.loanPriceMoves; i++) moveSharePrice(game, corp, 'left');
  transferAssets(game, sym, def.corporation, def.assets);

  const perShare = corp.sharePrice ? game.market.price(corp.sharePrice) : 0;
  const unit = shareUnit(game, sym);
  const payouts: Record<string, number> = {};
  for (const player of game.state.players) {
    const amount = (percentOf(game, player.id, sym) / unit) * perShare;
    if (amount <= 0) continue;
    payouts[player.id] = amount;
    spend(game, BANK, player.id, amount);
  }
  game.log.emit('shareholders_settled', { corporation: sym, from: before, perShare, payouts });

  takeOverStations(game, sym, def.corporation);
  if (game.operatorType(sym) === 'minor') closeOperator(game, sym);
  else resetCorporation(game, sym);
}

/** The treasury (and trains and companies) to the national, or the treasury to the bank and the rest out of the game. */
function transferAssets(game: Game, sym: string, national: string, assets: 'bank' | 'national'): void {
  const corp = game.corporation(sym);
  if (assets === 'bank') {
    if (corp.cash !== 0) setCash(game, sym, 0, BANK);
    return;
  }
  const into = game.corporation(national);
  for (const company of corp.companies) {
    game.company(company).owner = national;
    into.companies.push(company);
  }
  corp.companies = [];
  for (const id of corp.trains) {
    game.train(id).owner = national;
    into.trains.push(id);
  }
  corp.trains = [];
  if (corp.cash !== 0) spend(game, sym, national, corp.cash, { checkPositive: false });
}

/**
 * Each station of the corporation leaves the map, richest city first (ties: the later hex id);
 * the national's next token takes its place unless the national already has a station on that
 * tile, or its remaining tokens are kept for its reserved hexes and this is not one of them.
 */
function takeOverStations(game: Game, sym: string, national: string): void {
  const ctx = mapContext(game);
  const catalog = tileCatalog(ctx.definition);
  const state = nationalState(game);
  const corp = game.corporation(sym);
  const stations = corp.tokens
    .filter((t) => t.used && t.hex !== undefined && t.city !== undefined)
    .map((t) => {
      const hex = game.state.map.hexes[t.hex!];
      const tile = catalog.forHex(t.hex!, hex);
      return { token: t, hexId: t.hex!, city: t.city!, revenue: maxRevenue(tile.nodes[tile.cities[t.city!]].revenue) };
    })
    .sort((a, b) => b.revenue - a.revenue || (a.hexId < b.hexId ? 1 : a.hexId > b.hexId ? -1 : 0));
  const into = game.corporation(national);
  for (const { token, hexId, city } of stations) {
    removeToken(ctx, hexId, city, sym);
    token.used = false;
    delete token.hex;
    delete token.city;
    const hex = game.state.map.hexes[hexId];
    if (hex.tokens.some((slots) => slots.includes(national))) continue;
    const next = into.tokens.findIndex((t) => !t.used);
    if (next < 0) continue;
    for (const reservations of hex.slotReservations) clearReservation(reservations, national);
    const reserved = state.reservations.indexOf(hexId);
    if (reserved >= 0) state.reservations.splice(reserved, 1);
    else if (into.tokens.filter((t) => !t.used).length === state.reservations.length) continue;
    placeToken(ctx, hexId, city, national, { check: false });
    const placed = into.tokens[next];
    placed.used = true;
    placed.hex = hexId;
    placed.city = city;
    game.log.emit('token_replaced', { operator: national, replaced: sym, hex: hexId });
  }
}

/**
 * A corporation returns to its state before anyone started it (the reference's
 * `reset_corporation`): its certificates back in its IPO, no price, no treasury, no loans; its
 * companies close and trains it still has leave the game. It stays in the game, to be parred
 * again. Loans it still owes leave the game with the old charter, unpaid and not back in the
 * bank's pool: the reference's new corporation object owes none, and the old one keeps them.
 */
export function resetCorporation(game: Game, sym: string): void {
  const corp = game.corporation(sym);
  for (const company of [...corp.companies]) closeCompany(game, company);
  for (const id of corp.trains) {
    const train = game.train(id);
    train.owner = null;
    train.buyable = false;
  }
  if (corp.cash !== 0) setCash(game, sym, 0, BANK);
  if (Object.hasOwn(game.state.loans.owed, sym)) game.state.loans.owed[sym] = [];
  const current = game.round.state.currentOperator === sym;
  // In place: lists of the game's corporations hold this very object.
  Object.assign(corp, initialCorporation(game.title, sym));
  delete game.state.routeInfo[sym];
  game.log.emit('corporation_reset', { corporation: sym });
  if (current) game.round.forceNextEntity();
}
