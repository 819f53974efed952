/**
 * The engine's library of named events, which any title fires from a phase or a train
 * (`events: [{type: close_companies}]`) without writing code. A title's `events` hook adds its
 * own names, or replaces one of these. Their parameters are in runtime/title/event-params.ts,
 * which codegen checks a title's events against; the engine checks them again when it fires one.
 */
import { GameError } from '../core/errors.js';
import { clearReservation } from '../map/slots.js';
import { invalidateMap } from '../map/board.js';
import type { EventDefinition } from '../title/definition.js';
import { describeParamKind, ENGINE_EVENT_PARAMS, fitsParamKind } from '../title/event-params.js';
import { noAssignments } from './assignments.js';
import { closeAllCompanies } from './companies.js';
import { triggerCustomEnd } from './end.js';
import type { Game } from './contract.js';
import { NATIONAL_EVENTS } from './national-events.js';

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
  float_percent: (game, event) => game.effects.setFloatPercent(event.percent as number),
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
    for (const [sym, amount] of Object.entries(event.revenue as Record<string, number>)) game.effects.setCompanyRevenue(sym, amount);
  },
  /** Triggers the game-end reason `custom`: the game ends at the timing `game_end_check.custom` gives. */
  trigger_endgame: (game) => triggerCustomEnd(game),
  /** Minors, majors and the national: runtime/engine/national-events.ts. */
  ...NATIONAL_EVENTS,
};

/**
 * Refuses an engine event whose parameters do not fit its spec (codegen refuses such a title; an
 * event a hook builds during play is checked here). Keys the spec lacks are left alone: a title
 * that handles the event itself may give it parameters of its own.
 */
function checkParams(event: EventDefinition): void {
  const specs = Object.hasOwn(ENGINE_EVENT_PARAMS, event.type) ? ENGINE_EVENT_PARAMS[event.type] : {};
  for (const [key, spec] of Object.entries(specs)) {
    const given = Object.hasOwn(event, key) && event[key] !== undefined;
    if (!given && !spec.required) continue;
    if (!given || !fitsParamKind(spec.type, event[key])) {
      throw new GameError('event/bad_parameter', `event ${event.type} needs '${key}': ${describeParamKind(spec.type)} (${spec.description}), not ${given ? JSON.stringify(event[key]) : 'nothing'}`);
    }
  }
}

function runChecked(handler: EngineEvent, game: Game, event: EventDefinition): void {
  checkParams(event);
  handler(game, event);
}

/** Runs the engine's own handler of an event (a title's handler may add to it). */
export function runEngineEvent(game: Game, event: EventDefinition): void {
  const handler = Object.hasOwn(ENGINE_EVENTS, event.type) ? ENGINE_EVENTS[event.type] : undefined;
  if (!handler) throw new GameError('event/unknown', `the engine has no event '${event.type}'`);
  runChecked(handler, game, event);
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
  runChecked(handler, game, event);
}
