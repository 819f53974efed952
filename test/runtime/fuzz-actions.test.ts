/**
 * The engine under hostile actions: at points of every recording of every authored title,
 * variations of the next recorded action (see test/support/hostile-actions.ts) go through the
 * public API. Each is either refused with a GameError that has a namespaced code and is not an
 * internal error, leaving the state, the action list and the event log exactly as they were, or
 * accepted — and then shown to be legal (not assumed so): the recorded action's choice itself,
 * or an action whose ids are in their one spelling and which leaves the state the recorded
 * action leaves, or one the legal actions list, or an undo, redo, message or standing order the
 * reference would take. The recording then goes on as recorded.
 *
 * Seeded and bounded: TRACKWRIGHT_FUZZ_SEED and TRACKWRIGHT_FUZZ_TRIES (per recording, ten at a
 * point; 100 by default, about 25 s over the 15 shared recordings) change the run; a failure
 * message names the seed, the recording and the case.
 */
import { describe, expect, it } from 'vitest';
import { loadTitle, titleIdFor } from '../../generated/index.js';
import { BASE_CATALOG } from '../../runtime/actions/catalog.js';
import type { Action } from '../../runtime/actions/types.js';
import { GameError, INTERNAL_ERROR_CODE } from '../../runtime/core/errors.js';
import { hashState } from '../../runtime/core/hash.js';
import type { Game } from '../../runtime/engine/game.js';
import { findLegal } from '../../runtime/legal/match.js';
import type { TitleModule } from '../../runtime/module.js';
import { newGameFor, type Fixture } from '../../runtime/replay/fixture.js';
import { seededRandom as seeded } from '../../runtime/sim/random.js';
import type { GameState } from '../../runtime/state/types.js';
import { hostileVariant, idsCanonical } from '../support/hostile-actions.js';
import { REFUSED_BY_REFERENCE } from '../support/refused-by-reference.js';
import { fixtureFiles, fixturesDir, readFixture, SHARED_MISSING } from '../support/shared.js';

const SEED = Number(process.env.TRACKWRIGHT_FUZZ_SEED ?? 20261126);
const TRIES = Number(process.env.TRACKWRIGHT_FUZZ_TRIES ?? 100);
const CODE = /^[a-z_]+\/[a-z_]+$/;
/** Fields every action carries that make its choice; a type's own fields are in the catalog. */
const COMMON_FIELDS = ['type', 'entity', 'entity_type', 'auto_actions'];

/** Every recording of every authored title. */
const files = fixtureFiles().filter((file) => titleIdFor(file.recordedTitle) !== undefined);

/**
 * A case as the failure message shows it: long strings cut, and nothing deeper than a few levels
 * (a variant nests its auto actions 5000 deep, which JSON.stringify cannot write within the
 * stack of a process's main thread: vitest's forks pool ran out of it where its threads did not).
 */
function describeCase(value: unknown): string {
  const text = JSON.stringify(shallow(value, 6), (_k, v: unknown) => (typeof v === 'string' && v.length > 40 ? `${v.slice(0, 40)}…` : v));
  return text === undefined ? String(value) : text.slice(0, 400);
}

function shallow(value: unknown, depth: number): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (depth === 0) return '…';
  if (Array.isArray(value)) return value.map((item) => shallow(item, depth - 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shallow(item, depth - 1)]));
}

/**
 * The choice an action makes: its type, entity, auto actions and the fields its type declares.
 * Other fields (when and by whom it was sent, or junk) the engine keeps untouched and never
 * reads, so they make no action legal or illegal.
 */
function choiceOf(game: Game, action: Action): Record<string, unknown> {
  const fields = action as unknown as Record<string, unknown>;
  const declared = [...COMMON_FIELDS, ...Object.keys(game.actionCatalog[action.type] ?? {})];
  const choice: Record<string, unknown> = {};
  for (const field of declared) {
    const value = fields[field];
    if (field === 'auto_actions' && Array.isArray(value)) choice[field] = value.map((a) => choiceOf(game, a as Action));
    else if (value !== undefined && value !== null) choice[field] = value;
  }
  return choice;
}

/** How many undos a redo could take back after `actions`, counted as the reference's filtered_actions does. */
function activeUndos(actions: readonly Action[]): number {
  let count = 0;
  for (const action of actions) {
    if (action.type === 'undo') count++;
    else if (action.type === 'redo') count = Math.max(0, count - 1);
    else if (action.type !== 'message') count = 0;
  }
  return count;
}

interface Accepted {
  readonly module: TitleModule;
  readonly fixture: Fixture;
  /** Index of the recorded action the variant stood in for. */
  readonly at: number;
  readonly variant: unknown;
  /** The state after the variant was accepted. */
  readonly after: GameState;
  /** The game before the variant (a replay of the recording to `at`). */
  readonly before: Game;
}

/** Steps that take actions outside the turn order: chat and standing orders. */
const OUTSIDE_TURNS = new Set(['message', 'program']);

/**
 * A state's hash apart from what an action outside the turn order may change: whether the round
 * is still at its start and whether the chat and standing-order steps have acted (any action
 * ends the one and marks the other, chat included, as in the reference's
 * round/base.rb#process_action), and the players' standing orders.
 */
function hashApartFromOrders(state: GameState): string {
  const steps = state.round.steps.map((step, i) => (OUTSIDE_TURNS.has(state.round.stepNames[i]?.step) ? { ...step, acted: true } : step));
  return hashState({ ...state, round: { ...state.round, atStart: false, steps }, programs: {} });
}

