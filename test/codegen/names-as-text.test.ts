/**
 * Names written as numbers become text in one place (codegen/normalise-names.ts), for every field
 * the schema calls a name. These tests walk the schema itself: every place that names a train,
 * phase, tile, hex, company, corporation or minor is found, a number written there is made text,
 * and no field that names something is typed so that a number would slip through as a number
 * (`train_discount.trains: [3, 4]` once compiled to numbers that matched no train).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { namesAsText, NUMBERED_NAME_DEFS } from '../../codegen/normalise-names.js';
import { REPO_ROOT } from './project.js';

type Node = Record<string, unknown>;
const schema = JSON.parse(readFileSync(join(REPO_ROOT, 'schemas', 'title.schema.json'), 'utf8')) as Node;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const resolve = (ref: string): Node => ref.slice(2).split('/').reduce<Node>((n, seg) => n[seg] as Node, schema);

/** One step from a value to a value inside it. */
type Segment = { readonly key: string } | { readonly item: true } | { readonly any: true };

/** A place in a title's data the schema describes: how to get there, and what must hold on the way (an ability's `type`). */
interface Place {
  readonly segments: readonly Segment[];
  /** Fields the mapping at a depth must have for the schema to reach the place (`{type: train_discount}`). */
  readonly requires: ReadonlyMap<number, Readonly<Record<string, unknown>>>;
  readonly node: Node;
  /** The `$ref` the place is, if any. */
  readonly ref?: string;
  /** Reached by following a `$ref` or a combinator from a place already listed (not the field itself). */
  readonly derived: boolean;
}

/** Every place the schema reaches, with the node that describes it. */
function places(): Place[] {
  const out: Place[] = [];
  const walk = (node: unknown, segments: Segment[], requires: Map<number, Record<string, unknown>>, refs: readonly string[], derived = false) => {
    if (!isNode(node)) return;
    out.push({ segments, requires, node, derived, ...(typeof node.$ref === 'string' ? { ref: node.$ref } : {}) });
    if (typeof node.$ref === 'string') {
      if (!refs.includes(node.$ref)) walk(resolve(node.$ref), segments, requires, [...refs, node.$ref], true);
    }
    /**
     * What a mapping must hold for a branch to be the one taken: its properties' consts (an
     * ability's `type`), and its required keys (`{kind, ...}` of a round cycle's entry), given a
     * value their enum allows or any text.
     */
    const consts = (branch: unknown): Record<string, unknown> => {
      const props = isNode(branch) && isNode(branch.properties) ? branch.properties : {};
      const required = isNode(branch) && Array.isArray(branch.required) ? (branch.required as string[]) : [];
      const placeholder = (sub: unknown) => (isNode(sub) && Array.isArray(sub.enum) ? sub.enum[0] : 'x');
      const fixed = Object.fromEntries(Object.entries(props).flatMap(([key, sub]) => (isNode(sub) && 'const' in sub ? [[key, sub.const]] : [])));
      return { ...Object.fromEntries(required.filter((key) => !(key in fixed)).map((key) => [key, placeholder(props[key])])), ...fixed };
    };
    const branch = (sub: unknown, guard: unknown) => {
      const more = consts(guard);
      const next = new Map(requires);
      if (Object.keys(more).length) next.set(segments.length, { ...(requires.get(segments.length) ?? {}), ...more });
      walk(sub, segments, next, refs, true);
    };
    for (const sub of [...((node.allOf as unknown[]) ?? []), ...((node.anyOf as unknown[]) ?? []), ...((node.oneOf as unknown[]) ?? [])]) branch(sub, sub);
    if (node.then !== undefined) branch(node.then, node.if);
    if (node.else !== undefined) walk(node.else, segments, requires, refs, true);
    for (const [key, sub] of Object.entries(isNode(node.properties) ? node.properties : {})) walk(sub, [...segments, { key }], requires, refs);
    if (isNode(node.additionalProperties)) walk(node.additionalProperties, [...segments, { any: true }], requires, refs);
    if (node.items !== undefined) walk(node.items, [...segments, { item: true }], requires, refs);
  };
  walk(schema, [], new Map(), []);
  return out;
}

const label = (segments: readonly Segment[]) => segments.map((s) => ('key' in s ? s.key : 'item' in s ? '[]' : '*')).join('.');

/** The smallest data that reaches a place, with `value` there, and the path to read it back. */
function dataAt(place: Place, value: unknown): { data: unknown; path: (string | number)[] } {
  const path = place.segments.map((s) => ('key' in s ? s.key : 'item' in s ? 0 : 'K1'));
  const root: Node = { ...(place.requires.get(0) ?? {}) };
  let container: Node | unknown[] = root;
  place.segments.forEach((segment, i) => {
    const last = i === place.segments.length - 1;
    const next = last ? value : 'item' in (place.segments[i + 1] ?? {}) ? [] : { ...(place.requires.get(i + 1) ?? {}) };
    if (Array.isArray(container)) container.push(next);
    else container[path[i] as string] = next;
    container = next as Node | unknown[];
  });
  return { data: root, path };
}

