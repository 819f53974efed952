/**
 * A Postgres cluster of a test's own, in a temporary folder on a free port, which the test may
 * stop and start again (an outage) without touching the Postgres other tests share. Made with
 * the installed server's `initdb` and `pg_ctl`: TEST_PG_BINDIR names their folder (.ci/run sets
 * it), else the newest /usr/lib/postgresql/<version>/bin (Debian's), else the PATH. Postgres
 * will not run as root: as root (CI) the cluster belongs to the `postgres` user.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './child-server.js';

/** The folder holding initdb and pg_ctl, or undefined when there is none. */
export function postgresBinaries(): string | undefined {
  const has = (dir: string) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'));
  const named = process.env.TEST_PG_BINDIR;
  if (named) return has(named) ? named : undefined;
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian).filter((v) => has(join(debian, v, 'bin'))).sort((a, b) => Number(b) - Number(a));
    if (versions.length) return join(debian, versions[0], 'bin');
  }
  for (const dir of (process.env.PATH ?? '').split(':')) if (dir && has(dir)) return dir;
  return undefined;
}

export const OWN_POSTGRES_MISSING = 'Postgres outage tests skipped: no initdb and pg_ctl found (install postgresql, or set TEST_PG_BINDIR)';

export interface OwnPostgres {
  readonly url: string;
  readonly port: number;
  /** Stops the server (`fast`: connections are told and closed; `immediate`: as a crash). */
  stop(mode?: 'fast' | 'immediate'): void;
  start(): void;
  /** Stops it and deletes its folder. */
  remove(): void;
}

export async function ownPostgres(): Promise<OwnPostgres> {
  const bin = postgresBinaries();
  if (!bin) throw new Error(OWN_POSTGRES_MISSING);
  const dir = mkdtempSync(join(tmpdir(), 'trackwright-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(bin, tool);
    const argv = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
    execFileSync(command, argv, { stdio: ['ignore', 'ignore', 'pipe'], cwd: tmpdir() });
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'trackwright', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  let running = false;
  const cluster: OwnPostgres = {
    url: `postgres://trackwright@127.0.0.1:${port}/postgres`,
    port,
    start: () => {
      run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
      running = true;
    },
    stop: (mode = 'fast') => {
      run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
      running = false;
    },
    remove: () => {
      if (running) {
        try {
          cluster.stop('immediate');
        } catch {
          // already down
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}
