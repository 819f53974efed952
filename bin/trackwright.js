#!/usr/bin/env node
// `trackwright` (also `codegen`): the toolkit's one command.
//
// It runs the compiled JavaScript in dist/ (`npm run build:js`, run by `npm run build` and by
// `npm ci`'s prepare step; the package ships only that). In a checkout of the toolkit where a
// source of the command or the engine is newer than the last compile, it runs the TypeScript in
// place through tsx instead, so an edit is never answered by stale code (set
// TRACKWRIGHT_FROM_SOURCE=1 to always do so).
//
// A plain `build` (or `build --check`) of every title whose inputs and outputs are unchanged since
// the last build, and a `validate` of titles that last built clean since, are answered first
// from the record of that build, in plain JavaScript: the whole answer costs less than loading
// the compiler, and these are the commands `npm test` and editors run most.
//
// Nothing escapes as a stack trace: the CLI turns every failure into a message and an exit code,
// and whatever still escapes it (a failure to load, an error in a callback) is reported here
// as an internal error naming the command (exit 3).
//
// CommonJS (bin/package.json), unlike the rest of the toolkit, and so are the quick path's two
// modules (codegen/fingerprint.cjs, stat-index.cjs): Node's ES module loader, and the ES facades
// it builds for node:fs and the rest, cost some 13 ms of a no-op `validate` that takes about
// 100 ms in all. The commands behind the quick path load their ES modules with import(), which
// starts that loader only then. The quick answer writes to its file descriptors directly, for
// the same reason: the first touch of process.stdout loads Node's streams (some 4 ms).
'use strict';
const { existsSync, writeSync } = require('node:fs');
const { basename, join, relative, resolve, sep } = require('node:path');
const { parseArgs } = require('node:util');
const { fileURLToPath, pathToFileURL } = require('node:url');

const argv = process.argv.slice(2);
const program = basename(process.argv[1] ?? '').startsWith('codegen') ? 'codegen' : 'trackwright';
const root = pathToFileURL(join(__dirname, '..', sep));
/** The commands the project's engine bundle runs (cli/engine-bundle.ts makes it with these two). */
const ENGINE_COMMANDS = new Set(['replay', 'simulate']);

function internalError(error) {
  if (process.env.CODEGEN_DEBUG === '1') process.stderr.write(`${error?.stack ?? error}\n`);
  const what = error instanceof Error ? `${error.name}: ${error.message}`.split('\n')[0] : String(error).split('\n')[0];
  process.stderr.write(
    `${program}: internal error in \`${program} ${argv.join(' ')}\`: ${what}\n(hint: this is a bug in codegen, not in your title: please report it with the file that triggers it (set CODEGEN_DEBUG=1 for the stack trace))\n`,
  );
  process.exit(3);
}
process.on('uncaughtException', internalError);
process.on('unhandledRejection', internalError);

// A reader that stops early (`trackwright simulate 1889 | head -3`) closes the pipe under the
// next write: that is the reader's choice, not a fault of ours. Stop quietly, as a Unix tool
// killed by SIGPIPE does (its exit code, 128 + 13, is what `set -o pipefail` reports for one).
const PIPE_CLOSED_EXIT = 141;
function watchStreams() {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error) => {
      if (error?.code === 'EPIPE') process.exit(PIPE_CLOSED_EXIT);
      internalError(error);
    });
  }
}

/** Writes all of `text` to a file descriptor, without process.stdout's streams (see the top). */
function writeAll(fd, text) {
  let rest = Buffer.from(text);
  while (rest.length > 0) {
    try {
      rest = rest.subarray(writeSync(fd, rest));
    } catch (error) {
      if (error?.code === 'EAGAIN') continue; // a non-blocking pipe that is full: the reader drains it
      if (error?.code === 'EPIPE') process.exit(PIPE_CLOSED_EXIT);
      throw error;
    }
  }
}

