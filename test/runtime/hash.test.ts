/**
 * The state hash's FNV-1a (runtime/core/hash.ts) in 32-bit halves must equal the 64-bit
 * definition, computed here with BigInt as the oracle: stored hashes compare across versions.
 */
import { describe, expect, it } from 'vitest';
import { fnv1a64 } from '../../runtime/core/hash.js';

function oracle(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < text.length; i++) {
    hash ^= BigInt(text.charCodeAt(i));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

describe('fnv1a64', () => {
  const cases: readonly { given: string; why: string }[] = [
    { given: '', why: 'the empty string (the offset basis)' },
    { given: 'a', why: 'one character' },
    { given: 'foobar', why: 'a published test vector (85944171f73967e8)' },
    { given: '{"players":[{"cash":600,"id":"1"}],"round":{"kind":"stock"}}', why: 'state-like JSON' },
    { given: 'Köln – €10 ✓ \uffff\u0000', why: 'code units beyond ASCII' },
    { given: 'x'.repeat(10_000), why: 'a long run' },
  ];
  for (const { given, why } of cases) {
    it(`hashes ${why} as the 64-bit definition does`, () => {
      expect(fnv1a64(given)).toBe(oracle(given));
    });
  }

  it('gives the published hash of "foobar"', () => {
    expect(fnv1a64('foobar')).toBe('85944171f73967e8');
  });
});
