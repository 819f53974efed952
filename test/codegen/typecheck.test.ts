/**
 * The generated modules are typed for real: each bundled title builds without a diagnostic, and
 * its generated module, hooks, steps and rounds type-check (reported under the title's own
 * name); and code that names something a title does not have (a corporation, a train, an
 * optional rule) fails to compile — checked with the TypeScript compiler API over the project's
 * own tsconfig, with small probe modules held in memory. Everything is built into a temporary
 * copy of the titles, never into the repository's generated/.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDiagnostics, tsFiles } from '../support/ts-program.js';
import { build } from '../../codegen/build.js';
import { REPO_ROOT, tempProject, type TempProject } from './project.js';

/** Every bundled title. */
const TITLES = readdirSync(join(REPO_ROOT, 'titles'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && !entry.name.startsWith('.'))
  .map((entry) => entry.name)
  .sort();

/** The imports a probe needs (only those it uses: the project flags unused ones). */
const header = (code: string) =>
  `import type { Types } from '../../generated/titles/1830/types.js';\n` +
  (code.includes('defineHooks') ? `import { defineHooks } from '../../runtime/sdk.js';\n` : '');

/** Probe modules, as if written in titles/1830/, and the TypeScript error codes each must give. */
const PROBES: readonly [what: string, code: string, errors: readonly number[], mentions?: string][] = [
  ['a corporation of the title', `export const c: Types['corporation'] = 'PRR';`, []],
  ['a missing corporation', `export const c: Types['corporation'] = 'XYZ';`, [2322], '"XYZ"'],
  ['a missing hex', `export const h: Types['hex'] = 'Z99';`, [2322], '"Z99"'],
  [
    'a hook using the title names',
    `export default defineHooks<Types>({
  trainCount: (train, { optionalRules }) => (train.name === 'D' && optionalRules.has('optional_6_train') ? 3 : undefined),
});`,
    [],
  ],
  ['a hook comparing with a missing train', `export default defineHooks<Types>({ trainCount: (train) => (train.name === '9' ? 1 : undefined) });`, [2367], "'\"9\"'"],
  [
    'a hook naming a missing optional rule',
    `export default defineHooks<Types>({ rules: (_rules, { optionalRules }) => (optionalRules.has('no_such_rule') ? {} : {}) });`,
    [2345],
    '"no_such_rule"',
  ],
];

let project: TempProject;
let program: ts.Program;
const probePath = (index: number) => join(project.root, 'titles', '1830', `__probe_${index}__.ts`);

/** The title a checked file belongs to (its YAML's code or its generated module), if any. */
function titleOf(file: string): string | undefined {
  for (const folder of [join(project.root, 'titles'), join(project.root, 'generated', 'titles')]) {
    if (file.startsWith(folder + sep)) return file.slice(folder.length + 1).split(sep)[0];
  }
  return undefined;
}

beforeAll(async () => {
  project = tempProject(TITLES);
  // Title files are ES modules; the repository's package.json says so for its own copy.
  writeFileSync(project.path('package.json'), '{ "type": "module" }\n');
  // The build's own type-check of the titles' code is the 'builds without a diagnostic' case below.
  const result = await build({ layout: project.layout, typecheck: false });
  expect(result.diagnostics).toEqual([]);

  const config = ts.readConfigFile(join(REPO_ROOT, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, REPO_ROOT);
  const probes = new Map(PROBES.map(([, code], i) => [probePath(i), `${header(code)}${code}\n`]));
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, ...rest) => {
    const text = probes.get(fileName);
    return text === undefined ? getSourceFile(fileName, language, ...rest) : ts.createSourceFile(fileName, text, language);
  };
  host.fileExists = (fileName) => probes.has(fileName) || ts.sys.fileExists(fileName);
  host.readFile = (fileName) => probes.get(fileName) ?? ts.sys.readFile(fileName);
  const roots = [...tsFiles(project.layout.outDir), ...tsFiles(project.layout.titlesDir), ...probes.keys()];
  program = ts.createProgram({ rootNames: roots, options, host });
}, 180_000);

afterAll(() => project?.remove());

/** The program's diagnostics outside the probes. */
function diagnostics(): ts.Diagnostic[] {
  const probes = new Set(PROBES.map((_, i) => probePath(i)));
  return ts.getPreEmitDiagnostics(program).filter((d) => !d.file || !probes.has(d.file.fileName));
}

const asLines = (list: readonly ts.Diagnostic[]) => formatDiagnostics(list).map((line) => line.replace(relative(REPO_ROOT, project.root) + sep, ''));

describe.each(TITLES)('%s', (title) => {
  it('builds without a diagnostic, its code type-checked by codegen', async () => {
    const result = await build({ layout: project.layout, titles: [title], validateOnly: true });
    expect(result.diagnostics).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('has a generated module, hooks, steps and rounds that type-check (with everything they import)', () => {
    expect(asLines(diagnostics().filter((d) => d.file && titleOf(d.file.fileName) === title))).toEqual([]);
    const checked = new Set(program.getSourceFiles().map((f) => f.fileName));
    const own = [join(project.layout.outDir, 'titles', title, 'index.ts'), ...tsFiles(join(project.layout.titlesDir, title)).filter((f) => !f.includes('__probe_'))];
    expect(own.filter((file) => !checked.has(file)).map((file) => relative(project.root, file))).toEqual([]);
  });
});

describe('the generated registry and the engine the titles use', () => {
  it('type-check', () => {
    expect(asLines(diagnostics().filter((d) => !d.file || titleOf(d.file.fileName) === undefined))).toEqual([]);
    expect(program.getSourceFile(join(project.layout.outDir, 'index.ts'))).toBeDefined();
  });
});

describe("code typed with 1830's generated Types", () => {
  it.each(PROBES.map(([what, , codes, mentions], i) => [what, codes, mentions, i] as const))('%s', (_what, codes, mentions, index) => {
    const file = program.getSourceFile(probePath(index));
    expect(file).toBeDefined();
    const found = [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)];
    expect(found.map((d) => d.code), formatDiagnostics(found).join('\n')).toEqual(codes);
    if (mentions) expect(formatDiagnostics(found).join('\n')).toContain(mentions);
  });
});
