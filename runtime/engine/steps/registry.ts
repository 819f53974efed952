/**
 * Every step the engine provides, by the name titles use in their round lists. A title's own
 * step of the same name (in `titles/<title>/steps/`) replaces the engine's.
 */
import type { EngineStepName } from '../../title/defaults.js';
import type { StepClass } from '../step.js';
import { BankruptStep } from './bankrupt.js';
import { BuyCompanyStep } from './buy-company.js';
import { BuySellParSharesStep } from './buy-sell-par-shares.js';
import { BuyTrainStep } from './buy-train.js';
import { CashCrisisStep } from './cash-crisis.js';
import { CompanyPendingParStep } from './company-pending-par.js';
import { DiscardTrainStep } from './discard-train.js';
import { DividendStep } from './dividend.js';
import { EndGameStep } from './end-game.js';
import { ExchangeStep } from './exchange.js';
import { HomeTokenStep } from './home-token.js';
import { LoanStep } from './loan.js';
import { MessageStep } from './message.js';
import { NationalizationChoiceStep } from './nationalization-choice.js';
import { ProgramStep } from './program.js';
import { RouteStep } from './route.js';
import { SpecialTokenStep } from './special-token.js';
import { SpecialTrackStep } from './special-track.js';
import { TokenStep } from './token.js';
import { TrackStep } from './track.js';
import { TrackAndTokenStep } from './track-and-token.js';
import { AssignStep } from './assign.js';
import { WaterfallAuctionStep } from './waterfall-auction.js';
import { SelectionAuctionStep } from './selection-auction.js';
import { DutchAuctionStep } from './dutch-auction.js';
import { ConcessionAuctionStep } from './concession-auction.js';

/** Keyed by exactly the names codegen knows (ENGINE_STEP_NAMES): the compiler holds the two together. */
export const stepRegistry: Readonly<Record<string, StepClass>> = {
  bankrupt: BankruptStep,
  buy_company: BuyCompanyStep,
  buy_sell_par_shares: BuySellParSharesStep,
  buy_train: BuyTrainStep,
  cash_crisis: CashCrisisStep,
  company_pending_par: CompanyPendingParStep,
  discard_train: DiscardTrainStep,
  dividend: DividendStep,
  end_game: EndGameStep,
  exchange: ExchangeStep,
  home_token: HomeTokenStep,
  loan: LoanStep,
  message: MessageStep,
  program: ProgramStep,
  route: RouteStep,
  special_token: SpecialTokenStep,
  special_track: SpecialTrackStep,
  token: TokenStep,
  track: TrackStep,
  track_and_token: TrackAndTokenStep,
  assign: AssignStep,
  waterfall_auction: WaterfallAuctionStep,
  nationalization_choice: NationalizationChoiceStep,
  selection_auction: SelectionAuctionStep,
  dutch_auction: DutchAuctionStep,
  concession_auction: ConcessionAuctionStep,
} satisfies Record<EngineStepName, StepClass>;
