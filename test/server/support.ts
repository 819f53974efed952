/**
 * Test support for the server: a real server on a loopback port over a real store (a SQLite
 * file in a temporary folder, or a fresh Postgres database), an HTTP client, and an SSE client.
 *
 * Postgres comes from TEST_DATABASE_URL (a role that may create databases; `.ci/postgres`
 * starts one and prints its URL). Each test file gets a database of its own, dropped at the
 * end. Without TEST_DATABASE_URL the Postgres tests are skipped with a message, except under
 * CI (CI set), where a missing Postgres fails the run instead of passing it unnoticed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EventSource } from 'eventsource';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppOptions } from '../../server/app.js';
import { openStore, type OpenOptions } from '../../server/store/open.js';
import type { Store } from '../../server/store/store.js';

export const POSTGRES_URL = process.env.TEST_DATABASE_URL;
export const POSTGRES_MISSING = 'Postgres tests skipped: set TEST_DATABASE_URL (export TEST_DATABASE_URL=$(bash .ci/postgres) starts one)';
if (!POSTGRES_URL && process.env.CI) throw new Error('CI: TEST_DATABASE_URL is not set, so the Postgres tests cannot run (.ci/run starts Postgres and sets it)');

/** A SQLite file in a fresh temporary folder. */
export function sqlitePath(): { path: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'trackwright-server-'));
  return { path: join(dir, 'games.sqlite'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A fresh, empty Postgres database; `drop` removes it. */
export async function postgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!POSTGRES_URL) throw new Error(POSTGRES_MISSING);
  const name = `trackwright_test_${process.pid}_${Math.floor(Math.random() * 1e9)}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      try {
        // FORCE ends the database's sessions, but refuses (42501) while a backend of no role of
        // ours is in it: an autovacuum worker on the test's tables, gone a moment later. (CI met
        // it once in its runs: "must be a member of the role whose process is being terminated".)
        for (let attempt = 1; ; attempt++) {
          try {
            await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            break;
          } catch (error) {
            if ((error as { code?: string }).code !== '42501' || attempt >= 20) throw error;
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
        }
      } finally {
        await client.end();
      }
    },
  };
}

export interface RunningServer {
  readonly url: string;
  /** The store it serves (another server may open it too). */
  readonly databaseUrl: string;
  readonly app: FastifyInstance;
  readonly store: Store;
  readonly api: Api;
  close(): Promise<void>;
}

export type ServerOptions = Pick<AppOptions, 'maxLiveGames' | 'rateLimits' | 'observerLimits' | 'streams' | 'timeouts' | 'heartbeatMs' | 'titles'> & { readonly port?: number; readonly store?: OpenOptions };

/**
 * A server on 127.0.0.1 (any free port) over the store `databaseUrl` names; without rate limits
 * unless asked (the tests post whole games from one address).
 */
export async function startServer(databaseUrl: string, options: ServerOptions = {}): Promise<RunningServer> {
  const store = await openStore(databaseUrl, { poolSize: 20, ...options.store });
  const { port, store: _store, ...appOptions } = options;
  const app = await buildApp({ store, logLevel: false, heartbeatMs: 50_000, rateLimits: false, ...appOptions });
  await app.listen({ port: port ?? 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    databaseUrl,
    app,
    store,
    api: new Api(url),
    close: async () => {
      await app.close();
      await store.close();
    },
  };
}

export interface Answer<T = any> {
  readonly status: number;
  readonly body: T;
}

export class Api {
  constructor(readonly url: string) {}

  async request<T = any>(method: string, path: string, options: { body?: unknown; raw?: string; token?: string; headers?: Record<string, string> } = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.raw !== undefined || options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = options.raw ?? JSON.stringify(options.body);
    }
    let response: Response | undefined;
    for (let attempt = 1; !response; attempt++) {
      try {
        response = await fetch(this.url + path, { method, headers, body });
      } catch (error) {
        // Kept-alive connections to a server that has since restarted, or that closed the idle
        // connection as the request went out on it (a test replaying between requests holds up the
        // event loop both share past the keep-alive timeout): try again on a new one.
        // (Where a repeat would matter, the tests post actions with ids, so it would be a 409.)
        const code = (error as { cause?: { code?: string } }).cause?.code;
        if ((code !== 'UND_ERR_SOCKET' && code !== 'ECONNRESET') || attempt === 5) throw error;
      }
    }
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }

  get<T = any>(path: string, token?: string): Promise<Answer<T>> {
    return this.request<T>('GET', path, { token });
  }

  post<T = any>(path: string, body: unknown, token?: string): Promise<Answer<T>> {
    return this.request<T>('POST', path, { body, token });
  }
}

export interface StreamMessage {
  readonly type: string;
  readonly id: string;
  readonly data: any;
}

/** An EventSource (the WHATWG client, reconnecting with Last-Event-ID) that records what it gets. */
export class StreamClient {
  readonly messages: StreamMessage[] = [];
  readonly source: EventSource;
  private waiters: (() => void)[] = [];

  constructor(url: string, headers: Record<string, string> = {}) {
    this.source = new EventSource(url, { fetch: (input, init) => fetch(input, { ...init, headers: { ...init?.headers, ...headers } }) });
    const record = (type: string) => (event: MessageEvent) => {
      this.messages.push({ type, id: event.lastEventId, data: JSON.parse(event.data) });
      for (const wake of this.waiters.splice(0)) wake();
    };
    this.source.addEventListener('message', record('event'));
    this.source.addEventListener('action', record('action'));
    this.source.addEventListener('ready', record('ready'));
  }

  get events(): any[] {
    return this.messages.filter((m) => m.type === 'event').map((m) => m.data);
  }

  get actions(): any[] {
    return this.messages.filter((m) => m.type === 'action').map((m) => m.data);
  }

  /** Resolves once `condition` holds for what has arrived (or rejects after `ms`). */
  async until(condition: (client: StreamClient) => boolean, ms = 20_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!condition(this)) {
      if (Date.now() > deadline) throw new Error(`stream: condition not met after ${ms} ms (${this.messages.length} messages)`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  close(): void {
    this.source.close();
  }
}
