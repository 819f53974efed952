/**
 * The version of the toolkit this server runs (its package.json), stamped into every game it
 * stores and every export, so a game played under one version says so when another replays it
 * (and `check-games` can be run across an upgrade).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function packageVersion(): string {
  // server/ in a checkout, dist/server/ compiled: the package.json is one or two folders up.
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 3; i++, dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version ?? '';
  }
  return '';
}

export const TOOLKIT_VERSION = packageVersion();
