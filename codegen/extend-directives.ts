/**
 * The keys that make a title a variant — `extends:` (the base title's id), `replace:` (paths
 * written whole) and `remove:` (entries of the base dropped) — read from the variant's own data
 * and checked against its base's, each problem at the variant's line that states it.
 */
import { diagnostic, type Diagnostic, type SourcePosition } from './diagnostics.js';
import { didYouMean } from './did-you-mean.js';
import { entryName, logicalKey, namingField, type Directives, type LogicalPath } from './extend-merge.js';
import { hexIdsOfKey } from './normalise.js';
import type { DataPath } from './source.js';
import { isObj, str, type Obj } from './untyped.js';

type Locate = (path: DataPath, part?: 'key' | 'value') => SourcePosition;

/** What a place in a title's data is, for `replace:` and `remove:`. */
type Place =
  | { readonly kind: 'mapping'; readonly value: Obj }
  | { readonly kind: 'named'; readonly value: readonly unknown[]; readonly field: string }
  | { readonly kind: 'hexes'; readonly value: Obj }
  | { readonly kind: 'value'; readonly value: unknown };

function placeOf(value: unknown, path: LogicalPath): Place {
  const field = namingField(path);
  if (field && Array.isArray(value)) return { kind: 'named', value, field };
  if (logicalKey(path) === 'hexes' && isObj(value)) return { kind: 'hexes', value };
  if (isObj(value)) return { kind: 'mapping', value };
  return { kind: 'value', value };
}

/** The names a place holds: a mapping's keys, a list's entry names, the hexes' ids. */
function namesIn(place: Place): string[] {
  switch (place.kind) {
    case 'mapping':
      return Object.keys(place.value);
    case 'named':
      return place.value.map((entry) => entryName(entry, place.field)).filter((name): name is string => name !== undefined);
    case 'hexes':
      return Object.values(place.value).flatMap((group) => (isObj(group) ? Object.keys(group).flatMap(hexIdsOfKey) : []));
    default:
      return [];
  }
}

/** One step down a logical path; undefined when the place has no such name. */
function stepInto(place: Place, name: string): unknown {
  if (place.kind === 'mapping') return Object.hasOwn(place.value, name) ? place.value[name] : undefined;
  if (place.kind === 'named') return place.value.find((entry) => entryName(entry, place.field) === name);
  return undefined;
}

type Walk = { readonly place: Place } | { readonly missing: string; readonly known: string[]; readonly at: LogicalPath; readonly leaf?: boolean };

function walk(data: Obj, path: LogicalPath): Walk {
  let place: Place = placeOf(data, []);
  for (let i = 0; i < path.length; i++) {
    const here = path.slice(0, i);
    if (place.kind === 'value' || place.kind === 'hexes') return { missing: path[i], known: [], at: here, leaf: true };
    const next = stepInto(place, path[i]);
    if (next === undefined) return { missing: path[i], known: namesIn(place), at: here };
    place = placeOf(next, path.slice(0, i + 1));
  }
  return { place };
}

export interface ParsedDirectives {
  /** The base title's id, when the title extends one. */
  readonly base?: string;
  readonly directives: Directives;
  readonly diagnostics: readonly Diagnostic[];
}

const splitPath = (text: string): string[] => text.split('.').filter((segment) => segment !== '');

