/**
 * The title SDK: the one module a title's code imports from (besides its own files and the
 * types `codegen build` generates for it). Everything a title's hooks, steps, rounds and actions
 * may use is here, by section; the rest of runtime/ is the engine's own and may change without
 * notice. An architecture test (test/architecture/sdk-imports.test.ts) refuses any other import
 * of runtime/ from titles/ and test/titles/; `codegen validate` warns a title written against
 * the old paths, naming this module, and `codegen migrate <title>` rewrites its imports.
 *
 *   import { Step, check, spend, type ActionOf } from '../../../runtime/sdk.js';
 *   import type { Types } from '../../../generated/titles/<title>/types.js';
 *
 * The SDK is versioned (`SDK_VERSION`, semver): a name removed or a signature changed is a major
 * version, with a migration path; every change for titles is in docs/authoring.md's changelog.
 *
 * Adding to it: an engine mechanism titles call gets one line in its section (keep lines
 * additive so branches merge cleanly). Name the operation for what it does, not for the title
 * that needed it.
 */

// The game a step, a round or an operation works on: an interface (engine/contract.ts) the engine's class implements.
export type { Game, GameRound, GameStep, GameOptions, PlayerSeat } from './engine/contract.js';

/** The SDK's version: see docs/authoring.md, "SDK changelog". */
export const SDK_VERSION = '1.10.0';

// ---------------------------------------------------------------------------------------------
// The title contract: hooks, the view they see, their memory, the title's name types.
export { defineHooks, type TitleHooks, type SetupContext, type EventHandler, type GameEndCheck, type StopView, type RouteView, type RouteBounds, type TileUpgrade, type SpendPurpose, type TileLayCost, type DividendKind, type DividendChoice, type SharePurchase, type RoundSpec } from './title/hooks.js';
export type { GameView, GameEffects, RoundView, MarketView, OperatorSym, EntityKind, DeepReadonly, PriceMove } from './title/view.js';
export { gameVar, type GameVar } from './title/game-vars.js';
export { roundVar, type RoundVar } from './engine/round-vars.js';
export type { TitleTypes, TitleModule } from './module.js';
export { ENGINE_ROUND_TRAITS, type RoundTrait } from './title/vocabulary.js';
// Open kinds: the registries a title extends in its kinds.ts.
export { defineKinds, ENGINE_DIVIDEND_KINDS, type TitleKinds, type DividendKindSpec, type DividendRun, type EngineDividendKind, type AbilityKindSpec } from './title/kinds.js';
export { ENGINE_CAPITALIZATIONS, type EntityKindSpec, type CapitalizationModeSpec, type EngineCapitalization, type IpoSale, type FloatingCorporation } from './title/kinds.js';
export type { EngineEntityKind } from './title/view.js';
export { describeChange, type VariantOf, type VariantChange } from './title/variant.js';

// ---------------------------------------------------------------------------------------------
// Refusals: `check(condition, 'namespace/code', message, details)` raises a GameError and the
// game restores the state exactly as it was before the action.
export { check, gameError, GameError, type GameErrorDetails } from './core/errors.js';

// ---------------------------------------------------------------------------------------------
// Actions: the engine's types, and a title's own (`actions.ts`).
export { defineActions, opt, req, type ActionCatalog, type ActionSpec, type FieldKind, type FieldSpec, type IdKind } from './actions/spec.js';
export type * from './actions/types.js';

// ---------------------------------------------------------------------------------------------
// State and the compiled title, as plain data.
export type * from './state/types.js';
export { BANK, DEPOT, POOL } from './state/types.js';
export type * from './title/definition.js';
export type * from './title/abilities.js';
export type * from './title/parts.js';
export type { Direction, ParPrice, StockMarket } from './market/stock-market.js';
export type { GameEvent, EventFields } from './engine/log.js';

