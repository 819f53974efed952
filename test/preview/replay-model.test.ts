/**
 * What the replay reads from a game: the hexes privates block, as the engine judges them — 1830's
 * blocks hold while players own the privates and end when a corporation buys one or the privates
 * close (phase 5).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadTitle } from '../../generated/index.js';
import { parseFixture, Timeline } from '../../runtime/index.js';
import { blockedNow } from '../../preview/src/replay/model.js';
import { fixtureFiles, SHARED_MISSING } from '../support/shared.js';

const game1830 = fixtureFiles('1830').find((f) => f.name === '26855');
if (!game1830) console.warn(`[replay-model] skipping: ${SHARED_MISSING}`);

describe.skipIf(!game1830)('replay model', () => {
  it('1830 26855: blocks start with the title, end when a corporation owns the private, and vanish with the privates', async () => {
    const module = await loadTitle('1830');
    const timeline = new Timeline(module, parseFixture(readFileSync(game1830!.path, 'utf8'), game1830!.path));
    timeline.prepare();
    expect([...blockedNow(timeline.goto(0)).keys()].sort()).toEqual(['B20', 'D18', 'F16', 'G15', 'H18', 'I13', 'I15']);
    let sawPartial = false;
    for (let p = 0; p <= timeline.length; p++) {
      const game = timeline.goto(p);
      const blocked = blockedNow(game);
      for (const [hex, companies] of blocked) {
        for (const sym of companies) {
          const owner = game.company(sym).owner;
          expect(owner === null || game.kindOf(owner) === 'player', `${sym} blocks ${hex} at ${p} while owned by ${owner}`).toBe(true);
        }
      }
      if (blocked.size > 0 && blocked.size < 7) sawPartial = true;
    }
    expect(sawPartial).toBe(true);
    expect(blockedNow(timeline.goto(timeline.length)).size).toBe(0);
  });
});
