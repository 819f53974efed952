/**
 * `codegen build` writes only what changed and `--check` notices drift: in a throwaway project,
 * a second build writes nothing, and a hand-edited generated file or a title edited without a
 * rebuild makes `build({check: true})` list the stale files and the CLI exit 1.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../codegen/build.js';
import { RECORD_FILE } from '../../codegen/fingerprint.cjs';
import { runCli, tempProject, type TempProject } from './project.js';

const OUTPUTS = [
  'generated/index.ts',
  'generated/titles/example/types.ts',
  'generated/titles/example/definition.ts',
  'generated/titles/example/code.ts',
  'generated/titles/example/index.ts',
  'generated/docs/example.md',
  // The Node form the compiled CLI loads (codegen/emit-node.ts).
  'generated/node/index.js',
  'generated/node/titles/example/code.js',
  'generated/node/titles/example/definition.js',
  'generated/node/titles/example/index.js',
];

let project: TempProject;
const at = (rel: string) => project.path(rel);

beforeEach(async () => {
  project = tempProject(['example']);
  const first = await build({ layout: project.layout });
  expect(first.diagnostics).toEqual([]);
  expect([...first.written].sort()).toEqual(OUTPUTS.map(at).sort());
});

afterEach(() => project.remove());

describe('building twice', () => {
  it('writes nothing the second time: answered from the record of the first', async () => {
    const second = await build({ layout: project.layout });
    expect(second).toMatchObject({ ok: true, upToDate: true, written: [], removed: [] });
  });

  it('writes nothing without the record either: every output is already current', async () => {
    rmSync(join(project.layout.outDir, RECORD_FILE));
    const second = await build({ layout: project.layout });
    expect(second).toMatchObject({ ok: true, upToDate: false, written: [], removed: [] });
    expect([...second.unchanged].sort()).toEqual(OUTPUTS.map(at).sort());
  });

  it('rewrites only the outputs a title edit changes', async () => {
    project.edit('titles/example/title.yaml', 'price: 450', 'price: 460');
    const second = await build({ layout: project.layout });
    expect([...second.written].sort()).toEqual([at('generated/docs/example.md'), at('generated/node/titles/example/definition.js'), at('generated/titles/example/definition.ts')]);
    expect((await build({ layout: project.layout })).upToDate).toBe(true);
  });
});

describe('--check', () => {
  it('passes when nothing changed, in process and from the CLI', async () => {
    expect(await build({ layout: project.layout, check: true })).toMatchObject({ ok: true, stale: [] });
    const run = runCli(['build', '--check'], project.root);
    expect(run).toMatchObject({ status: 0, stdout: 'example: up to date\n', stderr: '' });
  });

  it('passes on a full comparison too (no record of the last build)', () => {
    rmSync(join(project.layout.outDir, RECORD_FILE));
    const run = runCli(['build', '--check', '--root', project.root], project.root);
    expect(run).toMatchObject({ status: 0, stdout: 'example: ok\n', stderr: '' });
  });

  it('reports a hand-edited generated file as stale, writes nothing, and exits 1', async () => {
    const edited = at('generated/titles/example/definition.ts');
    const text = `${project.read('generated/titles/example/definition.ts')}// a local edit\n`;
    writeFileSync(edited, text);
    const result = await build({ layout: project.layout, check: true });
    expect(result).toMatchObject({ ok: false, stale: [edited], written: [] });
    expect(project.read('generated/titles/example/definition.ts')).toBe(text);

    const run = runCli(['build', '--check'], project.root);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('stale: generated/titles/example/definition.ts\n1 generated file is out of date; run codegen build\n');
    expect(project.read('generated/titles/example/definition.ts')).toBe(text);

    // A build repairs it, after which --check passes again.
    expect((await build({ layout: project.layout })).written).toEqual([edited]);
    expect(runCli(['build', '--check'], project.root).status).toBe(0);
  });

  it('reports the outputs of a title edited without a rebuild', () => {
    project.edit('titles/example/title.yaml', 'price: 450', 'price: 460');
    const run = runCli(['build', '--check'], project.root);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      'stale: generated/titles/example/definition.ts\nstale: generated/docs/example.md\nstale: generated/node/titles/example/definition.js\n3 generated files are out of date; run codegen build\n',
    );
  });

  it('reports generated files of a title that does not exist', async () => {
    const stray = at('generated/docs/gone.md');
    writeFileSync(stray, 'old\n');
    expect(await build({ layout: project.layout, check: true })).toMatchObject({ ok: false, stale: [stray] });
    // A build removes it.
    expect((await build({ layout: project.layout })).removed).toEqual([stray]);
    expect((await build({ layout: project.layout, check: true })).ok).toBe(true);
  });
});
