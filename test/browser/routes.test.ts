/**
 * The route optimiser gives the same answers in Chromium as in Node: the same routes (hex
 * chains, stops) and totals on synthetic dense 1830 maps, for several trains per corporation.
 * The optimiser and the title are bundled with Vite and run in a blank page.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { build, type Rollup } from 'vite';
import { definition } from '../../generated/titles/1830/definition.js';
import type { OperatorTrain } from '../../runtime/map/optimise/types.js';
import { denseMap } from '../support/dense-maps.js';
import { answer, type OptimiseQuestion } from './entries/optimise.js';
import { chromiumMissing, launch } from './harness.js';

const missing = chromiumMissing();
const TRAIN_SETS = [['4', '4'], ['5', '6'], ['D', 'D', 'D']];

function questions(): OptimiseQuestion[] {
  const distance = (name: string) => definition.trains.find((t) => t.name === name)!.distance;
  const out: OptimiseQuestion[] = [];
  for (const [seed, lays, unlimited] of [[1, 2000, false], [2, 300, true], [3, 600, true]] as const) {
    const ctx = denseMap(definition, seed, lays, 4, unlimited);
    for (const corporation of definition.corporations) {
      for (const names of TRAIN_SETS) {
        const trains = names.map((name, i): OperatorTrain => ({ id: `${name}-${i}`, name, distance: distance(name) }));
        out.push({ map: ctx.map, tiles: ['yellow', 'green', 'brown', 'gray'], operator: { symbol: corporation.sym, trains } });
      }
    }
  }
  return out;
}

describe.skipIf(missing)('the route optimiser in Chromium', () => {
  let browser: Browser;
  let bundle: string;

  beforeAll(async () => {
    const entry = fileURLToPath(new URL('./entries/optimise.ts', import.meta.url));
    const [output] = (await build({
      configFile: false,
      logLevel: 'warn',
      build: { write: false, minify: false, lib: { entry, formats: ['iife'], name: 'optimiseEntry', fileName: 'optimise' } },
    })) as Rollup.RollupOutput[];
    bundle = output.output[0].code;
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('answers as Node does', async () => {
    const asked = questions();
    const node = asked.map(answer);
    const page = await browser.newPage();
    await page.addScriptTag({ content: bundle });
    const chromium = await page.evaluate(
      (all) => all.map((q) => (globalThis as unknown as { optimiseAnswer: typeof answer }).optimiseAnswer(q)),
      JSON.parse(JSON.stringify(asked)) as OptimiseQuestion[],
    );
    expect(node.filter((a) => a.total > 0).length).toBeGreaterThan(asked.length / 2);
    expect(chromium).toEqual(JSON.parse(JSON.stringify(node)));
  });
});
