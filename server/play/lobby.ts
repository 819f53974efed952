/**
 * The lobby: a game with open seats. Its creator names the title, the options and how many seats
 * are open, and takes the first seat; others find it in the list of open games or follow its
 * link and join with a name of their own, each receiving their seat's token; the creator starts
 * it (with at least the title's fewest players), and the game is created with the players in
 * the order they joined. Each lobby token becomes the game's seat token of its player, and the
 * creator's owner token the game's owner token: the pages that joined go on with the same tokens.
 *
 * The engine checks the setup twice: the title and its optional rules when the lobby opens, the
 * whole setup (player count, rules for that count, seed) when it starts; a refused start leaves
 * the lobby open.
 */
import { randomInt } from 'node:crypto';
import { Game, GameError } from '../../runtime/index.js';
import { hashToken, newToken } from '../auth.js';
import { ApiError, notFound } from '../errors.js';
import { titleModule } from '../games/live-game.js';
import { titleId } from '../games/setup.js';
import type { NewGame, Store, TokenRecord } from '../store/store.js';
import type { LobbyRecord } from './tables.js';
import type { JoinedLobby, Lobby, OpenedLobby, OpenLobbyRequest, StartedLobby } from '../api/types.js';

/** A request to open a lobby, as its schema (api/requests.ts) types it: the creator's name takes the first seat. */
export type LobbyRequest = OpenLobbyRequest;

/** A lobby as the API shows it: names, never tokens. */
export async function lobbySummary(lobby: LobbyRecord): Promise<Lobby> {
  const { meta } = (await titleModule(lobby.title)).definition;
  return {
    id: lobby.id,
    title: lobby.title,
    full_title: meta.fullTitle,
    description: lobby.description,
    optional_rules: lobby.optionalRules,
    players: lobby.seats.map((s) => ({ position: s.position, name: s.name })),
    min_players: meta.playerRange[0],
    max_players: lobby.maxPlayers,
    status: lobby.status,
    game_id: lobby.gameId,
    created_at: lobby.createdAt,
  };
}

export async function openLobby(store: Store, request: LobbyRequest): Promise<OpenedLobby> {
  const title = titleId(request.title);
  const { meta } = (await titleModule(title)).definition;
  const [min, max] = meta.playerRange;
  const seats = request.players ?? max;
  if (seats < min || seats > max) throw new ApiError(422, 'lobby/player_count', `${meta.title} is for ${min}–${max} players, not ${seats}`);
  const rules = request.optional_rules ?? [];
  const unknown = rules.find((sym) => !meta.optionalRules.some((r) => r.sym === sym));
  if (unknown !== undefined) throw new ApiError(422, 'lobby/unknown_rule', `${meta.title} has no optional rule '${unknown}'`);
  if (new Set(rules).size !== rules.length) throw new ApiError(422, 'lobby/duplicate_rule', 'an optional rule is named twice');
  const owner = newToken();
  const seat = newToken();
  const id = await store.play.createLobby({
    title,
    optionalRules: rules,
    seed: request.seed ?? randomInt(1, 2 ** 31),
    description: request.description ?? '',
    maxPlayers: seats,
    ownerHash: hashToken(owner),
    creator: { name: request.name.trim(), hash: hashToken(seat) },
  });
  return { id, owner_token: owner, seat_token: seat, position: 1 };
}

export async function joinLobby(store: Store, id: number, name: string): Promise<JoinedLobby> {
  const token = newToken();
  const outcome = await store.play.joinLobby(id, { name: name.trim(), hash: hashToken(token) });
  if ('position' in outcome) return { position: outcome.position, seat_token: token };
  switch (outcome.refused) {
    case 'not_found':
      throw notFound('lobby', id);
    case 'started':
      throw new ApiError(409, 'lobby/started', 'this game has started: its seats are taken');
    case 'full':
      throw new ApiError(409, 'lobby/full', 'every seat of this game is taken');
    case 'name_taken':
      throw new ApiError(422, 'lobby/name_taken', `a player called ${name.trim()} has joined already: choose another name`);
  }
}

/** Starts a lobby's game; only its owner token may. */
export async function startLobby(store: Store, id: number, token: string): Promise<StartedLobby> {
  const tokens = await store.play.lobbyTokens(id);
  const lobby = await store.play.lobby(id);
  if (!tokens || !lobby) throw notFound('lobby', id);
  if (hashToken(token) !== tokens.ownerHash) {
    const seat = tokens.seats.some((s) => s.hash === hashToken(token));
    throw seat ? new ApiError(403, 'lobby/not_owner', 'only the player who opened this game may start it') : new ApiError(401, 'auth/unknown_token', 'this token is not a seat of this game');
  }
  if (lobby.status !== 'open') throw new ApiError(409, 'lobby/started', lobby.gameId ? `this game has started: it is game ${lobby.gameId}` : 'this game is being started');
  const game: NewGame = {
    title: lobby.title,
    players: lobby.seats.map((s) => ({ id: s.position, name: s.name })),
    optionalRules: lobby.optionalRules,
    seed: lobby.seed,
    description: lobby.description,
    status: 'active',
    recordedActions: null,
  };
  try {
    new Game(await titleModule(game.title), game.players, { optionalRules: game.optionalRules, seed: game.seed });
  } catch (error) {
    if (error instanceof GameError) throw new ApiError(422, error.code, error.message);
    throw error;
  }
  if (!(await store.play.claimStart(id))) throw new ApiError(409, 'lobby/started', 'this game has started already');
  let gameId: number | null = null;
  try {
    const seats: TokenRecord[] = [{ hash: tokens.ownerHash, playerId: null }, ...tokens.seats.map((s) => ({ hash: s.hash, playerId: s.position }))];
    gameId = await store.createGame(game, seats);
    return { game_id: gameId };
  } finally {
    await store.play.finishStart(id, gameId);
  }
}
