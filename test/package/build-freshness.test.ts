// bin/build-freshness.js decides whether the CLI and the benches run dist/ or the sources: a
// source changed after the build makes dist/ stale; a cache or stamp written beside the sources
// (a dotfile, like the CLI's generated/node/.engine/) does not.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { changedSince } from '../../bin/build-freshness.js';

const BUILT = Date.parse('2026-01-01T12:00:00Z');
const BEFORE = new Date(BUILT - 60_000);
const AFTER = new Date(BUILT + 60_000);

const made: string[] = [];
afterAll(() => {
  for (const root of made) rmSync(root, { recursive: true, force: true });
});

/** A checkout whose files have the given modification times (removed after the tests). */
function checkout(files: Record<string, Date>): string {
  const root = mkdtempSync(join(tmpdir(), 'freshness-'));
  made.push(root);
  for (const [path, time] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), '');
    utimesSync(join(root, path), time, time);
  }
  return root;
}

describe('changedSince', () => {
  const cases: { name: string; given: Record<string, Date>; folders: string[]; want: string | undefined }[] = [
    { name: 'nothing changed', given: { 'runtime/a.ts': BEFORE, 'generated/titles/x.ts': BEFORE }, folders: ['runtime', 'generated/titles'], want: undefined },
    { name: 'a source changed', given: { 'runtime/a.ts': BEFORE, 'runtime/deep/b.ts': AFTER }, folders: ['runtime'], want: 'runtime' },
    { name: 'a named file changed', given: { 'generated/index.ts': AFTER }, folders: ['runtime', 'generated/index.ts'], want: 'generated/index.ts' },
    { name: 'a dotfile cache changed', given: { 'generated/titles/x.ts': BEFORE, 'generated/titles/.engine/cli.cjs': AFTER, 'generated/titles/.record.json': AFTER }, folders: ['generated/titles'], want: undefined },
    { name: 'a folder not named', given: { 'runtime/a.ts': BEFORE, 'generated/docs/x.md': AFTER }, folders: ['runtime', 'generated/titles'], want: undefined },
    { name: 'a folder that is not there', given: { 'runtime/a.ts': BEFORE }, folders: ['runtime', 'server'], want: undefined },
  ];
  for (const { name, given, folders, want } of cases) {
    it(name, () => expect(changedSince(checkout(given), folders, BUILT)).toBe(want));
  }
});