// ---------------------------------------------------------------------------------------------
// Steps and rounds: the base classes, and the engine's own to subclass.
export { Step, type StepClass, type StepOptions } from './engine/step.js';
export { HIDDEN, hiddenAs, isHidden, type ActionFieldSecret, type SecretUntil, type StateRedaction, type StepSecrets, type Viewer } from './engine/secrets.js';
export { Round, type RoundClass } from './engine/round.js';
export { blockingOnlyWhileBlocks } from './engine/round.js';
export { StockRound } from './engine/rounds/stock.js';
export { OperatingRound } from './engine/rounds/operating.js';
export { AuctionRound } from './engine/rounds/auction.js';
export { AssignStep } from './engine/steps/assign.js';
export { BankruptStep, emergencyLiquidity } from './engine/steps/bankrupt.js';
export { BuyCompanyStep, purchasableCompanies } from './engine/steps/buy-company.js';
export { BuySellParSharesStep } from './engine/steps/buy-sell-par-shares.js';
export { BuyTrainStep, mustBuyTrain } from './engine/steps/buy-train.js';
export { CompanyPendingParStep } from './engine/steps/company-pending-par.js';
export { DiscardTrainStep } from './engine/steps/discard-train.js';
export { DividendStep } from './engine/steps/dividend.js';
export { EmergencySelling, type EmergencyState } from './engine/steps/emergency-selling.js';
export { EndGameStep } from './engine/steps/end-game.js';
export { ExchangeStep } from './engine/steps/exchange.js';
export { HomeTokenStep } from './engine/steps/home-token.js';
export { MessageStep } from './engine/steps/message.js';
export { ProgramStep } from './engine/steps/program.js';
export { RouteStep } from './engine/steps/route.js';
export { SpecialTokenStep } from './engine/steps/special-token.js';
export { SpecialTrackStep } from './engine/steps/special-track.js';
export { TokenStep } from './engine/steps/token.js';
export { TrackAndTokenStep } from './engine/steps/track-and-token.js';
export { TrackStep } from './engine/steps/track.js';
export { WaterfallAuctionStep } from './engine/steps/waterfall-auction.js';
export { LoanStep } from './engine/steps/loan.js';
export { CashCrisisStep } from './engine/steps/cash-crisis.js';
export { SelectionAuctionStep } from './engine/steps/selection-auction.js';
export { DutchAuctionStep } from './engine/steps/dutch-auction.js';
export { ConcessionAuctionStep } from './engine/steps/concession-auction.js';
// The shared auction core a title's own auction step builds on (docs/authoring.md, "Auctions").
export { AuctionStep, type AuctionState, type Bid } from './engine/auction/auctioner.js';
export { PassableAuctionStep, type PassableAuctionState } from './engine/auction/passable.js';
export { awardLot, initialLots, lotKind, lotOfBid, lotForSale, lotValue, lotFields, lotSym, type LotKind } from './engine/auction/lots.js';
// The round variables the engine's steps share, for a title's step that works alongside them.
export { trackLaid, pendingTokens, tokened, run, teleport, companiesPendingPar, justSoldCompany, stockTrades, layingCompany, companySellers, type TrackLaid, type PendingToken, type RunRoute, type Run, type TurnAction, type StockTrades } from './engine/steps/vars.js';

// ---------------------------------------------------------------------------------------------
// Operations: money.
export { cashOf, buyingPower, spend, setCash, type SpendOptions } from './engine/money.js';

// Operations: shares, certificates and the market.
export { shareUnit, totalShares, sharesOf, percentOf, numSharesOf, playerHoldings, parseShareId, shareId, minimumPrice, pricePerShare, sharePrice, bundlePrice, bundleNumShares, hasPresidentsShare, isPartial, bundleOf, bundleFromIds, bundlesFor, canDump, fitsInPool, numCerts, certLimit, holdingOk, maxOwnershipPercent, soldOutPercent, type Bundle } from './engine/shares/holdings.js';
export { setPar, moveSharePrice, soldOut, moveForSale, ledgeDrops } from './engine/shares/market-moves.js';
export { transferShares, floatPercent, capitalizationOf, floatCorporation, buyShares, sellShares, sellSharesAndChangePrice, type TransferOptions, type BuyOptions } from './engine/shares/pool.js';
export { moveShareTo, setCertificatePercent, reissueShares } from './engine/shares/certificates.js';
export { canGain, saleTimingOk } from './engine/shares/rules.js';

// Operations: trains and phases.
export { trainSpec, trainPrice, discountedTrainPrice, trainVariants, depotTrains, minDepotTrain, maxDepotPrice, minDepotPrice, otherTrains, operatorSyms, hasOtherTrains, isFromDepot, numOperatorTrains, trainLimit, anyCrowded, crowdedOperators, removeTrain, buyTrain, rust, reclaimTrain, rustTrains } from './engine/trains.js';
export { trainBought, phaseAllows, exportTrain, giveTrain } from './engine/phase.js';

// Operations: station tokens.
export { nextToken, placeStationToken, placeHomeToken, type PlaceOptions } from './engine/tokens.js';
export { tokenExtras, canPlaceToken, tokenPlacements, placeOperatorToken } from './engine/token-placement.js';
export { removeToken, promiseToken, tokenedCities, resolveCityId, cityId, tokenRefusal, type CityRef, type TokenRefusal } from './map/tokens.js';
export { placeToken } from './map/tokens.js';

// Operations: operators (corporations and minors), their order, and players' order.
export { isFloated, startOperator, closeOperator, removeCorporation, closeCorporationsInCloseCells } from './engine/operators.js';
export { inReceivership } from './engine/operators.js';
export { mergeMinor, replaceToken, removeStation, type MinorMergeOptions, type MinorMergeResult } from './engine/minor-merge.js';
export { compareByOperatingOrder, compareOperators, operatingOrder, reorderPlayers } from './engine/order.js';

