/**
 * Runs already judged on this board: most operating rounds repeat a corporation's last run
 * over track no lay has touched since, and decoding, checking and pricing it again gives the
 * same answer. A run is judged by the recorded ids of its hexes' track, so its answer depends
 * only on what lies on those hexes (each one's tile geometry and tokens), on the neighbour
 * table, and on the question (corporation, phase, trains, connections): an answer is reused
 * only while all of these are unchanged. Refusals are never kept (they are judged afresh).
 */
import type { Board } from './board.js';
import type { TileGeometry } from './geometry.js';
import type { TrainInfo } from './revenue.js';
import { ObjectSlot } from '../core/object-slot.js';

export interface MemoQuestion {
  readonly corporation: string;
  readonly phaseTiles: readonly string[];
  readonly routes: readonly { readonly train: TrainInfo; readonly connections: readonly (readonly string[])[]; readonly nodes?: readonly string[] }[];
}

interface Entry<T> {
  readonly question: MemoQuestion;
  readonly hexes: Int32Array;
  readonly tiles: readonly TileGeometry[];
  readonly tokens: readonly KeptTokens[];
  readonly neighbors: Int32Array;
  readonly answer: T;
}

/** Answers kept per board at most (the optimiser decodes many candidate runs on one board). */
const LIMIT = 256;

/** Per board: entries by question hash (questions sharing a hash in one bucket). */
const memos = new ObjectSlot<Board, Map<number, Entry<unknown>[]>>('route memo');

function hexPart(id: string): string {
  const space = id.indexOf(' ');
  return space < 0 ? id : id.slice(0, space);
}

/** What a hex's cities hold, flat: each city's slots, then `undefined` to end the city. */
type KeptTokens = readonly (string | null | undefined)[];

function tokensOn(board: Board, hex: number): KeptTokens {
  const out: (string | null | undefined)[] = [];
  for (const city of board.states[hex].tokens) {
    for (const t of city) out.push(t);
    out.push(undefined);
  }
  return out;
}

/** Whether a hex's cities hold what `kept` says (compared in place: recalls are frequent, changes rare). */
function sameTokens(board: Board, hex: number, kept: KeptTokens): boolean {
  let at = 0;
  for (const city of board.states[hex].tokens) {
    for (const t of city) if (at >= kept.length || kept[at++] !== t) return false;
    if (kept[at++] !== undefined || at > kept.length) return false;
  }
  return at === kept.length;
}

/** A train's distance rules keyed once per rules object (a train type's rules are one shared object). */
const distanceKeys = new WeakMap<object, string>();

function distanceKey(distance: TrainInfo['distance']): string {
  if (typeof distance !== 'object' || distance === null) return String(distance);
  let key = distanceKeys.get(distance);
  if (key === undefined) distanceKeys.set(distance, (key = JSON.stringify(distance)));
  return key;
}

/**
 * A number for the question, from every field a run's judgement reads (route.ts reads a train's
 * name, distance, multiplier, token need and local rule): 32-bit FNV-1a over them, each field,
 * list and route ended by a mark outside the characters' range, so that ids grouped otherwise
 * hash otherwise. Questions with one number are told apart by `sameQuestion`. (A string key
 * written from the same fields was the largest single allocation of an 1830 replay: a long
 * string per run evaluated, flattened again to be hashed.)
 * Not core/hash.ts's fnv1a64: that one hashes a whole string, the very string this avoids
 * writing; this one is fed field by field, with marks no string can hold.
 */
