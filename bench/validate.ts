/**
 * `npm run bench:validate`: how `codegen validate` scales with the size of a title. The example
 * title gets N extra entries in `location_names`, either naming hexes that exist (N more hexes
 * on the map, no error; only up to the map's limit of 5,000 hexes) or naming hexes that do not
 * (N errors, of which 500 are listed), and a fresh CLI process validates it. Time should grow
 * linearly with N (it grew quadratically before the duplicate-key check and the error
 * positioning were indexed).
 *
 *   npm run bench:validate [-- --sizes 5000,10000,20000,40000] [--root <a project to take codegen from>]
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

const REPO = join(import.meta.dirname, '..');
const { values } = parseArgs({ options: { sizes: { type: 'string', default: '2500,4900,10000,20000,40000' }, bin: { type: 'string' } } });
const sizes = values.sizes.split(',').map(Number);
const bin = values.bin ?? join(REPO, 'bin', 'codegen.js');

/** Hex ids that are not on the example map: two letters, then an even or odd number. */
function hexId(i: number): string {
  const letters = `${String.fromCharCode(69 + Math.floor(i / 26 / 400))}${String.fromCharCode(65 + ((i / 400) | 0) % 26)}`;
  const row = letters.charCodeAt(1) - 65;
  return `${letters}${(i % 400) * 2 + (row % 2) + 1}`;
}

function project(n: number, valid: boolean, hexes = valid ? n : 0): string {
  const root = mkdtempSync(join(tmpdir(), 'trackwright-bench-validate-'));
  cpSync(join(REPO, 'schemas'), join(root, 'schemas'), { recursive: true });
  for (const dir of ['_tiles', 'example']) cpSync(join(REPO, 'titles', dir), join(root, 'titles', dir), { recursive: true });
  const map = join(root, 'titles', 'example', 'map.yaml');
  let text = readFileSync(map, 'utf8');
  const ids = Array.from({ length: n }, (_, i) => hexId(i));
  // The hexes on the map; with `valid` they are the named ones, otherwise others (ids past n).
  const onMap = Array.from({ length: hexes }, (_, i) => hexId(valid ? i : n + i));
  if (hexes) text = text.replace('  white:                                # empty land, towns and cities to build on\n', `  white:\n${onMap.map((id) => `    ${id}: blank\n`).join('')}`);
  text = text.replace('location_names:\n', `location_names:\n${ids.map((id, i) => `  ${id}: Place ${i}\n`).join('')}`);
  writeFileSync(map, text);
  return root;
}

if (process.env.KEEP) { process.stdout.write(project(Number(process.env.KEEP), process.env.VALID === "1") + "\n"); process.exit(0); }
process.stdout.write(`codegen validate of the example title with N more location names (node ${process.version})\n\n`);
process.stdout.write('N        | file KB | valid: ms | N errors: ms\n---------|---------|-----------|-------------\n');
for (const n of sizes) {
  const times: string[] = [];
  let kb = 0;
  for (const valid of [true, false]) {
    if (valid && n + 20 > 5000) {
      times.push('(past the hex limit)');
      continue;
    }
    const root = project(n, valid);
    kb = Math.round(readFileSync(join(root, 'titles', 'example', 'map.yaml')).length / 1024);
    const started = performance.now();
    const run = spawnSync(process.execPath, [bin, 'validate', '--root', root], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 30, timeout: 600_000 });
    const ms = performance.now() - started;
    const errors = (run.stderr.match(/ error /g) ?? []).length;
    times.push(`${Math.round(ms)}${run.status === null ? ' (timed out)' : ''}${valid ? (errors ? ` (${errors} errors!)` : '') : ` (${errors} lines)`}`);
    rmSync(root, { recursive: true, force: true });
  }
  process.stdout.write(`${String(n).padEnd(8)} | ${String(kb).padStart(7)} | ${times[0].padStart(9)} | ${times[1]}\n`);
}

// The worst case for hints: many unknown names among as many hexes as a map may have.
{
  const root = project(40000, false, 4900);
  const started = performance.now();
  const run = spawnSync(process.execPath, [bin, 'validate', '--root', root], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 30, timeout: 600_000 });
  process.stdout.write(`\n40,000 unknown names among 4,900 hexes: ${Math.round(performance.now() - started)} ms (${(run.stderr.match(/ error /g) ?? []).length} lines)\n`);
  rmSync(root, { recursive: true, force: true });
}
