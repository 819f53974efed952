/**
 * What a build reads, and when: a title saved A → B → A while a build runs never leaves the
 * record claiming B's inputs (or A's) for outputs they did not produce, and whatever an editor
 * or a user leaves under titles/ — lock files, broken symlinks, symlink loops, folders named
 * like files, folders without a title.yaml — is skipped or reported, never a crash.
 */
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../codegen/build.js';
import { formatDiagnostic } from '../../codegen/diagnostics.js';
import { runCli, tempProject, type TempProject } from './project.js';

const TITLE = 'titles/example/title.yaml';
const DEFINITION = 'generated/titles/example/definition.ts';

let project: TempProject;
const lines = async (options: { validateOnly?: boolean } = {}) =>
  (await build({ layout: project.layout, typecheck: false, ...options })).diagnostics.map((d) => formatDiagnostic(d, project.root));

beforeEach(() => {
  project = tempProject(['example']);
});
afterEach(() => project.remove());

describe('a title saved while a build runs (A → B → A)', () => {
  it('records the fingerprint of what was compiled, so neither build nor --check calls B current', async () => {
    expect((await build({ layout: project.layout, typecheck: false })).ok).toBe(true);
    const a = project.read(TITLE);
    const b = a.replace('price: 450', 'price: 460');

    // A is being built when B is saved: the build compiles A, as it read it.
    project.edit(TITLE, 'price: 80,', 'price: 85,'); // A' (the build's input)
    const aPrime = project.read(TITLE);
    const raced = await build({ layout: project.layout, typecheck: false, onInputsRead: () => writeFileSync(project.path(TITLE), b) });
    expect(raced.ok).toBe(true);
    expect(project.read(DEFINITION)).toContain('price: 85');
    expect(project.read(DEFINITION)).not.toContain('price: 460');

    // On disk is B: the output is A', so --check must fail (in process and through the CLI's quick path).
    expect((await build({ layout: project.layout, typecheck: false, check: true })).stale).toContain(project.path(DEFINITION));
    expect(runCli(['build', '--check'], project.root).status).toBe(1);

    // A' saved again: now the record is right, and it is answered without compiling.
    writeFileSync(project.path(TITLE), aPrime);
    expect(runCli(['build', '--check'], project.root)).toMatchObject({ status: 0, stdout: 'example: up to date\n' });

    // And B saved for good: the next build compiles B.
    writeFileSync(project.path(TITLE), b);
    const rebuilt = await build({ layout: project.layout, typecheck: false });
    expect(rebuilt.upToDate).toBe(false);
    expect(project.read(DEFINITION)).toContain('price: 460');
  });
});

describe('odd files under titles/', () => {
  it('skips editor lock files (broken symlinks), other dot-files and symlink loops', async () => {
    symlinkSync('user@host.1234:1700000000', project.path('titles/example/.#title.yaml'));
    writeFileSync(project.path('titles/example/.title.yaml.swp'), '\0\0binary');
    symlinkSync('.', project.path('titles/example/loop'));
    symlinkSync('missing-target.yaml', project.path('titles/_tiles/broken.yaml'));
    expect(await lines()).toEqual([]);
    expect(runCli(['build'], project.root).status).toBe(0);
  });

  it('reports a folder named like a title file, in build and validate alike', async () => {
    mkdirSync(project.path('titles/example/entities.yaml.d'));
    rmSync(project.path('titles/example/entities.yaml'));
    mkdirSync(project.path('titles/example/entities.yaml'));
    mkdirSync(project.path('titles/_tiles/blue.yaml'));
    const expected = [
      'titles/_tiles/blue.yaml:1:1  error  _tiles/blue.yaml is a folder, not a file  (hint: remove the folder or rename it without .yaml)',
      'titles/example/entities.yaml:1:1  error  example/entities.yaml is a folder, not a file  (hint: remove the folder or rename it without .yaml)',
    ];
    expect((await lines()).filter((l) => l.includes('folder'))).toEqual(expected);
    expect((await lines({ validateOnly: true })).filter((l) => l.includes('folder'))).toEqual(expected);
    const cli = runCli(['build'], project.root);
    expect(cli.status).toBe(1);
    expect(cli.stderr).not.toMatch(/\n\s+at /);
  });

  it('reports a title folder without title.yaml, and keeps its generated output', async () => {
    expect((await build({ layout: project.layout, typecheck: false })).ok).toBe(true);
    rmSync(project.path(TITLE));
    const result = await build({ layout: project.layout, typecheck: false });
    expect(result.ok).toBe(false);
    expect(result.removed).toEqual([]);
    expect(result.diagnostics.map((d) => formatDiagnostic(d, project.root))).toEqual([
      'titles/example:1:1  error  the folder titles/example/ has no title.yaml  (hint: add title.yaml, or move the folder out of titles/ (its generated output is kept until then))',
    ]);
    expect(project.read(DEFINITION)).toContain('definition');
  });

  it('reports a title folder whose name cannot be a title id', async () => {
    mkdirSync(project.path('titles/bad\nname'));
    writeFileSync(project.path('titles/bad\nname/title.yaml'), project.read(TITLE));
    expect(await lines()).toEqual([
      'titles/bad\nname:1:1  error  the title folder "bad\\nname" is not a valid title id  (hint: name a title folder with letters, digits, `-` and `_`, starting with a letter or digit)',
    ]);
  });
});

