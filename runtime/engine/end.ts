/**
 * Game end: after every action the title's `game_end_check` reasons are tested; a triggered
 * reason ends the game at its timing (immediately, at the end of the round, of the OR, of the OR
 * set...): round-transition.ts ends it, or else starts the next round (rounds/succession.ts).
 * A title adds reasons of its own through the `gameEnd` hook, or triggers one from an event.
 */
import { GameError } from '../core/errors.js';
import type { GameEndTiming, TitleDefinition, TitleRules } from '../title/definition.js';
import type { TitleHooks } from '../title/hooks.js';
import { ENGINE_GAME_END_REASONS } from '../title/vocabulary.js';
import type { Game } from './contract.js';
import { loanDeduction, settleLoansAtEnd } from './loans.js';
import { sharePrice } from './shares/holdings.js';
import { depotTrains } from './trains.js';

const TIMING_PRIORITY: readonly GameEndTiming[] = ['immediate', 'current_round', 'current_or', 'full_or', 'one_more_full_or_set'];

/**
 * Refuses, when a game is created, a game that could not decide its end: a reason neither the
 * engine nor the title's `gameEnd` hook defines, `fixed_round` without the round it ends in, a
 * `trigger_endgame` event (the engine's) without a timing for the `custom` reason it triggers.
 */
export function checkEndReasons(title: TitleDefinition, rules: TitleRules, hooks: TitleHooks): void {
  for (const reason of Object.keys(rules.gameEndCheck)) {
    if (!ENGINE_GAME_END_REASONS.includes(reason) && !(hooks.gameEnd && Object.hasOwn(hooks.gameEnd, reason))) {
      throw new GameError('setup/unknown_end_reason', `game_end_check names '${reason}', which neither the engine nor the title's gameEnd hook defines`, { rule: 'game_end_check' });
    }
  }
  if (rules.gameEndCheck.fixed_round !== undefined && !rules.fixedRound) {
    throw new GameError('setup/no_fixed_round', "game_end_check names 'fixed_round' but the rules give no fixed_round ({turn: N} or {operating_round: N})", { rule: 'fixed_round' });
  }
  const fired = [...title.trains, ...title.phases].flatMap((source) => source.events).map((event) => event.type);
  const ownTrigger = hooks.events !== undefined && Object.hasOwn(hooks.events, 'trigger_endgame');
  if (fired.includes('trigger_endgame') && !ownTrigger && rules.gameEndCheck.custom === undefined) {
    throw new GameError('setup/no_custom_timing', "the trigger_endgame event triggers the game-end reason 'custom', which game_end_check does not list (add custom: <timing>)", { rule: 'game_end_check' });
  }
}

/** Whether the turn or the operating round the title's `fixed_round` names has started. */
function fixedRoundReached(game: Game): boolean {
  const fixed = game.rules.fixedRound;
  if (!fixed) throw new GameError('end/no_fixed_round', "game_end_check names 'fixed_round' but the rules give no fixed_round", { rule: 'fixed_round' });
  return 'turn' in fixed ? game.state.turn >= fixed.turn : game.state.operatingRoundCount >= fixed.operatingRound;
}

/** Triggers the `custom` reason (the trigger_endgame event) at the timing `game_end_check.custom` gives. */
export function triggerCustomEnd(game: Game): void {
  const timing = game.rules.gameEndCheck.custom;
  if (timing === undefined) throw new GameError('end/no_custom_timing', "the game's end was triggered for the reason 'custom', which game_end_check does not list", { rule: 'game_end_check' });
  endGameTrigger(game, 'custom', timing);
}

function triggered(game: Game, reason: string): boolean {
  const s = game.state;
  switch (reason) {
    case 'bankrupt':
      return game.rules.bankruptcyEndsGameAfter === 'one' ? s.players.some((p) => p.bankrupt) : solvent(s.players) === 1;
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
      return fixedRoundReached(game);
    case 'custom':
      // Triggered from outside the check: by the trigger_endgame event or the triggerEnd effect.
      return false;
    default: {
      const check = game.hooks.gameEnd?.[reason];
      if (!check) throw new GameError('end/unknown_reason', `game_end_check names '${reason}', which neither the engine nor the title's gameEnd hook defines`);
      return check(game.view);
    }
  }
}

