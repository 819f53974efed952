/**
 * The values a title gets for anything its YAML leaves out. Codegen applies them when it compiles
 * a title, so a compiled title is complete and the engine never falls back on defaults itself.
 */
import type { AuctionRules, RoundDefinitions, StepReference, TextEntry, TileLaySlot, TitleRules } from './definition.js';

export const DEFAULT_RULES: Omit<TitleRules, 'bankCash' | 'startingCash' | 'certLimit'> = {
  certLimitIncludesPrivates: true,
  capitalization: 'full',
  sellBuyOrder: 'sell_buy_or_buy_sell',
  sellAfter: 'first',
  sellMovement: 'down_share',
  poolShareDrop: 'none',
  mustSellInBlocks: false,
  marketShareLimit: 50,
  maxOwnershipPercent: 60,
  multipleBuyOnlyFromMarket: false,
  soldOutIncrease: true,
  presidentSalesToMarket: false,
  nextSrPlayerOrder: 'after_last_to_act',
  mustBuyTrain: 'route',
  ebuyFromOthers: 'value',
  ebuyPresSwap: true,
  ebuyDepotTrainMustBeCheapest: true,
  discardedTrains: 'discard',
  allowTrainBuyFromOthers: true,
  homeTokenTiming: 'operate',
  tileReservationBlocksOthers: 'never',
  homeReservations: 'corporations',
  trackRestriction: 'semi_restrictive',
  allowRemovingTowns: false,
  tileCost: 0,
  firstTurn: 1,
  gameEndCheck: { bankrupt: 'immediate', bank: 'full_or' },
  fixedRound: null,
  bankruptcyEndsGameAfter: 'one',
};

export const DEFAULT_AUCTION: AuctionRules = {
  style: 'waterfall',
  minBidIncrement: 5,
  mustBidIncrementMultiple: false,
  onlyHighestBidCommitted: false,
  lots: 'companies',
  allPass: 'discount',
  passDiscount: 5,
  startPrice: null,
  priceDrop: 10,
  bidsAbove: false,
};

/** The engine's step for each built-in auction style (a `{step}` style names its own). */
export const AUCTION_STEPS: Readonly<Record<'waterfall' | 'selection' | 'dutch' | 'concession', string>> = {
  waterfall: 'waterfall_auction',
  selection: 'selection_auction',
  dutch: 'dutch_auction',
  concession: 'concession_auction',
};

/** The step an auction style runs (`none` has none: its rounds name no auction step). */
export function auctionStepName(style: AuctionRules['style']): string {
  if (typeof style === 'object') return style.step;
  return style === 'none' ? AUCTION_STEPS.waterfall : AUCTION_STEPS[style];
}

export const DEFAULT_TILE_LAYS: readonly TileLaySlot[] = [
  { lay: true, upgrade: true, cost: 0, cannotReuseSameHex: false },
];

/** The most trains of one type a game may start with (the YAML's `count` or a `trainCount` hook). */
export const MAX_TRAINS_PER_TYPE = 999;

export const DEFAULT_FLOAT_PERCENT = 60;
export const DEFAULT_SHARES: readonly number[] = [20, 10, 10, 10, 10, 10, 10, 10, 10];

export const DEFAULT_STATUS_TEXT: Readonly<Record<string, TextEntry>> = {
  can_buy_companies: { name: 'Can Buy Companies', description: 'All corporations can buy companies from players' },
};

