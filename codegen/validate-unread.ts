/**
 * Compiler phase 2e: nothing that validates may do nothing. Warnings (the build goes on) for data
 * that passes the schema but that nothing in the engine or the title would ever read:
 * - an ability type the engine neither applies nor shows, that the title's code never names;
 * - an ability key or a rule the engine does not read (runtime/title/engine-reads.ts), that the
 *   title's code never reads either;
 * - an ability `when` naming a step that no round of the title has, so it is never the current step;
 * - an event with a text (`events_text`) that no train or phase fires.
 */
import { ABILITY_TYPE_USE, UNREAD_ABILITY_KEYS, UNREAD_RULES } from '../runtime/title/engine-reads.js';
import { DEFAULT_ROUND_STEPS, ENGINE_STEP_NAMES } from '../runtime/title/defaults.js';
import { ENGINE_EVENT_TYPES } from '../runtime/title/vocabulary.js';
import { diagnostic, type Diagnostic } from './diagnostics.js';
import { ENGINE_ABILITY_KINDS } from './normalise-abilities.js';
import type { LoadedTitle } from './load.js';
import type { DataPath } from './source.js';
import { arr, forEachAbility, isObj, keys, str, type Obj } from './untyped.js';

const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

export function validateUnread(title: LoadedTitle): Diagnostic[] {
  const out: Diagnostic[] = [];
  const data = title.data as Obj;
  const warn = (path: DataPath, code: string, message: string, hint: string, part: 'key' | 'value' = 'value') => out.push(diagnostic(title.locate(path, part), code, message, hint, 'warning'));
  const code = [...title.sources.values()].join('\n');
  /** Whether the title's own code reads a field of this name (`.layCount`, `'layCount'`, `{ layCount }`). */
  const codeReads = (name: string) => new RegExp(`\\b${name}\\b`).test(code);
  const ownCode = [...title.sources].filter(([file]) => file !== title.kindsFile).map(([, text]) => text).join('\n');
  const ownCodeReads = (name: string) => new RegExp(`\\b${name}\\b`).test(ownCode);
  const kindsRead = (name: string) => title.kindsFile !== undefined && new RegExp(`\\b${name}\\b`).test(title.sources.get(title.kindsFile) ?? '');

  const stepsInRounds = roundSteps(data);
  forEachAbility(data, (ability, base) => {
    const type = str(ability.type);
    if (type === undefined) return;
    // A kind of the title's own does something only where code besides its declaration reads it;
    // one neither the engine nor kinds.ts declares is refused (validate-ability-kinds).
    const engineKind = ENGINE_ABILITY_KINDS.includes(type);
    const unapplied = engineKind ? !Object.hasOwn(ABILITY_TYPE_USE, type) && !codeReads(type) : kindsRead(type) && !ownCodeReads(type);
    if (unapplied) {
      warn([...base, 'type'], 'title/unread_ability', `ability type '${type}' does nothing: the engine does not apply it and the title's code never names it`, `read it in a hook or step (abilities of type '${type}'), or leave it out`);
    }
    const unread = UNREAD_ABILITY_KEYS[type as keyof typeof UNREAD_ABILITY_KEYS] ?? {};
    for (const [key, value] of Object.entries(ability)) {
      if (!Object.hasOwn(unread, key) || unread[key] === value || codeReads(camel(key))) continue;
      warn([...base, key], 'title/unread_key', `'${key}' of a ${type} ability does nothing: the engine does not read it`, `leave it out, or read \`${camel(key)}\` in the title's hooks or steps`, 'key');
    }
    if (stepsInRounds) {
      const whens = Array.isArray(ability.when) ? ability.when : ability.when === undefined ? [] : [ability.when];
      whens.forEach((when, k) => {
        const name = str(when);
        if (name === undefined || stepsInRounds.has(name) || !(ENGINE_STEP_NAMES.includes(name) || Object.hasOwn(title.stepFiles, name))) return;
        warn([...base, 'when', ...(Array.isArray(ability.when) ? [k] : [])], 'title/step_not_in_rounds', `step '${name}' is in none of the title's rounds: an ability timed by it is never usable`, `add '${name}' to a round's steps under \`rounds.steps\`, or time the ability by a step the rounds have (${[...stepsInRounds].sort().join(', ')})`);
      });
    }
  });

  if (isObj(data.rules)) {
    for (const [key, value] of Object.entries(data.rules)) {
      if (Object.hasOwn(UNREAD_RULES, key) && UNREAD_RULES[key] !== value && !codeReads(camel(key))) warn(['rules', key], 'title/unread_key', `rule '${key}' does nothing: the engine does not read it`, `leave it out, or read \`rules.${camel(key)}\` in the title's hooks or steps`, 'key');
    }
  }

  // Events given a text that nothing fires: the text is never shown, and most likely the event is misnamed where it is fired.
  const fired = new Set<string>();
  for (const section of ['trains', 'phases']) for (const item of arr(data[section])) if (isObj(item)) for (const event of arr(item.events)) if (isObj(event) && typeof event.type === 'string') fired.add(event.type);
  for (const name of keys(data.events_text)) {
    if (fired.has(name) || ENGINE_EVENT_TYPES.includes(name)) continue;
    warn(['events_text', name], 'title/unfired_event', `event '${name}' has a text, but no train or phase fires it`, `fire it from a train or phase (\`events: [{ type: ${name} }]\`), or remove its text`, 'key');
  }
  return out;
}

/**
 * The steps the title's rounds have: the engine's lists for its round kinds (unless the title
 * lists them), the title's `rounds.steps` and its auction step. Undefined when a round kind of
 * the title's own has no list in the YAML (its class chooses its steps: they cannot be known here).
 */
function roundSteps(data: Obj): Set<string> | undefined {
  const rounds = isObj(data.rounds) ? data.rounds : {};
  const listed = isObj(rounds.steps) ? rounds.steps : {};
  const kinds = new Set<string>(['stock', 'operating']);
  if (typeof rounds.first === 'string') kinds.add(rounds.first);
  for (const entry of arr(rounds.cycle)) kinds.add(String(isObj(entry) ? entry.kind : entry));
  const out = new Set<string>();
  for (const kind of kinds) {
    if (Object.hasOwn(listed, kind)) continue;
    if (kind === 'stock' || kind === 'operating') for (const ref of DEFAULT_ROUND_STEPS[kind]) out.add(ref.step);
    else if (kind !== 'auction') return undefined;
  }
  for (const list of Object.values(listed)) for (const ref of arr(list)) out.add(String(isObj(ref) ? ref.step : ref));
  const auction = isObj(data.auction) ? data.auction.style : undefined;
  out.add(isObj(auction) ? String(auction.step) : 'waterfall_auction');
  return out;
}