/** A probe game in the state `before` is in (without its history), having processed `actions`. */
function probeAfter(module: TitleModule, fixture: Fixture, before: Game, actions: readonly unknown[]): GameState {
  const probe = newGameFor(module, fixture);
  probe.restore(before.snapshot());
  for (const action of actions) probe.process(action);
  return probe.snapshot();
}

/** Why an accepted variant is legal, or undefined when nothing shows it is. */
function legalBecause({ module, fixture, at, variant, after, before }: Accepted): string | undefined {
  const recorded = fixture.actions[at];
  const action = before.parse(variant);
  const choice = choiceOf(before, action);
  if (JSON.stringify(choice) === JSON.stringify(choiceOf(before, recorded))) return 'the recorded action';
  if (!idsCanonical(choice)) return undefined;
  const hash = hashState(after);
  const byPlayer = before.kindOf(String(action.entity)) === 'player' && action.entity_type === 'player';
  const autos = action.auto_actions ?? [];
  if (action.type === 'undo' || action.type === 'redo') {
    // The reference undoes for any entity in the game (who may is the server's concern).
    const actor = before.kindOf(String(action.entity)) === action.entity_type;
    const undoable = action.type === 'undo' || activeUndos(fixture.actions.slice(0, at)) > 0;
    const loaded = newGameFor(module, fixture).load([...fixture.actions.slice(0, at), action]).hash();
    return actor && undoable && loaded === hash ? `an ${action.type} as the reference applies it` : undefined;
  }
  // Chat (the reference's Message step, any player, any time) and standing orders (program_*,
  // any player, any time) change nothing but the orders; their auto actions must be the ones
  // recorded here (legal by the recording).
  const outsideTurns = action.type === 'message' || action.type === 'log' || action.type.startsWith('program_');
  if (outsideTurns && byPlayer && (autos.length === 0 || JSON.stringify(autos) === JSON.stringify(recorded.auto_actions))) {
    if (hashApartFromOrders(after) === hashApartFromOrders(probeAfter(module, fixture, before, autos))) return `${action.type} by a player, changing no game state`;
  }
  if (recorded.type !== 'undo' && recorded.type !== 'redo' && hash === hashState(probeAfter(module, fixture, before, [recorded]))) {
    return 'the state the recorded action leaves';
  }
  const legal = findLegal(before, before.legalActions(), action);
  return legal ? `listed by legalActions as ${legal.type} of ${legal.entity}` : undefined;
}

/** What a refused action must leave as it was: the state, the actions taken and the event log. */
function standing(game: Game): { readonly hash: string; readonly actions: number; readonly events: number } {
  return { hash: game.hash(), actions: game.actions.length, events: game.events.length };
}

describe.skipIf(!fixturesDir())('hostile actions are refused cleanly', () => {
  for (const file of files) {
    it(`${file.title}/${file.name}`, async () => {
      const module = await loadTitle(titleIdFor(file.recordedTitle)!);
      const fixture = readFixture(file);
      const random = seeded(SEED ^ file.name.length);
      const context = { players: fixture.players.map((p) => p.id ?? p.name), actionTypes: [...Object.keys(BASE_CATALOG), ...Object.keys(module.actions)] };
      const every = Math.max(1, Math.floor(fixture.actions.length / (TRIES / 10)));
      let game: Game = newGameFor(module, fixture);
      let tries = 0;
      let refused = 0;
      // A recording with an undone action the reference refuses too is played one by one only up to it.
      const unplayable = REFUSED_BY_REFERENCE[`${file.title}/${file.name}`];
      const end = unplayable ? fixture.actions.findIndex((a) => a.id === unplayable.id) : fixture.actions.length;
      for (let i = 0; i < end; i++) {
        if (i % every === every - 1 && tries < TRIES) {
          // The game as it stands before each variant: unchanged by every refused one (as checked).
          let before = standing(game);
          for (let j = 0; j < 10; j++, tries++) {
            const variant = hostileVariant(fixture.actions[i] as unknown as Record<string, unknown>, context, random);
            const where = `seed ${SEED}, ${file.title}/${file.name} before action ${i + 1}: ${describeCase(variant)}`;
            try {
              game.process(variant);
            } catch (error) {
              refused++;
              expect(error, where).toBeInstanceOf(GameError);
              const { code } = error as GameError;
              expect(code, where).toMatch(CODE);
              expect(code, `${where}: ${(error as Error).message}`).not.toBe(INTERNAL_ERROR_CODE);
              expect(standing(game), where).toEqual(before);
              continue;
            }
            // Accepted: it must be legal. Start again from the recording's state at this point.
            const after = game.snapshot();
            game = newGameFor(module, fixture).processAll(fixture.actions.slice(0, i));
            const why = legalBecause({ module, fixture, at: i, variant, after, before: game });
            expect(why, `accepted but not shown legal: ${where}`).toBeDefined();
            before = standing(game);
          }
        }
        game.process(fixture.actions[i]);
      }
      expect(tries).toBeGreaterThan(0);
      expect(refused).toBeGreaterThan(tries / 2);
    }, 120_000);
  }
});

describe.skipIf(!!fixturesDir())('hostile actions', () => {
  it.skip(SHARED_MISSING, () => {});
});
