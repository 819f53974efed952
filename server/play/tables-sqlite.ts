/** The play tables (tables.ts) on SQLite: synchronous statements (queries.ts), joins in an immediate transaction. */
import type Database from 'better-sqlite3';
import type { DialectSql } from '../store/dialect.js';
import type { PlayerId } from '../store/store.js';
import { PLAY_SQL } from './queries.js';
import { lobbyFromRows, type JoinOutcome, type LobbyRecord, type LobbyRow, type NewLobby, type PlayTables } from './tables.js';

export class SqlitePlayTables implements PlayTables {
  private readonly statements;

  constructor(private readonly db: Database.Database) {
    const prepare = (sql: DialectSql) => db.prepare(sql.sqlite);
    this.statements = {
      insertLobby: prepare(PLAY_SQL.insertLobby),
      insertSeat: prepare(PLAY_SQL.insertSeat),
      lobby: prepare(PLAY_SQL.lobby),
      seats: prepare(PLAY_SQL.seats),
      open: prepare(PLAY_SQL.open),
      tokens: prepare(PLAY_SQL.tokens),
      owner: prepare(PLAY_SQL.owner),
      claim: prepare(PLAY_SQL.claim),
      finish: prepare(PLAY_SQL.finish),
      votes: prepare(PLAY_SQL.votes),
      vote: prepare(PLAY_SQL.vote),
      unvote: prepare(PLAY_SQL.unvote),
    };
  }

  async createLobby(lobby: NewLobby): Promise<number> {
    return this.db.transaction(() => {
      const now = new Date().toISOString();
      const id = Number(this.statements.insertLobby.run(lobby.title, JSON.stringify(lobby.optionalRules), lobby.seed, lobby.description, lobby.maxPlayers, lobby.ownerHash, now).lastInsertRowid);
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
