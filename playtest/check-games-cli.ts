/**
 * `trackwright check-games <title> [--db URL] [--dir DIR] [--json] [--jobs N]`: replays every
 * stored game of a title under the title built now, from the server's database and/or a folder of
 * recordings, several at once (worker threads), and lists those that diverge (check-games.ts).
 * Exit 0 when every game replays, 1 when any diverges (or a file cannot be read), 2 for a usage
 * mistake. What a designer runs in CI before shipping a rule fix, and an operator before deploying
 * one.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import type { Divergence } from '../server/store/store.js';
import { TOOLKIT_VERSION } from '../server/version.js';
import { CliError, compiledTitle, reportCliError, wholeNumber, PROGRAM } from '../cli/support.js';
import { checkJobs, storedGameIds, type GameCheck, type Job } from './check-games.js';

/**
 * By default, a worker thread only for this many games at least. A thread loads the engine and
 * the title afresh, which costs about as much as replaying a few games cold (1830's two
 * recordings: 1.17 s in two threads, 0.71 s in this one).
 */
const GAMES_PER_THREAD = 4;

export const CHECK_GAMES_USAGE = `usage: ${PROGRAM} check-games <title> [--db URL] [--dir DIR] [--json] [--jobs N]
  --db URL    the server's database (a postgres:// URL or a SQLite file): every game of the title
              (it reads the games only, after applying the server's migrations as the server would)
  --dir DIR   recordings (*.json, at any depth) of the title, replayed against their recorded result
  --json      print one JSON object {title, checked, diverged: [...]}
  --jobs N    games replayed at once, in worker threads (default: the machine's cores, at most
              one thread per ${GAMES_PER_THREAD} games: a thread costs about as much to start as a few replays)
Lists each game that diverges: the first action the title refuses (its round and the engine's
message) or, for a finished game, the old and new result. Exit 1 when any diverges.`;

interface Args {
  readonly title: string;
  readonly db?: string;
  readonly dir?: string;
  readonly json: boolean;
  /** Threads as asked (`--jobs`), or undefined for the default (see GAMES_PER_THREAD). */
  readonly jobs: number | undefined;
}

function parse(argv: readonly string[]): Args | undefined {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { db: { type: 'string' }, dir: { type: 'string' }, json: { type: 'boolean', default: false }, jobs: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
    });
  } catch (error) {
    throw new CliError((error as Error).message.split('\n')[0], 2);
  }
  if (parsed.values.help) return undefined;
  if (parsed.positionals.length !== 1) throw new CliError('check-games takes one title, e.g. `check-games 1889 --db data/trackwright.sqlite`', 2);
  const { db, dir } = parsed.values;
  if (db === undefined && dir === undefined) throw new CliError('which games? give --db URL (the server database) and/or --dir DIR (recordings)', 2);
  if (dir !== undefined && !(existsSync(dir) && statSync(dir).isDirectory())) throw new CliError(`--dir ${dir}: no such folder`, 2);
  // A SQLite file that is not there would be created empty: say so instead.
  if (db !== undefined && !/^postgres(ql)?:\/\//.test(db) && !existsSync(db.replace(/^(sqlite|file):(\/\/)?/, ''))) throw new CliError(`--db ${db}: no such database file`, 2);
  const jobs = parsed.values.jobs === undefined ? undefined : wholeNumber('--jobs', parsed.values.jobs, 1, 256);
  return { title: parsed.positionals[0], db, dir, json: parsed.values.json, jobs };
}

/** The recordings under `dir` whose title is `id` (by its id, title or alias). */
function recordingsOf(dir: string, titleIdFor: (name: string) => string | undefined, id: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json') && !name.split(sep).some((part) => part.startsWith('.')))
    .map((name) => join(dir, name))
    .sort()
    .filter((path) => {
      let title: unknown;
      try {
        title = (JSON.parse(readFileSync(path, 'utf8')) as { title?: unknown }).title;
      } catch {
        throw new CliError(`${path} is not JSON`, 1);
      }
      return typeof title === 'string' && titleIdFor(title) === id;
    });
}

