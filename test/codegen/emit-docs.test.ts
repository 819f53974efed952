/**
 * A title's reference page says in words what ends the game, the `fixed_round` reason with the
 * round its YAML names (probe_end's `fixed_round: {operating_round: 3}`, and a turn).
 */
import { describe, expect, it } from 'vitest';
import { viewModel } from '../../codegen/emit-docs.js';
import probeEnd from '../generated/titles/probe_end/index.js';

describe('the reference page’s game end', () => {
  const definition = probeEnd.definition;

  it('names the round a fixed_round end triggers in, and each reason’s timing', () => {
    expect(viewModel(definition).gameEnd).toBe(
      'operating round 3 of the game starts: at the end of the operating round; a share price reaches the end of the market: at the end of the set of operating rounds; an event triggers the end: at the end of the operating round',
    );
    const byTurn = { ...definition, rules: { ...definition.rules, gameEndCheck: { fixed_round: 'full_or' as const }, fixedRound: { turn: 8 } } };
    expect(viewModel(byTurn).gameEnd).toBe('turn 8 starts: at the end of the set of operating rounds');
  });
});
