/**
 * route-memo's question keys: two different questions never share a key (a shared key would
 * answer one run with another's judgement), whatever the recorded ids hold.
 */
import { describe, expect, it } from 'vitest';
import { questionKey, type MemoQuestion } from '../../runtime/map/route-memo.js';

const train = { name: '2', distance: 2 };
const q = (routes: MemoQuestion['routes'], corporation = 'PRR', phaseTiles: readonly string[] = ['yellow']): MemoQuestion => ({ corporation, phaseTiles, routes });

describe('questionKey', () => {
  it('tells apart questions that differ only in how ids group into connections and routes', () => {
    const questions: MemoQuestion[] = [
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
      q([{ train: { name: '2', distance: [{ nodes: ['city'], pay: 2, visit: 2 }] }, connections: [['A1']] }]),
      q([{ train, connections: [['A1']] }], 'PRR', ['yellow', 'green']),
      q([{ train, connections: [['A1']] }], 'NYC'),
    ];
    const keys = questions.map(questionKey);
    expect(new Set(keys).size).toBe(questions.length);
  });

  it('keys a question whose ids hold the separators as JSON, apart from the question they mimic', () => {
    const plain = q([{ train, connections: [['A1', 'A2']] }]);
    const mimic = q([{ train, connections: [['A1\u0002A2']] }]);
    expect(questionKey(mimic)).not.toBe(questionKey(plain));
    expect(questionKey(mimic).startsWith('[')).toBe(true);
  });

  it('gives the same question the same key', () => {
    const make = () => q([{ train: { name: '3', distance: 3 }, connections: [['B1', 'B2'], ['B2', 'B3']], nodes: ['B1-0', 'B3-0'] }]);
    expect(questionKey(make())).toBe(questionKey(make()));
  });
});
