#!/usr/bin/env node
// The `codegen` command: runs the TypeScript CLI in place through tsx, so there is no
// separate compile step between editing the toolkit and using it.
//
// A plain `codegen build` (or `build --check`) of every title whose inputs and outputs are
// unchanged since the last build is answered first, in plain JavaScript: loading tsx costs
// ~150 ms, more than the whole answer, and this is the command `npm test` and editors run most.
import { parseArgs } from 'node:util';
import { projectLayout, upToDate } from '../codegen/fingerprint.js';

const argv = process.argv.slice(2);

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
  const { register } = await import('tsx/esm/api');
  register();
  const { main } = await import('../codegen/cli.ts');
  process.exitCode = await main(argv);
}
