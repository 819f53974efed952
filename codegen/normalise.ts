/**
 * Compiler phase 3: turn a validated title (snake_case YAML) into the compiled `TitleDefinition`
 * (camelCase, every default applied, tiles as parts). Runs only on titles without errors, so it
 * may trust the shapes the schema and the semantic checks guarantee.
 */
import type { Ability } from '../runtime/title/abilities.js';
import {
  DEFAULT_AUCTION,
  DEFAULT_EVENTS_TEXT,
  DEFAULT_FLOAT_PERCENT,
  DEFAULT_MARKET_TEXT,
  DEFAULT_ROUND_STEPS,
  DEFAULT_CYCLE,
  auctionStepName,
  auctionSteps,
  DEFAULT_RULES,
  DEFAULT_SHARES,
  DEFAULT_STATUS_TEXT,
  DEFAULT_TILE_LAYS,
} from '../runtime/title/defaults.js';
import type {
  AuctionRules,
  CompanyDefinition,
  CorporationDefinition,
  NationalDefinition,
  DistanceRule,
  EventDefinition,
  HexDefinition,
  MarketCell,
  MarketCellType,
  MarketDefinition,
  MinorDefinition,
  PhaseDefinition,
  RoundDefinitions,
  StepReference,
  TextEntry,
  TileLaySlot,
  TitleDefinition,
  TitleMeta,
  TitleRules,
  TrainDefinition,
  TrainDistance,
} from '../runtime/title/definition.js';
import type { LoanRules } from '../runtime/title/loans.js';
import type { TileColor, TileDefinition, TilePart } from '../runtime/title/parts.js';
import { normaliseAbility } from './normalise-abilities.js';
import { optionalRuleSpelling } from '../runtime/title/optional-rules.js';
import { optionalTiles, optionChanges } from './normalise-options.js';
import type {
  RawDistance,
  RawEvent,
  RawLoans,
  RawMarketCell,
  RawName,
  RawStepReference,
  RawTable,
  RawText,
  RawTileLaySlot,
  RawTitle,
} from './raw.js';

/** Market cell letters and what they mean, as the reference writes them. */
export const MARKET_CELL_LETTERS: Readonly<Record<string, MarketCellType>> = {
  p: 'par',
  e: 'endgame',
  c: 'close',
  b: 'multiple_buy',
  o: 'unlimited',
  y: 'no_cert_limit',
  l: 'liquidation',
  a: 'acquisition',
  r: 'repar',
  i: 'ignore_one_sale',
  j: 'ignore_two_sales',
  s: 'safe_par',
  P: 'par_overlap',
  x: 'par_1',
  z: 'par_2',
  w: 'par_3',
  C: 'convert_range',
  m: 'max_price',
  n: 'max_price_1',
  u: 'phase_limited',
  t: 'type_limited',
  B: 'pays_bonus',
  W: 'pays_bonus_1',
  X: 'pays_bonus_2',
  Y: 'pays_bonus_3',
  Z: 'pays_bonus_4',
  S: 'share_split',
  f: 'only_president',
};

/** Inputs normalise needs besides the raw title: the tiles already compiled to parts. */
export interface CompiledTileInputs {
  /** Preprinted parts by hex id (multi-hex keys already expanded). */
  readonly hexParts: ReadonlyMap<string, { readonly color: TileColor; readonly parts: readonly TilePart[]; readonly tileId: string }>;
  /** Every tile the manifest names, resolved. */
  readonly tiles: ReadonlyMap<string, TileDefinition>;
  /** Preprinted parts of `hexes_by_optional_rule`, by rule and then hex id. */
  readonly optionalHexParts?: ReadonlyMap<string, CompiledTileInputs['hexParts']>;
}

