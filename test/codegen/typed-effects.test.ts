/**
 * Effects and queries typed by the title: every GameEffects/GameView method that takes a
 * corporation, company, minor, player, train, hex, tile or certificate takes the title's names,
 * so a literal name the title lacks is a type error at hooks.ts:L:C — in `validate`, in `build`
 * and on the preview's page (its dev-server plugin runs the same build) — while names computed
 * from the state (a player's id, `${corporation}_${index}`) still compile.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../codegen/build.js';
import { formatDiagnostic } from '../../codegen/diagnostics.js';
import { closeTypecheck } from '../../codegen/typecheck.js';
import { trackwright, type BuildStatus } from '../../preview/server/plugin.js';
import { tempProject, type TempProject } from './project.js';

const HOOKS = 'titles/example/hooks.ts';
let project: TempProject;
beforeEach(() => {
  project = tempProject(['example']);
});
afterEach(() => project.remove());

/** hooks.ts with these lines in its setup hook (line 5 is the first of them). */
function hooks(...lines: string[]): void {
  writeFileSync(
    project.path(HOOKS),
    [
      `import { defineHooks } from '../../runtime/sdk.js';`,
      `import type { Types } from '../../generated/titles/example/types.js';`,
      `export default defineHooks<Types>({`,
      `  setup: (game) => {`,
      ...lines.map((line) => `    ${line}`),
      `  },`,
      `});`,
      ``,
    ].join('\n'),
  );
}

async function typeErrors(options: { validateOnly: boolean }): Promise<string[]> {
  const result = await build({ layout: project.layout, ...options }).finally(closeTypecheck);
  return result.diagnostics.filter((d) => d.file.endsWith('hooks.ts')).map((d) => formatDiagnostic(d, project.root).replace(/  \(hint:.*$/, ''));
}

describe('a name the title lacks, written in a hook', () => {
  it('is a type error at its place in validate and build, for each kind of name', async () => {
    hooks(
      `game.pay('bank', 'XYZ', 50);`,
      `game.moveShare('XY_1', 'pool');`,
      `game.percentOf('ZZ', 'AW');`,
      `game.train('9-0');`,
      `game.addAbility('FL', { type: 'blocks_hexes', when: [], hexes: ['Z9'] });`,
      `game.moveHome('AW', 'Q7');`,
      `game.setTrainRusting('2', { rustsOn: '8' });`,
      `game.addOperatorAbility('XX', { type: 'no_buy', when: [] });`,
    );
    const expected = [
      `${HOOKS}:5:22  error  Argument of type '"XYZ"' is not assignable to parameter of type`,
      `${HOOKS}:6:20  error  Argument of type '"XY_1"' is not assignable to parameter of type`,
      `${HOOKS}:7:20  error  Argument of type '"ZZ"' is not assignable to parameter of type`,
      `${HOOKS}:8:16  error  Argument of type '"9-0"' is not assignable to parameter of type`,
      `${HOOKS}:9:69  error  Type '"Z9"' is not assignable to type`,
      `${HOOKS}:10:25  error  Argument of type '"Q7"' is not assignable to parameter of type`,
      `${HOOKS}:11:33  error  Type '"8"' is not assignable to type`,
      `${HOOKS}:12:29  error  Argument of type '"XX"' is not assignable to parameter of type`,
    ];
    for (const validateOnly of [true, false]) {
      const found = await typeErrors({ validateOnly });
      expect(found.map((line) => line.slice(0, line.indexOf('type') + 4)), found.join('\n')).toEqual(expected.map((line) => line.slice(0, line.indexOf('type') + 4)));
      expect(found[0]).toContain(`parameter of type 'CorporationSym | CompanySym | "bank"'`);
    }
  });

  it('names computed from the state compile: a player’s id, a certificate of a corporation', async () => {
    hooks(
      `for (const player of game.state.players) game.pay('bank', player.id, 10);`,
      `for (const { sym, shares } of game.corporations) game.setCertificatePercent(\`\${sym}_\${shares.length - 1}\`, 10);`,
      `game.pay('AW', 'bank', 0);`,
      `game.moveShare('AW_1', 'pool');`,
    );
    expect(await typeErrors({ validateOnly: true })).toEqual([]);
  });

  it('is shown on the preview’s page, from its dev server’s build', async () => {
    hooks(`game.pay('bank', 'XYZ', 50);`);
    const sent: BuildStatus[] = [];
    const plugin = trackwright({ root: project.root, titlesDir: project.path('titles'), outDir: project.path('generated'), fixturesDir: null, log: false });
    (plugin.config as (c: object, env: object) => unknown)({}, { command: 'serve', mode: 'development', isPreview: false });
    const dev = {
      middlewares: { use: () => {} },
      watcher: { add: () => {}, on: () => {} },
      ws: { send: (message: { data: BuildStatus }) => sent.push(message.data) },
      config: { logger: { info: () => {}, warn: () => {} } },
    };
    mkdirSync(project.path('generated'), { recursive: true });
    await (plugin.configureServer as (server: unknown) => Promise<void>)(dev);
    closeTypecheck();
    const last = sent[sent.length - 1];
    expect(last.ok).toBe(false);
    expect(last.diagnostics.map((d) => `${d.file}:${d.line}:${d.col}  ${d.severity}`)).toEqual([`${HOOKS}:5:22  error`]);
  });
});
