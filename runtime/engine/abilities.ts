/**
 * Which abilities are in effect right now for an entity: of the right kind, held by the right
 * kind of owner, not used up this OR, and usable at this moment of the round (`when`).
 * A corporation also has the abilities of the companies it owns.
 */
import type { Ability, AbilityOf, AbilityType, TitleAbility } from '../title/abilities.js';
import type { AbilityState } from '../state/types.js';
import type { Game, GameStep } from './contract.js';
import { clearReservation } from '../map/slots.js';
import { invalidateMap } from '../map/board.js';
import { asEngineAbility } from '../title/ability-kind.js';

export interface ActiveAbility<A extends Ability | TitleAbility = Ability> {
  /** The company or corporation the ability belongs to. */
  readonly owner: string;
  readonly def: A;
  readonly state: AbilityState;
}

export interface AbilityQuery {
  /** Moments to test, `%current_step%` standing for the step now deciding. */
  readonly time?: string | readonly string[];
  readonly onPhase?: string;
  readonly passiveOk?: boolean;
  readonly strictTime?: boolean;
  /**
   * Also abilities that can do nothing now (see `usable`): for a step that makes one usable
   * itself (1882's North West Rebellion frees a station before it places it elsewhere).
   */
  readonly includeSpent?: boolean;
}

/** The query of a caller that names none: one shared object, not one per call (asked after most actions). */
const ANY_TIME: AbilityQuery = Object.freeze({});

/** The engine's steps whose name counts as "the current step" for an ability's `when`. */
const TIMED_STEPS = new Set(['track', 'token', 'track_and_token', 'route', 'dividend', 'buy_train', 'special_track']);

/** Step names the title's abilities name in their `when`, by compiled title. */
const namedInWhen = new WeakMap<object, ReadonlySet<string>>();

function stepsNamedInWhen(game: Game): ReadonlySet<string> {
  let names = namedInWhen.get(game.title);
  if (!names) {
    const all = new Set<string>();
    for (const entity of [...game.title.companies, ...game.title.corporations, ...game.title.minors]) for (const ability of entity.abilities) for (const when of ability.when) all.add(when);
    names = new Set([...all].filter((when) => Object.hasOwn(game.steps, when)));
    namedInWhen.set(game.title, names);
  }
  return names;
}

/**
 * Whether a step is "the current step" an ability's `when` is tested against while it blocks:
 * the engine's track, token, route, dividend and train steps and their subclasses
 * (`Step#timesAbilities`), and any step, the engine's or the title's, that an ability of the
 * title names in its `when` — so every step name validate accepts there can match.
 */
function timesAbilities(game: Game, step: GameStep): boolean {
  const name = step.name();
  return TIMED_STEPS.has(name) || step.timesAbilities() || stepsNamedInWhen(game).has(name);
}

function defsOf(game: Game, owner: string): readonly Ability[] {
  return game.kindOf(owner) === 'company' ? game.companyDef(owner).abilities : game.operatorDef(owner)?.abilities ?? [];
}

/** An ability's definition: the one given with it during play, else its owner's compiled one. */
export function abilityDef(game: Game, owner: string, state: AbilityState): Ability {
  return state.def ?? defsOf(game, owner)[state.index];
}

function statesOf(game: Game, owner: string): AbilityState[] {
  return game.kindOf(owner) === 'company' ? game.company(owner).abilities : game.isOperator(owner) ? game.operator(owner).abilities : [];
}

function isPassive(ability: Ability): boolean {
  if (ability.passive !== undefined) return ability.passive;
  return ability.type === 'teleport' ? false : ability.when.length === 0;
}

/** The corporation an ability works for: its owner, or the corporation owning its company. */
export function abilityCorporation(game: Game, owner: string): string | undefined {
  if (game.isOperator(owner)) return owner;
  const holder = game.company(owner).owner;
  return holder && game.isOperator(holder) ? holder : undefined;
}

function rightOwner(game: Game, owner: string, ability: Ability): boolean {
  const holder = game.kindOf(owner) === 'company' ? game.company(owner).owner : owner;
  if (ability.ownerType === 'player') return !holder || game.kindOf(holder) === 'player';
  if (ability.ownerType === 'corporation') return !!holder && game.isOperator(holder);
  return true;
}

