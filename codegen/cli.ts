/**
 * `codegen`: a thin command line over the build core. Diagnostics go to stderr one per line; a
 * summary goes to stdout; the exit code says whether the titles are sound (and, with --check,
 * whether the generated files are current).
 */
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { build, projectLayout, type BuildResult } from './build.js';
import { formatDiagnostic } from './diagnostics.js';

const USAGE = `usage:
  codegen build [title...] [--check] [--watch]   validate and compile titles into generated/
  codegen validate [title...]                     report problems only
  codegen replay <fixture.json> [options]         replay a recorded game (codegen replay --help)
  codegen simulate <title> [options]              play seeded random games to their end (codegen simulate --help)

options for build:
  --check   exit 1 listing generated files that differ from what the titles produce
  --watch   rebuild on every change under titles/ and schemas/
  --root    the project folder (default: the current directory)`;

export async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'replay') {
    const { replayMain } = await import('./replay-cli.js');
    return replayMain(rest);
  }
  if (command === 'simulate') {
    const { simulateMain } = await import('./simulate-cli.js');
    return simulateMain(rest);
  }
  if (command !== 'build' && command !== 'validate') {
    process.stderr.write(`${command ? `unknown command '${command}'\n` : ''}${USAGE}\n`);
    return command === '--help' || command === '-h' ? 0 : 2;
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
      },
    });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  if (parsed.values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const layout = projectLayout(parsed.values.root);
  const options = {
    layout,
    titles: parsed.positionals,
    check: parsed.values.check,
    validateOnly: command === 'validate',
  };
  if (parsed.values.watch) {
    const { watch } = await import('./watch.js');
    await watch(options, report);
    return 0;
  }
  return report(await build(options));
}

/** Prints a build's outcome; returns the exit code. */
export function report(result: BuildResult): number {
  for (const d of result.diagnostics) process.stderr.write(`${formatDiagnostic(d)}\n`);
  const errors = result.diagnostics.filter((d) => d.severity === 'error').length;
  const titles = result.titles.join(', ');
  if (errors) {
    process.stderr.write(`${errors} error${errors === 1 ? '' : 's'} in ${titles}; nothing was written\n`);
    return 1;
  }
  if (result.stale.length) {
    for (const file of result.stale) process.stderr.write(`stale: ${relative(process.cwd(), file)}\n`);
    process.stderr.write(`${result.stale.length} generated file${result.stale.length === 1 ? ' is' : 's are'} out of date; run codegen build\n`);
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
