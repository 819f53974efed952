#!/usr/bin/env node
// `npm run build:js`: the toolkit's compiled JavaScript and type declarations in dist/ (see
// tsconfig.build.json), the plain-JavaScript and template files the compiled code reads beside
// it, and dist/.built, the stamp bin/trackwright.js compares the sources with (tsc leaves its
// build info untouched when nothing changed, so that file's time says nothing).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const started = Date.now();
// Build mode (-b): where no source is newer than the last build's info it answers "up to date"
// from timestamps in about a second, where `-p` parses every file again to find nothing to do
// (5 s; `npm test` runs this after `npm ci` has just built). A change still compiles incrementally.
const run = spawnSync(process.execPath, [tsc, '-b', join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
if (run.status !== 0) process.exit(run.status ?? 1);
for (const file of ['codegen/fingerprint.cjs', 'codegen/fingerprint.d.cts', 'codegen/stat-index.cjs', 'codegen/stat-index.d.cts', 'codegen/typecheck-worker.js', 'codegen/templates']) {
  mkdirSync(dirname(join(root, 'dist', file)), { recursive: true });
  cpSync(join(root, file), join(root, 'dist', file), { recursive: true });
}
// The toolkit's schemas compiled ahead, so a cold validate or build need not compile them (codegen/schema-ahead.ts).
const { writeCompiledAhead } = await import(new URL('../dist/codegen/schema-ahead.js', import.meta.url).href);
const { TITLE_SCHEMA_FILE, LIBRARY_SCHEMA_FILE } = await import(new URL('../dist/codegen/validate-schema.js', import.meta.url).href);
writeCompiledAhead(join(root, 'schemas'), join(root, 'dist', 'codegen'), { title: TITLE_SCHEMA_FILE, library: LIBRARY_SCHEMA_FILE });
writeFileSync(join(root, 'dist', '.built'), `${new Date(started).toISOString()}\n`);
process.stdout.write(`dist: compiled in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
