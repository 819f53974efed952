/**
 * `trackwright start`: the preview of the project's titles — in a title repository, its own
 * titles/ compiled into its generated/ and its recordings/ to replay; in the toolkit, what
 * `npm start` serves. One process: stopping it (Ctrl-C, a signal, the terminal closing, the
 * `npm start` around it killed) stops the server.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { TOOLKIT_DIR } from '../codegen/fingerprint.cjs';
import { servingOptions, PROGRAM } from './support.js';

const USAGE = `usage: ${PROGRAM} start [--port N] [--host H] [--root DIR]
  the preview (map, tiles, market, recorded games, hotseat play) of the titles under DIR/titles,
  rebuilt on every save; recorded games from DIR/recordings (or $TRACKWRIGHT_FIXTURES)`;

export async function startMain(argv: readonly string[]): Promise<number> {
  const options = servingOptions('start', USAGE, argv);
  if (typeof options === 'number') return options;
  const { root, port } = options;
  const { createServer } = await import('vite');
  const { previewConfig } = await import('../preview/vite.config.js');
  const recordings = join(root, 'recordings');
  const config = previewConfig({
    root: TOOLKIT_DIR,
    titlesDir: join(root, 'titles'),
    outDir: join(root, 'generated'),
    ...(process.env.TRACKWRIGHT_FIXTURES ? {} : existsSync(recordings) ? { fixturesDir: recordings } : {}),
    ...(port === undefined ? {} : { port }),
  });
  if (options.host) config.server = { ...config.server, host: options.host };
  const server = await createServer(config);
  let stopping = false;
  const parent = process.ppid;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    clearInterval(orphanCheck);
    await server.close().finally(() => process.exit(0));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop());
  // Killed hard, `npm start` cannot pass a signal on: this process then has a new parent, and stops.
  const orphanCheck = setInterval(() => {
    if (process.ppid !== parent) void stop();
  }, 500);
  orphanCheck.unref();
  await server.listen();
  server.printUrls();
  return new Promise<number>(() => undefined); // serves until stopped
}
