/**
 * Rounds coming into being: a new round of a kind composed from the title's step list (or the
 * kind's own) and set up, and the round object rebuilt over the state a restore puts back.
 */
import { GameError } from '../core/errors.js';
import type { RoundState } from '../state/types.js';
import type { Game, GameRound } from './contract.js';
import { dropRoundSecrets } from './secrets.js';
import { DEFAULT_STEPS } from './step-plans.js';

/** The round object over the current `state.round` (after a restore, or a new round). */
export function buildRound(game: Game): GameRound {
  const kind = game.state.round.kind;
  const RoundType = Object.hasOwn(game.roundKinds, kind) ? game.roundKinds[kind] : undefined;
  if (!RoundType) throw new GameError('setup/unknown_round', `no round kind '${kind}' in the engine or the title`);
  return new RoundType(game);
}

/**
 * Starts a new round of a kind: composes its steps (the title's list for the kind, else the
 * class's own), lets each set up in order, makes it current and runs the round's `setup()`.
 */
export function startRound(game: Game, kind: string, roundNum: number, options: { readonly atStart?: boolean; readonly beforeSetup?: () => void } = {}): GameRound {
  const RoundType = Object.hasOwn(game.roundKinds, kind) ? game.roundKinds[kind] : undefined;
  if (!RoundType) throw new GameError('setup/unknown_round', `no round kind '${kind}' in the engine or the title`);
  const listed = Object.hasOwn(game.title.rounds.steps, kind) ? game.title.rounds.steps[kind] : RoundType.defaultSteps(game);
  const state: RoundState = {
    kind,
    roundNum,
    stepNames: [...DEFAULT_STEPS, ...listed],
    entities: RoundType.startingEntities(game),
    entityIndex: 0,
    lastToAct: null,
    passOrder: [],
    atStart: false,
    currentOperator: null,
    currentOperatorActed: false,
    steps: [],
    vars: {},
  };
  game.state.round = state;
  dropRoundSecrets(game.state);
  const round = buildRound(game);
  game.round = round;
  if (round.is('operating')) game.state.operatingRoundCount++;
  round.steps.forEach((step, index) => {
    state.steps[index] = step.initialState();
    for (const variable of step.roundVars()) if (!Object.hasOwn(state.vars, variable.name)) state.vars[variable.name] = variable.initial();
    step.setup();
  });
  options.beforeSetup?.();
  state.atStart = options.atStart ?? false;
  game.log.emit('round_started', { kind, name: round.name(), label: round.is('operating') ? `${game.state.turn}.${roundNum}` : String(game.state.turn), roundNum, turn: game.state.turn });
  round.setup();
  return round;
}