/** How many players are not bankrupt (counted, not filtered: asked after every action). */
function solvent(players: readonly { readonly bankrupt: boolean }[]): number {
  let n = 0;
  for (const p of players) if (!p.bankrupt) n++;
  return n;
}

/** Whether a timing takes precedence over another (none set yet: always), by the rules' order of precedence. */
function earlier(game: Game, timing: string, than: string | undefined): boolean {
  if (than === undefined) return true;
  const order = game.rules.gameEndTimingPriority ?? TIMING_PRIORITY;
  return timingRank(order, timing) < timingRank(order, than);
}

/** A timing's place in the order of precedence (unlisted: last). Not a closure: asked after every action once the end is triggered. */
function timingRank(order: readonly string[], timing: string): number {
  const at = order.indexOf(timing);
  return at < 0 ? order.length : at;
}

/** Records a trigger unless one ending no later is already set (it never moves later once set). */
export function endGameTrigger(game: Game, reason: string, timing: string): void {
  if (!TIMING_PRIORITY.includes(timing as GameEndTiming)) throw new GameError('end/unknown_timing', `no game-end timing '${timing}' (timings: ${TIMING_PRIORITY.join(', ')})`);
  const end = game.state.end;
  if (!earlier(game, timing, end.trigger?.timing)) return;
  end.trigger = { reason, timing };
  game.log.emit('game_end_triggered', { reason, timing });
}

/** The rules' game-end checks as entries, made once per rules object (they are read after every action). */
const checkEntries = new WeakMap<object, readonly (readonly [string, string])[]>();

function endChecks(checks: Readonly<Record<string, string>>): readonly (readonly [string, string])[] {
  let entries = checkEntries.get(checks);
  if (!entries) checkEntries.set(checks, (entries = Object.entries(checks)));
  return entries;
}

/** The earliest-ending reason triggered so far. */
export function endGameCheck(game: Game): [string | null, GameEndTiming | null] {
  const end = game.state.end;
  for (const [reason, timing] of endChecks(game.rules.gameEndCheck)) {
    if (!earlier(game, timing, end.trigger?.timing) || !triggered(game, reason)) continue;
    endGameTrigger(game, reason, timing);
  }
  if (end.trigger?.timing === 'one_more_full_or_set') end.finalTurn ??= game.state.turn + 1;
  if (end.trigger && game.hooks.endTriggered) game.hooks.endTriggered(end.trigger.reason, end.trigger.timing, game.effects);
  return end.trigger ? [end.trigger.reason, end.trigger.timing as GameEndTiming] : NOT_TRIGGERED;
}

/** endGameCheck's answer while nothing has triggered the end: one shared pair (read, never changed). */
const NOT_TRIGGERED = Object.freeze([null, null]) as unknown as [null, null];

export function endGame(game: Game, reason: string): void {
  if (game.state.end.finished) return;
  settleLoansAtEnd(game);
  game.state.end.finished = true;
  game.state.end.reason = reason;
  // Whose turn it is changes with the game's end (only messages are left): asked afresh.
  game.round.clearCache();
  game.log.emit('game_ended', { reason, result: game.result() });
}

/** A player's score by the engine's count: cash, shares at market price (less what loans owed take off them), companies' value. */
export function enginePlayerValue(game: Game, id: string): number {
  const player = game.player(id);
  let value = player.cash;
  for (const corp of game.corporations) {
    if (!corp.ipoed) continue;
    for (const share of corp.shares) if (share.owner === id) value += sharePrice(game, corp.sym, share.percent) - loanDeduction(game, corp.sym, share.percent);
  }
  for (const sym of player.companies) value += game.company(sym).value;
  return value;
}

/** A player's final value, with the title's `playerValue` hook. */
export function playerValue(game: Game, id: string): number {
  const value = enginePlayerValue(game, id);
  return game.hooks.playerValue?.(id, value, game.view) ?? value;
}
