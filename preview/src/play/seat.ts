/**
 * Who a page plays for, and what that lets it do. A hotseat page (and a page holding a server
 * game's owner token) acts for every player, as one device passed around a table; a seat's page
 * acts for its player and for whatever that player controls now — the corporations it presides,
 * the minors and companies it owns — as the server checks (server/auth.ts).
 *
 * Undo and redo: at a table (hotseat) the last move can always be taken back, as on 18xx.games;
 * online a player takes back only their own moves, until someone else moves (the move after
 * an undo makes it permanent), and redoes only their own undo, as the server checks
 * (server/auth.ts, checkSeatUndoes).
 */
import { filterActions, type Action, type Game } from '../../../runtime/index.js';
import { UndoLedger } from '../../../runtime/actions/undo-ledger.js';
import type { EntityType } from '../../../runtime/actions/types.js';

export interface Seat {
  /** Acts for every player (hotseat, or a server game's owner token). */
  readonly everyone: boolean;
  /** The player this seat is (the engine's string id), or null for the owner or a spectator. */
  readonly playerId: string | null;
  /** Nobody's seat: the page only watches. */
  readonly watching: boolean;
}

export const EVERYONE: Seat = { everyone: true, playerId: null, watching: false };
export const WATCHING: Seat = { everyone: false, playerId: null, watching: true };

export function playerSeat(playerId: string): Seat {
  return { everyone: false, playerId, watching: false };
}

/** Whether the seat may act for an entity, as actions name it. */
export function controls(game: Game, seat: Seat, entity: string | number, entityType: EntityType): boolean {
  if (seat.everyone) return true;
  if (seat.playerId === null) return false;
  return game.playerOf(game.actorOf({ entity, entity_type: entityType }))?.id === seat.playerId;
}

/** A player's id as the game's seats give it (recordings number their players). */
export function playerEntity(game: Game, playerId: string): string | number {
  return game.seats.find((s) => String(s.id) === playerId)?.id ?? playerId;
}

/** The undo a redo would reverse: as the ledger has it, an undo stays open until a redo reverses it or a move (not a chat message) makes it permanent. */
function openUndo(actions: readonly Action[]): Action | undefined {
  const open: Action[] = [];
  for (const done of actions) {
    if (done.type === 'undo') open.push(done);
    else if (done.type === 'redo') open.pop();
    else if (done.type !== 'message') open.length = 0;
  }
  return open[open.length - 1];
}

/** The player who controls an action's entity now (a player for itself). */
function actingPlayer(game: Game, action: Action): string | undefined {
  return game.playerOf(game.actorOf(action))?.id;
}

function lastMove(actions: readonly Action[]): Action | undefined {
  for (let i = actions.length - 1; i >= 0; i--) {
    const type = actions[i].type;
    if (type !== 'message' && type !== 'log') return actions[i];
  }
  return undefined;
}

/**
 * The undo this seat may post now, or undefined. `actions`: the game's actions as the page knows
 * them (an online page's view has no history of its own; its session keeps the actions).
 */
export function undoFor(game: Game, seat: Seat, actions: readonly Action[] = game.actions): Action | undefined {
  if (seat.watching) return undefined;
  const last = lastMove(UndoLedger.of(actions).inEffect);
  if (!last) return undefined;
  const player = actingPlayer(game, last);
  if (!seat.everyone && (player === undefined || player !== seat.playerId)) return undefined;
  return { type: 'undo', entity: playerEntity(game, player ?? String(game.seats[0]?.id ?? '')), entity_type: 'player' };
}

/** The redo this seat may post now, or undefined: it reverses the latest undo not yet redone, whoever's that is. */
export function redoFor(game: Game, seat: Seat, actions: readonly Action[] = game.actions): Action | undefined {
  if (seat.watching || !filterActions(actions).canRedo) return undefined;
  const last = lastMove(actions);
  if (!last || (last.type !== 'undo' && last.type !== 'redo')) return undefined;
  const undo = openUndo(actions);
  if (!undo) return undefined;
  const player = actingPlayer(game, undo);
  if (!seat.everyone && (player === undefined || player !== seat.playerId)) return undefined;
  return { type: 'redo', entity: playerEntity(game, player ?? String(game.seats[0]?.id ?? '')), entity_type: 'player' };
}
