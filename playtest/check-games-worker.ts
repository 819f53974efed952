/**
 * A worker thread of `trackwright check-games`: loads the title built now and checks its share
 * of the games (check-games.ts), then posts the results back.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { compiledTitle } from '../cli/support.js';
import { checkJobs, type Job } from './check-games.js';

const { root, title, jobs, databaseUrl } = workerData as { root: string; title: string; jobs: Job[]; databaseUrl?: string };
const { module } = await compiledTitle(root, title, 1);
parentPort!.postMessage(await checkJobs(module, jobs, databaseUrl));
