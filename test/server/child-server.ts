/**
 * `server/main.ts` in a child process, as `npm run serve` runs it: for the tests that kill it
 * (crash.test.ts) and the benches that must not share its event loop (bench/import.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/shared.js';

/** A loopback port free now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The server on `port` over `databaseUrl` (with `env` besides), resolved once it answers /healthz (30 s at most). */
export async function serveInChild(databaseUrl: string, port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'server/main.ts')], {
    cwd: REPO_ROOT,
    // Without rate limits unless asked: the tests and benches post bursts from one address.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', RATE_CREATE: '0', RATE_IMPORT: '0', RATE_POST: '0', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${stderr}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
