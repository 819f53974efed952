/**
 * `simulate --jobs N`: the games of one run spread over N worker threads (simulate-worker.ts),
 * each handed the next unplayed game as it finishes one, and the report made from them in seed
 * order (`summarise`), so that it is the same, byte for byte, however many threads played them.
 *
 * Asked for, never the default: the games are independent, but each thread loads its own engine
 * and warms its own compiled code (some 100 ms), and the engine's garbage collector and compiler
 * already run on a second core beside one thread. On the 2-core machine this was written on, two
 * threads played 40 games of 1830 in 10.8 s against one thread's 8.6 s (CPU 19.8 s against
 * 12.1 s); spare cores are what `--jobs` spends.
 */
import { Worker } from 'node:worker_threads';
import { GameError } from '../runtime/core/errors.js';
import { outcomeOf, summarise, type PlayedGame, type SimulationOptions, type SimulationReport } from '../runtime/sim/simulate.js';
import type { TitleModule } from '../runtime/module.js';

/** What each worker is started with: where the project is, the title, and the games' options. */
export interface WorkerSetup {
  readonly root: string;
  readonly title: string;
  readonly players: number;
  readonly options: Pick<SimulationOptions, 'optionalRules' | 'maxActions' | 'keepLog'>;
}

/** One game for a worker to play: the `index`th of the run, with its seed. */
export interface GameTask {
  readonly index: number;
  readonly seed: number;
}

/** A worker's answer: the game played, or the game error that kept it from being created. */
export type WorkerReply =
  | { readonly index: number; readonly game: PlayedGame }
  | { readonly index: number; readonly refused: { readonly code: string; readonly message: string; readonly entity?: string; readonly rule?: string } };

/**
 * A worker running simulate-worker: its compiled JavaScript, or its TypeScript source through
 * tsx when the command itself runs from the sources (a checkout, the tests).
 */
function startWorker(setup: WorkerSetup): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./simulate-worker.js', import.meta.url), { workerData: setup });
  const tsx = import.meta.resolve('tsx/esm/api');
  const source = new URL('./simulate-worker.ts', import.meta.url).href;
  const code = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(code, { eval: true, workerData: setup });
}

/**
 * Plays the run's games on `jobs` threads; the report `simulate` would make of them. `onGame`
 * is called as games finish, which is not in seed order (its index says which game it was).
 */
export async function simulateInWorkers(module: TitleModule, setup: Omit<WorkerSetup, 'options'>, options: SimulationOptions, jobs: number): Promise<SimulationReport> {
  const played: PlayedGame[] = new Array<PlayedGame>(options.games);
  const workerSetup: WorkerSetup = {
    ...setup,
    options: {
      ...(options.optionalRules ? { optionalRules: options.optionalRules } : {}),
      ...(options.maxActions === undefined ? {} : { maxActions: options.maxActions }),
      ...(options.keepLog ? { keepLog: true } : {}),
    },
  };
  const workers: Worker[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      let next = 0;
      let done = 0;
      const feed = (worker: Worker) => {
        if (next < options.games) {
          const task: GameTask = { index: next, seed: options.seed + next };
          next++;
          worker.postMessage(task);
        }
      };
      for (let i = 0; i < Math.min(jobs, options.games); i++) {
        const worker = startWorker(workerSetup);
        workers.push(worker);
        worker.on('message', (reply: WorkerReply) => {
          if ('refused' in reply) {
            const { code, message, entity, rule } = reply.refused;
            reject(new GameError(code, message, { entity, rule }));
            return;
          }
          played[reply.index] = reply.game;
          options.onGame?.(outcomeOf(reply.game), reply.index);
          if (++done === options.games) resolve();
          else feed(worker);
        });
        worker.on('error', reject);
        worker.on('exit', (code) => {
          if (done < options.games) reject(new Error(`a simulate worker stopped (exit code ${code}) with ${options.games - done} games unplayed`));
        });
        feed(worker);
      }
    });
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return summarise(module, options, played);
}
