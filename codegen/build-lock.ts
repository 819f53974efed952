/**
 * One build at a time writes a `generated/` folder, whatever process runs it: `build --watch`,
 * the preview's dev server (its plugin builds on every save) and a `build` in a terminal share
 * one lock file per output folder (in the system's temporary folder, named by the folder's path,
 * so a failed build leaves nothing in the project). Without it two of them raced: one read the titles, the
 * other wrote newer output, and the first then wrote what it had compiled from the older files
 * over it (or printed "0 written" for work the other had done).
 *
 * A build that writes takes the lock before it reads its inputs and releases it once the output
 * and the build record are written; a build that finds the lock held waits for it. A lock whose
 * process is gone (a build killed part way) is taken over at once; a lock held past `STALE_MS`
 * by a live process is taken over too, so a hung process cannot stop every later build.
 */
import { createHash } from 'node:crypto';
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The lock file of an output folder. */
export function buildLockPath(outDir: string): string {
  return join(tmpdir(), `trackwright-build-${createHash('sha256').update(resolve(outDir)).digest('hex').slice(0, 16)}.lock`);
}
/** How often a waiting build looks again. */
const POLL_MS = 50;
/** A lock older than this is taken over even from a live process (no build of real titles takes minutes). */
export const STALE_MS = 10 * 60_000;

interface Holder {
  readonly pid: number;
  readonly host: string;
  readonly since: number;
  readonly token: string;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, owned by someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(path: string): Holder | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Holder;
  } catch {
    return undefined;
  }
}

/** Whether the holder of a lock can no longer be building: gone, or holding it far too long. */
function abandoned(holder: Holder | undefined, now: number): boolean {
  if (!holder) return true; // unreadable: written part way by a process that died at once
  if (now - holder.since > STALE_MS) return true;
  return holder.host === hostname() && !alive(holder.pid);
}

let tokens = 0;

/** Takes the lock of `outDir`, waiting while another build holds it; resolves to its release. */
export async function acquireBuildLock(outDir: string, onWait?: (holder: Holder | undefined) => void): Promise<() => void> {
  const path = buildLockPath(outDir);
  const token = `${process.pid}-${++tokens}-${Date.now()}`;
  let told = false;
  for (;;) {
    try {
      const fd = openSync(path, 'wx');
      try {
        writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), since: Date.now(), token } satisfies Holder));
      } finally {
        closeSync(fd);
      }
      return () => {
        // Only our own lock: one taken over from us (we were too slow) is the new holder's.
        if (holderOf(path)?.token === token) rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = holderOf(path);
    if (abandoned(holder, Date.now())) {
      // Taken over: remove it only if it is still the one judged abandoned.
      if (holderOf(path)?.token === holder?.token) rmSync(path, { force: true });
      continue;
    }
    if (!told) {
      told = true;
      onWait?.(holder);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Runs `work` holding the lock of `outDir`. */
export async function withBuildLock<T>(outDir: string, work: () => Promise<T>, onWait?: (holder: Holder | undefined) => void): Promise<T> {
  const release = await acquireBuildLock(outDir, onWait);
  try {
    return await work();
  } finally {
    release();
  }
}
