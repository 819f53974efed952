/**
 * What the tables show of a game of one setup (a player count, optional rules, a seed): a real
 * `Game` is built, so the title's hooks apply exactly as they do in play — `rules` (the rule
 * constants), `trainCount` (the trains of each type), `companyInGame` (the privates of this
 * count) and `setup` (companies, corporations or minors removed before play) — and its state is
 * read into plain data. Nothing here restates a hook's logic. The tiles page asks the
 * `upgradesTo` hook through such a game too (`titleUpgradeRule`).
 */
import { Game, GameError, roundLabel, type TitleDefinition, type TitleModule, type TitleRules } from '../../../runtime/index.js';
import { companiesInGame } from '../../../runtime/engine/entities.js';
import { certLimit } from '../../../runtime/engine/shares/holdings.js';
import { upgradeHook } from '../../../runtime/engine/tracker.js';
import type { UpgradeHook } from '../../../runtime/map/index.js';

export interface SetupChoice {
  readonly players: number;
  readonly optionalRules: readonly string[];
  readonly seed: number;
}

/** Why an entity of the YAML is not in this game. */
export type Absence = 'player_count' | 'removed_at_setup';

export interface TrainCount {
  /** What the game has of this type (∞ where the title says unlimited). */
  readonly count: number | 'unlimited';
  /** The YAML's count, where the game's differs (a `trainCount` hook). */
  readonly yaml?: number | 'unlimited';
}

export interface RuleChange {
  readonly key: string;
  readonly yaml: unknown;
  readonly game: unknown;
}

export interface SetupView {
  readonly choice: SetupChoice;
  /** What each player has as the game starts. */
  readonly startingCash: number;
  /** The bank by the rules, and what is left in it as the game starts. */
  readonly bankCash: number;
  readonly bankAfterStart: number;
  readonly certLimit: number;
  /** The rule constants of this game: the YAML's, as the `rules` hook changed them. */
  readonly rules: TitleRules;
  /** Rule constants the `rules` hook changed for this setup. */
  readonly ruleChanges: readonly RuleChange[];
  readonly trains: ReadonlyMap<string, TrainCount>;
  /** Entities of the YAML that are not in this game, and why (absent: in the game). */
  readonly companiesOut: ReadonlyMap<string, Absence>;
  readonly corporationsOut: ReadonlyMap<string, Absence>;
  readonly minorsOut: ReadonlyMap<string, Absence>;
  /** The round the game opens with (`Auction Round 1`, `Draft Round 1`). */
  readonly firstRound: string;
}

/** The default player count: four where the title allows it, else the nearest it does. */
export function defaultPlayers(def: TitleDefinition): number {
  const [min, max] = def.meta.playerRange;
  return Math.min(max, Math.max(min, 4));
}

export function setupChoice(def: TitleDefinition, query: { readonly players?: number; readonly rules?: readonly string[]; readonly seed?: number } = {}): SetupChoice {
  const [min, max] = def.meta.playerRange;
  const players = query.players !== undefined && query.players >= min && query.players <= max ? query.players : defaultPlayers(def);
  return { players, optionalRules: query.rules ?? [], seed: query.seed ?? 0 };
}

/** Optional rules offered for a player count. */
export function rulesOffered(def: TitleDefinition, players: number): readonly string[] {
  return def.meta.optionalRules.filter((r) => !r.players || r.players.includes(players)).map((r) => r.sym);
}

function perCount(value: number | Readonly<Record<number, number>>, players: number): number {
  return typeof value === 'number' ? value : (value[players] ?? Number.NaN);
}

function ruleChanges(yaml: TitleRules, game: TitleRules): RuleChange[] {
  const out: RuleChange[] = [];
  for (const key of Object.keys(game) as (keyof TitleRules)[]) {
    if (JSON.stringify(yaml[key]) !== JSON.stringify(game[key])) out.push({ key, yaml: yaml[key], game: game[key] });
  }
  return out;
}

