/**
 * Layer 2 of a title: named overrides of the engine's rules, written in
 * `titles/<title>/hooks.ts` and typed with the title's literal names, e.g.
 *
 *   export default defineHooks<Types>({
 *     trainCount: (train, { optionalRules }) =>
 *       train.name === '6' && optionalRules.has('optional_6_train') ? 3 : undefined,
 *   });
 *
 * Every hook is optional and has an engine default (said in its comment); a hook that returns
 * `undefined` keeps the default for that call. Query hooks receive a read-only `GameView`;
 * hooks that change the game receive `GameEffects`. docs/authoring.md lists them all with
 * examples; test/hooks/ exercises each on a probe title.
 */
import type { Action } from '../actions/types.js';
import type { Direction } from '../market/stock-market.js';
import type { CompanyDefinition, EventDefinition, MarketCell, TileLaySlot, TitleRules, TrainDefinition, TrainDistance } from './definition.js';
import type { TileColor } from './parts.js';
import type { EngineDividendKind } from './kinds.js';
import type { MarketCoordinates } from '../state/types.js';
import type { TitleTypes } from './types.js';
import type { GameEffects, GameView, OperatorSym, RoundView } from './view.js';

/** What a hook can see of a game being set up, before it has a state. */
export interface SetupContext<T extends TitleTypes = TitleTypes> {
  readonly optionalRules: ReadonlySet<T['optionalRule']>;
  readonly playerCount: number;
}

/**
 * A handler for a named event (fired by a phase or by the first train of a type bought).
 * (Written as a method's type so a title's handlers, typed with its names, fit the engine's.)
 */
export type EventHandler<T extends TitleTypes = TitleTypes> = { handle(event: EventDefinition, game: GameEffects<T>): void }['handle'];

/** A check for a game-end reason of the title's own. */
export type GameEndCheck<T extends TitleTypes = TitleTypes> = { check(game: GameView<T>): boolean }['check'];

/** A stop of a route, as revenue and validity hooks see it. */
export interface StopView<T extends TitleTypes = TitleTypes> {
  readonly hex: T['hex'];
  readonly kind: 'city' | 'town' | 'offboard' | 'halt';
  /** What the stop pays this train in this phase (0 where the train does not count it). */
  readonly revenue: number;
  /** Whether the train counts the stop (multi-node trains count only their best stops). */
  readonly counted: boolean;
  /** The stop's revenue groups (`E`, `W`, `Chicago`, ...), for bonuses between places. */
  readonly groups: readonly string[];
  /** Whether the operator has a token in this city. */
  readonly tokened: boolean;
}

/** One train's route in a run, as the engine decoded and valued it. */
export interface RouteView<T extends TitleTypes = TitleTypes> {
  readonly operator: OperatorSym<T>;
  readonly train: { readonly id: string; readonly name: T['train']; readonly distance: TrainDistance };
  /** Every stop the route visits, in route order. */
  readonly stops: readonly StopView<T>[];
  /** The hexes the route's track passes through. */
  readonly hexes: readonly T['hex'][];
  /** The route's revenue by the engine's own count (stops' revenues). */
  readonly revenue: number;
}

/** Upper bounds on what a title's route bonuses add, for the route optimiser (`routeBounds`). */
export interface RouteBounds<T extends TitleTypes = TitleTypes> {
  /** The most `routeRevenue` adds to what the stops of any route the operator may run now pay. */
  readonly routeBonus?: number;
  /**
   * The most `routeRevenue` adds to what this route's stops pay, whichever of them its train
   * counts (`route.stops` lists every stop it visits; their `counted` flags are not settled
   * yet). Tighter than `routeBonus` where most routes can earn no bonus (they reach none of the
   * places it joins): a multi-node train then chooses its counted stops with few title values
   * asked. Never above `routeBonus` in effect (the lower of the two is used).
   */
  routeBonusOf?(route: RouteView<T>): number;
  /** The most `extraRevenue` gives any run of the operator now. */
  readonly extraRevenue?: number;
}

/** A tile upgrade the engine is about to judge. */
export interface TileUpgrade<T extends TitleTypes = TitleTypes> {
  readonly hex: T['hex'];
  /** The tile on the hex now: a manifest tile's name, or the hex's preprinted tile id. */
  readonly from: string;
  readonly fromColor: TileColor;
  readonly to: T['tile'];
  readonly toColor: TileColor;
  /** Labels on the tile now and on the new tile (`OO`, `NY`, ...). */
  readonly fromLabels: readonly string[];
  readonly toLabels: readonly string[];
}

/** What an entity is about to spend on, for the `buyingPower` hook. */
export type SpendPurpose = 'track' | 'token' | 'train' | 'company';

