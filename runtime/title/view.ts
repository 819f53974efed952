/**
 * What a hook sees of a game: a narrow, typed window, not the engine's `Game`. Query hooks get a
 * `GameView` (read access to the state and the title, plus the few lookups rules need); effect
 * hooks (events, `setup`, `actionProcessed`, ...) get `GameEffects`, the view plus the changes a
 * title's rules may make. The engine implements both over the live state; nothing is copied, so
 * a view is only valid during the hook call that received it.
 *
 * Keeping hooks to this surface means a title cannot reach the engine's internals, the engine can
 * change them freely, and `runtime/title/` never imports `runtime/engine/`.
 */
import type { Direction } from '../market/stock-market.js';
import type { CompanyState, CorporationState, DestinationState, GameState, MarketCoordinates, MinorState, OperatorState, PlayerState, TrainState } from '../state/types.js';
import type { AbilityType, TitleAbility } from './abilities.js';
import type { Capitalization, EventDefinition, MarketCell, PhaseDefinition, TitleDefinition, TitleRules } from './definition.js';
import type { GameVar } from './game-vars.js';
import type { MinorMergeOptions, MinorMergeResult } from './merge.js';
import type { TitleTypes } from './types.js';
import type { AbilityOf, Known, ShareId, TrainId } from './typed-names.js';

/**
 * An ability a hook gives (`addAbility`): of an engine kind, typed by the title's names (a hex
 * the title lacks is a type error); of a kind of the title's own (its kinds.ts), a `TitleAbility`.
 */
export type GivenAbility<T extends TitleTypes, A> = A extends { readonly type: AbilityType } ? AbilityOf<T> : A;

/**
 * Read-only all the way down: hooks may look at the state but never change it directly. (A
 * mapped type keeps arrays arrays and tuples tuples, so a corporation's `sharePrice` is still a
 * pair the market's lookups take.)
 */
export type DeepReadonly<T> = T extends (...args: never[]) => unknown ? T : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;

/** The kinds of entity the engine has. Operators are `corporation`s and `minor`s. */
export type EngineEntityKind = 'player' | 'corporation' | 'company' | 'minor' | 'pool' | 'bank' | 'depot';

/** The kind of entity an id names: the engine's, or one the title's kinds.ts declares (`entities`). */
export type EntityKind = EngineEntityKind | (string & {});

/** The round in progress, as rules ask about it. */
export interface RoundView {
  /** The round kind (`stock`, `operating`, `auction`, or a title's own such as `draft`). */
  readonly kind: string;
  /** The number of the round within its set (operating rounds 1, 2, ...). */
  readonly roundNum: number;
  /** The game turn: one stock round and the operating rounds after it. */
  readonly turn: number;
  /** The operator whose turn it is in an operating round, else null. */
  readonly operator: string | null;
  /** The entities whose decision the game is waiting for. */
  readonly active: readonly string[];
  /** The entities the round takes turns over, in order (an operating round's operators). */
  readonly entities: readonly string[];
  /** Whether the round has a step of this name still open this turn (not passed). */
  stepOpen(step: string): boolean;
  /** Whether the round has a trait (`operating`, `stock`, `auction`, or a title's own), whatever its kind is called. */
  is(trait: string): boolean;
}

/** The stock market's grid, read-only. */
export interface MarketView {
  cell(at: MarketCoordinates): MarketCell | null;
  price(at: MarketCoordinates): number;
  /** Where a price moves one step in a direction (itself at an edge). */
  step(at: MarketCoordinates, direction: Direction): MarketCoordinates;
}

export type OperatorSym<T extends TitleTypes> = T['corporation'] | T['minor'];

