/**
 * A fingerprint of everything a build reads — the titles, the tile library, the schemas and the
 * compiler itself — so that a rebuild with nothing changed can be answered from a small record
 * of the last build without loading ajv or ts-morph at all.
 *
 * Plain JavaScript (typed by fingerprint.d.ts, which documents each export) on purpose: `bin/codegen.js` answers a no-op
 * `codegen build` with this module alone, before it pays ~150 ms for loading tsx.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const RECORD_FILE = '.codegen-record.json';

export function projectLayout(root, overrides = {}) {
  return {
    root,
    titlesDir: join(root, 'titles'),
    runtimeDir: join(root, 'runtime'),
    outDir: join(root, 'generated'),
    schemasDir: join(root, 'schemas'),
    codegenDir: fileURLToPath(new URL('.', import.meta.url)),
    ...overrides,
  };
}

/**
 * @param {string} dir
 * @param {(name: string) => boolean} accept
 * @param {string[]} out
 */
function walk(dir, accept, out = []) {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, accept, out);
    else if (accept(name)) out.push(path);
  }
  return out;
}

export function sha256(text) {
  return createHash('sha256').update(text).digest('hex');
}

export function fingerprint(layout) {
  const hash = createHash('sha256');
  const inputs = [
    ...walk(layout.titlesDir, (n) => n.endsWith('.yaml')),
    ...walk(layout.schemasDir, (n) => n.endsWith('.json')),
    ...walk(layout.codegenDir, (n) => n.endsWith('.ts') || n.endsWith('.js') || n.endsWith('.hbs')),
    ...walk(join(layout.runtimeDir, 'title'), (n) => n.endsWith('.ts')),
  ];
  for (const path of inputs) hash.update(relative(layout.root, path)).update('\0').update(readFileSync(path)).update('\0');
  // Hooks and steps change the emitted wiring by their presence, not their content.
  for (const path of walk(layout.titlesDir, (n) => n.endsWith('.ts'))) hash.update(relative(layout.root, path)).update('\0');
  return hash.digest('hex');
}

export function readRecord(layout) {
  const path = join(layout.outDir, RECORD_FILE);
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

export function outputsIntact(layout, record) {
  return Object.entries(record.outputs).every(([rel, digest]) => {
    const path = join(layout.root, rel);
    return existsSync(path) && sha256(readFileSync(path)) === digest;
  });
}

export function orphans(layout, ids) {
  const found = [];
  const titlesOut = join(layout.outDir, 'titles');
  if (existsSync(titlesOut)) {
    for (const name of readdirSync(titlesOut)) if (!ids.includes(name)) found.push(join(titlesOut, name));
  }
  const docsOut = join(layout.outDir, 'docs');
  if (existsSync(docsOut)) {
    for (const name of readdirSync(docsOut)) if (name.endsWith('.md') && !ids.includes(name.slice(0, -3))) found.push(join(docsOut, name));
  }
  return found;
}

export function upToDate(layout, print = fingerprint(layout)) {
  const record = readRecord(layout);
  if (!record || record.fingerprint !== print || !Array.isArray(record.titles)) return undefined;
  return outputsIntact(layout, record) && orphans(layout, record.titles).length === 0 ? record : undefined;
}