/** The parts of a tile lay's cost, for the `tileCost` hook. */
export interface TileLayCost<T extends TitleTypes = TitleTypes> {
  readonly operator: OperatorSym<T>;
  readonly hex: T['hex'];
  readonly tile: T['tile'];
  /** Whether it replaces a tile already laid (or a preprinted one that is not blank). */
  readonly upgrade: boolean;
  /** The replaced tile's terrain cost, less terrain discounts. */
  readonly terrain: number;
  /** The borders newly crossed, less their discounts. */
  readonly borders: number;
  /** The same borders at their full cost (a title whose discounts do not apply to borders). */
  readonly bordersUndiscounted: number;
  /** Whether a company's ability lays the tile (a special lay), rather than the operator's own lay. */
  readonly byAbility: boolean;
  /** The id of the tile lying there before (a placed copy, `57-2`, or the hex's preprinted tile). */
  readonly replacedTile: string;
  /** The lay slot's or the ability's own cost. */
  readonly slot: number;
  /** The discount of the tile-lay abilities used. */
  readonly discount: number;
}

/** A dividend the operator may choose, and what it pays: the engine's kinds, or a title's own (`kinds.ts`). */
export type DividendKind = EngineDividendKind | (string & {});

export interface DividendChoice {
  readonly kind: DividendKind;
  /** Total revenue of the run. */
  readonly revenue: number;
  /** The part kept in the treasury. */
  readonly treasury: number;
  /** What each share (of the operator's total) receives. */
  readonly perShare: number;
}

/** Certificates a player is about to take. */
export interface SharePurchase<T extends TitleTypes = TitleTypes> {
  readonly corporation: T['corporation'];
  /** Certificate ids (`PRR_3`). */
  readonly shares: readonly string[];
  /** Their holder now: the corporation itself (its IPO), `pool`, or a player. */
  readonly from: string;
}

/** Which round comes next: a round kind and its number within its set. */
export interface RoundSpec {
  readonly kind: string;
  readonly roundNum: number;
  /** The turn the round starts, when the hook moves it (rounds before turn 1 under `first_turn: 0`). Default: the cycle's. */
  readonly turn?: number;
}

// Hooks are declared as methods so a title's hooks (typed with its literal names) are accepted
// wherever the engine handles hooks of any title.
export interface TitleHooks<T extends TitleTypes = TitleTypes> {
  // ---- setting up ---------------------------------------------------------------------------

  /** Rule constants that depend on the game's options, replacing the YAML's. Default: none. */
  rules?(rules: TitleRules, setup: SetupContext<T>): Partial<TitleRules>;
  /** How many trains of a type the depot starts with (the reference's `num_trains`). Default: the YAML's `count`. */
  trainCount?(train: TrainDefinition & { readonly name: T['train'] }, setup: SetupContext<T>): number | 'unlimited' | undefined;
  /** Whether a company is in a game of these options at all (an edition's companies). Default: its `min_players`/`max_players`. */
  companyInGame?(company: CompanyDefinition & { readonly sym: T['company'] }, setup: SetupContext<T>): boolean | undefined;
  /**
   * The round the game opens with (the reference's `init_round`): a round kind, or null to start
   * straight into the cycle — turn 1's stock round where the cycle starts with one. Default: the
   * YAML's `rounds.first`.
   */
  firstRound?(setup: SetupContext<T>): string | null | undefined;
  /**
   * Changes to the game before play, with the first round's steps set up (as the reference's
   * `setup`): removing companies or corporations, dealing cards, starting minors. Default: none.
   */
  setup?(game: GameEffects<T>): void;

  // ---- operating ----------------------------------------------------------------------------