export function normaliseTitle(id: string, raw: RawTitle, compiled: CompiledTileInputs): TitleDefinition {
  return {
    id,
    meta: normaliseMeta(raw),
    rules: normaliseRules(raw),
    auction: normaliseAuction(raw),
    statusText: { ...DEFAULT_STATUS_TEXT, ...texts(raw.status_text) },
    eventsText: { ...DEFAULT_EVENTS_TEXT, ...texts(raw.events_text) },
    marketText: { ...DEFAULT_MARKET_TEXT, ...(raw.market_text ?? {}) },
    trains: raw.trains.map(normaliseTrain),
    phases: raw.phases.map(normalisePhase),
    corporations: raw.corporations.map(normaliseCorporation),
    companies: (raw.companies ?? []).map(normaliseCompany),
    minors: (raw.minors ?? []).map(normaliseMinor),
    market: normaliseMarket(raw),
    hexes: normaliseHexes(raw, compiled),
    tileManifest: Object.fromEntries(
      Object.entries(raw.tiles).map(([name, entry]) => [name, typeof entry === 'object' ? entry.count : entry]),
    ),
    tiles: Object.fromEntries([...compiled.tiles].sort(([a], [b]) => compareTileNames(a, b))),
    ...optionalTiles(raw),
    ...optionChanges(raw, compiled),
    tileLays: {
      default: raw.tile_lays?.default?.map(normaliseTileLay) ?? DEFAULT_TILE_LAYS,
      byType: Object.fromEntries(
        Object.entries(raw.tile_lays?.by_type ?? {}).map(([type, slots]) => [type, slots.map(normaliseTileLay)]),
      ),
    },
    rounds: normaliseRounds(raw, normaliseAuction(raw)),
    ...normaliseNational(raw),
    ...(raw.loans ? { loans: normaliseLoans(raw.loans) } : {}),
  };
}

/** The national corporation, with its defaults; nothing when the title has none. */
function normaliseNational(raw: RawTitle): { national?: NationalDefinition } {
  const n = raw.national;
  if (!n) return {};
  return {
    national: compact({
      corporation: n.corporation,
      reservedHexes: n.reserved_hexes ?? [],
      assets: n.assets ?? 'bank',
      loanPriceMoves: n.loan_price_moves ?? 1,
      operates: n.operates,
      routes: n.routes ?? 'automatic',
    }),
  };
}

/** A title's loans with every default applied (runtime/title/loans.ts). */
function normaliseLoans(raw: RawLoans): LoanRules {
  const value = raw.value ?? 100;
  const limit = raw.limit;
  return {
    value,
    count: raw.count,
    proceeds: raw.proceeds ?? value,
    interest: raw.interest,
    limit: typeof limit === 'object' ? { byType: { ...limit } } : limit,
    perTurn: raw.per_turn ?? null,
    afterRepaying: raw.after_repaying ?? true,
    forbiddenStatus: raw.forbidden_status ?? null,
    interestAfter: raw.interest_after ?? null,
    lateLoansPayInterest: raw.late_loans_pay_interest ?? false,
    unpaidInterest: raw.unpaid_interest ?? 'president',
    repayAfter: raw.repay_after ?? null,
    repayOverLimit: raw.repay_over_limit ?? false,
    priceMoves: compact({ take: raw.price_moves?.take, repay: raw.price_moves?.repay }),
    endValuePerShare: raw.end_value_per_share ?? 0,
    ...(raw.end_price_move ? { endPriceMove: raw.end_price_move } : {}),
  };
}

/** A name as compiled: text already (normalise-names.ts makes every name written as a number text, in one place). */
export function name(value: RawName): string {
  return value as string;
}

function optionalName(value: RawName | undefined): string | undefined {
  return value as string | undefined;
}