describe('file encodings', () => {
  it('names UTF-16 (with or without a byte order mark)', async () => {
    const text = project.read(TITLE);
    writeFileSync(project.path(TITLE), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    expect(await lines()).toEqual([
      `${TITLE}:1:1  error  the file is UTF-16 (little-endian), not UTF-8  (hint: save it as UTF-8 (most editors offer the encoding in their save dialog or status bar))`,
    ]);
    writeFileSync(project.path(TITLE), Buffer.from(text, 'utf16le'));
    expect((await lines())[0]).toContain('UTF-16 (little-endian, without a byte order mark)');
  });

  it('points at the first byte that is not UTF-8', async () => {
    const text = project.read(TITLE).replace('The (fictional) Example Valley', 'The Example Vall\u00e9e');
    writeFileSync(project.path(TITLE), Buffer.from(text, 'latin1'));
    expect(await lines()).toEqual([
      `${TITLE}:19:29  error  the file is not valid UTF-8: byte 0xE9 cannot start or continue a character here  (hint: the file looks like Latin-1 or Windows-1252; save it as UTF-8)`,
    ]);
  });

  it('reads a UTF-8 byte order mark as nothing', async () => {
    writeFileSync(project.path(TITLE), `\ufeff${project.read(TITLE)}`);
    expect(await lines()).toEqual([]);
  });
});

describe('keys the data cannot hold', () => {
  it('refuses __proto__ as a key, at any depth', async () => {
    project.edit(TITLE, 'rules:\n', 'rules:\n  __proto__: { bank_cash: 1 }\n');
    writeFileSync(project.path(TITLE), `__proto__: 1\n${project.read(TITLE)}`);
    const found = (await lines()).filter((l) => l.includes('__proto__'));
    expect(found).toEqual([
      `${TITLE}:1:1  error  '__proto__' cannot be a key  (hint: it names the prototype of a JavaScript object; rename the key)`,
      `${TITLE}:29:3  error  '__proto__' cannot be a key  (hint: it names the prototype of a JavaScript object; rename the key)`,
    ]);
  });

  it('finds duplicate keys that differ only in type (2 and "2")', async () => {
    project.edit(TITLE, 'starting_cash: { 2: 600,', 'starting_cash: { 2: 600, "2": 99999,');
    expect(await lines()).toEqual([
      `${TITLE}:29:28  error  duplicate key '2', first at line 29, column 20  (hint: each key may appear once in a mapping (2 and "2" are the same key); merge the two entries or remove one)`,
    ]);
  });
});

describe('the CLI on a project that is not there', () => {
  it('says so in one line', () => {
    const missing = join(project.root, 'nonexistent');
    const run = runCli(['build', '--root', missing], project.root);
    expect(run).toMatchObject({ status: 2, stderr: `codegen: --root ${missing}: no such folder  (run \`codegen help\` for the usage)\n` });
    rmSync(project.path('schemas'), { recursive: true });
    const noSchemas = runCli(['build'], project.root);
    expect(noSchemas.status).toBe(1);
    expect(noSchemas.stderr).toMatch(/^schemas\/title\.schema\.json:1:1  error  the schema title\.schema\.json is missing/);
    expect(noSchemas.stderr).not.toMatch(/\n\s+at /);
  });
});
