/**
 * Compiler phase 2c, for what ends in the engine's event library and game-end check: the events
 * trains and phases fire (their types, their texts, each parameter of an engine event by the spec
 * the engine shares, runtime/title/event-params.ts) and the reasons of `game_end_check`. Each
 * name must be the engine's or one the title's hooks define (`events`, `gameEnd` in hooks.ts),
 * with a did-you-mean hint when it is not: a misspelt parameter would otherwise fail only when
 * the event fires, mid-game, and a misspelt reason only when a game is created.
 */
import { DEFAULT_EVENTS_TEXT } from '../runtime/title/defaults.js';
import { describeParamKind, ENGINE_EVENT_PARAMS, fitsParamKind, TRAIN_EVENT_PARAMS, type EventParamKind, type EventParamSpecs } from '../runtime/title/event-params.js';
import { ENGINE_EVENT_TYPES, ENGINE_GAME_END_REASONS, GAME_END_TIMINGS } from '../runtime/title/vocabulary.js';
import { didYouMean } from './did-you-mean.js';
import type { HookNames } from './hook-names.js';
import type { DataPath } from './source.js';
import { type Obj, isObj, arr, str, keys } from './untyped.js';

/** Reports a problem at a path (the key itself with `part: 'key'`). */
export type NameReport = (path: DataPath, code: string, message: string, hint?: string, severity?: 'error' | 'warning', part?: 'key' | 'value') => void;

const guessOr = (name: string, known: Iterable<string>, otherwise: string): string => {
  const guess = didYouMean(name, known);
  return guess ? `did you mean '${guess}'?` : otherwise;
};

export function validateEvents(data: Obj, hooks: HookNames, report: NameReport): void {
  const check = new EventCheck(data, hooks, report);
  check.firedEvents();
  check.customTiming();
  check.endReasons();
}

/**
 * The names a title's events may use (the engine's and its hooks' events, event texts, game-end
 * reasons, its companies and corporations) and the checks of the places that use them.
 */
class EventCheck {
  private readonly events: Set<string>;
  private readonly eventTexts: Set<string>;
  private readonly reasons: Set<string>;
  private readonly companies: Set<string>;
  private readonly corporations: Set<string>;
  private readonly corporationTypes: Set<string>;

  constructor(
    private readonly data: Obj,
    private readonly hooks: HookNames,
    private readonly report: NameReport,
  ) {
    this.events = new Set([...ENGINE_EVENT_TYPES, ...hooks.events]);
    this.eventTexts = new Set([...Object.keys(DEFAULT_EVENTS_TEXT), ...keys(data.events_text)]);
    this.reasons = new Set([...ENGINE_GAME_END_REASONS, ...hooks.gameEnd]);
    this.companies = new Set(arr(data.companies).flatMap((c) => (isObj(c) && str(c.sym) !== undefined ? [str(c.sym)!] : [])));
    this.corporations = new Set(arr(data.corporations).flatMap((c) => (isObj(c) && str(c.sym) !== undefined ? [str(c.sym)!] : [])));
    this.corporationTypes = new Set(arr(data.corporations).flatMap((c) => (isObj(c) && str(c.type) !== undefined ? [str(c.type)!] : [])));
  }

  /** Every event trains and phases fire: its type, its text, its parameters. */
  firedEvents(): void {
    const { data } = this;
    for (const section of ['trains', 'phases']) {
      arr(data[section]).forEach((item, i) => {
        if (isObj(item)) arr(item.events).forEach((e, j) => isObj(e) && this.event([section, i, 'events', j], e, section));
      });
    }
  }

  private event(path: DataPath, entry: Obj, section: string): void {
    const { events, eventTexts, hooks, report } = this;
    const name = str(entry.type);
    if (name === undefined) return; // the schema reports it
    const typePath = [...path, 'type'];
    if (!events.has(name) && hooks.complete) {
      const otherwise = `events: ${[...events].join(', ')}; a title's own event is handled in hooks.ts under \`events\``;
      return report(typePath, 'title/unknown_event', `'${name}' is not an event of the engine or of this title's hooks`, guessOr(name, events, otherwise));
    }
    if (!eventTexts.has(name)) report(typePath, 'title/event_without_text', `event '${name}' has no entry in events_text`, `add \`events_text: { ${name}: { name: ..., desc: ... } }\` so players can read what it does`, 'warning');
    // A title's own handler (or its replacement of an engine event) decides its parameters.
    if (hooks.events.has(name) || !hooks.complete || !Object.hasOwn(ENGINE_EVENT_PARAMS, name)) {
      if (section === 'trains') this.checkParams(path, entry, name, TRAIN_EVENT_PARAMS, false);
      return;
    }
    this.checkParams(path, entry, name, { ...ENGINE_EVENT_PARAMS[name], ...(section === 'trains' ? TRAIN_EVENT_PARAMS : {}) }, true);
  }

  private checkParams(path: DataPath, entry: Obj, name: string, specs: EventParamSpecs, closed: boolean): void {
    const { report } = this;
    const allowed = Object.keys(specs);
    // A misspelt parameter is reported once, as misspelt, not also as missing.
    const meant = new Set<string>();
    for (const key of Object.keys(entry)) {
      if (key === 'type') continue;
      const spec = Object.hasOwn(specs, key) ? specs[key] : undefined;
      if (spec) this.checkValue([...path, key], name, key, spec.type, entry[key]);
      else if (closed) {
        const guess = didYouMean(key, allowed);
        if (guess !== undefined) meant.add(guess);
        const otherwise = allowed.length ? `${name} takes ${allowed.map((k) => `'${k}'`).join(', ')}` : `${name} takes no parameters`;
        report([...path, key], 'title/unknown_event_parameter', `'${key}' is not a parameter of event ${name}`, guess ? `did you mean '${guess}'?` : otherwise, 'error', 'key');
      }
    }
    for (const [key, spec] of Object.entries(specs)) {
      if (spec.required && !Object.hasOwn(entry, key) && !meant.has(key)) {
        report(path, 'title/missing_event_parameter', `event ${name} needs '${key}' (${spec.description})`, `write \`{ type: ${name}, ${key}: ${exampleValue(spec.type)} }\``);
      }
    }
  }

