/**
 * Open kinds: the named kinds the engine gives meaning to, as registries a title extends with
 * its own in `titles/<title>/kinds.ts` (layer 3), instead of closed unions only an engine edit
 * could grow. So far: dividend kinds (a title's entry named like an engine one replaces it) and
 * ability kinds (a title's own, named unlike any of the engine's).
 *
 *   // titles/<title>/kinds.ts
 *   import { defineKinds } from '../../runtime/sdk.js';
 *   export default defineKinds({
 *     dividends: { quarter: { treasury: ({ revenue, shares }) => Math.floor(revenue / 4 / shares) * shares } },
 *     abilities: { credit_line: { description: 'Raises what its owner may borrow' } },
 *   });
 *
 * A kind is offered where the title says (the `dividendKinds` hook lists an operator's choices).
 * An ability kind is written in the YAML like the engine's (`{ type: credit_line, extra: 50 }`),
 * timed, counted and removed by the engine like any other, and read by the title's own code
 * (`abilities(game, entity, 'credit_line')` gives `TitleAbility`s); codegen refuses a kind neither
 * the engine nor kinds.ts declares.
 */
import type { GameView } from './view.js';

/** What a dividend of a kind pays, given the run. */
export interface DividendRun {
  readonly operator: string;
  /** The run's whole revenue. */
  readonly revenue: number;
  /** The shares it is paid over: the corporation's total, 1 for a minor. */
  readonly shares: number;
}

/** A kind of dividend: how much of the revenue the treasury keeps (the rest is paid per share). */
export interface DividendKindSpec {
  treasury(run: DividendRun, game: GameView): number;
}

/** The dividend kinds the engine knows: all paid, all kept, half kept (rounded down to whole shares). */
export const ENGINE_DIVIDEND_KINDS = {
  payout: { treasury: () => 0 },
  withhold: { treasury: ({ revenue }) => revenue },
  half: { treasury: ({ revenue, shares }) => Math.floor(revenue / 2 / shares) * shares },
} as const satisfies Readonly<Record<string, DividendKindSpec>>;

export type EngineDividendKind = keyof typeof ENGINE_DIVIDEND_KINDS;

/** An ability kind of the title's own: the engine gives it no behaviour, only its timing and counts. */
export interface AbilityKindSpec {
  /** What it does, shown where the ability has no `description` of its own. */
  readonly description: string;
}

/** A title's additions to the engine's registries. */
export interface TitleKinds {
  /** Dividend kinds by name. */
  readonly dividends?: Readonly<Record<string, DividendKindSpec>>;
  /** Ability kinds by name (keys read by codegen without running the file: write them literally). */
  readonly abilities?: Readonly<Record<string, AbilityKindSpec>>;
}

/** Identity at runtime; types a title's `kinds.ts`. */
export function defineKinds(kinds: TitleKinds): TitleKinds {
  return kinds;
}
