/**
 * Every action a recording holds — the undone ones too, which the reference accepted when they
 * were played — is processed one by one as a live game (a server) would, undo and redo
 * included; the game ends exactly where loading only the actions in effect ends, with the same
 * events as processing them one call at a time.
 */
import { describe, expect, it } from 'vitest';
import { loadTitle, titleIdFor } from '../../generated/index.js';
import type { GameError } from '../../runtime/core/errors.js';
import { newGameFor } from '../../runtime/replay/fixture.js';
import { fixtureFiles, fixturesDir, readFixture, SHARED_MISSING } from '../support/shared.js';
import { REFUSED_BY_REFERENCE } from '../support/refused-by-reference.js';

const files = fixtureFiles();

/** The compiled title a recording is of: by id, `meta.title` or alias. */
const compiled = (title: string) => titleIdFor(title);

describe.skipIf(!fixturesDir())('recorded games played action by action', () => {
  for (const file of files) {
    const id = compiled(file.recordedTitle);
    it.skipIf(!id)(`${file.title}/${file.name}`, async () => {
      const module = await loadTitle(id!);
      const fixture = readFixture(file);
      const refused = REFUSED_BY_REFERENCE[`${file.title}/${file.name}`];
      if (refused) {
        const error = (() => {
          try {
            newGameFor(module, fixture).processAll(fixture.actions);
          } catch (caught) {
            return caught as GameError;
          }
          return undefined;
        })();
        expect([error?.code, error?.action?.id]).toEqual([refused.code, refused.id]);
        expect(newGameFor(module, fixture).load(fixture.actions).result()).toEqual(fixture.result);
        return;
      }
      const played = newGameFor(module, fixture).processAll(fixture.actions);
      const loaded = newGameFor(module, fixture).load(fixture.actions);
      expect(played.hash()).toBe(loaded.hash());
      expect(played.result()).toEqual(fixture.result);
      if (fixture.actions.some((a) => a.type === 'undo')) {
        const oneByOne = newGameFor(module, fixture);
        for (const action of fixture.actions) oneByOne.process(action);
        expect(oneByOne.events).toEqual(played.events);
      }
    });
  }
});

describe.skipIf(!!fixturesDir())('recorded games played action by action', () => {
  it.skip(SHARED_MISSING, () => {});
});
