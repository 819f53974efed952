/**
 * Actions as 18xx.games records them: the JSON of a fixture's `actions` array is the wire format,
 * field names included, so a parsed action serialises back to the same JSON. Fields this engine
 * does not know (`skip`, `original_id`, ...) are kept untouched for the round trip.
 */

export type EntityType = 'player' | 'corporation' | 'company' | 'minor';

export interface ActionBase {
  readonly type: string;
  /** Player id (a number in recordings) or a corporation/company/minor symbol. */
  readonly entity: string | number;
  readonly entity_type: EntityType;
  readonly id?: number;
  readonly created_at?: number;
  /** The player who acted, when it is not the entity's own player (master mode). */
  readonly user?: number | string;
  /** Actions the recording engine applied automatically right after this one. */
  readonly auto_actions?: readonly Action[];
  readonly [extra: string]: unknown;
}

export interface BidAction extends ActionBase {
  readonly type: 'bid';
  readonly company?: string;
  readonly corporation?: string;
  readonly minor?: string;
  readonly price: number;
}

export interface PassAction extends ActionBase {
  readonly type: 'pass';
}

export interface ParAction extends ActionBase {
  readonly type: 'par';
  readonly corporation: string;
  /** `"<price>,<row>,<column>"` of the market cell, e.g. `"100,0,6"`. */
  readonly share_price: string;
}

export interface BuySharesAction extends ActionBase {
  readonly type: 'buy_shares';
  /** Share ids: `<corporation>_<index>`, index 0 the president's certificate. */
  readonly shares: readonly string[];
  readonly percent?: number;
  /** The price per share where it is not the market's; `false` (as the reference records it) means none. */
  readonly share_price?: number | false;
}

export interface SellSharesAction extends ActionBase {
  readonly type: 'sell_shares';
  readonly shares: readonly string[];
  readonly percent?: number;
  /** The price per share where it is not the market's; `false` (as the reference records it) means none. */
  readonly share_price?: number | false;
}

export interface BuyCompanyAction extends ActionBase {
  readonly type: 'buy_company';
  readonly company: string;
  readonly price: number;
}

export interface LayTileAction extends ActionBase {
  readonly type: 'lay_tile';
  readonly hex: string;
  /** Tile copy id: `<tile name>-<copy index>`, e.g. `57-0`. */
  readonly tile: string;
  readonly rotation: number;
}

export interface PlaceTokenAction extends ActionBase {
  readonly type: 'place_token';
  /** City id: `<tile id>-<city index>`, e.g. `57-1-0` or a preprinted `D14-0-0`. */
  readonly city: string;
  readonly slot: number;
  readonly tokener?: string;
  /** The kind of token placed (`extra_tokens`, e.g. `neutral`); absent: the operator's own. */
  readonly token_type?: string;
}

export interface RecordedRoute {
  readonly train: string;
  /** Each chain of track between two stops, as hex ids; older recordings have only `hexes`. */
  readonly connections?: readonly (readonly string[])[];
  readonly hexes?: readonly string[];
  readonly revenue?: number;
  readonly revenue_str?: string;
  readonly nodes?: readonly string[];
}

export interface RunRoutesAction extends ActionBase {
  readonly type: 'run_routes';
  readonly routes: readonly RecordedRoute[];
  readonly extra_revenue?: number;
  readonly subsidy?: number;
}

export interface DividendAction extends ActionBase {
  readonly type: 'dividend';
  readonly kind: string;
}

export interface BuyTrainAction extends ActionBase {
  readonly type: 'buy_train';
  /** Train id: `<train name>-<index>`, e.g. `2-0`. */
  readonly train: string;
  readonly price: number;
  readonly variant?: string;
  readonly exchange?: string;
}

export interface DiscardTrainAction extends ActionBase {
  readonly type: 'discard_train';
  readonly train: string;
}

export interface BankruptAction extends ActionBase {
  readonly type: 'bankrupt';
}

export interface UndoAction extends ActionBase {
  readonly type: 'undo';
  /** Undo back to just after this action; absent: undo the latest action. */
  readonly action_id?: number;
}

export interface RedoAction extends ActionBase {
  readonly type: 'redo';
}

export interface MessageAction extends ActionBase {
  readonly type: 'message' | 'log';
  readonly message: string;
}

export interface EndGameAction extends ActionBase {
  readonly type: 'end_game';
}

export interface ProgramBuySharesAction extends ActionBase {
  readonly type: 'program_buy_shares';
  readonly corporation: string;
  readonly until_condition: string | number;
  readonly from_market?: boolean;
  readonly auto_pass_after?: boolean;
}

export interface ProgramSharePassAction extends ActionBase {
  readonly type: 'program_share_pass';
  readonly unconditional?: boolean;
  readonly indefinite?: boolean;
}

/** 1846-style assignments of a company's token or bonus to a hex or corporation. */
export interface AssignAction extends ActionBase {
  readonly type: 'assign';
  readonly target: string;
  readonly target_type: string;
}

export interface ProgramDisableAction extends ActionBase {
  readonly type: 'program_disable';
  /** Why the program stopped: the reference writes a sentence, some hotseat recordings an object. */
  readonly reason?: unknown;
  readonly original_type?: string;
}

export type Action =
  | BidAction
  | PassAction
  | ParAction
  | BuySharesAction
  | SellSharesAction
  | BuyCompanyAction
  | LayTileAction
  | PlaceTokenAction
  | RunRoutesAction
  | DividendAction
  | BuyTrainAction
  | DiscardTrainAction
  | BankruptAction
  | UndoAction
  | RedoAction
  | MessageAction
  | EndGameAction
  | ProgramBuySharesAction
  | ProgramSharePassAction
  | ProgramDisableAction
  | AssignAction;

export type ActionType = Action['type'];

export type ActionOf<T extends ActionType> = Extract<Action, { type: T }>;

/** The action types the engine's own steps process. */
export type { EngineActionType } from './catalog.js';

/**
 * An action of a type a title declares in its `actions.ts` (or one of the reference's recorded
 * types the engine parses but does not process): the common fields plus its payload, e.g.
 * `TitleAction<'choose', { choice: string }>` for a step's `process_choose`.
 */
export type TitleAction<Type extends string, Payload extends object = object> = ActionBase & { readonly type: Type } & Readonly<Payload>;