export function questionHash(q: MemoQuestion): number {
  let h = text(FNV_OFFSET, q.corporation);
  for (const tile of q.phaseTiles) h = mark(text(h, tile), ITEM);
  h = mark(h, LIST);
  for (const { train, connections, nodes } of q.routes) {
    h = mark(text(h, train.name), FIELD);
    h = mark(text(h, distanceKey(train.distance)), FIELD);
    h = mark(text(h, String(train.multiplier)), FIELD);
    h = mark(text(h, String(train.requiresToken)), FIELD);
    h = mark(text(h, String(train.noLocal)), FIELD);
    for (const ids of connections) {
      for (const id of ids) h = mark(text(h, id), ITEM);
      h = mark(h, LIST);
    }
    if (nodes === undefined) h = mark(h, FIELD);
    else {
      for (const node of nodes) h = mark(text(h, node), ITEM);
      h = mark(h, LIST);
    }
    h = mark(h, ROUTE);
  }
  return h >>> 0;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
/** Marks between fields, items, lists and routes: above any UTF-16 code unit, so no text is one. */
const FIELD = 0x10001;
const ITEM = 0x10002;
const LIST = 0x10003;
const ROUTE = 0x10004;

function mark(h: number, value: number): number {
  return Math.imul(h ^ value, FNV_PRIME);
}

function text(h: number, value: string): number {
  for (let i = 0; i < value.length; i++) h = Math.imul(h ^ value.charCodeAt(i), FNV_PRIME);
  return h;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Whether two questions ask the same: every field `questionHash` reads, equal. */
export function sameQuestion(a: MemoQuestion, b: MemoQuestion): boolean {
  if (a.corporation !== b.corporation || !sameList(a.phaseTiles, b.phaseTiles) || a.routes.length !== b.routes.length) return false;
  for (let r = 0; r < a.routes.length; r++) {
    const x = a.routes[r];
    const y = b.routes[r];
    if (x.train.name !== y.train.name || distanceKey(x.train.distance) !== distanceKey(y.train.distance)) return false;
    if (x.train.multiplier !== y.train.multiplier || x.train.requiresToken !== y.train.requiresToken || x.train.noLocal !== y.train.noLocal) return false;
    if (x.connections.length !== y.connections.length) return false;
    for (let c = 0; c < x.connections.length; c++) if (!sameList(x.connections[c], y.connections[c])) return false;
    if (x.nodes === undefined ? y.nodes !== undefined : y.nodes === undefined || !sameList(x.nodes, y.nodes)) return false;
  }
  return true;
}

/**
 * The question as kept with its answer: its own copy of every list it holds, so that a caller
 * changing its lists later cannot change what was asked (made only when an answer is kept).
 */
function keptCopy(q: MemoQuestion): MemoQuestion {
  return {
    corporation: q.corporation,
    phaseTiles: [...q.phaseTiles],
    routes: q.routes.map((route) => ({
      train: { name: route.train.name, distance: route.train.distance, multiplier: route.train.multiplier, requiresToken: route.train.requiresToken, noLocal: route.train.noLocal },
      connections: route.connections.map((ids) => [...ids]),
      ...(route.nodes === undefined ? {} : { nodes: [...route.nodes] }),
    })),
  };
}

/** The entry kept for the question on this board, if any. */
function entryFor(board: Board, hash: number, q: MemoQuestion): Entry<unknown> | undefined {
  const bucket = memos.get(board)?.get(hash);
  if (bucket === undefined) return undefined;
  for (const entry of bucket) if (sameQuestion(entry.question, q)) return entry;
  return undefined;
}

/** The answer kept for the question on this board, if what it depends on is unchanged. */
export function recall<T>(board: Board, hash: number, q: MemoQuestion): T | undefined {
  const entry = entryFor(board, hash, q);
  if (!entry || entry.neighbors !== board.neighbors) return undefined;
  const { hexes, tiles, tokens } = entry;
  for (let i = 0; i < hexes.length; i++) {
    if (board.tiles[hexes[i]] !== tiles[i] || !sameTokens(board, hexes[i], tokens[i])) return undefined;
  }
  return entry.answer as T;
}

/** Keeps the answer to a question, with what it depends on now (in place of one kept before). */
export function remember<T>(board: Board, hash: number, q: MemoQuestion, answer: T): void {
  let memo = memos.get(board);
  if (!memo) memos.set(board, (memo = new Map()));
  if (memo.size >= LIMIT) memo.clear();
  const hexes: number[] = [];
  for (const route of q.routes) {
    for (const ids of route.connections) {
      for (const id of ids) {
        const hex = board.grid.indexOf.get(hexPart(id));
        if (hex !== undefined && !hexes.includes(hex)) hexes.push(hex);
      }
    }
  }
  const entry: Entry<unknown> = {
    question: keptCopy(q),
    hexes: Int32Array.from(hexes),
    tiles: hexes.map((h) => board.tiles[h]),
    tokens: hexes.map((h) => tokensOn(board, h)),
    neighbors: board.neighbors,
    answer,
  };
  const bucket = memo.get(hash);
  if (bucket === undefined) memo.set(hash, [entry]);
  else {
    const at = bucket.findIndex((kept) => sameQuestion(kept.question, q));
    if (at >= 0) bucket[at] = entry;
    else bucket.push(entry);
  }
}
