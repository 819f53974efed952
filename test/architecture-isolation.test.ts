/**
 * The main suite runs without per-file isolation (vitest.config.ts: `isolate: false`): the test
 * files a worker runs share one module graph and one process. A file that changes something
 * global must put it back, or a later file in the same worker sees the change. These are the
 * changes a file can make that outlive it, each with what undoes it; a file that makes one
 * must also undo it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './support/shared.js';

function testFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      // The browser suite has its own config, with isolation; generated projects are not tests.
      if (name !== 'browser' && name !== 'generated') out.push(...testFiles(path));
    } else if (name.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

/** A global change, and what must be in the same file to undo it (undefined: never allowed). */
const GLOBAL_CHANGES: readonly { readonly change: string; readonly pattern: RegExp; readonly undo?: RegExp }[] = [
  { change: 'vi.spyOn', pattern: /vi\.spyOn\(/, undo: /vi\.restoreAllMocks\(\)|\.mockRestore\(\)/ },
  { change: 'vi.stubEnv', pattern: /vi\.stubEnv\(/, undo: /vi\.unstubAllEnvs\(\)/ },
  { change: 'vi.stubGlobal', pattern: /vi\.stubGlobal\(/, undo: /vi\.unstubAllGlobals\(\)/ },
  { change: 'vi.useFakeTimers', pattern: /vi\.useFakeTimers\(/, undo: /vi\.useRealTimers\(\)/ },
  // Module mocks are per file only while files are isolated: with a shared graph they leak.
  { change: 'vi.mock / vi.doMock', pattern: /vi\.(do)?[mM]ock\(/ },
  // Use vi.stubEnv (undone by vi.unstubAllEnvs), or pass the environment to a child process.
  { change: 'assigning or deleting process.env', pattern: /process\.env(\.[A-Za-z_]\w*|\[[^\]]+\])\s*=[^=]|delete\s+process\.env/ },
  { change: 'process.chdir', pattern: /process\.chdir\(/ },
];

const files = testFiles(join(REPO_ROOT, 'test'));

describe('test files leave the shared worker as they found it', () => {
  it.each(GLOBAL_CHANGES.map((c) => [c.change, c] as const))('%s', (_change, { pattern, undo }) => {
    const offenders = files
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        return pattern.test(text) && !(undo && undo.test(text));
      })
      .map((file) => relative(REPO_ROOT, file));
    expect(offenders).toEqual([]);
  });

  it('finds the files it checks', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((f) => f.endsWith('architecture-isolation.test.ts'))).toBe(true);
  });
});
