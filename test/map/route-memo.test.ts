/**
 * route-memo's questions: two different questions are never taken for one (that would answer one
 * run with another's judgement), whatever the recorded ids hold, and the same question asked
 * again finds the answer kept for it.
 */
import { describe, expect, it } from 'vitest';
import { boardFor } from '../../runtime/map/board.js';
import { questionHash, recall, remember, sameQuestion, type MemoQuestion } from '../../runtime/map/route-memo.js';
import { switchBoard } from './switch-boards.js';

const train = { name: '2', distance: 2 };
const q = (routes: MemoQuestion['routes'], corporation = 'PRR', phaseTiles: readonly string[] = ['yellow']): MemoQuestion => ({ corporation, phaseTiles, routes });

/** Questions that differ in one field each, or only in how their ids group into connections and routes. */
const DIFFERENT: readonly MemoQuestion[] = [
  q([{ train, connections: [['A1', 'A2']] }]),
  q([{ train, connections: [['A1'], ['A2']] }]),
  q([{ train, connections: [['A1', ''], ['']] }]),
  q([{ train, connections: [['A1'], [''], ['']] }]),
  q([{ train, connections: [['A1', '', '']] }]),
  q([{ train, connections: [] }]),
  q([{ train, connections: [[]] }]),
  q([{ train, connections: [['']] }]),
  q([{ train, connections: [['A1']] }, { train, connections: [['A2']] }]),
  q([{ train, connections: [['A1']], nodes: [] }]),
  q([{ train, connections: [['A1']], nodes: [''] }]),
  q([{ train, connections: [['A1']] }]),
  q([{ train: { name: '2', distance: 2, requiresToken: false }, connections: [['A1']] }]),
  q([{ train: { name: '2', distance: 2, multiplier: 2 }, connections: [['A1']] }]),
  q([{ train: { name: '2', distance: 2, noLocal: true }, connections: [['A1']] }]),
  q([{ train: { name: '2', distance: [{ nodes: ['city'], pay: 2, visit: 2 }] }, connections: [['A1']] }]),
  q([{ train, connections: [['A1']] }], 'PRR', ['yellow', 'green']),
  q([{ train, connections: [['A1']] }], 'NYC'),
  // An id holding what could have been a separator in a key written as text.
  q([{ train, connections: [['A1\u0002A2']] }]),
];

describe('route-memo questions', () => {
  it('tells apart questions that differ in any field, or in how ids group into connections and routes', () => {
    for (const [i, a] of DIFFERENT.entries()) {
      for (const [j, b] of DIFFERENT.entries()) expect(sameQuestion(a, b), `${i} against ${j}`).toBe(i === j);
    }
    expect(new Set(DIFFERENT.map(questionHash)).size).toBe(DIFFERENT.length);
  });

  it('gives the same question the same hash', () => {
    const make = () => q([{ train: { name: '3', distance: 3 }, connections: [['B1', 'B2'], ['B2', 'B3']], nodes: ['B1-0', 'B3-0'] }]);
    expect(questionHash(make())).toBe(questionHash(make()));
    expect(sameQuestion(make(), make())).toBe(true);
  });

  it('recalls an answer for its own question only, when two questions share a hash', () => {
    const board = boardFor(switchBoard(1));
    const [first, second] = DIFFERENT;
    remember(board, 7, first, 'first');
    expect(recall(board, 7, { ...first, routes: first.routes.map((r) => ({ ...r, connections: r.connections.map((ids) => [...ids]) })) })).toBe('first');
    expect(recall(board, 7, second)).toBeUndefined();
    remember(board, 7, second, 'second');
    expect(recall(board, 7, first)).toBe('first');
    expect(recall(board, 7, second)).toBe('second');
  });

  it('keeps its own copy of the question: a caller changing its lists later changes nothing kept', () => {
    const board = boardFor(switchBoard(2));
    const asked = q([{ train, connections: [['A1', 'A2']] }]);
    const hash = questionHash(asked);
    remember(board, hash, asked, 'answer');
    (asked.routes[0].connections[0] as string[])[1] = 'A3';
    expect(recall(board, hash, q([{ train, connections: [['A1', 'A2']] }]))).toBe('answer');
    expect(recall(board, hash, asked)).toBeUndefined();
  });
});