/** A new game of this setup; a GameError (an option the title refuses) is returned as a message. */
function newGame(module: TitleModule, choice: SetupChoice): Game | { readonly error: string } {
  const seats = Array.from({ length: choice.players }, (_, i) => ({ id: i + 1, name: `Player ${i + 1}` }));
  try {
    return new Game(module, seats, { optionalRules: [...choice.optionalRules], seed: choice.seed });
  } catch (error) {
    if (error instanceof GameError) return { error: error.message };
    throw error;
  }
}

/** A game of this setup, read; a GameError (an option the title refuses) is returned as a message. */
export function setupView(module: TitleModule, choice: SetupChoice): SetupView | { readonly error: string } {
  const def = module.definition;
  const game = newGame(module, choice);
  if ('error' in game) return game;
  const state = game.state;
  const setup = { optionalRules: game.optionalRules, playerCount: choice.players };

  const counted = new Map<string, number>();
  for (const train of Object.values(state.trains)) counted.set(train.type, (counted.get(train.type) ?? 0) + 1);
  const trains = new Map<string, TrainCount>();
  for (const train of def.trains) {
    // The hook is asked only whether the type stays unlimited: the engine makes a few copies of
    // an unlimited type up front, so the state's count would say a number.
    const declared = game.hooks.trainCount?.(train, setup) ?? train.count;
    const count = declared === 'unlimited' ? 'unlimited' : (counted.get(train.name) ?? 0);
    trains.set(train.name, count === train.count ? { count } : { count, yaml: train.count });
  }

  const inPlay = new Set(companiesInGame(def, setup, game.hooks).map((c) => c.sym));
  const companiesOut = new Map<string, Absence>();
  for (const c of def.companies) {
    if (!inPlay.has(c.sym)) companiesOut.set(c.sym, 'player_count');
    else if (!state.companyOrder.includes(c.sym)) companiesOut.set(c.sym, 'removed_at_setup');
  }
  const corporationsOut = new Map<string, Absence>();
  for (const c of def.corporations) if (!state.corporationOrder.includes(c.sym)) corporationsOut.set(c.sym, 'removed_at_setup');
  const minorsOut = new Map<string, Absence>();
  for (const m of def.minors) if (!state.minorOrder.includes(m.sym)) minorsOut.set(m.sym, 'removed_at_setup');

  return {
    choice,
    startingCash: state.players[0]?.cash ?? 0,
    bankCash: perCount(game.rules.bankCash, choice.players),
    bankAfterStart: state.bank.cash,
    certLimit: certLimit(game),
    rules: game.rules,
    ruleChanges: ruleChanges(def.rules, game.rules),
    trains,
    companiesOut,
    corporationsOut,
    minorsOut,
    firstRound: roundLabel(game),
  };
}

/** The title's own upgrade rule as the tiles page asks it: none, the hook bound to a game, or why no game could be made. */
export type TitleUpgradeRule =
  | { readonly kind: 'none' }
  | { readonly kind: 'hook'; readonly rule: UpgradeHook; readonly choice: SetupChoice }
  | { readonly kind: 'error'; readonly error: string };

const upgradeRules = new WeakMap<TitleDefinition, { readonly hooks: TitleModule['hooks']; readonly rule: TitleUpgradeRule }>();

/**
 * The title's `upgradesTo` hook bound to a game of the default setup as it starts, as a lay
 * binds it (`upgradeHook`): the hook sees a game, and the tiles page has none of its own. The
 * same rule object is returned for the same definition and hooks, so the page's facts stay cached.
 */
export function titleUpgradeRule(module: TitleModule): TitleUpgradeRule {
  const cached = upgradeRules.get(module.definition);
  if (cached && cached.hooks === module.hooks) return cached.rule;
  let rule: TitleUpgradeRule = { kind: 'none' };
  if (module.hooks.upgradesTo) {
    const choice = setupChoice(module.definition);
    const game = newGame(module, choice);
    if ('error' in game) rule = { kind: 'error', error: game.error };
    else {
      const hook = upgradeHook(game);
      if (hook) rule = { kind: 'hook', rule: hook, choice };
    }
  }
  upgradeRules.set(module.definition, { hooks: module.hooks, rule });
  return rule;
}
