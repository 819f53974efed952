/**
 * The closed vocabularies the engine gives meaning to. Codegen checks a title's names against
 * these (plus what the title itself declares), so a misspelt event or phase status is an error
 * at build time rather than a surprise hundreds of actions into a game.
 */
import { ENGINE_EVENT_PARAMS } from './event-params.js';

export { ENGINE_STEP_NAMES } from './defaults.js';

/** Events the engine can fire by name from a phase or a train (`events: [{type: ...}]`). */
export const ENGINE_EVENT_TYPES: readonly string[] = Object.keys(ENGINE_EVENT_PARAMS);

/** Game-end reasons the engine checks; a title adds its own through the `gameEnd` hook. */
export const ENGINE_GAME_END_REASONS: readonly string[] = ['bankrupt', 'bank', 'stock_market', 'final_train', 'final_phase', 'all_closed', 'fixed_round', 'custom'];

/** When a triggered game end takes effect, earliest first (`game_end_check` values, `trigger_endgame`'s `timing`). */
export const GAME_END_TIMINGS: readonly string[] = ['immediate', 'current_round', 'current_or', 'full_or', 'one_more_full_or_set'];

/** Phase statuses the engine reads; a title declares its own in `status_text`. */
export const ENGINE_PHASE_STATUSES: readonly string[] = ['can_buy_companies', 'can_buy_companies_from_other_players'];

/** Round kinds the engine provides; a title adds its own in `titles/<title>/rounds/`. */
const ROUND_KINDS = ['auction', 'stock', 'operating', 'merger'] as const;
export const ENGINE_ROUND_KINDS: readonly string[] = ROUND_KINDS;

/** An engine round kind's name: the round registry (engine/rounds/registry.ts) is keyed by exactly these. */
export type EngineRoundKind = (typeof ROUND_KINDS)[number];

/**
 * What a round is, as the rules ask about it, whatever its kind is called: the engine's rounds
 * have one each (its operating, stock, auction and merger rounds), a title's round kind inherits its
 * class's or declares its own (`static override traits = ['operating']`), and may add traits of
 * its own that its hooks and steps read. The engine never compares a round's kind to a name.
 */
export const ENGINE_ROUND_TRAITS = ['operating', 'stock', 'auction', 'merger'] as const;

/** A round trait: the engine's, or a title's own. */
export type RoundTrait = (typeof ENGINE_ROUND_TRAITS)[number] | (string & {});

/**
 * Moments an ability's `when` may name besides a step's name: those runtime/engine/abilities.ts
 * tests against the round (`owning_corp_or_turn`, ...), those the engine asks for by name when
 * something happens (a company `sold`, a corporation's first train `bought_train`, a corporation
 * parred `par`, its trains run `ran_train`, its turn done `operated`, it buys a train
 * `buying_train`), and `any`. A step's name
 * (the engine's or a title's `steps/<name>.ts`) is the moment that step decides.
 */
export const ENGINE_ABILITY_TIMES: readonly string[] = [
  'any',
  'owning_corp_or_turn',
  'owning_player_or_turn',
  'owning_player_track',
  'owning_player_token',
  'owning_player_sr_turn',
  'or_between_turns',
  'or_start',
  'stock_round',
  'sold',
  'bought_train',
  'par',
  'ran_train',
  'operated',
  'buying_train',
];

/**
 * Terrain names of `upgrade` parts (`upgrade=cost:80,terrain:mountain`): those 18xx maps use and
 * the preview draws (a mountain's triangle, water's waves, a disc for the rest). A
 * `tile_discount` applies to one of them, or to a border type, by name.
 */
export const ENGINE_TERRAINS: readonly string[] = ['mountain', 'hill', 'water', 'river', 'lake', 'swamp', 'desert', 'forest', 'wall', 'mine', 'cow_skull'];