function rightTime(game: Game, owner: string, ability: Ability, query: AbilityQuery): boolean {
  const round = game.round;
  if (!round) return true;
  if (ability.onPhase) {
    const onPhase = query.onPhase ?? '';
    if (onPhase !== 'any' && onPhase !== ability.onPhase) return false;
  }
  if (ability.afterPhase && !game.title.phases.slice(0, game.state.phaseIndex).some((p) => p.name === ability.afterPhase)) return false;
  // Asked for most actions, for every ability in play: no lists are made until one is needed.
  const time: readonly string[] = query.time === undefined ? NO_TIMES : typeof query.time === 'string' ? [query.time] : query.time;
  if (time.includes('any') || ability.when.includes('any')) return true;
  const passive = isPassive(ability);
  if (passive && !(query.passiveOk ?? true)) return false;
  if (passive && ability.when.length === 0) return true;

  const blockingStep = abilityBlockingStep(game, round);
  const stepName = blockingStep?.name();
  let check: readonly string[];
  let fallback: boolean;
  if (time.length === 0) {
    check = ability.when;
    fallback = false;
  } else {
    const times = time.map((t) => (t === '%current_step%' ? stepName : t));
    check = ability.when.filter((w) => times.includes(w));
    fallback = true;
    if (check.length > 0 && !(query.strictTime ?? true)) return true;
  }
  const corporation = abilityCorporation(game, owner);
  const player = game.playerOf(owner)?.id;
  const operating = round.is('operating');
  const operator = round.state.currentOperator;
  for (const when of check) if (timeFits(game, round, when, stepName, blockingStep, corporation, player, operating, operator, fallback)) return true;
  return false;
}

const NO_TIMES: readonly string[] = [];

/** The step whose turn an ability's `when` names (the reference's ability_blocking_step). */
function abilityBlockingStep(game: Game, round: Game['round']): GameStep | undefined {
  for (const s of round.steps) if (timesAbilities(game, s) && !s.passed() && s.active() && s.blocks()) return s;
  return undefined;
}

/** Whether one of an ability's `when`s is now (see `rightTime`). */
function timeFits(
  game: Game,
  round: Game['round'],
  when: string,
  stepName: string | undefined,
  blockingStep: GameStep | undefined,
  corporation: string | undefined,
  player: string | undefined,
  operating: boolean,
  operator: string | null,
  fallback: boolean,
): boolean {
  if (when === stepName) return (operating && operator === corporation) || (round.is('stock') && round.currentEntity() === player);
  switch (when) {
    case 'owning_corp_or_turn':
      return operating && corporation !== undefined && operator === corporation;
    case 'owning_player_or_turn':
      return operating && corporation === undefined && game.playerOf(operator)?.id === player;
    case 'owning_player_track':
      return operating && corporation === undefined && game.playerOf(operator)?.id === player && blockingStep?.name() === 'track';
    case 'owning_player_token':
      return operating && corporation === undefined && game.playerOf(operator)?.id === player && blockingStep?.name() === 'token';
    case 'owning_player_sr_turn':
      return round.is('stock') && corporation === undefined && round.currentEntity() === player;
    case 'or_between_turns':
      return operating && !round.state.currentOperatorActed;
    case 'or_start':
      return operating && round.state.atStart;
    case 'stock_round':
      return round.is('stock');
    default:
      return fallback;
  }
}

/**
 * Abilities of `entity` matching the query. An operator has its own, its companies', and those
 * of its president's companies usable `owning_player_*` (a player's private helping the
 * corporations they run). `type` may be a kind the title declares in kinds.ts (a `TitleAbility`).
 */
export function abilities<K extends string = AbilityType>(
  game: Game,
  entity: string | null | undefined,
  type?: K,
  query: AbilityQuery = ANY_TIME,
): ActiveAbility<AbilityOf<K>>[] {
  if (!entity) return [];
  const out: ActiveAbility[] = [];
  if (game.kindOf(entity) === 'company') collectAbilities(game, entity, false, type, query, out);
  else if (game.isOperator(entity)) {
    // Its companies' abilities, its own, then its president's companies' `owning_player_*` ones.
    const op = game.operator(entity);
    for (const sym of op.companies) collectAbilities(game, game.companyKey(sym), false, type, query, out);
    collectAbilities(game, entity, false, type, query, out);
    if (op.owner && game.kindOf(op.owner) === 'player') {
      for (const sym of game.player(op.owner).companies) collectAbilities(game, game.companyKey(sym), true, type, query, out);
    }
  }
  return out as unknown as ActiveAbility<AbilityOf<K>>[];
}

/**
 * Appends the abilities of one owner that match (see `abilities`). Module-level, not a closure
 * in `abilities`: it runs for most actions, and tsx's keepNames names each closure it creates.
 */
function collectAbilities(game: Game, owner: string, presidents: boolean, type: string | undefined, query: AbilityQuery, out: ActiveAbility[]): void {
  const states = statesOf(game, owner);
  if (states.length === 0) return;
  const defs = defsOf(game, owner);
  for (const state of states) {
    const def = state.def ?? defs[state.index];
    if (type && def.type !== type) continue;
    if (presidents && !def.when.some((w) => w.includes('owning_player'))) continue;
    if (!rightOwner(game, owner, def)) continue;
    if (def.countPerOr !== undefined && state.countThisOr >= def.countPerOr) continue;
    if (!rightTime(game, owner, def, query)) continue;
    if (!query.includeSpent && !usable(game, owner, def)) continue;
    out.push({ owner, def, state });
  }
}

