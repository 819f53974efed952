/**
 * Starting a game: a new one from a title, players and options, or an imported recording.
 * Either way the engine checks the setup (player count, optional rules, seed) before anything is
 * stored, an import's actions are all processed first (the first refused one is named), and the
 * seats' tokens are handed out once: only their hashes are kept.
 */
import { randomInt } from 'node:crypto';
import { Game, GameError, fixtureSeed, renumberActions, type Fixture } from '../../runtime/index.js';
import { fixturePlayers } from '../../runtime/replay/fixture.js';
import { TITLE_IDS, titleIdFor } from './titles.js';
import { hashToken, newToken } from '../auth.js';
import { ApiError } from '../errors.js';
import { TOOLKIT_VERSION } from '../version.js';
import type { NewGame, PlayerRecord, StoredAction, Store, TokenRecord } from '../store/store.js';
import { titleModule } from './live-game.js';
import { resultOf } from './divergence.js';
import { titleFingerprint } from './title-fingerprint.js';
import { canonicalAction } from './canonical.js';
import { checkImportSize, checkReplayCost, checkStoredBytes, storedSize } from './limits.js';
import { processInSlices } from './process-in-slices.js';
import type { CreatedGame, CreateGameRequest, ImportedGame } from '../api/types.js';

/** A request to create a game, as its schema (api/requests.ts) types it. */
export type CreateRequest = CreateGameRequest;

/** The created game, as the API's answer schema (api/responses.ts) types it. */
export type Created = CreatedGame;

/** A title's id as codegen compiled it, from an id, title or alias without regard to case (recordings say `18Chesapeake`, `1846 2p Variant`). */
export function titleId(title: string): string {
  const id = titleIdFor(title);
  if (!id) throw new ApiError(422, 'game/unknown_title', `there is no title '${title}'; titles: ${TITLE_IDS.join(', ')}`, { titles: [...TITLE_IDS] });
  return id;
}

/** Players with ids: those given kept (as recordings have them), the others numbered 1, 2, ... skipping ids taken. */
export function seatPlayers(players: CreateRequest['players']): PlayerRecord[] {
  const taken = new Set(players.filter((p) => p.id !== undefined).map((p) => String(p.id)));
  if (taken.size !== players.filter((p) => p.id !== undefined).length) throw new ApiError(422, 'game/duplicate_player', 'two players have the same id');
  const names = new Set(players.map((p) => p.name.trim()));
  if (names.size !== players.length) throw new ApiError(422, 'game/duplicate_player', 'two players have the same name');
  let next = 1;
  return players.map((p) => {
    if (p.id !== undefined) return { id: p.id, name: p.name };
    while (taken.has(String(next))) next++;
    taken.add(String(next));
    return { id: next, name: p.name };
  });
}

export async function createGame(store: Store, request: CreateRequest): Promise<Created> {
  const game: NewGame = {
    title: titleId(request.title),
    players: seatPlayers(request.players),
    optionalRules: request.optional_rules ?? [],
    seed: request.seed ?? randomInt(1, 2 ** 31),
    description: request.description ?? '',
    status: 'active',
    recordedActions: null,
    toolkitVersion: TOOLKIT_VERSION,
  };
  await startEngine(game);
  return storeWithTokens(store, { ...game, titleFingerprint: titleFingerprint(await titleModule(game.title)) }, []);
}

/**
 * Imports a recording in the 18xx.games format, as `codegen replay` replays it: its actions are
 * numbered 1, 2, 3, ... (a recording with gaps in its ids is renumbered, undos following the
 * actions they name), stored in canonical form, and taken as a recording's (what the reference
 * took unchecked is taken so: `GameOptions.recorded`); it must keep within the limits of a game
 * (limits.ts: 413 for too many actions or bytes).
 */
export async function importGame(store: Store, fixture: Fixture): Promise<ImportedGame> {
  checkImportSize(fixture.actions.length);
  const game: NewGame = {
    title: titleId(fixture.title),
    // As the recording engine seated them: a player without an id is known by name (hotseat files).
    players: seatPlayers(fixturePlayers(fixture)),
    optionalRules: fixture.settings?.optional_rules ?? [],
    seed: fixtureSeed(fixture),
    description: describedAs(fixture),
    status: 'active',
    recordedActions: fixture.actions.length,
    toolkitVersion: TOOLKIT_VERSION,
  };
  const engine = await startEngine(game, fixture.actions.length);
  const refused = (error: GameError, id: number): ApiError =>
    new ApiError(422, error.code, `action ${id}: ${error.message}`, { action_id: id, ...(error.rule ? { rule: error.rule } : {}) });
  // Every action parsed first, so a malformed one is named, and the work bounded, before any is processed.
  const parsed = fixture.actions.map((action, i) => {
    try {
      return engine.parse(action);
    } catch (error) {
      throw error instanceof GameError ? refused(error, i + 1) : error;
    }
  });
  let numbered;
  try {
    numbered = renumberActions(parsed);
  } catch (error) {
    throw error instanceof GameError ? new ApiError(422, error.code, error.message, { rule: 'undo' }) : error;
  }
  const actions: StoredAction[] = numbered.map((action) => ({ id: action.id!, body: canonicalAction(engine.actionCatalog, action as unknown as Record<string, unknown>) }));
  checkStoredBytes(actions.reduce((sum, action) => sum + storedSize(action.body), 0), 'import');
  checkReplayCost(numbered, 'the recording');
  try {
    await processInSlices(engine, actions.map((a) => a.body));
  } catch (error) {
    if (error instanceof GameError && typeof error.action?.id === 'number') throw refused(error, error.action.id);
    throw error;
  }
  const status = engine.finished ? 'finished' : 'active';
  const created = await storeWithTokens(store, { ...game, status, titleFingerprint: titleFingerprint(await titleModule(game.title)), result: resultOf(engine) }, actions);
  return { ...created, status, last_action_id: actions.length };
}

function describedAs(fixture: Fixture): string {
  const description = (fixture as { readonly description?: unknown }).description;
  return typeof description === 'string' ? description : '';
}

/** The engine's game for this setup (the first `recorded` actions a recording's); its refusal (player count, optional rules) is a 422. */
async function startEngine(game: NewGame, recorded = 0): Promise<Game> {
  try {
    return new Game(await titleModule(game.title), game.players, { optionalRules: game.optionalRules, seed: game.seed, recorded });
  } catch (error) {
    if (error instanceof GameError) throw new ApiError(422, error.code, error.message, error.entity ? { entity: error.entity } : {});
    throw error;
  }
}

async function storeWithTokens(store: Store, game: NewGame, actions: readonly StoredAction[]): Promise<Created> {
  const owner = newToken();
  const seats = game.players.map((p) => ({ player_id: p.id, name: p.name, token: newToken() }));
  const tokens: TokenRecord[] = [{ hash: hashToken(owner), playerId: null }, ...seats.map((s) => ({ hash: hashToken(s.token), playerId: s.player_id }))];
  const id = await store.createGame(game, tokens, actions);
  return { id, owner_token: owner, seats };
}
