/**
 * The engine's library of named events, which any title fires from a phase or a train
 * (`events: [{type: close_companies}]`) without writing code. A title's `events` hook adds its
 * own names, or replaces one of these. Each entry says what its parameters are.
 */
import { GameError } from '../core/errors.js';
import { clearReservation } from '../map/slots.js';
import { invalidateMap } from '../map/board.js';
import type { EventDefinition } from '../title/definition.js';
import { noAssignments } from './assignments.js';
import { closeAllCompanies } from './companies.js';
import { triggerCustomEnd } from './end.js';
import type { Game } from './game.js';

type EngineEvent = (game: Game, event: EventDefinition) => void;

function setFloat(percent: number): EngineEvent {
  return (game) => game.effects.setFloatPercent(percent);
}

export const ENGINE_EVENTS: Readonly<Record<string, EngineEvent>> = {
  /** Every company closes, except those whose `close` ability keeps them to a later phase or forever. */
  close_companies: (game) => {
    game.log.emit('event', { event: 'close_companies', text: '-- Event: Private companies close --' });
    closeAllCompanies(game);
  },
  /** Home reservations of corporations not yet parred leave the map: anyone may token there. */
  remove_reservations: (game) => {
    game.log.emit('event', { event: 'remove_reservations', text: '-- Event: Reserved token slots removed --' });
    const waiting = new Set(game.corporations.filter((c) => !c.ipoed).map((c) => c.sym));
    for (const hex of Object.values(game.state.map.hexes)) {
      for (const reservations of hex.slotReservations) for (const sym of waiting) clearReservation(reservations, sym);
      hex.tileReservations = hex.tileReservations.filter((r) => !waiting.has(r));
    }
    invalidateMap(game.state.map);
  },
  /** Every assignment of a company to a hex or an entity (bonuses, ports, mines) is removed. */
  remove_bonuses: (game) => {
    game.log.emit('event', { event: 'remove_bonuses', text: '-- Event: Bonuses removed --' });
    game.state.assignments = noAssignments();
  },
  /** `{type: float_percent, percent: 40}`: corporations not yet floated need this much sold. */
  float_percent: (game, event) => {
    const percent = Number(event.percent);
    if (!Number.isFinite(percent)) throw new GameError('event/bad_parameter', `float_percent needs a numeric 'percent', not ${JSON.stringify(event.percent)}`);
    game.effects.setFloatPercent(percent);
  },
  float_30: setFloat(30),
  float_40: setFloat(40),
  float_50: setFloat(50),
  float_60: setFloat(60),
  /** Corporations parred from now on are fully capitalised: they receive their whole capital when they float. */
  full_capitalization: (game) => {
    game.state.overrides.capitalization = 'full';
  },
  /** Corporations may buy companies from now on, whatever later phases list. */
  companies_buyable: (game) => game.effects.addStatus('can_buy_companies'),
  /** `{type: phase_revenue, revenue: {SYM: 20}}`: companies earn a new revenue from now on. */
  phase_revenue: (game, event) => {
    const table = event.revenue;
    if (typeof table !== 'object' || table === null) throw new GameError('event/bad_parameter', "phase_revenue needs 'revenue': {company: amount}");
    for (const [sym, amount] of Object.entries(table)) game.effects.setCompanyRevenue(sym, Number(amount));
  },
  /** Triggers the game-end reason `custom`: the game ends at the timing `game_end_check.custom` gives. */
  trigger_endgame: (game) => triggerCustomEnd(game),
};

/** Runs the engine's own handler of an event (a title's handler may add to it). */
export function runEngineEvent(game: Game, event: EventDefinition): void {
  const handler = Object.hasOwn(ENGINE_EVENTS, event.type) ? ENGINE_EVENTS[event.type] : undefined;
  if (!handler) throw new GameError('event/unknown', `the engine has no event '${event.type}'`);
  handler(game, event);
}

/** Fires a named event: the title's handler for the name, else the engine's. */
export function fireEvent(game: Game, event: EventDefinition): void {
  const own = game.hooks.events;
  if (own && Object.hasOwn(own, event.type)) {
    own[event.type](event, game.effects);
    return;
  }
  const handler = Object.hasOwn(ENGINE_EVENTS, event.type) ? ENGINE_EVENTS[event.type] : undefined;
  if (!handler) {
    throw new GameError('event/unknown', `no handler for event '${event.type}'`, {
      rule: `add it to the title's hooks: events: { ${event.type}: (event, game) => ... }`,
    });
  }
  handler(game, event);
}
