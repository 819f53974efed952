/**
 * The title YAML as written (snake_case), once it has passed the JSON Schema. These types mirror
 * `schemas/title.schema.json`; normalise turns them into the compiled `TitleDefinition`.
 */

export type RawName = string | number;
export type RawTable<T> = Record<string, T>;

export interface RawOptionalRule {
  sym: string;
  short_name: string;
  desc: string;
  players?: number[];
}

export interface RawMeta {
  title: RawName;
  full_title?: string;
  aliases?: string[];
  subtitle?: string;
  designer: string;
  publisher?: string;
  location?: string;
  rules_url?: string;
  player_range: [number, number];
  optional_rules?: RawOptionalRule[];
  mutually_exclusive_optional_rules?: string[][];
  layout: 'pointy' | 'flat';
  axes?: { x: 'letter' | 'number'; y: 'letter' | 'number' };
  currency_format?: string;
}

export type RawRules = Record<string, unknown> & {
  bank_cash: number | RawTable<number>;
  starting_cash: number | RawTable<number>;
  cert_limit: number | RawTable<number | RawTable<number>>;
  max_ownership_percent?: number | RawTable<number>;
  game_end_check?: RawTable<string>;
  fixed_round?: { turn: number } | { operating_round: number };
};

export interface RawAuction {
  style?: string | { step: string };
  min_bid_increment?: number;
  must_bid_increment_multiple?: boolean;
  only_highest_bid_committed?: boolean;
  lots?: 'companies' | 'minors';
  all_pass?: 'discount' | 'remove';
  pass_discount?: number;
  start_price?: number;
  price_drop?: number;
  bids_above?: boolean;
}

export interface RawText {
  name: string;
  desc: string;
}

export interface RawDistanceRule {
  nodes: string[];
  pay: number;
  visit: number;
  multiplier?: number;
  fill?: boolean;
}

export type RawDistance = number | RawDistanceRule[];

export interface RawEvent {
  type: string;
  [key: string]: unknown;
}

export interface RawTrainVariant {
  name: RawName;
  distance: RawDistance;
  price: number;
  rusts_on?: RawName;
  obsolete_on?: RawName;
}

export interface RawTrain {
  name: RawName;
  distance: RawDistance;
  price: number;
  count: number | 'unlimited';
  rusts_on?: RawName;
  obsolete_on?: RawName;
  available_on?: RawName;
  requires_token?: boolean;
  discount?: RawTable<number>;
  variants?: RawTrainVariant[];
  events?: RawEvent[];
  /** Changes in games of an optional rule, by rule (`null`: never). */
  by_optional_rule?: RawTable<{ rusts_on?: RawName | null; obsolete_on?: RawName | null }>;
}

/** A home in games of an optional rule. */
export interface RawHomeChange {
  coordinates?: string | string[];
  city?: number;
}

export interface RawPhase {
  name: RawName;
  on?: RawName;
  train_limit: number | RawTable<number>;
  tiles: string[];
  operating_rounds: number;
  status?: string[];
  events?: RawEvent[];
}

export type RawAbility = Record<string, unknown> & { type: string };

export interface RawCorporation {
  sym: string;
  name: string;
  tokens: number[];
  extra_tokens?: { type: string; price: number; corporation?: string }[];
  coordinates?: string | string[];
  city?: number;
  float_percent?: number;
  color: string;
  text_color?: string;
  shares?: number[];
  type?: string;
  max_ownership_percent?: number;
  always_market_price?: boolean;
  destination?: string | { hexes: string[]; from?: string };
  held_back?: boolean;
  abilities?: RawAbility[];
  by_optional_rule?: RawTable<RawHomeChange>;
}

export interface RawCompany {
  sym: string;
  name: string;
  value: number;
  revenue: number;
  min_players?: number;
  max_players?: number;
  discount?: number;
  treasury?: number;
  desc?: string;
  abilities?: RawAbility[];
  color?: string;
}

export interface RawMinor {
  sym: RawName;
  name: string;
  tokens: number[];
  coordinates?: string | string[];
  city?: number;
  color: string;
  text_color?: string;
  type?: string;
  abilities?: RawAbility[];
  by_optional_rule?: RawTable<RawHomeChange>;
}

export type RawMarketCell = string | number | null | { price: number; types?: string[] };

export interface RawMarket {
  shape?: 'grid' | 'linear' | 'zigzag';
  rows: RawMarketCell[][];
  variants?: { optional_rule: string; shape?: 'grid' | 'linear' | 'zigzag'; rows: RawMarketCell[][] }[];
}

export interface RawNational {
  corporation: string;
  reserved_hexes?: string[];
  assets?: 'bank' | 'national';
  loan_price_moves?: number;
  operates?: string;
  routes?: 'automatic' | 'player';
}

/** A tile in either form: the compact string or the structured list of one-key mappings. */
export type RawTile = string | unknown[];

export interface RawManifestEntry {
  count: number | 'unlimited';
  color: string;
  code: RawTile;
  /** The optional rule without which the tile is not in the box. */
  optional_rule?: string;
}

export interface RawTileLaySlot {
  lay?: boolean | 'not_if_upgraded';
  upgrade?: boolean | 'not_if_upgraded';
  cost?: number;
  upgrade_cost?: number;
  cannot_reuse_same_hex?: boolean;
}

export type RawStepReference = string | { step: string; blocks?: boolean };

type RawPriceMove = 'left' | 'right' | 'up' | 'down';

export interface RawLoans {
  value?: number;
  count: number;
  proceeds?: number;
  interest: number;
  limit: number | RawTable<number> | 'player_shares' | 'shares';
  per_turn?: number;
  after_repaying?: boolean;
  forbidden_status?: string;
  interest_after?: string;
  late_loans_pay_interest?: boolean;
  unpaid_interest?: 'president' | 'revenue_then_president';
  repay_after?: string;
  repay_over_limit?: boolean;
  price_moves?: { take?: RawPriceMove; repay?: RawPriceMove };
  end_value_per_share?: number;
  end_price_move?: 'left' | 'right' | 'up' | 'down';
}

export interface RawTitle {
  meta: RawMeta;
  rules: RawRules;
  auction?: RawAuction;
  status_text?: RawTable<RawText>;
  events_text?: RawTable<RawText>;
  market_text?: RawTable<string>;
  trains: RawTrain[];
  phases: RawPhase[];
  market: RawMarket;
  tile_lays?: { default?: RawTileLaySlot[]; by_type?: RawTable<RawTileLaySlot[]> };
  rounds?: {
    first?: string | null;
    cycle?: (string | { kind: string; repeat?: number | 'phase'; after?: { kind: string; phases: RawName[] } })[];
    steps?: Record<string, RawStepReference[]>;
  };
  loans?: RawLoans;
  corporations: RawCorporation[];
  companies?: RawCompany[];
  minors?: RawMinor[];
  national?: RawNational;
  /** Colour → (space-separated hex ids → tile). */
  hexes: RawTable<RawTable<RawTile | null>>;
  location_names?: RawTable<string>;
  tiles: RawTable<number | 'unlimited' | RawManifestEntry>;
  /** Optional rule → colour → (space-separated hex ids → tile): hexes that differ in games of the rule. */
  hexes_by_optional_rule?: RawTable<RawTable<RawTable<RawTile | null>>>;
}

/** Sections a title must have somewhere across its files. */
export const REQUIRED_SECTIONS = [
  'meta',
  'rules',
  'trains',
  'phases',
  'market',
  'corporations',
  'hexes',
  'tiles',
] as const satisfies readonly (keyof RawTitle)[];
