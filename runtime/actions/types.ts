/**
 * Actions as 18xx.games records them: the JSON of a fixture's `actions` array is the wire format,
 * field names included, so a parsed action serialises back to the same JSON. Fields this engine
 * does not know (`skip`, `original_id`, ...) are kept untouched for the round trip.
 */

import type { ENGINE_ACTIONS, EngineActionType } from './catalog.js';
import type { ActionCatalog, ActionSpec, FieldKind, RequiredField } from './spec.js';

/**
 * The kinds of entity that act (an action's `entity_type`): the engine's players, operators and
 * companies. A title's own entity kind (title/kinds.ts) holds, owns and is named, but acts through
 * its owner: the wire format's actors stay these four.
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

export interface RecordedRoute {
  readonly train: string;
  /** Each chain of track between two stops, as hex ids; older recordings have only `hexes`. */
  readonly connections?: readonly (readonly string[])[];
  readonly hexes?: readonly string[];
  readonly revenue?: number;
  readonly revenue_str?: string;
  readonly nodes?: readonly string[];
}

/** The TypeScript type of a field's JSON, by its kind (actions/spec.ts). */
export type FieldValue<K extends FieldKind> = K extends 'string' | 'tile_id' | 'city_id'
  ? string
  : K extends 'number' | 'integer'
    ? number
    : K extends 'boolean'
      ? boolean
      : K extends 'id'
        ? string | number
        : K extends 'strings' | 'share_ids'
          ? readonly string[]
          : K extends 'routes'
            ? readonly RecordedRoute[]
            : K extends 'price'
              ? number | false
              : K extends 'object'
                ? Readonly<Record<string, unknown>>
                : K extends 'list'
                  ? readonly unknown[]
                  : unknown;

/** An action type's payload, read off its spec: required fields as required, the rest optional. */
export type PayloadOf<S extends ActionSpec> = {
  readonly [F in keyof S as S[F] extends RequiredField ? F : never]: FieldValue<S[F]['kind']>;
} & {
  readonly [F in keyof S as S[F] extends RequiredField ? never : F]?: FieldValue<S[F]['kind']>;
};

/** An action of a type a catalog describes: the common fields and the type's payload. */
export type CatalogAction<C extends ActionCatalog, T extends keyof C & string> = ActionBase & { readonly type: T } & PayloadOf<C[T]>;

/**
 * The engine's actions, one type per entry of `ENGINE_ACTIONS` (actions/catalog.ts): the catalog
 * that checks an action's JSON is also the one source of its TypeScript type.
 */
export type EngineAction<T extends EngineActionType = EngineActionType> = { readonly [K in T]: CatalogAction<typeof ENGINE_ACTIONS, K> }[T];

export type BidAction = EngineAction<'bid'>;
export type PassAction = EngineAction<'pass'>;
export type ParAction = EngineAction<'par'>;
export type BuySharesAction = EngineAction<'buy_shares'>;
export type SellSharesAction = EngineAction<'sell_shares'>;
export type BuyCompanyAction = EngineAction<'buy_company'>;
export type LayTileAction = EngineAction<'lay_tile'>;
export type PlaceTokenAction = EngineAction<'place_token'>;
export type RunRoutesAction = EngineAction<'run_routes'>;
export type DividendAction = EngineAction<'dividend'>;
export type BuyTrainAction = EngineAction<'buy_train'>;
export type DiscardTrainAction = EngineAction<'discard_train'>;
export type BankruptAction = EngineAction<'bankrupt'>;
export type UndoAction = EngineAction<'undo'>;
export type RedoAction = EngineAction<'redo'>;
export type MessageAction = EngineAction<'message' | 'log'>;
export type EndGameAction = EngineAction<'end_game'>;
export type ProgramBuySharesAction = EngineAction<'program_buy_shares'>;
export type ProgramSharePassAction = EngineAction<'program_share_pass'>;
export type ProgramDisableAction = EngineAction<'program_disable'>;
export type AssignAction = EngineAction<'assign'>;

export type Action = EngineAction;

export type ActionType = Action['type'];

export type ActionOf<T extends ActionType> = Extract<Action, { type: T }>;

/** The action types the engine's own steps process. */
export type { EngineActionType };

/**
 * An action of a type a title declares in its `actions.ts` (or one of the reference's recorded
 * types the engine parses but does not process): the common fields plus its payload, e.g.
 * `TitleAction<'choose', { choice: string }>` for a step's `process_choose`.
 */
export type TitleAction<Type extends string, Payload extends object = object> = ActionBase & { readonly type: Type } & Readonly<Payload>;
