#!/usr/bin/env node
// The `codegen` command: runs the TypeScript CLI in place through tsx, so there is no
// separate compile step between editing the toolkit and using it.
//
// A plain `codegen build` (or `build --check`) of every title whose inputs and outputs are
// unchanged since the last build is answered first, in plain JavaScript: loading tsx costs
// ~150 ms, more than the whole answer, and this is the command `npm test` and editors run most.
//
// Nothing escapes as a stack trace: the CLI turns every failure into a message and an exit code,
// and whatever still escapes it (a failure to load, an error in a callback) is reported here
// as an internal error naming the command (exit 3).
import { parseArgs } from 'node:util';
import { projectLayout, upToDate } from '../codegen/fingerprint.js';

const argv = process.argv.slice(2);

function internalError(error) {
  if (process.env.CODEGEN_DEBUG === '1') process.stderr.write(`${error?.stack ?? error}\n`);
  const what = error instanceof Error ? `${error.name}: ${error.message}`.split('\n')[0] : String(error).split('\n')[0];
  process.stderr.write(
    `codegen: internal error in \`codegen ${argv.join(' ')}\`: ${what}\n(hint: this is a bug in codegen, not in your title: please report it with the file that triggers it (set CODEGEN_DEBUG=1 for the stack trace))\n`,
  );
  process.exit(3);
}
process.on('uncaughtException', internalError);
process.on('unhandledRejection', internalError);

/** The no-op answer, or undefined when the full CLI has to look. */
function quickAnswer() {
  if (argv[0] !== 'build') return undefined;
  try {
    const { values, positionals } = parseArgs({
      args: argv.slice(1),
      allowPositionals: true,
      options: { check: { type: 'boolean' }, root: { type: 'string' } },
    });
    if (positionals.length > 0) return undefined;
    const record = upToDate(projectLayout(values.root ?? process.cwd()));
    return record ? `${record.titles.join(', ')}: up to date\n` : undefined;
  } catch {
    return undefined; // options only the full CLI knows (--watch, --help) or a mistake it explains
  }
}

const answer = quickAnswer();
if (answer !== undefined) {
  process.stdout.write(answer);
} else {
  try {
    const { register } = await import('tsx/esm/api');
    register();
    const { main } = await import('../codegen/cli.ts');
    process.exitCode = await main(argv);
  } catch (error) {
    internalError(error);
  }
}
