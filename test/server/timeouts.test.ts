/**
 * Issue 19, item 8: a client cannot hold a socket forever. The server had no timeouts at all
 * (connectionTimeout and requestTimeout 0: slow bodies and idle sockets stayed open); it now
 * closes a socket whose headers or body come too slowly, one that stays silent, and a kept-alive
 * one with no next request, and refuses sockets past its connection cap (server/timeouts.ts).
 * Here with short timeouts; the defaults are checked to be set.
 */
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { configFrom } from '../../server/config.js';
import { openStore } from '../../server/store/open.js';
import { DEFAULT_TIMEOUTS } from '../../server/timeouts.js';
import { sqliteServerForTests } from './server-for-tests.js';

const server = sqliteServerForTests({ timeouts: { headersMs: 400, requestMs: 800, idleMs: 1000, keepAliveMs: 300, maxConnections: 6, checkEveryMs: 100 }, heartbeatMs: 500 });

/** A raw socket to the server, and when it was closed (ms after opening) with what it was sent. */
function open(): Promise<{ socket: Socket; closed: Promise<{ afterMs: number; received: string }> }> {
  const port = Number(new URL(server.url).port);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let received = '';
    const socket = connect(port, '127.0.0.1');
    socket.on('data', (chunk) => (received += chunk));
    const closed = new Promise<{ afterMs: number; received: string }>((done) => socket.on('close', () => done({ afterMs: Date.now() - started, received })));
    socket.on('connect', () => resolve({ socket, closed }));
    socket.on('error', reject);
  });
}

describe('timeouts and the connection cap', () => {
  it('closes a socket whose headers never end', async () => {
    const { socket, closed } = await open();
    socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n');
    const { afterMs } = await closed;
    expect(afterMs).toBeLessThan(3000);
  });

  it('closes a socket whose body comes too slowly, answering 408', async () => {
    const { socket, closed } = await open();
    socket.write('POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"title"');
    const drip = setInterval(() => socket.write(' '), 200);
    const { afterMs, received } = await closed;
    clearInterval(drip);
    expect(afterMs).toBeLessThan(3000);
    expect(received).toMatch(/^HTTP\/1.1 408/);
  });

  it('closes a silent socket, and a kept-alive one with no next request', async () => {
    const silent = await open();
    expect((await silent.closed).afterMs).toBeLessThan(3000);
    const kept = await open();
    kept.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    const { afterMs, received } = await kept.closed;
    expect(received).toMatch(/^HTTP\/1.1 200/);
    expect(afterMs).toBeLessThan(2000);
  });

  it('keeps a live event stream open past the idle timeout: its keep-alive comments are traffic', async () => {
    const game = (await server.api.post('/api/games', { title: '1830', players: [{ name: 'A' }, { name: 'B' }] })).body;
    const stream = await fetch(`${server.url}/api/games/${game.id}/stream`, { headers: { accept: 'text/event-stream' } });
    const reader = stream.body!.getReader();
    let text = '';
    let ended = false;
    const reading = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return void (ended = true);
        text += new TextDecoder().decode(value);
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 2500)); // more than twice the idle timeout
    expect(ended).toBe(false);
    expect(text).toContain('event: ready');
    expect(text.match(/^: heartbeat$/gm)?.length).toBeGreaterThanOrEqual(3);
    await reader.cancel();
    await reading.catch(() => undefined);
  });

  it('refuses sockets past its connection cap', async () => {
    const held = await Promise.all(Array.from({ length: 6 }, () => open()));
    for (const { socket } of held) socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n');
    const extra = await open();
    const { afterMs } = await extra.closed;
    expect(afterMs).toBeLessThan(500);
    for (const { socket } of held) socket.destroy();
  });

  it('has every timeout set by default', async () => {
    const config = configFrom({});
    expect(config.timeouts).toEqual(DEFAULT_TIMEOUTS);
    const store = await openStore(':memory:');
    const app = await buildApp({ store, logLevel: false, timeouts: config.timeouts });
    try {
      const http = app.server;
      expect([http.headersTimeout, http.requestTimeout, http.timeout, http.keepAliveTimeout, http.maxConnections]).toEqual([
        DEFAULT_TIMEOUTS.headersMs,
        DEFAULT_TIMEOUTS.requestMs,
        DEFAULT_TIMEOUTS.idleMs,
        DEFAULT_TIMEOUTS.keepAliveMs,
        DEFAULT_TIMEOUTS.maxConnections,
      ]);
      expect(Object.values(DEFAULT_TIMEOUTS).every((v) => v > 0)).toBe(true);
    } finally {
      await app.close();
      await store.close();
    }
  });
});
