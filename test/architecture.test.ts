/**
 * The layout is the architecture: the engine is pure (no I/O, no clocks, no chance outside the
 * seeded generator) and never reaches into the compiler; files stay small enough to read.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stepRegistry } from '../runtime/engine/steps/registry.js';
import { DEFAULT_EVENTS_TEXT, ENGINE_STEP_NAMES } from '../runtime/title/defaults.js';
import { ENGINE_EVENT_TYPES } from '../runtime/title/vocabulary.js';
import { REPO_ROOT } from './support/shared.js';

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sources(path));
    else if (name.endsWith('.ts')) out.push(path);
  }
  return out;
}

const runtime = sources(join(REPO_ROOT, 'runtime'));

describe('runtime/', () => {
  it.each([
    ['imports nothing from codegen/', /from ['"][./]*\/codegen\//],
    ['imports no Node built-ins (it runs in the browser)', /from ['"]node:/],
    ['uses no Math.random (chance comes from the seeded generator)', /Math\.random/],
    ['reads no clock', /Date\.now|new Date\(|performance\.now/],
  ])('%s', (_what, pattern) => {
    const offenders = runtime.filter((file) => pattern.test(readFileSync(file, 'utf8'))).map((f) => relative(REPO_ROOT, f));
    expect(offenders).toEqual([]);
  });

  it('gives every event of the engine a default text', () => {
    expect(ENGINE_EVENT_TYPES.filter((type) => !Object.hasOwn(DEFAULT_EVENTS_TEXT, type))).toEqual([]);
  });

  it('registers every engine step under the name codegen knows', () => {
    expect(Object.keys(stepRegistry).sort()).toEqual([...ENGINE_STEP_NAMES].sort());
  });
});

describe('source files', () => {
  it('stay under ~450 lines', () => {
    const all = ['runtime', 'server', 'codegen', 'preview', 'titles', 'bench'].flatMap((d) => {
      try {
        return sources(join(REPO_ROOT, d));
      } catch {
        return [];
      }
    });
    const long = all
      .map((file) => [relative(REPO_ROOT, file), readFileSync(file, 'utf8').split('\n').length] as const)
      .filter(([, lines]) => lines > 450);
    expect(long).toEqual([]);
  });
});
