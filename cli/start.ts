/**
 * `trackwright start`: the preview of the project's titles — in a title repository, its own
 * titles/ compiled into its generated/ and its recordings/ to replay; in the toolkit, what
 * `npm start` serves. One process: stopping it (Ctrl-C, a signal, the terminal closing, the
 * `npm start` around it killed) stops the server.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { TOOLKIT_DIR } from '../codegen/fingerprint.js';
import { CliError, reportCliError, wholeNumber, PROGRAM } from './support.js';

const USAGE = `usage: ${PROGRAM} start [--port N] [--host H] [--root DIR]
  the preview (map, tiles, market, recorded games, hotseat play) of the titles under DIR/titles,
  rebuilt on every save; recorded games from DIR/recordings (or $TRACKWRIGHT_FIXTURES)`;

export async function startMain(argv: readonly string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { port: { type: 'string' }, host: { type: 'string' }, root: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    }));
  } catch (error) {
    return reportCliError('start', new CliError((error as Error).message.split('\n')[0], 2));
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const root = resolve(values.root ?? process.cwd());
  if (!existsSync(join(root, 'titles'))) return reportCliError('start', new CliError(`no titles/ in ${root}: run it in a title repository (or pass --root)`, 1));
  let port: number | undefined;
  try {
    port = values.port === undefined ? undefined : wholeNumber('--port', values.port, 0, 65535);
  } catch (error) {
    return reportCliError('start', error as CliError);
  }
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
  if (values.host) config.server = { ...config.server, host: values.host };
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