/** The compiled command when it is there and current, else undefined (run the sources). */
function compiled() {
  const entry = new URL('dist/cli/trackwright.js', root);
  if (!existsSync(entry)) return undefined;
  if (!existsSync(new URL('cli/trackwright.ts', root))) return entry; // the package: compiled only
  if (process.env.TRACKWRIGHT_FROM_SOURCE === '1') return undefined;
  // Imported here, not above: the quick answer (below) never needs them.
  const { builtAt, changedSince } = require('./build-freshness.js');
  const built = builtAt(fileURLToPath(root));
  return built !== undefined && !changedSince(fileURLToPath(root), ['cli', 'codegen', 'playtest', 'runtime', 'server', 'preview/server', 'preview/vite.config.ts'], built) ? entry : undefined;
}

/** The no-op answer, or undefined when the full CLI has to look. */
function quickAnswer(codegenUrl) {
  const command = argv[0];
  if (command !== 'build' && command !== 'validate') return undefined;
  try {
    const { values, positionals } = parseArgs({
      args: argv.slice(1),
      allowPositionals: true,
      options: { check: { type: 'boolean' }, root: { type: 'string' } },
    });
    if (command === 'build' && positionals.length > 0) return undefined;
    if (command === 'validate' && values.check) return undefined;
    const { projectLayout } = require(fileURLToPath(new URL('fingerprint.cjs', codegenUrl)));
    const { quickUpToDate } = require(fileURLToPath(new URL('stat-index.cjs', codegenUrl)));
    const layout = projectLayout(resolve(values.root ?? process.cwd()));
    // From the files' stats while the stat index vouches for them, else from their bytes.
    // Whether titles are valid depends on their inputs alone: validate does not look at outputs.
    const record = quickUpToDate(layout, Date.now, { outputs: command === 'build' })?.record;
    if (!record) return undefined;
    if (command === 'build') return `${record.titles.join(', ')}: up to date\n`;
    // The record is written only by a build without errors, and holds its warnings: those of
    // the titles asked for and of the shared tile library are said again, as validate says them.
    const titles = positionals.length ? positionals : record.titles;
    if (!titles.every((id) => record.titles.includes(id)) || !Array.isArray(record.warnings)) return undefined;
    const projectRoot = resolve(values.root ?? process.cwd());
    const titlesDir = relative(projectRoot, layout.titlesDir);
    for (const d of record.warnings) {
      const title = relative(titlesDir, d.file).split(sep)[0];
      if (!titles.includes(title) && !title.startsWith('_')) continue;
      const where = `${relative(process.cwd(), join(projectRoot, d.file)) || d.file}:${d.line}:${d.col}`;
      writeAll(2, `${where}  ${d.severity}  ${d.message}${d.hint ? `  (hint: ${d.hint})` : ''}\n`);
    }
    return `${titles.join(', ')}: ok\n`;
  } catch {
    return undefined; // options only the full CLI knows (--watch, --help) or a mistake it explains
  }
}

async function run() {
  try {
    // The quick path's two plain-JavaScript modules from the sources where a checkout has them
    // (dist/ holds copies), so the no-op answer need not first ask whether dist/ is current.
    const codegen = existsSync(new URL('codegen/stat-index.cjs', root)) ? 'codegen/' : 'dist/codegen/';
    const answer = quickAnswer(new URL(codegen, root));
    if (answer !== undefined) {
      writeAll(1, answer);
    } else {
      watchStreams();
      const entry = compiled();
      if (!entry) {
        if (process.env.CODEGEN_DEBUG === '1') process.stderr.write(`${program}: running the TypeScript sources (dist/ is missing or older than they are)\n`);
        const { register } = await import('tsx/esm/api');
        register();
      }
      // The engine commands start faster from the project's engine bundle (run-engine-bundle.js).
      const bundled = entry && ENGINE_COMMANDS.has(argv[0]) ? await require('./run-engine-bundle.js').runEngineBundle(root, argv[0], argv.slice(1)) : undefined;
      if (bundled !== undefined) {
        process.exitCode = bundled;
      } else {
        const { main } = await import((entry ?? new URL('cli/trackwright.ts', root)).href);
        process.exitCode = await main(argv);
      }
    }
  } catch (error) {
    internalError(error);
  }
}

run();
