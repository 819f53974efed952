/**
 * Who is in a game and how to find them: every id (player, corporation, minor, company, and the
 * pool, bank and depot) registered with its kind, the compiled definitions by symbol, and
 * lookups into the current state that refuse unknown ids with a GameError — ids arrive in
 * untrusted actions, so lookups go through maps and own properties, never a plain object's
 * prototype (`__proto__`, `toString`).
 *
 * A company may share its symbol with a corporation or minor (1889's TR is both a private and a
 * corporation; 1846's MS card brings the MS minor). Everything that owns things is a player, an
 * operator or the pool, never a company, so an id in an owner field means the non-company. Where
 * an action's actor is such a company, the engine names it by its *company key*,
 * `company:<sym>` (`actorOf`), and every company lookup accepts either form.
 */
import { GameError } from '../core/errors.js';
import {
  BANK,
  DEPOT,
  POOL,
  type CompanyState,
  type CorporationState,
  type GameState,
  type MinorState,
  type OperatorState,
  type PlayerState,
  type TrainState,
} from '../state/types.js';
import type { CompanyDefinition, CorporationDefinition, MinorDefinition, TitleDefinition, TrainDefinition } from '../title/definition.js';
import type { EntityKind } from '../title/view.js';
import type { SetupContext, TitleHooks } from '../title/hooks.js';
import type { EntityKindSpec } from '../title/kinds.js';
import { BANK_KIND, COMPANY, CORPORATION, DEPOT_KIND, ENGINE_ENTITY_KINDS, MINOR, PLAYER, POOL_KIND, titleEntityKind, type EntityHost, type EntityKindBehaviour } from './entity-kinds.js';

/** What corporations and minors share in their definitions. */
export type OperatorDefinition = CorporationDefinition | MinorDefinition;

const COMPANY_PREFIX = 'company:';

/** The title's companies a game of this many players has (`min_players`, `max_players`). */
export function companiesInGame(title: TitleDefinition, setup: SetupContext, hooks: TitleHooks): readonly CompanyDefinition[] {
  return title.companies.filter(
    (c) => hooks.companyInGame?.(c, setup) ?? (setup.playerCount >= (c.minPlayers ?? 0) && setup.playerCount <= (c.maxPlayers ?? Infinity)),
  );
}

function unknownEntity(kind: string, id: string): never {
  throw new GameError('entity/unknown', `no ${kind} '${id}'`, { entity: id });
}

function notAnOperator(sym: string): never {
  throw new GameError('entity/not_operator', `'${sym}' is not a corporation or minor`, { entity: sym });
}

interface CachedList<S> {
  order: readonly string[];
  length: number;
  list: readonly S[];
}

export abstract class GameEntities {
  abstract state: GameState;
  // Each id with its kind's behaviour (entity-kinds.ts): the engine's kinds and the title's.
  private readonly kinds = new Map<string, EntityKindBehaviour>();
  /** The ids of the title's own entity kinds (kinds.ts `entities`), in the order declared. */
  readonly titleEntities: readonly string[];
  private readonly corporationDefs = new Map<string, CorporationDefinition>();
  private readonly minorDefs = new Map<string, MinorDefinition>();
  private readonly companyDefs = new Map<string, CompanyDefinition>();
  private readonly trainDefs = new Map<string, TrainDefinition>();
  // The entity lists are asked for constantly and change only when an entity leaves the game
  // (its order list changes); they are rebuilt whenever the state or the order list is replaced.
  private corporationList?: CachedList<CorporationState>;
  private minorList?: CachedList<MinorState>;
  private companyList?: CachedList<CompanyState>;