export interface GameView<T extends TitleTypes = TitleTypes> {
  /** The compiled title as this game has it: tiles of optional rules not chosen are left out. */
  readonly title: TitleDefinition;
  /** The rule constants in force: the YAML's, with the `rules` hook applied. */
  readonly rules: TitleRules;
  readonly optionalRules: ReadonlySet<T['optionalRule']>;
  readonly playerCount: number;
  /** The whole game state, read-only. */
  readonly state: DeepReadonly<GameState>;
  /** Corporations still in the game, in title order. */
  readonly corporations: readonly (DeepReadonly<CorporationState> & { readonly sym: T['corporation'] })[];
  /** Minors still in the game, in title order. */
  readonly minors: readonly (DeepReadonly<MinorState> & { readonly sym: T['minor'] })[];
  /** Companies in the game, in title order. */
  readonly companies: readonly (DeepReadonly<CompanyState> & { readonly sym: T['company'] })[];
  /** The current phase. */
  readonly phase: PhaseDefinition;
  readonly round: RoundView;
  readonly market: MarketView;

  /** What an id names (a literal must be a name of the title: see typed-names.ts). */
  kindOf<S extends string>(id: Known<S, 'bank' | 'pool' | 'depot' | T['corporation'] | T['minor'] | T['company']>): EntityKind | undefined;
  /** A player by id (an id the game gives, never a literal). */
  player<S extends string>(id: Known<S, never>): DeepReadonly<PlayerState>;
  corporation(sym: T['corporation']): DeepReadonly<CorporationState>;
  minor(sym: T['minor']): DeepReadonly<MinorState>;
  /** A corporation or a minor. */
  operator(sym: OperatorSym<T>): DeepReadonly<OperatorState>;
  company(sym: T['company']): DeepReadonly<CompanyState>;
  /** A train by id (`2-0`). */
  train<S extends string>(id: Known<S, TrainId<T>>): DeepReadonly<TrainState>;
  /** The player who decides for an entity: itself, a corporation's president, an owner's player. */
  playerOf<S extends string>(id: Known<S, 'bank' | 'pool' | 'depot' | T['corporation'] | T['minor'] | T['company']>): DeepReadonly<PlayerState> | undefined;
  /** Whether the game has reached (or passed) the named phase. */
  phaseReached(name: T['phase']): boolean;
  /** Percent of a corporation's shares a holder (player, corporation, `pool`) owns. */
  percentOf<S extends string>(holder: Known<S, 'bank' | 'pool' | T['corporation'] | T['minor'] | T['company']>, corporation: T['corporation']): number;
  /** A corporation's current share price, or null before it has one. */
  sharePrice(corporation: T['corporation']): number | null;
  /** Companies assigned to a hex (a port, a mine, a bonus), in assignment order. */
  hexAssignments(hex: T['hex']): readonly T['company'][];
  /** Companies assigned to an operator (whose routes the bonus pays), in assignment order. */
  operatorAssignments(operator: OperatorSym<T>): readonly T['company'][];
  /** Hexes where an operator has a station token. */
  tokenHexes(operator: OperatorSym<T>): readonly T['hex'][];
  /** A title's memory (see game-vars.ts). */
  get<V>(variable: GameVar<V>): DeepReadonly<V>;
  /** The loans an operator owes (their ids, oldest first); none in a title without loans. */
  loans(operator: OperatorSym<T>): readonly number[];
  /** How many loans an operator may owe now (the `loans.limit` rule or the `loanLimit` hook). */
  loanLimit(operator: OperatorSym<T>): number;
  /** Whether an operator may take a loan now. */
  canTakeLoan(operator: OperatorSym<T>): boolean;
  /** What a loan taken now pays the operator. */
  loanProceeds(operator: OperatorSym<T>): number;
  /** The interest an operator owes on its loans this round. */
  interestOwed(operator: OperatorSym<T>): number;
  /** The certificate limit now: the rules', or as the game set it (`setCertLimit`). */
  certLimit(): number;
  /** A corporation's destination (where its track starts, the hexes it heads for, whether reached), if it has one. */
  destination(corporation: T['corporation']): DeepReadonly<DestinationState> | undefined;
  /** Whether track connects a hex to any of others, whoever's tokens are on the way. */
  hexesConnected(from: T['hex'], to: readonly T['hex'][]): boolean;
  /** Whether track now connects a corporation to its destination (false once marked reached). */
  destinationConnected(corporation: T['corporation']): boolean;
}

