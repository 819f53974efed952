/**
 * Compiler phase 1b: variants. A title whose title.yaml says `extends: <base>` is loaded as its
 * base's data merged with its own (extend-merge.ts), as one `LoadedTitle` that the later phases
 * check and compile like any other — each value located in the file that holds it, the
 * variant's or a base's. Chains resolve one link at a time; a cycle is refused at each title in it.
 *
 * The code (hooks, steps, rounds, actions) is inherited by the generated modules: each title's
 * `code.ts` composes its own files over its base's (runtime/title/extend.ts).
 */
import { dirname, join } from 'node:path';
import { diagnostic, type Diagnostic } from './diagnostics.js';
import { didYouMean } from './did-you-mean.js';
import { checkDirectives, readDirectives } from './extend-directives.js';
import { DIRECTIVE_KEYS, mergeVariant, OWN_NAME_KEYS, originOf } from './extend-merge.js';
import { titleFolders, TOOLKIT_DIR, type Inputs } from './fingerprint.cjs';
import { hookNames, NO_HOOKS, type HookNames } from './hook-names.js';
import { loadTitle, type LoadedTitle } from './load.js';
import { isObj, str, type Obj } from './untyped.js';
import type { VariantChange, VariantOf } from '../runtime/title/variant.js';

/** Loads titles by id with their bases resolved; each title is loaded and merged once. */
export class TitleLoader {
  private readonly raw = new Map<string, LoadedTitle>();
  private readonly resolved = new Map<string, LoadedTitle>();

  constructor(
    private readonly inputs: Inputs,
    private readonly titlesDir: string,
    /** Every title id there is. */
    private readonly ids: readonly string[],
  ) {}

  /** A title as its files are, without its base. */
  own(id: string): LoadedTitle {
    let title = this.raw.get(id);
    if (!title) {
      const bundled = this.inputs.bundled?.[id];
      title = bundled ? { ...loadTitle(this.inputs, dirname(bundled), id), bundled: true } : loadTitle(this.inputs, this.titlesDir, id);
      this.raw.set(id, title);
    }
    return title;
  }

  /** A title with everything it inherits. */
  load(id: string): LoadedTitle {
    return this.resolve(id);
  }

  /** The ids to compile for these: each, after the bases it extends (which must compile too). */
  withBases(ids: readonly string[]): string[] {
    const out: string[] = [];
    const add = (id: string) => {
      if (out.includes(id)) return;
      const base = this.load(id).base;
      if (base) add(base.id);
      out.push(id);
    };
    ids.forEach(add);
    return out;
  }

  private resolve(id: string): LoadedTitle {
    const done = this.resolved.get(id);
    if (done) return done;
    const title = this.own(id);
    const parsed = readDirectives(title.data as Obj, title.locate);
    let result: LoadedTitle;
    const cycle = this.cycleFrom(id);
    if (parsed.base === undefined) {
      result = parsed.diagnostics.length ? withProblems(title, parsed.diagnostics, false) : title;
    } else if (!this.ids.includes(parsed.base)) {
      // A title repository may also extend a title bundled with the toolkit.
      const known = this.inputs.bundled ? [...new Set([...this.ids, ...titleFolders(join(TOOLKIT_DIR, 'titles'))])] : this.ids;
      const guess = didYouMean(parsed.base, known);
      const where = this.inputs.bundled ? `name a folder of titles/ or a title bundled with the toolkit: ${known.join(', ')}` : `name a folder of titles/: ${this.ids.join(', ')}`;
      result = withProblems(title, [diagnostic(title.locate(['extends']), 'extends/unknown_title', `no title '${parsed.base}' to extend`, guess ? `did you mean '${guess}'?` : where)], true);
    } else if (cycle) {
      const message = cycle.length === 2 ? `title '${id}' extends itself` : `titles extend each other in a cycle: ${cycle.join(' → ')}`;
      result = withProblems(title, [diagnostic(title.locate(['extends']), 'extends/cycle', message, 'a variant extends a title that is not, in turn, its variant: remove one `extends`')], true);
    } else {
      result = extendTitle(title, this.resolve(parsed.base), parsed);
    }
    this.resolved.set(id, result);
    return result;
  }

  /** The cycle of `extends` through this title (`a → b → a`), if it is in one. */
  private cycleFrom(id: string): string[] | undefined {
    const seen: string[] = [id];
    for (let at = id; ; ) {
      const next = str((this.own(at).data as Obj).extends);
      if (next === undefined || !this.ids.includes(next)) return undefined;
      if (next === id) return [...seen, id];
      if (seen.includes(next)) return undefined; // leads into a cycle it is not part of: its base is refused
      seen.push(next);
      at = next;
    }
  }
}

function withProblems(title: LoadedTitle, problems: readonly Diagnostic[], fatal: boolean): LoadedTitle {
  return { ...title, diagnostics: [...title.diagnostics, ...problems], syntaxErrors: title.syntaxErrors || fatal };
}

