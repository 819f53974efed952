/**
 * The game's only source of chance: a linear congruential generator seeded from the game's
 * settings, with the reference engine's constants so a recorded game draws the same numbers.
 * Its state lives in the game state, so a replay or a restored checkpoint continues the sequence.
 */
const RAND_A = 1_103_515_245;
const RAND_C = 12_345;
const RAND_M = 2n ** 31n;

export function initialRandomState(seed: number): number {
  return Number(BigInt(Math.trunc(seed)) % RAND_M);
}

/**
 * The next state (also the drawn number), from the previous one. The modulus is 2^31, so the
 * next state is the low 31 bits of `A * state + C`: `Math.imul` gives the product's low 32 bits
 * exactly, where a float product (up to 2^62) would round and a BigInt one allocates per draw.
 */
export function nextRandom(state: number): number {
  return (Math.imul(RAND_A, state) + RAND_C) & 0x7fff_ffff;
}
