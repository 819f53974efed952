/**
 * The shared store: Postgres (the `pg` driver), for several server instances behind a load
 * balancer. Each action is decided and inserted in one transaction that first takes an advisory
 * lock on the game, so whichever instance a post reaches, one writer at a time decides on a
 * game; the insert sends a NOTIFY (delivered at commit) that every instance LISTENs for, to
 * bring its games in memory up to date and push the new events to its own observers.
 *
 * When the database goes away, requests fail fast with StoreUnavailableError (503 to the client):
 * the pool holds at most `poolSize` connections and gives up on a connection attempt after
 * `CONNECT_TIMEOUT_MS`; once one has failed, requests are refused without trying for `PROBE_MS`;
 * and the LISTEN connection reconnects in one loop with backoff (postgres-listener.ts).
 * Everything resumes by itself once the database answers again.
 */
import pg from 'pg';
import { PostgresPlayTables } from '../play/tables-postgres.js';
import { PostgresListener } from './postgres-listener.js';
import { orUnavailable, StoreUnavailableError } from './unavailable.js';
import { MIGRATIONS, MIGRATIONS_TABLE } from './migrations.js';
import { STORE_SQL } from './queries.js';
import { actionFromRow, actionTime, GAME_COLUMNS, gameFromRow, gameValues, playerIdColumn, tokenFromRow, type GameRow } from './rows.js';
import type { Decide, Decision, Divergence, GameRecord, ListOptions, NewGame, RemoteListener, ReplayRecord, StoredAction, Store, TokenRecord } from './store.js';

/** Advisory lock namespaces (the two-key form): one lock per game, one for migrations. */
const LOCK_GAME = 0x74770001;
const LOCK_MIGRATIONS = 0x74770002;
export const ACTIONS_CHANNEL = 'trackwright_actions';
/** How long a request waits for a connection (a free one, or a new one to a database that may be down). */
const CONNECT_TIMEOUT_MS = 3000;
/** Idle pool connections are closed after this long (the pool refills on demand). */
const IDLE_TIMEOUT_MS = 30_000;
/** After the database did not answer, requests wait this long before one tries to connect again. */
const PROBE_MS = 1000;

export interface PostgresOptions {
  /** Connections in the pool (each write holds one for its transaction). */
  readonly poolSize?: number;
  /** Where connection problems are reported (the server's logger). */
  readonly onError?: (error: Error, what: string) => void;
  /** The LISTEN connection's reconnection backoff: first delay and cap (ms). */
  readonly reconnectDelayMs?: { readonly base: number; readonly max: number };
}

export class PostgresStore implements Store {
  readonly kind = 'postgres' as const;
  readonly shared = true;
  private readonly pool: pg.Pool;
  private listener: PostgresListener | undefined;
  readonly play: PostgresPlayTables;
  /** Until when requests get a 503 at once: the database did not answer a moment ago. */
  private unreachableUntil = 0;

