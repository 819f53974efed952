/**
 * The game's only source of chance: a linear congruential generator seeded from the game's
 * settings, with the reference engine's constants so a recorded game draws the same numbers.
 * Its state lives in the game state, so a replay or a restored checkpoint continues the sequence.
 */
const RAND_A = 1_103_515_245n;
const RAND_C = 12_345n;
const RAND_M = 2n ** 31n;

export function initialRandomState(seed: number): number {
  return Number(BigInt(Math.trunc(seed)) % RAND_M);
}

/** The next state (also the drawn number), from the previous one. */
export function nextRandom(state: number): number {
  return Number((RAND_A * BigInt(state) + RAND_C) % RAND_M);
}
