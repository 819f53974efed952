/**
 * `trackwright serve`: the game server playing the project's own titles — in a title repository,
 * the titles under its titles/ (and the bundled ones they extend), built first; in the toolkit,
 * its own. The preview's online play (`npm start`) talks to it through its `/api` proxy
 * (TRACKWRIGHT_SERVER, default http://127.0.0.1:3000, this command's default address).
 *
 * Settings are the server's (server/config.ts: DATABASE_URL, LOG_LEVEL, ...); --port and --host
 * stand for PORT and HOST. The default store is a SQLite file, data/trackwright.sqlite, which
 * needs the optional `better-sqlite3` package; DATABASE_URL=postgres://… needs nothing more.
 */
import { pathToFileURL } from 'node:url';
import { projectLayout } from '../codegen/fingerprint.cjs';
import { CliError, registryFile, reportCliError, servingOptions, PROGRAM } from './support.js';

const USAGE = `usage: ${PROGRAM} serve [--port N] [--host H] [--root DIR]
  build the titles under DIR/titles and serve them to play online (the game server); the
  preview's online play (${PROGRAM} start) reaches it at http://127.0.0.1:3000 by default
  the store: DATABASE_URL (postgres://…), or a SQLite file (default data/trackwright.sqlite,
  which needs \`npm install better-sqlite3\`); every setting of the server: docs/server.md`;

export async function serveMain(argv: readonly string[]): Promise<number> {
  const options = servingOptions('serve', USAGE, argv);
  if (typeof options === 'number') return options;
  const { root } = options;
  const env = { ...process.env };
  if (options.port !== undefined) env.PORT = String(options.port);
  if (options.host !== undefined) env.HOST = options.host;

  // The titles as they are now, compiled: a server never plays a stale build.
  const [{ build }, { report }] = await Promise.all([import('../codegen/build.js'), import('./trackwright.js')]);
  const built = report(await build({ layout: projectLayout(root) }));
  if (built !== 0) return built;
  const { serveTitles } = await import('../server/games/titles.js');
  serveTitles(await import(pathToFileURL(registryFile(root)).href));

  const [{ configFrom }, { runServer }] = await Promise.all([import('../server/config.js'), import('../server/run.js')]);
  const config = configFrom(env);
  try {
    await runServer(config);
  } catch (error) {
    const missing = (error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND' && /better-sqlite3/.test((error as Error).message);
    if (missing) {
      return reportCliError('serve', new CliError(`the SQLite store (${config.databaseUrl}) needs the better-sqlite3 package: \`npm install better-sqlite3\`, or set DATABASE_URL=postgres://… to use Postgres`, 1));
    }
    throw error;
  }
  return new Promise<number>(() => undefined); // serves until stopped (runServer handles the signals)
}
