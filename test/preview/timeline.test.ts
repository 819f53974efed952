/**
 * The replay timeline: any jump lands on exactly the state a straight replay reaches at that
 * position (state hashes compared), the last position gives the recorded result, deep links by
 * action id, refused actions, and how long a jump takes (reported; asserted generously).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTitle } from '../../generated/index.js';
import { filterActions } from '../../runtime/actions/filter.js';
import { parseAction } from '../../runtime/actions/parse.js';
import { newGameFor, parseFixture, type Fixture } from '../../runtime/replay/fixture.js';
import { Timeline } from '../../runtime/replay/timeline.js';

const root = resolve(import.meta.dirname, '..', '..');
const fixturesRoot = process.env.TRACKWRIGHT_FIXTURES ? resolve(process.env.TRACKWRIGHT_FIXTURES) : resolve(root, '..', 'shared', 'fixtures');
const dir1830 = join(fixturesRoot, '1830');
const names = existsSync(dir1830) ? readdirSync(dir1830).filter((f) => f.endsWith('.json')).sort() : [];
if (names.length === 0) console.warn(`[timeline] skipping fixture tests: no 1830 recordings in ${dir1830} (set TRACKWRIGHT_FIXTURES)`);

function fixture(name: string): Fixture {
  return parseFixture(readFileSync(join(dir1830, name), 'utf8'), name);
}

/** State hash after each effective action of a straight replay, position 0 first. */
function straightHashes(f: Fixture, module: Awaited<ReturnType<typeof loadTitle>>): string[] {
  const game = newGameFor(module, f);
  const hashes = [game.hash()];
  game.load(f.actions, () => hashes.push(game.hash()));
  return hashes;
}

function lcg(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x80000000;
  };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

describe.skipIf(names.length === 0)('Timeline over the 1830 recordings', () => {
  it.each(names)('%s: every jump equals a straight replay, and the end gives the recorded result', async (name) => {
    const module = await loadTitle('1830');
    const f = fixture(name);
    const hashes = straightHashes(f, module);
    const timeline = new Timeline(module, f);
    expect(timeline.entries.length).toBe(filterActions(f.actions.map((a) => parseAction(a))).effective.filter(Boolean).length);
    expect(hashes.length).toBe(timeline.entries.length + 1);

    // Forward one by one, then backward one by one over a stretch, then random jumps.
    for (let p = 0; p <= 40; p++) expect(timeline.goto(p).hash()).toBe(hashes[p]);
    for (let p = 40; p >= 25; p--) expect(timeline.goto(p).hash()).toBe(hashes[p]);
    const random = lcg(7);
    for (let i = 0; i < 120; i++) {
      const p = Math.floor(random() * (timeline.length + 1));
      expect(timeline.goto(p).hash(), `position ${p}`).toBe(hashes[p]);
      expect(timeline.at).toBe(p);
    }
    timeline.goto(timeline.length);
    expect(timeline.failure).toBeUndefined();
    expect(timeline.game.finished).toBe(true);
    expect(timeline.result()).toEqual(f.result);
    expect(timeline.game.gameEndReason).toBe(f.game_end_reason);
    // Out of range is clamped.
    expect(timeline.goto(-5).hash()).toBe(hashes[0]);
    expect(timeline.goto(1e9).hash()).toBe(hashes[hashes.length - 1]);
  });

  it('finds positions by recorded action id (deep links)', async () => {
    const module = await loadTitle('1830');
    const f = fixture(names[0]);
    const timeline = new Timeline(module, f);
    expect(timeline.positionOfActionId(0)).toBe(0);
    const some = timeline.entries[99];
    expect(timeline.positionOfActionId(some.action.id!)).toBe(100);
    expect(timeline.positionOfActionId(Number.MAX_SAFE_INTEGER)).toBe(timeline.length);
    // An undone action's id maps to the last effective action before it.
    const undone = f.actions.findIndex((a, i) => a.type !== 'undo' && a.type !== 'redo' && !timeline.entries.some((e) => e.recordedIndex === i));
    if (undone >= 0) {
      const id = f.actions[undone].id!;
      const at = timeline.positionOfActionId(id);
      expect(timeline.entries[at - 1].action.id!).toBeLessThan(id);
    }
  });

  it('stops before an action the engine refuses, keeping the good part', async () => {
    const module = await loadTitle('1830');
    const f = fixture(names[0]);
    const timeline0 = new Timeline(module, f);
    const badAt = 30;
    const recordedIndex = timeline0.entries[badAt].recordedIndex;
    const broken: Fixture = { ...f, actions: f.actions.map((a, i) => (i === recordedIndex ? { ...a, type: 'lay_tile', hex: 'Z99', tile: '57-0', rotation: 0 } : a)) as Fixture['actions'] };
    const timeline = new Timeline(module, broken, { interval: 8 });
    timeline.prepare();
    expect(timeline.failure?.position).toBe(badAt);
    expect(timeline.length).toBe(badAt);
    expect(timeline.failure?.message).toBeTruthy();
    const hashes = straightHashes({ ...f, actions: f.actions.slice(0, recordedIndex) }, module);
    expect(timeline.goto(badAt).hash()).toBe(hashes[badAt]);
    expect(timeline.goto(3).hash()).toBe(hashes[3]);
    expect(timeline.goto(badAt + 10).hash()).toBe(hashes[badAt]);
  });

  it('jumps anywhere within a frame (16 ms)', async () => {
    const module = await loadTitle('1830');
    const lines: string[] = [];
    for (const name of names) {
      const f = fixture(name);
      const timeline = new Timeline(module, f);
      const t0 = performance.now();
      timeline.prepare();
      const prepareMs = performance.now() - t0;
      const random = lcg(11);
      for (let i = 0; i < 100; i++) timeline.goto(Math.floor(random() * (timeline.length + 1))); // warm up
      const times: number[] = [];
      for (let i = 0; i < 400; i++) {
        const p = Math.floor(random() * (timeline.length + 1));
        const s = performance.now();
        timeline.goto(p);
        times.push(performance.now() - s);
      }
      times.sort((a, b) => a - b);
      const median = percentile(times, 0.5);
      const p95 = percentile(times, 0.95);
      lines.push(`${name}: ${timeline.length} actions, prepare ${prepareMs.toFixed(0)} ms, jump median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${times[times.length - 1].toFixed(2)} ms`);
      // Generous bounds: other test files share the two cores; the figures above are the real ones.
      expect(median).toBeLessThan(16);
      expect(p95).toBeLessThan(40);
    }
    console.log(`[timeline] ${lines.join('\n[timeline] ')}`);
  });
});
