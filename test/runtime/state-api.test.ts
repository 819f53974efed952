/**
 * The game's state as plain data: snapshots, restoring them, and the promise of `process` that a
 * refused action leaves the state exactly as it was (runtime/core/errors.ts, engine/game.ts).
 */
import { describe, expect, it } from 'vitest';
import { GameError } from '../../runtime/core/errors.js';
import { errorOf, expectRefusedAct, newGame, play } from './helpers.js';

describe('snapshots', () => {
  it('are plain JSON data that restore to the same state', () => {
    const game = newGame('1830', 4);
    play(game, { type: 'bid', entity: 1, company: 'CS', price: 45 });
    const snapshot = game.snapshot();
    expect(JSON.parse(JSON.stringify(snapshot))).toEqual(snapshot);
    const hash = game.hash();
    play(game, { type: 'bid', entity: 2, company: 'SV', price: 20 });
    expect(game.hash()).not.toBe(hash);
    game.restore(snapshot);
    expect(game.hash()).toBe(hash);
    expect(game.round.activeEntities()).toEqual(['2']);
  });

  it('are copies: changing one does not change the game', () => {
    const game = newGame('1830', 4);
    const hash = game.hash();
    const snapshot = game.snapshot();
    snapshot.players[0].cash = 1;
    expect(game.hash()).toBe(hash);
  });

  it('keeps hand edits of the state made part of the game by restore', () => {
    const game = newGame('1830', 4);
    game.player('1').cash = 5;
    game.restore(game.snapshot());
    expectRefusedAct(game, { type: 'bid', entity: 3, company: 'SV', price: 20 }, 'action/not_your_turn');
    expect(game.player('1').cash).toBe(5);
  });

  // Changing the snapshot after restoring it must not change what the next refusal rolls back
  // to (only `restore(state, { keep: true })` promises the caller never changes it).
  it('does not depend on the snapshot object after restoring it', () => {
    const game = newGame('1830', 4);
    const snapshot = game.snapshot();
    game.restore(snapshot);
    const hash = game.hash();
    snapshot.players[0].cash = 1;
    expectRefusedAct(game, { type: 'bid', entity: 3, company: 'SV', price: 20 }, 'action/not_your_turn');
    expect(game.hash()).toBe(hash);
  });
});

describe('a refused action', () => {
  it('leaves the state as it was, with the error naming the action', () => {
    const game = newGame('1830', 4);
    play(game, { type: 'bid', entity: 1, company: 'CS', price: 45 });
    const error = expectRefusedAct(game, { type: 'bid', entity: 3, company: 'SV', price: 20 }, 'action/not_your_turn');
    expect(error.action).toMatchObject({ type: 'bid', entity: 3 });
    expect(error.entity).toBe('3');
    expect(error.message).toMatch(/not possible now/);
  });

  it('is not recorded among the game’s actions', () => {
    const game = newGame('1830', 4);
    play(game, { type: 'bid', entity: 1, company: 'SV', price: 20 });
    const count = game.actions.length;
    errorOf(() => game.process({ type: 'bid', entity: 4, entity_type: 'player', company: 'CS', price: 45 }));
    errorOf(() => game.process({ type: 'nonsense' }));
    expect(game.actions.length).toBe(count);
    expect(game.appliedActions.length).toBe(1);
  });

  // Game#restore makes the snapshot the new starting point (its history forgotten), so a refusal
  // after a restore goes back to the restored state. (Before 068a3b9 the rollback
  // replayed the actions applied before the restore.)
  it('leaves a restored state as it was', () => {
    const game = newGame('1830', 4);
    const fresh = game.snapshot();
    const hash = game.hash();
    play(game, { type: 'bid', entity: 1, company: 'SV', price: 20 });
    game.restore(fresh);
    expect(game.hash()).toBe(hash);
    const error = errorOf(() => game.process({ type: 'bid', entity: 3, entity_type: 'player', company: 'SV', price: 20 }));
    expect(error).toBeInstanceOf(GameError);
    expect(game.company('SV').owner).toBeNull();
    expect(game.hash()).toBe(hash);
  });
});
