/**
 * Compiler phase 5: a title's TypeScript — `hooks.ts`, `steps/*.ts`, `rounds/*.ts` — is
 * type-checked against the types this very build generates, before anything is written, and
 * problems are reported like the YAML's: `titles/x/hooks.ts:12:7  error  <message>`. A hook that
 * names a corporation the YAML no longer has fails `validate` and `build`, not only `tsc`.
 *
 * The generated modules are served from memory (they need not be on disk, so `validate` works
 * too) and the title's files from the build's inputs; the engine comes from disk. Only the
 * title's own files (and the generated module wiring them) are checked; the engine is checked
 * by `npm run typecheck`. The compiler runs in a worker (typecheck-worker.js) started as soon as
 * a build knows it will need it, so its start-up overlaps the rest of the build; it uses the
 * project's own TypeScript, so it agrees with `npm run typecheck`.
 *
 * A save that changes neither the title's code nor its generated types nor the engine (most YAML
 * edits) is answered from `.cache/codegen-typecheck.json` without starting the compiler: the
 * result is keyed by a digest of all of them.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { diagnostic, type Diagnostic } from './diagnostics.js';
import type { OutputFile } from './emit-module.js';
import type { ProjectLayout } from './fingerprint.cjs';
import type { LoadedTitle } from './load.js';

interface WorkerDiagnostic {
  readonly file?: string;
  readonly line: number;
  readonly col: number;
  readonly code: number;
  readonly message: string;
  readonly error: boolean;
}

let worker: Worker | undefined;
/** The engine digest of the build under way (computed by warmTypecheck). */
let engine: string | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (d: WorkerDiagnostic[]) => void; reject: (e: Error) => void }>();

function request(message: Record<string, unknown>): Promise<WorkerDiagnostic[]> {
  if (!worker) {
    worker = new Worker(new URL('./typecheck-worker.js', import.meta.url));
    // A one-shot command exits when its work is done; a watcher keeps the worker (and its cache).
    worker.unref();
    worker.on('message', (reply: { id: number; diagnostics?: WorkerDiagnostic[]; error?: string }) => {
      const entry = waiting.get(reply.id);
      waiting.delete(reply.id);
      if (reply.error !== undefined) entry?.reject(new Error(reply.error));
      else entry?.resolve(reply.diagnostics ?? []);
    });
    worker.on('error', (error) => {
      for (const entry of waiting.values()) entry.reject(error);
      waiting.clear();
      worker = undefined;
    });
  }
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    worker!.postMessage({ id, ...message });
  });
}

const CACHE_FILE = join('.cache', 'codegen-typecheck.json');

interface CacheEntry {
  /** Digest of the titles' code and the engine: when it matches, the compiler is not warmed early. */
  readonly sourcesKey: string;
  /** Digest of everything the check reads. */
  readonly key: string;
  /** Diagnostics with paths relative to the project root. */
  readonly diagnostics: readonly WorkerDiagnostic[];
}

function readCache(layout: ProjectLayout): CacheEntry | undefined {
  try {
    const entry = JSON.parse(readFileSync(join(layout.root, CACHE_FILE), 'utf8')) as CacheEntry;
    return typeof entry.key === 'string' && Array.isArray(entry.diagnostics) ? entry : undefined;
  } catch {
    return undefined;
  }
}

