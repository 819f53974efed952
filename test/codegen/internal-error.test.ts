/**
 * A crash inside codegen is reported as an internal error — one line naming the title and its
 * file, a request to report it, exit code 3 — never as a stack trace, and nothing is written.
 *
 * The crash is a real one, through the title's own input: TypeScript's parser (which codegen
 * runs on `hooks.ts` to read the events and game-end reasons it defines, codegen/hook-names.ts)
 * recurses once per nested parenthesis and overflows the stack on a few thousand of them. If
 * codegen ever refuses such a file with a positioned error instead, this test needs another real
 * crash; it must not get a switch in production code that fakes one.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, tempProject, type TempProject } from './project.js';

const DEPTH = 5000;
const HOOKS = `import { defineHooks } from '../../runtime/sdk.js';\n\nexport const deep = ${'('.repeat(DEPTH)}0${')'.repeat(DEPTH)};\n\nexport default defineHooks({});\n`;

const REPORT = `(hint: this is a bug in codegen, not in your title: please report it with the file that triggers it (set CODEGEN_DEBUG=1 for the stack trace))`;
const CRASH = `titles/example/title.yaml:1:1  error  internal error while compiling title 'example': RangeError: Maximum call stack size exceeded (the input nests or chains too deep)  ${REPORT}`;

let project: TempProject;
beforeAll(() => {
  project = tempProject(['example']);
  writeFileSync(project.path('titles/example/hooks.ts'), HOOKS);
});
afterAll(() => project.remove());

describe('an internal error', () => {
  it.each([
    [['validate'], [CRASH, '1 error in example; nothing was written']],
    [['build'], [CRASH, '1 error in example; nothing was written']],
    [['lint'], [CRASH, '1 error in example: fix them before linting']],
  ])('codegen %j: exit 3, the title and file named, no stack trace', (args, want) => {
    const run = runCli(args, project.root);
    expect(run.stderr.trimEnd().split('\n')).toEqual(want);
    expect(run.stderr).not.toMatch(/\n\s+at |node:internal/);
    expect(run.stdout).toBe('');
    expect(run.status).toBe(3);
    expect(existsSync(project.path('generated'))).toBe(false);
  });
});
