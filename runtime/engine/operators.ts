/**
 * Operators — corporations and minors — entering and leaving the game. A minor starts when it
 * gets an owner (a draft, an auction, a purchase), floats at once and operates from the next
 * operating round; any operator can close (a corporation whose price reaches a `close` cell, a
 * title's rule), taking its tokens off the map and its trains, companies and treasury with it.
 */
import { GameError } from '../core/errors.js';
import { clearReservation } from '../map/slots.js';
import { removeToken } from '../map/tokens.js';
import { invalidateMap } from '../map/board.js';
import { BANK, POOL, type OperatorState } from '../state/types.js';
import { closeCompany } from './companies.js';
import type { Game } from './contract.js';
import { mapContext } from './map-access.js';
import { setCash } from './money.js';
import { placeHomeToken } from './tokens.js';

/** Whether an operator has an owner and may operate. */
export function isFloated(op: OperatorState): boolean {
  return op.floated && !op.closed;
}

/** Gives an operator an owner and lets it operate (a minor bought in a draft or auction). */
export function startOperator(game: Game, sym: string, owner: string): void {
  const op = game.operator(sym);
  if (op.closed) throw new GameError('operator/closed', `${sym} has closed`, { entity: sym });
  if (!game.kindOf(owner)) throw new GameError('entity/unknown', `no entity '${owner}' to own ${sym}`, { entity: owner });
  op.owner = owner;
  if (op.floated) return;
  op.floated = true;
  game.log.emit('operator_started', { operator: sym, owner });
  if (game.rules.homeTokenTiming === 'par' || game.rules.homeTokenTiming === 'float') placeHomeToken(game, sym);
}

/**
 * Whether a corporation is in receivership: owned by the market (its president went bankrupt
 * and no player took it over; the reference's `receivership?`). Nobody decides for it.
 */
export function inReceivership(game: Game, sym: string | undefined): boolean {
  return sym !== undefined && game.kindOf(sym) === 'corporation' && game.corporation(sym).owner === POOL;
}

/**
 * Closes a corporation or minor as the reference's `close_corporation` does: its tokens and
 * reservations leave the map, its treasury goes to the bank, its trains and companies leave the
 * game, its shares become worthless, and if it was operating the turn moves on.
 */
export function closeOperator(game: Game, sym: string): void {
  const op = game.operator(sym);
  if (op.closed) return;
  const ctx = mapContext(game);
  // Reservations are map state too: the hexes that lose one are named to invalidateMap (undo's
  // snapshots share what it says is unchanged); removeToken names its own.
  const unreserved: string[] = [];
  const hexes = game.state.map.hexes;
  for (const hexId in hexes) {
    const hex = hexes[hexId];
    // Most hexes hold nothing of the operator: asked before anything is changed or built.
    for (let cityIndex = 0; cityIndex < hex.tokens.length; cityIndex++) if (hex.tokens[cityIndex].includes(sym)) removeToken(ctx, hexId, cityIndex, sym);
    const reserved = hex.tileReservations.includes(sym) || hex.slotReservations.some((slots) => slots.includes(sym));
    if (!reserved) continue;
    for (const reservations of hex.slotReservations) clearReservation(reservations, sym);
    hex.tileReservations = hex.tileReservations.filter((r) => r !== sym);
    unreserved.push(hexId);
  }
  if (unreserved.length > 0) invalidateMap(game.state.map, unreserved);
  for (const token of op.tokens) {
    token.used = false;
    delete token.hex;
    delete token.city;
  }
  if (op.cash !== 0) setCash(game, sym, 0, BANK);
  const current = isCurrent(game, sym);
  for (const id of op.trains) {
    const train = game.train(id);
    train.owner = null;
    train.buyable = false;
  }
  op.trains = [];
  for (const company of [...op.companies]) closeCompany(game, company);
  op.closed = true;
  if (game.kindOf(sym) === 'corporation') {
    const corp = game.corporation(sym);
    for (const share of corp.shares) share.owner = sym;
    corp.sharePrice = null;
    game.state.corporationOrder = game.state.corporationOrder.filter((s) => s !== sym);
  } else {
    game.state.minorOrder = game.state.minorOrder.filter((s) => s !== sym);
  }
  delete game.state.routeInfo[sym];
  game.log.emit('operator_closed', { operator: sym });
  if (current) game.round.forceNextEntity();
}

/**
 * Whether closing `sym` ends the turn in progress: it is the operator whose turn it is, or the
 * entity the round waits for now (the reference's `current_entity`), asked while the operator
 * still holds its trains, as the reference asks it. A minor the first 8 train nationalises in
 * 1867 is over its new train limit of none, so the discard step waits for it, and its closing
 * ends the buyer's turn there.
 */
function isCurrent(game: Game, sym: string): boolean {
  if (game.round.state.currentOperator === sym) return true;
  game.round.clearCache();
  return game.round.currentEntity() === sym;
}

/**
 * Takes a corporation out of the game before play (a title's setup removal): reservations of it
 * and of its abilities leave the map, tokens it has placed stay, and it no longer counts for
 * the certificate limit, operating order or game end.
 */
export function removeCorporation(game: Game, sym: string): void {
  const corp = game.corporation(sym);
  const hexes = game.state.map.hexes;
  for (const hexId in hexes) {
    const hex = hexes[hexId];
    for (const reservations of hex.slotReservations) clearReservation(reservations, sym);
    if (hex.tileReservations.includes(sym)) hex.tileReservations = hex.tileReservations.filter((r) => r !== sym);
  }
  invalidateMap(game.state.map);
  corp.abilities = [];
  corp.closed = true;
  game.state.corporationOrder = game.state.corporationOrder.filter((s) => s !== sym);
  game.log.emit('corporation_removed', { corporation: sym });
}

/**
 * Corporations whose share price stands in a `close` cell close (the reference checks after
 * every action); closing one can push another into such a cell, so it repeats until none is left.
 */
export function closeCorporationsInCloseCells(game: Game): boolean {
  if (!game.market.hasCloseCell) return false;
  let closed = false;
  for (let again = true; again; ) {
    again = false;
    for (const corp of game.corporations) {
      if (corp.closed || !corp.sharePrice || game.market.type(corp.sharePrice) !== 'close') continue;
      closeOperator(game, corp.sym);
      closed = again = true;
      break;
    }
  }
  return closed;
}
