/**
 * What the engine does with the data a title may write, so that nothing validates and then does
 * nothing: each ability type is applied by the engine (or is text, shown on the card), and the
 * few keys the schema accepts — the reference's data, kept so titles can be written from it —
 * that the engine does not read are listed here. `codegen validate` warns where a title uses one
 * of them and its own code does not read it either (codegen/validate-unread.ts), and
 * test/runtime/engine-reads.test.ts holds these lists to the engine's code: every ability and
 * rule field it never reads is listed, and none it reads.
 */
import type { AbilityType } from './abilities.js';

/** Each ability type, as the engine uses it: `applied` (it has behaviour) or `text` (shown on the card, no behaviour of its own). */
export const ABILITY_TYPE_USE: Readonly<Record<AbilityType, 'applied' | 'text'>> = {
  blocks_hexes: 'applied',
  tile_lay: 'applied',
  teleport: 'applied',
  exchange: 'applied',
  shares: 'applied',
  close: 'applied',
  no_buy: 'applied',
  revenue_change: 'applied',
  tile_discount: 'applied',
  token: 'applied',
  reservation: 'applied',
  assign_hexes: 'applied',
  assign_corporation: 'applied',
  train_discount: 'applied',
  tile_income: 'applied',
  description: 'text',
  base: 'text',
};

/**
 * Ability keys (as the YAML writes them) the engine does not read, by ability type, each with
 * the value that asks for nothing (the reference's default; `null`: none, any value asks for
 * something). A title writing another value asks for behaviour the engine lacks.
 */
export const UNREAD_ABILITY_KEYS: Readonly<Partial<Record<AbilityType, Readonly<Record<string, unknown>>>>> = {
  tile_lay: { lay_count: null, upgrade_count: null },
  // The teleport's token costs what the corporation's next token costs.
  teleport: { cost: null },
  close: { silent: false },
  token: { discount: null, neutral: false, extra_slot: false },
};

/** Ability keys that change only how the ability is shown (the preview and the reference page read them), by type. */
export const SHOWN_ABILITY_KEYS: Readonly<Partial<Record<AbilityType, readonly string[]>>> = {
  blocks_hexes: ['hidden'],
};

/** `rules` keys the engine does not read, with the value that asks for nothing (as above). */
export const UNREAD_RULES: Readonly<Record<string, unknown>> = { president_sales_to_market: false };
