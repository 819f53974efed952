/**
 * Recorded games in the 18xx.games format: players, settings, every action, and the final
 * result the recording engine computed. `replayFixture` plays one through a title module.
 */
import type { Action } from '../actions/types.js';
import { GameError } from '../core/errors.js';
import { Game } from '../engine/game.js';
import type { TitleModule } from '../module.js';

export interface Fixture {
  readonly id?: number | string;
  readonly title: string;
  readonly players: readonly { readonly id?: number | string; readonly name: string }[];
  readonly settings?: {
    readonly seed?: number | string;
    readonly optional_rules?: readonly string[];
  };
  readonly actions: readonly Action[];
  readonly result?: Readonly<Record<string, number>>;
  readonly game_end_reason?: string;
}

export function isFixture(value: unknown): value is Fixture {
  if (typeof value !== 'object' || value === null) return false;
  const f = value as Record<string, unknown>;
  return typeof f.title === 'string' && Array.isArray(f.players) && Array.isArray(f.actions);
}

export function parseFixture(text: string, source = 'fixture'): Fixture {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new GameError('fixture/not_json', `${source} is not JSON: ${(error as Error).message}`);
  }
  if (!isFixture(value)) throw new GameError('fixture/format', `${source} is not a recorded game (needs title, players and actions)`);
  return value;
}

/** The seed as the recording engine used it: the settings' seed, else the game id's digits. */
export function fixtureSeed(fixture: Fixture): number {
  const seed = fixture.settings?.seed;
  if (seed !== undefined && seed !== '') return Number(seed);
  const digits = String(fixture.id ?? '').match(/\d+/);
  return digits ? Number(digits[0]) : 0;
}

/** The players as the recording engine seated them: a player without an id is known by name. */
export function fixturePlayers(fixture: Fixture): { id: string | number; name: string }[] {
  return fixture.players.map((p) => ({ id: p.id ?? p.name, name: p.name }));
}

export function newGameFor(module: TitleModule, fixture: Fixture): Game {
  return new Game(module, fixturePlayers(fixture), {
    optionalRules: fixture.settings?.optional_rules ?? [],
    seed: fixtureSeed(fixture),
    recorded: true,
  });
}

export interface ReplayOutcome {
  readonly game: Game;
  readonly result: Record<string, number>;
  readonly gameEndReason: string | null;
  /** Result and end reason equal the recorded ones (false when the fixture records none). */
  readonly matchesRecorded: boolean;
}

export function sameResult(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>> | undefined): boolean {
  if (!b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

export function replayFixture(module: TitleModule, fixture: Fixture, upTo?: number): ReplayOutcome {
  const game = newGameFor(module, fixture);
  const actions = upTo === undefined ? fixture.actions : fixture.actions.filter((a) => (a.id ?? 0) <= upTo);
  game.load(actions);
  const result = game.result();
  const gameEndReason = game.gameEndReason;
  const matchesRecorded =
    upTo === undefined && sameResult(result, fixture.result) && (fixture.game_end_reason === undefined || fixture.game_end_reason === gameEndReason);
  return { game, result, gameEndReason, matchesRecorded };
}
