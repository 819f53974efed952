/**
 * Compiler phase 2c: closed vocabularies. Wherever the YAML writes a name rather than free text —
 * a market cell letter, an event type, a phase status, a phase an ability refers to — the name
 * must be one the engine knows or the title itself declares (in `status_text`, in its hooks'
 * `events`, in its `steps/`), with a did-you-mean hint when it is not. A misspelt name is then
 * an error at build time, not a rule that silently never applies.
 */
import { DEFAULT_STATUS_TEXT } from '../runtime/title/defaults.js';
import { ENGINE_ABILITY_TIMES, ENGINE_PHASE_STATUSES, ENGINE_ROUND_KINDS, ENGINE_STEP_NAMES } from '../runtime/title/vocabulary.js';
import { diagnostic, type Diagnostic, type Severity } from './diagnostics.js';
import { didYouMean } from './did-you-mean.js';
import { inheritedFiles, inheritedHookNames } from './extend.js';
import { validateEvents } from './validate-events.js';
import type { LoadedTitle } from './load.js';
import { MARKET_CELL_LETTERS } from './normalise.js';
import type { DataPath } from './source.js';
import { type Obj, isObj, arr, str, keys, forEachAbility } from './untyped.js';


const LETTER_LIST = Object.entries(MARKET_CELL_LETTERS)
  .map(([letter, type]) => `${letter} ${type}`)
  .join(', ');

export function validateNames(title: LoadedTitle): Diagnostic[] {
  const out: Diagnostic[] = [];
  const data = title.data as Obj;
  const report = (path: DataPath, code: string, message: string, hint?: string, severity: Severity = 'error', part: 'key' | 'value' = 'value') =>
    out.push(diagnostic(title.locate(path, part), code, message, hint, severity));
  const unknown = (path: DataPath, code: string, what: string, name: string, known: Iterable<string>, otherwise: string) => {
    const guess = didYouMean(name, known);
    report(path, code, `'${name}' is not ${what}`, guess ? `did you mean '${guess}'?` : otherwise);
  };

  checkMarketLetters(title, data, out);

  // Events and game-end reasons: the engine's, and those the title's hooks define.
  validateEvents(data, inheritedHookNames(title), report);

  // Phase statuses: the engine's, and those the title declares in status_text.
  const statuses = new Set([...ENGINE_PHASE_STATUSES, ...Object.keys(DEFAULT_STATUS_TEXT), ...keys(data.status_text)]);
  arr(data.phases).forEach((phase, i) => {
    if (!isObj(phase)) return;
    const list = Array.isArray(phase.status) ? phase.status : [];
    list.forEach((status, j) => {
      const name = str(status);
      if (name !== undefined && !statuses.has(name)) {
        unknown(['phases', i, 'status', j], 'title/unknown_status', "a phase status of the engine or of this title's status_text", name, statuses, "declare a title's own status in `status_text:` with its name and description");
      }
    });
  });
  const loanStatus = isObj(data.loans) ? str(data.loans.forbidden_status) : undefined;
  if (loanStatus !== undefined && !statuses.has(loanStatus)) {
    unknown(['loans', 'forbidden_status'], 'title/unknown_status', "a phase status of the engine or of this title's status_text", loanStatus, statuses, "declare a title's own status in `status_text:` with its name and description");
  }

  // Names an ability refers to: phases, trains.
  const phases = new Set(arr(data.phases).map((p) => (isObj(p) ? str(p.name) : undefined)).filter((n): n is string => n !== undefined));
  const trains = new Set(
    arr(data.trains).flatMap((t) => (isObj(t) ? [str(t.name), ...arr(t.variants).map((v) => (isObj(v) ? str(v.name) : undefined))] : [])).filter((n): n is string => n !== undefined),
  );
  // Ability times: the engine's moments and every step's name (the engine's, the title's own).
  const times = new Set([...ENGINE_ABILITY_TIMES, ...ENGINE_STEP_NAMES, ...Object.keys(inheritedFiles(title, 'stepFiles'))]);
  forEachAbility(data, (ability, base) => {
    const whens = Array.isArray(ability.when) ? ability.when : ability.when === undefined ? [] : [ability.when];
    whens.forEach((when, k) => {
      const name = str(when);
      if (name === undefined || times.has(name)) return;
      unknown([...base, 'when', ...(Array.isArray(ability.when) ? [k] : [])], 'title/unknown_time', "a time the engine knows for an ability's `when` (or a step's name)", name, times, `times: ${ENGINE_ABILITY_TIMES.join(', ')}; or a step: ${[...new Set([...ENGINE_STEP_NAMES, ...Object.keys(title.stepFiles)])].sort().join(', ')}`);
    });
    const phaseName = (key: string, extra: readonly string[]) => {
      const name = str(ability[key]);
      if (name === undefined || phases.has(name) || extra.includes(name) || !Array.isArray(data.phases)) return;
      unknown([...base, key], 'title/unknown_phase', `a phase of this title${extra.length ? ` (or ${extra.map((e) => `'${e}'`).join(', ')})` : ''}`, name, [...phases, ...extra], `phases: ${[...phases].join(', ')}`);
    };
    phaseName('on_phase', ['never']);
    phaseName('after_phase', []);
    phaseName('remove', ['sold', 'par']);
    if (ability.type === 'train_discount' && Array.isArray(data.trains)) {
      (Array.isArray(ability.trains) ? ability.trains : [ability.trains]).forEach((t, k) => {
        const name = str(t);
        if (name !== undefined && !trains.has(name)) unknown([...base, 'trains', ...(Array.isArray(ability.trains) ? [k] : [])], 'title/unknown_train', 'a train of this title', name, trains, `trains: ${[...trains].join(', ')}`);
      });
    }
  });
  checkEntityTypes(data, report);
  checkCodeFileNames(title, data, out);
  return out;
}

