/**
 * Simulated play for designers: games of a title played to their end by random legal actions
 * (`legalActions`, the optimiser's best run for every run), each reproducible from its seed,
 * and what went wrong: an action the engine threw on, a listed choice it refused, a state
 * where nobody can act, a game that never ends, and — over all games — phases and trains
 * never reached. The lint a designer runs on a new title before anyone plays it.
 *
 * Game `i` of a run with seed `s` uses seed `s + i`, both for the game (its shuffles) and for
 * the simulator's own generator (its choices), so `--seed s+i --games 1` plays it again.
 */
import type { Action } from '../actions/types.js';
import { GameError, INTERNAL_ERROR_CODE } from '../core/errors.js';
import { Game, type PlayerSeat } from '../engine/game.js';
import { pick } from '../legal/choose.js';
import { legalActions } from '../legal/collect.js';
import { isListed, type LegalAction } from '../legal/types.js';
import type { TitleModule } from '../module.js';
import { roundLabel } from '../replay/trace.js';
import { seededRandom, type Random } from './random.js';

export type FailureKind = 'exception' | 'refused' | 'stuck' | 'endless' | 'phase_never_reached' | 'train_never_bought';

export interface SimFailure {
  readonly kind: FailureKind;
  /** The seed of a game that shows it (`--seed <seed> --games 1` plays that game again). */
  readonly seed: number;
  readonly message: string;
  /** How many actions the game had taken before it failed, and the action it failed on. */
  readonly at?: number;
  readonly action?: Action;
}

export interface GameOutcome {
  readonly seed: number;
  readonly finished: boolean;
  readonly reason: string | null;
  readonly actions: number;
  /** Where the game stood at its end: the round (`OR 5.2`, `SR 6`) and the phase. */
  readonly round: string;
  readonly phase: string;
  readonly result: Readonly<Record<string, number>>;
  readonly failure?: SimFailure;
  /** Every action taken, to replay a failed game (kept for failures, and for every game with `keepLog`). */
  readonly log?: readonly Action[];
}

/** One game's outcome, and the phases it reached and the train types bought in it (for the report's totals). */
export type PlayedGame = GameOutcome & { readonly reached: { readonly phases: readonly string[]; readonly trains: readonly string[] } };

export interface SimulationOptions {
  readonly games: number;
  readonly seed: number;
  readonly players: number;
  readonly optionalRules?: readonly string[];
  /** A game still going after this many actions never ends (default 20000). */
  readonly maxActions?: number;
  /** Keep every game's actions, not only failed games' (to export games as recordings). */
  readonly keepLog?: boolean;
  /** Called after each game (progress). */
  readonly onGame?: (outcome: GameOutcome, index: number) => void;
}

export interface SimulationReport {
  readonly title: string;
  readonly players: number;
  readonly outcomes: readonly GameOutcome[];
  readonly failures: readonly SimFailure[];
  /** In how many games each phase was reached, and each train type bought. */
  readonly phases: Readonly<Record<string, number>>;
  readonly trains: Readonly<Record<string, number>>;
  /** How the finished games ended, by reason. */
  readonly endings: Readonly<Record<string, number>>;
}

/**
 * How often a kind of action is chosen against others open at the same time: purposeful
 * enough that games move (track is laid, trains bought, shares bought more than sold) while
 * every choice keeps a chance. Bankruptcy is declared only when nothing else can be done.
 */
const WEIGHTS: Readonly<Record<string, number>> = {
  pass: 1,
  bid: 2,
  par: 2,
  buy_shares: 4,
  sell_shares: 0.2,
  buy_company: 0.3,
  lay_tile: 4,
  place_token: 2,
  buy_train: 3,
  assign: 0.5,
  // Loans: borrowed now and then, repaid when the treasury can (titles with loans).
  take_loan: 0.3,
  payoff_loan: 2,
  bankrupt: 0,
};

/** Within a kind, how likely a legal action is: a train bought from another operator less than one from the depot. */
function weightWithin(legal: LegalAction): number {
  return !isListed(legal) && legal.type === 'buy_train' && legal.from !== 'depot' ? 0.2 : 1;
}

