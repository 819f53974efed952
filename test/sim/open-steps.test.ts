/**
 * `Round#openSteps()`, the steps legal actions ask, answers from the step whose turn it is
 * (engine/round.ts) instead of asking each step whether it blocks. Judged here against the
 * question asked in full, after every action of seeded simulated games: the active steps, in
 * order, up to and including the first that blocks. A step standing aside (an operating round's
 * steps while a national operates, engine/rounds/operating.ts) blocks without being the step
 * whose turn it is: the case the shortcut must still ask. A national's turn is over before the
 * action that began it is, so after every action each game is asked again with the step whose
 * turn it is made to stand aside.
 */
import { describe, expect, it } from 'vitest';
import { loadTitle } from '../../generated/index.js';
import type { GameRound, GameStep } from '../../runtime/engine/contract.js';
import { Game } from '../../runtime/engine/game.js';
import { simulateGame } from '../../runtime/sim/simulate.js';

const GAMES: readonly { title: string; seed: number; players: number; actions: number }[] = [
  { title: '1830', seed: 3, players: 4, actions: 600 },
  { title: '1867', seed: 5, players: 4, actions: 600 },
  { title: '18Chesapeake', seed: 205, players: 2, actions: 300 },
];

/** Where `open` and the question asked in full differ, what differs. */
function difference(round: GameRound): string | undefined {
  const open = round.openSteps!();
  const full = askedInFull(round);
  if (open.length === full.length && open.every((step, i) => step === full[i])) return undefined;
  return `${open.map((s) => s.name()).join(',')} against ${full.map((s) => s.name()).join(',')}`;
}

/** The question asked in full: each active step, up to the first that blocks. */
function askedInFull(round: GameRound): GameStep[] {
  const out: GameStep[] = [];
  for (const step of round.steps) {
    if (!step.active()) continue;
    out.push(step);
    if (step.blocking()) break;
  }
  return out;
}

describe("the round's open steps", () => {
  for (const { title, seed, players, actions } of GAMES) {
    it(`are those asked in full after every action (${title}, seed ${seed}, ${players} players)`, async () => {
      const module = await loadTitle(title);
      const played = simulateGame(module, seed, players, { keepLog: true, maxActions: actions });
      const seats = Array.from({ length: players }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` }));
      const game = new Game(module, seats, { seed });
      const wrong: string[] = [];
      let aside = 0;
      for (const action of played.log!) {
        game.process(action);
        if (game.finished) break;
        const round = game.round;
        const after = `after ${action.type} by ${String(action.entity)}`;
        const found = difference(round);
        if (found) wrong.push(`${after}: ${found}`);
        const turn = round.activeStep();
        if (!turn) continue;
        // The step whose turn it is stands aside (as for a national): the next that blocks has the turn.
        round.standsAside = (step) => step === turn;
        round.clearCache();
        const standing = difference(round);
        if (standing) wrong.push(`${after}, ${turn.name()} standing aside: ${standing}`);
        delete (round as { standsAside?: unknown }).standsAside;
        round.clearCache();
        aside++;
      }
      expect(wrong).toEqual([]);
      expect(aside).toBeGreaterThan(actions / 2);
    }, 60_000);
  }
});