const at = (data: unknown, path: readonly (string | number)[]): unknown => path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], data);

/** Keys that hold the name of a train, phase, tile, hex, company, corporation or minor (or a list of them). */
const NAMING_KEYS = ['name', 'sym', 'on', 'rusts_on', 'obsolete_on', 'available_on', 'on_phase', 'after_phase', 'remove', 'trains', 'tiles', 'hexes', 'hex', 'corporation', 'corporations', 'coordinates', 'title', 'optional_rule'];

/**
 * Whether the only numbers a value the schema describes may hold are names that may be written
 * as numbers (refs to `NUMBERED_NAME_DEFS`, which are made text): through lists, combinators and
 * other `$ref`s.
 */
function numbersOnlyAsNames(node: unknown, depth = 0): boolean {
  if (!isNode(node) || depth > 20) return true;
  if (typeof node.$ref === 'string') return NUMBERED_NAME_DEFS.includes(node.$ref) || numbersOnlyAsNames(resolve(node.$ref), depth + 1);
  const types = node.type === undefined ? [] : Array.isArray(node.type) ? node.type : [node.type];
  if (types.includes('integer') || types.includes('number')) return false;
  if (typeof node.const === 'number' || (Array.isArray(node.enum) && node.enum.some((v) => typeof v === 'number'))) return false;
  if (node.items !== undefined && !numbersOnlyAsNames(node.items, depth + 1)) return false;
  return ['anyOf', 'oneOf', 'allOf'].every((key) => !Array.isArray(node[key]) || (node[key] as unknown[]).every((sub) => numbersOnlyAsNames(sub, depth + 1)));
}

describe('names written as numbers are text once compiled, wherever the schema names something', () => {
  const all = places();
  const numbered = all.filter((p) => p.ref !== undefined && NUMBERED_NAME_DEFS.includes(p.ref));

  it('finds the places that name things, abilities of every kind included', () => {
    const found = new Set(numbered.map((p) => label(p.segments)));
    for (const expected of [
      'meta.title',
      'trains.[].name',
      'trains.[].rusts_on',
      'trains.[].variants.[].name',
      'phases.[].on',
      'minors.[].sym',
      'companies.[].abilities.[].trains.[]',
      'companies.[].abilities.[].tiles.[]',
      'corporations.[].abilities.[].on_phase',
      'minors.[].abilities.[].remove',
    ]) {
      expect(found, expected).toContain(expected);
    }
  });

  it('makes a number written at each of them text', () => {
    const missed = numbered.flatMap((place) => {
      const { data, path } = dataAt(place, 7);
      const out = at(namesAsText(data, schema), path);
      return out === '7' ? [] : [`${label(place.segments)} ${JSON.stringify([...place.requires])}: ${JSON.stringify(out)}`];
    });
    expect(numbered.length).toBeGreaterThan(20);
    expect(missed).toEqual([]);
  });

  it('leaves numbers that are not names (prices, counts, distances) numbers', () => {
    const data = { trains: [{ name: 2, distance: 2, price: 80, count: 6, discount: { 4: 300 } }], companies: [{ sym: 'SV', value: 20, revenue: 5, abilities: [{ type: 'train_discount', discount: 0.5, trains: [3, 'D'], count: 1 }] }] };
    expect(namesAsText(data, schema)).toEqual({
      trains: [{ name: '2', distance: 2, price: 80, count: 6, discount: { 4: 300 } }],
      companies: [{ sym: 'SV', value: 20, revenue: 5, abilities: [{ type: 'train_discount', discount: 0.5, trains: ['3', 'D'], count: 1 }] }],
    });
  });

  it('types every field that names something so that a number there is made text, or refused', () => {
    // Each place by where it is (an ability kind's own keys apart). A number may stand there only
    // where the schema says it is a name that may be written as one (and so made text).
    const verdicts = new Map<string, boolean>();
    for (const place of all) {
      const last = place.segments[place.segments.length - 1];
      const key = last && 'key' in last ? last.key : undefined;
      if (place.derived || key === undefined || !NAMING_KEYS.includes(key) || place.segments.length === 1) continue;
      // An icon's name is the picture's, free text, not a name of the title's things.
      if (label(place.segments).endsWith('icon.name')) continue;
      const id = `${label(place.segments)} ${JSON.stringify([...place.requires])}`;
      const safe = numbersOnlyAsNames(place.node);
      verdicts.set(id, (verdicts.get(id) ?? true) && safe);
    }
    expect([...verdicts].filter(([, safe]) => !safe).map(([id]) => id)).toEqual([]);
    expect(verdicts.size).toBeGreaterThan(30);
  });
});
