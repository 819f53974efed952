/**
 * `codegen lint`: each warning a designer wants before a playtest, positioned at the place to
 * look, on the example title broken one way at a time; warnings never fail the command or a
 * build. And `codegen new` scaffolds a title that validates, lints clean and builds at once.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../codegen/build.js';
import { formatDiagnostic } from '../../codegen/diagnostics.js';
import { copyProject, runCli, tempProject, type TempProject } from './project.js';

const TITLE = 'titles/example/title.yaml';
const MAP = 'titles/example/map.yaml';
const ENTITIES = 'titles/example/entities.yaml';

let base: TempProject;
const made: TempProject[] = [];
beforeAll(() => {
  base = tempProject(['example']);
  made.push(base);
});
afterAll(() => made.forEach((p) => p.remove()));

async function lint(edits: readonly (readonly [string, string, string])[], files: Readonly<Record<string, string>> = {}): Promise<string[]> {
  const p = copyProject(base);
  made.push(p);
  for (const [file, find, replace] of edits) p.edit(file, find, replace);
  for (const [file, text] of Object.entries(files)) writeFileSync(p.path(file), text);
  const result = await build({ layout: p.layout, validateOnly: true, lint: true });
  expect(result.ok).toBe(true);
  const built = await build({ layout: p.layout });
  expect(built.ok).toBe(true); // warnings never block a build
  return result.diagnostics.map((d) => formatDiagnostic(d, p.root));
}

describe('codegen lint', () => {
  it('has nothing to say about the bundled example', async () => {
    expect(await lint([])).toEqual([]);
  });

  it('finds a tile colour no phase allows', async () => {
    expect(await lint([[TITLE, 'tiles: [yellow, green, brown], operating_rounds: 2 }', 'tiles: [yellow, green], operating_rounds: 2 }']])).toEqual([
      `${MAP}:59:3  warning  tile 63 (brown) can never be laid: no phase allows brown tiles`,
    ]);
  });

  it('finds cities with no upgrade, and tiles nothing upgrades to', async () => {
    expect(await lint([[MAP, '  14: 2           # green: cities\n  15: 2\n', '']])).toEqual([
      `${MAP}:54:3  warning  tile 57 (yellow, with a city) has no green upgrade in the manifest, though phase 3 allows green tiles  (hint: add a green tile it upgrades to under \`tiles:\`)`,
      `${MAP}:57:3  warning  tile 63 (brown) can never be laid: no hex or tile of the title upgrades to it`,
    ]);
  });

  it("says where the title's upgradesTo hook, which lint does not run, may allow what the tiles do not", async () => {
    const hooks = [
      "import { defineHooks } from '../../runtime/sdk.js';",
      "import type { Types } from '../../generated/titles/example/types.js';",
      "export default defineHooks<Types>({ upgradesTo: (upgrade) => (upgrade.from === '57' && upgrade.to === '63' ? true : undefined) });",
      '',
    ].join('\n');
    const caveat = "this title's upgradesTo hook may allow more upgrades than its tiles: lint does not run it, the preview's tiles page does";
    expect(await lint([[MAP, '  14: 2           # green: cities\n  15: 2\n', '']], { 'titles/example/hooks.ts': hooks })).toEqual([
      `${MAP}:54:3  warning  tile 57 (yellow, with a city) has no green upgrade in the manifest, though phase 3 allows green tiles  (hint: add a green tile it upgrades to under \`tiles:\`; ${caveat})`,
      `${MAP}:57:3  warning  tile 63 (brown) can never be laid: no hex or tile of the title upgrades to it  (hint: ${caveat})`,
    ]);
  });

  it('finds trains and phases that can never be reached', async () => {
    expect(
      await lint([
        [TITLE, '    events: [{ type: close_companies }]   # buying the first 5 closes the privates\n', '    events: [{ type: close_companies }]\n  - { name: 6, distance: 6, price: 600, count: 2 }\n'],
        [TITLE, '  - { name: 5, on: 5, train_limit: 2, tiles: [yellow, green, brown], operating_rounds: 2 }', '  - { name: 5, on: 5, train_limit: 2, tiles: [yellow, green, brown], operating_rounds: 2 }\n  - { name: 6, on: 6, train_limit: 2, tiles: [yellow, green, brown], operating_rounds: 2 }'],
      ]),
    ).toEqual([
      `${TITLE}:57:13  warning  train 6 is never sold: the depot sells 5 trains without end before it  (hint: set \`available_on\` to the phase from which it is offered, or move it before 5)`,
      `${TITLE}:68:20  warning  phase 6 is never reached: train 6 is never sold`,
    ]);
  });

  it('finds a private with no ability and no revenue', async () => {
    expect(await lint([[ENTITIES, 'companies:\n', 'companies:\n  - { sym: XX, name: Nothing Co, value: 10, revenue: 0 }\n']])).toEqual([
      `${ENTITIES}:26:5  warning  private XX has no ability and no revenue  (hint: give it a revenue, an ability, or leave it out)`,
    ]);
  });

  it("finds a market whose par prices cannot reach its top", async () => {
    expect(await lint([[TITLE, '[50y, 55, 60p, 65p, 70p, 80, 90,', "[50y, 55, 60p, 65p, 70p, '', 90,"]])).toEqual([
      `${TITLE}:72:60  warning  the market's top price 160 cannot be reached from any par price  (hint: a price moves right on a dividend and up when sold out: check for gaps (empty cells) between the par prices and the top)`,
    ]);
  });

  const FL = '    revenue: 5\n    desc: No special abilities.';
  it.each([
    ['phases out of the trains’ order', [[TITLE, '{ name: 3, on: 3,', '{ name: 3, on: 4,'], [TITLE, '{ name: 4, on: 4,', '{ name: 4, on: 3,']], [
      `${TITLE}:65:20  warning  phase 4 starts on train 3, which the depot sells before train 4 that starts the earlier phase 3: phase 4 starts only if a 3 is bought after phase 3 began  (hint: list the phases in the order the depot sells their trains)`,
    ]],
    ['two phases on one train', [[TITLE, '{ name: 4, on: 4,', '{ name: 4, on: 3,']], [
      `${TITLE}:65:20  warning  phases 3 and 4 both start on train 3: at most one 3 bought can start each, so one of them lasts no time or is never reached  (hint: give each phase its own train, or merge the two)`,
    ]],
    ['a private for more players than the title has', [[ENTITIES, FL, `    revenue: 5\n    min_players: 5\n    desc: No special abilities.`]], [
      `${ENTITIES}:30:18  warning  private FL is never in a game: its min_players 5 is above player_range [2, 4]  (hint: fix the count, or leave the private out)`,
    ]],
    ['a private for fewer players than the title has', [[ENTITIES, FL, `    revenue: 5\n    max_players: 1\n    desc: No special abilities.`]], [
      `${ENTITIES}:30:18  warning  private FL is never in a game: its max_players 1 is below player_range [2, 4]  (hint: fix the count, or leave the private out)`,
    ]],
    ['a private whose player counts exclude each other', [[ENTITIES, FL, `    revenue: 5\n    min_players: 4\n    max_players: 3\n    desc: No special abilities.`]], [
      `${ENTITIES}:30:18  warning  private FL is never in a game: its min_players 4 is above its max_players 3  (hint: fix the count, or leave the private out)`,
    ]],
    ['player counts outside the player range', [[TITLE, '{ 2: 600, 3: 420, 4: 330 }', '{ 2: 600, 3: 420, 4: 330, 6: 200 }'], [TITLE, 'cert_limit: { 2: 14,', 'cert_limit: { 1: 20, 2: 14,']], [
      `${TITLE}:29:44  warning  starting_cash gives a value for 6 players, outside player_range [2, 4]: it is never used  (hint: remove it, or widen player_range)`,
      `${TITLE}:30:17  warning  cert_limit gives a value for 1 players, outside player_range [2, 4]: it is never used  (hint: remove it, or widen player_range)`,
    ]],
    ['an optional rule for a player count outside the range', [[TITLE, '  # optional_rules: flags offered', '  optional_rules: [{ sym: my_rule, short_name: My Rule, desc: What it changes, players: [3, 6] }]\n  # optional_rules: flags offered']], [
      `${TITLE}:23:93  warning  optional rule my_rule is offered for 6 players, outside player_range [2, 4]  (hint: remove the count, or widen player_range)`,
    ]],
    ['a market cell giving a letter twice', [[TITLE, '60p, 65p, 70p, 80', '60pp, 65p, 70p, 80']], [
      `${TITLE}:72:20  warning  market cell '60pp' gives 'p' (par) twice  (hint: give each letter once: a repeated letter is most likely another one mistyped)`,
    ]],
    ['a market cell giving a type twice', [[TITLE, '60p, 65p, 70p, 80', '{ price: 60, types: [par, par] }, 65p, 70p, 80']], [
      `${TITLE}:72:43  warning  market cell type 'par' is given twice  (hint: give each type once)`,
    ]],
  ] as const)('finds %s', async (_what, edits, want) => {
    expect(await lint(edits)).toEqual(want);
  });

  it('prints warnings and exits 0 from the CLI', () => {
    const p = copyProject(base);
    made.push(p);
    p.edit(ENTITIES, 'companies:\n', 'companies:\n  - { sym: XX, name: Nothing Co, value: 10, revenue: 0 }\n');
    const run = runCli(['lint'], p.root);
    expect(run).toMatchObject({ status: 0, stdout: 'example: 1 warning\n' });
    expect(run.stderr).toMatch(/^titles\/example\/entities\.yaml:26:5 {2}warning {2}private XX/);
  });
});

describe('codegen new', () => {
  it('scaffolds a title that validates, lints clean and builds at once, with modelines', () => {
    const p = copyProject(base);
    made.push(p);
    const run = runCli(['new', '18test'], p.root);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    for (const file of ['title.yaml', 'map.yaml', 'entities.yaml']) {
      expect(readFileSync(p.path(`titles/18test/${file}`), 'utf8')).toMatch(/^# yaml-language-server: \$schema=\.\.\/\.\.\/schemas\/title\.schema\.json\n/);
    }
    expect(readFileSync(p.path('titles/18test/hooks.ts'), 'utf8')).toContain('export default defineHooks<Types>({});');
    expect(existsSync(p.path('generated/titles/18test/index.ts'))).toBe(true);
    expect(readFileSync(p.path('generated/index.ts'), 'utf8')).toContain("'18test'");
    expect(runCli(['validate', '18test'], p.root)).toMatchObject({ status: 0, stderr: '' });
    expect(runCli(['lint', '18test'], p.root)).toMatchObject({ status: 0, stdout: '18test: no warnings\n' });
  });

  it('never writes over a title, and refuses a name that cannot be a title id', () => {
    const p = copyProject(base);
    made.push(p);
    const before = p.read(TITLE);
    expect(runCli(['new', 'example'], p.root)).toMatchObject({ status: 1, stderr: 'codegen: titles/example/ already exists; codegen new never writes over a title\n' });
    expect(p.read(TITLE)).toBe(before);
    expect(runCli(['new', '../escape'], p.root).status).toBe(2);
    expect(existsSync(p.path('escape'))).toBe(false);
  });
});
