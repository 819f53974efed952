/**
 * The replay's game log: the events collected while walking a timeline are exactly those of a
 * straight replay of the recording (same types, texts and causing actions), each position's
 * prefix ends where its action's events end, and every action has at least one line (its own
 * where the engine recorded no event for it, as for a pass).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadTitle } from '../../generated/index.js';
import { newGameFor, parseFixture, Timeline } from '../../runtime/index.js';
import { collectEvents, logLines } from '../../preview/src/replay/event-log.js';
import { fixtureFiles, SHARED_MISSING } from '../support/shared.js';

const files = fixtureFiles().filter((f) => ['1830', '1846', '1889', '18Chesapeake'].includes(f.title));
if (files.length === 0) console.warn(`[event-log] skipping: ${SHARED_MISSING}`);

describe.skipIf(files.length === 0)('the replay game log', () => {
  it.each(files.map((f) => [`${f.title}/${f.name}`, f] as const))('%s: the events of a straight replay, split by action', async (_, file) => {
    const module = await loadTitle(file.title);
    const fixture = parseFixture(readFileSync(file.path, 'utf8'), file.path);
    const timeline = new Timeline(module, fixture);
    const log = collectEvents(timeline);
    expect(timeline.at).toBe(0);
    expect(timeline.failure).toBeUndefined();
    expect(log.ends).toHaveLength(timeline.length + 1);

    const straight = newGameFor(module, fixture);
    straight.load(fixture.actions);
    const strip = (e: { id: number; action: number; type: string; text: string }) => [e.id, e.action, e.type, e.text];
    expect(log.events.map(strip)).toEqual(straight.events.map(strip));

    // Each event is caused by the action at its position (ids as the engine numbers them).
    const ids = timeline.entries.map((entry, i) => entry.action.id ?? i + 1);
    for (let e = 0; e < log.events.length; e++) {
      const p = log.positions[e];
      if (p > 0) expect(log.events[e].action, `event ${log.events[e].id}`).toBe(ids[p - 1]);
    }

    const lines = logLines(log, ids, (p) => `action ${p}`);
    expect(lines.ends).toHaveLength(log.ends.length);
    for (let p = 1; p < lines.ends.length; p++) expect(lines.ends[p], `position ${p}`).toBeGreaterThan(lines.ends[p - 1]);
    const own = lines.lines.filter((l) => l.kind === 'action');
    expect(own.length).toBe(lines.lines.length - log.events.length);
  });

  it('1830 26855: bids and passes are events of their own; the first lines are the auction round', async () => {
    const file = files.find((f) => f.name === '26855');
    if (!file) return;
    const module = await loadTitle('1830');
    const fixture = parseFixture(readFileSync(file.path, 'utf8'), file.path);
    const timeline = new Timeline(module, fixture);
    const log = collectEvents(timeline);
    const ids = timeline.entries.map((entry, i) => entry.action.id ?? i + 1);
    const { lines } = logLines(log, ids, (p) => `${timeline.entries[p - 1].action.type} by ${timeline.entries[p - 1].action.entity}`);
    expect(lines[0]).toMatchObject({ pos: 0, kind: 'round', text: '-- Auction Round 1 --' });
    const auction = lines.slice(1, 12).map((l) => l.text);
    expect(auction.some((text) => /bids \$\d+ for /.test(text) || / passes$/.test(text)), auction.join('\n')).toBe(true);
    expect(lines.filter((l) => l.kind === 'action').map((l) => l.text)).not.toContainEqual(expect.stringMatching(/^(pass|bid) by /));
    expect(lines.some((l) => l.text === '-- Stock Round 1 --')).toBe(true);
  });
});
