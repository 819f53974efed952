/**
 * The undo ledger, which keeps the actions in effect up to date one action at a time, against
 * the rule written the slow, obvious way (each undo and redo recomputed over the whole list):
 * given/want cases for each rule, then seeded random lists of actions, undos (with and without
 * action_id), redos and messages, where the two must agree after every action.
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../runtime/actions/types.js';
import { UndoLedger } from '../../runtime/actions/undo-ledger.js';
import { seededRandom as seeded } from '../../runtime/sim/random.js';

const act = (id: number): Action => ({ type: 'pass', entity: 1, entity_type: 'player', id });
const msg = (id: number): Action => ({ type: 'message', entity: 1, entity_type: 'player', id, message: 'hi' });
const undo = (id: number, to?: number): Action => ({ type: 'undo', entity: 1, entity_type: 'player', id, ...(to === undefined ? {} : { action_id: to }) });
const redo = (id: number): Action => ({ type: 'redo', entity: 1, entity_type: 'player', id });

/** The rule, recomputed from scratch: the ids in effect after the whole list. */
function oracle(actions: readonly Action[]): number[] {
  const effective: (Action | undefined)[] = [];
  const undone: [Action, number][][] = [];
  actions.forEach((action, index) => {
    effective.push(undefined);
    if (action.type === 'undo') {
      let from = 0;
      if (action.action_id !== undefined) from = action.action_id === 0 ? 0 : actions.findIndex((a) => a.id === action.action_id) + 1;
      else for (let i = index - 1; i >= 0; i--) if (effective[i] && effective[i]!.type !== 'message') { from = i; break; }
      const cancelled: [Action, number][] = [];
      for (let i = from; i < index; i++) {
        const a = effective[i];
        if (a && a.type !== 'message') {
          effective[i] = undefined;
          cancelled.push([a, i]);
        }
      }
      undone.push(cancelled);
    } else if (action.type === 'redo') {
      for (const [a, i] of undone.pop() ?? []) effective[i] = a;
    } else {
      if (action.type !== 'message') undone.length = 0;
      effective[index] = action;
    }
  });
  return effective.flatMap((a) => (a ? [a.id!] : []));
}

const ids = (actions: readonly Action[]) => actions.map((a) => a.id!);