export async function checkGamesMain(argv: readonly string[], root = process.cwd()): Promise<number> {
  try {
    const args = parse(argv);
    if (!args) {
      process.stdout.write(`${CHECK_GAMES_USAGE}\n`);
      return 0;
    }
    const { id, module } = await compiledTitle(root, args.title, 2);
    const titleIdFor = (name: string): string | undefined => (name.toLowerCase() === id.toLowerCase() || [module.definition.meta.title, ...(module.definition.meta.aliases ?? [])].some((n) => String(n).toLowerCase() === name.toLowerCase()) ? id : undefined);
    const jobs: Job[] = [];
    if (args.db !== undefined) {
      const { openStore } = await import('../server/store/open.js');
      const store = await openStore(args.db);
      try {
        jobs.push(...(await storedGameIds(store, id)).map((gameId) => ({ kind: 'db' as const, id: gameId })));
      } finally {
        await store.close();
      }
    }
    if (args.dir !== undefined) jobs.push(...recordingsOf(args.dir, titleIdFor, id).map((path) => ({ kind: 'file' as const, path })));
    const start = performance.now();
    const checks = await runJobs(root, id, jobs, args);
    const ms = performance.now() - start;
    const diverged = checks.filter((c) => c.divergence);
    if (args.json) {
      process.stdout.write(`${JSON.stringify({ title: id, checked: checks.length, diverged: diverged.map(jsonOf), toolkit_version: TOOLKIT_VERSION, other_versions: otherVersions(checks).length, ms: Math.round(ms) })}\n`);
    } else {
      for (const c of diverged) process.stdout.write(`${describe(c)}\n`);
      const others = otherVersions(checks);
      const across = others.length ? `; ${others.length} stored under another toolkit version (${[...new Set(others.map((c) => c.toolkitVersion))].join(', ')}; this is ${TOOLKIT_VERSION})` : '';
      process.stdout.write(`${id}: ${checks.length} game${checks.length === 1 ? '' : 's'} checked in ${(ms / 1000).toFixed(1)} s, ${checks.length - diverged.length} replay, ${diverged.length} diverge${across}\n`);
    }
    return diverged.length ? 1 : 0;
  } catch (error) {
    if (error instanceof CliError) return reportCliError('check-games', error);
    throw error;
  }
}

/** The jobs, in `args.jobs` worker threads (in this thread for one), results in the jobs' order. */
async function runJobs(root: string, title: string, jobs: readonly Job[], args: Args): Promise<GameCheck[]> {
  const threads = Math.min(args.jobs ?? Math.min(availableParallelism(), Math.floor(jobs.length / GAMES_PER_THREAD)), jobs.length);
  if (threads <= 1) return checkJobs((await compiledTitle(root, title, 2)).module, jobs, args.db);
  const shares: Job[][] = Array.from({ length: threads }, () => []);
  jobs.forEach((job, i) => shares[i % threads].push(job));
  const fromSource = import.meta.url.endsWith('.ts');
  const results = await Promise.all(
    shares.map(
      (share) =>
        new Promise<GameCheck[]>((resolve, reject) => {
          const entry = new URL(`./check-games-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url).href;
          // Run from the TypeScript sources (as bin/trackwright.js does), the worker registers tsx first.
          const boot = fromSource ? `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });` : `import(${JSON.stringify(entry)});`;
          const worker = new Worker(boot, { eval: true, workerData: { root, title, jobs: share, databaseUrl: args.db } });
          worker.once('message', resolve);
          worker.once('error', reject);
          worker.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`a check-games worker stopped with code ${code}`))));
        }),
    ),
  );
  const out: GameCheck[] = [];
  for (let i = 0; i < jobs.length; i++) out.push(results[i % threads][Math.floor(i / threads)]);
  return out;
}

const where = (c: GameCheck): string => (c.job.kind === 'db' ? `game ${c.job.id}` : c.job.path);

function describe(c: GameCheck): string {
  const d = c.divergence as Divergence;
  const said = (r: Divergence['oldResult'] | null | undefined) => (r ? `${JSON.stringify(r.result)} (${r.gameEndReason ?? 'no reason'})` : 'no end');
  const under = otherVersions([c]).length ? ` (stored under toolkit ${c.toolkitVersion}, checked under ${TOOLKIT_VERSION})` : '';
  return describeDivergence(c, d, said) + under;
}

function describeDivergence(c: GameCheck, d: Divergence, said: (r: Divergence['oldResult'] | null | undefined) => string): string {
  if (d.kind === 'refused') return `DIVERGES ${where(c)}: action ${d.actionId} of ${c.actions} refused in ${d.round}: ${d.code}: ${d.message}`;
  return `DIVERGES ${where(c)}: the result changes after its ${c.actions} actions: was ${said(d.oldResult)}, now ${said(d.newResult)}`;
}

/** The checked games stored or exported under a toolkit version other than this one (an upgrade's games). */
function otherVersions(checks: readonly GameCheck[]): GameCheck[] {
  return checks.filter((c) => c.toolkitVersion && c.toolkitVersion !== TOOLKIT_VERSION);
}

function jsonOf(c: GameCheck): Record<string, unknown> {
  const d = c.divergence as Divergence;
  return {
    ...(c.job.kind === 'db' ? { game: c.job.id } : { file: c.job.path }),
    actions: c.actions,
    kind: d.kind,
    action_id: d.actionId,
    round: d.round,
    code: d.code,
    message: d.message,
    ...(d.kind === 'result' ? { old_result: d.oldResult ?? null, new_result: d.newResult ?? null } : {}),
    toolkit_version: c.toolkitVersion || null,
  };
}