function writeCache(layout: ProjectLayout, entry: CacheEntry): void {
  try {
    const path = join(layout.root, CACHE_FILE);
    mkdirSync(dirname(path), { recursive: true });
    // Atomic, like every output: two builds at once never leave half a cache behind.
    const temp = `${path}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(entry));
    renameSync(temp, path);
  } catch {
    // a read-only project is checked every time, that is all
  }
}

/** The engine's sources, hashed once per process and content (a watcher sees engine edits). */
function engineDigest(layout: ProjectLayout): string {
  // The compiler's version is part of the key: another TypeScript may judge the same code otherwise.
  const version = (createRequire(import.meta.url)('typescript/package.json') as { version: string }).version;
  const hash = createHash('sha256').update(version);
  const walk = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir).sort();
    } catch {
      return;
    }
    for (const name of names) {
      const path = join(dir, name);
      if (name.endsWith('.ts')) hash.update(path).update(readFileSafe(path));
      else if (!name.includes('.')) walk(path);
    }
  };
  walk(layout.runtimeDir);
  return hash.digest('hex');
}

function readFileSafe(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

function sourcesKey(layout: ProjectLayout, titles: readonly LoadedTitle[], engine: string): string {
  const hash = createHash('sha256').update(engine).update(layout.root);
  for (const title of titles) for (const [path, text] of title.sources) hash.update(path).update('\0').update(text).update('\0');
  return hash.digest('hex');
}

/** Titles with TypeScript of their own: only these are type-checked. */
export function titlesWithCode(titles: readonly LoadedTitle[]): LoadedTitle[] {
  // A bundled base's code was checked when the toolkit was built; the project sees its declarations.
  return titles.filter((title) => title.sources.size > 0 && !title.bundled);
}

/**
 * Starts the compiler and parses the engine's title API ahead of the check; call as early as the
 * build knows a title has code. Failures surface in `typecheckTitles`.
 */
export function warmTypecheck(layout: ProjectLayout, titles: readonly LoadedTitle[]): void {
  engine = engineDigest(layout);
  if (readCache(layout)?.sourcesKey === sourcesKey(layout, titlesWithCode(titles), engine)) return; // most likely answered from the cache
  const files = ['hooks.ts', 'module.ts', 'definition.ts'].map((name) => join(layout.runtimeDir, 'title', name));
  request({ kind: 'warm', root: layout.root, files }).catch(() => undefined);
}

/** Ends the worker: a one-shot command calls this when it is done, so the process can exit. */
export async function closeTypecheck(): Promise<void> {
  const current = worker;
  worker = undefined;
  await current?.terminate();
}

/**
 * A compiler diagnostic's code: `ts/error` or `ts/warning`, in the one `namespace/snake_case` style
 * of every code (TypeScript's own numbers, `2322`, do not fit it; its message says what is wrong).
 */
function tsCode(d: WorkerDiagnostic): string {
  return d.error ? 'ts/error' : 'ts/warning';
}

export async function typecheckTitles(layout: ProjectLayout, titles: readonly LoadedTitle[], outputs: readonly OutputFile[]): Promise<Diagnostic[]> {
  const withCode = titlesWithCode(titles);
  if (withCode.length === 0) return [];
  const overlay: [string, string][] = outputs.map((o) => [o.path, o.content]);
  for (const title of withCode) for (const [path, text] of title.sources) overlay.push([path, text]);
  // The generated modules that import the title's files: their complaints about those files are the title's.
  const roots = withCode.flatMap((title) => [...title.sources.keys(), ...['code.ts', 'index.ts'].map((file) => join(layout.outDir, 'titles', title.id, file))]);
  const engineKey = engine ?? engineDigest(layout);
  const keyHash = createHash('sha256').update(sourcesKey(layout, withCode, engineKey));
  for (const [path, text] of overlay) keyHash.update(path).update('\0').update(text).update('\0');
  const key = keyHash.digest('hex');
  const cached = readCache(layout);
  let found: WorkerDiagnostic[];
  if (cached?.key === key) {
    found = cached.diagnostics.map((d) => ({ ...d, ...(d.file === undefined ? {} : { file: join(layout.root, d.file) }) }));
  } else {
    found = await request({ kind: 'check', root: layout.root, overlay, roots, check: roots });
    const diagnostics = found.map((d) => ({ ...d, ...(d.file === undefined ? {} : { file: relative(layout.root, d.file) }) }));
    writeCache(layout, { sourcesKey: sourcesKey(layout, withCode, engineKey), key, diagnostics });
  }
  const byFile = new Map(withCode.flatMap((title) => [...title.sources.keys()].map((path) => [path, title] as const)));
  return found.map((d) => {
    const generated = d.file !== undefined && !byFile.has(d.file);
    const title = (d.file !== undefined ? byFile.get(d.file) : undefined) ?? withCode.find((t) => d.file?.startsWith(join(layout.outDir, 'titles', t.id) + sep)) ?? withCode[0];
    // A generated module's complaint about what a title file exports belongs to that file.
    const culprit = generated ? [...title.sources.keys()].find((path) => d.message.includes(`"${path.slice(0, -'.ts'.length)}"`)) : undefined;
    if (culprit) {
      const what = culprit.includes(`${sep}rounds${sep}`) ? 'round class' : culprit.includes(`${sep}steps${sep}`) ? 'step class' : 'definition';
      const noDefault = /has no default export/.test(d.message);
      const message = noDefault ? 'this file has no default export' : d.message.replaceAll(culprit.slice(0, -'.ts'.length), relative(layout.root, culprit).slice(0, -'.ts'.length));
      return diagnostic({ file: culprit, line: 1, col: 1 }, noDefault ? 'ts/no_default_export' : tsCode(d), message, `the generated module imports this file's default export as the title's ${what}: \`export default\` it`, d.error ? 'error' : 'warning');
    }
    const hint = generated ? `the generated module wires the title's hooks, steps, rounds and actions together: check what their files export` : undefined;
    return diagnostic({ file: d.file ?? title.dir, line: d.line, col: d.col }, tsCode(d), d.message, hint, d.error ? 'error' : 'warning');
  });
}
