#!/usr/bin/env node
// `npm create trackwright <folder>` (npm runs this package's bin): the toolkit's own scaffold,
// `trackwright new --standalone <folder>`, from the toolkit of the same version. Kept this thin on
// purpose: what a title repository holds is the toolkit's to say, so it upgrades with it.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const args = process.argv.slice(2);
if (args.length === 0 || args[0].startsWith('-')) {
  process.stderr.write('usage: npm create trackwright <folder> [-- --title <name>]\n');
  process.exit(2);
}
const toolkit = dirname(createRequire(import.meta.url).resolve('trackwright/package.json'));
const run = spawnSync(process.execPath, [join(toolkit, 'bin', 'trackwright.js'), 'new', '--standalone', ...args], { stdio: 'inherit' });
process.exit(run.status ?? 1);
