/**
 * `npm run serve`: the game server (run.ts) on the settings of the environment (config.ts),
 * playing the toolkit's own titles.
 */
import { configFrom } from './config.js';
import { runServer } from './run.js';

await runServer(configFrom(process.env));