/**
 * Entity types (`type: major`) key the tables that differ by type — a phase's `train_limit`,
 * `tile_lays.by_type` — and the engine looks a corporation's type up in them: a key no entity
 * has is never read, and an entity whose type a table lacks gets nothing (a train limit of 0).
 */
function checkEntityTypes(data: Obj, report: (path: DataPath, code: string, message: string, hint?: string, severity?: Severity, part?: 'key' | 'value') => void): void {
  const entities = ['corporations', 'minors'].flatMap((section) => arr(data[section]).map((e, i) => ({ section, i, e })).filter(({ e }) => isObj(e))) as { section: string; i: number; e: Obj }[];
  // As the engine reads it: an entity's `type`, else its kind (`corporation`, `minor`).
  const typeOf = (section: string, e: Obj): string => str(e.type) ?? (section === 'minors' ? 'minor' : 'corporation');
  const types = new Set(entities.map(({ section, e }) => typeOf(section, e)));
  const tableKeys = (path: DataPath, table: Obj, what: string) => {
    for (const key of Object.keys(table)) {
      if (types.has(key)) continue;
      const guess = didYouMean(key, types);
      report([...path, key], 'title/unknown_entity_type', `'${key}' in ${what} is not the type of any corporation or minor`, guess ? `did you mean '${guess}'?` : types.size ? `types: ${[...types].join(', ')}` : 'give the corporations and minors a `type:`', 'error', 'key');
    }
  };
  arr(data.phases).forEach((phase, i) => {
    if (!isObj(phase) || !isObj(phase.train_limit)) return;
    tableKeys(['phases', i, 'train_limit'], phase.train_limit, `phase ${String(phase.name)}'s train_limit`);
    for (const { section, i: j, e } of entities) {
      const type = typeOf(section, e);
      if (Object.hasOwn(phase.train_limit, type)) continue;
      const explicit = str(e.type) !== undefined;
      report([section, j, ...(explicit ? ['type'] : [])], 'title/no_train_limit', `${String(e.sym)} is of type '${type}'${explicit ? '' : ' (its kind, having no `type`)'}, which phase ${String(phase.name)}'s train_limit does not list: it could own no train`, explicit ? `add '${type}' to the train_limit of every phase` : `add \`type:\` (${Object.keys(phase.train_limit).join(', ')}) or '${type}' to the train_limit`);
      return; // one report per phase is enough to show the gap
    }
  });
  if (isObj(data.tile_lays) && isObj(data.tile_lays.by_type)) tableKeys(['tile_lays', 'by_type'], data.tile_lays.by_type, 'tile_lays.by_type');
}

