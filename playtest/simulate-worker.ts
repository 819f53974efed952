/**
 * One worker thread of `simulate --jobs N` (simulate-pool.ts): loads the compiled title once,
 * then plays each game it is sent, by its index and seed, and sends back what the game came to
 * (or the game error that kept it from starting). The games are the ones the command would play
 * in its own thread: `simulateGame` with the same seed and options plays the same actions
 * wherever it runs.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { GameError } from '../runtime/core/errors.js';
import { simulateGame } from '../runtime/sim/simulate.js';
import { compiledTitle } from '../cli/support.js';
import type { GameTask, WorkerReply, WorkerSetup } from './simulate-pool.js';

const setup = workerData as WorkerSetup;
const port = parentPort!;
const { module } = await compiledTitle(setup.root, setup.title, 1);
port.on('message', (task: GameTask) => {
  let reply: WorkerReply;
  try {
    reply = { index: task.index, game: simulateGame(module, task.seed, setup.players, setup.options) };
  } catch (error) {
    // A game that cannot even be created (options the title refuses): the command says so as
    // it would have in its own thread. Anything else is a bug, reported as the worker's error.
    if (!(error instanceof GameError)) throw error;
    reply = { index: task.index, refused: { code: error.code, message: error.message, ...(error.entity ? { entity: error.entity } : {}), ...(error.rule ? { rule: error.rule } : {}) } };
  }
  port.postMessage(reply);
});
