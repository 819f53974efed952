/**
 * `npm start` stops completely: Ctrl-C or a kill of its process — `npm start` itself or the
 * server process inside it, even a hard kill of npm — leaves no server listening.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

/** True when something accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: 'localhost' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function until(condition: () => Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

function start(command: string, args: string[], port: number): ChildProcess {
  return spawn(command, [...args, '--port', String(port), '--host', 'localhost'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, TRACKWRIGHT_FIXTURES: '/nonexistent' } });
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));

describe('npm start', () => {
  it.each([
    ['the server process, SIGINT (Ctrl-C)', 'node', ['bin/start.mjs'], 'SIGINT', 5301],
    ['the server process, SIGTERM', 'node', ['bin/start.mjs'], 'SIGTERM', 5302],
    ['npm start, SIGTERM', 'npm', ['start', '--silent', '--'], 'SIGTERM', 5303],
    ['npm start, SIGKILL', 'npm', ['start', '--silent', '--'], 'SIGKILL', 5304],
  ] as const)('stops on a kill of %s', async (_what, command, args, signal, port) => {
    const child = start(command, [...args], port);
    try {
      expect(await until(() => listening(port), 60_000)).toBe(true);
      child.kill(signal);
      await exited(child);
      expect(await until(async () => !(await listening(port)), 10_000)).toBe(true);
    } finally {
      child.kill('SIGKILL');
    }
  }, 90_000);
});
