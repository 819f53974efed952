/**
 * The round variables the engine's operating steps share, each declared once with its type and
 * starting value (see round-vars.ts). A title's steps read and write them the same way, and
 * declare their own variables beside their steps.
 */
import { roundVar } from '../round-vars.js';

/** The track an operator laid this turn: lays used, upgrades among them, hexes laid on. */
export interface TrackLaid {
  count: number;
  upgraded: boolean;
  upgrades: number;
  hexes: string[];
}

export const trackLaid = roundVar('track_laid', (): TrackLaid => ({ count: 0, upgraded: false, upgrades: 0, hexes: [] }));

/** A token waiting to be placed: by `entity`, for `operator` (default: the entity), on one of `hexes`. */
export interface PendingToken {
  readonly entity: string;
  readonly hexes: readonly string[];
  readonly operator?: string;
}

export const pendingTokens = roundVar('pending_tokens', (): PendingToken[] => []);

/** Whether the operator has placed its token this turn. */
export const tokened = roundVar('tokened', (): boolean => false);

/** A route just run and what it earned, for the dividend step. */
export interface RunRoute {
  readonly train: string;
  readonly revenue: number;
}

/** The run the operator just made: its routes, revenue beyond them, and a subsidy. */
export interface Run {
  routes: RunRoute[];
  extraRevenue: number;
  subsidy: number;
}

export const run = roundVar('run', (): Run => ({ routes: [], extraRevenue: 0, subsidy: 0 }));

/** A private's teleport just used: the company, and the operator that may token there. */
export const teleport = roundVar('teleport', (): { company: string | null; tokener: string | null } => ({ company: null, tokener: null }));

/** Companies whose buyer must choose a par price before anything else (a president's share). */
export const companiesPendingPar = roundVar('companies_pending_par', (): string[] => []);

/** The company a corporation bought most recently this round. */
export const justSoldCompany = roundVar('just_sold_company', (): string | null => null);

/** What a player did in their current stock-round turn, for the order and one-purchase rules. */
export interface TurnAction {
  readonly type: 'buy_shares' | 'sell_shares' | 'par' | 'buy_company';
  readonly corporation?: string;
}

/** The stock round's memory of trades, shared by its steps. */
export interface StockTrades {
  /** What each player sold this round, by corporation: in the current turn (`now`) or before. */
  sold: Record<string, Record<string, 'now' | 'prev'>>;
  /** Percent each player bought this round, by corporation. */
  bought: Record<string, Record<string, number>>;
  /** The current player's actions this turn. */
  turn: TurnAction[];
  /** Whether the current player bought from an IPO this turn. */
  boughtFromIpo: boolean;
}

export const stockTrades = roundVar('stock_trades', (): StockTrades => ({ sold: {}, bought: {}, turn: [], boughtFromIpo: false }));