/** The weight of a kind of action: its own, a third for trains beyond an operator's first. */
function kindWeight(game: Game, type: string, legals: readonly LegalAction[]): number {
  const base = WEIGHTS[type] ?? 1;
  if (type !== 'buy_train') return base;
  const buyer = legals[0].entity;
  return game.isOperator(buyer) && game.operator(buyer).trains.length > 0 ? base / 3 : base;
}

/** Draws by weight; with every weight zero, evenly. */
function drawIndex(weights: readonly number[], random: Random): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let draw = random() * (total || weights.length);
  for (let i = 0; i < weights.length; i++) {
    draw -= total ? weights[i] : 1;
    if (draw < 0 && (weights[i] > 0 || !total)) return i;
  }
  return weights.length - 1;
}

/**
 * A choice no player would make: raising a bid they already lead. Random play that makes it can
 * lock a waterfall auction for good (1856, four players, seed 31: every player's cash committed to
 * bids on later companies, so the cheapest one unsold, never discounted once the first was sold,
 * finds no buyer; and the one player with income spends it on their own leading bid).
 */
function pointless(legal: LegalAction): boolean {
  return !isListed(legal) && legal.type === 'bid' && legal.leading === true;
}

/** Draws a kind of action by weight (bankruptcy only when it is all there is), one of that kind, then a concrete action. */
function choose(game: Game, legals: readonly LegalAction[], random: Random): Action | undefined {
  const sensible = legals.some(pointless) ? legals.filter((legal) => !pointless(legal)) : legals;
  const byType = new Map<string, LegalAction[]>();
  for (const legal of sensible.length > 0 ? sensible : legals) {
    const of = byType.get(legal.type);
    if (of) of.push(legal);
    else byType.set(legal.type, [legal]);
  }
  const kinds = [...byType.entries()];
  const [, options] = kinds[drawIndex(kinds.map(([type, of]) => kindWeight(game, type, of)), random)];
  const legal = options[drawIndex(options.map(weightWithin), random)];
  // Bids and prices mostly at their lowest: a random bid of all one's cash is rarely a game.
  if (!isListed(legal) && (legal.type === 'bid' || legal.type === 'buy_company' || legal.type === 'buy_train') && random() < 0.7) return pick({ ...legal, max: legal.min }, random);
  return pick(legal, random);
}

/**
 * Whether two actions are the same (as JSON, which was how the check read them): actions of
 * another type or by another entity differ without writing either out, which most pairs do —
 * writing every action as JSON cost a fiftieth of a simulated game.
 */
function sameAction(action: Action, last: Action | undefined): boolean {
  if (last === undefined || action.type !== last.type || action.entity !== last.entity) return false;
  return JSON.stringify(action) === JSON.stringify(last);
}

/** How many times in a row one action may be taken before the game counts as going nowhere. */
const REPEATS = 100;

