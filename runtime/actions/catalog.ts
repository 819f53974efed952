/**
 * Every action type the engine parses. `ENGINE_ACTIONS` are the types the engine's own steps
 * process; `RECORDED_ACTIONS` are the other types 18xx.games records (issuing shares, loans,
 * choices, mergers, ...): parsed and checked with their payloads so a title's step can process
 * them, and refused by the engine (no step accepts them) until one does. A title adds its own
 * types in `titles/<title>/actions.ts`.
 *
 * These specs are the one source of the actions' TypeScript types too (`EngineAction`,
 * `ActionOf<'par'>`, actions/types.ts): a field added here is a field of the type. The ids, as
 * the reference writes them: a share `<corporation>_<index>` (0 the president's certificate), a
 * tile copy `<tile name>-<copy>` (`57-0`), a city `<tile id>-<city index>` (`57-1-0`, or a
 * preprinted `D14-0-0`), a train `<name>-<index>` (`2-0`); a par `share_price` is the market
 * cell's `"<price>,<row>,<column>"`; a bundle's `share_price` is the price per share where it is
 * not the market's (`false`: none); `undo`'s `action_id` is the action to undo back to just after
 * (none: the latest); `program_disable`'s `reason` is a sentence, or an object in some hotseat
 * recordings.
 */
import { opt, req, type ActionCatalog } from './spec.js';

export const ENGINE_ACTIONS = {
  bid: { company: opt('string'), corporation: opt('string'), minor: opt('string'), price: req('integer') },
  pass: {},
  par: { corporation: req('string'), share_price: req('string'), slot: opt('integer') },
  buy_shares: { shares: req('share_ids'), percent: opt('number'), share_price: opt('price') },
  sell_shares: { shares: req('share_ids'), percent: opt('number'), share_price: opt('price') },
  buy_company: { company: req('string'), price: req('integer') },
  lay_tile: { hex: req('string'), tile: req('tile_id'), rotation: req('integer') },
  place_token: { city: req('city_id'), slot: req('integer'), tokener: opt('string'), cost: opt('integer'), token_type: opt('string') },
  run_routes: { routes: req('routes'), extra_revenue: opt('integer'), subsidy: opt('integer') },
  dividend: { kind: req('string'), amount: opt('number') },
  buy_train: { train: req('string'), price: req('integer'), variant: opt('string'), exchange: opt('string') },
  discard_train: { train: req('string') },
  bankrupt: { option: opt('any') },
  undo: { action_id: opt('integer') },
  redo: {},
  message: { message: opt('string') },
  log: { message: opt('string') },
  end_game: {},
  program_buy_shares: { corporation: req('string'), until_condition: req('any'), from_market: opt('boolean'), auto_pass_after: opt('boolean') },
  program_share_pass: { unconditional: opt('boolean'), indefinite: opt('boolean') },
  program_disable: { reason: opt('any'), original_type: opt('string') },
  assign: { target: req('string'), target_type: req('string') },
} as const satisfies ActionCatalog;

export const RECORDED_ACTIONS = {
  acquire_company: { company: req('string') },
  blind_bid: { bids: req('list') },
  borrow_train: { train: req('string') },
  buy_corporation: { corporation: opt('string'), minor: opt('string'), price: req('integer') },
  buy_power: { power: req('any') },
  buy_token: { city: req('city_id'), slot: req('integer'), price: req('integer') },
  choose: { choice: req('any') },
  choose_ability: { ability: opt('string'), choice: opt('any') },
  claim_hex_token: { hex: req('string'), token_type: opt('string') },
  combined_trains: { base: req('string'), additional_train: req('string'), additional_train_variant: opt('string') },
  convert: {},
  corporate_buy_company: { company: req('string'), price: req('integer') },
  corporate_buy_shares: { shares: req('share_ids'), percent: opt('number'), share_price: opt('price') },
  corporate_sell_company: { company: req('string'), price: req('integer') },
  corporate_sell_shares: { shares: req('share_ids'), percent: opt('number'), share_price: opt('price') },
  credit_mobilier: { hex: req('string'), amount: req('integer') },
  destination_connection: { corporations: opt('strings'), minors: opt('strings'), hexes: opt('strings') },
  double_head_trains: { trains: req('strings') },
  failed_merge: { corporations: req('strings') },
  hex_token: { hex: req('string'), cost: opt('integer'), token_type: opt('string') },
  manual_close_company: {},
  merge: { corporation: opt('string'), minor: opt('string') },
  move_bid: { company: opt('string'), corporation: opt('string'), price: req('integer'), from_company: opt('string'), from_price: opt('integer') },
  offer: { corporation: req('string'), company: req('string'), price: req('integer') },
  payoff_debt: {},
  payoff_loan: { loan: opt('any') },
  payoff_player_debt: {},
  payoff_player_debt_partial: { amount: req('integer') },
  program_auction_bid: { bid_target: req('string'), enable_maximum_bid: opt('boolean'), maximum_bid: opt('integer'), enable_buy_price: opt('boolean'), buy_price: opt('integer'), auto_pass_after: opt('boolean') },
  program_close_pass: { unconditional: opt('boolean') },
  program_enable: {},
  program_harzbahn_draft_pass: { until_premium: opt('any'), unconditional: opt('boolean') },
  program_independent_mines: { skip_track: opt('boolean'), skip_buy: opt('boolean'), skip_close: opt('boolean'), indefinite: opt('boolean') },
  program_merger_pass: { corporations_by_round: opt('object'), options: opt('list') },
  purchase_train: { train: req('string'), price: opt('integer') },
  reassign_trains: { assignments: opt('any'), train: opt('string'), corporation: opt('string') },
  remove_border: { hex: req('string'), edge: req('integer') },
  remove_hex_token: { hex: req('string') },
  remove_token: { city: req('city_id'), slot: req('integer') },
  respond: { corporation: req('string'), company: req('string'), accept: req('boolean') },
  scrap_train: { train: req('string') },
  select_multiple_companies: { companies: req('strings') },
  sell_company: { company: req('string'), price: req('integer') },
  sell_train: { train: req('string'), price: req('integer') },
  short: { corporation: req('string') },
  special_buy: { description: req('string'), cost: req('integer') },
  split: { corporation: req('string') },
  swap_train: { train: req('string') },
  switch_trains: { slots: req('list') },
  take_loan: { loan: opt('any') },
  use_graph: { graph_id: req('any') },
  view_merge_options: {},
} as const satisfies ActionCatalog;

/** The engine's catalog: its own action types and the reference's other recorded ones. */
export const BASE_CATALOG: ActionCatalog = { ...RECORDED_ACTIONS, ...ENGINE_ACTIONS };

/** Action types the engine's own steps process. */
export type EngineActionType = keyof typeof ENGINE_ACTIONS;
