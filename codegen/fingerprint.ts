/**
 * A fingerprint of everything a build reads — the titles, the tile library, the schemas and the
 * compiler itself — so that a rebuild with nothing changed can be answered from a small record
 * of the last build without loading ajv or ts-morph at all.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Layout } from './emit-module.js';
import { writeAtomic } from './write.js';

export interface BuildRecord {
  readonly fingerprint: string;
  /** Output path (relative to the project root) → sha256 of its content. */
  readonly outputs: Readonly<Record<string, string>>;
}

const RECORD_FILE = '.codegen-record.json';

function walk(dir: string, accept: (name: string) => boolean, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, accept, out);
    else if (accept(name)) out.push(path);
  }
  return out;
}

export function sha256(text: string | Buffer): string {
  return createHash('sha256').update(text).digest('hex');
}

export function fingerprint(layout: Layout, schemasDir: string, codegenDir: string): string {
  const hash = createHash('sha256');
  const inputs = [
    ...walk(layout.titlesDir, (n) => n.endsWith('.yaml')),
    ...walk(schemasDir, (n) => n.endsWith('.json')),
    ...walk(codegenDir, (n) => n.endsWith('.ts') || n.endsWith('.hbs')),
    ...walk(join(layout.runtimeDir, 'title'), (n) => n.endsWith('.ts')),
  ];
  for (const path of inputs) hash.update(relative(layout.root, path)).update('\0').update(readFileSync(path)).update('\0');
  // Hooks and steps change the emitted wiring by their presence, not their content.
  for (const path of walk(layout.titlesDir, (n) => n.endsWith('.ts'))) hash.update(relative(layout.root, path)).update('\0');
  return hash.digest('hex');
}

export function readRecord(layout: Layout): BuildRecord | undefined {
  const path = join(layout.outDir, RECORD_FILE);
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as BuildRecord;
  } catch {
    return undefined;
  }
}

export function writeRecord(layout: Layout, record: BuildRecord): void {
  writeAtomic(join(layout.outDir, RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
}

/** True when the outputs on disk are exactly those the record lists. */
export function outputsIntact(layout: Layout, record: BuildRecord): boolean {
  return Object.entries(record.outputs).every(([rel, digest]) => {
    const path = join(layout.root, rel);
    return existsSync(path) && sha256(readFileSync(path)) === digest;
  });
}
