/**
 * SSE observers for bench/server.ts, in a worker thread of their own (observers-worker.mjs): a
 * real server does not host its observers, and 160 clients parsing their streams on the server's
 * own thread would be counted as the server's latency. The worker opens the streams it is given,
 * notes when each event id reaches every observer of its game (as epoch milliseconds, comparable
 * across threads), and answers the main thread's questions by message.
 */
import { Worker } from 'node:worker_threads';

/** Epoch milliseconds with sub-millisecond precision, the same clock in every thread. */
export const epochNow = (): number => performance.timeOrigin + performance.now();

export type Request = { readonly kind: 'arrivals' } | { readonly kind: 'close' };
export interface Opened { readonly kind: 'ready' }
export interface Arrivals {
  readonly kind: 'arrivals';
  /** Per game: event id → when the last of its observers had it (epoch ms). */
  readonly games: readonly Record<string, number>[];
  readonly messages: number;
}

/** The main thread's handle on the observers' worker. */
export class Observers {
  private constructor(private readonly worker: Worker) {}

  /** Opens `perGame` streams on each of these stream URLs; resolves once every one said `ready`. */
  static async open(urls: readonly string[], perGame: number): Promise<Observers> {
    // Plain JavaScript: a worker does not get the TypeScript loader the bench runs under.
    const worker = new Worker(new URL('./observers-worker.mjs', import.meta.url), { workerData: { urls, perGame } });
    await new Promise<void>((resolve, reject) => {
      worker.once('message', (m: Opened) => (m.kind === 'ready' ? resolve() : reject(new Error(`observers: ${JSON.stringify(m)}`))));
      worker.once('error', reject);
    });
    return new Observers(worker);
  }

  private ask<T>(request: Request): Promise<T> {
    return new Promise((resolve) => {
      this.worker.once('message', resolve);
      this.worker.postMessage(request);
    });
  }

  /** When every observer of each game had each event id. */
  arrivals(): Promise<Arrivals> {
    return this.ask<Arrivals>({ kind: 'arrivals' });
  }

  async close(): Promise<void> {
    await this.ask({ kind: 'close' });
    await this.worker.terminate();
  }
}
