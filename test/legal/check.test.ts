/**
 * The legal-action check itself: `codegen replay --legal` reports it (in JSON too), and it
 * finds a move the legal actions leave out — here, a title whose auction step describes no
 * bids, and one whose step describes none of its types.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayMain } from '../../playtest/replay.js';
import { loadTitle } from '../../generated/index.js';
import { WaterfallAuctionStep } from '../../runtime/engine/steps/waterfall-auction.js';
import { Step } from '../../runtime/engine/step.js';
import { checkRecording } from '../../runtime/legal/check.js';
import type { LegalAction } from '../../runtime/legal/types.js';
import type { TitleModule } from '../../runtime/module.js';
import { newGameFor } from '../../runtime/replay/fixture.js';
import { fixtureFiles, fixturesDir, readFixture, SHARED_MISSING } from '../support/shared.js';

const file = fixtureFiles('1830').find((f) => f.name === '26855');

async function replayJson(args: string[]): Promise<{ code: number; out: Record<string, unknown> }> {
  const writes: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (writes.push(String(chunk)), true));
  const code = await replayMain(args);
  vi.restoreAllMocks();
  return { code, out: JSON.parse(writes.join('')) as Record<string, unknown> };
}

/** 1830 with its auction step's bids left undescribed (only the pass). */
async function withoutBids(): Promise<TitleModule> {
  const module = (await loadTitle('1830')) as TitleModule;
  class NoBids extends WaterfallAuctionStep {
    override legalActions(entity: string): readonly LegalAction[] {
      return super.legalActions(entity).filter((legal) => legal.type !== 'bid');
    }
  }
  return { ...module, steps: { ...module.steps, waterfall_auction: NoBids } };
}

describe.skipIf(!fixturesDir())('checking a recording against the legal actions', () => {
  afterEach(() => vi.restoreAllMocks());

  it('codegen replay --legal --json reports the moves checked and the runs compared, and exits 0 when none is missing', async () => {
    const { code, out } = await replayJson([file!.path, '--legal', '--json']);
    expect(code).toBe(0);
    expect(out).toMatchObject({ title: '1830', matchesRecorded: true, legal: { missing: 0, routes: { worse: 0 } } });
    const legal = out.legal as { checked: number; routes: { checked: number; better: number; equal: number } };
    expect(legal.checked).toBeGreaterThan(400);
    expect(legal.routes.better + legal.routes.equal).toBe(legal.routes.checked);
    expect(legal.routes.checked).toBeGreaterThan(0);
    expect(out).not.toHaveProperty('legal.firstMissing');
  });

  it('finds a recorded bid the legal actions leave out, with what was offered instead', async () => {
    const fixture = readFixture(file!);
    const report = checkRecording(newGameFor(await withoutBids(), fixture), fixture.actions);
    const bids = fixture.actions.filter((a) => a.type === 'bid').length;
    expect(report.missing).toBe(bids);
    expect(report.missed[0].action).toMatchObject({ type: 'bid', id: 1 });
    expect(report.missed[0].offered.map((l) => l.type)).toContain('pass');
  });

  it('reports a type a step accepts but does not describe as not described', async () => {
    const module = (await loadTitle('1830')) as TitleModule;
    class Undescribed extends WaterfallAuctionStep {
      override legalActions(entity: string): readonly LegalAction[] {
        return Step.prototype.legalActions.call(this, entity);
      }
    }
    const fixture = readFixture(file!);
    const game = newGameFor({ ...module, steps: { ...module.steps, waterfall_auction: Undescribed } }, fixture);
    const bid = game.legalActions().find((legal) => legal.type === 'bid');
    expect(bid).toMatchObject({ type: 'bid', listed: [], described: false });
  });
});

describe.skipIf(!!fixturesDir())('checking a recording against the legal actions', () => {
  it.skip(SHARED_MISSING, () => {});
});
