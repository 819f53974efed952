/**
 * The recorded games the preview offers: found at run time in `$TRACKWRIGHT_FIXTURES` or
 * `../shared/fixtures` (laid out `<title>/<name>.json`), never copied into the repository.
 * Served to the page as a summary list and as the files themselves.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import type { FixtureSummary } from '../src/protocol.js';

export type { FixtureSummary };


/** The fixtures folder: `$TRACKWRIGHT_FIXTURES`, else `<repo>/../shared/fixtures`; undefined if absent. */
export function findFixturesRoot(repoRoot: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const dir = env.TRACKWRIGHT_FIXTURES ? resolve(env.TRACKWRIGHT_FIXTURES) : resolve(repoRoot, '..', 'shared', 'fixtures');
  return existsSync(dir) && statSync(dir).isDirectory() ? dir : undefined;
}

const SAFE = /^[A-Za-z0-9_.-]+$/;
const cache = new Map<string, { mtime: number; summary: FixtureSummary | null }>();

function summarise(dir: string, file: string, path: string): FixtureSummary | null {
  const mtime = statSync(path).mtimeMs;
  const hit = cache.get(path);
  if (hit && hit.mtime === mtime) return hit.summary;
  let summary: FixtureSummary | null = null;
  try {
    const data = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    if (typeof data.title === 'string' && Array.isArray(data.players) && Array.isArray(data.actions)) {
      summary = {
        dir,
        name: file.replace(/\.json$/, ''),
        title: data.title,
        id: (data.id as string | number | undefined) ?? null,
        players: (data.players as { name?: string }[]).map((p) => String(p.name ?? '')),
        actions: data.actions.length,
        result: (data.result as Record<string, number> | undefined) ?? null,
        gameEndReason: (data.game_end_reason as string | undefined) ?? null,
      };
    }
  } catch {
    summary = null;
  }
  cache.set(path, { mtime, summary });
  return summary;
}

/** Every recorded game under the root, by folder then name. */
export function listFixtures(root: string | undefined): FixtureSummary[] {
  if (!root) return [];
  const out: FixtureSummary[] = [];
  for (const dir of readdirSync(root).sort()) {
    const folder = join(root, dir);
    if (!SAFE.test(dir) || !statSync(folder).isDirectory()) continue;
    for (const file of readdirSync(folder).sort()) {
      if (!file.endsWith('.json') || !SAFE.test(file)) continue;
      const summary = summarise(dir, file, join(folder, file));
      if (summary) out.push(summary);
    }
  }
  return out;
}

export const API = '/__trackwright';

type Next = (error?: unknown) => void;

function send(res: ServerResponse, status: number, body: string, type = 'application/json; charset=utf-8'): void {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', 'no-store');
  res.end(body);
}

/**
 * Connect middleware: `GET /__trackwright/fixtures.json` lists the recorded games,
 * `GET /__trackwright/fixtures/<dir>/<name>.json` serves one, `GET /__trackwright/status.json`
 * says where fixtures come from and what the last title build reported.
 */
export function fixturesMiddleware(root: () => string | undefined, status: () => unknown) {
  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith(`${API}/`)) return next();
    const rest = url.pathname.slice(API.length + 1);
    if (rest === 'status.json') return send(res, 200, JSON.stringify(status()));
    if (rest === 'fixtures.json') {
      const dir = root();
      return send(res, 200, JSON.stringify({ root: dir ?? null, fixtures: listFixtures(dir) }));
    }
    const match = /^fixtures\/([^/]+)\/([^/]+\.json)$/.exec(rest);
    const dir = root();
    if (match && dir && SAFE.test(match[1]) && SAFE.test(match[2])) {
      const path = join(dir, match[1], match[2]);
      if (existsSync(path)) return send(res, 200, readFileSync(path, 'utf8'));
    }
    return send(res, 404, JSON.stringify({ error: `not found: ${url.pathname}` }));
  };
}
