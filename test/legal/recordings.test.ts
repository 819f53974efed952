/**
 * Legal actions against every recorded game of an authored title: at every point, the move the
 * players made is among the legal actions of its entity; every run they made is accepted and
 * the optimiser's best run (what `run_routes` offers) earns at least as much; and at 50 points
 * of each game, every choice listed for anyone (a range's ends and a value between) is accepted
 * by `process()` on a copy of the game.
 */
import { describe, expect, it } from 'vitest';
import { loadTitle, titleIdFor } from '../../generated/index.js';
import { checkRecording } from '../../runtime/legal/check.js';
import { legalActions } from '../../runtime/legal/collect.js';
import { isListed } from '../../runtime/legal/types.js';
import { newGameFor } from '../../runtime/replay/fixture.js';
import { seededRandom } from '../../runtime/sim/random.js';
import { scratchGame, tryChoices, type Refusal } from '../support/legal-sampling.js';
import { fixtureFiles, fixturesDir, readFixture, SHARED_MISSING } from '../support/shared.js';

/** A whole recording checked at every move: 1861's longest takes about a minute on a loaded machine. */
const RECORDING_TIMEOUT = 240_000;

const POINTS = 50;
/**
 * Recorded moves no rule of the recording's own settings offers, each with why: the reference
 * replays them as recorded (and so do we), but they are not among the legal actions.
 */
const RECORDED_OTHERWISE: Readonly<Record<string, readonly { type: string; entity: string; created_at: number; why: string }[]>> = {
  // Played with the alternate destinations (the fixture notes say so) while its settings name no
  // optional rule: WGB reaches H5, its alternate destination, not F9 (the reference, loading it
  // whole, finds F9 unconnected too and takes the recorded auto action as it is).
  '1856/hotseat001': [{ type: 'destination_connection', entity: 'WGB', created_at: 1614998470, why: 'alternate destinations not in its settings' }],
};
/** The compiled title a recording is of: by id, `meta.title` or alias. */
const compiled = (title: string) => titleIdFor(title);

describe.skipIf(!fixturesDir())('legal actions on recorded games', () => {
  for (const file of fixtureFiles()) {
    const id = compiled(file.recordedTitle);
    it.skipIf(!id)(`${file.title}/${file.name}${id ? '' : ' (title not authored yet)'}`, async () => {
      const fixture = readFixture(file);
      const game = newGameFor(await loadTitle(id!), fixture);
      const scratch = scratchGame(game);
      const random = seededRandom(12);
      const every = Math.max(1, Math.floor(fixture.actions.length / POINTS));
      let tried = 0;
      let undescribed = 0;
      const refused: Refusal[] = [];
      const report = checkRecording(game, fixture.actions, {
        before: (at, _action, index) => {
          if (index % every !== 0) return;
          const legals = legalActions(at);
          undescribed += legals.filter((l) => isListed(l) && !l.described).length;
          const outcome = tryChoices(at, scratch, legals, random);
          tried += outcome.tried;
          refused.push(...outcome.refused);
        },
      });
      const known = RECORDED_OTHERWISE[`${file.title}/${file.name}`] ?? [];
      const isKnown = (action: Record<string, unknown>) => known.some((k) => k.type === action.type && k.entity === action.entity && k.created_at === action.created_at);
      const first = report.missed.find((m) => !isKnown(m.action as unknown as Record<string, unknown>));
      expect(first && { missing: first.action, offered: first.offered.map((l) => l.type) }, 'a recorded move not among the legal actions').toBeUndefined();
      expect(report.missing).toBe(known.length);
      expect(report.worseRuns, 'runs where the optimiser earns less than the players').toEqual([]);
      expect(undescribed, 'legal actions of a type no step describes').toBe(0);
      expect(JSON.stringify(refused.slice(0, 3), null, 1).slice(0, 3000), 'listed choices process() refuses').toEqual('[]');
      expect(tried).toBeGreaterThan(0);
      const { routes } = report;
      console.info(
        `${file.title}/${file.name}: ${report.checked} moves checked, ${report.missing} missing (${report.skipped} chat/program/undo not moves); ` +
          `runs ${routes.checked}: optimiser better ${routes.better}, equal ${routes.equal}, worse ${routes.worse}, unproven ${routes.unproven}; ${tried} listed choices processed`,
      );
    }, RECORDING_TIMEOUT);
  }
});

describe.skipIf(!!fixturesDir())('legal actions on recorded games', () => {
  it.skip(SHARED_MISSING, () => {});
});
