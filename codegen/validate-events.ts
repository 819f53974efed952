/**
 * Compiler phase 2c, for what ends in the engine's event library and game-end check: the events
 * trains and phases fire (their types and texts) and the reasons of `game_end_check`. Each name
 * must be the engine's or one the title's hooks define (`events`, `gameEnd` in hooks.ts), with a
 * did-you-mean hint when it is not: a misspelt reason would otherwise fail only when a game is
 * created.
 */
import { DEFAULT_EVENTS_TEXT } from '../runtime/title/defaults.js';
import { ENGINE_EVENT_TYPES, ENGINE_GAME_END_REASONS } from '../runtime/title/vocabulary.js';
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
  const events = new Set([...ENGINE_EVENT_TYPES, ...hooks.events]);
  const eventTexts = new Set([...Object.keys(DEFAULT_EVENTS_TEXT), ...keys(data.events_text)]);
  const reasons = new Set([...ENGINE_GAME_END_REASONS, ...hooks.gameEnd]);

  const event = (path: DataPath, entry: Obj) => {
    const name = str(entry.type);
    if (name === undefined) return; // the schema reports it
    const typePath = [...path, 'type'];
    if (!events.has(name) && hooks.complete) {
      const otherwise = `events: ${[...events].join(', ')}; a title's own event is handled in hooks.ts under \`events\``;
      return report(typePath, 'title/unknown_event', `'${name}' is not an event of the engine or of this title's hooks`, guessOr(name, events, otherwise));
    }
    if (!eventTexts.has(name)) report(typePath, 'title/event_without_text', `event '${name}' has no entry in events_text`, `add \`events_text: { ${name}: { name: ..., desc: ... } }\` so players can read what it does`, 'warning');
  };

  for (const section of ['trains', 'phases']) {
    arr(data[section]).forEach((item, i) => {
      if (isObj(item)) arr(item.events).forEach((e, j) => isObj(e) && event([section, i, 'events', j], e));
    });
  }

  // game_end_check: the schema checks each timing; a reason must be the engine's or a hook's.
  if (isObj(data.rules) && isObj(data.rules.game_end_check) && hooks.complete) {
    for (const reason of Object.keys(data.rules.game_end_check)) {
      if (reasons.has(reason)) continue;
      const otherwise = `reasons: ${[...reasons].join(', ')}; a title's own reason is decided in hooks.ts under \`gameEnd\``;
      report(['rules', 'game_end_check', reason], 'title/unknown_end_reason', `'${reason}' is not a game-end reason of the engine or of this title's hooks`, guessOr(reason, reasons, otherwise), 'error', 'key');
    }
  }
}
