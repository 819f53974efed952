/**
 * Names a title declares itself extend the engine's closed vocabularies: events its hooks handle
 * (read from hooks.ts without running it), statuses in `status_text`. An event without a text is
 * a warning (the build goes on); a name neither the engine nor the title knows is an error.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../codegen/build.js';
import { formatDiagnostic } from '../../codegen/diagnostics.js';
import { hookNames } from '../../codegen/hook-names.js';
import { tempProject, type TempProject } from './project.js';

const TITLE = 'titles/example/title.yaml';
let project: TempProject;
beforeEach(() => {
  project = tempProject(['example']);
});
afterEach(() => project.remove());

const hooks = (events: string) =>
  `import { defineHooks } from '../../runtime/sdk.js';\nimport type { Types } from '../../generated/titles/example/types.js';\n\nexport default defineHooks<Types>({\n  events: ${events},\n});\n`;

async function lines(): Promise<{ ok: boolean; lines: string[] }> {
  const result = await build({ layout: project.layout, validateOnly: true, typecheck: false });
  return { ok: result.ok, lines: result.diagnostics.map((d) => formatDiagnostic(d, project.root)) };
}

describe('events', () => {
  it("accepts an event the title's hooks handle, and warns when it has no text", async () => {
    writeFileSync(project.path('titles/example/hooks.ts'), hooks(`{ flood_valley: (game) => void game, 'close_mines'(game) { void game; } }`));
    project.edit(TITLE, 'events: [{ type: close_companies }]', 'events: [{ type: close_companies }, { type: flood_valley }, { type: close_mines }]');
    project.edit(TITLE, 'market_text:\n', 'events_text:\n  close_mines: { name: Mines Close, desc: The mines close }\nmarket_text:\n');
    expect(await lines()).toEqual({
      ok: true,
      lines: [`${TITLE}:58:49  warning  event 'flood_valley' has no entry in events_text  (hint: add \`events_text: { flood_valley: { name: ..., desc: ... } }\` so players can read what it does)`],
    });
  });

  it('refuses an event neither the engine nor the hooks handle', async () => {
    writeFileSync(project.path('titles/example/hooks.ts'), hooks(`{ flood_valley: () => {} }`));
    project.edit(TITLE, 'events: [{ type: close_companies }]', 'events: [{ type: flood_vally }]');
    expect((await lines()).lines).toEqual([`${TITLE}:56:22  error  'flood_vally' is not an event of the engine or of this title's hooks  (hint: did you mean 'flood_valley'?)`]);
  });

  it('reads the events object through a constant, and gives up (accepting any name) on what it cannot read', () => {
    expect(hookNames('/h.ts', `const events = { a: () => {}, "b-c": () => {} };\nexport default defineHooks({ events });`)).toEqual({ events: new Set(['a', 'b-c']), gameEnd: new Set(), complete: true, defined: new Set(['events']) });
    expect(hookNames('/h.ts', `export default defineHooks<Types>({ events: makeEvents() });`)).toMatchObject({ complete: false });
    expect(hookNames('/h.ts', `export default defineHooks<Types>({ events: { ...shared, x() {} } });`)).toEqual({ events: new Set(['x']), gameEnd: new Set(), complete: false, defined: new Set(['events']) });
    expect(hookNames('/h.ts', `export default defineHooks<Types>({});`)).toEqual({ events: new Set(), gameEnd: new Set(), complete: true, defined: new Set() });
    expect(hookNames('/h.ts', `export default defineHooks<Types>({ upgradesTo: () => undefined, events: {} });`).defined).toEqual(new Set(['upgradesTo', 'events']));
  });
});

describe('phase statuses', () => {
  it('accepts a status the title declares in status_text', async () => {
    project.edit(TITLE, 'status: [can_buy_companies] }\n  - { name: 4', 'status: [can_buy_companies, river_open] }\n  - { name: 4');
    expect((await lines()).lines).toEqual([
      `${TITLE}:64:112  error  'river_open' is not a phase status of the engine or of this title's status_text  (hint: declare a title's own status in \`status_text:\` with its name and description)`,
    ]);
    project.edit(TITLE, 'market_text:\n', 'status_text:\n  river_open: { name: River Open, desc: Ferries run }\nmarket_text:\n');
    expect(await lines()).toEqual({ ok: true, lines: [] });
  });
});

describe('step and round files', () => {
  it('warns about a step file nothing uses, and a round file one letter off an engine round', async () => {
    mkdirSync(project.path('titles/example/steps'));
    writeFileSync(project.path('titles/example/steps/buy_trian.ts'), 'export default class {}\n');
    writeFileSync(project.path('titles/example/steps/track.ts'), 'export default class {}\n');
    mkdirSync(project.path('titles/example/rounds'));
    writeFileSync(project.path('titles/example/rounds/operatng.ts'), 'export {};\n');
    writeFileSync(project.path('titles/example/rounds/merger.ts'), 'export {};\n');
    expect(await lines()).toEqual({
      ok: true,
      lines: [
        "titles/example/rounds/operatng.ts:1:1  warning  round 'operatng' is a new round kind, not the engine's 'operating'  (hint: name the file operating.ts to replace the engine's operating round)",
        "titles/example/steps/buy_trian.ts:1:1  warning  step 'buy_trian' is never used: it replaces no engine step and no round lists it  (hint: did you mean to replace 'buy_train' (name the file buy_train.ts)?)",
      ],
    });
  });
});

describe('entity types', () => {
  it('refuses a train_limit by type that an entity lacks, and a by_type key no entity has', async () => {
    project.edit(TITLE, '  - name: 2\n    train_limit: 3\n', '  - name: 2\n    train_limit: { major: 3 }\n');
    project.edit(TITLE, '    - { lay: true, upgrade: true, cost: 0 }\n', '    - { lay: true, upgrade: true, cost: 0 }\n  by_type:\n    majr: [{ lay: true, upgrade: true }]\n');
    expect((await lines()).lines).toEqual([
      "titles/example/entities.yaml:7:5  error  AW is of type 'corporation' (its kind, having no `type`), which phase 2's train_limit does not list: it could own no train  (hint: add `type:` (major) or 'corporation' to the train_limit)",
      "titles/example/title.yaml:61:20  error  'major' in phase 2's train_limit is not the type of any corporation or minor  (hint: types: corporation)",
      "titles/example/title.yaml:81:5  error  'majr' in tile_lays.by_type is not the type of any corporation or minor  (hint: types: corporation)",
    ]);
    for (const sym of ['AW', 'BV', 'CL']) project.edit('titles/example/entities.yaml', `  - sym: ${sym}\n`, `  - sym: ${sym}\n    type: major\n`);
    expect((await lines()).lines).toEqual([
      "titles/example/title.yaml:81:5  error  'majr' in tile_lays.by_type is not the type of any corporation or minor  (hint: did you mean 'major'?)",
    ]);
  });
});
