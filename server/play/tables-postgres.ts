/**
 * The play tables (tables.ts) on Postgres: a join locks its lobby's row, so two joins never take
 * one seat. Every request goes through the store's guard, so a database that cannot be reached
 * gives 503 `server/unavailable` here too (store/unavailable.ts).
 */
import type pg from 'pg';
import type { PlayerId } from '../store/store.js';
import { lobbyFromRows, type JoinOutcome, type LobbyRecord, type LobbyRow, type NewLobby, type PlayTables } from './tables.js';

export class PostgresPlayTables implements PlayTables {
  constructor(
    private readonly pool: pg.Pool,
    private readonly guard: <T>(work: () => Promise<T>) => Promise<T>,
  ) {}

  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
      throw error;
    } finally {
      client.release(broken);
    }
  }

  private async seats(client: pg.Pool | pg.PoolClient, id: number): Promise<{ position: number; name: string }[]> {
    return (await client.query('SELECT position, name FROM lobby_seats WHERE lobby_id = $1 ORDER BY position', [id])).rows;
  }

  async createLobby(lobby: NewLobby): Promise<number> {
    return this.guard(async () => {
      return this.transaction(async (client) => {
        const { rows } = await client.query(
          "INSERT INTO lobbies (title, optional_rules, seed, description, max_players, owner_hash, status, created_at) VALUES ($1, $2, $3, $4, $5, $6, 'open', $7) RETURNING id",
          [lobby.title, JSON.stringify(lobby.optionalRules), lobby.seed, lobby.description, lobby.maxPlayers, lobby.ownerHash, new Date().toISOString()],
        );
        const id = Number(rows[0].id);
        await client.query('INSERT INTO lobby_seats (lobby_id, position, name, hash) VALUES ($1, 1, $2, $3)', [id, lobby.creator.name, lobby.creator.hash]);
        return id;
      });
    });
  }

  async lobby(id: number): Promise<LobbyRecord | undefined> {
    return this.guard(async () => {
      const { rows } = await this.pool.query('SELECT * FROM lobbies WHERE id = $1', [id]);
      return rows[0] && lobbyFromRows(rows[0] as LobbyRow, await this.seats(this.pool, id));
    });
  }

  async openLobbies(limit: number): Promise<LobbyRecord[]> {
    return this.guard(async () => {
      const { rows } = await this.pool.query("SELECT * FROM lobbies WHERE status = 'open' ORDER BY created_at DESC, id DESC LIMIT $1", [limit]);
      return Promise.all((rows as LobbyRow[]).map(async (row) => lobbyFromRows(row, await this.seats(this.pool, Number(row.id)))));
    });
  }

  async joinLobby(id: number, seat: { readonly name: string; readonly hash: string }): Promise<JoinOutcome> {
    return this.guard(async () => {
      return this.transaction(async (client): Promise<JoinOutcome> => {
        const { rows } = await client.query('SELECT * FROM lobbies WHERE id = $1 FOR UPDATE', [id]);
        const row = rows[0] as LobbyRow | undefined;
        if (!row) return { refused: 'not_found' };
        if (row.status !== 'open') return { refused: 'started' };
        const seats = await this.seats(client, id);
        if (seats.some((s) => s.name.trim().toLowerCase() === seat.name.trim().toLowerCase())) return { refused: 'name_taken' };
        if (seats.length >= Number(row.max_players)) return { refused: 'full' };
        const position = seats.length + 1;
        await client.query('INSERT INTO lobby_seats (lobby_id, position, name, hash) VALUES ($1, $2, $3, $4)', [id, position, seat.name, seat.hash]);
        return { position };
      });
    });
  }

  async lobbyTokens(id: number) {
    return this.guard(async () => {
      const owner = (await this.pool.query('SELECT owner_hash FROM lobbies WHERE id = $1', [id])).rows[0] as { owner_hash: string } | undefined;
      if (!owner) return undefined;
      const seats = (await this.pool.query('SELECT position, hash FROM lobby_seats WHERE lobby_id = $1 ORDER BY position', [id])).rows as { position: number; hash: string }[];
      return { ownerHash: owner.owner_hash, seats: seats.map((s) => ({ position: Number(s.position), hash: s.hash })) };
    });
  }

  async claimStart(id: number): Promise<boolean> {
    return this.guard(async () => {
      return (await this.pool.query("UPDATE lobbies SET status = 'starting' WHERE id = $1 AND status = 'open'", [id])).rowCount === 1;
    });
  }

  async finishStart(id: number, gameId: number | null): Promise<void> {
    return this.guard(async () => {
      await this.pool.query('UPDATE lobbies SET status = $1, game_id = $2 WHERE id = $3', [gameId === null ? 'open' : 'started', gameId, id]);
    });
  }

  async endVotes(gameId: number): Promise<PlayerId[]> {
    return this.guard(async () => {
      const { rows } = await this.pool.query('SELECT player_id FROM end_votes WHERE game_id = $1 ORDER BY voted_at, player_id', [gameId]);
      return rows.map((r) => JSON.parse(r.player_id as string) as PlayerId);
    });
  }

  async addEndVote(gameId: number, player: PlayerId): Promise<void> {
    return this.guard(async () => {
      await this.pool.query('INSERT INTO end_votes (game_id, player_id, voted_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [gameId, JSON.stringify(player), new Date().toISOString()]);
    });
  }

  async removeEndVote(gameId: number, player: PlayerId): Promise<void> {
    return this.guard(async () => {
      await this.pool.query('DELETE FROM end_votes WHERE game_id = $1 AND player_id = $2', [gameId, JSON.stringify(player)]);
    });
  }
}
