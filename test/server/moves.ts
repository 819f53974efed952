/**
 * Playing a short game over HTTP for the server's tests: a two-player 1830 game (Ada 1, Ben 2)
 * with moves posted by the owner, and posts expected to be taken or refused (a refusal storing
 * nothing).
 */
import { expect } from 'vitest';
import { PLAYERS } from '../support/first-rounds-1830.js';
import type { RunningServer } from './support.js';

export interface Seated {
  readonly id: number;
  readonly owner_token: string;
  readonly seats: readonly { readonly player_id: number | string; readonly name: string; readonly token: string }[];
  /** Ada's and Ben's seat tokens. */
  readonly ada: string;
  readonly ben: string;
}

/** A two-player 1830 game (Ada 1, Ben 2) with `actions` posted by the owner. */
export async function newGame(server: RunningServer, actions: readonly object[] = [], request: Record<string, unknown> = {}): Promise<Seated> {
  const created = await server.api.post('/api/games', { title: '1830', players: PLAYERS, seed: 1, ...request });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const game = created.body as Omit<Seated, 'ada' | 'ben'>;
  for (const action of actions) await accepted(server, game, action, game.owner_token);
  return { ...game, ada: game.seats[0].token, ben: game.seats[1].token };
}

/** Posts and expects a refusal with this status and code that stores nothing; returns the error. */
export async function refused(server: RunningServer, game: { readonly id: number }, action: object, token: string, status: number, code: string): Promise<{ message: string; [k: string]: unknown }> {
  const before = (await server.api.get(`/api/games/${game.id}/actions`)).body;
  const answer = await server.api.post(`/api/games/${game.id}/actions`, action, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.error.code).toBe(code);
  expect((await server.api.get(`/api/games/${game.id}/actions`)).body).toEqual(before);
  return answer.body.error;
}

/** Posts and expects it taken (201); returns the answer's body. */
export async function accepted(server: RunningServer, game: { readonly id: number }, action: object, token: string): Promise<{ action_id: number; events: unknown[] }> {
  const answer = await server.api.post(`/api/games/${game.id}/actions`, action, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

/** The game's stored actions, as a reader with `token` (or none) sees them. */
export async function storedActions(server: RunningServer, game: { readonly id: number }, token?: string): Promise<Record<string, unknown>[]> {
  return (await server.api.get(`/api/games/${game.id}/actions`, token)).body.actions;
}
