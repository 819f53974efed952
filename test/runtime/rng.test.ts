/**
 * The game's generator must draw exactly the reference engine's numbers (a recorded 1846 draft
 * deals from them): the LCG x' = (1103515245·x + 12345) mod 2^31, computed here with BigInt as
 * the oracle for the engine's 32-bit integer arithmetic.
 */
import { describe, expect, it } from 'vitest';
import { initialRandomState, nextRandom } from '../../runtime/core/rng.js';

const A = 1_103_515_245n;
const C = 12_345n;
const M = 2n ** 31n;
const oracle = (state: number): number => Number((A * BigInt(state) + C) % M);

describe('nextRandom', () => {
  const seeds: readonly { given: number; why: string }[] = [
    { given: 0, why: 'zero' },
    { given: 1, why: 'one' },
    { given: 2 ** 31 - 1, why: 'the largest state' },
    { given: 2 ** 30, why: 'the top bit of the state' },
    { given: initialRandomState(1_717_130_235), why: 'a recording-sized seed' },
  ];
  for (const { given, why } of seeds) {
    it(`follows the reference's sequence from ${why}`, () => {
      let ours = given;
      let theirs = given;
      for (let i = 0; i < 10_000; i++) {
        ours = nextRandom(ours);
        theirs = oracle(theirs);
        expect(ours).toBe(theirs);
      }
    });
  }

  it('stays within [0, 2^31)', () => {
    let state = 12_345;
    for (let i = 0; i < 10_000; i++) {
      state = nextRandom(state);
      expect(state >= 0 && state < 2 ** 31).toBe(true);
    }
  });
});
