/**
 * Phases and events. Buying the first train of a type can start a new phase (new tile colours,
 * train limit, OR count), rusts or obsoletes older trains, and fires the train's events. Events
 * are named; the engine knows `close_companies` and titles add their own through their hooks.
 */
import { GameError } from '../core/errors.js';
import type { EventDefinition } from '../title/definition.js';
import type { TrainState } from '../state/types.js';
import { abilities, removeAbilitiesWhen } from './abilities.js';
import { closeAllCompanies, closeCompany } from './companies.js';
import type { Game } from './game.js';
import { rustTrains } from './trains.js';

type EngineEvent = (game: Game, event: EventDefinition) => void;

/** Events every title has. */
export const ENGINE_EVENTS: Readonly<Record<string, EngineEvent>> = {
  close_companies: (game) => closeAllCompanies(game),
};

export function fireEvent(game: Game, event: EventDefinition): void {
  const handler = (game.hooks.events?.[event.type] as EngineEvent | undefined) ?? ENGINE_EVENTS[event.type];
  if (!handler) {
    throw new GameError('event/unknown', `no handler for event '${event.type}'`, {
      rule: 'add it to the title hooks: events: { ' + event.type + ': (game, event) => ... }',
    });
  }
  handler(game, event);
}

function nextTriggers(game: Game): string[] {
  const next = game.title.phases[game.state.phaseIndex + 1];
  return next?.on ? [next.on] : [];
}

/** Starts the next phase: its company effects, ability removals and events. */
function nextPhase(game: Game): void {
  game.state.phaseIndex++;
  const phase = game.phase;
  for (const company of game.companies) {
    if (!company.owner) continue;
    for (const ref of abilities(game, company.sym, 'revenue_change', { onPhase: phase.name })) company.revenue = ref.def.revenue;
    if (abilities(game, company.sym, 'close', { onPhase: phase.name }).length) closeCompany(game, company.sym);
  }
  for (const company of game.companies) removeAbilitiesWhen(game, company.sym, phase.name);
  for (const event of phase.events) fireEvent(game, event);
}

/** What buying `train` does beyond the purchase itself. */
export function trainBought(game: Game, train: TrainState): void {
  for (let next = nextTriggers(game); next.includes(train.id) || next.includes(train.type); next = nextTriggers(game)) nextPhase(game);
  rustTrains(game, train);
  const events = train.events;
  train.events = [];
  for (const event of events) fireEvent(game, event);
}

export function phaseAllows(game: Game, status: string): boolean {
  return game.phase.status.includes(status);
}