/** Omits undefined values so the emitted module has no `key: undefined` noise. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

function normaliseMeta(raw: RawTitle): TitleMeta {
  const m = raw.meta;
  const axes =
    m.axes ?? (m.layout === 'flat' ? { x: 'letter' as const, y: 'number' as const } : { x: 'number' as const, y: 'letter' as const });
  return compact({
    title: name(m.title),
    fullTitle: m.full_title ?? name(m.title),
    aliases: m.aliases,
    subtitle: m.subtitle,
    designer: m.designer,
    publisher: m.publisher,
    location: m.location,
    rulesUrl: m.rules_url,
    playerRange: [m.player_range[0], m.player_range[1]] as const,
    optionalRules: (m.optional_rules ?? []).map((rule) =>
      compact({ sym: rule.sym, shortName: rule.short_name, description: rule.desc, players: rule.players }),
    ),
    mutuallyExclusiveOptionalRules: (m.mutually_exclusive_optional_rules ?? []).map((group) => group.map((sym) => optionalRuleSpelling(m.optional_rules ?? [], sym))),
    layout: m.layout,
    axes,
    currencyFormat: m.currency_format ?? '$%s',
  });
}

function snakeToCamel(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** Tables keyed by player count come from YAML with string keys; the compiled form uses numbers. */
function numericKeys<T>(table: RawTable<T>, map: (value: T) => unknown = (v) => v): Record<number, never> {
  return Object.fromEntries(Object.entries(table).map(([k, v]) => [Number(k), map(v)])) as Record<number, never>;
}

function normaliseRules(raw: RawTitle): TitleRules {
  const r = raw.rules;
  const renamed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(r)) {
    if (key === 'bank_cash' || key === 'starting_cash' || key === 'cert_limit' || key === 'game_end_check' || key === 'max_ownership_percent' || key === 'fixed_round') continue;
    renamed[snakeToCamel(key)] = value;
  }
  const table = (v: number | RawTable<number>) => (typeof v === 'number' ? v : numericKeys(v));
  return {
    ...DEFAULT_RULES,
    ...renamed,
    bankCash: table(r.bank_cash),
    startingCash: table(r.starting_cash),
    maxOwnershipPercent: r.max_ownership_percent === undefined ? DEFAULT_RULES.maxOwnershipPercent : table(r.max_ownership_percent),
    certLimit:
      typeof r.cert_limit === 'number'
        ? r.cert_limit
        : numericKeys(r.cert_limit, (v) => (typeof v === 'number' ? v : numericKeys(v))),
    gameEndCheck: r.game_end_check ?? DEFAULT_RULES.gameEndCheck,
    fixedRound: r.fixed_round === undefined ? DEFAULT_RULES.fixedRound : 'turn' in r.fixed_round ? { turn: r.fixed_round.turn } : { operatingRound: r.fixed_round.operating_round },
  } as TitleRules;
}

function normaliseAuction(raw: RawTitle): AuctionRules {
  const a = raw.auction ?? {};
  return {
    style: a.style ?? DEFAULT_AUCTION.style,
    minBidIncrement: a.min_bid_increment ?? DEFAULT_AUCTION.minBidIncrement,
    mustBidIncrementMultiple: a.must_bid_increment_multiple ?? DEFAULT_AUCTION.mustBidIncrementMultiple,
    onlyHighestBidCommitted: a.only_highest_bid_committed ?? DEFAULT_AUCTION.onlyHighestBidCommitted,
    lots: a.lots ?? DEFAULT_AUCTION.lots,
    allPass: a.all_pass ?? DEFAULT_AUCTION.allPass,
    passDiscount: a.pass_discount ?? DEFAULT_AUCTION.passDiscount,
    startPrice: a.start_price ?? DEFAULT_AUCTION.startPrice,
    priceDrop: a.price_drop ?? DEFAULT_AUCTION.priceDrop,
    bidsAbove: a.bids_above ?? DEFAULT_AUCTION.bidsAbove,
  };
}

function texts(table: RawTable<RawText> | undefined): Record<string, TextEntry> {
  return Object.fromEntries(Object.entries(table ?? {}).map(([k, v]) => [k, { name: v.name, description: v.desc }]));
}

function normaliseDistance(distance: RawDistance): TrainDistance {
  if (typeof distance === 'number') return distance;
  return distance.map(
    (rule): DistanceRule =>
      compact({ nodes: rule.nodes, pay: rule.pay, visit: rule.visit, multiplier: rule.multiplier, fill: rule.fill || undefined }),
  );
}

