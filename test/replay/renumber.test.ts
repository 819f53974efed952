/**
 * Recordings with gaps in their action ids, renumbered 1, 2, 3, ... for a game that numbers its
 * actions so (a server's import): the same game, action for action, undos following the actions
 * they name (runtime/replay/renumber.ts).
 */
import { describe, expect, it } from 'vitest';
import { loadTitle } from '../../generated/index.js';
import type { Action } from '../../runtime/actions/types.js';
import { newGameFor } from '../../runtime/replay/fixture.js';
import { renumberActions } from '../../runtime/replay/renumber.js';
import { errorOf, fixturesDir, loadFixture, SHARED_MISSING } from '../runtime/helpers.js';

const act = (id: number, extra: Record<string, unknown> = {}): Action => ({ type: 'pass', entity: 1, entity_type: 'player', id, ...extra }) as Action;
const undo = (id: number, to?: number): Action => ({ type: 'undo', entity: 1, entity_type: 'player', id, ...(to === undefined ? {} : { action_id: to }) }) as Action;

describe('renumbering a recording’s actions', () => {
  it('numbers them 1, 2, 3, ... and points each undo at the action it named', () => {
    const renumbered = renumberActions([act(1), act(5), act(9), undo(12, 5), undo(13, 0), act(20, { auto_actions: [] })]);
    expect(renumbered.map((a) => a.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(renumbered[3]).toMatchObject({ type: 'undo', action_id: 2 });
    expect(renumbered[4]).toMatchObject({ type: 'undo', action_id: 0 });
    const numbered = [act(1), act(2)];
    expect(renumberActions(numbered)).toEqual(numbered);
  });

  it('refuses an undo back to an action the recording does not hold before it', () => {
    expect(errorOf(() => renumberActions([act(1), act(3), undo(4, 2)]))).toMatchObject({ code: 'undo/unknown_action' });
  });
});

const GAPPED = [['1846', '10264'], ['1846', '12666'], ['1846', '222264'], ['1889', 'hs_jmmljkbw_17502']] as const;

describe.skipIf(!fixturesDir())('recordings with gaps in their ids', () => {
  it.each(GAPPED)('%s/%s replays renumbered to the same game', async (title, id) => {
    const fixture = loadFixture(title, id);
    const module = await loadTitle(title);
    const actions = renumberActions(fixture.actions);
    expect(actions.map((a) => a.id)).toEqual(actions.map((_, i) => i + 1));
    const original = newGameFor(module, fixture).load(fixture.actions);
    const again = newGameFor(module, fixture).processAll(actions);
    expect(again.hash()).toBe(original.hash());
    expect(again.result()).toEqual(fixture.result);
  });
});

describe.skipIf(!!fixturesDir())('recordings with gaps in their ids', () => {
  it.skip(SHARED_MISSING, () => {});
});
