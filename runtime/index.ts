/**
 * The engine's public API: play a compiled title from actions, replay recorded games, and read
 * the state. Everything here runs unchanged in Node and in the browser.
 *
 *   const game = new Game(title, players, { optionalRules, seed });
 *   game.process(action);            // throws GameError, state unchanged, when refused
 *   game.events;                     // what happened, as structured events with log lines
 *   game.result();                   // { playerId: value }
 *   game.legalActions(entity?);      // what may be done now, with the choices (runtime/legal/types.ts)
 *   viewFor(game, viewer);           // what a player (or a watcher) may see: hidden information hidden
 */
export { Game, type EntityKind, type GameOptions, type PlayerSeat } from './engine/game.js';
export { playerValue } from './engine/end.js';
export type { GameEvent } from './engine/log.js';
export { GameError, INTERNAL_ERROR_CODE, type GameErrorDetails } from './core/errors.js';
export { canonicalJson, hashState } from './core/hash.js';
export { parseAction, serialiseAction, ACTION_TYPES } from './actions/parse.js';
export { defineActions, opt, req, type ActionCatalog, type ActionSpec, type FieldKind, type FieldSpec } from './actions/spec.js';
export { filterActions, type FilteredActions } from './actions/filter.js';
export type { Action, ActionOf, ActionType, EngineActionType, RecordedRoute, TitleAction } from './actions/types.js';
export type * from './state/types.js';
export { BANK, DEPOT, POOL } from './state/types.js';
export { fixtureSeed, newGameFor, parseFixture, replayFixture, sameResult, type Fixture, type ReplayOutcome } from './replay/fixture.js';
export { renumberActions } from './replay/renumber.js';
export { roundLabel, traceFinal, traceLine, traceRecorder, type TraceCorporation, type TraceFinal, type TraceLine } from './replay/trace.js';
export { compareTraces, parseTrace, type AnyTraceLine, type Divergence } from './replay/compare.js';
export { Timeline, type TimelineEntry, type TimelineFailure, type TimelineOptions } from './replay/timeline.js';
export { defineHooks, HOOK_NAMES, NO_HOOKS, type TitleHooks, type SetupContext, type EventHandler, type RouteView, type RouteBounds, type StopView, type TileUpgrade, type DividendKind, type DividendChoice, type RoundSpec } from './title/hooks.js';
export type { GameView, GameEffects, RoundView, MarketView, DeepReadonly } from './title/view.js';
export { gameVar, type GameVar } from './title/game-vars.js';
export { answersTo, titleNames } from './title/names.js';
export { defineTitle, type TitleModule, type TitleTypes } from './module.js';
export type * from './title/definition.js';
export type * from './title/abilities.js';
export type * from './title/parts.js';
export { Step, type StepClass, type StepOptions } from './engine/step.js';
export { declaredSecrets, everySeatViewer, HIDDEN, hiddenAs, isHidden, playerViewer, WATCHER, type ActionFieldSecret, type SecretUntil, type StateRedaction, type StepSecrets, type Viewer } from './engine/secrets.js';
export { actionHider, actionsFor, seedFor, stateFor, viewFor, type ViewerView } from './engine/redaction.js';
export { Round, type RoundClass } from './engine/round.js';
export { roundVar, type RoundVar } from './engine/round-vars.js';
export { StockRound } from './engine/rounds/stock.js';
export { OperatingRound } from './engine/rounds/operating.js';
export { AuctionRound } from './engine/rounds/auction.js';
export { StockMarket, type Direction, type ParPrice } from './market/stock-market.js';
export type * from './legal/types.js';
export { bidLot, bidTarget, isListed, NOT_MOVES } from './legal/types.js';
export { examples, pick } from './legal/choose.js';
export { findLegal, matchesLegal } from './legal/match.js';
export { checkRecording, type LegalReport, type RouteComparison } from './legal/check.js';
export { bestRun, bestRunAction, routeRules } from './engine/best-routes.js';
export { simulate, simulateGame, type GameOutcome, type SimFailure, type SimulationOptions, type SimulationReport } from './sim/simulate.js';
export { seededRandom } from './sim/random.js';
