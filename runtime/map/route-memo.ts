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

export interface MemoQuestion {
  readonly corporation: string;
  readonly phaseTiles: readonly string[];
  readonly routes: readonly { readonly train: unknown; readonly connections: readonly (readonly string[])[]; readonly nodes?: readonly string[] }[];
}

interface Entry<T> {
  readonly hexes: Int32Array;
  readonly tiles: readonly TileGeometry[];
  readonly tokens: readonly string[];
  readonly neighbors: Int32Array;
  readonly answer: T;
}

/** Answers kept per board at most (the optimiser decodes many candidate runs on one board). */
const LIMIT = 256;

const memos = new WeakMap<Board, Map<string, Entry<unknown>>>();

function hexPart(id: string): string {
  const space = id.indexOf(' ');
  return space < 0 ? id : id.slice(0, space);
}

function tokensOn(board: Board, hex: number): string {
  let out = '';
  for (const city of board.states[hex].tokens) {
    for (const t of city) out += `${t ?? ''},`;
    out += ';';
  }
  return out;
}

export function questionKey(q: MemoQuestion): string {
  return JSON.stringify([q.corporation, q.phaseTiles, q.routes.map((r) => [r.train, r.connections, r.nodes ?? null])]);
}

/** The answer kept for the question on this board, if what it depends on is unchanged. */
export function recall<T>(board: Board, key: string): T | undefined {
  const entry = memos.get(board)?.get(key);
  if (!entry || entry.neighbors !== board.neighbors) return undefined;
  const { hexes, tiles, tokens } = entry;
  for (let i = 0; i < hexes.length; i++) {
    if (board.tiles[hexes[i]] !== tiles[i] || tokensOn(board, hexes[i]) !== tokens[i]) return undefined;
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
