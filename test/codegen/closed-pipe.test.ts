/**
 * A reader that stops reading early (`trackwright simulate 1889 | head -1`) closes the pipe under
 * the command's next write. That is no bug of ours: the command stops quietly with a closed
 * pipe's exit code (141, as a Unix tool killed by SIGPIPE), never with an internal error that
 * asks the user to report it.
 *
 * The reader here is real: the test reads the command's first line, then closes its end of the
 * pipe. `replay` of a folder writes a line as each recorded game ends (`simulate` writes its
 * report at the end, in one write a pipe's buffer takes whole), so the next game's line meets
 * the closed pipe.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { fixturesDir, SHARED_MISSING } from '../support/shared.js';
import { CODEGEN_BIN, REPO_ROOT } from './project.js';

const dir = fixturesDir();
if (!dir) console.warn(`closed-pipe.test: ${SHARED_MISSING}`);

interface Stopped {
  readonly code: number | null;
  readonly stderr: string;
  readonly firstLine: string;
}

function readOneLineThenClose(args: readonly string[]): Promise<Stopped> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CODEGEN_BIN, ...args], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let firstLine: string | undefined;
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      const end = stdout.indexOf('\n');
      if (firstLine === undefined && end >= 0) {
        firstLine = stdout.slice(0, end);
        child.stdout.destroy();
      }
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr, firstLine: firstLine ?? '' }));
  });
}

describe.skipIf(!dir)('a reader that closes the pipe early', () => {
  it('stops the command quietly with exit 141, no internal error', async () => {
    const run = await readOneLineThenClose(['replay', join(dir!, '1846')]);
    expect(run.firstLine).toMatch(/^1846 .*\.json: /);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(141);
  }, 60_000);
});
