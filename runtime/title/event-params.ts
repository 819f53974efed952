/**
 * The parameters of each event in the engine's library (runtime/engine/event-library.ts): which
 * keys an `events: [{type: ..., ...}]` entry may give, which it must give, and what each holds.
 * Title-agnostic data that the engine and codegen share: codegen checks a title's events against
 * it at build time (a misspelt or missing parameter is a positioned error, not a failure hundreds
 * of actions into a game), and the engine checks an event's parameters by it when it fires one.
 */

/** What a parameter holds. References (`company`, ...) are resolved against the title by codegen. */
export type EventParamKind =
  /** A whole number from `min` to `max`. */
  | { readonly kind: 'integer'; readonly min: number; readonly max: number }
  /** A game-end timing (`full_or`, ...; see GAME_END_TIMINGS). */
  | { readonly kind: 'timing' }
  /** A game-end reason: the engine's or one the title's `gameEnd` hook decides. */
  | { readonly kind: 'end_reason' }
  /** A mapping of company symbols of the title to whole, non-negative amounts of money (`{<company>: 20}`). */
  | { readonly kind: 'company_amounts' }
  /** A list of corporation symbols of the title. */
  | { readonly kind: 'corporations' }
  /** A list of corporation types (`minor`, `major`, ...) the title's corporations have. */
  | { readonly kind: 'corporation_types' }
  | { readonly kind: 'boolean' };

export interface EventParamSpec {
  readonly type: EventParamKind;
  readonly required: boolean;
  /** What the parameter means, for messages and docs. */
  readonly description: string;
}

export type EventParamSpecs = Readonly<Record<string, EventParamSpec>>;

const PERCENT: EventParamKind = { kind: 'integer', min: 0, max: 100 };

/** Every engine event by name, with its parameters (none for most). */
export const ENGINE_EVENT_PARAMS: Readonly<Record<string, EventParamSpecs>> = {
  close_companies: {},
  remove_reservations: {},
  remove_bonuses: {},
  float_percent: {
    percent: { type: PERCENT, required: true, description: 'the percentage of a corporation that must be sold for it to float' },
  },
  float_30: {},
  float_40: {},
  float_50: {},
  float_60: {},
  full_capitalization: {},
  companies_buyable: {},
  phase_revenue: {
    revenue: { type: { kind: 'company_amounts' }, required: true, description: "each company's revenue from now on, by company" },
  },
  /** It triggers the reason `custom`, at the timing `game_end_check` gives `custom`: no parameters. */
  trigger_endgame: {},
  green_minors_available: {
    corporations: { type: { kind: 'corporations' }, required: false, description: 'the held-back corporations that join the game (default: all of them)' },
    neutral_tokens: { type: { kind: 'boolean' }, required: false, description: 'whether the neutral tokens leave the map (default true)' },
  },
  majors_can_ipo: {
    types: { type: { kind: 'corporation_types' }, required: false, description: 'the corporation types that may be parred from now on (default [major])' },
  },
  minors_cannot_start: {
    types: { type: { kind: 'corporation_types' }, required: false, description: 'the corporation types that leave the game if nobody has started them (default [minor])' },
  },
  minors_nationalized: {
    types: { type: { kind: 'corporation_types' }, required: false, description: 'the corporation types nationalised (default [minor])' },
  },
  trainless_nationalization: {
    forced: { type: { kind: 'corporation_types' }, required: false, description: 'types of trainless corporations that are nationalised (default [minor])' },
    optional: { type: { kind: 'corporation_types' }, required: false, description: 'types of trainless corporations that choose whether to be nationalised (default [major])' },
  },
  nationalize_companies: {},
};

/**
 * Parameters any event of a train may give, whoever handles it: `when` times the event to the
 * Nth train of the type bought (1-based; the first by default).
 */
export const TRAIN_EVENT_PARAMS: EventParamSpecs = {
  when: { type: { kind: 'integer', min: 1, max: 999 }, required: false, description: 'which train of the type fires it when bought: 1 for the first (default)' },
};

/** How a parameter kind is described in a message: "a whole number from 0 to 100". */
export function describeParamKind(kind: EventParamKind): string {
  switch (kind.kind) {
    case 'integer':
      return `a whole number from ${kind.min} to ${kind.max}`;
    case 'timing':
      return 'a game-end timing';
    case 'end_reason':
      return 'a game-end reason';
    case 'company_amounts':
      return 'a mapping of companies to amounts (whole numbers, 0 or more)';
    case 'corporations':
      return 'a list of corporations';
    case 'corporation_types':
      return 'a list of corporation types';
    case 'boolean':
      return 'true or false';
  }
}

/**
 * Whether a value has the shape a parameter kind needs (references and names aside: those need
 * the title, and codegen resolves them). The engine refuses an event whose parameters fail this.
 */
export function fitsParamKind(kind: EventParamKind, value: unknown): boolean {
  switch (kind.kind) {
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value) && value >= kind.min && value <= kind.max;
    case 'timing':
    case 'end_reason':
      return typeof value === 'string' && value.length > 0;
    case 'company_amounts':
      return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'number' && Number.isInteger(v) && v >= 0);
    case 'corporations':
    case 'corporation_types':
      return Array.isArray(value) && value.every((v) => typeof v === 'string' && v.length > 0);
    case 'boolean':
      return typeof value === 'boolean';
  }
}
