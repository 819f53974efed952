/**
 * Open kinds: the named kinds the engine gives meaning to, as registries a title extends with
 * its own in `titles/<title>/kinds.ts` (layer 3), instead of closed unions only an engine edit
 * could grow: dividend kinds and capitalisation modes (a title's entry named like an engine one
 * replaces it), ability kinds and entity kinds (a title's own, named unlike any of the engine's).
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
import type { GameEffects, GameView } from './view.js';

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

/**
 * An entity kind of the title's own (an escrow account, a loan holder): ids the game knows, which
 * may hold money (the engine's payments reach its purse), hold certificates (paid their dividends
 * into its purse), be owned (`playerOf` follows its owner) and close. Its state is the title's (a `gameVar`): the engine reads and changes it only through
 * these functions. It is no operator and does not act (an action's `entity_type` is one of the
 * engine's actor kinds); the engine's built-in kinds are registered the same way
 * (engine/entity-kinds.ts).
 */
export interface EntityKindSpec {
  /** The ids of this kind a game has (each unlike any other entity's id). */
  ids(setup: { readonly playerCount: number; readonly optionalRules: ReadonlySet<string> }): readonly string[];
  /** How the log and refusals name one. Default: its id. */
  name?(id: string, game: GameView): string;
  /** Its money, if it holds any: read it, and add to it (a negative amount takes). Without it, paying it is refused (`money/no_purse`). */
  readonly cash?: {
    get(id: string, game: GameView): number;
    add(id: string, amount: number, game: GameEffects): void;
  };
  /** Who owns it (a player, an operator or another entity), for `playerOf`; null for nobody. Default: nobody. */
  owner?(id: string, game: GameView): string | null;
  /** Whether it has left the game. Default: never. */
  closed?(id: string, game: GameView): boolean;
}

/** What a corporation's shares pay, for a capitalisation mode to decide. */
export interface IpoSale {
  readonly corporation: string;
  /** The price the buyer pays. */
  readonly price: number;
  /** The percent of the corporation its IPO holds before this sale. */
  readonly ipoPercent: number;
  /** Whether the corporation had floated before this sale. */
  readonly floated: boolean;
}

/** A corporation floating, for a capitalisation mode's capital. */
export interface FloatingCorporation {
  readonly corporation: string;
  /** Its par price. */
  readonly par: number;
  /** How many shares (of its smallest certificate's size) it has in all. */
  readonly shares: number;
  /** How many of them its IPO still holds. */
  readonly ipoShares: number;
}

/**
 * A capitalisation mode: how a corporation is paid for its shares (`rules.capitalization`, a
 * corporation's own, or `setCapitalization` for corporations parred later). The engine's are
 * `full`, `incremental`, `none` and `escrow`; a title's own is declared in kinds.ts the same way.
 */
export interface CapitalizationModeSpec {
  /**
   * Where the price of a share bought from the corporation's IPO goes: the `corporation`, the
   * `bank`, or `escrow` (the bank holds it for the corporation until `releaseEscrow`).
   */
  ipoSale(sale: IpoSale, game: GameView): 'corporation' | 'bank' | 'escrow';
  /** What the corporation receives from the bank when it floats. Default: nothing. */
  floatCapital?(float: FloatingCorporation, game: GameView): number;
  /** Whether the certificates in its IPO pay their dividends to its treasury (else the pool's do). Default false. */
  readonly ipoPaysTreasury?: boolean;
  /** Whether, when parred, the bank pays it for its certificates that companies grant (at par). Default false. */
  readonly paidForGrantedShares?: boolean;
  /** The mode it changes to once its escrow is released. Default: it keeps its mode. */
  readonly afterEscrow?: string;
}

/** The capitalisation modes the engine knows. */
export const ENGINE_CAPITALIZATIONS = {
  /** All its shares paid for, at par, when it floats; IPO sales pay the bank. */
  full: { ipoSale: () => 'bank', floatCapital: ({ par, shares }) => par * shares },
  /** Each IPO sale pays it; its IPO's certificates pay it dividends. */
  incremental: { ipoSale: () => 'corporation', ipoPaysTreasury: true, paidForGrantedShares: true },
  /** Nothing: IPO sales pay the bank. */
  none: { ipoSale: () => 'bank' },
  /** Incremental for the first half of its shares; the bank holds the price of the rest until released, incremental from then on. */
  escrow: { ipoSale: ({ ipoPercent }) => (ipoPercent <= 50 ? 'escrow' : 'corporation'), afterEscrow: 'incremental' },
} as const satisfies Readonly<Record<string, CapitalizationModeSpec>>;

export type EngineCapitalization = keyof typeof ENGINE_CAPITALIZATIONS;

/** A title's additions to the engine's registries. */
export interface TitleKinds {
  /** Dividend kinds by name. */
  readonly dividends?: Readonly<Record<string, DividendKindSpec>>;
  /** Ability kinds by name (keys read by codegen without running the file: write them literally). */
  readonly abilities?: Readonly<Record<string, AbilityKindSpec>>;
  /** Entity kinds by name (named unlike the engine's: `player`, `corporation`, `company`, `minor`, `pool`, `bank`, `depot`). */
  readonly entities?: Readonly<Record<string, EntityKindSpec>>;
  /** Capitalisation modes by name (keys read by codegen, as `abilities`': write them literally); one named like an engine mode replaces it. */
  readonly capitalizations?: Readonly<Record<string, CapitalizationModeSpec>>;
}

/** Identity at runtime; types a title's `kinds.ts`. */
export function defineKinds(kinds: TitleKinds): TitleKinds {
  return kinds;
}
