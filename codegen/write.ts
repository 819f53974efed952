/**
 * Writing generated files: atomic (a temporary file renamed over the target, so a reader never
 * sees half a module), skipped when the content is already there (so watchers and bundlers are
 * not woken for nothing), and compared instead of written for `--check`.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { OutputFile } from './emit-module.js';

export interface WriteReport {
  readonly written: string[];
  readonly unchanged: string[];
}

function current(path: string): string | undefined {
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

export function writeAtomic(path: string, content: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, content);
  renameSync(temp, path);
}

export function writeOutputs(files: readonly OutputFile[]): WriteReport {
  const report: WriteReport = { written: [], unchanged: [] };
  for (const file of files) {
    if (current(file.path) === file.content) {
      report.unchanged.push(file.path);
    } else {
      writeAtomic(file.path, file.content);
      report.written.push(file.path);
    }
  }
  return report;
}

/** Files whose content on disk differs from what the titles produce (missing ones included). */
export function staleOutputs(files: readonly OutputFile[]): string[] {
  return files.filter((file) => current(file.path) !== file.content).map((file) => file.path);
}
