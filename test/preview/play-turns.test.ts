/**
 * Playing in the page, without a browser: who a seat acts for, undo and redo as 18xx.games
 * allows them (one's own moves until someone else moves; at a table, always), and the route
 * editor — the optimiser's best run reproduced stop by stop, a route built by clicking stops
 * valued as the engine values it, and the run it submits accepted by the engine.
 */
import { describe, expect, it } from 'vitest';
import { loadTitle } from '../../generated/index.js';
import { Game, type Action, type RunRoutesLegal } from '../../runtime/index.js';
import { RouteEditor } from '../../preview/src/play/route-editor.js';
import { controls, EVERYONE, playerSeat, redoFor, undoFor, WATCHING } from '../../preview/src/play/seat.js';
import { numbered } from '../../preview/src/play/session.js';
import { AUCTION, FIRST_ROUNDS, PLAYERS, TO_SECOND_RUN } from '../support/first-rounds-1830.js';

async function newGame(actions: readonly Action[] = []): Promise<Game> {
  const game = new Game(await loadTitle('1830'), PLAYERS, { seed: 1 });
  for (const action of actions) game.process(numbered(game, action));
  return game;
}

const ada = playerSeat('1');
const ben = playerSeat('2');

describe('seats', () => {
  it('act for their player and what it controls; the table acts for all, a watcher for none', async () => {
    const game = await newGame(FIRST_ROUNDS);
    expect(controls(game, ada, 'PRR', 'corporation')).toBe(true);
    expect(controls(game, ben, 'PRR', 'corporation')).toBe(false);
    expect(controls(game, ben, 'MH', 'company')).toBe(true);
    expect(controls(game, ben, 1, 'player')).toBe(false);
    expect(controls(game, EVERYONE, 'PRR', 'corporation')).toBe(true);
    expect(controls(game, WATCHING, 1, 'player')).toBe(false);
  });

  it('undo their own last move until someone else moves, and redo their own undo', async () => {
    const game = await newGame(AUCTION.slice(0, 1));
    expect(undoFor(game, ada)).toEqual({ type: 'undo', entity: 1, entity_type: 'player' });
    expect(undoFor(game, ben)).toBeUndefined();
    game.process(numbered(game, AUCTION[1]));
    expect(undoFor(game, ada)).toBeUndefined();
    const undo = undoFor(game, ben)!;
    game.process(numbered(game, undo));
    expect(game.appliedActions).toHaveLength(1);
    expect(redoFor(game, ben)).toEqual({ type: 'redo', entity: 2, entity_type: 'player' });
    expect(redoFor(game, ada)).toBeUndefined();
    game.process(numbered(game, redoFor(game, ben)!));
    expect(game.appliedActions).toHaveLength(2);
    expect(redoFor(game, ben)).toBeUndefined();
    expect(undoFor(game, WATCHING)).toBeUndefined();
  });

  it("redo only their own undo, even after redoing one of their own over someone else's", async () => {
    const game = await newGame(AUCTION.slice(0, 2));
    game.process(numbered(game, undoFor(game, ben)!)); // Ben takes his bid back
    game.process(numbered(game, undoFor(game, ada)!)); // then Ada hers
    game.process(numbered(game, redoFor(game, ada)!)); // Ada's bid is back
    expect(redoFor(game, ada)).toBeUndefined(); // what is left to redo is Ben's
    expect(redoFor(game, ben)).toEqual({ type: 'redo', entity: 2, entity_type: 'player' });
  });

  it('at a table, undo whoever moved last, and the redo goes once another move is made', async () => {
    const game = await newGame(AUCTION.slice(0, 2));
    game.process(numbered(game, undoFor(game, EVERYONE)!));
    expect(redoFor(game, EVERYONE)).toBeDefined();
    expect(undoFor(game, EVERYONE)).toEqual({ type: 'undo', entity: 1, entity_type: 'player' });
    game.process(numbered(game, AUCTION[1]));
    expect(redoFor(game, EVERYONE)).toBeUndefined();
  });
});

describe('the route editor', () => {
  async function atRun(): Promise<{ game: Game; legal: RunRoutesLegal }> {
    const game = await newGame([...FIRST_ROUNDS, ...TO_SECOND_RUN]);
    const legal = game.legalActions('PRR').find((l): l is RunRoutesLegal => l.type === 'run_routes');
    if (!legal) throw new Error('the PRR should run its train now');
    return { game, legal };
  }

  it('starts from the optimiser’s best run, valued as the engine values it', async () => {
    const { game, legal } = await atRun();
    const editor = new RouteEditor(game, legal);
    expect(legal.revenue).toBeGreaterThan(0);
    expect(editor.status).toMatchObject({ total: legal.revenue, error: undefined });
    expect(editor.action().routes.map((r) => r.connections)).toEqual(legal.best.routes.map((r) => r.connections));
  });

  it('builds a route stop by stop, takes a stop back, and submits a run the engine accepts', async () => {
    const { game, legal } = await atRun();
    const editor = new RouteEditor(game, legal);
    editor.clear('2-0');
    expect(editor.status.total).toBe(0);
    const altoona = editor.stopsOn('H12')[0].stop;
    const pittsburgh = editor.stopsOn('H10')[0].stop;
    expect(editor.clickStop(altoona)).toBeUndefined();
    expect(editor.status.routes[0]).toMatchObject({ stops: 1, incomplete: true });
    expect(editor.action().routes).toHaveLength(0);
    expect(editor.clickStop(pittsburgh)).toBeUndefined();
    expect(editor.status).toMatchObject({ total: legal.revenue });
    editor.clickStop(pittsburgh);
    expect(editor.status.routes[0].stops).toBe(1);
    editor.clickStop(pittsburgh);
    const run = editor.action();
    game.process(numbered(game, run));
    const event = game.events.findLast((e) => e.type === 'routes_run');
    expect(event).toMatchObject({ operator: 'PRR', revenue: legal.revenue });
  });
});
