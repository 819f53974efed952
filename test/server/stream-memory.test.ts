/**
 * Issue 19, item 6: event streams cost what a socket costs, not a game's backlog. The server
 * (server/main.ts in a child process, so its memory is its own) holds the largest game the limits
 * allow (6 MiB of actions); 20 clients open its stream and never read. The whole backlog was once
 * written into each stream's buffer before any limit was checked (+525 MB for 20); now it goes out
 * at the client's pace, so the server's memory grows by a few MB, a client that takes nothing is
 * dropped after SSE_STALL_MS, a 21st stream from one address is 429, and a client that reads gets
 * everything. Linux only (the server's memory is read from /proc).
 */
import { existsSync, readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_MESSAGE_LENGTH } from '../../server/games/canonical.js';
import { GAME_LIMITS } from '../../server/games/limits.js';
import { freePort, serveInChild } from './child-server.js';
import { Api, sqlitePath, StreamClient } from './support.js';

const STREAMS = 20;
const LINUX = existsSync('/proc/self/status');

/** A process's resident memory, in MB. */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'))!;
  return Number(line.split(/\s+/)[1]) / 1024;
}

/** A client that opens the stream and never reads a byte of it. */
function silentStream(port: number, path: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n`);
      socket.pause();
      resolve(socket);
    });
    socket.on('error', reject);
  });
}

describe.skipIf(!LINUX)('streams that never read', () => {
  const cleanups: (() => unknown)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('cost the server a few MB for 20 on the largest game, and are dropped once stalled', { timeout: 120_000 }, async () => {
    const file = sqlitePath();
    cleanups.push(() => file.remove());
    const port = await freePort();
    const child = await serveInChild(file.path, port, { SSE_STALL_MS: '8000', LOG_LEVEL: 'error' });
    cleanups.push(() => child.kill('SIGKILL'));
    const api = new Api(`http://127.0.0.1:${port}`);

    // The largest game by what it stores: long chat messages up to the byte limit.
    const text = 'm'.repeat(MAX_MESSAGE_LENGTH);
    const action = (i: number) => ({ type: 'message', entity: 1 + (i % 2), entity_type: 'player', id: i + 1, created_at: 1_700_000_000, message: text });
    const count = Math.floor(GAME_LIMITS.bytes / Buffer.byteLength(JSON.stringify(action(9999)))) - 10;
    const imported = await api.post('/api/games/import', { title: '1830', players: [{ id: 1, name: 'Ada' }, { id: 2, name: 'Ben' }], settings: { seed: 1 }, actions: Array.from({ length: count }, (_, i) => action(i)) });
    expect(imported.status).toBe(201);
    const path = `/api/games/${imported.body.id}/stream`;
    expect((await api.get(`/api/games/${imported.body.id}`)).body.last_action_id).toBe(count);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = rssMb(child.pid!);

    const sockets = await Promise.all(Array.from({ length: STREAMS }, () => silentStream(port, path)));
    cleanups.push(() => sockets.forEach((s) => s.destroy()));
    await expect.poll(async () => (await api.get('/healthz')).body.observers, { timeout: 20_000, interval: 200 }).toBe(STREAMS);
    await new Promise((resolve) => setTimeout(resolve, 1000)); // each has written what its socket takes
    const during = rssMb(child.pid!);
    // A 21st stream from the same address is one too many.
    const extra = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { accept: 'text/event-stream' } });
    expect(extra.status).toBe(429);
    expect((await extra.json()).error.code).toBe('limit/observers');

    // Stalled clients are dropped, which frees their places.
    await expect.poll(async () => (await api.get('/healthz')).body.observers, { timeout: 30_000, interval: 500 }).toBe(0);
    const after = rssMb(child.pid!);
    sockets.forEach((s) => s.destroy());

    // A client that reads gets the whole game.
    const reader = new StreamClient(`http://127.0.0.1:${port}${path}`);
    cleanups.push(() => reader.close());
    await reader.until((s) => s.messages.some((m) => m.type === 'ready'), 60_000);
    expect(reader.actions).toHaveLength(count);

    process.stdout.write(`stream-memory: ${count} actions; server RSS ${before.toFixed(0)} MB, with ${STREAMS} silent streams ${during.toFixed(0)} MB (+${(during - before).toFixed(1)}), after they were dropped ${after.toFixed(0)} MB\n`);
    expect(during - before).toBeLessThan(60);
  });
});
