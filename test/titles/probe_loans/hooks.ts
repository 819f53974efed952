/**
 * Probe hooks that vary loans: see test/hooks/loans.test.ts.
 */
import { defineHooks } from '../../../runtime/sdk.js';
import type { Types } from '../../generated/titles/probe_loans/types.js';

export default defineHooks<Types>({
  // BB may owe one loan only, whatever its shareholders hold.
  loanLimit: (operator) => (operator === 'BB' ? 1 : undefined),

  // From phase 3 on, a loan costs 20 a round.
  loanInterest: (_operator, game) => (game.phaseReached('3') ? 20 : undefined),
});
