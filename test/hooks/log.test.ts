/**
 * The event log (`game.events`) of a probe game: ids dense from 1, an English line for every
 * event, each tied to the action that caused it; a refused action adds nothing; an undo adds
 * `actions_undone` (the stream only grows) and a redo `actions_redone`.
 */
import { describe, expect, it } from 'vitest';
import type { Game } from '../../runtime/engine/game.js';
import probeFlow from '../generated/titles/probe_flow/index.js';
import probeTrack from '../generated/titles/probe_track/index.js';
import { act, passTo, probeGame, refused } from './driver.js';

/** OR 1 of probe_track (without hooks) with AA's tile laid: actions 1–4 took the game there, 5 laid the tile. */
function laid(): Game {
  const game = probeGame(probeTrack, { hooks: [] });
  act(game, 'ann', 'par', { corporation: 'AA', share_price: '100,0,5' });
  act(game, 'bob', 'par', { corporation: 'BB', share_price: '100,0,5' });
  passTo(game, 'operating');
  return act(game, 'AA', 'lay_tile', { hex: 'A3', tile: '9-0', rotation: 1 });
}

describe('the event log', () => {
  it('numbers events 1, 2, 3, … and gives each a line a player reads', () => {
    const game = laid();
    const events = game.events;
    expect(events.map((e) => e.id)).toEqual(events.map((_, i) => i + 1));
    for (const event of events) {
      expect(event.text, event.type).toMatch(/\S/);
      expect(event.text.startsWith(`${event.type} {`), `${event.type} has no line of its own: ${event.text}`).toBe(false);
    }
    // The lay, the steps AA has nothing to do in (as the reference says them), the run it cannot
    // make (it has no train) and the price drop for it are action 5's.
    expect(events.filter((e) => e.action === 5).map((e) => e.text)).toEqual([
      'AA lays tile #9 with rotation 1 on A3',
      'AA skips place a token',
      'AA skips run routes',
      'AA does not run',
      "AA's share price moves from $100 to $90",
    ]);
    expect(events.filter((e) => e.action === 1).map((e) => e.type)).toEqual(['par', 'share_bought', 'corporation_floated']);
  });

  it('gives the events of a title’s own steps and hooks the same numbering', () => {
    const game = probeGame(probeFlow);
    act(game, 'ann', 'pick_company', { company: 'C2' });
    expect(game.events.map((e) => [e.id, e.type, e.text])).toEqual([
      [1, 'round_started', '-- Draft Round 1 --'],
      [2, 'draft_pick', 'ann picks a company'],
    ]);
  });

  it('adds nothing for a refused action', () => {
    const game = laid();
    const before = game.events.map((e) => e.id);
    refused(game, 'AA', 'lay_tile', { hex: 'B2', tile: '9-1', rotation: 2 }, 'action/not_allowed');
    refused(game, 'BB', 'pass', {}, 'action/not_your_turn');
    expect(game.events.map((e) => e.id)).toEqual(before);
  });

  it('keeps what an undo took back, and adds actions_undone; a redo adds actions_redone', () => {
    const game = laid();
    const count = game.events.length;
    act(game, 'AA', 'undo');
    expect(game.state.map.hexes.A3.tileName).toBeUndefined();
    expect(game.events).toHaveLength(count + 1);
    expect(game.events.at(-1)).toMatchObject({ id: count + 1, type: 'actions_undone', actions: [5], action: 6, text: 'AA undoes 1 action' });
    expect(game.events.filter((e) => e.type === 'tile_laid')).toHaveLength(1); // still there

    act(game, 'AA', 'redo');
    expect(game.state.map.hexes.A3.tileName).toBe('9');
    expect(game.events.at(-1)).toMatchObject({ id: count + 2, type: 'actions_redone', actions: [5], text: 'AA redoes 1 action' });
    expect(game.events.map((e) => e.id)).toEqual(game.events.map((_, i) => i + 1));
  });
});