describe('the undo ledger', () => {
  const cases: { name: string; given: Action[]; want: number[]; gone?: number[]; back?: number[] }[] = [
    { name: 'an undo cancels the latest action', given: [act(1), act(2), undo(3)], want: [1], gone: [2] },
    { name: 'a redo restores what the latest undo cancelled', given: [act(1), act(2), undo(3), redo(4)], want: [1, 2], back: [2] },
    { name: 'undo back to an action cancels everything after it', given: [act(1), act(2), act(3), undo(4, 1)], want: [1], gone: [2, 3] },
    { name: 'undo back to 0 cancels everything', given: [act(1), act(2), undo(3, 0)], want: [], gone: [1, 2] },
    { name: 'messages are never undone', given: [act(1), msg(2), act(3), msg(4), undo(5, 1)], want: [1, 2, 4], gone: [3] },
    { name: 'an undo skips messages to find the latest action', given: [act(1), act(2), msg(3), undo(4)], want: [1, 3], gone: [2] },
    { name: 'a redo puts actions back among messages kept meanwhile', given: [act(1), act(2), msg(3), act(4), undo(5, 1), msg(6), redo(7)], want: [1, 2, 3, 4, 6], back: [2, 4] },
    { name: 'a new action makes undone ones permanent (a redo then is refused, below)', given: [act(1), act(2), undo(3), act(4)], want: [1, 4] },
    { name: 'a message does not make undone ones permanent', given: [act(1), act(2), undo(3), msg(4), redo(5)], want: [1, 2, 4], back: [2] },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const ledger = new UndoLedger();
      let last;
      for (const a of c.given) last = ledger.add(a);
      expect(ids(ledger.inEffect)).toEqual(c.want);
      expect(ids(ledger.inEffect)).toEqual(oracle(c.given));
      if (c.gone) expect(ids(last!.gone)).toEqual(c.gone);
      if (c.back) expect(ids(last!.back)).toEqual(c.back);
    });
  }

  it('refuses an undo back to an action it does not hold, changing nothing', () => {
    const ledger = UndoLedger.of([act(1), act(2)]);
    expect(() => ledger.add(undo(3, 99))).toThrow(expect.objectContaining({ code: 'undo/unknown_action' }));
    expect(ids(ledger.inEffect)).toEqual([1, 2]);
  });

  it('strict: refuses an undo that would cancel nothing, changing nothing; otherwise takes it as a no-op', () => {
    const cases: [Action[], Action][] = [
      [[], undo(9)],
      [[msg(1)], undo(9)],
      [[act(1), undo(2)], undo(9)],
      [[act(1), act(2), undo(3, 1)], undo(9, 1)],
      [[act(1)], undo(9, 1)],
    ];
    for (const [given, again] of cases) {
      const ledger = UndoLedger.of(given);
      const before = ids(ledger.inEffect);
      expect(() => ledger.add(again, { strict: true })).toThrow(expect.objectContaining({ code: 'undo/nothing_to_undo' }));
      expect(ids(ledger.inEffect)).toEqual(before);
      expect(ledger.add(again).gone).toEqual([]);
    }
    // An undo that cancels something passes the strict check.
    expect(ids(UndoLedger.of([act(1)]).add(undo(2), { strict: true }).gone)).toEqual([1]);
  });

  it('refuses a redo with no undo to take back, changing nothing; redoes an undo that cancelled nothing', () => {
    const refused = (ledger: UndoLedger) => expect(() => ledger.add(redo(99))).toThrow(expect.objectContaining({ code: 'undo/nothing_to_redo' }));
    refused(new UndoLedger());
    for (const given of [[act(1)], [act(1), undo(2), redo(3)], [act(1), undo(2), act(3)], [act(1), undo(2), undo(3), redo(4), redo(5)]]) {
      const ledger = UndoLedger.of(given);
      const before = ids(ledger.inEffect);
      refused(ledger);
      expect(ids(ledger.inEffect)).toEqual(before);
      expect(ledger.canRedo).toBe(false);
      // The refused redo left no trace: an undo after it still cancels the latest action.
      if (before.length) expect(ids(ledger.add(undo(100)).gone)).toEqual(before.slice(-1));
    }
    expect(ids(UndoLedger.of([undo(1), redo(2)]).inEffect)).toEqual([]);
    expect(ids(UndoLedger.of([act(1), undo(2, 1), redo(3)]).inEffect)).toEqual([1]);
  });

  it('copies look ahead on their own: a copy, its copy and the original each agree with the rule on their own lists', () => {
    interface Line {
      readonly ledger: UndoLedger;
      readonly list: Action[];
      /** The last id given: ids grow by random gaps, so lines that part give the same id to different positions. */
      lastId: number;
    }
    const next = (random: () => number, line: Line): Action => {
      const id = (line.lastId += 1 + Math.floor(random() * 3));
      const known = line.list.filter((a) => a.type !== 'undo' && a.type !== 'redo');
      const roll = random();
      if (roll < 0.45 || (roll >= 0.85 && !line.ledger.canRedo)) return act(id);
      if (roll < 0.55) return msg(id);
      if (roll < 0.75 || !known.length) return undo(id);
      if (roll < 0.85) return undo(id, known[Math.floor(random() * known.length)].id);
      return redo(id);
    };
    for (let seed = 1; seed <= 100; seed++) {
      const random = seeded(seed);
      const lines: Line[] = [{ ledger: new UndoLedger(), list: [], lastId: 0 }];
      for (let step = 0; step < 60; step++) {
        // Now and then a line parts from the last: a copy goes on with actions of its own.
        if (step % 20 === 10) {
          const last = lines[lines.length - 1];
          lines.push({ ledger: last.ledger.copy(), list: [...last.list], lastId: last.lastId });
        }
        for (const line of lines) {
          const action = next(random, line);
          line.list.push(action);
          line.ledger.add(action);
          expect(ids(line.ledger.inEffect), `seed ${seed}, line ${lines.indexOf(line)}, action ${action.id}`).toEqual(oracle(line.list));
        }
      }
    }
  });

  it('agrees with the rule after every action of seeded random lists, and says where the change starts', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const random = seeded(seed);
      const ledger = new UndoLedger();
      const list: Action[] = [];
      let before: number[] = [];
      for (let id = 1; id <= 60; id++) {
        const roll = random();
        const known = list.filter((a) => a.type !== 'undo' && a.type !== 'redo');
        const action =
          roll < 0.45 ? act(id) : roll < 0.55 ? msg(id) : roll < 0.75 ? undo(id) : roll < 0.85 && known.length ? undo(id, known[Math.floor(random() * known.length)].id) : redo(id);
        if (action.type === 'redo' && !ledger.canRedo) {
          expect(() => ledger.add(action), `seed ${seed}, action ${id}`).toThrow(expect.objectContaining({ code: 'undo/nothing_to_redo' }));
          expect(ids(ledger.inEffect), `seed ${seed}, action ${id}`).toEqual(before);
          continue;
        }
        list.push(action);
        const change = ledger.add(action);
        const after = oracle(list);
        expect(ids(ledger.inEffect), `seed ${seed}, action ${id}`).toEqual(after);
        // The change starts where the old and new lists part, and its suffix is the new tail.
        let common = 0;
        while (common < before.length && common < after.length && before[common] === after[common]) common++;
        expect(change.from, `seed ${seed}, action ${id}`).toBe(common);
        expect(ids(change.suffix)).toEqual(after.slice(common));
        before = after;
      }
    }
  });
});
