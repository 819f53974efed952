/**
 * Hidden information as a title declares it (runtime/engine/secrets.ts, redaction.ts), on the
 * probe title probe_flow: its draft step keeps each pick's company its player's secret until
 * the draft round ends (`static secrets`) and hides the other players' picks in the round's
 * record (`hideState`); the engine keeps the seed and the generator's state from everyone until
 * the game ends. `viewFor` gives each viewer their view: a seat its own secrets, the owner every
 * seat's, a watcher none.
 */
import { describe, expect, it } from 'vitest';
import type { Game } from '../../runtime/engine/game.js';
import { everySeatViewer, HIDDEN, isHidden, playerViewer, WATCHER } from '../../runtime/engine/secrets.js';
import { actionsFor, seedFor, stateFor, viewFor } from '../../runtime/engine/redaction.js';
import { title as title1830 } from '../../generated/titles/1830/index.js';
import { Game as GameClass } from '../../runtime/engine/game.js';
import type { TitleModule } from '../../runtime/module.js';
import probeFlow from '../generated/titles/probe_flow/index.js';
import { act, probeGame } from './driver.js';

const ann = playerViewer('ann');
const bob = playerViewer('bob');

const pickOf = (game: Game, viewer = WATCHER, index = 0) => actionsFor(game, viewer)[index] as unknown as Record<string, unknown>;
const picksIn = (game: Game, viewer = WATCHER) => stateFor(game, viewer).round.vars.draft_picks as Record<string, unknown>;

describe('a step’s secrets, as each viewer sees them', () => {
  it('a pick is its player’s until the draft round ends: the action’s company and the round’s record', () => {
    const game = probeGame(probeFlow, { seed: 7 });
    act(game, 'ann', 'pick_company', { company: 'C2', note: 'the middle one' });
    // ann (and the owner, who acts for every seat) see the pick; bob and a watcher see that ann picked, not what.
    expect(pickOf(game, ann)).toMatchObject({ company: 'C2', note: 'the middle one' });
    expect(pickOf(game, everySeatViewer(game))).toMatchObject({ company: 'C2' });
    expect(pickOf(game, bob)).toMatchObject({ type: 'pick_company', entity: 'ann', company: HIDDEN, note: 'the middle one' });
    expect(pickOf(game, WATCHER).company).toEqual(HIDDEN);
    expect(picksIn(game, ann)).toEqual({ ann: 'C2' });
    expect(picksIn(game, bob)).toEqual({ ann: HIDDEN });
    // The game's own action and state are untouched.
    expect(game.actions[0]).toMatchObject({ company: 'C2' });
    expect(game.round.state.vars.draft_picks).toEqual({ ann: 'C2' });
    // The log is public and says no more than that ann picked.
    expect(JSON.stringify(viewFor(game, WATCHER).events)).not.toContain('C2');

    act(game, 'bob', 'pick_company', { company: 'C1' });
    expect(pickOf(game, ann, 1).company).toEqual(HIDDEN);
    expect(pickOf(game, bob, 1).company).toBe('C1');
    expect(picksIn(game, bob)).toEqual({ ann: HIDDEN, bob: 'C1' });

    act(game, 'ann', 'reveal');
    expect(game.round.kind).toBe('stock');
    expect(game.state.secrets).toBeUndefined();
    expect(actionsFor(game, WATCHER).map((a) => (a as { company?: unknown }).company)).toEqual(['C2', 'C1', undefined]);
  });

  it('an undo takes the secret back with the pick, and the pick taken back stays its player’s', () => {
    const game = probeGame(probeFlow);
    act(game, 'ann', 'pick_company', { company: 'C2' });
    act(game, 'ann', 'undo');
    expect(game.state.secrets).toBeUndefined();
    expect(pickOf(game, bob).company).toEqual(HIDDEN);
    expect(pickOf(game, ann).company).toBe('C2');
    act(game, 'ann', 'redo');
    expect(game.state.secrets).toHaveLength(1);
    expect(pickOf(game, bob).company).toEqual(HIDDEN);
    // Another pick after the undo: the one taken back is still hidden from bob.
    act(game, 'ann', 'undo');
    act(game, 'ann', 'pick_company', { company: 'C3' });
    expect(pickOf(game, bob, 0).company).toEqual(HIDDEN);
    expect(pickOf(game, bob, 4).company).toEqual(HIDDEN);
    expect(pickOf(game, ann, 4).company).toBe('C3');
    expect(pickOf(game, ann, 0).company).toBe('C2');
  });

  it('the same game replayed (process, processAll, load) keeps the same secrets', () => {
    const played = probeGame(probeFlow);
    act(played, 'ann', 'pick_company', { company: 'C2' });
    act(played, 'ann', 'undo');
    act(played, 'ann', 'pick_company', { company: 'C3' });
    act(played, 'bob', 'pick_company', { company: 'C1' });
    const all = probeGame(probeFlow).processAll(played.actions);
    const loaded = probeGame(probeFlow).load(played.actions);
    for (const game of [all, loaded]) {
      expect(game.state.secrets).toEqual(played.state.secrets);
      expect(actionsFor(game, bob)).toEqual(actionsFor(played, bob));
      expect(stateFor(game, WATCHER)).toEqual(stateFor(played, WATCHER));
    }
  });
});

describe('the seed, and what the generator would draw next', () => {
  it('are nobody’s until the game ends, then everyone’s', () => {
    const game = probeGame(probeFlow, { seed: 12345 });
    expect(seedFor(game)).toBeNull();
    expect(stateFor(game, everySeatViewer(game)).rand).toEqual(HIDDEN);
    expect(isHidden(stateFor(game, ann).rand)).toBe(true);
    game.state.end.finished = true; // as the end of the game leaves it
    expect(seedFor(game)).toBe(12345);
    expect(stateFor(game, WATCHER)).toBe(game.state);
    expect(viewFor(game, WATCHER).actions).toBe(game.actions);
  });

  it('a title without secrets hides only the generator: its actions are the game’s own', () => {
    const game = new GameClass(title1830 as unknown as TitleModule, [{ id: 1, name: 'Ada' }, { id: 2, name: 'Ben' }, { id: 3, name: 'Cy' }], { seed: 1 });
    game.process({ type: 'bid', entity: 1, entity_type: 'player', company: 'SV', price: 20 } as never);
    expect(actionsFor(game, WATCHER)).toBe(game.actions);
    expect(game.state.secrets).toBeUndefined();
    const { rand, ...rest } = stateFor(game, WATCHER);
    const { rand: _real, ...real } = game.state;
    expect(rand).toEqual(HIDDEN);
    expect(rest).toEqual(real);
  });
});