  constructor(
    private readonly url: string,
    private readonly options: PostgresOptions = {},
  ) {
    this.pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, idleTimeoutMillis: IDLE_TIMEOUT_MS, keepAlive: true });
    // An idle connection dropped by the server must not bring the process down.
    this.pool.on('error', (error) => this.report(error, 'idle connection'));
    this.play = new PostgresPlayTables(this.pool, (work) => this.guarded(work));
  }

  private report(error: Error, what: string): void {
    this.options.onError?.(error, what);
  }

  async migrate(): Promise<void> {
    const client = await this.pool.connect();
    const lost = (error: Error) => this.report(error, 'migrating');
    client.on('error', lost);
    try {
      await client.query('SELECT pg_advisory_lock($1, 0)', [LOCK_MIGRATIONS]);
      await client.query(MIGRATIONS_TABLE);
      const applied = new Set((await client.query(STORE_SQL.appliedMigrations.postgres)).rows.map((r) => Number(r.version)));
      for (const migration of MIGRATIONS) {
        if (applied.has(migration.version)) continue;
        await client.query('BEGIN');
        try {
          await client.query(migration.postgres);
          await client.query(STORE_SQL.recordMigration.postgres, [migration.version, migration.name, new Date().toISOString()]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1, 0)', [LOCK_MIGRATIONS]).catch(() => undefined);
      client.off('error', lost);
      client.release();
    }
  }

  async createGame(game: NewGame, tokens: readonly TokenRecord[], actions: readonly StoredAction[] = []): Promise<number> {
    const now = new Date().toISOString();
    return this.transaction(async (client) => {
      const placeholders = GAME_COLUMNS.split(',').map((_, i) => `$${i + 1}`).join(', ');
      const { rows } = await client.query(`INSERT INTO games (${GAME_COLUMNS}) VALUES (${placeholders}) RETURNING id`, gameValues(game, actions.length, now));
      const id = Number(rows[0].id);
      await client.query('INSERT INTO tokens (hash, game_id, player_id) SELECT hash, $1, player_id FROM unnest($2::text[], $3::text[]) AS t (hash, player_id)', [
        id,
        tokens.map((t) => t.hash),
        tokens.map((t) => playerIdColumn(t.playerId)),
      ]);
      if (actions.length > 0) {
        await client.query('INSERT INTO actions (game_id, id, body, created_at) SELECT $1, * FROM unnest($2::int[], $3::text[], $4::timestamptz[])', [
          id,
          actions.map((a) => a.id),
          actions.map((a) => JSON.stringify(a.body)),
          actions.map((a) => actionTime(a, now)),
        ]);
      }
      return id;
    });
  }

  /** Connections the pool holds now, and the LISTEN connection's attempts (tests, the operator's log). */
  connections(): { pool: number; idle: number; listening: boolean; listenAttempts: number } {
    return { pool: this.pool.totalCount, idle: this.pool.idleCount, listening: this.listener?.connected ?? false, listenAttempts: this.listener?.attempts ?? 0 };
  }

  private query(sql: string, params: unknown[] = []): Promise<pg.QueryResult> {
    return this.guarded(() => this.pool.query(sql, params));
  }

  /**
   * `work`, unless the database was found unreachable less than `PROBE_MS` ago: then a 503 at
   * once, without a connection attempt, so an instance under load tries about once a second while
   * the database is down instead of once per request. The LISTEN connection coming back ends it.
   */
  private async guarded<T>(work: () => Promise<T>): Promise<T> {
    if (Date.now() < this.unreachableUntil) throw new StoreUnavailableError(new Error('it did not answer a moment ago'));
    try {
      return await orUnavailable(work);
    } catch (error) {
      if (error instanceof StoreUnavailableError) this.unreachableUntil = Date.now() + PROBE_MS;
      throw error;
    }
  }

  async game(id: number): Promise<GameRecord | undefined> {
    const { rows } = await this.query(STORE_SQL.game.postgres, [id]);
    return rows[0] && gameFromRow(rows[0] as GameRow);
  }

  async listGames(options: ListOptions): Promise<GameRecord[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (options.status) {
      params.push(options.status);
      where.push(`status = $${params.length}`);
    }
    if (options.title) {
      params.push(options.title);
      where.push(`title = $${params.length}`);
    }
    params.push(options.limit, options.offset);
    const sql = `SELECT * FROM games ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY updated_at DESC, id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`;
    return (await this.query(sql, params)).rows.map((r) => gameFromRow(r as GameRow));
  }

  async tokens(gameId: number): Promise<TokenRecord[]> {
    return (await this.query(STORE_SQL.tokens.postgres, [gameId])).rows.map(tokenFromRow);
  }

  async actionsAfter(gameId: number, after: number): Promise<StoredAction[]> {
    return (await this.query(STORE_SQL.actionsAfter.postgres, [gameId, after])).rows.map(actionFromRow);
  }

  async appendAction(gameId: number, known: number, decide: Decide): Promise<Decision> {
    return this.transaction(async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1, $2)', [LOCK_GAME, gameId]);
      // One round trip: the actions stored since, and the game's recorded count (an import's).
      const { rows } = await client.query(
        'SELECT g.recorded_actions, a.id, a.body FROM games g LEFT JOIN actions a ON a.game_id = g.id AND a.id > $2 WHERE g.id = $1 ORDER BY a.id',
        [gameId, known],
      );
      const missed = rows.filter((row) => row.id !== null).map(actionFromRow);
      const decision = decide(missed, { recordedActions: rows[0]?.recorded_actions ?? null });
      const { action, status, at, recordedActions } = decision;
      // One round trip: the insert, the lobby summary (only if this action follows the last
      // stored one) and the notification, which Postgres delivers when the transaction commits.
      const { rowCount } = await client.query(
        `WITH inserted AS (INSERT INTO actions (game_id, id, body, created_at) VALUES ($1, $2, $3, $4)),
              advanced AS (UPDATE games SET last_action_id = $2, status = $5, updated_at = $7, recorded_actions = $8 WHERE id = $1 AND last_action_id = $2 - 1 RETURNING id)
         SELECT pg_notify($6, $1 || ':' || $2) FROM advanced`,
        [gameId, action.id, JSON.stringify(action.body), actionTime(action, at), status, ACTIONS_CHANNEL, at, recordedActions],
      );
      if (rowCount !== 1) throw new Error(`game ${gameId}: action ${action.id} does not follow the last stored action`);
      return decision;
    });
  }

  async recordReplay(gameId: number, replay: ReplayRecord): Promise<void> {
    await this.query(STORE_SQL.recordReplay.postgres, [
      replay.fingerprint,
      replay.status,
      replay.result ? JSON.stringify(replay.result) : null,
      gameId,
      replay.lastActionId,
    ]);
  }

  async markDiverged(gameId: number, lastActionId: number, divergence: Divergence): Promise<void> {
    await this.query(STORE_SQL.markDiverged.postgres, [JSON.stringify(divergence), gameId, lastActionId]);
  }

  async truncate(gameId: number, before: number, fingerprint: string): Promise<GameRecord> {
    return this.transaction(async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1, $2)', [LOCK_GAME, gameId]);
      await client.query(STORE_SQL.deleteActionsFrom.postgres, [gameId, before]);
      // Other instances reload the game on hearing of an action numbered 0 (GameRegistry.remoteAction).
      const { rows } = await client.query(
        `UPDATE games SET last_action_id = $2 - 1, status = 'active', divergence = NULL, result = NULL, title_fingerprint = $3, updated_at = $4,
           recorded_actions = LEAST(recorded_actions, $2 - 1) WHERE id = $1 RETURNING *`,
        [gameId, before, fingerprint, new Date().toISOString()],
      );
      await client.query('SELECT pg_notify($1, $2)', [ACTIONS_CHANNEL, `${gameId}:0`]);
      return gameFromRow(rows[0] as GameRow);
    });
  }

  /**
   * `work` in a transaction. A connection lost on the way is a StoreUnavailableError (should it
   * go during COMMIT, whether the action was stored is unknown to this request: a client retrying
   * with the same action id gets 409 if it was).
   */
  private transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    return this.guarded(async () => {
      const client = await this.pool.connect();
      let broken: Error | undefined;
      // A checked-out client has no listener of the pool's: a connection lost between two of
      // its queries would otherwise be an unhandled error, bringing the process down.
      const lost = (error: Error) => (broken = error);
      client.on('error', lost);
      try {
        await client.query('BEGIN');
        const result = await work(client);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
        throw error;
      } finally {
        client.off('error', lost);
        client.release(broken);
      }
    });
  }

  async subscribe(listener: RemoteListener): Promise<void> {
    this.listener = new PostgresListener({
      url: this.url,
      channel: ACTIONS_CHANNEL,
      onNotification: (payload) => {
        const [game, action] = payload.split(':').map(Number);
        if (Number.isInteger(game) && Number.isInteger(action)) listener.action(game, action);
      },
      onReconnected: () => {
        this.unreachableUntil = 0;
        listener.resync();
      },
      report: (error, what) => this.report(error, what),
      baseDelayMs: this.options.reconnectDelayMs?.base,
      maxDelayMs: this.options.reconnectDelayMs?.max,
    });
    await this.listener.start();
  }

  async ping(): Promise<void> {
    await this.query(STORE_SQL.ping.postgres);
  }

  async close(): Promise<void> {
    await this.listener?.close();
    await this.pool.end();
  }
}
