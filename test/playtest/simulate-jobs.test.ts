/**
 * `simulate --jobs N` (playtest/simulate-pool.ts): the games spread over worker threads give the
 * report, and the recordings, that one thread gives, whatever order the threads finish in; a
 * game the title refuses to create is still a usage mistake; a bad count is refused.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runCli } from '../codegen/project.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'trackwright-sim-jobs-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The exit code, the report without its timing, and the recordings written, of one run. */
function simulated(jobs: number): { status: number | null; report: unknown; recordings: Record<string, string> } {
  const out = join(dir, `jobs-${jobs}`);
  const run = runCli(['simulate', '1889', '--games', '5', '--seed', '11', '--players', '3', '--json', '--record', out, '--jobs', String(jobs)], REPO_ROOT);
  expect(run.stderr).toBe('');
  const { ms, ...report } = JSON.parse(run.stdout) as { ms: number };
  expect(ms).toBeGreaterThan(0);
  const recordings = Object.fromEntries(readdirSync(out).map((name) => [name, readFileSync(join(out, name), 'utf8')]));
  return { status: run.status, report, recordings };
}

describe('simulate --jobs', () => {
  it('plays the same games, reported and recorded the same, on three threads as on one', () => {
    const one = simulated(1);
    const three = simulated(3);
    expect(Object.keys(one.recordings)).toHaveLength(5);
    // Five games of 1889 reach neither phase 6 nor D, which the report lists as failures (exit 1).
    expect(three.status).toBe(one.status);
    expect(three.report).toEqual(one.report);
    expect(three.recordings).toEqual(one.recordings);
  });

  it('reports options the title refuses as a usage mistake, as one thread does', () => {
    for (const jobs of ['1', '2']) {
      const run = runCli(['simulate', '1846', '--games', '2', '--players', '4', '--optional-rules', 'first_ed,second_ed_co', '--jobs', jobs], REPO_ROOT);
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(/simulate: at most one of first_ed, second_ed_co may be chosen/);
    }
  });

  it('refuses a count of threads that is not a whole number from 1', () => {
    const run = runCli(['simulate', '1889', '--jobs', '0'], REPO_ROOT);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/--jobs must be a whole number from 1 to 256, not "0"/);
  });
});
