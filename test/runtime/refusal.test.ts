/**
 * A refused action leaves the game exactly as it was (Game#process is atomic). A refusal raised
 * before any step took the action (no such entity, another's turn, an action not open now)
 * changed nothing, and the history keeps the game as it stands instead of rolling it back (a
 * replay from the last snapshot): the round object the game was in is the same one after. A
 * refusal raised once a step began to apply the action is rolled back.
 */
import { describe, expect, it } from 'vitest';
import { GameError } from '../../runtime/core/errors.js';
import { newGame, play } from './helpers.js';

/** The game after two bids of 1830's private auction: player 3 to act. */
function auction() {
  const game = newGame('1830', 4);
  play(game, { type: 'bid', entity: 1, company: 'SV', price: 20 });
  play(game, { type: 'bid', entity: 2, company: 'CS', price: 40 });
  return game;
}

describe('a refused action', () => {
  it.each([
    // given: the action; want: its code, and whether the game was rolled back
    ['out of turn', { type: 'pass', entity: 1, entity_type: 'player' }, 'action/not_your_turn', false],
    ['by no one in the game', { type: 'pass', entity: 9, entity_type: 'player' }, 'action/unknown_entity', false],
    ['of a type the step in turn does not take', { type: 'buy_shares', entity: 3, entity_type: 'player', shares: ['PRR_1'], percent: 10 }, 'action/not_allowed', false],
    ['refused by the step that took it', { type: 'bid', entity: 3, entity_type: 'player', company: 'DH', price: 5 }, 'auction/bid_too_low', true],
  ] as const)('%s: leaves the game as it was', (_, action, code, rolledBack) => {
    const game = auction();
    const before = { hash: game.hash(), round: game.round, actions: game.actions.length, events: game.events.length };
    let error: unknown;
    try {
      game.process(action);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(GameError);
    expect((error as GameError).code).toBe(code);
    expect({ hash: game.hash(), actions: game.actions.length, events: game.events.length }).toEqual({ hash: before.hash, actions: before.actions, events: before.events });
    expect(game.round !== before.round, 'rolled back (a round object rebuilt)').toBe(rolledBack);
    // And the game goes on as if nothing had been asked.
    play(game, { type: 'bid', entity: 3, company: 'MH', price: 115 });
    expect(game.actions.length).toBe(before.actions + 1);
  });

  it('handed on by a step after it changed the game, and refused then: rolled back', () => {
    // A step that changes the game, then hands the same action on to the round, which no step
    // takes any more: a refusal raised before a step took it, yet not before the action changed
    // things (a title's step may do so; none of the engine's does).
    const game = auction();
    const before = { hash: game.hash(), round: game.round };
    const step = game.round.activeStep()!;
    const accepts = step.accepts.bind(step);
    let handedOn = false;
    step.accepts = (entity, type) => !handedOn && accepts(entity, type);
    step.process = (action) => {
      game.state.players[2].cash -= 1;
      handedOn = true;
      game.round.process(action);
    };
    expect(() => game.process({ type: 'bid', entity: 3, entity_type: 'player', company: 'MH', price: 115 })).toThrow(GameError);
    expect(game.hash()).toBe(before.hash);
    expect(game.round).not.toBe(before.round);
  });
});
