/**
 * The core of `codegen build` / `validate`: compile the titles, and only when none has an error,
 * emit their modules, the registry and the reference pages. The CLI is a thin shell over this.
 */
import { rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { diagnostic, hasErrors, sortDiagnostics, type Diagnostic } from './diagnostics.js';
import { didYouMean } from './did-you-mean.js';
import type { Layout, OutputFile } from './emit-module.js';
import { fingerprint, orphans, RECORD_FILE, sha256, upToDate, type BuildRecord, type ProjectLayout } from './fingerprint.js';
import { discoverTitles, loadLibrary, loadTitle } from './load.js';
import { staleOutputs, writeAtomic, writeOutputs } from './write.js';

export { projectLayout, type ProjectLayout } from './fingerprint.js';

export interface BuildOptions {
  readonly layout: ProjectLayout;
  /** Titles to compile; all when empty. */
  readonly titles?: readonly string[];
  /** Compare with the files on disk instead of writing. */
  readonly check?: boolean;
  /** Only report diagnostics. */
  readonly validateOnly?: boolean;
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
  const { layout } = options;
  const all = discoverTitles(layout.titlesDir);
  const requested = options.titles?.length ? [...options.titles] : all;
  const unknown = requested.filter((id) => !all.includes(id));
  if (unknown.length) {
    const diagnostics = unknown.map((id) => {
      const guess = didYouMean(id, all);
      return diagnostic({ file: join(layout.titlesDir, id), line: 1, col: 1 }, 'cli/unknown-title', `no title '${id}' (no titles/${id}/title.yaml)`, guess ? `did you mean '${guess}'?` : `titles: ${all.join(', ') || 'none'}`);
    });
    return { ok: false, titles: requested, diagnostics, ...empty, upToDate: false };
  }

  const whole = requested.length === all.length && !options.validateOnly;
  const print = whole ? fingerprint(layout) : undefined;
  if (print && upToDate(layout, print)) {
    return { ok: true, titles: requested, diagnostics: [], ...empty, upToDate: true };
  }

  // The heavy phases load only when there is work: a no-op build never pays for ajv or ts-morph.
  const [{ schemaValidator, pointer }, { compileLibrary }, { compileTitle }] = await Promise.all([
    import('./validate-schema.js'),
    import('./tiles.js'),
    import('./compile.js'),
  ]);
  const validator = schemaValidator(layout.schemasDir);
  const loadedLibrary = loadLibrary(layout.titlesDir);
  const library = compileLibrary(loadedLibrary);
  const diagnostics: Diagnostic[] = [...library.diagnostics];
  for (const file of loadedLibrary.files) {
    if (file.hasSyntaxErrors()) continue;
    const rejected = new Set(library.rejected.filter((r) => r.file === file).map((r) => pointer([r.name])));
    diagnostics.push(...validator.validateLibraryFile(file.data(), file, { reportedElsewhere: rejected }));
  }
  // With a library file that does not parse, every title would report its tiles as unknown.
  const libraryBroken = loadedLibrary.files.some((file) => file.hasSyntaxErrors());
  const compilations = requested.map((id) => {
    const loaded = loadTitle(layout.titlesDir, id);
    return libraryBroken ? { loaded, diagnostics: loaded.diagnostics } : compileTitle(loaded, library, validator);
  });
  for (const c of compilations) diagnostics.push(...c.diagnostics);

  const sorted = sortDiagnostics(diagnostics);
  if (hasErrors(sorted) || options.validateOnly) {
    return { ok: !hasErrors(sorted), titles: requested, diagnostics: sorted, ...empty, upToDate: false };
  }

  const [{ emitTitle, emitRegistry }, { emitDocs }] = await Promise.all([import('./emit-module.js'), import('./emit-docs.js')]);
  const outputs: OutputFile[] = [emitRegistry(layout, all)];
  for (const c of compilations) {
    if (!c.definition) continue;
    outputs.push(...emitTitle(layout, c.loaded, c.definition), emitDocs(layout, c.definition));
  }

  if (options.check) {
    const stale = staleOutputs(outputs).concat(whole ? orphans(layout, all) : []);
    return { ok: stale.length === 0, titles: requested, diagnostics: sorted, ...empty, stale, upToDate: false };
  }

  const report = writeOutputs(outputs);
  const removed = whole ? removeOrphans(layout, all) : [];
  if (print) {
    const record: BuildRecord = {
      fingerprint: print,
      titles: all,
      outputs: Object.fromEntries(outputs.map((o) => [relative(layout.root, o.path), sha256(o.content)])),
    };
    writeAtomic(join(layout.outDir, RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
  }
  return { ok: true, titles: requested, diagnostics: sorted, ...report, removed, stale: [], upToDate: false };
}

function removeOrphans(layout: Layout, ids: readonly string[]): string[] {
  const found = orphans(layout, ids);
  for (const path of found) rmSync(path, { recursive: true, force: true });
  return found;
}