function normaliseEvents(events: RawEvent[] | undefined): EventDefinition[] {
  return (events ?? []).map((event) => ({ ...event }));
}

function normaliseTrain(train: RawTitle['trains'][number]): TrainDefinition {
  return compact({
    name: name(train.name),
    distance: normaliseDistance(train.distance),
    price: train.price,
    count: train.count,
    rustsOn: optionalName(train.rusts_on),
    obsoleteOn: optionalName(train.obsolete_on),
    availableOn: optionalName(train.available_on),
    requiresToken: train.requires_token === false ? false : undefined,
    discount: train.discount ? { ...train.discount } : undefined,
    variants: (train.variants ?? []).map((variant) =>
      compact({
        name: name(variant.name),
        distance: normaliseDistance(variant.distance),
        price: variant.price,
        rustsOn: optionalName(variant.rusts_on),
        obsoleteOn: optionalName(variant.obsolete_on),
      }),
    ),
    events: normaliseEvents(train.events),
  });
}

function normalisePhase(phase: RawTitle['phases'][number]): PhaseDefinition {
  return compact({
    name: name(phase.name),
    on: optionalName(phase.on),
    trainLimit: typeof phase.train_limit === 'number' ? phase.train_limit : { ...phase.train_limit },
    tiles: phase.tiles,
    operatingRounds: phase.operating_rounds,
    status: phase.status ?? [],
    events: normaliseEvents(phase.events),
  });
}

function abilities(list: RawTitle['corporations'][number]['abilities']): Ability[] {
  return (list ?? []).map(normaliseAbility);
}

function normaliseCorporation(corp: RawTitle['corporations'][number]): CorporationDefinition {
  return compact({
    sym: corp.sym,
    name: corp.name,
    tokens: corp.tokens,
    extraTokens: corp.extra_tokens?.map((t) => compact({ type: t.type, price: t.price, corporation: t.corporation })),
    coordinates: corp.coordinates,
    city: corp.city,
    floatPercent: corp.float_percent ?? DEFAULT_FLOAT_PERCENT,
    color: corp.color,
    textColor: corp.text_color ?? 'white',
    shares: corp.shares ?? DEFAULT_SHARES,
    type: corp.type,
    maxOwnershipPercent: corp.max_ownership_percent,
    alwaysMarketPrice: corp.always_market_price,
    destination: corp.destination === undefined ? undefined : typeof corp.destination === 'string' ? { hexes: [corp.destination] } : compact({ hexes: corp.destination.hexes, from: corp.destination.from }),
    heldBack: corp.held_back || undefined,
    abilities: abilities(corp.abilities),
  });
}

function normaliseCompany(company: NonNullable<RawTitle['companies']>[number]): CompanyDefinition {
  return compact({
    sym: company.sym,
    name: company.name,
    value: company.value,
    revenue: company.revenue,
    minPlayers: company.min_players,
    maxPlayers: company.max_players,
    discount: company.discount,
    treasury: company.treasury,
    description: company.desc ?? '',
    abilities: abilities(company.abilities),
    color: company.color,
  });
}

function normaliseMinor(minor: NonNullable<RawTitle['minors']>[number]): MinorDefinition {
  return compact({
    sym: name(minor.sym),
    name: minor.name,
    tokens: minor.tokens,
    coordinates: minor.coordinates,
    city: minor.city,
    color: minor.color,
    textColor: minor.text_color ?? 'white',
    type: minor.type,
    abilities: abilities(minor.abilities),
  });
}

export function parseMarketCell(cell: RawMarketCell): MarketCell | null {
  if (cell === null || cell === '') return null;
  if (typeof cell === 'number') return { price: cell, types: [] };
  if (typeof cell === 'object') return { price: cell.price, types: cell.types ?? [] };
  const match = /^(\d*)([a-zA-Z]*)$/.exec(cell);
  if (!match) return null;
  return { price: Number(match[1] || 0), types: [...match[2]].map((letter) => MARKET_CELL_LETTERS[letter]) };
}

