/**
 * `Game.undoEffect`: what an undo or redo would change, asked without processing it (the server
 * decides with it who may take moves back). It answers as `process` then does, and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { GameError } from '../../runtime/core/errors.js';
import { Game } from '../../runtime/engine/game.js';
import { AUCTION, PLAYERS } from '../support/first-rounds-1830.js';
import { TITLES } from './helpers.js';

const undo = (entity: number, extra: Record<string, unknown> = {}) => ({ type: 'undo', entity, entity_type: 'player', ...extra }) as const;
const redo = (entity: number) => ({ type: 'redo', entity, entity_type: 'player' }) as const;

/** The action with the next id, as a server stores it. */
const numbered = (game: Game, action: object) => ({ ...action, id: game.actions.length + 1 });

function played(count: number): Game {
  const game = new Game(TITLES['1830'], PLAYERS, { seed: 1 });
  for (const action of AUCTION.slice(0, count)) game.process(numbered(game, action));
  return game;
}

describe('Game.undoEffect', () => {
  it('names the actions an undo takes back, as processing it then does, and changes nothing', () => {
    const game = played(3);
    const hash = game.hash();
    const asked = game.undoEffect(undo(1, { action_id: 1 }));
    expect(asked.gone.map((a) => a.id)).toEqual([2, 3]);
    expect(asked.back).toEqual([]);
    expect([game.hash(), game.actions.length]).toEqual([hash, 3]);
    game.process(numbered(game, undo(1, { action_id: 1 })));
    expect(game.appliedActions.map((a) => a.id)).toEqual([1]);
  });

  it('names the undo a redo reverses: the latest one still open', () => {
    const game = played(2);
    game.process(numbered(game, undo(2))); // 3 takes back 2
    game.process(numbered(game, undo(1))); // 4 takes back 1
    expect(game.undoEffect(redo(1))).toMatchObject({ back: [expect.objectContaining({ id: 1 })], reverses: expect.objectContaining({ id: 4 }) });
    game.process(numbered(game, redo(1)));
    expect(game.undoEffect(redo(2))).toMatchObject({ back: [expect.objectContaining({ id: 2 })], reverses: expect.objectContaining({ id: 3 }) });
    game.process(numbered(game, AUCTION[1])); // a move: nothing is left to redo, and a redo is refused
    expect(() => game.undoEffect(redo(2))).toThrow(expect.objectContaining({ code: 'undo/nothing_to_redo' }));
  });

  it('keeps an undo open across chat, and refuses what the ledger refuses', () => {
    const game = played(1);
    game.process(numbered(game, undo(1)));
    game.process(numbered(game, { type: 'message', entity: 2, entity_type: 'player', message: 'oops' }));
    expect(game.undoEffect(redo(1)).reverses?.id).toBe(2);
    expect(() => game.undoEffect(undo(1, { action_id: 42 }))).toThrow(GameError);
    expect(game.undoEffect(AUCTION[1])).toEqual({ gone: [], back: [] });
  });
});