  /** The tile lays an operator has this turn. Default: the YAML's `tile_lays` for its type. */
  tileLays?(operator: OperatorSym<T>, game: GameView<T>): readonly TileLaySlot[] | undefined;
  /**
   * What a tile lay costs, from its parts (terrain and borders already less `tile_discount`
   * abilities). Default: terrain + borders + slot − discount, never below 0.
   */
  tileCost?(lay: TileLayCost<T>, game: GameView<T>): number | undefined;
  /**
   * Whether a tile may replace another, overriding the engine's upgrade rules (colour, track,
   * labels); `'exits'` allows it giving the old track up, its exits kept (a town turned to plain
   * track). Default: the engine's judgement.
   */
  upgradesTo?(upgrade: TileUpgrade<T>, game: GameView<T>): boolean | 'exits' | undefined;
  /** A route's revenue (the reference's `revenue_for`): bonuses, multipliers. Default: `route.revenue`. */
  routeRevenue?(route: RouteView<T>, run: readonly RouteView<T>[], game: GameView<T>): number;
  /** Why a route breaks the title's rules (`check_distance`, `check_other`), or undefined. Default: the engine's checks only. */
  routeError?(route: RouteView<T>, run: readonly RouteView<T>[], game: GameView<T>): string | undefined;
  /** Revenue of a run beyond its routes (paid or withheld with them). Default: 0. */
  extraRevenue?(operator: OperatorSym<T>, run: readonly RouteView<T>[], game: GameView<T>): number;
  /**
   * How much the title's route bonuses can add at most, so the route optimiser can prune its
   * search: it finds the best run with any bounds that hold, only slower without them (or with
   * loose ones). A bound that is too low makes it miss better runs. Default: unknown.
   */
  routeBounds?(operator: OperatorSym<T>, game: GameView<T>): RouteBounds<T> | undefined;
  /** A subsidy the bank pays the operator's treasury for a run, whatever the dividend. Default: 0. */
  subsidy?(operator: OperatorSym<T>, run: readonly RouteView<T>[], game: GameView<T>): number;
  /** The dividends an operator may choose. Default: payout and withhold. */
  dividendKinds?(operator: OperatorSym<T>, game: GameView<T>): readonly DividendKind[] | undefined;
  /** How the share price moves after a dividend. Default: right when anything is paid out, else left. */
  sharePriceChange?(operator: OperatorSym<T>, choice: DividendChoice, game: GameView<T>): readonly Direction[] | undefined;
  /** Whether an operator without a train must buy one now. Default: the `must_buy_train` rule. */
  mustBuyTrain?(operator: OperatorSym<T>, game: GameView<T>): boolean | undefined;
  /** How many trains an operator may own. Default: the phase's `train_limit` for its type. */
  trainLimit?(operator: OperatorSym<T>, game: GameView<T>): number | undefined;
  /** What an entity can spend on something (a lay, a token, a train, a company). Default: its cash. */
  buyingPower?(entity: string, purpose: SpendPurpose, game: GameView<T>): number | undefined;
  /** The order operators run in this operating round. Default: floated minors in title order, then corporations by share price. */
  operatingOrder?(operators: readonly OperatorSym<T>[], game: GameView<T>): readonly OperatorSym<T>[];
  /** How many loans an operator may owe now. Default: the `loans.limit` rule. */
  loanLimit?(operator: OperatorSym<T>, game: GameView<T>): number | undefined;
  /** The interest an operator owes per loan this round. Default: the `loans.interest` rule. */
  loanInterest?(operator: OperatorSym<T>, game: GameView<T>): number | undefined;

  // ---- shares -------------------------------------------------------------------------------

  /** Whether a player may par a corporation now. Default: any corporation not yet parred. */
  canPar?(corporation: T['corporation'], player: string, game: GameView<T>): boolean;
  /** Whether a corporation floats now. Default: its IPO sold down to `100 − float_percent`. */
  floats?(corporation: T['corporation'], game: GameView<T>): boolean | undefined;
  /** The capital a corporation receives when it floats. Default: by `capitalization` (full: ten shares at par). */
  floatCapital?(corporation: T['corporation'], game: GameView<T>): number | undefined;
  /** Whether a sold-out corporation's price rises at the end of a stock round. Default: the `sold_out_increase` rule. */
  soldOutIncrease?(corporation: T['corporation'], game: GameView<T>): boolean;
  /**
   * Whether a corporation's share price may move into a market cell now, whatever moves it
   * (dividends, sales, sold out, loans): false, or a reason written to the log, keeps it where it
   * is. Default: yes.
   */
  canMoveSharePrice?(corporation: T['corporation'], to: MarketCell, game: GameView<T>): boolean | string | undefined;
  /**
   * Where one step of a corporation's share price leads, for a title whose market moves some
   * corporations otherwise than its geometry (1867's majors pushed up from the top row move down
   * and right, one price higher; its minors stay). Undefined: the market's own step. Asked for
   * every move (dividends, sales, sold out, loans); `canMoveSharePrice` still judges the cell.
   */
  sharePriceStep?(corporation: T['corporation'], from: MarketCoordinates, direction: Direction, game: GameView<T>): MarketCoordinates | undefined;
  /** Whether a corporation counts as sold out at the end of a stock round. Default: players hold all its shares. */
  soldOut?(corporation: T['corporation'], game: GameView<T>): boolean | undefined;
  /** After a corporation floated and received its capital. Default: nothing. */
  corporationFloated?(corporation: T['corporation'], game: GameEffects<T>): void;
  /**
   * Before a player takes certificates (bought, or given by a company): may change the game
   * first, and return false to call the purchase off — nothing changes hands, nothing is paid.
   * Default: the purchase goes ahead.
   */
  beforeBuyShares?(buyer: string, purchase: SharePurchase<T>, game: GameEffects<T>): boolean | undefined;