/**
 * Whether an ability can do anything now (the reference's ability_usable?): a token ability
 * naming hexes is spent while its corporation has a station in each of them — so it no longer
 * holds a corporation's turn open — and one drawing on the corporation's own tokens needs one left.
 */
function usable(game: Game, owner: string, def: Ability): boolean {
  if (def.type !== 'token' || def.hexes.length === 0) return true;
  const holder = game.kindOf(owner) === 'corporation' ? owner : game.kindOf(owner) === 'company' ? game.company(owner).owner : null;
  if (!holder || game.kindOf(holder) !== 'corporation') return true;
  const tokens = game.operator(holder).tokens;
  if (def.fromOwner && !tokens.some((t) => !t.used)) return false;
  return def.hexes.some((hex) => !tokens.some((t) => t.used && t.hex === hex));
}

export function removeAbility(game: Game, ref: ActiveAbility<Ability | TitleAbility>): void {
  const list = statesOf(game, ref.owner);
  const at = list.indexOf(ref.state);
  if (at >= 0) dropAbility(game, ref.owner, list, at);
}

/**
 * Takes an ability out of its owner's list; a `reservation` it held leaves the map with it
 * (the reference's Ability::Reservation#teardown).
 */
function dropAbility(game: Game, owner: string, list: AbilityState[], at: number): void {
  const def = abilityDef(game, owner, list[at]);
  list.splice(at, 1);
  if (def.type !== 'reservation') return;
  const hex = Object.hasOwn(game.state.map.hexes, def.hex) ? game.state.map.hexes[def.hex] : undefined;
  if (!hex) return;
  const holder = game.kindOf(owner) === 'company' ? game.companySym(owner) : owner;
  for (const reservations of hex.slotReservations) clearReservation(reservations, holder);
  hex.tileReservations = hex.tileReservations.filter((r) => r !== holder);
  invalidateMap(game.state.map);
}

/** Removes every ability of an owner (a company closing). */
export function removeAllAbilities(game: Game, owner: string): void {
  const list = statesOf(game, owner);
  for (let i = list.length - 1; i >= 0; i--) dropAbility(game, owner, list, i);
}

/** Removes an owner's abilities of a kind. */
export function removeAbilitiesOfType(game: Game, owner: string, type: string): void {
  const list = statesOf(game, owner);
  for (let i = list.length - 1; i >= 0; i--) if (abilityDef(game, owner, list[i]).type === type) dropAbility(game, owner, list, i);
}

/**
 * The state of an ability as its owner starts with it (or receives it during play, `given`):
 * uses left, the shares it grants, the hexes laid with it.
 */
export function newAbilityState(ability: Ability, index: number, given = false): AbilityState {
  return {
    index,
    countThisOr: 0,
    used: false,
    ...(given ? { def: ability } : {}),
    ...(ability.count !== undefined ? { count: ability.count } : {}),
    ...(ability.type === 'shares' ? { shares: [...ability.shares] } : {}),
    ...(ability.type === 'tile_lay' ? { laidHexes: [] } : {}),
  };
}

/** Gives an owner an ability its definition lacks, from now on (the reference's `add_ability`). */
export function addAbility(game: Game, owner: string, ability: Ability | TitleAbility): void {
  statesOf(game, owner).push(newAbilityState(asEngineAbility(ability), -1, true));
}

/** Records a use; an ability with a count disappears when the count reaches zero. */
export function useAbility(game: Game, ref: ActiveAbility<Ability | TitleAbility>): void {
  ref.state.used = true;
  if (ref.def.countPerOr !== undefined) ref.state.countThisOr++;
  if (ref.state.count === undefined) return;
  ref.state.count--;
  if (ref.state.count <= 0) removeAbility(game, ref);
}

/** Abilities of a company, by its symbol, matching the query (see `abilities`). */
export function companyAbilities<K extends string = AbilityType>(game: Game, sym: string, type?: K, query: AbilityQuery = ANY_TIME): ActiveAbility<AbilityOf<K>>[] {
  return abilities(game, game.companyKey(sym), type, query);
}

/** Removes an owner's abilities whose `remove` names this moment (`sold`, `par`, a phase name). */
export function removeAbilitiesWhen(game: Game, owner: string, time: string): void {
  const list = statesOf(game, owner);
  for (let i = list.length - 1; i >= 0; i--) if (abilityDef(game, owner, list[i]).remove === time) dropAbility(game, owner, list, i);
}
