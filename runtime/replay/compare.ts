/**
 * Comparing our trace with a golden one: the first line where any field differs, with both
 * values, is where our rules part from the reference's.
 */
import type { TraceFinal, TraceLine } from './trace.js';

export type AnyTraceLine = TraceLine | TraceFinal;

export interface Divergence {
  /** 0-based line number. */
  readonly line: number;
  /** The action id of the golden line, when it is an action line. */
  readonly actionId?: number;
  /** Dotted path of the first differing field (`corporations.PRR.cash`). */
  readonly field: string;
  readonly ours: unknown;
  readonly theirs: unknown;
}

function firstDifference(ours: unknown, theirs: unknown, path: string): { field: string; ours: unknown; theirs: unknown } | undefined {
  if (ours === theirs) return undefined;
  if (typeof ours !== 'object' || typeof theirs !== 'object' || ours === null || theirs === null || Array.isArray(ours) !== Array.isArray(theirs)) {
    return { field: path || '(line)', ours, theirs };
  }
  if (Array.isArray(ours) && Array.isArray(theirs)) {
    if (ours.length !== theirs.length) return { field: path, ours, theirs };
    for (let i = 0; i < ours.length; i++) {
      const d = firstDifference(ours[i], theirs[i], `${path}[${i}]`);
      if (d) return { field: path, ours, theirs };
    }
    return undefined;
  }
  const o = ours as Record<string, unknown>;
  const t = theirs as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(t), ...Object.keys(o)])];
  for (const key of keys) {
    const d = firstDifference(o[key], t[key], path ? `${path}.${key}` : key);
    if (d) return d;
  }
  return undefined;
}

export function compareTraces(ours: readonly AnyTraceLine[], theirs: readonly AnyTraceLine[]): Divergence | undefined {
  const n = Math.max(ours.length, theirs.length);
  for (let line = 0; line < n; line++) {
    const o = ours[line];
    const t = theirs[line];
    const actionId = t && 'id' in t ? t.id : o && 'id' in o ? o.id : undefined;
    if (o === undefined || t === undefined) {
      return { line, actionId, field: '(line)', ours: o ?? null, theirs: t ?? null };
    }
    const d = firstDifference(o, t, '');
    if (d) return { line, actionId, ...d };
  }
  return undefined;
}

export function parseTrace(text: string): AnyTraceLine[] {
  return text
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as AnyTraceLine);
}
