/**
 * Shared helpers for the engine tests: finding the shared data (`../shared` or
 * `$TRACKWRIGHT_FIXTURES`), loading recorded games and traces, building a game to a point of a
 * recording, starting fresh games, and checking that an action is refused without a trace.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { title as title1830 } from '../../generated/titles/1830/index.js';
import { title as titleExample } from '../../generated/titles/example/index.js';
import { filterActions } from '../../runtime/actions/filter.js';
import type { Action } from '../../runtime/actions/types.js';
import { GameError } from '../../runtime/core/errors.js';
import { Game, type PlayerSeat } from '../../runtime/engine/game.js';
import { newGameFor, type Fixture } from '../../runtime/replay/fixture.js';
import type { TraceLine } from '../../runtime/replay/trace.js';
import type { TitleModule } from '../../runtime/module.js';
import { fixtureFiles, fixturesDir, SHARED_MISSING, tracesDir } from '../support/shared.js';

export type { Action, Fixture, TraceLine };

export { fixturesDir, tracesDir, SHARED_MISSING };

/** Compiled titles the engine can play (run `npm run build` first). */
export const TITLES: Readonly<Record<string, TitleModule>> = {
  '1830': title1830 as unknown as TitleModule,
  example: titleExample as unknown as TitleModule,
};

export interface FixtureRef {
  readonly title: string;
  readonly id: string;
  readonly path: string;
}

/** Every recorded game, optionally of one title, sorted by title and id. */
export function fixtureRefs(title?: string): FixtureRef[] {
  return fixtureFiles(title).map((f) => ({ title: f.title, id: f.name, path: f.path }));
}

const fixtureCache = new Map<string, Fixture>();

export function readFixtureText(ref: FixtureRef): string {
  return readFileSync(ref.path, 'utf8');
}

/** A recorded game (cached: treat it as read-only). */
export function loadFixture(title: string, id: string): Fixture {
  const key = `${title}/${id}`;
  let fixture = fixtureCache.get(key);
  if (!fixture) {
    const dir = fixturesDir();
    if (!dir) throw new Error(SHARED_MISSING);
    fixture = JSON.parse(readFileSync(join(dir, title, `${id}.json`), 'utf8')) as Fixture;
    fixtureCache.set(key, fixture);
  }
  return fixture;
}

/** The reference trace of a recording: one line per applied action (the final line dropped). */
export function loadTrace(title: string, id: string): TraceLine[] {
  const dir = tracesDir();
  if (!dir) throw new Error(SHARED_MISSING);
  return readFileSync(join(dir, title, `${id}.trace.jsonl`), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as TraceLine & { final?: boolean })
    .filter((l) => !l.final);
}

/** The actions of a recording that take effect, in order (undone ones and undo/redo dropped). */
export function effectiveActions(fixture: Fixture): Action[] {
  return filterActions(fixture.actions).effective.filter((a): a is Action => a !== undefined);
}

export function moduleFor(title: string): TitleModule {
  const module = TITLES[title];
  if (!module) throw new Error(`no compiled title '${title}'`);
  return module;
}

/** A game of a recording with its actions up to and including id `upTo` (all when absent). */
export function gameAt(fixture: Fixture, upTo?: number): Game {
  const game = newGameFor(moduleFor(fixture.title), fixture);
  game.load(upTo === undefined ? fixture.actions : fixture.actions.filter((a) => (a.id ?? 0) <= upTo));
  return game;
}

/** A fresh game of a compiled title with players `1`..`n` (ids as numbers, as recordings have). */
export function newGame(title: string, players: number, options: { optionalRules?: string[]; seed?: number; recorded?: boolean | number } = {}): Game {
  const seats: PlayerSeat[] = Array.from({ length: players }, (_, i) => ({ id: i + 1, name: `Player ${i + 1}` }));
  return new Game(moduleFor(title), seats, options);
}

/** Completes an action with `entity_type` from the game's own view of the entity. */
export function act(game: Game, action: { type: string; entity: string | number; [k: string]: unknown }): Action {
  const kind = game.kindOf(String(action.entity));
  return { entity_type: kind === 'player' || kind === 'corporation' || kind === 'company' || kind === 'minor' ? kind : 'player', ...action } as Action;
}

