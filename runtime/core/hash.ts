/**
 * A stable fingerprint of a game state: canonical JSON (object keys sorted) hashed with 64-bit
 * FNV-1a. Two states with the same data have the same hash whatever order their keys were set in.
 */
function canonical(value: unknown, out: string[]): void {
  if (value === null || typeof value !== 'object') {
    out.push(value === undefined ? 'null' : JSON.stringify(value));
    return;
  }
  if (Array.isArray(value)) {
    out.push('[');
    value.forEach((item, i) => {
      if (i) out.push(',');
      canonical(item, out);
    });
    out.push(']');
    return;
  }
  out.push('{');
  const keys = Object.keys(value).filter((k) => (value as Record<string, unknown>)[k] !== undefined).sort();
  keys.forEach((key, i) => {
    if (i) out.push(',');
    out.push(JSON.stringify(key), ':');
    canonical((value as Record<string, unknown>)[key], out);
  });
  out.push('}');
}

export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  canonical(value, out);
  return out.join('');
}

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK = 0xffffffffffffffffn;

export function fnv1a64(text: string): string {
  let hash = FNV_OFFSET;
  for (let i = 0; i < text.length; i++) {
    hash ^= BigInt(text.charCodeAt(i));
    hash = (hash * FNV_PRIME) & MASK;
  }
  return hash.toString(16).padStart(16, '0');
}

export function hashState(state: unknown): string {
  return fnv1a64(canonicalJson(state));
}
