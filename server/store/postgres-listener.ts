/**
 * The LISTEN connection a Postgres store keeps open to hear of actions other instances store.
 * When it is lost (the database restarting, a network cut) one reconnection loop runs, with
 * exponential backoff capped at a few seconds and random jitter, so several instances do not
 * reconnect in step, and a failed attempt never starts a second loop (a failed connect makes the
 * driver report both an error and an end: only the connection in use counts as lost). Once
 * connected again, the listener is told notifications may have been missed.
 */
import pg from 'pg';

export interface ListenerOptions {
  readonly url: string;
  readonly channel: string;
  /** A notification's payload. */
  onNotification(payload: string): void;
  /** Connected again after a loss: notifications sent meanwhile were missed. */
  onReconnected(): void;
  report(error: Error, what: string): void;
  /** First retry delay (ms); doubles per failed attempt up to `maxDelayMs`. */
  readonly baseDelayMs?: number;
  readonly maxDelayMs?: number;
}

/** How long one connection attempt may take before it counts as failed. */
const CONNECT_TIMEOUT_MS = 5000;

export class PostgresListener {
  private client: pg.Client | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  private closed = false;
  /** Connection attempts made (for tests and the operator's log). */
  attempts = 0;

  constructor(private readonly options: ListenerOptions) {}

  get connected(): boolean {
    return this.client !== undefined;
  }

  /** Connects and listens; throws if the first attempt fails (the store cannot start). */
  async start(): Promise<void> {
    await this.connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    this.attempts++;
    const client = new pg.Client({ connectionString: this.options.url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
    client.on('notification', (message) => this.options.onNotification(message.payload ?? ''));
    client.on('error', (error) => {
      this.options.report(error, 'notification connection');
      this.lost(client);
    });
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.options.channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.failures = 0;
  }

  /** The connection in use is gone: one loop reconnects (an attempt's own failure is not a loss). */
  private lost(client: pg.Client): void {
    if (client !== this.client) return;
    this.client = undefined;
    void client.end().catch(() => undefined);
    this.schedule();
  }

  private schedule(): void {
    if (this.closed || this.retry) return;
    const base = this.options.baseDelayMs ?? 100;
    const cap = this.options.maxDelayMs ?? 5000;
    const delay = Math.min(cap, base * 2 ** this.failures) * (0.5 + Math.random() / 2);
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.connect().then(
        () => {
          if (!this.closed) this.options.onReconnected();
        },
        (error: Error) => {
          this.failures++;
          this.options.report(error, `notification reconnect (attempt ${this.failures})`);
          this.schedule();
        },
      );
    }, delay);
    this.retry.unref();
  }
}