/** Applies an action built with `act`. */
export function play(game: Game, action: { type: string; entity: string | number; [k: string]: unknown }): Game {
  game.process(act(game, action));
  return game;
}

/** Applies several actions in order. */
export function playAll(game: Game, actions: readonly { type: string; entity: string | number; [k: string]: unknown }[]): Game {
  for (const a of actions) play(game, a);
  return game;
}

/** The error an action raises (or undefined when it is accepted). */
export function errorOf(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return undefined;
}

/**
 * Asserts that `game` refuses `action` with a GameError (whose code is `code`, or matches it)
 * and that the state is exactly as before. Returns the error.
 */
export function expectRefused(game: Game, action: unknown, code?: string | RegExp): GameError {
  const before = game.hash();
  const error = errorOf(() => game.process(action));
  expect(error, `expected ${JSON.stringify(action)} to be refused`).toBeInstanceOf(GameError);
  const gameError = error as GameError;
  if (typeof code === 'string') expect(gameError.code).toBe(code);
  else if (code) expect(gameError.code).toMatch(code);
  expect(game.hash(), `state changed after refusing ${JSON.stringify(action)}`).toBe(before);
  return gameError;
}

/** `expectRefused` for an action built with `act`. */
export function expectRefusedAct(game: Game, action: { type: string; entity: string | number; [k: string]: unknown }, code?: string | RegExp): GameError {
  return expectRefused(game, act(game, action), code);
}

/**
 * Makes hand edits of `game.state` part of the game: a refused action rolls back by replaying
 * the applied actions from the last checkpoint, which would undo an edit; `restore` makes the
 * edited state the new starting point (forgetting the history, so no undo past it).
 */
export function commitEdits(game: Game): Game {
  game.restore(game.snapshot());
  return game;
}

/** The share price of a corporation in money (null before it is parred). */
export function priceOf(game: Game, sym: string): number | null {
  const at = game.corporation(sym).sharePrice;
  return at ? game.market.price(at) : null;
}

/** Percent of a corporation a holder owns. */
export function percent(game: Game, holder: string, sym: string): number {
  return game.corporation(sym).shares.filter((s) => s.owner === holder).reduce((n, s) => n + s.percent, 0);
}

/** Share ids `holder` owns of `sym`, president's first. */
export function sharesHeld(game: Game, holder: string, sym: string): string[] {
  return game
    .corporation(sym)
    .shares.map((s, i) => [s, i] as const)
    .filter(([s]) => s.owner === holder)
    .map(([, i]) => `${sym}_${i}`);
}

/** The player whose turn it is (or the operating corporation): the round's first active entity. */
export function current(game: Game): string {
  const id = game.round.activeEntities()[0];
  if (id === undefined) throw new Error('no active entity');
  return id;
}

/** The round label as traces write it (`Stock Round 2`, `Operating Round 3.1`). */
export function roundLabel(game: Game): string {
  const round = game.round;
  return round.kind === 'operating' ? `${round.name()} ${game.state.turn}.${round.roundNum}` : `${round.name()} ${game.state.turn}`;
}

/**
 * The 1830 private auction played out with everyone buying the cheapest company in turn (SV, CS,
 * DH, MH, CA, BO), BO's buyer parring B&O at `boPar`. Returns the game in Stock Round 1.
 */
export function auctionAllAtFace(game: Game, boPar = '100,0,6'): Game {
  const order = ['SV', 'CS', 'DH', 'MH', 'CA', 'BO'];
  for (const company of order) {
    const player = current(game);
    play(game, { type: 'bid', entity: Number(player), company, price: game.company(company).value });
    if (company === 'BO') play(game, { type: 'par', entity: Number(player), corporation: 'B&O', share_price: boPar });
  }
  return game;
}

/**
 * Lets whoever is to act pass until `done(game)` holds: players pass their stock turns,
 * corporations pass their steps, and a corporation that must buy a train buys the cheapest the
 * depot offers. For driving a fresh game through rounds a test does not care about.
 */
