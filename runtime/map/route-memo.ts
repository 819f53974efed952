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
  readonly hexes: Int32Array;
  readonly tiles: readonly TileGeometry[];
  readonly tokens: readonly KeptTokens[];
  readonly neighbors: Int32Array;
  readonly answer: T;
}

/** Answers kept per board at most (the optimiser decodes many candidate runs on one board). */
const LIMIT = 256;

const memos = new ObjectSlot<Board, Map<string, Entry<unknown>>>('route memo');

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

/** Terminators in a question's key: after each field, each item of a list, each list, each route. */
const FIELD = '\u0001';
const ITEM = '\u0002';
const LIST = '\u0003';
const ROUTE = '\u0004';

/**
 * The question as a string: every field a run's judgement reads (route.ts reads a train's name,
 * distance, multiplier, token need and local rule), each ended by a terminator, rather than
 * written as JSON, which cost a twentieth of replaying a run. The terminators make the key
 * unambiguous as long as no field holds one: the key counts those it wrote, and where a field
 * (from a recording, so anything) held one too, the question is keyed as JSON instead (JSON
 * writes control characters escaped, so the two kinds of key never meet).
 */
export function questionKey(q: MemoQuestion): string {
  let key = q.corporation + FIELD;
  let written = 1;
  for (const tile of q.phaseTiles) key += tile + ITEM;
  key += LIST;
  written += q.phaseTiles.length + 1;
  for (const { train, connections, nodes } of q.routes) {
    key += train.name + FIELD + distanceKey(train.distance) + FIELD + train.multiplier + FIELD + train.requiresToken + FIELD + train.noLocal + FIELD;
    written += 5;
    for (const ids of connections) {
      for (const id of ids) key += id + ITEM;
      key += LIST;
      written += ids.length + 1;
    }
    if (nodes === undefined) key += FIELD;
    else {
      for (const node of nodes) key += node + ITEM;
      key += LIST;
      written += nodes.length;
    }
    key += ROUTE;
    written += 2;
  }
  let found = 0;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    if (c >= 1 && c <= 4) found++;
  }
  return found === written ? key : JSON.stringify([q.corporation, q.phaseTiles, q.routes.map((r) => [r.train, r.connections, r.nodes ?? null])]);
}

/** The answer kept for the question on this board, if what it depends on is unchanged. */
export function recall<T>(board: Board, key: string): T | undefined {
  const entry = memos.get(board)?.get(key);
  if (!entry || entry.neighbors !== board.neighbors) return undefined;
  const { hexes, tiles, tokens } = entry;
  for (let i = 0; i < hexes.length; i++) {
    if (board.tiles[hexes[i]] !== tiles[i] || !sameTokens(board, hexes[i], tokens[i])) return undefined;
  }
  return entry.answer as T;
}

/** Keeps the answer to a question, with what it depends on now. */
export function remember<T>(board: Board, key: string, q: MemoQuestion, answer: T): void {
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
  memo.set(key, { hexes: Int32Array.from(hexes), tiles: hexes.map((h) => board.tiles[h]), tokens: hexes.map((h) => tokensOn(board, h)), neighbors: board.neighbors, answer });
}
