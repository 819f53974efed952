/**
 * A game's state before the first action: players with their starting cash, corporations with
 * their certificates in the IPO, companies, the depot's trains, the map with its preprinted
 * tiles and home reservations, the first phase.
 */
import { GameError } from '../core/errors.js';
import { initialRandomState, nextRandom } from '../core/rng.js';
import { initialMapState } from '../map/init.js';
import type { NationalDefinition, TitleDefinition, TrainDefinition } from '../title/definition.js';
import { MAX_TRAINS_PER_TYPE } from '../title/defaults.js';
import type { Ability } from '../title/abilities.js';
import type { AbilityState, CompanyState, CorporationState, GameState, MinorState, TrainState } from '../state/types.js';
import type { Game } from './contract.js';
import { startFirstRound } from './rounds/succession.js';
import { newTrain } from './new-train.js';
import { companiesInGame } from './entities.js';
import { noAssignments } from './assignments.js';
import { newAbilityState } from './abilities.js';
import { initialLoans } from './loans.js';
import { initialDestinations } from './destinations.js';

/** A new game: the initial state, then the first round, with the title's `setup` hook as it starts. */
export function startGame(game: Game): void {
  game.state = createInitialState(game, game.seed);
  const setup = game.hooks.setup;
  startFirstRound(game, setup && (() => setup(game.effects)));
}

function perPlayerCount(value: number | Readonly<Record<number, number>>, players: number, what: string): number {
  if (typeof value === 'number') return value;
  const v = value[players];
  if (v === undefined) throw new GameError('setup/player_count', `${what} has no value for ${players} players`);
  return v;
}

export function trainCount(game: Game, train: TrainDefinition): number {
  const setup = { optionalRules: game.optionalRules, playerCount: game.seats.length };
  const count = game.hooks.trainCount?.(train, setup) ?? train.count;
  if (count !== 'unlimited') {
    if (!Number.isInteger(count) || count < 0 || count > MAX_TRAINS_PER_TYPE) {
      throw new GameError('setup/bad_train_count', `${String(count)} ${train.name} trains: a count must be a whole number from 0 to ${MAX_TRAINS_PER_TYPE}, or 'unlimited'`, { entity: train.name, rule: 'trainCount' });
    }
    return count;
  }
  // An unlimited type starts with enough copies for its timed events; more appear as bought.
  const whens = train.events.map((e) => Number(e.when)).filter((n) => Number.isFinite(n));
  return whens.length ? Math.max(...whens) : 1;
}

function initialTrains(game: Game): Record<string, TrainState> {
  const trains: Record<string, TrainState> = {};
  for (const def of game.title.trains) {
    const count = trainCount(game, def);
    for (let index = 0; index < count; index++) {
      trains[`${def.name}-${index}`] = newTrain(def, index);
    }
  }
  return trains;
}

/** The national is started from the outset (no one pars it) and keeps its reserved hexes' list. */
function setUpNational(state: GameState, national: NationalDefinition): void {
  state.corporations[national.corporation].ipoed = true;
  state.national = { reservations: [...national.reservedHexes], choices: [] };
}

/** A corporation as it is before anyone starts it (also a major reset by nationalisation). */
export function initialCorporation(title: TitleDefinition, sym: string): CorporationState {
  const def = title.corporations.find((c) => c.sym === sym)!;
  return {
    sym,
    cash: 0,
    ipoed: false,
    capitalization: null,
    floated: false,
    closed: false,
    owner: null,
    parPrice: null,
    sharePrice: null,
    priceSeq: 0,
    shares: def.shares.map((percent, index) => ({ percent, president: index === 0, owner: sym, seq: index })),
    tokens: [
      ...def.tokens.map((price) => ({ price, used: false })),
      ...(def.extraTokens ?? []).map((t) => ({ price: t.price, used: false, type: t.type, ...(t.corporation === undefined ? {} : { corporation: t.corporation }) })),
    ],
    trains: [],
    companies: [],
    operatingHistory: [],
    abilities: initialAbilities(def.abilities),
  };
}

