/**
 * `codegen validate` and `build` type-check a title's hooks, steps and rounds against the types
 * the same build generates, and report problems as `file:line:col  error  message` — before
 * anything is written, so a hook naming something the YAML no longer has never reaches generated/.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../codegen/build.js';
import { formatDiagnostic } from '../../codegen/diagnostics.js';
import { copyProject, runCli, tempProject, type TempProject } from './project.js';

const HOOKS = 'titles/1830/hooks.ts';
let base: TempProject;
const made: TempProject[] = [];

beforeAll(() => {
  base = tempProject(['1830']);
  made.push(base);
});
afterAll(() => made.forEach((p) => p.remove()));

function project(): TempProject {
  const p = copyProject(base);
  made.push(p);
  return p;
}

const lines = async (p: TempProject, validateOnly = false) => {
  const result = await build({ layout: p.layout, validateOnly });
  return { result, lines: result.diagnostics.map((d) => formatDiagnostic(d, p.root)) };
};

describe('type-checking with the YAML', () => {
  it('accepts 1830 as it is, in validate and build', async () => {
    const p = project();
    expect((await lines(p, true)).lines).toEqual([]);
    const built = await lines(p);
    expect(built.lines).toEqual([]);
    expect(existsSync(p.path('generated/titles/1830/index.ts'))).toBe(true);
  });

  it('reports a hook naming a train the YAML lacks, and writes nothing', async () => {
    const p = project();
    p.edit(HOOKS, "train.name === '6'", "train.name === '9'");
    for (const validateOnly of [true, false]) {
      const { result, lines: found } = await lines(p, validateOnly);
      expect(found).toEqual([`${HOOKS}:13:5  error  This comparison appears to be unintentional because the types '"2" | "3" | "4" | "5" | "6" | "D"' and '"9"' have no overlap.`]);
      expect(result.written).toEqual([]);
    }
    expect(existsSync(p.path('generated'))).toBe(false);
  });

  it('reports a hook that stops type-checking when the YAML renames what it names', async () => {
    const p = project();
    p.edit('titles/1830/title.yaml', '  - sym: optional_6_train', '  - sym: optional_six_train');
    const { lines: found } = await lines(p, true);
    expect(found).toEqual([`titles/1830/hooks.ts:13:45  error  Argument of type '"optional_6_train"' is not assignable to parameter of type 'OptionalRuleSym'.`]);
  });

  it('reports a step with a type error, and a round file too', async () => {
    const p = project();
    p.edit('titles/1830/steps/buy_sell_par_shares.ts', 'if (this.game.state.turn === 1) return [];', "if (this.game.state.turn === 'first') return [];");
    mkdirSync(p.path('titles/1830/rounds'));
    writeFileSync(p.path('titles/1830/rounds/merger.ts'), 'export const mergerRound: number = "no";\n');
    const { lines: found } = await lines(p, true);
    expect(found).toEqual([
      // The generated module imports a round file's default export: its absence is the file's error.
      "titles/1830/rounds/merger.ts:1:1  error  this file has no default export  (hint: the generated module imports this file's default export as the title's round class: `export default` it)",
      `titles/1830/rounds/merger.ts:1:14  error  Type 'string' is not assignable to type 'number'.`,
      expect.stringMatching(/^titles\/1830\/steps\/buy_sell_par_shares\.ts:9:9 {2}error {2}This comparison appears to be unintentional because the types 'number' and 'string' have no overlap\./),
    ]);
  });

  it('prints them from the CLI like the YAML errors', () => {
    const p = project();
    p.edit(HOOKS, "optionalRules.has('multiple_brown_from_ipo')", "optionalRules.has('multiple_brown_from_ipoo')");
    const run = runCli(['validate'], p.root);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^titles\/1830\/hooks\.ts:11:23 {2}error {2}Argument of type '"multiple_brown_from_ipoo"' is not assignable/);
    expect(run.stderr).toMatch(/\n1 error in 1830; nothing was written\n$/);
  });

  it("checks the title's other TypeScript files too, and never answers from a stale cache", async () => {
    const p = project();
    writeFileSync(p.path('titles/1830/helpers.ts'), "export const six: number = 'six';\n");
    expect((await lines(p, true)).lines).toEqual([`titles/1830/helpers.ts:1:14  error  Type 'string' is not assignable to type 'number'.`]);
    writeFileSync(p.path('titles/1830/helpers.ts'), 'export const six: number = 6;\n');
    expect((await lines(p, true)).lines).toEqual([]);
    writeFileSync(p.path('titles/1830/helpers.ts'), "export const six: number = 'six';\n");
    expect((await lines(p, true)).lines).toHaveLength(1);
  });
});
