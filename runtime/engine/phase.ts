/**
 * Phases. Buying the first train of a type can start a new phase (new tile colours, train
 * limit, OR count, statuses), which changes or closes companies and fires the phase's events;
 * the train itself then rusts or obsoletes older trains and fires its own events. A train that
 * leaves the depot otherwise (exported, or given to an operator) does the same.
 */
import { GameError } from '../core/errors.js';
import type { TrainState } from '../state/types.js';
import { companyAbilities, removeAbilitiesWhen } from './abilities.js';
import { closeCompany } from './companies.js';
import { fireEvent } from './event-library.js';
import { settleTrainless } from './national-events.js';
import type { Game } from './contract.js';
import { buyTrain, removeTrain, rustTrains } from './trains.js';

function nextTriggers(game: Game): string[] {
  const next = game.title.phases[game.state.phaseIndex + 1];
  return next?.on ? [next.on] : [];
}

/** Starts the next phase: its company effects, ability removals and events. */
function nextPhase(game: Game): void {
  game.state.phaseIndex++;
  const phase = game.phase;
  game.log.emit('phase_changed', { phase: phase.name, operatingRounds: phase.operatingRounds, trainLimit: phase.trainLimit, tiles: phase.tiles });
  for (const company of game.companies) {
    if (!company.owner) continue;
    for (const ref of companyAbilities(game, company.sym, 'revenue_change', { onPhase: phase.name })) company.revenue = ref.def.revenue;
    if (companyAbilities(game, company.sym, 'close', { onPhase: phase.name }).length) closeCompany(game, company.sym);
  }
  for (const company of game.companies) removeAbilitiesWhen(game, game.companyKey(company.sym), phase.name);
  for (const op of [...game.minors, ...game.corporations]) removeAbilitiesWhen(game, op.sym, phase.name);
  for (const event of phase.events) fireEvent(game, event);
}

/** What buying `train` does beyond the purchase itself. */
export function trainBought(game: Game, train: TrainState): void {
  for (let next = nextTriggers(game); next.includes(train.id) || next.includes(train.type); next = nextTriggers(game)) nextPhase(game);
  rustTrains(game, train);
  const events = train.events;
  train.events = [];
  for (const event of events) fireEvent(game, event);
  // What an event left for after the purchase (trainless corporations, once trains rusted).
  settleTrainless(game);
}

export { phaseAllows } from './phase-status.js';

/** The depot's next train leaves the game as if bought: phase change, rusting and events follow. */
export function exportTrain(game: Game): string | undefined {
  const id = game.state.depot.upcoming[0];
  if (id === undefined) return undefined;
  const train = game.train(id);
  removeTrain(game, train);
  train.owner = null;
  train.rusted = true;
  game.log.emit('train_exported', { train: train.id, name: train.name });
  trainBought(game, train);
  return train.name;
}

/** Hands the next depot train of a type to an operator for nothing (a minor's starting train). */
export function giveTrain(game: Game, operator: string, name: string, buyable = true): string {
  const id = game.state.depot.upcoming.find((t) => game.train(t).name === name);
  if (!id) throw new GameError('train/none_in_depot', `the depot has no ${name} train to give ${operator}`, { entity: operator });
  const train = game.train(id);
  buyTrain(game, operator, train, 'free');
  train.buyable = buyable;
  // As any purchase, a given train can start a phase and fire its events.
  trainBought(game, train);
  return id;
}
