/**
 * The engine bundle: `replay` and `simulate` of a project as CommonJS files that
 * bin/trackwright.js runs through V8 code caches: one with the engine and the commands
 * (`engine.cjs`), and one per compiled title of the project (`titles/<id>.cjs`), loaded only when
 * the command opens that title.
 *
 * Why: the engine is some 170 ES modules (one concept per file), and Node 20 takes about 60 ms
 * to resolve, read and compile them at every start, more than the replay of a 500-action game
 * once they are loaded; it has no compile cache for ES modules (Node 22's
 * `module.enableCompileCache` comes later). One classic script, compiled with the code V8
 * cached after an earlier run, starts in a fraction of that.
 *
 * A title's modules import the engine (`trackwright/runtime/...`), and importing them from
 * outside the bundle would load a second engine beside the bundled one: a title's file asks for
 * each engine module it imports by name (`trackwright-engine:<path in dist>`), and the runner
 * answers with the engine file's own modules, which it exports for that. Why one file per title:
 * a command opens one title, and one file with every title's code was twice the size of the
 * engine's alone: reading it and its code cache took some 43 ms of a 1889 replay's start, against
 * 35 ms for the engine and that title.
 *
 * The bundle is made from the compiled JavaScript (dist/ and the project's generated/node/),
 * never from sources, so it runs exactly the code the modules would; bin/trackwright.js makes
 * it again whenever either changed (its stamp), and falls back to the modules when it cannot.
 */
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { writeAtomic } from '../codegen/write.js';

/** The toolkit's compiled JavaScript: this file is dist/cli/engine-bundle.js. */
const DIST = dirname(dirname(fileURLToPath(import.meta.url)));

/**
 * Bundled code reads `import.meta.url` to find files beside it (templates, workers, the
 * toolkit's folder); a CommonJS bundle has no `import.meta`, so each module gets its own URL
 * written in, as if it had not moved.
 */
const keepModuleUrls: Plugin = {
  name: 'keep-module-urls',
  setup(build) {
    build.onLoad({ filter: /\.js$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta')) return undefined;
      return { contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: 'js' };
    });
  },
};

/**
 * A title compiled outside the toolkit imports the engine by file URL (`file:///…/dist/runtime/
 * module.js`), which Node resolves and esbuild does not: the URL is the file.
 */
const fileUrls: Plugin = {
  name: 'file-urls',
  setup(build) {
    build.onResolve({ filter: /^file:/ }, (args) => ({ path: fileURLToPath(args.path) }));
  },
};

/** What a title's file asks for to get an engine module (the runner answers; bin/run-engine-bundle.js). */
const ENGINE_PREFIX = 'trackwright-engine:';

/** A path's place among the engine's compiled modules (`runtime/sdk.js`), or undefined (a title's code, even one the toolkit ships). */
function engineModule(path: string): string | undefined {
  const rel = relative(DIST, path);
  return rel.startsWith(`runtime${sep}`) ? rel.split(sep).join('/') : undefined;
}

/**
 * In a title's file, every module of the engine is the engine file's (see the top): asked for by
 * its path in dist/, and listed in `wanted` for the engine file to export. (The code of a title
 * the toolkit ships, which a variant imports, is bundled into the variant's file like its own.)
 */
function engineFromOutside(wanted: Set<string>): Plugin {
  return {
    name: 'engine-from-outside',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === 'resolving' || args.kind === 'entry-point') return undefined;
        const found = await build.resolve(args.path, { importer: args.importer, resolveDir: args.resolveDir, kind: args.kind, pluginData: 'resolving' });
        if (found.errors.length > 0 || found.external) return undefined;
        const rel = engineModule(found.path);
        if (rel === undefined) return undefined; // the title's own: bundled as esbuild resolves it
        wanted.add(rel);
        return { path: `${ENGINE_PREFIX}${rel}`, external: true };
      });
    },
  };
}

/**
 * Refuses an engine module with a default export: a title's file imports the engine's modules
 * as Node imports CommonJS from an ES module (esbuild's "node mode"), where a default import
 * would be the whole module. The engine has none; one added would fail the bundle (and the
 * commands run from the modules) rather than hand a title the wrong value.
 */
async function refuseDefaultExports(modules: readonly string[]): Promise<void> {
  for (const rel of modules) {
    const module = (await import(pathToFileURL(join(DIST, ...rel.split('/'))).href)) as object;
    if ('default' in module) throw new Error(`dist/${rel} has a default export, which a title's file cannot import from the engine's`);
  }
}

/**
 * In the engine file, the registry's import of a title (`./titles/<id>/index.js`) asks the
 * runner for the title's own file, when the command first opens it (the runner's
 * `__trackwrightTitle`, a parameter of the function it wraps the engine file in).
 */
