/**
 * The example title's generated module and reference page, byte for byte. The golden copies live
 * in test/codegen/golden/ with a `.golden` suffix (so they are neither type-checked nor imported);
 * after an intended change to the emitters, regenerate them with
 *
 *   UPDATE_GOLDEN=1 npx vitest run test/codegen/golden.test.ts
 *
 * and review the diff.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../codegen/build.js';
import { tempProject, type TempProject } from './project.js';

const GOLDEN_DIR = join(import.meta.dirname, 'golden');
const OUTPUTS = ['titles/example/types.ts', 'titles/example/definition.ts', 'titles/example/code.ts', 'titles/example/index.ts', 'docs/example.md'];
const update = process.env.UPDATE_GOLDEN === '1';

let project: TempProject;

beforeAll(async () => {
  // A project of its own: the generated files are the same as in the repository's generated/
  // (their imports are relative), without racing other tests over that folder.
  project = tempProject(['example']);
  const result = await build({ layout: project.layout });
  expect(result.diagnostics).toEqual([]);
});

afterAll(() => project?.remove());

describe('the example title', () => {
  it.each(OUTPUTS)('generates %s exactly as the golden copy', (output) => {
    const actual = readFileSync(join(project.layout.outDir, output), 'utf8');
    const golden = join(GOLDEN_DIR, `${output}.golden`);
    if (update) {
      mkdirSync(dirname(golden), { recursive: true });
      writeFileSync(golden, actual);
    }
    expect(existsSync(golden), `${golden} is missing; run with UPDATE_GOLDEN=1`).toBe(true);
    // Whole strings with Object.is: any difference, whitespace included, fails (and is shown).
    expect(actual).toBe(readFileSync(golden, 'utf8'));
  });
});