  private checkValue(path: DataPath, name: string, key: string, kind: EventParamKind, value: unknown): void {
    const { data, hooks, report, reasons, companies, corporations, corporationTypes } = this;
    const where = `'${key}' of event ${name}`;
    if (!fitsParamKind(kind, value)) {
      const shown = typeof value === 'string' ? `'${value}'` : JSON.stringify(value) ?? String(value);
      return report(path, 'title/bad_event_parameter', `${where} must be ${describeParamKind(kind)}, not ${shown}`, exampleOf(kind, key, [...reasons]));
    }
    if (kind.kind === 'timing' && !GAME_END_TIMINGS.includes(value as string)) {
      report(path, 'title/unknown_timing', `'${String(value)}' is not a game-end timing`, guessOr(String(value), GAME_END_TIMINGS, `timings: ${GAME_END_TIMINGS.join(', ')}`));
    }
    if (kind.kind === 'end_reason' && !reasons.has(value as string) && hooks.complete) {
      report(path, 'title/unknown_end_reason', `'${String(value)}' is not a game-end reason of the engine or of this title's hooks`, guessOr(String(value), reasons, `reasons: ${[...reasons].join(', ')}; a title's own is decided in hooks.ts under \`gameEnd\``));
    }
    if (kind.kind === 'company_amounts' && isObj(value) && Array.isArray(data.companies)) {
      for (const sym of Object.keys(value)) {
        if (companies.has(sym)) continue;
        report([...path, sym], 'title/unknown_company', `'${sym}' in ${where} is not a company of this title`, guessOr(sym, companies, `companies: ${[...companies].join(', ') || 'none'}`), 'error', 'key');
      }
    }
    if ((kind.kind === 'corporations' || kind.kind === 'corporation_types') && Array.isArray(value) && Array.isArray(data.corporations)) {
      const known = kind.kind === 'corporations' ? corporations : corporationTypes;
      const what = kind.kind === 'corporations' ? 'a corporation' : "a type of this title's corporations";
      value.forEach((name, k) => {
        if (known.has(String(name))) return;
        report([...path, k], kind.kind === 'corporations' ? 'title/unknown_corporation' : 'title/unknown_corporation_type', `'${String(name)}' in ${where} is not ${what} of this title`, guessOr(String(name), known, `${kind.kind === 'corporations' ? 'corporations' : 'types'}: ${[...known].join(', ') || 'none'}`));
      });
    }
  }

  /**
   * The engine's trigger_endgame ends the game for the reason custom, at custom's timing: a title
   * firing it must time custom (else a game of it is refused when created, setup/no_custom_timing).
   */
  customTiming(): void {
    const { data, hooks, report } = this;
    const endCheck = isObj(data.rules) && isObj(data.rules.game_end_check) ? data.rules.game_end_check : undefined;
    if (hooks.complete && !hooks.events.has('trigger_endgame') && !(endCheck && Object.hasOwn(endCheck, 'custom'))) {
      for (const section of ['trains', 'phases']) {
        arr(data[section]).forEach((item, i) => {
          if (!isObj(item)) return;
          arr(item.events).forEach((e, j) => {
            if (!isObj(e) || e.type !== 'trigger_endgame') return;
            report([section, i, 'events', j, 'type'], 'title/no_custom_timing', "trigger_endgame ends the game for the reason custom, which game_end_check does not time", 'add `custom: full_or` (or another timing) to rules.game_end_check');
          });
        });
      }
    }
  }

  /** game_end_check: the schema checks each timing; a reason must be the engine's or a hook's. */
  endReasons(): void {
    const { data, hooks, report, reasons } = this;
    if (isObj(data.rules) && isObj(data.rules.game_end_check) && hooks.complete) {
      for (const reason of Object.keys(data.rules.game_end_check)) {
        if (reasons.has(reason)) continue;
        const otherwise = `reasons: ${[...reasons].join(', ')}; a title's own reason is decided in hooks.ts under \`gameEnd\``;
        report(['rules', 'game_end_check', reason], 'title/unknown_end_reason', `'${reason}' is not a game-end reason of the engine or of this title's hooks`, guessOr(reason, reasons, otherwise), 'error', 'key');
      }
    }
  }
}

/** A value of the kind a parameter takes, as YAML, for hints. */
function exampleValue(kind: EventParamKind): string {
  switch (kind.kind) {
    case 'integer':
      return String(kind.max === 100 ? 40 : kind.min);
    case 'timing':
      return 'full_or';
    case 'end_reason':
      return 'final_phase';
    case 'company_amounts':
      return '{ <company>: 20 }';
    case 'corporations':
      return '[<corporation>]';
    case 'corporation_types':
      return '[minor]';
    case 'boolean':
      return 'true';
  }
}

/** A hint for a parameter value of the wrong shape. */
function exampleOf(kind: EventParamKind, key: string, reasons: readonly string[]): string {
  if (kind.kind === 'timing') return `timings: ${GAME_END_TIMINGS.join(', ')}`;
  if (kind.kind === 'end_reason') return `reasons: ${reasons.join(', ')}`;
  return `write \`${key}: ${exampleValue(kind)}\``;
}
