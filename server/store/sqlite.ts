/**
 * The embedded store: one SQLite file (better-sqlite3), nothing to start. Writes go through
 * `BEGIN IMMEDIATE` transactions, so even a second process on the same file could not interleave
 * with an action being decided; but only one server instance should serve a file, since SQLite
 * has no way to tell other instances about new actions (use Postgres for several).
 *
 * The journal is a write-ahead log. The server runs it with `synchronous=NORMAL` unless told
 * otherwise (SQLITE_SYNCHRONOUS): a committed action survives a crash of the process, not a power
 * cut or a crash of the machine, which `FULL` also survives at about 2 ms more per action (an
 * fsync of the log at every commit). NORMAL is the default because a lost last move after a
 * power cut is a small loss, while every move paying for an fsync is felt in play.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { SqlitePlayTables } from '../play/tables-sqlite.js';
import { MIGRATIONS, MIGRATIONS_TABLE } from './migrations.js';
import { STORE_SQL } from './queries.js';
import { actionFromRow, actionTime, GAME_COLUMNS, gameFromRow, gameValues, playerIdColumn, tokenFromRow, type GameRow } from './rows.js';
import type { Decide, Decision, Divergence, GameRecord, ListOptions, NewGame, ReplayRecord, StoredAction, Store, TokenRecord } from './store.js';

export interface SqliteOptions {
  /** `FULL` (durable across power loss) or `NORMAL` (durable across a process crash). */
  readonly synchronous?: 'FULL' | 'NORMAL';
}

export class SqliteStore implements Store {
  readonly kind = 'sqlite' as const;
  readonly shared = false;
  private readonly db: Database.Database;
  private readonly statements;
  readonly play: SqlitePlayTables;

  constructor(path: string, options: SqliteOptions = {}) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma(`synchronous = ${options.synchronous ?? 'NORMAL'}`);
    this.db.pragma('foreign_keys = ON');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(MIGRATIONS_TABLE);
    this.applyMigrations();
    const db = this.db;
    this.statements = {
      insertGame: db.prepare(`INSERT INTO games (${GAME_COLUMNS}) VALUES (${GAME_COLUMNS.split(',').map(() => '?').join(', ')})`),
      insertToken: db.prepare('INSERT INTO tokens (hash, game_id, player_id) VALUES (?, ?, ?)'),
      insertAction: db.prepare('INSERT INTO actions (game_id, id, body, created_at) VALUES (?, ?, ?, ?)'),
      advance: db.prepare('UPDATE games SET last_action_id = ?, status = ?, updated_at = ?, recorded_actions = ? WHERE id = ? AND last_action_id = ?'),
      game: db.prepare(STORE_SQL.game.sqlite),
      recorded: db.prepare('SELECT recorded_actions FROM games WHERE id = ?'),
      tokens: db.prepare(STORE_SQL.tokens.sqlite),
      actionsAfter: db.prepare(STORE_SQL.actionsAfter.sqlite),
      ping: db.prepare(STORE_SQL.ping.sqlite),
    };
    this.play = new SqlitePlayTables(db);
  }

  /** Migrations run in the constructor (SQLite is synchronous); this only confirms them. */
  async migrate(): Promise<void> {
    this.applyMigrations();
  }

  private applyMigrations(): void {
    const applied = new Set(this.db.prepare(STORE_SQL.appliedMigrations.sqlite).all().map((r) => (r as { version: number }).version));
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.version)) continue;
      this.db.transaction(() => {
        this.db.exec(migration.sqlite);
        this.db.prepare(STORE_SQL.recordMigration.sqlite).run(migration.version, migration.name, new Date().toISOString());
      }).immediate();
    }
  }

  async createGame(game: NewGame, tokens: readonly TokenRecord[], actions: readonly StoredAction[] = []): Promise<number> {
    const now = new Date().toISOString();
    return this.db.transaction(() => {
      const id = Number(this.statements.insertGame.run(...gameValues(game, actions.length, now)).lastInsertRowid);
      for (const token of tokens) this.statements.insertToken.run(token.hash, id, playerIdColumn(token.playerId));
      for (const action of actions) this.statements.insertAction.run(id, action.id, JSON.stringify(action.body), actionTime(action, now));
      return id;
    }).immediate();
  }

  async game(id: number): Promise<GameRecord | undefined> {
    const row = this.statements.game.get(id) as GameRow | undefined;
    return row && gameFromRow(row);
  }

  async listGames(options: ListOptions): Promise<GameRecord[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (options.status) {
      where.push('status = ?');
      params.push(options.status);
    }
    if (options.title) {
      where.push('title = ?');
      params.push(options.title);
    }
    const sql = `SELECT * FROM games ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY updated_at DESC, id DESC LIMIT ? OFFSET ?`;
    return (this.db.prepare(sql).all(...params, options.limit, options.offset) as GameRow[]).map(gameFromRow);
  }

  async tokens(gameId: number): Promise<TokenRecord[]> {
    return (this.statements.tokens.all(gameId) as { hash: string; player_id: string | null }[]).map(tokenFromRow);
  }

  async actionsAfter(gameId: number, after: number): Promise<StoredAction[]> {
    return (this.statements.actionsAfter.all(gameId, after) as { id: number; body: string }[]).map(actionFromRow);
  }

  async appendAction(gameId: number, known: number, decide: Decide): Promise<Decision> {
    return this.db.transaction(() => {
      const missed = (this.statements.actionsAfter.all(gameId, known) as { id: number; body: string }[]).map(actionFromRow);
      const row = this.statements.recorded.get(gameId) as { recorded_actions: number | null } | undefined;
      const decision = decide(missed, { recordedActions: row?.recorded_actions ?? null });
      const { action, status, at, recordedActions } = decision;
      this.statements.insertAction.run(gameId, action.id, JSON.stringify(action.body), actionTime(action, at));
      const advanced = this.statements.advance.run(action.id, status, at, recordedActions, gameId, action.id - 1);
      if (advanced.changes !== 1) throw new Error(`game ${gameId}: action ${action.id} does not follow the last stored action`);
      return decision;
    }).immediate();
  }

  async recordReplay(gameId: number, replay: ReplayRecord): Promise<void> {
    this.db
      .prepare(STORE_SQL.recordReplay.sqlite)
      .run(replay.fingerprint, replay.status, replay.result ? JSON.stringify(replay.result) : null, gameId, replay.lastActionId);
  }

  async markDiverged(gameId: number, lastActionId: number, divergence: Divergence): Promise<void> {
    this.db.prepare(STORE_SQL.markDiverged.sqlite).run(JSON.stringify(divergence), gameId, lastActionId);
  }

  async truncate(gameId: number, before: number, fingerprint: string): Promise<GameRecord> {
    return this.db.transaction(() => {
      this.db.prepare(STORE_SQL.deleteActionsFrom.sqlite).run(gameId, before);
      this.db
        .prepare(
          `UPDATE games SET last_action_id = ?, status = 'active', divergence = NULL, result = NULL, title_fingerprint = ?, updated_at = ?,
             recorded_actions = CASE WHEN recorded_actions IS NULL THEN NULL ELSE MIN(recorded_actions, ?) END WHERE id = ?`,
        )
        .run(before - 1, fingerprint, new Date().toISOString(), before - 1, gameId);
      return gameFromRow(this.statements.game.get(gameId) as GameRow);
    }).immediate();
  }

  async subscribe(): Promise<void> {
    // One instance per file: there is nobody else to hear from.
  }

  async ping(): Promise<void> {
    this.statements.ping.get();
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
