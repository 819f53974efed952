/**
 * The engine under hostile actions: at random points of every authored title's recordings,
 * variations of the next recorded action (see test/support/hostile-actions.ts) go through the
 * public API. Each is either accepted (it was legal after all) or refused with a GameError that
 * has a namespaced code and is not an internal error, leaving the state, the action list and the
 * event log exactly as they were; the recording then goes on as recorded.
 *
 * Seeded and bounded: TRACKWRIGHT_FUZZ_SEED and TRACKWRIGHT_FUZZ_TRIES (per recording) change
 * the run; a failure message names the seed, the recording and the case.
 */
import { describe, expect, it } from 'vitest';
import { TITLE_IDS, loadTitle } from '../../generated/index.js';
import { BASE_CATALOG } from '../../runtime/actions/catalog.js';
import { GameError, INTERNAL_ERROR_CODE } from '../../runtime/core/errors.js';
import type { Game } from '../../runtime/engine/game.js';
import { newGameFor } from '../../runtime/replay/fixture.js';
import { seededRandom as seeded } from '../../runtime/sim/random.js';
import { hostileVariant } from '../support/hostile-actions.js';
import { fixtureFiles, fixturesDir, readFixture, SHARED_MISSING } from '../support/shared.js';

const SEED = Number(process.env.TRACKWRIGHT_FUZZ_SEED ?? 20261126);
const TRIES = Number(process.env.TRACKWRIGHT_FUZZ_TRIES ?? 250);
const CODE = /^[a-z_]+\/[a-z_]+$/;

/** The first recording of each authored title. */
const files = TITLE_IDS.flatMap((title) => fixtureFiles(title).slice(0, 1));

function describeCase(value: unknown): string {
  const text = JSON.stringify(value, (_k, v: unknown) => (typeof v === 'string' && v.length > 40 ? `${v.slice(0, 40)}…` : v));
  return text === undefined ? String(value) : text.slice(0, 400);
}

describe.skipIf(!fixturesDir())('hostile actions are refused cleanly', () => {
  for (const file of files) {
    it(`${file.title}/${file.name}`, async () => {
      const module = await loadTitle(file.title as (typeof TITLE_IDS)[number]);
      const fixture = readFixture(file);
      const random = seeded(SEED ^ file.name.length);
      const context = { players: fixture.players.map((p) => p.id ?? p.name), actionTypes: [...Object.keys(BASE_CATALOG), ...Object.keys(module.actions)] };
      const every = Math.max(1, Math.floor(fixture.actions.length / (TRIES / 10)));
      let game: Game = newGameFor(module, fixture);
      let tries = 0;
      let refused = 0;
      for (let i = 0; i < fixture.actions.length; i++) {
        if (i % every === every - 1 && tries < TRIES) {
          for (let j = 0; j < 10; j++, tries++) {
            const variant = hostileVariant(fixture.actions[i] as unknown as Record<string, unknown>, context, random);
            const where = `seed ${SEED}, ${file.title}/${file.name} before action ${i + 1}: ${describeCase(variant)}`;
            const before = { hash: game.hash(), actions: game.actions.length, events: game.events.length };
            try {
              game.process(variant);
            } catch (error) {
              refused++;
              expect(error, where).toBeInstanceOf(GameError);
              const { code } = error as GameError;
              expect(code, where).toMatch(CODE);
              expect(code, `${where}: ${(error as Error).message}`).not.toBe(INTERNAL_ERROR_CODE);
              expect({ hash: game.hash(), actions: game.actions.length, events: game.events.length }, where).toEqual(before);
              continue;
            }
            // Legal after all: start again from the recording's state at this point.
            game = newGameFor(module, fixture).processAll(fixture.actions.slice(0, i));
          }
        }
        game.process(fixture.actions[i]);
      }
      expect(tries).toBeGreaterThan(0);
      expect(refused).toBeGreaterThan(tries / 2);
    }, 120_000);
  }
});

describe.skipIf(!!fixturesDir())('hostile actions', () => {
  it.skip(SHARED_MISSING, () => {});
});
