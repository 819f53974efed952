/**
 * `replay --trace` on a game our engine refuses part way writes the trace it has — the state
 * after every action before the refused one — and says where it stopped, why, and how far the
 * trace goes (it wrote nothing before). With `--against`, the golden trace is compared that far.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runCli } from '../codegen/project.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'trackwright-trace-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** An 1830 auction: three bids at face value, then a fourth below the Mohawk & Hudson's (refused). */
const ACTIONS = [
  { type: 'bid', entity: 1, entity_type: 'player', id: 1, company: 'SV', price: 20 },
  { type: 'bid', entity: 2, entity_type: 'player', id: 2, company: 'CS', price: 40 },
  { type: 'bid', entity: 3, entity_type: 'player', id: 3, company: 'DH', price: 70 },
  { type: 'bid', entity: 1, entity_type: 'player', id: 4, company: 'MH', price: 10 },
];
const players = [
  { id: 1, name: 'a' },
  { id: 2, name: 'b' },
  { id: 3, name: 'c' },
];

describe('replay --trace of a game refused at action N', () => {
  it('writes the trace up to N-1 and says where it stopped', () => {
    const game = join(dir, 'refused.json');
    writeFileSync(game, JSON.stringify({ id: 1, title: '1830', players, actions: ACTIONS }));
    const trace = join(dir, 'ours.jsonl');
    const run = runCli(['replay', game, '--trace', trace], REPO_ROOT);
    expect(run.status).toBe(1);
    const lines = readFileSync(trace, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { id: number; type: string });
    expect(lines.map((line) => [line.id, line.type])).toEqual([
      [1, 'bid'],
      [2, 'bid'],
      [3, 'bid'],
    ]);
    expect(run.stderr.split('\n')).toEqual([
      expect.stringMatching(/^auction\/\w+ at action 4 \(bid\): /),
      `--trace ${trace}: 3 lines, the state after every action up to action 3, the last applied before action 4 (bid)`,
      '',
    ]);
  });

  it('compares what it has with the golden trace, and says the reference went on', () => {
    const game = join(dir, 'refused.json');
    writeFileSync(game, JSON.stringify({ id: 1, title: '1830', players, actions: ACTIONS }));
    const ours = join(dir, 'first.jsonl');
    runCli(['replay', game, '--trace', ours], REPO_ROOT);
    // A golden trace that agrees on those three lines and has a fourth.
    const golden = join(dir, 'golden.jsonl');
    const agreed = readFileSync(ours, 'utf8');
    writeFileSync(golden, `${agreed}${JSON.stringify({ ...JSON.parse(agreed.trim().split('\n')[2]), id: 4 })}\n`);
    const run = runCli(['replay', game, '--trace', join(dir, 'second.jsonl'), '--against', golden], REPO_ROOT);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('the trace matches the golden trace up to the refusal; the reference applied action 4 (bid)');
  });
});