/** A text for every event of the engine's library (a title's `events_text` adds to or replaces them). */
export const DEFAULT_EVENTS_TEXT: Readonly<Record<string, TextEntry>> = {
  close_companies: {
    name: 'Companies Close',
    description: 'All companies unless otherwise noted are discarded from the game',
  },
  remove_reservations: { name: 'Reservations Removed', description: 'Home reservations of corporations not yet parred are removed' },
  remove_bonuses: { name: 'Bonuses Removed', description: 'Bonuses that companies give to hexes and corporations are removed' },
  float_percent: { name: 'Float Percent Changes', description: 'Corporations not yet floated need a different percent sold to float' },
  float_30: { name: 'Float at 30%', description: 'Corporations not yet floated need 30% sold to float' },
  float_40: { name: 'Float at 40%', description: 'Corporations not yet floated need 40% sold to float' },
  float_50: { name: 'Float at 50%', description: 'Corporations not yet floated need 50% sold to float' },
  float_60: { name: 'Float at 60%', description: 'Corporations not yet floated need 60% sold to float' },
  full_capitalization: { name: 'Full Capitalization', description: 'Corporations parred from now on receive their whole capital when they float' },
  companies_buyable: { name: 'Companies Buyable', description: 'Corporations may buy companies from players' },
  phase_revenue: { name: 'Company Revenues Change', description: 'Companies with a revenue for this phase earn it from now on' },
  trigger_endgame: { name: 'End Game Triggered', description: 'The game ends as its end rules say' },
  green_minors_available: { name: 'Green Minors Available', description: 'Corporations held back join the game; neutral tokens leave the map' },
  majors_can_ipo: { name: 'Majors Can Be Started', description: 'Majors may be parred from now on' },
  minors_cannot_start: { name: 'Minors Cannot Start', description: 'Minors nobody has started leave the game' },
  minors_nationalized: { name: 'Minors Nationalized', description: 'Every minor is nationalized' },
  trainless_nationalization: { name: 'Trainless Nationalization', description: 'Operated minors without a train are nationalized; majors without one may choose to be' },
  nationalize_companies: { name: 'Companies Nationalized', description: 'The bank buys every company at its value for the national' },
};

export const DEFAULT_MARKET_TEXT: Readonly<Record<string, string>> = {
  par: 'Par value',
  no_cert_limit: 'Corporation shares do not count towards cert limit',
  unlimited: 'Corporation shares can be held above 60%',
  multiple_buy: 'Can buy more than one share in the corporation per turn',
  close: 'Corporation closes',
  endgame: 'End game trigger',
  liquidation: 'Liquidation',
  repar: 'Par value after bankruptcy',
  ignore_one_sale: 'Ignore first share sold when moving price',
};

/** The standard round compositions, as step names the engine registers. */
export const DEFAULT_ROUND_STEPS: Readonly<Record<'stock' | 'operating', readonly StepReference[]>> = {
  stock: [
    { step: 'discard_train' },
    { step: 'exchange' },
    { step: 'special_track' },
    { step: 'buy_sell_par_shares' },
  ],
  operating: [
    { step: 'bankrupt' },
    { step: 'exchange' },
    { step: 'special_track' },
    { step: 'special_token' },
    { step: 'buy_company' },
    { step: 'home_token' },
    { step: 'track' },
    { step: 'token' },
    { step: 'route' },
    { step: 'dividend' },
    { step: 'discard_train' },
    { step: 'buy_train' },
    { step: 'buy_company', blocks: true },
  ],
};

/** One turn of a standard game: a stock round, then as many operating rounds as the phase says. */
export const DEFAULT_CYCLE: RoundDefinitions['cycle'] = [
  { kind: 'stock', repeat: 1 },
  { kind: 'operating', repeat: 'phase' },
];

/** The steps of the opening auction: a pending par for a company that brings a president's share, then the auction. */
export function auctionSteps(auctionStep: string): readonly StepReference[] {
  return [{ step: 'company_pending_par' }, { step: auctionStep }];
}

/** Step names the engine provides; a title's `steps/*.ts` add to these. */
const STEP_NAMES = [
  'bankrupt',
  'buy_company',
  'buy_sell_par_shares',
  'buy_train',
  'cash_crisis',
  'company_pending_par',
  'discard_train',
  'dividend',
  'end_game',
  'exchange',
  'home_token',
  'loan',
  'message',
  'program',
  'route',
  'special_token',
  'special_track',
  'token',
  'track',
  'track_and_token',
  'assign',
  'waterfall_auction',
  'nationalization_choice',
  'selection_auction',
  'dutch_auction',
  'concession_auction',
] as const;

/** An engine step's name: the step registry (engine/steps/registry.ts) is keyed by exactly these. */
export type EngineStepName = (typeof STEP_NAMES)[number];
export const ENGINE_STEP_NAMES: readonly string[] = STEP_NAMES;

/** Tile colours in upgrade order; a phase lists the colours it allows in this order. */
export const UPGRADE_COLOR_ORDER = ['yellow', 'green', 'brown', 'gray'] as const;
