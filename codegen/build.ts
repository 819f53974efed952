/**
 * The core of `codegen build` / `validate`: compile the titles, and only when none has an error,
 * emit their modules, the registry and the reference pages. The CLI is a thin shell over this.
 *
 * Every input is read once, up front (`readInputs`); the titles are compiled from those bytes
 * and the record of the build carries their digest. A file saved while a build runs therefore
 * never makes the record claim outputs it did not produce: the next build sees a different
 * digest and compiles again.
 */
import { rmSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { diagnostic, hasErrors, sortDiagnostics, type Diagnostic } from './diagnostics.js';
import { didYouMean, withSuggestionBudget } from './did-you-mean.js';
import type { Layout, OutputFile } from './emit-module.js';
import { orphans, readInputs, RECORD_FILE, sha256, upToDate, type BuildRecord, type Inputs, type ProjectLayout } from './fingerprint.cjs';
import { internalError } from './internal-error.js';
import { describeLimit, MAX_DIAGNOSTICS_PER_TITLE, MAX_SUGGESTION_COMPARISONS } from './limits.js';
import { TitleLoader } from './extend.js';
import { discoverTitles, loadLibrary, type LoadedTitle } from './load.js';
import { staleOutputs, writeAtomic, writeOutputs } from './write.js';
import { withBuildLock } from './build-lock.js';

export { projectLayout, type ProjectLayout } from './fingerprint.cjs';

export interface BuildOptions {
  readonly layout: ProjectLayout;
  /** Titles to compile; all when empty. */
  readonly titles?: readonly string[];
  /** Compare with the files on disk instead of writing. */
  readonly check?: boolean;
  /** Only report diagnostics. */
  readonly validateOnly?: boolean;
  /** Type-check each title's hooks, steps and rounds against its generated types (default true). */
  readonly typecheck?: boolean;
  /**
   * Called once every input has been read, before anything is compiled: for tests and tools
   * that change the sources while a build runs.
   */
  readonly onInputsRead?: () => void;
  /** Also report the lint warnings of titles that compile (`codegen lint`). */
  readonly lint?: boolean;
  /** Compile these inputs instead of reading the disk (fuzzing, tests); nothing is recorded. */
  readonly inputs?: Inputs;
  /** Called once if another build (another process, or this one) holds the output folder's lock, before waiting for it. */
  readonly onWaitForLock?: (holder: { readonly pid: number } | undefined) => void;
}

export interface BuildResult {
  readonly ok: boolean;
  readonly titles: readonly string[];
  readonly diagnostics: readonly Diagnostic[];
  readonly written: readonly string[];
  readonly unchanged: readonly string[];
  readonly removed: readonly string[];
  /** With `check`: outputs that differ from what the titles produce. */
  readonly stale: readonly string[];
  /** Answered from the record of the last build: nothing had changed. */
  readonly upToDate: boolean;
}

const empty = { written: [], unchanged: [], removed: [], stale: [] } as const;

export async function build(options: BuildOptions): Promise<BuildResult> {
  // A build that writes holds the output folder's lock from reading its inputs to writing its
  // record, so a watcher, the preview's dev server and a terminal never race over generated/.
  if (options.validateOnly || options.check || options.inputs) return buildUnlocked(options);
  return withBuildLock(options.layout.outDir, () => buildUnlocked(options), options.onWaitForLock);
}

async function buildUnlocked(options: BuildOptions): Promise<BuildResult> {
  const { layout } = options;
  const inputs = options.inputs ?? readInputs(layout);
  options.onInputsRead?.();
  const discovery = discoverTitles(inputs, layout.titlesDir);
  const all = discovery.ids;
  const requested = options.titles?.length ? [...options.titles] : all;
  const unknown = requested.filter((id) => !all.includes(id));
  if (unknown.length) {
    const diagnostics = unknown.map((id) => {
      const guess = didYouMean(id, all);
      return diagnostic({ file: join(layout.titlesDir, id), line: 1, col: 1 }, 'cli/unknown_title', `no title '${id}' (no titles/${id}/title.yaml)`, guess ? `did you mean '${guess}'?` : `titles: ${all.join(', ') || 'none'}`);
    });
    return { ok: false, titles: requested, diagnostics: [...diagnostics, ...discovery.diagnostics], ...empty, upToDate: false };
  }

  const whole = requested.length === all.length && !options.validateOnly && !options.inputs;
  if (whole && discovery.diagnostics.length === 0 && upToDate(layout, inputs.digest)) {
    return { ok: true, titles: requested, diagnostics: [], ...empty, upToDate: true };
  }

  const compiled = await compileAll(layout, inputs, all, requested, { typecheck: options.typecheck ?? true, emit: !options.validateOnly, lint: options.lint ?? false });
  const sorted = sortDiagnostics([...discovery.diagnostics, ...compiled.diagnostics]);
  if (hasErrors(sorted) || options.validateOnly || !compiled.outputs) {
    return { ok: !hasErrors(sorted), titles: requested, diagnostics: sorted, ...empty, upToDate: false };
  }
  const outputs = compiled.outputs;

  if (options.check) {
    const stale = staleOutputs(outputs).concat(whole ? orphans(layout, all) : []);
    return { ok: stale.length === 0, titles: requested, diagnostics: sorted, ...empty, stale, upToDate: false };
  }

  const report = writeOutputs(outputs);
  const removed = whole ? removeOrphans(layout, all) : [];
  if (whole) {
    const record: BuildRecord = {
      fingerprint: inputs.digest,
      titles: all,
      outputs: Object.fromEntries(outputs.map((o) => [relative(layout.root, o.path), sha256(o.content)])),
      // So an unchanged `validate` can say them again without compiling (bin/trackwright.js).
      warnings: sorted.map((d) => ({ ...d, file: relative(layout.root, d.file) })),
    };
    writeAtomic(join(layout.outDir, RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
  }
  return { ok: true, titles: requested, diagnostics: sorted, ...report, removed, stale: [], upToDate: false };
}

interface Compiled {
  readonly diagnostics: readonly Diagnostic[];
  /** Absent when a title had an error. */
  readonly outputs?: readonly OutputFile[];
}

/**
 * The names each title is known by besides its id (`meta.title`, `meta.aliases`), for the
 * registry to match recordings with. Titles not compiled in this build are read too, so a
 * partial build keeps every title's names; a malformed meta gives no names (its errors are
 * reported when that title is built).
 */
function registryNames(loader: TitleLoader, all: readonly string[]): Record<string, string[]> {
  const names: Record<string, string[]> = {};
  for (const id of all) {
    // A title's own names: a variant never inherits its base's (codegen/extend.ts).
    const title = loader.own(id);
    const meta = title.data.meta as { title?: unknown; aliases?: unknown } | undefined;
    const own = [meta?.title, ...(Array.isArray(meta?.aliases) ? meta.aliases : [])];
    names[id] = own.filter((n): n is string | number => typeof n === 'string' || typeof n === 'number').map(String);
  }
  return names;
}

/** Validates and compiles the requested titles from the inputs; emits when none has an error. */
async function compileAll(layout: ProjectLayout, inputs: Inputs, all: readonly string[], requested: readonly string[], { typecheck, emit, lint }: { typecheck: boolean; emit: boolean; lint: boolean }): Promise<Compiled> {
  // The type-checker starts first, in its worker, so its start-up overlaps everything below.
  // A variant compiles with the titles it extends: its code imports theirs.
  const loader = new TitleLoader(inputs, layout.titlesDir, all);
  const loadedTitles = loader.withBases(requested).map((id) => loader.load(id));
  const typecheckModule = typecheck && loadedTitles.some((t) => t.sources.size > 0) ? await import('./typecheck.js') : undefined;
  typecheckModule?.warmTypecheck(layout, loadedTitles);
  // The heavy phases load only when there is work: a no-op build never pays for ajv or ts-morph.
  const [{ schemaValidatorOfBytes, pointer, LIBRARY_SCHEMA_FILE, TITLE_SCHEMA_FILE }, { compileLibrary }, { compileTitle }, { sdkImportWarnings }] = await Promise.all([
    import('./validate-schema.js'),
    import('./tiles.js'),
    import('./compile.js'),
    import('./sdk-imports.js'),
  ]);
  const titleSchema = inputs.files.get(join(layout.schemasDir, TITLE_SCHEMA_FILE));
  const librarySchema = inputs.files.get(join(layout.schemasDir, LIBRARY_SCHEMA_FILE));
  if (titleSchema === undefined || librarySchema === undefined) {
    const missing = titleSchema === undefined ? TITLE_SCHEMA_FILE : LIBRARY_SCHEMA_FILE;
    return { diagnostics: [diagnostic({ file: join(layout.schemasDir, missing), line: 1, col: 1 }, 'schema/missing', `the schema ${missing} is missing`, `restore schemas/${missing}, or pass --root <the project folder>`)] };
  }
  let validator;
  try {
    validator = schemaValidatorOfBytes(titleSchema, librarySchema);
  } catch (error) {
    return { diagnostics: [diagnostic({ file: layout.schemasDir, line: 1, col: 1 }, 'schema/invalid', `the schemas do not compile: ${(error as Error).message}`)] };
  }

  const loadedLibrary = loadLibrary(inputs, layout.libraryDir);
  const library = compileLibrary(loadedLibrary);
  const diagnostics: Diagnostic[] = [...library.diagnostics];
  for (const file of loadedLibrary.files) {
    if (file.hasSyntaxErrors()) continue;
    const rejected = new Set(library.rejected.filter((r) => r.file === file).map((r) => pointer([r.name])));
    diagnostics.push(...validator.validateLibraryFile(file.data(), file, { reportedElsewhere: rejected }));
  }
  // With a library file that does not parse, every title would report its tiles as unknown.
  const libraryBroken = loadedLibrary.files.some((file) => file.hasSyntaxErrors());
  const compilations = loadedTitles.map((loaded) => {
    const id = loaded.id;
    if (libraryBroken) return { loaded, diagnostics: loaded.diagnostics };
    try {
      return withSuggestionBudget(MAX_SUGGESTION_COMPARISONS, () => compileTitle(loaded, library, validator));
    } catch (error) {
      return { loaded, diagnostics: [internalError(error, loaded.files[0]?.path ?? join(layout.titlesDir, id), `compiling title '${id}'`)] };
    }
  });
  for (const c of compilations) {
    const found = [...inheritedOnce(c, compilations), ...sdkImportWarnings(layout.runtimeDir, c.loaded)];
    // A bundled base's warnings are the toolkit's to fix, not the designer's: only errors (a base
    // this version of the compiler refuses) are said.
    diagnostics.push(...capped(c.loaded.bundled ? found.filter((d) => d.severity === 'error') : found, c.loaded.dir));
  }
  if (lint) {
    const { lintTitle } = await import('../playtest/lint.js');
    for (const c of compilations) {
      if (!('definition' in c) || !c.definition || c.loaded.bundled) continue;
      try {
        diagnostics.push(...lintTitle(c.loaded, c.definition));
      } catch (error) {
        diagnostics.push(internalError(error, c.loaded.files[0]?.path ?? c.loaded.dir, `linting title '${c.loaded.id}'`));
      }
    }
  }
  if (hasErrors(diagnostics) || (!emit && !typecheckModule)) return { diagnostics };

  const [{ emitTitle, emitRegistry }, { emitDocs }, { checkModuleSize }] = await Promise.all([
    import('./emit-module.js'),
    import('./emit-docs.js'),
    import('./emit-limits.js'),
  ]);
  const outputs: OutputFile[] = [emitRegistry(layout, all, registryNames(loader, all))];
  for (const c of compilations) {
    if (!('definition' in c) || !c.definition) continue;
    const tooLarge = checkModuleSize(c.loaded, c.definition);
    if (tooLarge) {
      diagnostics.push(tooLarge);
      continue;
    }
    try {
      // `validate` emits only what type-checking the title's code needs: its names, not its data.
      outputs.push(...emitTitle(layout, c.loaded, c.definition, emit));
      if (emit) outputs.push(emitDocs(layout, c.definition));
    } catch (error) {
      diagnostics.push(internalError(error, c.loaded.files[0]?.path ?? c.loaded.dir, `emitting title '${c.loaded.id}'`));
    }
  }
  if (emit && !hasErrors(diagnostics)) {
    // The Node form (JavaScript under node/) of what was emitted, for the compiled CLI.
    const { emitNodeForm } = await import('./emit-node.js');
    outputs.push(...emitNodeForm(layout, outputs, compilations.map((c) => c.loaded)));
  }
  if (typecheckModule && !hasErrors(diagnostics)) {
    try {
      diagnostics.push(...(await typecheckModule.typecheckTitles(layout, loadedTitles, outputs)));
    } catch (error) {
      diagnostics.push(internalError(error, loadedTitles[0]?.hooksFile ?? layout.titlesDir, "type-checking the titles' code"));
    }
  }
  return hasErrors(diagnostics) ? { diagnostics } : { diagnostics, outputs };
}

/**
 * A variant's diagnostics without those its base reports itself (the base compiles in the same
 * build); one that holds only in the variant, at a base's line, says whose it is.
 */
function inheritedOnce(c: { loaded: LoadedTitle; diagnostics: readonly Diagnostic[] }, all: readonly { loaded: LoadedTitle; diagnostics: readonly Diagnostic[] }[]): readonly Diagnostic[] {
  if (!c.loaded.base) return c.diagnostics;
  const key = (d: Diagnostic) => `${d.file}:${d.line}:${d.col}:${d.code}:${d.message}`;
  const ownDir = c.loaded.dir + sep;
  const bases = new Set<string>();
  for (let base: LoadedTitle | undefined = c.loaded.base; base; base = base.base) bases.add(base.id);
  const reported = new Set(all.filter((other) => bases.has(other.loaded.id)).flatMap((other) => other.diagnostics.map(key)));
  return c.diagnostics
    .filter((d) => d.file.startsWith(ownDir) || !reported.has(key(d)))
    .map((d) => (d.file.startsWith(ownDir) ? d : { ...d, hint: `${d.hint ? `${d.hint}; ` : ''}in ${c.loaded.id}, which inherits this value from ${relative(dirname(c.loaded.dir), dirname(d.file))}` }));
}

/** A title's diagnostics, at most MAX_DIAGNOSTICS_PER_TITLE of them, then one line for the rest. */
function capped(list: readonly Diagnostic[], dir: string): readonly Diagnostic[] {
  if (list.length <= MAX_DIAGNOSTICS_PER_TITLE) return list;
  const shown = sortDiagnostics(list).slice(0, MAX_DIAGNOSTICS_PER_TITLE);
  const last = shown[shown.length - 1];
  const more = list.length - shown.length;
  return [
    ...shown,
    // Placed just after the last one listed, so it stays last once sorted.
    diagnostic({ file: last?.file ?? dir, line: last?.line ?? 1, col: (last?.col ?? 0) + 1 }, 'limit/diagnostics', `and ${describeLimit(more)} more problem${more === 1 ? '' : 's'} not listed`, `only the first ${describeLimit(MAX_DIAGNOSTICS_PER_TITLE)} of a title are shown; fix these first`, list.some((d) => d.severity === 'error') ? 'error' : 'warning'),
  ];
}

function removeOrphans(layout: Layout, ids: readonly string[]): string[] {
  const found = orphans(layout, ids);
  for (const path of found) rmSync(path, { recursive: true, force: true });
  return found;
}
