/**
 * The generated modules are typed for real: 1830 builds without a diagnostic, its generated
 * module, hooks and steps type-check, and code that names something the title does not have
 * (a corporation, a train, an optional rule) fails to compile — checked with the TypeScript
 * compiler API over the project's own tsconfig, with small probe modules held in memory.
 */
import { join, relative } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDiagnostics, tsFiles } from '../support/ts-program.js';
import { build, projectLayout } from '../../codegen/build.js';
import { REPO_ROOT } from './project.js';

const layout = projectLayout(REPO_ROOT);

/** The imports a probe needs (only those it uses: the project flags unused ones). */
const header = (code: string) =>
  `import type { Types } from '../../generated/titles/1830/types.js';\n` +
  (code.includes('defineHooks') ? `import { defineHooks } from '../../runtime/title/hooks.js';\n` : '');

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

const probePath = (index: number) => join(REPO_ROOT, 'titles', '1830', `__probe_${index}__.ts`);

let program: ts.Program;

beforeAll(async () => {
  // In place: the result is the same generated/ that `npm run build` writes.
  const result = await build({ layout });
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
  const roots = [...tsFiles(layout.outDir), ...tsFiles(layout.titlesDir), ...probes.keys()];
  program = ts.createProgram({ rootNames: roots, options, host });
}, 120_000);

describe('1830', () => {
  it('compiles without a diagnostic', async () => {
    const result = await build({ layout, titles: ['1830'], validateOnly: true });
    expect(result.diagnostics).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('has generated modules, hooks and steps that type-check (with everything they import)', () => {
    const probes = new Set(PROBES.map((_, i) => probePath(i)));
    const errors = ts.getPreEmitDiagnostics(program).filter((d) => !d.file || !probes.has(d.file.fileName));
    expect(formatDiagnostics(errors)).toEqual([]);
    const checked = program.getSourceFiles().map((f) => relative(REPO_ROOT, f.fileName));
    expect(checked).toEqual(expect.arrayContaining(['generated/titles/1830/index.ts', 'generated/index.ts', 'titles/1830/hooks.ts', 'titles/1830/steps/buy_sell_par_shares.ts']));
  });
});

describe('code typed with the generated Types', () => {
  it.each(PROBES.map(([what, , codes, mentions], i) => [what, codes, mentions, i] as const))('%s', (_what, codes, mentions, index) => {
    const file = program.getSourceFile(probePath(index));
    expect(file).toBeDefined();
    const diagnostics = [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)];
    expect(diagnostics.map((d) => d.code), formatDiagnostics(diagnostics).join('\n')).toEqual(codes);
    if (mentions) expect(formatDiagnostics(diagnostics).join('\n')).toContain(mentions);
  });
});
