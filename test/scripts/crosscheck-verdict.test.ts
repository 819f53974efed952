import { describe, expect, it } from 'vitest';
import { verdictOf, type OurGame, type ReferenceLine, type Verdict } from '../../scripts/reference/verdict.js';

const ours: OurGame = { finished: true, result: { p1: 2445, p2: 849 } };
const cases: readonly { name: string; given: { ours: OurGame; reference: ReferenceLine }; want: Verdict }[] = [
  { name: 'same end, same scores (keys in another order)', given: { ours, reference: { file: 'g.json', finished: true, result: { p2: 849, p1: 2445 } } }, want: { kind: 'same' } },
  {
    name: 'one score differs',
    given: { ours, reference: { file: 'g.json', finished: true, result: { p1: 2445, p2: 850 } } },
    want: { kind: 'different', detail: "ours p1 2445, p2 849; the reference's p1 2445, p2 850" },
  },
  {
    name: 'a player missing',
    given: { ours, reference: { file: 'g.json', finished: true, result: { p1: 2445 } } },
    want: { kind: 'different', detail: "ours p1 2445, p2 849; the reference's p1 2445" },
  },
  {
    name: 'a player the reference has and ours has not',
    given: { ours, reference: { file: 'g.json', finished: true, result: { p1: 2445, p3: 849 } } },
    want: { kind: 'different', detail: "ours p1 2445, p2 849; the reference's p1 2445, p3 849" },
  },
  {
    name: 'ours ended, the reference did not',
    given: { ours, reference: { file: 'g.json', finished: false, result: { p1: 2445, p2: 849 } } },
    want: { kind: 'different', detail: "ours ended, the reference's did not end" },
  },
  {
    name: 'the reference refused an action',
    given: { ours, reference: { file: 'g.json', error: 'Blocking step Lay/Upgrade Track cannot process action buy_train at 1124' } },
    want: { kind: 'refused', detail: 'Blocking step Lay/Upgrade Track cannot process action buy_train at 1124' },
  },
  {
    name: 'the reference stalled with no move for the entity to act',
    given: { ours, reference: { file: 'g.json', finished: false, result: { p1: 7, p2: 86 }, stalled: { entity: 'p4', after: 412 } } },
    want: { kind: 'stalled', detail: 'the reference stops after action 412 with p4 to act and no move for p4; ours played on to its end' },
  },
  {
    name: 'the reference stalled with no step waiting on anyone',
    given: { ours, reference: { file: 'g.json', finished: false, result: { p1: 7, p2: 86 }, stalled: { after: 134 } } },
    want: { kind: 'stalled', detail: 'the reference stops after action 134 with no step waiting on anyone; ours played on to its end' },
  },
  {
    name: 'the reference stalled waiting on a closed corporation',
    given: { ours, reference: { file: 'g.json', finished: false, result: { p1: 7, p2: 86 }, stalled: { entity: 'CV', after: 248, closed: true } } },
    want: { kind: 'stalled', detail: 'the reference stops after action 248 waiting on CV, which has closed; ours played on to its end' },
  },
];

describe('crosscheck verdicts', () => {
  it.each(cases)('$name', ({ given, want }) => {
    expect(verdictOf(given.ours, given.reference)).toEqual(want);
  });
});
