/**
 * Entity kinds as a registry: what the engine needs to know of a kind of entity to pay it, name
 * it, follow it to the player deciding for it and see whether it closed, looked up by the id's
 * kind instead of switched over a closed list. The engine's kinds (players, corporations, minors,
 * companies, the pool, the bank, the depot) are entries here; a title's own (an escrow account, a
 * loan holder: `entities` in its kinds.ts, title/kinds.ts) is adapted into one and registered the
 * same way (engine/entities.ts), its state kept by the title and reached through the hooks' view
 * and effects.
 */
import type { CompanyState, GameState, PlayerState } from '../state/types.js';
import type { EntityKindSpec } from '../title/kinds.js';
import type { EngineEntityKind, GameEffects, GameView } from '../title/view.js';

/** What a kind's behaviour reads: the game's state and lookups (the engine's Game). */
export interface EntityHost {
  readonly state: GameState;
  readonly view: GameView;
  readonly effects: GameEffects;
  player(id: string): PlayerState;
  company(key: string): CompanyState;
  companySym(key: string): string;
}

/** What the engine does with an entity of a kind, by id. A member left out is what the kind lacks. */
export interface EntityKindBehaviour {
  /** The kind's name (`kindOf`). */
  readonly kind: string;
  /** Whether it operates (`isOperator`, `operator()`): only the engine's corporations and minors. */
  readonly operator?: boolean;
  /** How the log names it. Default: its id. */
  name?(host: EntityHost, id: string): string;
  /** Its purse; without one, paying it is refused and its cash is 0. */
  readonly cash?: {
    get(host: EntityHost, id: string): number;
    add(host: EntityHost, id: string, amount: number): void;
  };
  /** Who owns it, followed by `playerOf`. Default: nobody. */
  owner?(host: EntityHost, id: string): string | null | undefined;
  /** Whether it has left the game. Default: never. */
  closed?(host: EntityHost, id: string): boolean;
}

const bankPurse = {
  get: (host: EntityHost) => host.state.bank.cash,
  add: (host: EntityHost, _id: string, amount: number) => void (host.state.bank.cash += amount),
};

export const PLAYER: EntityKindBehaviour = {
  kind: 'player',
  name: (host, id) => host.player(id).name,
  cash: { get: (host, id) => host.player(id).cash, add: (host, id, amount) => void (host.player(id).cash += amount) },
};

export const CORPORATION: EntityKindBehaviour = {
  kind: 'corporation',
  operator: true,
  cash: { get: (host, id) => host.state.corporations[id].cash, add: (host, id, amount) => void (host.state.corporations[id].cash += amount) },
  owner: (host, id) => host.state.corporations[id].owner,
  closed: (host, id) => host.state.corporations[id].closed,
};

export const MINOR: EntityKindBehaviour = {
  kind: 'minor',
  operator: true,
  cash: { get: (host, id) => host.state.minors[id].cash, add: (host, id, amount) => void (host.state.minors[id].cash += amount) },
  owner: (host, id) => host.state.minors[id].owner,
  closed: (host, id) => host.state.minors[id].closed,
};

/** A company holds no money (its owner is paid); it is named by its symbol, not its company key. */
export const COMPANY: EntityKindBehaviour = {
  kind: 'company',
  name: (host, id) => host.companySym(id),
  owner: (host, id) => host.company(id).owner,
  closed: (host, id) => host.company(id).closed,
};

export const POOL_KIND: EntityKindBehaviour = { kind: 'pool' };
export const BANK_KIND: EntityKindBehaviour = { kind: 'bank', cash: bankPurse };
/** What the depot is paid goes to the bank. */
export const DEPOT_KIND: EntityKindBehaviour = { kind: 'depot', cash: bankPurse };

/** The engine's kinds, by name: a title's kind may not take one of these names. */
export const ENGINE_ENTITY_KINDS: Readonly<Record<EngineEntityKind, EntityKindBehaviour>> = {
  player: PLAYER,
  corporation: CORPORATION,
  company: COMPANY,
  minor: MINOR,
  pool: POOL_KIND,
  bank: BANK_KIND,
  depot: DEPOT_KIND,
};

/** A title's entity kind as the engine uses it: its functions called with the hooks' view and effects. */
export function titleEntityKind(kind: string, spec: EntityKindSpec): EntityKindBehaviour {
  const { name, cash, owner, closed } = spec;
  return {
    kind,
    ...(name ? { name: (host: EntityHost, id: string) => name(id, host.view) } : {}),
    ...(cash ? { cash: { get: (host: EntityHost, id: string) => cash.get(id, host.view), add: (host: EntityHost, id: string, amount: number) => cash.add(id, amount, host.effects) } } : {}),
    ...(owner ? { owner: (host: EntityHost, id: string) => owner(id, host.view) } : {}),
    ...(closed ? { closed: (host: EntityHost, id: string) => closed(id, host.view) } : {}),
  };
}