// Operations: companies, their abilities and assignments.
export { closeCompany, payoutCompanies, closeAllCompanies } from './engine/companies.js';
export { sellCompanyFromBank, afterBuyCompany, afterPar, maybePlaceHomeToken } from './engine/corporations.js';
export { abilities, abilityDef, abilityCorporation, useAbility, addAbility, removeAbility, removeAllAbilities, removeAbilitiesOfType, companyAbilities, type ActiveAbility, type AbilityQuery } from './engine/abilities.js';
export { assignedTo, assign, unassign, type AssignmentTarget } from './engine/assignments.js';

// Operations: the map, its tiles and track.
export { mapContext, routeInfoFor, canRunRoute, routeObligesTrain, forgetRouteInfo } from './engine/map-access.js';
export { invalidateMap } from './map/board.js';
export { corporationGraph, type CorporationGraph, type NodeRef } from './map/graph.js';
export { tileCatalog, splitTileId, type TileCatalog, type TileRef } from './map/tiles.js';
export { hexGrid, type HexGrid } from './map/grid.js';
export { hexCoordinates, invertEdge, hexDistance, splitHexId, type HexCoordinates } from './map/coords.js';
export type { TileGeometry, PathGeometry, NodeGeometry } from './map/geometry.js';
export { layCost } from './engine/lay-cost.js';
export { performLay, type LayRequest } from './engine/tracker.js';
export type { MapContext } from './map/context.js';

// Operations: loans (a title's `loans:`).
export { loansOf, loanLimit, interestPerLoan, interestOwed, loanRefusal, canTakeLoan, loanProceeds, takeLoan, repayLoan, returnLoans, transferLoans, payInterest, repayOverLimit, loanTurnOf, loanTurns, stepPassed, type LoanTurn } from './engine/loans.js';
export type { LoanRules, LoanLimit, UnpaidInterest } from './title/loans.js';

// Operations: destinations and escrow.
export { destinationOf, destinationConnected, markDestinationReached, setDestination } from './engine/destinations.js';
export { hexesConnected } from './map/connectivity.js';
export { releaseEscrow } from './engine/shares/pool.js';

// Operations: minors, majors and the national (nationalisation, held-back corporations, the
// merger round, neutral tokens); docs/authoring.md, "Minors, majors and the national".
export { nationalize, resetCorporation } from './engine/nationalize.js';
export { nationalDef, nationalSym, isNational, nationalState, nationalOperates, nationalTokensLeft, placeNationalHome } from './engine/national.js';
export { releaseCorporations, settleTrainless, ipoOpen, ipoGatedTypes } from './engine/national-events.js';
export { MergerRound } from './engine/rounds/merger.js';
export { NationalizationChoiceStep, NATIONALIZE_CHOICE } from './engine/steps/nationalization-choice.js';
export { NEUTRAL_TOKEN } from './map/state.js';
export { placeNeutralToken, removeNeutralTokens } from './map/tokens.js';
// Walking the map: the board and its walker (a corporation's graph is exported above).
export { boardFor, PATH_STRIDE, NODE_STRIDE, type Board } from './map/board.js';
export { sharedWalker, type Walker } from './map/walk.js';

// Operations: the end of the game.
export { triggerCustomEnd, playerValue, endGame } from './engine/end.js';

// ---------------------------------------------------------------------------------------------
// Legal actions: what a step offers (`Step#legalActions`), built from these.
export type * from './legal/types.js';
export { bidLot, bidTarget, isListed, NOT_MOVES } from './legal/types.js';
export { legalBase, actorOfLegal, passLegal, plainLegal, undescribedLegal, listedLegal, rangedLegal, actionFor } from './legal/base.js';
export { sharesLegal, buyableBundles, firstShares, affordablePars } from './legal/shares.js';
export { tokenLegal } from './legal/tokens.js';
export { tileLays, type LayOptions } from './legal/track.js';

// ---------------------------------------------------------------------------------------------
// Added for authoring (1.5.0): train discounts the train step applies, homes and trains' rusting
// changed during play, optional rules named in any case, and the names hooks write typed by the title.
export { discountedPrice, usableTrainDiscounts, useTrainDiscount, TRAIN_DISCOUNT_TIMES } from './engine/train-discounts.js';
export { moveHome, homeHexes } from './engine/homes.js';
export { setTrainRusting } from './engine/trains.js';
export { findOptionalRule, optionalRuleSpelling } from './title/optional-rules.js';
export type { Known, ShareId, TrainId, AbilityOf } from './title/typed-names.js';
export type { OptionChanges, TrainRusting, HomeChange } from './title/option-changes.js';
