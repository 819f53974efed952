/**
 * The play tables (tables.ts) on Postgres: a join locks its lobby's row, so two joins never take
 * one seat. Every request goes through the store's guard, so a database that cannot be reached
 * gives 503 `server/unavailable` here too (store/unavailable.ts).
 */
import type pg from 'pg';
import type { PlayerId } from '../store/store.js';
import { PLAY_SQL } from './queries.js';
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
    return (await client.query(PLAY_SQL.seats.postgres, [id])).rows;
  }

  async createLobby(lobby: NewLobby): Promise<number> {
    return this.guard(async () => {
      return this.transaction(async (client) => {
        const { rows } = await client.query(PLAY_SQL.insertLobby.postgres, [lobby.title, JSON.stringify(lobby.optionalRules), lobby.seed, lobby.description, lobby.maxPlayers, lobby.ownerHash, new Date().toISOString()]);
        const id = Number(rows[0].id);
        await client.query(PLAY_SQL.insertSeat.postgres, [id, 1, lobby.creator.name, lobby.creator.hash]);
        return id;
      });
    });
  }

  async lobby(id: number): Promise<LobbyRecord | undefined> {
    return this.guard(async () => {
      const { rows } = await this.pool.query(PLAY_SQL.lobby.postgres, [id]);
      return rows[0] && lobbyFromRows(rows[0] as LobbyRow, await this.seats(this.pool, id));
    });
  }

  async openLobbies(limit: number): Promise<LobbyRecord[]> {
    return this.guard(async () => {
      const { rows } = await this.pool.query(PLAY_SQL.open.postgres, [limit]);
      return Promise.all((rows as LobbyRow[]).map(async (row) => lobbyFromRows(row, await this.seats(this.pool, Number(row.id)))));
    });
  }

  async joinLobby(id: number, seat: { readonly name: string; readonly hash: string }): Promise<JoinOutcome> {
    return this.guard(async () => {
      return this.transaction(async (client): Promise<JoinOutcome> => {
        const { rows } = await client.query(PLAY_SQL.lobbyToJoin.postgres, [id]);
        const row = rows[0] as LobbyRow | undefined;
        if (!row) return { refused: 'not_found' };
        if (row.status !== 'open') return { refused: 'started' };
        const seats = await this.seats(client, id);
        if (seats.some((s) => s.name.trim().toLowerCase() === seat.name.trim().toLowerCase())) return { refused: 'name_taken' };
        if (seats.length >= Number(row.max_players)) return { refused: 'full' };
        const position = seats.length + 1;
        await client.query(PLAY_SQL.insertSeat.postgres, [id, position, seat.name, seat.hash]);
        return { position };
      });
    });
  }

  async lobbyTokens(id: number) {
    return this.guard(async () => {
      const owner = (await this.pool.query(PLAY_SQL.owner.postgres, [id])).rows[0] as { owner_hash: string } | undefined;
      if (!owner) return undefined;
      const seats = (await this.pool.query(PLAY_SQL.tokens.postgres, [id])).rows as { position: number; hash: string }[];
      return { ownerHash: owner.owner_hash, seats: seats.map((s) => ({ position: Number(s.position), hash: s.hash })) };
    });
  }

  async claimStart(id: number): Promise<boolean> {
    return this.guard(async () => {
      return (await this.pool.query(PLAY_SQL.claim.postgres, [id])).rowCount === 1;
    });
  }

  async finishStart(id: number, gameId: number | null): Promise<void> {
    return this.guard(async () => {
      await this.pool.query(PLAY_SQL.finish.postgres, [gameId === null ? 'open' : 'started', gameId, id]);
    });
  }

  async endVotes(gameId: number): Promise<PlayerId[]> {
    return this.guard(async () => {
      const { rows } = await this.pool.query(PLAY_SQL.votes.postgres, [gameId]);
      return rows.map((r) => JSON.parse(r.player_id as string) as PlayerId);
    });
  }

  async addEndVote(gameId: number, player: PlayerId): Promise<void> {
    return this.guard(async () => {
      await this.pool.query(PLAY_SQL.vote.postgres, [gameId, JSON.stringify(player), new Date().toISOString()]);
    });
  }

  async removeEndVote(gameId: number, player: PlayerId): Promise<void> {
    return this.guard(async () => {
      await this.pool.query(PLAY_SQL.unvote.postgres, [gameId, JSON.stringify(player)]);
    });
  }
}