export function passUntil(game: Game, done: (game: Game) => boolean, limit = 1000): Game {
  for (let i = 0; !done(game); i++) {
    if (i >= limit) throw new Error(`passUntil: gave up after ${limit} actions (${roundLabel(game)})`);
    if (game.finished) throw new Error('passUntil: the game is over');
    const entity = current(game);
    const passed = errorOf(() => play(game, { type: 'pass', entity: numericId(entity) }));
    if (passed === undefined) continue;
    const train = game.state.depot.upcoming[0];
    if (game.kindOf(entity) === 'corporation' && train) {
      play(game, { type: 'buy_train', entity, train, price: game.trainDef(game.train(train).type).price });
      continue;
    }
    throw passed;
  }
  return game;
}

/** Player ids are numbers in recordings; corporations and companies are symbols. */
export function numericId(id: string): string | number {
  return /^\d+$/.test(id) ? Number(id) : id;
}

/** Passes until it is `player`'s turn in a stock round. */
export function untilTurnOf(game: Game, player: string): Game {
  return passUntil(game, (g) => g.round.kind === 'stock' && current(g) === player);
}

/** The first trace line at which `predicate` holds, and the id of the line before it. */
export function traceFind(trace: readonly TraceLine[], predicate: (line: TraceLine, index: number) => boolean): { line: TraceLine; before: number } {
  const index = trace.findIndex(predicate);
  if (index < 0) throw new Error('no trace line matches');
  return { line: trace[index], before: index > 0 ? trace[index - 1].id : 0 };
}

/**
 * What a player does on one stock turn: actions without `entity` (it is the player). The
 * shorthand `{ type: 'buy', corporation, from? }` buys the next share from the IPO or the pool.
 */
export type TurnPlan = readonly { type: string; [k: string]: unknown }[];

function resolvePlanned(game: Game, a: { type: string; [k: string]: unknown }): { type: string; [k: string]: unknown } {
  if (a.type !== 'buy') return a;
  return buyFrom(game, String(a.corporation), (a.from as 'ipo' | 'pool' | undefined) ?? 'ipo');
}

/**
 * Plays a stock round by plan: on each player's turn the next planned turn of that player is
 * played (then the turn is passed if it is still theirs); players with nothing planned pass.
 * Stops when every plan is used up; with `finish`, passes on until the round is over.
 */
export function playStockRound(game: Game, plans: Readonly<Record<string, readonly TurnPlan[]>>, finish = true): Game {
  const queues = new Map(Object.entries(plans).map(([p, turns]) => [p, [...turns]]));
  const left = () => [...queues.values()].some((q) => q.length > 0);
  for (let guard = 0; left(); guard++) {
    if (guard > 200 || game.round.kind !== 'stock') throw new Error(`playStockRound: plans left over in ${roundLabel(game)}`);
    const player = current(game);
    const turn = queues.get(player)?.shift();
    if (turn) for (const a of turn) play(game, { ...resolvePlanned(game, a), entity: Number(player) });
    if (game.round.kind === 'stock' && current(game) === player) play(game, { type: 'pass', entity: Number(player) });
  }
  if (finish) passUntil(game, (g) => g.round.kind !== 'stock');
  return game;
}

/** Buying one share of `sym` from the IPO (the lowest-numbered one left) or the pool. */
export function buyFrom(game: Game, sym: string, from: 'ipo' | 'pool' = 'ipo'): { type: string; shares: string[] } {
  const owner = from === 'ipo' ? sym : 'pool';
  const index = game.corporation(sym).shares.findIndex((s) => s.owner === owner && !s.president);
  if (index < 0) throw new Error(`no ${sym} share in the ${from}`);
  return { type: 'buy_shares', shares: [`${sym}_${index}`] };
}

/** `count` indices spread evenly over 0..length-1, first and last included. */
export function evenlySpaced(length: number, count: number): number[] {
  const out = new Set<number>();
  for (let i = 0; i < count; i++) out.add(Math.round((i * (length - 1)) / Math.max(1, count - 1)));
  return [...out];
}