function titlesFromOutside(registry: string): Plugin {
  return {
    name: 'titles-from-outside',
    setup(build) {
      build.onResolve({ filter: /^\.\/titles\/[^/]+\/index\.js$/ }, (args) => (args.importer === registry ? { path: args.path.split('/')[2], namespace: 'trackwright-title' } : undefined));
      build.onLoad({ filter: /.*/, namespace: 'trackwright-title' }, (args) => ({ contents: `module.exports = __trackwrightTitle(${JSON.stringify(args.path)});`, loader: 'js' }));
    },
  };
}

/** esbuild's options shared by the engine's file and the titles'. */
const COMMON = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  // Without comments and indentation the files are a third smaller, and wholly ASCII (esbuild
  // escapes every other character in code; only comments kept them): the runner reads them as
  // one-byte text, which V8 reads and checks against its code cache faster than UTF-8.
  minifyWhitespace: true,
  legalComments: 'none',
  logLevel: 'silent',
} as const;

/** Writes `text` at `file` whole or not at all (two commands may make the bundle at once). */
function writeWhole(file: string, text: string): void {
  if (/[^\x00-\x7f]/.test(text)) throw new Error(`${file} is not ASCII, and the runner reads it as such`);
  writeAtomic(file, text);
}

/**
 * Writes the project's engine bundle into `dir`: `engine.cjs`, `titles/<id>.cjs` for each title
 * of the project's build, the list of those (`files`), and last the stamp (the caller's, saying
 * what it was made from).
 * (bin/run-engine-bundle.js decides when, and keeps the code caches beside them.)
 */
export async function writeEngineBundle(projectRoot: string, dir: string, stamp: string): Promise<void> {
  const { build } = await import('esbuild');
  const registry = join(projectRoot, 'generated', 'node', 'index.js');
  const { TITLE_IDS } = (await import(pathToFileURL(registry).href)) as { TITLE_IDS: readonly string[] };
  // Everything is inside but Node's own modules (and the engine, for the titles): a package a
  // title imports too, so nothing is left to load at run time (where a package that cannot be
  // bundled fails the build instead, and the command runs from the modules).
  const wanted = new Set<string>();
  const titles = await build({
    ...COMMON,
    entryPoints: Object.fromEntries(TITLE_IDS.map((id) => [id, join(projectRoot, 'generated', 'node', 'titles', id, 'index.js')])),
    outdir: join(dir, 'titles'),
    outExtension: { '.js': '.cjs' },
    write: false,
    plugins: [engineFromOutside(wanted), keepModuleUrls, fileUrls],
  });
  const from = (...path: string[]) => JSON.stringify(join(DIST, ...path));
  const modules = [...wanted].sort();
  await refuseDefaultExports(modules);
  // Each command ends as the modules' `main` ends it (command-guard.ts); neither type-checks.
  const entry = [
    `import { guardedCommand } from ${from('cli', 'command-guard.js')};`,
    `import { useTitleRegistry } from ${from('cli', 'support.js')};`,
    `import * as registry from ${JSON.stringify(registry)};`,
    `import { replayMain } from ${from('playtest', 'replay.js')};`,
    `import { simulateMain } from ${from('playtest', 'simulate.js')};`,
    ...modules.map((rel, i) => `import * as m${i} from ${from(...rel.split('/'))};`),
    'useTitleRegistry(registry);',
    'export const commands = {',
    "  replay: (args) => guardedCommand(['replay', ...args], () => replayMain(args), false),",
    "  simulate: (args) => guardedCommand(['simulate', ...args], () => simulateMain(args), false),",
    '};',
    `export const engineModules = { ${modules.map((rel, i) => `${JSON.stringify(rel)}: m${i}`).join(', ')} };`,
  ].join('\n');
  const engine = await build({
    ...COMMON,
    stdin: { contents: entry, resolveDir: projectRoot, sourcefile: 'engine-commands.js', loader: 'js' },
    outfile: join(dir, 'engine.cjs'),
    write: false,
    plugins: [titlesFromOutside(registry), keepModuleUrls, fileUrls],
  });
  for (const out of [...titles.outputFiles, ...engine.outputFiles]) writeWhole(out.path, out.text);
  rmSync(join(dir, 'cli.cjs'), { force: true }); // the one file an earlier toolkit made
  // The files the runner checks are all there before it runs a command from them (a title's is
  // opened only once the command runs, too late to fall back to the modules without it).
  writeWhole(join(dir, 'files'), ['engine.cjs', ...TITLE_IDS.map((id) => `titles/${id}.cjs`)].join('\n'));
  writeWhole(join(dir, 'stamp'), stamp);
}
