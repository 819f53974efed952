/**
 * The round kinds the engine provides, by the name titles use in `rounds:`. A title's own kind
 * (`titles/<title>/rounds/<kind>.ts`) is added to these, and replaces one of the same name.
 */
import type { EngineRoundKind } from '../../title/vocabulary.js';
import type { RoundClass } from '../round.js';
import { AuctionRound } from './auction.js';
import { MergerRound } from './merger.js';
import { OperatingRound } from './operating.js';
import { StockRound } from './stock.js';

/** Keyed by exactly the kinds codegen knows (ENGINE_ROUND_KINDS): the compiler holds the two together. */
export const roundRegistry: Readonly<Record<string, RoundClass>> = {
  auction: AuctionRound,
  stock: StockRound,
  operating: OperatingRound,
  merger: MergerRound,
} satisfies Record<EngineRoundKind, RoundClass>;
