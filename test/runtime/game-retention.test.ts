/**
 * A finished game must die young: nothing long-lived may keep it past a minor collection. Caches
 * keyed by a game's objects in module-level WeakMaps, and per-game closures stored as class
 * fields, each kept every finished game (its whole state) alive until a full collection, and a
 * replay loop spent a large share of its time copying dead games (runtime/core/object-slot.ts).
 * Measured in a child process with --expose-gc (retention/probe.ts): about 60–75 KB per game
 * with the leak, under 3 KB without it.
 *
 * The child runs without V8's allocation-site pretenuring: where objects allocated at one site
 * mostly survive (a game's state, while games are made one after another), V8 starts allocating
 * them straight in the old generation, which no minor collection frees though nothing refers to
 * them. That heuristic, not a reference, made the measure swing between 1 and 69 KB from run to
 * run (two runs in five over the limit, on one commit); without it the same commit measures
 * 0.75–2.9 KB every run, and the leaky build (32f801a) still 62–75 KB.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const PROBE = join(import.meta.dirname, 'retention', 'probe.ts');
const TITLES = ['1830', '1846', '1889', '18Chesapeake'];
/** KB per finished game a minor collection may keep: about 60–75 with the leak, 1–3 without it. */
const LIMIT_KB = 40;

describe('finished games', () => {
  it('are collected by the young generation', () => {
    const out = execFileSync(process.execPath, ['--expose-gc', '--no-allocation-site-pretenuring', '--import', 'tsx', PROBE, ...TITLES], { encoding: 'utf8', cwd: join(import.meta.dirname, '..', '..') });
    const kept = JSON.parse(out.trim().split('\n').at(-1)!) as Record<string, number>;
    expect(Object.keys(kept).sort()).toEqual([...TITLES].sort());
    for (const title of TITLES) expect({ title, kb: Math.round(kept[title]) }).toEqual({ title, kb: expect.toSatisfy((kb: number) => kb < LIMIT_KB) });
  }, 60_000);
});
