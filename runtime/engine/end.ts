/**
 * Game end and round succession: after every action the title's `game_end_check` reasons are
 * tested; a triggered reason ends the game at its timing (immediately, at the end of the round,
 * of the OR, of the OR set...). Otherwise a finished round is followed by the next one.
 */
import type { GameEndReason, GameEndTiming } from '../title/definition.js';
import type { PlayerState } from '../state/types.js';
import type { Game } from './game.js';
import { reorderPlayers } from './order.js';
import { startAuctionRound } from './rounds/auction.js';
import { startOperatingRound } from './rounds/operating.js';
import { startStockRound } from './rounds/stock.js';
import { depotTrains } from './trains.js';

const TIMING_PRIORITY: readonly GameEndTiming[] = ['immediate', 'current_round', 'current_or', 'full_or', 'one_more_full_or_set'];

/** Games that never end on their own are stopped after this many stock rounds. */
const TURN_LIMIT = 100;

function triggered(game: Game, reason: GameEndReason): boolean {
  const s = game.state;
  switch (reason) {
    case 'bankrupt':
      return game.rules.bankruptcyEndsGameAfter === 'one'
        ? s.players.some((p) => p.bankrupt)
        : s.players.filter((p) => !p.bankrupt).length === 1;
    case 'bank':
      return s.bank.broken;
    case 'stock_market':
      return game.corporations.some((c) => c.sharePrice !== null && game.market.isEndgame(c.sharePrice));
    case 'final_train':
      return depotTrains(game).length === 0;
    case 'final_phase':
      return s.phaseIndex === game.title.phases.length - 1;
    case 'all_closed':
      return game.corporations.every((c) => c.closed) && game.companies.every((c) => c.closed);
    case 'fixed_round':
    case 'custom':
      return false;
  }
}

/** The earliest-ending reason triggered so far (it never moves later once set). */
export function endGameCheck(game: Game): [string | null, GameEndTiming | null] {
  const end = game.state.end;
  for (const [reason, timing] of Object.entries(game.rules.gameEndCheck) as [GameEndReason, GameEndTiming][]) {
    if (!triggered(game, reason)) continue;
    if (end.trigger && TIMING_PRIORITY.indexOf(timing) >= TIMING_PRIORITY.indexOf(end.trigger.timing as GameEndTiming)) continue;
    end.trigger = { reason, timing };
  }
  if (end.trigger?.timing === 'one_more_full_or_set') end.finalTurn ??= game.state.turn + 1;
  return end.trigger ? [end.trigger.reason, end.trigger.timing as GameEndTiming] : [null, null];
}

export function endGame(game: Game, reason: string): void {
  if (game.state.end.finished) return;
  game.state.end.finished = true;
  game.state.end.reason = reason;
  game.state.roundCounter++;
}

function endNow(game: Game, timing: GameEndTiming | null): boolean {
  if (!timing) return false;
  if (timing === 'immediate' || timing === 'current_round') return true;
  const round = game.round;
  if (round.kind !== 'operating') return false;
  if (timing === 'current_or') return true;
  const finalOrInSet = round.roundNum === game.state.operatingRounds;
  if (finalOrInSet && timing === 'one_more_full_or_set') return game.state.turn === game.state.end.finalTurn;
  return finalOrInSet;
}

/** Ends the game or moves on to the next round while the current one is over. */
export function transitionRounds(game: Game, reason: string | null, timing: GameEndTiming | null): void {
  if (timing === 'immediate' && reason) endGame(game, reason);
  while (game.round.finished() && !game.finished) {
    for (const id of game.round.entities) {
      if (game.kindOf(id) === 'player') game.player(id).passed = false;
    }
    if (endNow(game, timing)) endGame(game, reason!);
    else if (game.state.turn >= TURN_LIMIT) endGame(game, 'dnf');
    else nextRound(game);
  }
}

function nextRound(game: Game): void {
  const round = game.round;
  const s = game.state;
  switch (round.kind) {
    case 'stock':
      s.operatingRounds = game.phase.operatingRounds;
      reorderPlayers(game);
      game.round = startOperatingRound(game, 1);
      break;
    case 'operating':
      if (round.roundNum < s.operatingRounds) {
        game.round = startOperatingRound(game, round.roundNum + 1);
      } else {
        s.turn++;
        game.round = startStockRound(game);
      }
      break;
    case 'auction':
      reorderPlayers(game);
      game.round = startStockRound(game);
      break;
  }
  game.state.round.atStart = true;
  game.round.setup();
}

export function startFirstRound(game: Game): void {
  game.round = game.title.auction.style === 'none' ? startStockRound(game) : startAuctionRound(game);
  game.round.setup();
}

/** A player's score: cash, the value of their shares at market, and their companies' value. */
export function playerValue(game: Game, player: PlayerState): number {
  let value = player.cash;
  for (const corp of game.corporations) {
    if (!corp.ipoed) continue;
    for (const share of corp.shares) if (share.owner === player.id) value += sharePrice(game, corp.sym, share.percent);
  }
  for (const sym of player.companies) value += game.company(sym).value;
  return value;
}

import { sharePrice } from './shares/holdings.js';
