/**
 * The TypeScript side of `typecheck.ts`, in a worker thread: loading the compiler and parsing the
 * engine's types take most of a cold check, and here they run while the main thread reads,
 * validates and emits the titles. Plain JavaScript so the worker starts without a TypeScript
 * loader. Within one process the worker lives on, keeping parsed files and the
 * semantic-diagnostics builder, so a save re-checks only what the change affects.
 *
 * Messages in: `{ id, kind: 'warm', root, files }` (parse these engine files ahead) and
 * `{ id, kind: 'check', root, overlay: [path, text][], roots, check }`; out: `{ id, diagnostics }`
 * or `{ id, error }`.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import vm from 'node:vm';
import { parentPort } from 'node:worker_threads';

/**
 * The compiler, loaded through a V8 code cache kept in `.cache/` beside the type-check results:
 * compiling TypeScript's 9 MB of JavaScript is most of a cold check's start-up, and the cache
 * cuts it several times. Any problem with the cache (another Node version, a damaged file) falls
 * back to a plain `require`, and the cache is written anew after the first check.
 */
function loadTypeScript(root) {
  const require = createRequire(import.meta.url);
  const file = require.resolve('typescript');
  const version = require('typescript/package.json').version;
  const cacheFile = join(root, '.cache', `typescript-${version}-node${process.versions.node}.v8cache`);
  try {
    let cachedData;
    try {
      cachedData = readFileSync(cacheFile);
    } catch {
      cachedData = undefined;
    }
    const script = new vm.Script(Module.wrap(readFileSync(file, 'utf8')), { filename: file, cachedData });
    const module = { exports: {} };
    script.runInThisContext().call(module.exports, module.exports, createRequire(file), module, file, dirname(file));
    if (cachedData === undefined || script.cachedDataRejected) {
      // After the first check, so the functions it compiled lazily are in the cache too.
      saveCache = () => {
        try {
          mkdirSync(dirname(cacheFile), { recursive: true });
          const temp = `${cacheFile}.${process.pid}.tmp`;
          writeFileSync(temp, script.createCachedData());
          renameSync(temp, cacheFile);
        } catch {
          // a read-only project loads the compiler the slow way, that is all
        }
      };
    }
    return module.exports;
  } catch {
    return require('typescript');
  }
}

let ts;
let saveCache;
let OPTIONS;

/** The repository's tsconfig.json, less what only matters to the whole project (DOM, node types). */
const options = () => ({
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  lib: ['lib.es2023.d.ts'],
  strict: true,
  noImplicitOverride: true,
  noUnusedLocals: true,
  noFallthroughCasesInSwitch: true,
  esModuleInterop: true,
  resolveJsonModule: true,
  skipLibCheck: true,
  isolatedModules: true,
  verbatimModuleSyntax: true,
  noEmit: true,
  types: [],
});

/** Per project root: parsed files by path, and the last builder program. */
const sessions = new Map();

function ancestors(path) {
  const out = [];
  for (let dir = dirname(path); dir !== dirname(dir); dir = dirname(dir)) out.push(dir);
  return out;
}

function hostFor(session, root, overlay) {
  // Title files are ES modules; a project folder without a package.json (a test's scratch copy)
  // still reads them as such.
  const packageJson = join(root, 'package.json');
  if (!ts.sys.fileExists(packageJson)) overlay.set(packageJson, '{ "type": "module" }');
  const host = ts.createCompilerHost(OPTIONS, true);
  const readFile = (path) => overlay.get(path) ?? ts.sys.readFile(path);
  host.readFile = readFile;
  host.fileExists = (path) => overlay.has(path) || ts.sys.fileExists(path);
  // The generated modules' folder may not exist on disk yet (a first build, or `validate`).
  const overlayDirs = new Set([...overlay.keys()].flatMap(ancestors));
  host.directoryExists = (path) => overlayDirs.has(path) || ts.sys.directoryExists(path);
  host.getSourceFile = (path, languageVersion) => {
    const text = readFile(path);
    if (text === undefined) return undefined;
    const cached = session.files.get(path);
    if (cached && cached.text === text) return cached.file;
    const file = ts.createSourceFile(path, text, languageVersion, true);
    // The builder tells changed files from unchanged ones by this version.
    file.version = createHash('sha1').update(text).digest('hex');
    session.files.set(path, { text, file });
    return file;
  };
  return host;
}

function sessionOf(root) {
  let session = sessions.get(root);
  if (!session) sessions.set(root, (session = { files: new Map(), builder: undefined }));
  return session;
}

function check({ root, overlay, roots, check: files }) {
  const session = sessionOf(root);
  const host = hostFor(session, root, new Map(overlay));
  const builder = ts.createSemanticDiagnosticsBuilderProgram(roots, OPTIONS, host, session.builder);
  session.builder = builder;
  const diagnostics = [];
  for (const path of files) {
    const file = builder.getSourceFile(path);
    if (!file) continue;
    for (const d of [...builder.getSyntacticDiagnostics(file), ...builder.getSemanticDiagnostics(file)]) {
      const at = d.file ? d.file.getLineAndCharacterOfPosition(d.start ?? 0) : { line: 0, character: 0 };
      diagnostics.push({
        file: d.file?.fileName,
        line: at.line + 1,
        col: at.character + 1,
        code: d.code,
        message: ts.flattenDiagnosticMessageText(d.messageText, ' ').replace(/\s+/g, ' '),
        error: d.category === ts.DiagnosticCategory.Error,
      });
    }
  }
  return diagnostics;
}

/** Parses what every title's code imports before the titles are ready, to overlap with them. */
function warm({ root, files }) {
  const session = sessionOf(root);
  if (session.builder) return [];
  const host = hostFor(session, root, new Map());
  ts.createProgram(files.filter((f) => ts.sys.fileExists(f)), OPTIONS, host);
  return [];
}

parentPort.on('message', (message) => {
  try {
    if (!ts) {
      ts = loadTypeScript(message.root);
      OPTIONS = options();
    }
    const diagnostics = message.kind === 'warm' ? warm(message) : check(message);
    // Before answering: a one-shot command ends the worker as soon as it has the answer.
    if (message.kind === 'check' && saveCache) {
      saveCache();
      saveCache = undefined;
    }
    parentPort.postMessage({ id: message.id, diagnostics });
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: `${error?.name ?? 'Error'}: ${error?.message ?? error}` });
  }
});
