/**
 * The files `codegen replay` reads, checked before a game starts: a recorded game whose players,
 * seed or optional rules are of the wrong shape, and a golden trace that is not JSON lines, are
 * refused in one line naming the file and the place — not a crash, a 38 KB dump of the file, or
 * a game failing hundreds of actions later with a misleading error.
 */
import type { Fixture } from '../runtime/replay/fixture.js';
import type { AnyTraceLine } from '../runtime/replay/compare.js';
import type { TitleModule } from '../runtime/module.js';
import { CliError } from '../cli/support.js';
import { didYouMean } from '../codegen/did-you-mean.js';
import { isObj } from '../codegen/untyped.js';
import { findOptionalRule } from '../runtime/title/optional-rules.js';

const show = (v: unknown) => {
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

/** The recorded game in `text`, with every field the replay reads of the right shape. */
export function checkFixture(text: string, path: string): Fixture {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new CliError(`${path} is not JSON (${(error as Error).message.split('\n')[0].slice(0, 120)})`, 1);
  }
  const bad = (where: string, what: string) => new CliError(`${path}: ${where} ${what}`, 1);
  if (!isObj(value)) throw bad('the file', 'must be a recorded game (an object with title, players and actions)');
  if (typeof value.title !== 'string') throw bad('title', `must be the title's name, not ${show(value.title)}`);
  if (!Array.isArray(value.players) || value.players.length === 0) throw bad('players', `must be a list of players, not ${show(value.players)}`);
  value.players.forEach((player, i) => {
    if (!isObj(player)) throw bad(`players[${i}]`, `must be an object {id, name}, not ${show(player)}`);
    // Hotseat recordings seat players by name alone: no id is fine, a wrong one is not.
    if (player.id !== undefined && typeof player.id !== 'number' && typeof player.id !== 'string') throw bad(`players[${i}].id`, `must be a number or a string, not ${show(player.id)}`);
    if (typeof player.name !== 'string') throw bad(`players[${i}].name`, `must be a string, not ${show(player.name)}`);
  });
  if (!Array.isArray(value.actions)) throw bad('actions', `must be a list of actions, not ${show(value.actions)}`);
  value.actions.forEach((action, i) => {
    if (!isObj(action) || typeof action.type !== 'string') throw bad(`actions[${i}]`, `must be an action object with a type, not ${show(action)}`);
  });
  const settings = value.settings;
  if (settings !== undefined && settings !== null) {
    if (!isObj(settings)) throw bad('settings', `must be an object, not ${show(settings)}`);
    const seed = settings.seed;
    if (seed !== undefined && seed !== '' && !(typeof seed === 'number' && Number.isFinite(seed)) && !(typeof seed === 'string' && /^-?\d+$/.test(seed))) {
      throw bad('settings.seed', `must be a number, not ${show(seed)}`);
    }
    const rules = settings.optional_rules;
    if (rules !== undefined && (!Array.isArray(rules) || rules.some((r) => typeof r !== 'string'))) {
      throw bad('settings.optional_rules', `must be a list of optional rule names, not ${show(rules)}`);
    }
  }
  if (value.result !== undefined && value.result !== null && (!isObj(value.result) || Object.values(value.result).some((v) => typeof v !== 'number'))) {
    throw bad('result', `must map players to scores, not ${show(value.result)}`);
  }
  return value as unknown as Fixture;
}

/** Refuses optional rules the title does not offer (they would be ignored without a word). */
export function checkOptionalRules(fixture: Fixture, module: TitleModule, path: string): void {
  const offered = module.definition.meta.optionalRules.map((rule) => rule.sym);
  for (const rule of fixture.settings?.optional_rules ?? []) {
    if (findOptionalRule(module.definition.meta.optionalRules, rule)) continue;
    const guess = didYouMean(rule, offered);
    throw new CliError(
      `${path}: settings.optional_rules names '${rule}', which ${fixture.title} does not offer${guess ? ` (did you mean '${guess}'?)` : `; it offers: ${offered.join(', ') || 'none'}`}`,
      1,
    );
  }
}

/** A line of a trace: the state after an action (`{id, type, round, ...}`) or the final one (`{final, result}`). */
function isTraceLine(value: unknown): boolean {
  if (!isObj(value)) return false;
  return (value.final === true && isObj(value.result)) || (Number.isInteger(value.id) && typeof value.type === 'string');
}

/**
 * A trace file in the ../shared/traces format (one JSON object per line). A recorded game given
 * instead is refused by name: read as a one-line trace, it would be compared line by line and
 * report a divergence that says nothing.
 */
export function parseTraceFile(text: string, path: string): AnyTraceLine[] {
  let whole: unknown;
  try {
    whole = JSON.parse(text);
  } catch {
    whole = undefined; // a trace of more than one line is not one JSON value
  }
  if (isObj(whole) && Array.isArray(whole.actions)) {
    throw new CliError(`${path} is a recorded game, not a golden trace; --against takes the reference's trace of a game (.trace.jsonl, one line per action)`, 1);
  }
  const lines: AnyTraceLine[] = [];
  const rows = text.split('\n');
  const notALine = (i: number) => new CliError(`${path}:${i + 1}: not a trace line (each line of a trace is one JSON object, {id, type, round, ...} or {final, result})`, 1);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i].trim();
    if (!row) continue;
    let value: unknown;
    try {
      value = JSON.parse(row);
    } catch {
      throw notALine(i);
    }
    if (!isTraceLine(value)) throw notALine(i);
    lines.push(value as unknown as AnyTraceLine);
  }
  if (lines.length === 0) throw new CliError(`${path} is empty; a trace has one JSON object per line`, 1);
  return lines;
}
