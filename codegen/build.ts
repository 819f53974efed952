/**
 * The core of `codegen build` / `validate`: compile the titles, and only when none has an error,
 * emit their modules, the registry and the reference pages. The CLI is a thin shell over this.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { diagnostic, hasErrors, sortDiagnostics, type Diagnostic } from './diagnostics.js';
import { didYouMean } from './did-you-mean.js';
import type { Layout, OutputFile } from './emit-module.js';
import { fingerprint, outputsIntact, readRecord, sha256, writeRecord } from './fingerprint.js';
import { discoverTitles, loadLibrary, loadTitle } from './load.js';
import { staleOutputs, writeOutputs } from './write.js';

export interface ProjectLayout extends Layout {
  readonly schemasDir: string;
  readonly codegenDir: string;
}

export function projectLayout(root: string): ProjectLayout {
  return {
    root,
    titlesDir: join(root, 'titles'),
    runtimeDir: join(root, 'runtime'),
    outDir: join(root, 'generated'),
    schemasDir: join(root, 'schemas'),
    codegenDir: fileURLToPath(new URL('.', import.meta.url)),
  };
}

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
  const print = whole ? fingerprint(layout, layout.schemasDir, layout.codegenDir) : undefined;
  const record = print ? readRecord(layout) : undefined;
  if (print && record?.fingerprint === print && outputsIntact(layout, record)) {
    return { ok: true, titles: requested, diagnostics: [], ...empty, upToDate: true };
  }

  // The heavy phases load only when there is work: a no-op build never pays for ajv or ts-morph.
  const [{ schemaValidator }, { compileLibrary }, { compileTitle }] = await Promise.all([
    import('./validate-schema.js'),
    import('./tiles.js'),
    import('./compile.js'),
  ]);
  const validator = schemaValidator(layout.schemasDir);
  const loadedLibrary = loadLibrary(layout.titlesDir);
  const library = compileLibrary(loadedLibrary);
  const diagnostics: Diagnostic[] = [...library.diagnostics];
  for (const file of loadedLibrary.files) diagnostics.push(...validator.validateLibraryFile(file.data(), file));
  const compilations = requested.map((id) => compileTitle(loadTitle(layout.titlesDir, id), library, validator));
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
    writeRecord(layout, {
      fingerprint: print,
      outputs: Object.fromEntries(outputs.map((o) => [relative(layout.root, o.path), sha256(o.content)])),
    });
  }
  return { ok: true, titles: requested, diagnostics: sorted, ...report, removed, stale: [], upToDate: false };
}

/** Generated title folders and pages of titles that no longer exist. */
function orphans(layout: Layout, ids: readonly string[]): string[] {
  const found: string[] = [];
  const titlesOut = join(layout.outDir, 'titles');
  if (existsSync(titlesOut)) {
    for (const name of readdirSync(titlesOut)) if (!ids.includes(name)) found.push(join(titlesOut, name));
  }
  const docsOut = join(layout.outDir, 'docs');
  if (existsSync(docsOut)) {
    for (const name of readdirSync(docsOut)) if (name.endsWith('.md') && !ids.includes(name.slice(0, -3))) found.push(join(docsOut, name));
  }
  return found;
}

function removeOrphans(layout: Layout, ids: readonly string[]): string[] {
  const found = orphans(layout, ids);
  for (const path of found) rmSync(path, { recursive: true, force: true });
  return found;
}