  // ---- flow ---------------------------------------------------------------------------------

  /** The round after one that finished. Default: the YAML's `rounds.cycle` (`next` is its answer). */
  nextRound?(finished: RoundView, next: RoundSpec, game: GameView<T>): RoundSpec | undefined;
  /** After a round ends, before the next starts (the reference's `or_round_finished`, `or_set_finished`). Default: nothing. */
  roundFinished?(round: RoundView, game: GameEffects<T>): void;
  /**
   * After a set of operating rounds, its last round finished (after `roundFinished`), and after
   * the payday a waterfall auction holds in place of one when every player passes (the
   * reference's `or_set_finished`). Default: nothing.
   */
  operatingSetFinished?(game: GameEffects<T>): void;
  /** After every action the game applied (and its round moved on). Default: nothing. */
  actionProcessed?(action: Action, game: GameEffects<T>): void;
  /**
   * The companies a selection, Dutch or concession auction offers, in the order it offers them
   * (the reference's `initial_auction_companies`), from those nobody owns, in title order. An
   * effect hook: it may draw from the game's generator and take the companies it leaves out of
   * the game (`removeCompany`). Default: all of them, in title order.
   */
  initialAuctionCompanies?(companies: readonly T['company'][], game: GameEffects<T>): readonly T['company'][];
  /** After an entity bought a company (in an auction, a draft, from a player). Default: nothing. */
  afterBuyCompany?(buyer: string, company: T['company'], price: number, game: GameEffects<T>): void;
  /** Named events beyond the engine's library, or replacing its handlers. */
  readonly events?: Readonly<Record<string, EventHandler<T>>>;

  // ---- the end ------------------------------------------------------------------------------

  /**
   * After every check while the game's end is triggered (the reference's
   * `game_end_set_final_turn!`): the title may move the final turn (`setFinalTurn`) or lengthen
   * the set of operating rounds in progress (`setOperatingRounds`). Default: the final turn of
   * `one_more_full_or_set` is the next one, and `final_operating_rounds` sets later sets' length.
   */
  endTriggered?(reason: string, timing: string, game: GameEffects<T>): void;
  /** Game-end reasons of the title's own, named in `game_end_check`: whether each is triggered. */
  readonly gameEnd?: Readonly<Record<string, GameEndCheck<T>>>;
  /** A player's final value. Default: cash, shares at market price, companies at face value (`value`). */
  playerValue?(player: string, value: number, game: GameView<T>): number;
}

/** No overrides: every rule is the engine's (typed to fit any title). */
export const NO_HOOKS: TitleHooks<never> = Object.freeze({});

/** Identity at runtime; types a title's hooks against its generated `Types`. */
export function defineHooks<T extends TitleTypes>(hooks: TitleHooks<T>): TitleHooks<T> {
  return hooks;
}

/**
 * The names of every hook, for docs and checks. `TitleHooks` is their one source: the compiler
 * refuses a name here that is not a hook, and (below) a hook not named here.
 */
export const HOOK_NAMES = [
  'rules',
  'trainCount',
  'companyInGame',
  'firstRound',
  'setup',
  'tileLays',
  'tileCost',
  'upgradesTo',
  'routeRevenue',
  'routeError',
  'extraRevenue',
  'routeBounds',
  'subsidy',
  'dividendKinds',
  'sharePriceChange',
  'mustBuyTrain',
  'trainLimit',
  'buyingPower',
  'operatingOrder',
  'loanLimit',
  'loanInterest',
  'canPar',
  'floats',
  'floatCapital',
  'soldOutIncrease',
  'soldOut',
  'canMoveSharePrice',
  'sharePriceStep',
  'corporationFloated',
  'beforeBuyShares',
  'nextRound',
  'roundFinished',
  'operatingSetFinished',
  'actionProcessed',
  'afterBuyCompany',
  'initialAuctionCompanies',
  'events',
  'endTriggered',
  'gameEnd',
  'playerValue',
] as const satisfies readonly (keyof TitleHooks)[];

/** A hook of `TitleHooks` missing from HOOK_NAMES: `never` while the list is whole. */
type UnlistedHook = Exclude<keyof TitleHooks, (typeof HOOK_NAMES)[number]>;
// A compile error here names the hook to add to HOOK_NAMES.
export const EVERY_HOOK_LISTED: [UnlistedHook] extends [never] ? true : UnlistedHook = true;
