/**
 * The engine bundle: `replay` and `simulate` of a project as one CommonJS file, the engine and
 * the project's compiled titles inside it, which bin/trackwright.js runs through a V8 code cache.
 *
 * Why: the engine is some 170 ES modules (one concept per file), and Node 20 takes about 60 ms
 * to resolve, read and compile them at every start, more than the replay of a 500-action game
 * once they are loaded; it has no compile cache for ES modules (Node 22's
 * `module.enableCompileCache` comes later). One classic script, compiled with the code V8
 * cached after an earlier run, starts in a fraction of that.
 *
 * The titles must be inside: a title's modules import the engine (`trackwright/runtime/...`),
 * and importing them from outside the bundle would load a second engine beside the bundled one.
 * The bundle is made from the compiled JavaScript (dist/ and the project's generated/node/),
 * never from sources, so it runs exactly the code the modules would; bin/trackwright.js makes
 * it again whenever either changed (its stamp), and falls back to the modules when it cannot.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';

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

/**
 * Writes the project's engine bundle (`cli.cjs`) and its stamp (the caller's, saying what it was
 * made from) into `dir`; the path of the bundle. Written whole or not at all: two commands may
 * make it at once. (bin/run-engine-bundle.js decides when, and keeps the code cache beside it.)
 */
export async function writeEngineBundle(projectRoot: string, dir: string, stamp: string): Promise<string> {
  const { build } = await import('esbuild');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'cli.cjs');
  const scratch = `${file}.${process.pid}.tmp`;
  const from = (...path: string[]) => JSON.stringify(join(DIST, ...path));
  // Each command ends as the modules' `main` ends it (command-guard.ts); neither type-checks.
  const entry = [
    `import { guardedCommand } from ${from('cli', 'command-guard.js')};`,
    `import { useTitleRegistry } from ${from('cli', 'support.js')};`,
    `import * as registry from ${JSON.stringify(join(projectRoot, 'generated', 'node', 'index.js'))};`,
    `import { replayMain } from ${from('playtest', 'replay.js')};`,
    `import { simulateMain } from ${from('playtest', 'simulate.js')};`,
    'useTitleRegistry(registry);',
    'export const commands = {',
    "  replay: (args) => guardedCommand(['replay', ...args], () => replayMain(args), false),",
    "  simulate: (args) => guardedCommand(['simulate', ...args], () => simulateMain(args), false),",
    '};',
  ].join('\n');
  await build({
    stdin: { contents: entry, resolveDir: projectRoot, sourcefile: 'engine-commands.js', loader: 'js' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    outfile: scratch,
    // Everything is inside but Node's own modules: a package a title imports too, so nothing is
    // left to load at run time (where a package that cannot be bundled fails the build instead,
    // and the command runs from the modules).
    plugins: [keepModuleUrls, fileUrls],
    // Without comments and indentation the file is a third smaller, and wholly ASCII (esbuild
    // escapes every other character in code; only comments kept them): the runner reads it as
    // one-byte text, which V8 reads and checks against its code cache faster than UTF-8.
    minifyWhitespace: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  if (/[^\x00-\x7f]/.test(readFileSync(scratch, 'latin1'))) throw new Error('the bundle is not ASCII, and the runner reads it as such');
  renameSync(scratch, file);
  writeFileSync(join(dir, `stamp.${process.pid}.tmp`), stamp);
  renameSync(join(dir, `stamp.${process.pid}.tmp`), join(dir, 'stamp'));
  return file;
}