/** Reads `extends`, `replace` and `remove` from a title's own data; the shapes only. */
export function readDirectives(own: Obj, locate: Locate): ParsedDirectives {
  const diagnostics: Diagnostic[] = [];
  const report = (path: DataPath, code: string, message: string, hint: string) => diagnostics.push(diagnostic(locate(path), code, message, hint));
  let base: string | undefined;
  if ('extends' in own) {
    base = str(own.extends);
    if (base === undefined) report(['extends'], 'extends/not_a_title', '`extends` must name a title', 'give the folder name of the title this one is a variant of: `extends: "1846"`');
  }
  const replace = new Set<string>();
  const remove = new Map<string, Set<string>>();
  if ('replace' in own) {
    if (!Array.isArray(own.replace)) report(['replace'], 'extends/bad_replace', '`replace` must be a list of paths', 'list what the variant writes whole: `replace: [hexes, rules.game_end_check]`');
    else
      own.replace.forEach((entry, i) => {
        const text = str(entry);
        if (text === undefined || splitPath(text).length === 0) report(['replace', i], 'extends/bad_replace', 'a `replace` entry must be a path such as `hexes` or `trains.D`', 'write the keys (and the names of trains, corporations, ...) joined with `.`');
        else replace.add(logicalKey(splitPath(text)));
      });
  }
  if ('remove' in own) {
    if (!isObj(own.remove)) report(['remove'], 'extends/bad_remove', '`remove` must map paths to the names they drop', 'e.g. `remove: { companies: [BT, LM], hexes: [A1], rules.game_end_check: [final_train] }`');
    else
      for (const [path, names] of Object.entries(own.remove)) {
        if (!Array.isArray(names)) {
          report(['remove', path], 'extends/bad_remove', `\`remove.${path}\` must be a list of names`, `write the names of the entries dropped: \`${path}: [name, ...]\``);
          continue;
        }
        const set = new Set<string>();
        names.forEach((name, j) => {
          const text = str(name);
          if (text === undefined) report(['remove', path, j], 'extends/bad_remove', 'a name to remove must be a string or number', 'write the entry\'s name, sym, key or hex id');
          else set.add(text);
        });
        remove.set(logicalKey(splitPath(path)), set);
      }
  }
  if (base === undefined && (replace.size || remove.size)) {
    report(['replace' in own ? 'replace' : 'remove'], 'extends/no_base', '`replace` and `remove` apply to a variant: this title extends none', 'add `extends: <base title>`, or write the data whole and drop these keys');
  }
  return { ...(base === undefined ? {} : { base }), directives: { replace, remove }, diagnostics };
}

/** Checks `replace:` and `remove:` against the base's data and what the variant states. */
export function checkDirectives(own: Obj, baseData: Obj, baseId: string, locate: Locate): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const report = (path: DataPath, code: string, message: string, hint: string) => diagnostics.push(diagnostic(locate(path), code, message, hint));
  const missing = (path: DataPath, found: Extract<Walk, { missing: string }>, what: string) => {
    const where = found.at.length ? `'${logicalKey(found.at)}'` : 'the top level';
    if (found.leaf) return report(path, 'extends/bad_path', `${what}: '${logicalKey(found.at)}' of ${baseId} holds a value, not entries to name`, 'name the path itself; its value is replaced whole when the variant states it');
    const guess = didYouMean(found.missing, found.known);
    report(path, 'extends/bad_path', `${what}: ${baseId} has no '${found.missing}' at ${where}`, guess ? `did you mean '${guess}'?` : found.known.length ? `there: ${found.known.slice(0, 12).join(', ')}${found.known.length > 12 ? ', ...' : ''}` : 'state it without `replace`: a value the base lacks is simply added');
  };
  if (Array.isArray(own.replace)) {
    own.replace.forEach((entry, i) => {
      const path = splitPath(str(entry) ?? '');
      if (path.length === 0) return;
      const inBase = walk(baseData, path);
      if ('missing' in inBase) return missing(['replace', i], inBase, `replace '${logicalKey(path)}'`);
      if ('missing' in walk(own, path)) report(['replace', i], 'extends/replace_unstated', `replace '${logicalKey(path)}', but this title does not state it`, `write the whole of '${logicalKey(path)}' in this title, or drop its entries with \`remove:\``);
    });
  }
  if (isObj(own.remove)) {
    for (const [text, names] of Object.entries(own.remove)) {
      if (!Array.isArray(names)) continue;
      const path = splitPath(text);
      const inBase = walk(baseData, path);
      if ('missing' in inBase) {
        missing(['remove', text], inBase, `remove from '${text}'`);
        continue;
      }
      if (inBase.place.kind === 'value') {
        report(['remove', text], 'extends/bad_path', `remove from '${text}': ${baseId}'s '${text}' is a value, not entries`, 'state the new value instead, or remove its key from the mapping that holds it');
        continue;
      }
      const known = namesIn(inBase.place);
      const ownPlace = walk(own, path);
      const stated = 'place' in ownPlace ? new Set(namesIn(ownPlace.place)) : new Set<string>();
      names.forEach((name, j) => {
        const entry = str(name);
        if (entry === undefined) return;
        if (!known.includes(entry)) {
          const guess = didYouMean(entry, known);
          report(['remove', text, j], 'extends/unknown_entry', `remove '${entry}': ${baseId}'s '${text}' has no such entry`, guess ? `did you mean '${guess}'?` : `there: ${known.slice(0, 12).join(', ')}${known.length > 12 ? ', ...' : ''}`);
        } else if (stated.has(entry)) {
          report(['remove', text, j], 'extends/removed_and_stated', `'${entry}' is removed and also stated by this title`, `to write '${entry}' whole rather than merged into ${baseId}'s, list '${text}.${entry}' under \`replace:\` instead`);
        }
      });
    }
  }
  return diagnostics;
}