  constructor(
    title: TitleDefinition,
    seats: readonly { readonly id: string | number }[],
    setup: SetupContext,
    hooks: TitleHooks,
    entityKinds: Readonly<Record<string, EntityKindSpec>> = {},
  ) {
    for (const c of title.corporations) this.register(c.sym, CORPORATION), this.corporationDefs.set(c.sym, c);
    for (const m of title.minors) this.register(m.sym, MINOR), this.minorDefs.set(m.sym, m);
    for (const t of title.trains) this.trainDefs.set(t.name, t);
    for (const s of seats) this.register(String(s.id), PLAYER);
    for (const [id, kind] of [[POOL, POOL_KIND], [BANK, BANK_KIND], [DEPOT, DEPOT_KIND]] as const) this.register(id, kind);
    const titleEntities: string[] = [];
    for (const [name, spec] of Object.entries(entityKinds)) {
      if (Object.hasOwn(ENGINE_ENTITY_KINDS, name)) throw new GameError('setup/engine_entity_kind', `'${name}' is an entity kind of the engine's: give the title's own kind a name of its own`, { entity: name });
      const kind = titleEntityKind(name, spec);
      for (const id of spec.ids(setup)) this.register(String(id), kind), titleEntities.push(String(id));
    }
    this.titleEntities = titleEntities;
    for (const c of companiesInGame(title, setup, hooks)) {
      if (this.companyDefs.has(c.sym)) throw new GameError('setup/duplicate_id', `'${c.sym}' names two companies`, { entity: c.sym });
      this.companyDefs.set(c.sym, c);
      // A symbol another entity has is reached as a company by its company key only.
      this.register(this.kinds.has(c.sym) ? COMPANY_PREFIX + c.sym : c.sym, COMPANY);
    }
  }

  private register(id: string, kind: EntityKindBehaviour): void {
    const known = this.kinds.get(id);
    if (known) throw new GameError('setup/duplicate_id', `'${id}' names two entities (${known.kind} and ${kind.kind})`, { entity: id });
    this.kinds.set(id, kind);
  }

  /** The game as its entities' kinds read it. */
  private get host(): EntityHost {
    return this as unknown as EntityHost;
  }

  kindOf(id: string): EntityKind | undefined {
    return this.kinds.get(id)?.kind;
  }

  /** What the engine does with an entity of the id's kind (entity-kinds.ts), or undefined for an unknown id. */
  entityKind(id: string): EntityKindBehaviour | undefined {
    return this.kinds.get(id);
  }

  /** How the engine names a company as an actor: its symbol, or `company:<sym>` where another entity has the symbol. */
  companyKey(sym: string): string {
    return this.kinds.get(sym) === COMPANY || !this.companyDefs.has(sym) ? sym : COMPANY_PREFIX + sym;
  }

  /** A company's symbol from its key (either form). */
  companySym(key: string): string {
    return key.startsWith(COMPANY_PREFIX) ? key.slice(COMPANY_PREFIX.length) : key;
  }

  /** The id the engine uses for an action's acting entity (a company by its key). */
  actorOf(action: { readonly entity: unknown; readonly entity_type: unknown }): string {
    const id = typeof action.entity === 'string' || typeof action.entity === 'number' ? String(action.entity) : '';
    return action.entity_type === 'company' ? this.companyKey(id) : id;
  }

  /** How the log and error messages name an entity: as its kind says (a player by name, a company by its symbol), else by its id. */
  nameOf(id: string): string {
    return this.kinds.get(id)?.name?.(this.host, id) ?? id;
  }

  isOperator(id: string): boolean {
    return this.kinds.get(id)?.operator === true;
  }

  // ---- state lookups -------------------------------------------------------------------------

  player(id: string): PlayerState {
    // A loop, not `find`: its callback would capture `id`, a closure allocated on every lookup.
    if (this.kinds.get(id) === PLAYER) for (const player of this.state.players) if (player.id === id) return player;
    return unknownEntity('player', id);
  }

  // The lookups below run thousands of times a replay: the refusal is built in a function of its
  // own, so the lookup stays small enough for the compiler to inline where it is called.

  corporation(sym: string): CorporationState {
    if (this.kinds.get(sym) === CORPORATION) return this.state.corporations[sym];
    return unknownEntity('corporation', sym);
  }

  minor(sym: string): MinorState {
    if (this.kinds.get(sym) === MINOR) return this.state.minors[sym];
    return unknownEntity('minor', sym);
  }

  /** A corporation or a minor, as the operating steps see it. */
  operator(sym: string): OperatorState {
    const kind = this.kinds.get(sym);
    if (kind === CORPORATION) return this.state.corporations[sym];
    if (kind === MINOR) return this.state.minors[sym];
    return notAnOperator(sym);
  }