function seats(players: number): PlayerSeat[] {
  return Array.from({ length: players }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` }));
}

/** Plays one game with this seed to its end (or its failure). */
export function simulateGame(module: TitleModule, seed: number, players: number, options: Pick<SimulationOptions, 'optionalRules' | 'maxActions' | 'keepLog'> = {}): PlayedGame {
  const random = seededRandom(seed);
  const maxActions = options.maxActions ?? 20000;
  const game = new Game(module, seats(players), { seed, optionalRules: options.optionalRules ?? [] });
  let actions = 0;
  let failure: SimFailure | undefined;
  let highestPhase = game.state.phaseIndex;
  // A game taking the same action over and over makes no progress: it will never end.
  let last: Action | undefined;
  let repeats = 0;
  while (!game.finished) {
    if (actions >= maxActions) {
      failure = { kind: 'endless', seed, message: `still going after ${actions} actions (${roundLabel(game)}, phase ${game.phase.name})`, at: actions };
      break;
    }
    let action: Action | undefined;
    try {
      const legals = legalActions(game, undefined, 'end_game');
      if (legals.length === 0) {
        failure = { kind: 'stuck', seed, message: `nobody can act in ${roundLabel(game)} (${game.round.activeStep()?.description() ?? 'no step'})`, at: actions };
        break;
      }
      action = choose(game, legals, random);
      if (!action) {
        failure = { kind: 'stuck', seed, message: `no listed choice can be taken (${legals.map((l) => l.type).join(', ')} not described)`, at: actions };
        break;
      }
      repeats = sameAction(action, last) ? repeats + 1 : 0;
      last = action;
      if (repeats >= REPEATS) {
        failure = { kind: 'endless', seed, message: `the same action ${REPEATS} times in a row, the game going nowhere (${roundLabel(game)})`, at: actions, action };
        break;
      }
      game.process(action);
    } catch (error) {
      // A refusal is a rule saying no to a listed choice; an engine or title bug is an exception,
      // even where the game wrapped it as engine/internal to roll back (its cause is the bug).
      const refused = error instanceof GameError && error.code !== INTERNAL_ERROR_CODE;
      const thrown: unknown = error instanceof GameError && !refused ? (error.cause ?? error) : error;
      failure = {
        kind: refused ? 'refused' : 'exception',
        seed,
        message: refused ? `${error.code}: ${error.message}` : String((thrown as Error).stack ?? thrown),
        at: actions,
        ...(action ? { action } : {}),
      };
      break;
    }
    actions++;
    highestPhase = Math.max(highestPhase, game.state.phaseIndex);
  }
  const bought = new Set<string>();
  game.log.eachRecorded((type, fields) => {
    if ((type === 'train_bought' || type === 'train_exported') && typeof fields.train === 'string') bought.add(game.train(fields.train).type);
  });
  return {
    seed,
    finished: game.finished,
    reason: game.gameEndReason,
    actions,
    round: roundLabel(game),
    phase: game.phase.name,
    result: game.result(),
    ...(failure ? { failure } : {}),
    ...(failure || options.keepLog ? { log: [...game.actions] } : {}),
    reached: { phases: game.title.phases.slice(0, highestPhase + 1).map((p) => p.name), trains: [...bought] },
  };
}

/** Plays `games` games from `seed` on, and gathers what they reached and where they failed. */
export function simulate(module: TitleModule, options: SimulationOptions): SimulationReport {
  const played: PlayedGame[] = [];
  for (let i = 0; i < options.games; i++) {
    const game = simulateGame(module, options.seed + i, options.players, options);
    played.push(game);
    options.onGame?.(outcomeOf(game), i);
  }
  return summarise(module, options, played);
}

/** A played game's outcome, as the report lists it (without what it reached, which the report totals). */
export function outcomeOf(game: PlayedGame): GameOutcome {
  const { reached: _reached, ...outcome } = game;
  return outcome;
}

/**
 * The report of games played from `options.seed` on, `played[i]` with seed `seed + i`, however
 * they were played (one after another here, or spread over worker threads by the CLI): the same
 * games give the same report.
 */
export function summarise(module: TitleModule, options: Pick<SimulationOptions, 'seed' | 'players'>, played: readonly PlayedGame[]): SimulationReport {
  const title = module.definition;
  const phases: Record<string, number> = Object.fromEntries(title.phases.map((p) => [p.name, 0]));
  const trains: Record<string, number> = Object.fromEntries(title.trains.map((t) => [t.name, 0]));
  const endings: Record<string, number> = {};
  const outcomes: GameOutcome[] = [];
  const failures: SimFailure[] = [];
  for (const game of played) {
    const { reached } = game;
    const outcome = outcomeOf(game);
    for (const phase of reached.phases) phases[phase]++;
    for (const train of reached.trains) trains[train] = (trains[train] ?? 0) + 1;
    if (outcome.finished) endings[outcome.reason ?? 'unknown'] = (endings[outcome.reason ?? 'unknown'] ?? 0) + 1;
    if (outcome.failure) failures.push(outcome.failure);
    outcomes.push(outcome);
  }
  // Parts of the title no game reached: reported against the first game, which shows it.
  if (played.length > 0) {
    for (const [phase, count] of Object.entries(phases)) {
      if (count === 0) failures.push({ kind: 'phase_never_reached', seed: options.seed, message: `phase ${phase} was never reached in ${played.length} games` });
    }
    for (const [train, count] of Object.entries(trains)) {
      if (count === 0) failures.push({ kind: 'train_never_bought', seed: options.seed, message: `no ${train} train was ever bought in ${played.length} games` });
    }
  }
  return { title: title.meta.title, players: options.players, outcomes, failures, phases, trains, endings };
}