/**
 * A step file replaces the engine's step of its name or is a new step the YAML's `rounds` lists;
 * one that is neither is never used — most likely a misspelt engine step. A round file whose name
 * is one letter off an engine round kind is most likely meant to replace it.
 */
function checkCodeFileNames(title: LoadedTitle, data: Obj, out: Diagnostic[]): void {
  const referenced = new Set<string>();
  const kinds = new Set<string>();
  if (isObj(data.rounds)) {
    if (isObj(data.rounds.steps)) {
      for (const list of Object.values(data.rounds.steps)) arr(list).forEach((ref) => referenced.add(String(isObj(ref) ? ref.step : ref)));
    }
    if (typeof data.rounds.first === 'string') kinds.add(data.rounds.first);
    arr(data.rounds.cycle).forEach((entry) => kinds.add(String(isObj(entry) ? entry.kind : entry)));
  }
  if (isObj(data.auction) && isObj(data.auction.style)) referenced.add(String(data.auction.style.step));
  for (const [name, path] of Object.entries(title.stepFiles)) {
    if (ENGINE_STEP_NAMES.includes(name) || referenced.has(name)) continue;
    const guess = didYouMean(name, ENGINE_STEP_NAMES);
    out.push(
      diagnostic({ file: path, line: 1, col: 1 }, 'title/unused_step', `step '${name}' is never used: it replaces no engine step and no round lists it`, guess ? `did you mean to replace '${guess}' (name the file ${guess}.ts)?` : `list it under \`rounds:\` in title.yaml`, 'warning'),
    );
  }
  for (const [name, path] of Object.entries(title.roundFiles)) {
    if (ENGINE_ROUND_KINDS.includes(name) || kinds.has(name)) continue;
    const guess = didYouMean(name, ENGINE_ROUND_KINDS);
    if (guess) out.push(diagnostic({ file: path, line: 1, col: 1 }, 'title/round_name', `round '${name}' is a new round kind, not the engine's '${guess}'`, `name the file ${guess}.ts to replace the engine's ${guess} round`, 'warning'));
  }
}

/** Every letter of a `<price><letters>` market cell must mean something. */
function checkMarketLetters(title: LoadedTitle, data: Obj, out: Diagnostic[]): void {
  if (!isObj(data.market)) return;
  const variants = arr(data.market.variants).map((v, i) => [['market', 'variants', i, 'rows'] as DataPath, isObj(v) ? v.rows : undefined] as const);
  for (const [base, rows] of [[['market', 'rows'] as DataPath, data.market.rows] as const, ...variants]) {
    arr(rows).forEach((row, r) =>
      arr(row).forEach((cell, c) => {
        if (typeof cell !== 'string') return;
        const match = /^(\d+)([a-zA-Z]*)$/.exec(cell);
        if (!match) return; // the schema reports the shape
        [...match[2]].forEach((letter, k) => {
          if (letter in MARKET_CELL_LETTERS) return;
          const path: DataPath = [...base, r, c];
          const lower = letter.toLowerCase() in MARKET_CELL_LETTERS && letter !== letter.toLowerCase() ? letter.toLowerCase() : letter.toUpperCase() in MARKET_CELL_LETTERS && letter !== letter.toUpperCase() ? letter.toUpperCase() : undefined;
          out.push(
            diagnostic(
              title.locateInScalar(path, match[1].length + k),
              'title/unknown_market_letter',
              `'${letter}' in market cell '${cell}' is not a cell letter`,
              lower ? `letters are case-sensitive: did you mean '${lower}' (${MARKET_CELL_LETTERS[lower]})?` : `letters: ${LETTER_LIST}`,
            ),
          );
        });
      }),
    );
  }
}
