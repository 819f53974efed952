/**
 * `trackwright check-games` over the shared recordings: every recording of every authored title
 * still replays to its recorded result under the title built now (what a designer runs before
 * shipping a rule fix); and a recording the title no longer replays is listed, with its action or
 * its changed result, and fails the run.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TITLE_IDS, titleIdFor } from '../../generated/index.js';
import { runCli } from '../codegen/project.js';
import { fixtureFiles, fixturesDir, REPO_ROOT, SHARED_MISSING } from '../support/shared.js';

const dir = fixturesDir();
if (!dir) console.warn(`check-games.test: ${SHARED_MISSING}`);

/** The recordings of each authored title, as check-games finds them (by the title they name). */
function recordingsOf(title: string): number {
  return fixtureFiles().filter((f) => titleIdFor(String((JSON.parse(readFileSync(f.path, 'utf8')) as { title: unknown }).title)) === title).length;
}

describe.skipIf(!dir)('check-games over ../shared/fixtures', () => {
  const titles = TITLE_IDS.filter((id) => recordingsOf(id) > 0);

  it.each(titles)('every recording of %s still replays', (title) => {
    const run = runCli(['check-games', title, '--dir', dir!, '--json'], REPO_ROOT);
    expect(run.stderr).toBe('');
    const out = JSON.parse(run.stdout);
    expect(out.diverged).toEqual([]);
    expect(out.checked).toBe(recordingsOf(title));
    expect(run.status).toBe(0);
  });

  const scratch = mkdtempSync(join(tmpdir(), 'check-games-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('lists a recording the title refuses an action of, and one whose result changed; exit 1', () => {
    const original = JSON.parse(readFileSync(join(dir!, '1889', '314.json'), 'utf8'));
    const buy = original.actions.findIndex((a: { type: string }) => a.type === 'buy_train');
    const refused = structuredClone(original);
    refused.actions[buy].price += 1;
    writeFileSync(join(scratch, 'refused.json'), JSON.stringify(refused));
    const rescored = structuredClone(original);
    const [first] = Object.keys(rescored.result);
    rescored.result[first] += 10;
    rescored.toolkit_version = '0.0.9'; // exported by an older toolkit: an upgrade's divergence says so
    writeFileSync(join(scratch, 'rescored.json'), JSON.stringify(rescored));
    writeFileSync(join(scratch, 'as-recorded.json'), JSON.stringify(original));

    // One worker thread per game (more than the default would start for three): the results come back in the games' order.
    const json = runCli(['check-games', '1889', '--dir', scratch, '--json', '--jobs', '3'], REPO_ROOT);
    expect(json.status).toBe(1);
    const out = JSON.parse(json.stdout);
    expect(out.checked).toBe(3);
    expect(out.diverged).toHaveLength(2);
    const [refusedOut, rescoredOut] = out.diverged;
    expect(refusedOut).toMatchObject({ file: join(scratch, 'refused.json'), kind: 'refused', action_id: original.actions[buy].id, code: 'train/price' });
    expect(refusedOut.round).toMatch(/^Operating Round/);
    expect(rescoredOut).toMatchObject({ file: join(scratch, 'rescored.json'), kind: 'result', old_result: { result: rescored.result }, new_result: { result: original.result }, toolkit_version: '0.0.9' });
    expect(out.other_versions).toBe(1);

    const text = runCli(['check-games', '1889', '--dir', scratch, '--jobs', '1'], REPO_ROOT);
    expect(text.status).toBe(1);
    expect(text.stdout).toContain(`DIVERGES ${join(scratch, 'refused.json')}: action ${original.actions[buy].id} of ${original.actions.length} refused in Operating Round`);
    expect(text.stdout).toContain('1889: 3 games checked');
    expect(text.stdout).toMatch(/1 replay, 2 diverge; 1 stored under another toolkit version \(0\.0\.9; this is \d+\.\d+\.\d+/);
    expect(text.stdout).toContain(`DIVERGES ${join(scratch, 'rescored.json')}: the result changes`);
    expect(text.stdout).toMatch(/\(stored under toolkit 0\.0\.9, checked under \d+\.\d+\.\d+\)\n/);
  });

  it('says what is wrong with its arguments (exit 2)', () => {
    expect(runCli(['check-games', '1889'], REPO_ROOT).status).toBe(2);
    expect(runCli(['check-games', '1889', '--db', join(scratch, 'none.sqlite')], REPO_ROOT).stderr).toMatch(/no such database file/);
    expect(runCli(['check-games', 'nope', '--dir', scratch], REPO_ROOT).status).toBe(2);
  });
});
