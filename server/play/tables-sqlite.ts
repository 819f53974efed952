/** The play tables (tables.ts) on SQLite: synchronous statements, joins in an immediate transaction. */
import type Database from 'better-sqlite3';
import type { PlayerId } from '../store/store.js';
import { lobbyFromRows, type JoinOutcome, type LobbyRecord, type LobbyRow, type NewLobby, type PlayTables } from './tables.js';

export class SqlitePlayTables implements PlayTables {
  private readonly statements;

  constructor(private readonly db: Database.Database) {
    this.statements = {
      insertLobby: db.prepare('INSERT INTO lobbies (title, optional_rules, seed, description, max_players, owner_hash, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)'),
      insertSeat: db.prepare('INSERT INTO lobby_seats (lobby_id, position, name, hash) VALUES (?, ?, ?, ?)'),
      lobby: db.prepare('SELECT * FROM lobbies WHERE id = ?'),
      seats: db.prepare('SELECT position, name FROM lobby_seats WHERE lobby_id = ? ORDER BY position'),
      open: db.prepare("SELECT * FROM lobbies WHERE status = 'open' ORDER BY created_at DESC, id DESC LIMIT ?"),
      tokens: db.prepare('SELECT position, hash FROM lobby_seats WHERE lobby_id = ? ORDER BY position'),
      owner: db.prepare('SELECT owner_hash FROM lobbies WHERE id = ?'),
      claim: db.prepare("UPDATE lobbies SET status = 'starting' WHERE id = ? AND status = 'open'"),
      finish: db.prepare('UPDATE lobbies SET status = ?, game_id = ? WHERE id = ?'),
      votes: db.prepare('SELECT player_id FROM end_votes WHERE game_id = ? ORDER BY voted_at, rowid'),
      vote: db.prepare('INSERT OR IGNORE INTO end_votes (game_id, player_id, voted_at) VALUES (?, ?, ?)'),
      unvote: db.prepare('DELETE FROM end_votes WHERE game_id = ? AND player_id = ?'),
    };
  }

  async createLobby(lobby: NewLobby): Promise<number> {
    return this.db.transaction(() => {
      const now = new Date().toISOString();
      const id = Number(this.statements.insertLobby.run(lobby.title, JSON.stringify(lobby.optionalRules), lobby.seed, lobby.description, lobby.maxPlayers, lobby.ownerHash, 'open', now).lastInsertRowid);
      this.statements.insertSeat.run(id, 1, lobby.creator.name, lobby.creator.hash);
      return id;
    }).immediate();
  }

  async lobby(id: number): Promise<LobbyRecord | undefined> {
    const row = this.statements.lobby.get(id) as LobbyRow | undefined;
    return row && lobbyFromRows(row, this.statements.seats.all(id) as { position: number; name: string }[]);
  }

  async openLobbies(limit: number): Promise<LobbyRecord[]> {
    return (this.statements.open.all(limit) as LobbyRow[]).map((row) => lobbyFromRows(row, this.statements.seats.all(row.id) as { position: number; name: string }[]));
  }

  async joinLobby(id: number, seat: { readonly name: string; readonly hash: string }): Promise<JoinOutcome> {
    return this.db.transaction((): JoinOutcome => {
      const row = this.statements.lobby.get(id) as LobbyRow | undefined;
      if (!row) return { refused: 'not_found' };
      if (row.status !== 'open') return { refused: 'started' };
      const seats = this.statements.seats.all(id) as { position: number; name: string }[];
      if (seats.some((s) => s.name.trim().toLowerCase() === seat.name.trim().toLowerCase())) return { refused: 'name_taken' };
      if (seats.length >= Number(row.max_players)) return { refused: 'full' };
      const position = seats.length + 1;
      this.statements.insertSeat.run(id, position, seat.name, seat.hash);
      return { position };
    }).immediate();
  }

  async lobbyTokens(id: number) {
    const owner = this.statements.owner.get(id) as { owner_hash: string } | undefined;
    if (!owner) return undefined;
    return { ownerHash: owner.owner_hash, seats: (this.statements.tokens.all(id) as { position: number; hash: string }[]).map((s) => ({ position: Number(s.position), hash: s.hash })) };
  }

  async claimStart(id: number): Promise<boolean> {
    return this.statements.claim.run(id).changes === 1;
  }

  async finishStart(id: number, gameId: number | null): Promise<void> {
    this.statements.finish.run(gameId === null ? 'open' : 'started', gameId, id);
  }

  async endVotes(gameId: number): Promise<PlayerId[]> {
    return (this.statements.votes.all(gameId) as { player_id: string }[]).map((r) => JSON.parse(r.player_id) as PlayerId);
  }

  async addEndVote(gameId: number, player: PlayerId): Promise<void> {
    this.statements.vote.run(gameId, JSON.stringify(player), new Date().toISOString());
  }

  async removeEndVote(gameId: number, player: PlayerId): Promise<void> {
    this.statements.unvote.run(gameId, JSON.stringify(player));
  }
}
