/**
 * A probe title's code is typed with its literal names: its hooks, steps, round kinds and
 * action types compile against its generated `Types`, and a hook that names a corporation, hex
 * or train the title lacks does not. Checked with the TypeScript compiler API over the project's
 * tsconfig, with small probe modules held in memory as if written in test/titles/probe_track/.
 */
import { join, relative } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDiagnostics, tsFiles } from '../support/ts-program.js';
import { PROBES_LAYOUT } from '../support/probes.js';
import { REPO_ROOT } from '../support/shared.js';

const HEADER =
  `import { defineHooks } from '../../../runtime/sdk.js';\n` + `import type { Types } from '../../generated/titles/probe_track/types.js';\n`;

/** Modules as if in test/titles/probe_track/, and the TypeScript error codes each must give. */
const MODULES: readonly [what: string, code: string, errors: readonly number[], mentions?: string][] = [
  ['a hook using the title’s names', `export default defineHooks<Types>({ trainLimit: (operator) => (operator === 'AA' ? 1 : undefined) });`, []],
  ['a hook comparing with a corporation the title lacks', `export default defineHooks<Types>({ trainLimit: (operator) => (operator === 'ZZ' ? 1 : undefined) });`, [2367], '"ZZ"'],
  ['an effect naming a corporation the title lacks', `export default defineHooks<Types>({ setup: (game) => game.closeOperator('ZZ') });`, [2345], '"ZZ"'],
  ['a lookup of a corporation the title lacks', `export default defineHooks<Types>({ floats: (_c, game) => game.corporation('ZZ').floated });`, [2345], '"ZZ"'],
  ['a hex the title lacks', `export default defineHooks<Types>({ upgradesTo: ({ hex }) => (hex === 'Z9' ? false : undefined) });`, [2367], '"Z9"'],
  ['a train the title lacks', `export default defineHooks<Types>({ routeRevenue: (route) => (route.train.name === '8' ? 0 : route.revenue) });`, [2367], '"8"'],
  ['a phase the title lacks', `export default defineHooks<Types>({ mustBuyTrain: (_o, game) => game.phaseReached('9') });`, [2345], '"9"'],
];

const modulePath = (index: number) => join(PROBES_LAYOUT.titlesDir, 'probe_track', `__typecheck_${index}__.ts`);

let program: ts.Program;
const inMemory = new Map(MODULES.map(([, code], i) => [modulePath(i), `${HEADER}${code}\n`]));

beforeAll(() => {
  const config = ts.readConfigFile(join(REPO_ROOT, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, REPO_ROOT);
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, ...rest) => {
    const text = inMemory.get(fileName);
    return text === undefined ? getSourceFile(fileName, language, ...rest) : ts.createSourceFile(fileName, text, language);
  };
  host.fileExists = (fileName) => inMemory.has(fileName) || ts.sys.fileExists(fileName);
  host.readFile = (fileName) => inMemory.get(fileName) ?? ts.sys.readFile(fileName);
  const roots = [...tsFiles(join(PROBES_LAYOUT.outDir, 'titles')), ...tsFiles(PROBES_LAYOUT.titlesDir), ...inMemory.keys()];
  program = ts.createProgram({ rootNames: roots, options, host });
}, 60_000);

describe('probe title code', () => {
  it('type-checks: hooks, steps, round kinds and action types, with the generated modules', () => {
    // Only the probes' own files are checked here (the engine is `npm run typecheck`'s to check).
    const own = program.getSourceFiles().filter((f) => !inMemory.has(f.fileName) && (f.fileName.startsWith(PROBES_LAYOUT.titlesDir) || f.fileName.startsWith(PROBES_LAYOUT.outDir)));
    const errors = [...program.getGlobalDiagnostics(), ...program.getOptionsDiagnostics(), ...own.flatMap((f) => [...program.getSyntacticDiagnostics(f), ...program.getSemanticDiagnostics(f)])];
    expect(formatDiagnostics(errors)).toEqual([]);
    expect(own.length).toBeGreaterThan(20);
    const checked = program.getSourceFiles().map((f) => relative(REPO_ROOT, f.fileName));
    expect(checked).toEqual(expect.arrayContaining(['test/generated/titles/probe_flow/index.ts', 'test/titles/probe_flow/steps/draft_pick.ts', 'test/titles/probe_flow/rounds/payday.ts']));
  });

  it.each(MODULES.map(([what, , codes, mentions], i) => [what, codes, mentions, i] as const))('%s', (_what, codes, mentions, index) => {
    const file = program.getSourceFile(modulePath(index));
    expect(file).toBeDefined();
    const diagnostics = [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)];
    expect(diagnostics.map((d) => d.code), formatDiagnostics(diagnostics).join('\n')).toEqual(codes);
    if (mentions) expect(formatDiagnostics(diagnostics).join('\n')).toContain(mentions);
  });
});