/** The variant: its base's data with its own merged in, located value by value. */
function extendTitle(own: LoadedTitle, base: LoadedTitle, parsed: ReturnType<typeof readDirectives>): LoadedTitle {
  const ownData = own.data as Obj;
  if (base.syntaxErrors || own.syntaxErrors) {
    const broken = base.syntaxErrors ? [diagnostic(own.locate(['extends']), 'extends/base_broken', `the base title '${base.id}' has errors that leave its data incomplete`, `fix titles/${base.id} first`)] : [];
    return { ...withProblems(own, [...parsed.diagnostics, ...broken], true), base };
  }
  const problems = [...parsed.diagnostics, ...checkDirectives(ownData, base.data as Obj, base.id, own.locate)];
  if (!isObj(ownData.meta) || str(ownData.meta.title) === undefined) {
    problems.push(diagnostic(own.locate(isObj(ownData.meta) ? ['meta'] : []), 'extends/no_title', `a variant names itself: '${own.id}' gives no meta.title`, `add \`meta: { title: ... }\` with the name the game is known by (a variant never takes its base's title, full_title, subtitle or aliases)`));
  }
  const baseData = withoutBaseNames(base.data as Obj);
  const merged = mergeVariant(baseData, ownData, parsed.directives);
  const locateOrigin = (path: readonly (string | number)[]) => {
    const origin = originOf(merged.origins, path);
    return { file: origin.side === 'own' ? own : base, path: origin.path };
  };
  const hexIndexes = new Map([...(base.hexIndexes ?? []), ...merged.hexIndexes]);
  for (const group of Object.values(isObj(ownData.hexes) ? ownData.hexes : {})) if (isObj(group)) for (const key of Object.keys(group)) for (const id of key.split(/\s+/)) hexIndexes.delete(id);
  const variant: VariantOf = {
    base: base.id,
    baseTitle: String(str((base.data as Obj & { meta?: Obj }).meta?.title) ?? base.id),
    chain: [base.id, ...(base.variant?.chain ?? [])],
    changes: [...merged.changes.filter(notOwnName), ...codeChanges(own, base)],
  };
  return {
    ...own,
    files: [...own.files, ...base.files],
    data: withFullTitle(stripDirectives(merged.data), own.id),
    diagnostics: [...own.diagnostics, ...problems],
    syntaxErrors: false,
    base,
    variant,
    hexIndexes,
    fileOf: (key) => (Object.hasOwn(ownData, key) ? own.fileOf(key) : base.fileOf(key)),
    locate: (path, part) => {
      const { file, path: at } = locateOrigin(path);
      return file.locate(at, part);
    },
    locateInScalar: (path, offset) => {
      const { file, path: at } = locateOrigin(path);
      return file.locateInScalar(at, offset);
    },
  };
}

function withoutBaseNames(data: Obj): Obj {
  if (!isObj(data.meta)) return data;
  const meta = Object.fromEntries(Object.entries(data.meta).filter(([key]) => !(OWN_NAME_KEYS as readonly string[]).includes(key)));
  return { ...data, meta };
}

/**
 * A variant's full title is its title unless it gives one (the base's is never inherited). One
 * that gives no title is refused already (`extends/no_title`): its id stands in, so the schema
 * does not report the same gap twice more.
 */
function withFullTitle(data: Obj, id: string): Obj {
  if (!isObj(data.meta)) return data;
  const title = data.meta.title ?? id;
  return { ...data, meta: { ...data.meta, title, full_title: data.meta.full_title ?? str(title) ?? id } };
}

function stripDirectives(data: Obj): Obj {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !(DIRECTIVE_KEYS as readonly string[]).includes(key)));
}

/** A variant naming itself is no change worth listing. */
const notOwnName = (change: VariantChange): boolean => {
  if (change.path !== 'meta' || !change.names) return true;
  const names = change.names.filter((name) => !(OWN_NAME_KEYS as readonly string[]).includes(name));
  (change as { names?: readonly string[] }).names = names;
  return names.length > 0;
};

/** The hooks, steps, rounds and action types a variant overrides or adds. */
function codeChanges(own: LoadedTitle, base: LoadedTitle): VariantChange[] {
  const changes: VariantChange[] = [];
  const split = (path: string, mine: Iterable<string>, theirs: ReadonlySet<string>) => {
    const list = [...mine];
    const replaced = list.filter((name) => theirs.has(name));
    const added = list.filter((name) => !theirs.has(name));
    if (replaced.length) changes.push({ kind: 'replace', path, names: replaced });
    if (added.length) changes.push({ kind: 'add', path, names: added });
  };
  const ownHooks = own.hooksFile ? hookNames(own.hooksFile, own.sources.get(own.hooksFile) ?? '') : undefined;
  if (ownHooks) split('hooks', ownHooks.defined, inheritedHookNames(base).defined);
  split('steps', Object.keys(own.stepFiles), new Set(Object.keys(inheritedFiles(base, 'stepFiles'))));
  split('rounds', Object.keys(own.roundFiles), new Set(Object.keys(inheritedFiles(base, 'roundFiles'))));
  if (own.actionsFile) changes.push({ kind: 'add', path: 'actions' });
  return changes;
}

/** The step or round files a title has, its own over those it inherits. */
export function inheritedFiles(title: LoadedTitle, which: 'stepFiles' | 'roundFiles'): Readonly<Record<string, string>> {
  return { ...(title.base ? inheritedFiles(title.base, which) : {}), ...title[which] };
}

/** The names a title's hooks define, its own and those it inherits (events, game-end reasons, hooks). */
export function inheritedHookNames(title: LoadedTitle): HookNames {
  const own = title.hooksFile ? hookNames(title.hooksFile, title.sources.get(title.hooksFile) ?? '') : NO_HOOKS;
  if (!title.base) return own;
  const base = inheritedHookNames(title.base);
  return {
    events: new Set([...base.events, ...own.events]),
    gameEnd: new Set([...base.gameEnd, ...own.gameEnd]),
    complete: base.complete && own.complete,
    defined: new Set([...base.defined, ...own.defined]),
  };
}
