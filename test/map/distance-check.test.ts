import { describe, expect, it } from 'vitest';
import { TITLE_IDS, loadTitle } from '../../generated/index.js';
import { DistanceCheck } from '../../runtime/map/distance-check.js';
import { exceedsDistance, type DistanceStop } from '../../runtime/map/stops.js';
import type { DistanceRule } from '../../runtime/title/definition.js';

const KINDS = ['city', 'town', 'offboard'] as const;

/** A small deterministic generator (tests stay repeatable). */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

describe('compiled distance check', () => {
  it('answers as exceedsDistance for every multi-node train of every title, on random stops', async () => {
    const rules: (readonly DistanceRule[])[] = [
      // Hand-made: kinds of equal rule count in either order, a shared capacity, a fill rule.
      [{ nodes: ['city', 'offboard'], pay: 2, visit: 2 }, { nodes: ['town'], pay: 1, visit: 1 }],
      [{ nodes: ['town'], pay: 9, visit: 9 }, { nodes: ['city', 'town'], pay: 2, visit: 3 }, { nodes: ['offboard'], pay: 1, visit: 1 }],
      [{ nodes: ['city', 'offboard'], pay: 2, visit: 2 }, { nodes: ['town', 'city'], pay: 1, visit: 1, fill: true }],
    ];
    for (const id of TITLE_IDS) {
      const module = await loadTitle(id);
      for (const t of module.definition.trains) if (typeof t.distance !== 'number') rules.push(t.distance);
    }
    const random = lcg(25);
    let checked = 0;
    for (const distance of rules) {
      const check = new DistanceCheck(distance);
      for (let trial = 0; trial < 300; trial++) {
        const n = 1 + Math.floor(random() * 8);
        const stops: DistanceStop[] = Array.from({ length: n }, () => ({ kind: KINDS[Math.floor(random() * 3)], visitCost: random() < 0.2 ? 0 : 1 }));
        const kinds = Int32Array.from(stops.map((s) => check.kindOf(s.kind)));
        const costs = Int32Array.from(stops.map((s) => s.visitCost));
        const ids = Int32Array.from(stops.map((_, i) => i));
        expect(check.exceeds(ids, kinds, costs), JSON.stringify({ distance, stops })).toBe(exceedsDistance(stops, distance));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(900);
  });
});
