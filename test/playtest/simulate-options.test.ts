/**
 * `simulate --optional-rules a,b`: games of a title's optional rules can be simulated (they could
 * not), the rules named in any case; the recordings say which rules they were played with, so
 * they replay as they were played; a rule the title lacks is a usage mistake naming the nearest.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runCli } from '../codegen/project.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'trackwright-sim-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('simulate --optional-rules', () => {
  it("plays the title's games with the rules, and records them", () => {
    const run = runCli(['simulate', '1889', '--games', '1', '--players', '3', '--optional-rules', 'BEGINNER_GAME', '--record', dir], REPO_ROOT);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout.split('\n')[0]).toBe('optional rules: beginner_game');
    const [file] = readdirSync(dir);
    const recording = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { settings: { optional_rules?: string[] }; actions: { type: string }[] };
    expect(recording.settings.optional_rules).toEqual(['beginner_game']);
    // The beginner game deals the privates: no auction, the first action is the stock round's.
    expect(recording.actions[0].type).not.toBe('bid');
    const replayed = runCli(['replay', join(dir, file), '--json'], REPO_ROOT);
    expect(JSON.parse(replayed.stdout)).toMatchObject({ matchesRecorded: true });
  });

  it('refuses a rule the title lacks, naming the nearest', () => {
    const run = runCli(['simulate', '1889', '--games', '1', '--optional-rules', 'beginer_game'], REPO_ROOT);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^\w+ simulate: 1889 has no optional rule 'beginer_game' \(did you mean 'beginner_game'\?\)/);
  });
});