  /** A company by its symbol or its company key. */
  company(key: string): CompanyState {
    const sym = this.companySym(key);
    if (this.companyDefs.has(sym)) return this.state.companies[sym];
    return unknownEntity('company', sym);
  }

  train(id: string): TrainState {
    const trains = this.state.trains;
    if (Object.hasOwn(trains, id)) return trains[id];
    return unknownEntity('train', id);
  }

  /** A train by id, or undefined for an id no train has. */
  findTrain(id: string): TrainState | undefined {
    return Object.hasOwn(this.state.trains, id) ? this.state.trains[id] : undefined;
  }

  // ---- definitions ---------------------------------------------------------------------------

  corporationDef(sym: string): CorporationDefinition {
    return this.corporationDefs.get(sym)!;
  }

  minorDef(sym: string): MinorDefinition {
    return this.minorDefs.get(sym)!;
  }

  operatorDef(sym: string): OperatorDefinition {
    return this.corporationDefs.get(sym) ?? this.minorDefs.get(sym)!;
  }

  /** An operator's type for type-keyed rules (`train_limit`, `tile_lays`): its YAML `type`, else its kind. */
  operatorType(sym: string): string {
    return this.operatorDef(sym)?.type ?? this.kinds.get(sym)?.kind ?? '';
  }

  companyDef(key: string): CompanyDefinition {
    return this.companyDefs.get(this.companySym(key))!;
  }

  trainDef(type: string): TrainDefinition {
    const def = this.trainDefs.get(type);
    if (!def) throw new GameError('entity/unknown', `no train type '${type}'`, { entity: type });
    return def;
  }

  // ---- lists ---------------------------------------------------------------------------------

  /** Corporations still in the game, in title order (do not change the returned list). */
  get corporations(): readonly CorporationState[] {
    this.corporationList = cached(this.corporationList, this.state.corporationOrder, this.state.corporations);
    return this.corporationList.list;
  }

  /** Minors still in the game, in title order (do not change the returned list). */
  get minors(): readonly MinorState[] {
    this.minorList = cached(this.minorList, this.state.minorOrder, this.state.minors);
    return this.minorList.list;
  }

  /** Companies, in title order (do not change the returned list). */
  get companies(): readonly CompanyState[] {
    this.companyList = cached(this.companyList, this.state.companyOrder, this.state.companies);
    return this.companyList.list;
  }

  // ---- relations -----------------------------------------------------------------------------

  /** Who acts for an entity: a player for itself, an operator's president or owner, a company's owner. */
  playerOf(id: string | null | undefined): PlayerState | undefined {
    for (let current = id, guard = 0; current && guard < 8; guard++) {
      const kind = this.kinds.get(current);
      if (kind === PLAYER) return this.player(current);
      current = kind?.owner?.(this.host, current) ?? undefined;
    }
    return undefined;
  }

  isClosed(id: string): boolean {
    return this.kinds.get(id)?.closed?.(this.host, id) ?? false;
  }

  /** The operator an entity acts for: itself, or the operator owning a company. */
  operatorOf(id: string): string | null {
    if (this.isOperator(id)) return id;
    if (this.kinds.get(id) === COMPANY) {
      const owner = this.company(id).owner;
      return owner && this.isOperator(owner) ? owner : null;
    }
    return null;
  }
}

function cached<S>(memo: CachedList<S> | undefined, order: readonly string[], all: Readonly<Record<string, S>>): CachedList<S> {
  if (memo?.order === order && memo.length === order.length) return memo;
  return listed(order, all);
}

/**
 * A new list, apart from `cached`: a closure over `all` there (`order.map((sym) => all[sym])`)
 * made V8 allocate its context on every call, the memo's answer included (42 bytes each time
 * `game.corporations` was read, which every step's questions do).
 */
function listed<S>(order: readonly string[], all: Readonly<Record<string, S>>): CachedList<S> {
  const list: S[] = [];
  for (const sym of order) list.push(all[sym]);
  return { order, length: order.length, list };
}
