/**
 * Which round follows which. A title declares its opening round and the cycle of rounds that
 * makes one turn (`rounds.first`, `rounds.cycle`; by default an auction, then a stock round and
 * as many operating rounds as the phase says). After a round finishes, the cycle's next entry
 * starts — the same kind again while its `repeat` lasts — and the turn grows each time the cycle
 * starts over. The `nextRound` hook may put another round in between (a merger round at a phase
 * change); the cycle then resumes where it was.
 */
import { GameError } from '../../core/errors.js';
import type { RoundSpec } from '../../title/hooks.js';
import type { Game } from '../contract.js';
import { kindHasTrait, startRound } from '../round.js';
import { endGameCheck } from '../end.js';

interface CycleStep extends RoundSpec {
  /** The cycle entry the round belongs to. */
  readonly index: number;
  /** Whether the cycle started over (a new turn). */
  readonly wraps: boolean;
}

/** How many rounds in a row an entry runs now. */
function repeats(game: Game, index: number): number {
  const repeat = game.title.rounds.cycle[index].repeat;
  return repeat === 'phase' ? game.state.operatingRounds : repeat;
}

/** Where the cycle goes after the round it last ran. */
function continueCycle(game: Game): CycleStep {
  const cycle = game.title.rounds.cycle;
  if (cycle.length === 0) throw new GameError('setup/no_cycle', 'the title declares no round cycle');
  const { index, round } = game.state.cycle;
  if (index >= 0 && round < repeats(game, index)) return { kind: cycle[index].kind, roundNum: round + 1, index, wraps: false };
  const next = index + 1 < cycle.length ? index + 1 : 0;
  return { kind: cycle[next].kind, roundNum: 1, index: next, wraps: index >= 0 && next === 0 };
}

/**
 * A round the cycle places after the one that finished (its entry's `after`, in the phases it
 * names): it takes the finished round's number and leaves the cycle where it was.
 */
function afterRound(game: Game): CycleStep | undefined {
  const { index } = game.state.cycle;
  const entry = index >= 0 ? game.title.rounds.cycle[index] : undefined;
  const after = entry?.after;
  const finished = game.round;
  if (!after || finished.kind !== entry.kind || !after.phases.includes(game.phase.name)) return undefined;
  return { kind: after.kind, roundNum: finished.roundNum, index, wraps: false };
}

/** Whether a set of operating rounds ends with the round that finished (or the round placed after its last). */
function operatingSetEnds(game: Game, placingAfter: boolean): boolean {
  if (placingAfter) return false;
  const finished = game.round;
  const entry = game.state.cycle.index >= 0 ? game.title.rounds.cycle[game.state.cycle.index] : undefined;
  const operating = finished.is('operating') || (entry !== undefined && kindHasTrait(game, entry.kind, 'operating') && entry.after?.kind === finished.kind);
  return operating && finished.roundNum >= game.state.operatingRounds;
}

/**
 * Starts the round after the current one, which has finished. The `roundFinished` hook runs
 * first (an export there can start a phase, which decides whether an `after` round follows, and
 * trigger the game's end, which is checked again at once, as the reference's 1867 does).
 */
export function nextRound(game: Game): void {
  const finished = game.round;
  finished.finish();
  if (game.hooks.roundFinished) {
    const view = { kind: finished.kind, roundNum: finished.roundNum, turn: game.state.turn, operator: null, active: [], entities: [...finished.entities], stepOpen: () => false, is: (trait: string) => finished.is(trait) };
    game.hooks.roundFinished(view, game.effects);
    endGameCheck(game);
  }
  const after = afterRound(game);
  const planned = after ?? continueCycle(game);
  const spec = game.hooks.nextRound?.(game.view.round, { kind: planned.kind, roundNum: planned.roundNum }, game.view) ?? planned;
  const setEnds = operatingSetEnds(game, after !== undefined && spec.kind === planned.kind);
  if (!after && spec.kind === planned.kind && spec.roundNum === planned.roundNum) {
    if (planned.wraps) game.state.turn++;
    if (planned.roundNum === 1 && game.title.rounds.cycle[planned.index].repeat === 'phase') game.state.operatingRounds = setLength(game);
    game.state.cycle = { index: planned.index, round: planned.roundNum };
  }
  if (spec.turn !== undefined) game.state.turn = spec.turn;
  if (setEnds) game.hooks.operatingSetFinished?.(game.effects);
  startRound(game, spec.kind, spec.roundNum, { atStart: true });
}

/** Operating rounds in a set starting now: the phase's, or the rules' last sets' once the end is triggered. */
function setLength(game: Game): number {
  const last = game.state.end.trigger ? game.state.finalOperatingRounds ?? game.rules.finalOperatingRounds : undefined;
  return last ?? game.phase.operatingRounds;
}

/**
 * Starts the game's first round: the title's opening round (the `firstRound` hook's, else the
 * YAML's), else the cycle's first. As the reference does, the round's steps set up (an auction
 * lists its companies, a draft shuffles its deck) before the title's `setup` runs, and the
 * round itself starts after it.
 */
export function startFirstRound(game: Game, beforeSetup?: () => void): void {
  const setup = { optionalRules: game.optionalRules, playerCount: game.seats.length };
  const hooked = game.hooks.firstRound?.(setup);
  const first = hooked === undefined ? game.title.rounds.first : hooked;
  if (first !== null) {
    startRound(game, first, 1, { beforeSetup });
    return;
  }
  const planned = continueCycle(game);
  if (game.title.rounds.cycle[planned.index].repeat === 'phase') game.state.operatingRounds = setLength(game);
  game.state.cycle = { index: planned.index, round: planned.roundNum };
  startRound(game, planned.kind, planned.roundNum, { beforeSetup });
}
