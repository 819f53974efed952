/**
 * The simulator's own seeded generator (mulberry32): its choices are reproducible from a seed
 * and never touch the game's generator, so a simulated game's chance (a draft's shuffle) comes
 * from the game's seed alone and the engine stays deterministic.
 */
export type Random = () => number;

/** A generator of numbers in [0, 1) from a 32-bit seed. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
