#!/usr/bin/env node
// `npm start`: compile the titles and serve the preview, in this one process, so that stopping
// it — Ctrl-C, `kill <pid>` of this process or of the `npm start` around it, or the terminal
// closing — stops everything: no Vite server is left running behind a shell or a second npm.
//
//   npm start [-- --port 5173] [--host localhost]
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { port: { type: 'string' }, host: { type: 'string' } } });

const { register } = await import('tsx/esm/api');
register();
const { createServer } = await import('vite');
const { previewConfig } = await import('../preview/vite.config.ts');

const config = previewConfig(values.port ? { port: Number(values.port) } : {});
if (values.host) config.server = { ...config.server, host: values.host };
const server = await createServer(config);

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  clearInterval(orphanCheck);
  try {
    await server.close();
  } finally {
    process.exit(code);
  }
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop(0));

// Killed hard, `npm start` cannot pass a signal on: this process then has a new parent, and stops.
const parent = process.ppid;
const orphanCheck = setInterval(() => {
  if (process.ppid !== parent) void stop(0);
}, 500);
orphanCheck.unref();

await server.listen();
server.printUrls();
