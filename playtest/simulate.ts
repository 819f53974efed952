/**
 * `codegen simulate <title> [--games N] [--seed S] [--players P]`: plays seeded random games of
 * a compiled title to their end (runtime/sim/simulate.ts) and reports how each ended, the
 * round and phase reached, and every failure with the seed that plays the game again; with
 * `--save DIR`, each failed game is written as a recording `codegen replay` takes. The games
 * may be spread over worker threads (`--jobs`, simulate-pool.ts); the report does not depend on it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { simulate, type GameOutcome, type SimulationReport } from '../runtime/sim/simulate.js';
import { CliError, compiledTitle, reportCliError, wholeNumber, PROGRAM } from '../cli/support.js';
import { findOptionalRule } from '../runtime/title/optional-rules.js';
import { GameError } from '../runtime/core/errors.js';
import { didYouMean } from '../codegen/did-you-mean.js';
import { simulateInWorkers } from './simulate-pool.js';

const USAGE = `usage: ${PROGRAM} simulate <title> [--games N] [--seed S] [--players P] [--jobs J] [--optional-rules a,b] [--json] [--save DIR] [--record DIR]
  --games N     games to play (default 20, at most 100000)
  --jobs J      worker threads to play them on (default 1: this thread); faster only with
                cores to spare, and the report is the same for any J
  --seed S      the first game's seed; game i plays with seed S+i (default 1)
  --players P   players per game (default: the title's most)
  --optional-rules a,b  the title's optional rules every game is played with (any case; default none)
  --max-actions N  a game still going after N actions never ends (default 20000, at most 1000000)
  --json        print the report as one JSON object
  --save DIR    write each failed game to DIR as a recording, its failing action last
                (${PROGRAM} replay DIR/<title>-<seed>.json plays it to the failure)
  --record DIR  write every game to DIR as a recording (to replay it here or elsewhere)
  --record-title NAME  the title the recordings name (default: the title's meta.title, the name
                the reference engine knows it by, '1846 2p Variant' for 1846_2p)`;

function describeGame(o: GameOutcome): string {
  const end = o.finished ? `ended (${o.reason})` : 'did not end';
  const fail = o.failure ? `  FAILED ${o.failure.kind}${o.failure.at !== undefined ? ` at action ${o.failure.at + 1}` : ''}: ${o.failure.message.split('\n')[0]}` : '';
  return `seed ${o.seed}: ${end} after ${o.actions} actions in ${o.round}, phase ${o.phase}${fail}`;
}

/** The report as `codegen simulate` prints it: a line per game, the totals, and each failure with its seed. */
export function formatReport(report: SimulationReport, ms: number): string {
  const lines: string[] = [];
  const out = (line: string) => lines.push(line);
  for (const o of report.outcomes) out(describeGame(o));
  const games = report.outcomes.length;
  const normal = report.outcomes.filter((o) => o.finished && !o.failure).length;
  out(`${report.title}, ${report.players} players: ${games} games in ${(ms / 1000).toFixed(1)} s, ${normal} ended normally (${Object.entries(report.endings).map(([r, n]) => `${r} ${n}`).join(', ') || 'none'})`);
  out(`phases reached (games): ${Object.entries(report.phases).map(([p, n]) => `${p}:${n}`).join(' ')}`);
  out(`trains bought (games): ${Object.entries(report.trains).map(([t, n]) => `${t}:${n}`).join(' ')}`);
  if (report.failures.length === 0) out('no failures');
  for (const f of report.failures) {
    out(`FAILURE ${f.kind} (seed ${f.seed}${f.at !== undefined ? `, action ${f.at + 1}` : ''}): ${f.message.split('\n')[0]}`);
    if (f.action) out(`  action: ${JSON.stringify(f.action)}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The most actions a game may be given before it counts as endless: far above any real game's few thousand. */
const MAX_ACTIONS_LIMIT = 1_000_000;
const MAX_GAMES = 100_000;
/** Threads enough for any machine; more than its cores only share them. */
const MAX_JOBS = 256;

interface SimulateArgs {
  readonly title: string;
  readonly games: number;
  readonly seed: number;
  readonly players?: number;
  /** Worker threads to play the games on (simulate-pool.ts); 1: the command's own thread. */
  readonly jobs: number;
  /** As given: checked against the title's rules once it is loaded. */
  readonly optionalRules: readonly string[];
  readonly maxActions?: number;
  readonly json: boolean;
  readonly save?: string;
  readonly record?: string;
  readonly recordTitle?: string;
}

/** The arguments, checked (a bad number is a usage mistake, never ignored); undefined when help was asked for. */
function parseSimulateArgs(argv: readonly string[]): SimulateArgs | undefined {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        games: { type: 'string', default: '20' },
        seed: { type: 'string', default: '1' },
        players: { type: 'string' },
        jobs: { type: 'string', default: '1' },
        'optional-rules': { type: 'string' },
        'max-actions': { type: 'string' },
        json: { type: 'boolean', default: false },
        save: { type: 'string' },
        record: { type: 'string' },
        'record-title': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new CliError((error as Error).message.split('\n')[0], 2);
  }
  const v = parsed.values;
  if (v.help) return undefined;
  if (parsed.positionals.length !== 1) throw new CliError(parsed.positionals.length ? `one title at a time, not ${parsed.positionals.length}` : 'which title? give its name', 2);
  // A seed may be negative (the engine takes any safe integer); the other numbers count things.
  if (!/^\s*-?\d+\s*$/.test(v.seed) || !Number.isSafeInteger(Number(v.seed))) throw new CliError(`--seed must be a whole number, not ${JSON.stringify(v.seed)}`, 2);
  return {
    title: parsed.positionals[0],
    games: wholeNumber('--games', v.games, 1, MAX_GAMES),
    seed: Number(v.seed),
    ...(v.players === undefined ? {} : { players: wholeNumber('--players', v.players, 1, Number.MAX_SAFE_INTEGER) }),
    jobs: wholeNumber('--jobs', v.jobs, 1, MAX_JOBS),
    optionalRules: (v['optional-rules'] ?? '').split(',').map((r) => r.trim()).filter(Boolean),
    ...(v['max-actions'] === undefined ? {} : { maxActions: wholeNumber('--max-actions', v['max-actions'], 1, MAX_ACTIONS_LIMIT) }),
    json: v.json,
    ...(v.save === undefined ? {} : { save: v.save }),
    ...(v.record === undefined ? {} : { record: v.record }),
    ...(v['record-title'] === undefined ? {} : { recordTitle: v['record-title'] }),
  };
}

export async function simulateMain(argv: readonly string[], root = process.cwd()): Promise<number> {
  try {
    const args = parseSimulateArgs(argv);
    if (!args) {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    return await simulateTitle(args, root);
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    return reportCliError('simulate', error);
  }
}

async function simulateTitle(args: SimulateArgs, root: string): Promise<number> {
  const { id, module } = await compiledTitle(root, args.title, 2);
  const [fewest, most] = module.definition.meta.playerRange;
  const players = args.players ?? most;
  if (players < fewest || players > most) throw new CliError(`${id} is for ${fewest} to ${most} players, not ${players}`, 2);
  const optionalRules = chosenRules(id, module.definition.meta.optionalRules, args.optionalRules);
  const start = performance.now();
  const options = { games: args.games, seed: args.seed, players, optionalRules, keepLog: args.record !== undefined, ...(args.maxActions === undefined ? {} : { maxActions: args.maxActions }) };
  const jobs = Math.min(args.jobs, args.games);
  let report: SimulationReport;
  try {
    report = jobs > 1 ? await simulateInWorkers(module, { root, title: id, players }, options, jobs) : simulate(module, options);
  } catch (error) {
    // A game of these options cannot be created (rules that exclude each other, or not offered for this many players).
    if (error instanceof GameError && error.code.startsWith('setup/')) throw new CliError(error.message, 2);
    throw error;
  }
  const ms = performance.now() - start;
  // Recordings name the title as the reference does, so its engine replays them as they are.
  const recordTitle = args.recordTitle ?? module.definition.meta.title;
  const recording = (o: GameOutcome, title: string, actions: readonly unknown[]) => ({
    id: o.seed,
    title,
    players: Array.from({ length: players }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` })),
    settings: { seed: o.seed, ...(optionalRules.length ? { optional_rules: optionalRules } : {}) },
    // Numbered as a recorded game's are (1-based), so another engine's trace lines name the same actions.
    actions: actions.map((action, i) => ({ ...(action as object), id: i + 1 })),
    ...(o.finished && !o.failure ? { result: o.result } : {}),
    // The toolkit that compiled the title the game was played on.
    ...(module.toolkitVersion ? { toolkit_version: module.toolkitVersion } : {}),
  });
  if (args.save) {
    mkdirSync(args.save, { recursive: true });
    for (const o of report.outcomes) {
      if (!o.failure || !o.log) continue;
      writeFileSync(join(args.save, `${id}-${o.seed}.json`), `${JSON.stringify(recording(o, recordTitle, o.failure.action ? [...o.log, o.failure.action] : o.log))}\n`);
    }
  }
  if (args.record) {
    mkdirSync(args.record, { recursive: true });
    for (const o of report.outcomes) {
      if (o.log) writeFileSync(join(args.record, `${id}-${o.seed}.json`), `${JSON.stringify(recording(o, recordTitle, o.log))}\n`);
    }
  }
  if (args.json) {
    const games = report.outcomes.map(({ log: _log, ...o }) => o);
    process.stdout.write(`${JSON.stringify({ ...report, optionalRules, outcomes: games, ms })}\n`);
  } else {
    if (optionalRules.length) process.stdout.write(`optional rules: ${optionalRules.join(', ')}\n`);
    process.stdout.write(formatReport(report, ms));
  }
  return report.failures.length ? 1 : 0;
}

/**
 * The optional rules given, in the title's spelling: each must be one of the title's (in any
 * case), else a usage mistake naming the nearest; the title's own checks (player counts, rules
 * that exclude each other) refuse the rest when the first game is created.
 */
function chosenRules(id: string, offered: readonly { readonly sym: string }[], given: readonly string[]): string[] {
  return given.map((name) => {
    const rule = findOptionalRule(offered, name);
    if (rule) return rule.sym;
    const guess = didYouMean(name, offered.map((r) => r.sym));
    throw new CliError(`${id} has no optional rule '${name}'${guess ? ` (did you mean '${guess}'?)` : `; it has: ${offered.map((r) => r.sym).join(', ') || 'none'}`}`, 2);
  });
}