function normaliseMarket(raw: RawTitle): MarketDefinition {
  const rows = raw.market.rows.map((row) => row.map(parseMarketCell));
  const market: MarketDefinition = { shape: raw.market.shape ?? (rows.length === 1 ? 'linear' : 'grid'), rows };
  const variants = raw.market.variants?.map((variant) => {
    const cells = variant.rows.map((row) => row.map(parseMarketCell));
    // Named in any case, compiled to the title's spelling (as games name their rules).
    return { optionalRule: optionalRuleSpelling(raw.meta.optional_rules ?? [], variant.optional_rule), shape: variant.shape ?? (cells.length === 1 ? 'linear' : 'grid'), rows: cells };
  });
  return variants?.length ? { ...market, variants } : market;
}

/** Splits a `hexes` key (`F4 J14 F22`) into hex ids. */
export function hexIdsOfKey(key: string): string[] {
  return key.split(/\s+/).filter(Boolean);
}

function normaliseHexes(raw: RawTitle, compiled: CompiledTileInputs): HexDefinition[] {
  const names = raw.location_names ?? {};
  return [...compiled.hexParts]
    .sort(([a], [b]) => compareHexIds(a, b))
    .map(([id, hex]) => compact({ id, tileId: hex.tileId, color: hex.color, parts: hex.parts, locationName: names[id] }));
}

/** Orders hex ids by letters (A..Z, then AA..) and then by number, as a map is read. */
export function compareHexIds(a: string, b: string): number {
  const [, la, na] = /^([A-Z]+)(\d+)$/.exec(a) ?? ['', a, '0'];
  const [, lb, nb] = /^([A-Z]+)(\d+)$/.exec(b) ?? ['', b, '0'];
  return la.length - lb.length || (la < lb ? -1 : la > lb ? 1 : 0) || Number(na) - Number(nb);
}

/** Numbered tiles in numeric order, then named ones alphabetically. */
export function compareTileNames(a: string, b: string): number {
  const na = /^\d+$/.test(a) ? Number(a) : NaN;
  const nb = /^\d+$/.test(b) ? Number(b) : NaN;
  if (!Number.isNaN(na) && !Number.isNaN(nb)) return na - nb;
  if (!Number.isNaN(na)) return -1;
  if (!Number.isNaN(nb)) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function normaliseTileLay(slot: RawTileLaySlot): TileLaySlot {
  return compact({
    lay: slot.lay ?? true,
    upgrade: slot.upgrade ?? true,
    cost: slot.cost ?? 0,
    upgradeCost: slot.upgrade_cost,
    cannotReuseSameHex: slot.cannot_reuse_same_hex ?? false,
  });
}

function stepReference(ref: RawStepReference): StepReference {
  return typeof ref === 'string' ? { step: ref } : compact({ step: ref.step, blocks: ref.blocks });
}

function normaliseRounds(raw: RawTitle, auction: AuctionRules): RoundDefinitions {
  const steps: Record<string, readonly StepReference[]> = {
    stock: DEFAULT_ROUND_STEPS.stock,
    operating: DEFAULT_ROUND_STEPS.operating,
    auction: auctionSteps(auctionStepName(auction.style)),
  };
  for (const [kind, list] of Object.entries(raw.rounds?.steps ?? {})) steps[kind] = list.map(stepReference);
  const first = raw.rounds?.first === undefined ? (auction.style === 'none' ? null : 'auction') : raw.rounds.first;
  const cycle =
    raw.rounds?.cycle?.map((entry) =>
      typeof entry === 'string'
        ? { kind: entry, repeat: 1 }
        : { kind: entry.kind, repeat: entry.repeat ?? 1, ...(entry.after ? { after: { kind: entry.after.kind, phases: entry.after.phases.map(name) } } : {}) },
    ) ?? DEFAULT_CYCLE;
  return { first, cycle, steps };
}