/** A change to a share price, as effects may make it. */
export type PriceMove = Direction;

/** The view plus the changes a title's rules may make to the game. */
export interface GameEffects<T extends TitleTypes = TitleTypes> extends GameView<T> {
  /** Moves money; `bank` pays and receives for the game. Refuses to overdraw anyone but the bank. */
  pay<F extends string, D extends string>(from: Known<F, 'bank' | T['corporation'] | T['minor'] | T['company']>, to: Known<D, 'bank' | T['corporation'] | T['minor'] | T['company']>, amount: number): void;
  closeCompany(company: T['company']): void;
  /** Closes a corporation or minor: its shares, trains, tokens and treasury leave the game. */
  closeOperator(operator: OperatorSym<T>): void;
  moveSharePrice(corporation: T['corporation'], direction: PriceMove): void;
  /** Gives a minor (or any operator) an owner and lets it operate. */
  startOperator<S extends string>(operator: OperatorSym<T>, owner: Known<S, T['corporation'] | T['minor']>): void;
  /**
   * Moves a certificate (`PRR_3`) to another holder without payment: a player, a corporation,
   * `pool`, or `bank` — out of the game. The presidency follows the holdings.
   */
  moveShare<S extends string, D extends string>(share: Known<S, ShareId<T>>, to: Known<D, 'bank' | 'pool' | T['corporation'] | T['minor'] | T['company']>): void;
  /**
   * Issues a corporation's certificates anew, the president's first, while all are in its IPO (a
   * merger deciding its size); `certSizes`: what each counts toward the certificate limit (default
   * 1); `ids`: the number each goes by in certificate ids (default its place).
   */
  reissueShares(corporation: T['corporation'], percents: readonly number[], certSizes?: readonly number[], ids?: readonly number[]): void;
  /** Changes a certificate's size before its corporation is parred (a 30% president's certificate). */
  setCertificatePercent<S extends string>(share: Known<S, ShareId<T>>, percent: number): void;
  /** Takes a company out of the game before anyone owns it. */
  removeCompany(company: T['company']): void;
  /** Removes a company's abilities of a kind (a forfeited lay, a used-up bonus), or all of them without a kind. */
  removeAbilities(company: T['company'], type?: AbilityType | (string & {})): void;
  /**
   * Gives a company an ability its YAML lacks, from now on (the reference's `add_ability`): a
   * complete ability, every field the compiled title would have (`{ type: 'no_buy', when: [] }`).
   */
  addAbility<A extends AbilityOf<T> | TitleAbility>(company: T['company'], ability: GivenAbility<T, A>): void;
  /** Sets a company's revenue from now on. */
  setCompanyRevenue(company: T['company'], revenue: number): void;
  /** Sets a company's face value from now on: its price when the bank sells it, its worth in scores and between players. */
  setCompanyValue(company: T['company'], value: number): void;
  /**
   * The bank sells a company nobody owns to a player or an operator for a price (0 gives it
   * away), as the opening auction would: the buyer pays the bank and owns the company, the log
   * says so, the company brings what it carries (its shares) and `afterBuyCompany` runs.
   */
  sellCompany<S extends string>(company: T['company'], buyer: Known<S, T['corporation'] | T['minor']>, price: number): void;
  /** Assigns a company to a hex or an operator. */
  assign<S extends string>(company: T['company'], target: Known<S, T['hex'] | T['corporation'] | T['minor']>, targetType: 'hex' | 'entity'): void;
  /** Takes a company's assignments of a kind away (from one target, or all). */
  unassign<S extends string>(company: T['company'], targetType: 'hex' | 'entity', target?: Known<S, T['hex'] | T['corporation'] | T['minor']>): void;
  /** Hands the depot's next train of a type to an operator at no cost (a minor's starting train); `buyable: false` keeps others from buying it. Returns its id. */
  giveTrain(operator: OperatorSym<T>, train: T['train'], options?: { readonly buyable?: boolean }): string;
  /** Places an operator's home token now (a minor's at setup, a removed corporation's). */
  placeHomeToken(operator: OperatorSym<T>): void;
  /**
   * Places an operator's next token in a city of a hex (its first unless `city` says), free —
   * a token the title's rules put there, not one the operator buys (1846's removed corporations'
   * second stations). `checkTokenable: false` skips the city's slot and reservation rules.
   */
  placeToken(operator: OperatorSym<T>, hex: T['hex'], options?: { readonly city?: number; readonly checkTokenable?: boolean }): void;
  /**
   * Marks a hex with an operator's token to come, placed later by `placeToken` (1846's removed
   * corporations' second stations, placed when their city turns green): the map shows it, it
   * takes no slot and changes no rule, and placing the operator's token on the hex fulfils it.
   */
  promiseToken(operator: OperatorSym<T>, hex: T['hex']): void;
  /**
   * Takes a corporation out of the game before play (a setup removal): its reservations leave
   * the map, tokens it placed stay there, and it no longer counts anywhere.
   */
  removeCorporation(corporation: T['corporation']): void;
  /** Runs the engine's own handler of a named event (from a title's handler that adds to it). */
  engineEvent(event: EventDefinition): void;
  /**
   * The depot's next train leaves the game as if bought (an export): it can start a phase,
   * rust older trains and fire its events. Returns its name, or undefined when the depot is empty.
   */
  exportTrain(): T['train'] | undefined;
  /** The name of the train the depot sells next, or undefined when it is empty. */
  nextTrain(): T['train'] | undefined;
  /**
   * Holds the depot's last train of a type back, out of sale (1882's trains the Saskatchewan
   * Central may add later). Returns its id, or undefined when the depot has none of the type.
   */
  reserveTrain(train: T['train']): string | undefined;
  /** Puts a train held back by `reserveTrain` into the depot, first in line. */
  releaseTrain(id: string): void;
  /**
   * Takes up the tile laid on a hex and puts its preprinted tile back (1882's rebellion): the
   * tile returns to the supply, tokens stay, the hex's borders are whole again. Returns the id of
   * the tile taken up, or undefined when the preprinted tile lies there.
   */
  restoreTile(hex: T['hex']): string | undefined;
  /**
   * Forgets what is remembered of every operator's routes (the reference's `clear_graph_for_all`):
   * whether each can run is judged afresh, after track was taken up (1882's rebellion).
   */
  forgetRoutes(): void;
  /** Adds a phase status for the rest of the game (as if every later phase listed it). */
  addStatus(status: string): void;
  /** The float percent every corporation not yet floated needs from now on. */
  setFloatPercent(percent: number): void;
  /** Triggers the game's end for a reason at a timing, as `game_end_check` would. */
  triggerEnd(reason: string, timing: string): void;
  /** Sets the turn whose last operating round ends the game (for `one_more_full_or_set`). */
  setFinalTurn(turn: number): void;
  /** Sets how many operating rounds the set in progress has (a last set lengthened). */
  setOperatingRounds(count: number): void;
  /**
   * Merges an operator (a minor) into another (its major): its station tokens become the
   * major's or leave the map, its cash, trains and companies go to the major or back to the bank
   * and depot, and it closes — as the options say (runtime/title/merge.ts; default: everything
   * to the major, tokens replaced, closed). Shares exchanged for it are the title's to move.
   */
  mergeMinor(minor: OperatorSym<T>, major: OperatorSym<T>, options?: MinorMergeOptions): MinorMergeResult;
  /**
   * Replaces an operator's token on a hex with another's next unplaced token in the same slot
   * (`addToken`: a new one when it has none left). False, changing nothing, where it cannot.
   */
  replaceToken(from: OperatorSym<T>, to: OperatorSym<T>, hex: T['hex'], options?: { readonly addToken?: boolean }): boolean;
  /**
   * Nationalises a corporation (runtime/engine/nationalize.ts): its loans settled, its
   * shareholders paid, its stations the national's, then a minor closes and a major is reset.
   */
  nationalize(corporation: T['corporation']): void;
  /** Held-back corporations (`held_back: true`) join the game: all, or those listed. */
  releaseCorporations(corporations?: readonly T['corporation'][]): void;
  /** Puts a neutral token in a city of a hex (its first unless `city` says): it fills a slot and blocks no route. */
  placeNeutralToken(hex: T['hex'], options?: { readonly city?: number }): void;
  /** Writes a line to the game log. */
  log(text: string): void;
  /** An operator takes the bank's next loan (refused where the rules do not allow it now). */
  takeLoan(operator: OperatorSym<T>): void;
  /**
   * An operator repays its oldest loan; with `coverFrom`, that player pays what the treasury
   * lacks (into debt if need be).
   */
  repayLoan(operator: OperatorSym<T>, options?: { readonly coverFrom?: string }): void;
  /** An operator's loans go back to the bank unpaid (its debt cancelled); returns how many. */
  returnLoans(operator: OperatorSym<T>): number;
  /** Moves every loan one operator owes to another. */
  transferLoans(from: OperatorSym<T>, to: OperatorSym<T>): void;
  /** Charges an operator this round's interest now, as the rules' `interest_after` would. */
  payInterest(operator: OperatorSym<T>): void;
  /** Pays a corporation what the bank holds for it in escrow; it is capitalised incrementally from now on. Returns the amount. */
  releaseEscrow(corporation: T['corporation']): number;
  /**
   * Gives a corporation its par and share price at a market cell without anyone parring it (a
   * corporation formed by a merger: 1856's CGR); it counts as parred from then on.
   */
  parCorporation(corporation: T['corporation'], at: MarketCoordinates): void;
  /** Sets the certificate limit for the rest of the game (a number), or back to the rules' (null). */
  setCertLimit(limit: number | null): void;
  /** How corporations parred from now on are capitalised (an event's change of the rules). */
  setCapitalization(capitalization: Capitalization): void;
  /** Marks a corporation's destination reached (the map stops showing it). */
  destinationReached(corporation: T['corporation']): void;
  /** Gives a corporation another destination (`from` defaults to its home), or none (null). */
  setDestination(corporation: T['corporation'], destination: { readonly hexes: readonly T['hex'][]; readonly from?: T['hex'] } | null): void;
  /** Sets a title's memory (see game-vars.ts). */
  set<V>(variable: GameVar<V>, value: V): void;
  /**
   * Moves an operator's home to a city of a hex (city 0 unless `city` says), before its home
   * token is placed: the map reserves the new home instead of the old, and the home token goes
   * there (a home an optional rule moves is data: `by_optional_rule` in entities.yaml).
   */
  moveHome(operator: T['corporation'] | T['minor'], hex: T['hex'], options?: { readonly city?: number }): void;
  /**
   * Changes what a train type (its variants too) rusts or becomes obsolete on from now on: a
   * train's name, or `null` for never; a key left out keeps its value (by an optional rule, it
   * is data: `by_optional_rule` on the train).
   */
  setTrainRusting(train: T['train'], change: { readonly rustsOn?: T['train'] | null; readonly obsoleteOn?: T['train'] | null }): void;
  /** Gives a corporation or minor an ability its YAML lacks, from now on (as `addAbility` gives a company one). */
  addOperatorAbility<A extends AbilityOf<T> | TitleAbility>(operator: T['corporation'] | T['minor'], ability: GivenAbility<T, A>): void;
  /** Removes a corporation's or minor's own abilities of a kind, or all of them without a kind. */
  removeOperatorAbilities(operator: T['corporation'] | T['minor'], type?: AbilityType | (string & {})): void;
  /** The next number of the game's seeded generator, an integer in [0, 2³¹) — the reference's `rand`. */
  random(): number;
}