function initialMinor(title: TitleDefinition, sym: string): MinorState {
  const def = title.minors.find((m) => m.sym === sym)!;
  return {
    sym,
    cash: 0,
    floated: false,
    closed: false,
    owner: null,
    tokens: def.tokens.map((price) => ({ price, used: false })),
    trains: [],
    companies: [],
    operatingHistory: [],
    abilities: initialAbilities(def.abilities),
  };
}

/** The state of a list of abilities as the game starts: uses left, grants, hexes laid. */
function initialAbilities(defs: readonly Ability[]): AbilityState[] {
  return defs.map((ability, index) => newAbilityState(ability, index));
}

function initialCompany(title: TitleDefinition, sym: string): CompanyState {
  const def = title.companies.find((c) => c.sym === sym)!;
  return { sym, owner: null, closed: false, revenue: def.revenue, value: def.value, discount: def.discount ?? 0, abilities: initialAbilities(def.abilities) };
}

export function createInitialState(game: Game, seed: number): GameState {
  const { title } = game;
  const playerCount = game.seats.length;
  const [min, max] = title.meta.playerRange;
  if (playerCount < min || playerCount > max) {
    throw new GameError('setup/player_count', `${title.meta.title} is for ${min}–${max} players, not ${playerCount}`);
  }
  const starting = perPlayerCount(game.rules.startingCash, playerCount, 'starting_cash');
  const bankCash = perPlayerCount(game.rules.bankCash, playerCount, 'bank_cash');
  const trains = initialTrains(game);
  const companies = companiesInGame(title, { optionalRules: game.optionalRules, playerCount }, game.hooks);
  // Held-back corporations join later (an event releases them); the national is never listed.
  const corporationOrder = title.corporations.filter((c) => !c.heldBack && c.sym !== title.national?.corporation).map((c) => c.sym);
  const state: GameState = {
    title: title.id,
    rand: initialRandomState(seed),
    turn: game.rules.firstTurn,
    operatingRounds: title.phases[0]?.operatingRounds ?? 1,
    operatingRoundCount: 0,
    cycle: { index: -1, round: 0 },
    phaseIndex: 0,
    players: game.seats.map((s) => ({ id: String(s.id), name: s.name, cash: starting, passed: false, bankrupt: false, companies: [] })),
    bank: { cash: bankCash - starting * playerCount, broken: false },
    corporations: Object.fromEntries(title.corporations.map((c) => [c.sym, initialCorporation(title, c.sym)])),
    corporationOrder,
    minors: Object.fromEntries(title.minors.map((m) => [m.sym, initialMinor(title, m.sym)])),
    minorOrder: title.minors.map((m) => m.sym),
    companies: Object.fromEntries(companies.map((c) => [c.sym, initialCompany(title, c.sym)])),
    companyOrder: companies.map((c) => c.sym),
    trains,
    depot: { upcoming: Object.keys(trains), discarded: [], revision: 0 },
    map: initialMapState(title),
    round: undefined as never,
    end: { finished: false, reason: null, trigger: null, finalTurn: null },
    seq: 100,
    assignments: noAssignments(),
    memory: {},
    overrides: { floatPercent: null, capitalization: null, statuses: [] },
    programs: {},
    routeInfo: {},
    loans: initialLoans(title.loans),
    destinations: initialDestinations(title),
  };
  resolveShareAbilities(state, title);
  if (title.national) setUpNational(state, title.national);
  return state;
}

/** `random_president` share grants pick their corporation with the game's seeded generator. */
function resolveShareAbilities(state: GameState, title: TitleDefinition): void {
  for (const sym of state.companyOrder) {
    for (const ability of state.companies[sym].abilities) {
      if (!ability.shares) continue;
      ability.shares = ability.shares.map((share) => {
        if (share !== 'random_president' && share !== 'first_president') return share;
        let index = 0;
        if (share === 'random_president') {
          state.rand = nextRandom(state.rand);
          index = state.rand % state.corporationOrder.length;
        }
        return `${state.corporationOrder[index]}_0`;
      });
    }
  }
  void title;
}
