/**
 * `trackwright` (alias `codegen`): the toolkit's one command, a thin shell over its cores:
 * codegen/ (build, validate, new: code generation) and playtest/ (lint, replay, simulate).
 * Diagnostics go to stderr one per line; a
 * summary goes to stdout; the exit code says whether the titles are sound (and, with --check,
 * whether the generated files are current): 0 sound, 1 problems, 2 a usage mistake, 3 a bug in
 * the toolkit (see support.ts).
 */
import { existsSync, statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { BuildResult } from '../codegen/build.js';
import { formatDiagnostic } from '../codegen/diagnostics.js';
import { projectLayout } from '../codegen/fingerprint.cjs';
import { hasInternalError } from '../codegen/internal-error.js';
import { guardedCommand } from './command-guard.js';
import { CliError, INTERNAL_ERROR_EXIT, PROGRAM } from './support.js';

export const USAGE = `usage: ${PROGRAM} <command> [options]

commands:
  build [title...] [--check] [--watch]   validate, type-check and compile titles into generated/
  validate [title...]                    report problems only (YAML, names, hooks/steps/rounds types)
  lint [title...]                        warnings worth a look before a playtest (never blocking)
  new <title>                            scaffold titles/<title>/ that validates and builds at once
  new --standalone <folder> [--title T]  a title repository of your own, the toolkit as a package
                                         (what \`npm create trackwright <folder>\` runs)
  start [--port N] [--host H]            the preview of this project's titles (a title repository's \`npm start\`)
  migrate <title...>                     rewrite a title's imports of the engine to the SDK (runtime/sdk.ts)
  replay <fixture.json> [options]        replay a recorded game (${PROGRAM} replay --help)
  simulate <title> [options]             play seeded random games to their end (${PROGRAM} simulate --help)
  check-games <title> [--db URL] [--dir DIR] [--json]
                                         replay a title's stored games under the title built now;
                                         list those that diverge (${PROGRAM} check-games --help)
  help [command]                         this text, or a command's

options for build, validate and lint:
  --check   (build) exit 1 listing generated files that differ from what the titles produce
  --watch   (build, validate) rebuild on every change under titles/ and schemas/
  --root    the project folder (default: the current directory)

exit codes: 0 sound, 1 problems found, 2 a usage mistake, 3 an internal error (please report it)

\`trackwright\` and \`codegen\` are two names of this one command.`;

const COMMANDS = new Set(['build', 'validate', 'lint', 'new', 'start', 'serve', 'migrate', 'replay', 'simulate', 'check-games', 'help']);

export async function main(argv: readonly string[]): Promise<number> {
  return guardedCommand(argv, run);
}

async function run(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  if (command === 'help' || command === '--help' || command === '-h') {
    if (rest[0] === 'replay') return (await import('../playtest/replay.js')).replayMain(['--help']);
    if (rest[0] === 'simulate') return (await import('../playtest/simulate.js')).simulateMain(['--help']);
    if (rest[0] === 'check-games') return (await import('../playtest/check-games-cli.js')).checkGamesMain(['--help']);
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (!COMMANDS.has(command)) {
    const { didYouMean } = await import('../codegen/did-you-mean.js');
    const guess = didYouMean(command, [...COMMANDS]);
    throw new CliError(`unknown command '${command}'${guess ? ` (did you mean '${guess}'?)` : ''}`, 2);
  }
  if (command === 'replay') {
    const { replayMain } = await import('../playtest/replay.js');
    return replayMain(rest);
  }
  if (command === 'simulate') {
    const { simulateMain } = await import('../playtest/simulate.js');
    return simulateMain(rest);
  }
  if (command === 'check-games') {
    const { checkGamesMain } = await import('../playtest/check-games-cli.js');
    return checkGamesMain(rest);
  }
  if (command === 'start') {
    const { startMain } = await import('./start.js');
    return startMain(rest);
  }
  if (command === 'serve') {
    const { serveMain } = await import('./serve.js');
    return serveMain(rest);
  }
  let parsed;
  try {
    parsed = parseArgs({
      args: [...rest],
      allowPositionals: true,
      options: {
        check: { type: 'boolean', default: false },
        watch: { type: 'boolean', default: false },
        root: { type: 'string', default: process.cwd() },
        help: { type: 'boolean', short: 'h', default: false },
        standalone: { type: 'boolean', default: false },
        title: { type: 'string' },
        toolkit: { type: 'string' },
      },
    });
  } catch (error) {
    throw new CliError((error as Error).message.split('\n')[0], 2);
  }
  if (parsed.values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const root = resolve(parsed.values.root);
  if (!existsSync(root) || !statSync(root).isDirectory()) throw new CliError(`--root ${parsed.values.root}: no such folder`, 2);
  const layout = projectLayout(root);
  if (parsed.values.check && command !== 'build') throw new CliError(`--check is an option of build, not of ${command}`, 2);
  if (parsed.values.watch && command !== 'build' && command !== 'validate') throw new CliError(`--watch is an option of build and validate, not of ${command}`, 2);

  if ((parsed.values.standalone || parsed.values.title !== undefined || parsed.values.toolkit !== undefined) && command !== 'new') {
    throw new CliError(`--standalone, --title and --toolkit are options of new, not of ${command}`, 2);
  }
  if (command === 'new' && parsed.values.standalone) {
    const { scaffoldRepository } = await import('../codegen/new-repository.js');
    if (parsed.positionals.length !== 1) throw new CliError(`${PROGRAM} new --standalone takes one folder, e.g. \`${PROGRAM} new --standalone 18mine\``, 2);
    return scaffoldRepository({ folder: resolve(root, parsed.positionals[0]), title: parsed.values.title, toolkit: parsed.values.toolkit });
  }
  if (command === 'new') {
    const { scaffoldTitle } = await import('../codegen/new-title.js');
    if (parsed.positionals.length !== 1) throw new CliError(`${PROGRAM} new takes one title name, e.g. \`${PROGRAM} new 18mine\``, 2);
    return scaffoldTitle(layout, parsed.positionals[0]);
  }
  if (command === 'migrate') {
    const { migrateMain } = await import('../codegen/migrate.js');
    return migrateMain(layout, parsed.positionals);
  }
  if (command === 'lint') {
    const { lintMain } = await import('../playtest/lint-cli.js');
    return lintMain(layout, parsed.positionals);
  }
  const options = {
    layout,
    titles: parsed.positionals,
    check: parsed.values.check,
    validateOnly: command === 'validate',
    // Another build of the same generated/ (the preview's dev server, a watcher): this one waits for it.
    onWaitForLock: (holder: { readonly pid: number } | undefined) => process.stdout.write(`waiting for another build of ${relative(process.cwd(), layout.outDir) || '.'}/${holder ? ` (process ${holder.pid})` : ''} to finish\n`),
  };
  if (parsed.values.watch) {
    const { watch } = await import('../codegen/watch.js');
    await watch(options, report);
    return 0;
  }
  // The compiler loads only for the commands that compile: replay and simulate start sooner.
  const { build } = await import('../codegen/build.js');
  return report(await build(options));
}

/** Prints a build's outcome; returns the exit code. */
export function report(result: BuildResult): number {
  for (const d of result.diagnostics) process.stderr.write(`${formatDiagnostic(d)}\n`);
  const errors = result.diagnostics.filter((d) => d.severity === 'error').length;
  const titles = result.titles.join(', ') || 'no titles';
  if (errors) {
    process.stderr.write(`${errors} error${errors === 1 ? '' : 's'} in ${titles}; nothing was written\n`);
    return hasInternalError(result.diagnostics) ? INTERNAL_ERROR_EXIT : 1;
  }
  if (result.stale.length) {
    for (const file of result.stale) process.stderr.write(`stale: ${relative(process.cwd(), file)}\n`);
    process.stderr.write(`${result.stale.length} generated file${result.stale.length === 1 ? ' is' : 's are'} out of date; run ${PROGRAM} build\n`);
    return 1;
  }
  if (result.upToDate) process.stdout.write(`${titles}: up to date\n`);
  else if (result.written.length || result.unchanged.length || result.removed.length) {
    process.stdout.write(
      `${titles}: ${result.written.length} written, ${result.unchanged.length} unchanged${result.removed.length ? `, ${result.removed.length} removed` : ''}\n`,
    );
  } else process.stdout.write(`${titles}: ok\n`);
  return 0;
}
