/**
 * `codegen replay <fixture.json>`: plays a recorded game through its compiled title and says
 * whether it ends with the recorded result; optionally writes our state trace, compares it with
 * a golden trace, and times the replay itself (not process start or module loading).
 *
 * Every mistake in the arguments or the files is one line on stderr and exit code 2 (usage) or
 * 1 (a file or a game that is wrong); no output path may be one of the inputs.
 */
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { GameError } from '../runtime/core/errors.js';
import type { Action } from '../runtime/actions/types.js';
import type { LegalReport } from '../runtime/legal/check.js';
import type { AnyTraceLine } from '../runtime/replay/compare.js';
import { newGameFor, sameResult, type Fixture } from '../runtime/replay/fixture.js';
import { traceFinal, traceRecorder } from '../runtime/replay/trace.js';
import type { TitleModule } from '../runtime/module.js';
import { CliError, compiledTitle, readInputFile, refuseOverwrite, reportCliError, wholeNumber, PROGRAM } from '../cli/support.js';
import { checkFixture, checkOptionalRules, parseTraceFile } from './replay-input.js';

export const REPLAY_USAGE = `usage: ${PROGRAM} replay <fixture.json | folder> [--to N] [--json] [--trace out.jsonl] [--against golden.trace.jsonl] [--repeat N] [--legal]
  --to N        stop after the action with id N (from the recording's first id to its last)
  --json        print one JSON object {title, fixture, actions, result, gameEndReason, matchesRecorded, ms}
  --legal       also check every move is among the legal actions, and each run against the optimiser's
                best; JSON adds legal: {checked, missing, routes: {checked, better, equal, worse}, firstMissing};
                exit 1 when a move is missing or a run is worse
  --trace F     write our state after every applied action to F (the ../shared/traces format);
                F may not be the fixture or the golden trace
  --against G   compare our trace with golden trace G; print the first divergence
  --repeat N    replay N times (1 to 1000) in this process; ms is the median of the runs after the first
A folder replays every recorded game (*.json) under it, one after another; exit 1 if any fails.`;

const MAX_REPEAT = 1000;

async function titleFor(root: string, fixture: Fixture): Promise<TitleModule> {
  return (await compiledTitle(root, fixture.title, 1)).module;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

interface RunOutput {
  readonly result: Record<string, number>;
  readonly gameEndReason: string | null;
  readonly applied: number;
  readonly trace?: AnyTraceLine[];
  readonly ms: number;
  /** With a trace: the refusal that stopped the replay (the trace holds the state after every action before it). */
  readonly refused?: GameError;
}

function run(module: TitleModule, fixture: Fixture, actions: readonly Action[], withTrace: boolean): RunOutput {
  const trace: AnyTraceLine[] = [];
  const start = performance.now();
  const game = newGameFor(module, fixture);
  let refused: GameError | undefined;
  try {
    game.load(actions, withTrace ? traceRecorder(game, trace) : undefined);
  } catch (error) {
    // A trace is most wanted where the game goes wrong: keep what was applied before the refusal.
    if (!withTrace || !(error instanceof GameError)) throw error;
    refused = error;
  }
  const ms = performance.now() - start;
  if (withTrace && !refused) trace.push(traceFinal(game));
  return { result: game.result(), gameEndReason: game.gameEndReason, applied: game.appliedActions.length, trace: withTrace ? trace : undefined, ms, ...(refused ? { refused } : {}) };
}

interface ReplayArgs {
  readonly path: string;
  readonly to?: number;
  readonly json: boolean;
  readonly legal: boolean;
  readonly trace?: string;
  readonly against?: string;
  readonly repeat: number;
}

/** The arguments, checked; `undefined` when help was asked for. */
function parseReplayArgs(argv: readonly string[]): ReplayArgs | undefined {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        to: { type: 'string' },
        json: { type: 'boolean', default: false },
        trace: { type: 'string' },
        against: { type: 'string' },
        repeat: { type: 'string', default: '1' },
        legal: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new CliError((error as Error).message.split('\n')[0], 2);
  }
  if (parsed.values.help) return undefined;
  if (parsed.positionals.length !== 1) throw new CliError(parsed.positionals.length ? `one recorded game at a time, not ${parsed.positionals.length}` : 'which recorded game? give the path of its .json file', 2);
  const path = parsed.positionals[0];
  const args: ReplayArgs = {
    path,
    json: parsed.values.json,
    legal: parsed.values.legal,
    repeat: wholeNumber('--repeat', parsed.values.repeat, 1, MAX_REPEAT),
    ...(parsed.values.to === undefined ? {} : { to: wholeNumber('--to', parsed.values.to, 0, Number.MAX_SAFE_INTEGER) }),
    ...(parsed.values.trace === undefined ? {} : { trace: parsed.values.trace }),
    ...(parsed.values.against === undefined ? {} : { against: parsed.values.against }),
  };
  if (args.trace !== undefined) refuseOverwrite('--trace', args.trace, [path, ...(args.against ? [args.against] : [])]);
  return args;
}

export async function replayMain(argv: readonly string[], root = process.cwd()): Promise<number> {
  try {
    const args = parseReplayArgs(argv);
    if (!args) {
      process.stdout.write(`${REPLAY_USAGE}\n`);
      return 0;
    }
    if (isFolder(args.path)) return await replayFolder(args, root);
    return await replay(args, root);
  } catch (error) {
    if (error instanceof CliError) return reportCliError('replay', error);
    if (error instanceof GameError) {
      const action = error.action ? ` at action ${error.action.id ?? '?'} (${error.action.type})` : '';
      process.stderr.write(`${error.code}${action}: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** The recordings (`*.json`) under a folder, at any depth, in a stable order. */
function recordingsIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json') && !name.split(sep).some((part) => part.startsWith('.')))
    .map((name) => join(dir, name))
    .sort();
}

/**
 * Every recording under a folder (a title repository's recordings/), each as a replay of its own:
 * one failing does not stop the others; exit 1 when any failed. An empty folder replays nothing.
 */
async function replayFolder(args: ReplayArgs, root: string): Promise<number> {
  if (args.trace !== undefined || args.against !== undefined || args.to !== undefined) {
    throw new CliError('--trace, --against and --to take one recorded game, not a folder', 2);
  }
  const files = recordingsIn(args.path);
  if (files.length === 0) {
    process.stdout.write(`no recorded games in ${args.path}\n`);
    return 0;
  }
  let failed = 0;
  for (const path of files) {
    const code = await replayMain([path, ...(args.json ? ['--json'] : []), ...(args.legal ? ['--legal'] : []), '--repeat', String(args.repeat)], root);
    if (code !== 0) failed++;
  }
  process.stdout.write(`${files.length - failed} of ${files.length} recorded games replayed as recorded\n`);
  return failed ? 1 : 0;
}

async function replay(args: ReplayArgs, root: string): Promise<number> {
  const { path, to } = args;
  const fixture = checkFixture(readInputFile(path, 'recorded game'), path);
  // Read before the replay, so a golden trace that is missing or not JSONL fails at once.
  const golden = args.against === undefined ? undefined : parseTraceFile(readInputFile(args.against, 'golden trace'), args.against);
  const module = await titleFor(root, fixture);
  checkOptionalRules(fixture, module, path);
  const actions = to === undefined ? fixture.actions : actionsTo(fixture, to);
  const wantTrace = args.trace !== undefined || golden !== undefined;
  const runs: RunOutput[] = [];
  for (let i = 0; i < args.repeat; i++) runs.push(run(module, fixture, actions, wantTrace && i === 0));
  const first = runs[0];
  const ms = args.repeat > 1 ? median(runs.slice(1).map((r) => r.ms)) : first.ms;
  const matchesRecorded =
    to === undefined && sameResult(first.result, fixture.result) && (fixture.game_end_reason === undefined || fixture.game_end_reason === first.gameEndReason);

  if (args.trace !== undefined) {
    try {
      writeFileSync(args.trace, first.trace!.length ? `${first.trace!.map((l) => JSON.stringify(l)).join('\n')}\n` : '');
    } catch (error) {
      throw new CliError(`cannot write --trace ${args.trace}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`, 1);
    }
  }
  if (first.refused) return await reportRefusal(first, args, golden);
  // What only --against and --legal need loads only for them: a plain replay starts sooner.
  const divergence = golden ? (await import('../runtime/replay/compare.js')).compareTraces(first.trace!, golden) : undefined;
  const legal = args.legal ? legalSummary((await import('../runtime/legal/check.js')).checkRecording(newGameFor(module, fixture), actions)) : undefined;
  const legalFailed = !!legal && (legal.missing > 0 || legal.routes.worse > 0);

  if (args.json) {
    const out = { title: fixture.title, fixture: basename(path), actions: first.applied, result: first.result, gameEndReason: first.gameEndReason, matchesRecorded, ms, ...(legal ? { legal } : {}) };
    process.stdout.write(`${JSON.stringify(out)}\n`);
  } else {
    process.stdout.write(`${fixture.title} ${basename(path)}: ${first.applied} actions applied in ${ms.toFixed(2)} ms\n`);
    process.stdout.write(`result: ${JSON.stringify(first.result)} (${first.gameEndReason ?? 'not finished'})\n`);
    if (fixture.result && to === undefined) process.stdout.write(matchesRecorded ? 'matches the recorded result\n' : `recorded: ${JSON.stringify(fixture.result)} (${fixture.game_end_reason}) — MISMATCH\n`);
    if (legal) {
      const { routes } = legal;
      process.stdout.write(`legal actions: ${legal.checked} moves checked, ${legal.missing} missing; runs ${routes.checked}: optimiser better ${routes.better}, equal ${routes.equal}, worse ${routes.worse}, unproven (budget ran out) ${routes.unproven}\n`);
      if (legal.firstMissing) process.stdout.write(`first missing: ${JSON.stringify(legal.firstMissing.action)}\n  offered: ${legal.firstMissing.offered.join(', ') || 'nothing'}\n`);
    }
  }
  if (golden) {
    if (divergence) {
      process.stderr.write(
        `first divergence at line ${divergence.line + 1}${divergence.actionId !== undefined ? ` (action ${divergence.actionId})` : ''}: ${divergence.field}\n  ours:   ${JSON.stringify(divergence.ours)}\n  theirs: ${JSON.stringify(divergence.theirs)}\n`,
      );
    } else if (!args.json) process.stdout.write('trace matches the golden trace line for line\n');
  }
  return divergence || legalFailed || (fixture.result && to === undefined && !matchesRecorded) ? 1 : 0;
}

/**
 * The actions up to and including id `to`. An id outside the recording is refused, as a user
 * asking to stop at an action the game does not have has mistyped or picked the wrong file:
 * before the first there is nothing to replay, and past the last, replaying it all without a
 * word would look like a stop at `to` (and skip the check against the recorded result).
 */
function actionsTo(fixture: Fixture, to: number): readonly Action[] {
  const ids = fixture.actions.map((a) => a.id).filter((id): id is number => typeof id === 'number');
  if (ids.length === 0) throw new CliError(`--to ${to}: the recording's actions have no ids to stop at`, 2);
  const first = ids.reduce((a, b) => Math.min(a, b));
  const last = ids.reduce((a, b) => Math.max(a, b));
  if (to < first) throw new CliError(`--to ${to} is before the first action (id ${first}); nothing to replay`, 2);
  if (to > last) throw new CliError(`--to ${to} is past the last action (id ${last}); give an id up to ${last}, or leave out --to to replay the whole game`, 2);
  return fixture.actions.filter((a) => (a.id ?? 0) <= to);
}

/** What --legal reports: the counts, and the first move missing with the types its entity was offered. */
function legalSummary(report: LegalReport) {
  const first = report.missed[0];
  return {
    checked: report.checked,
    missing: report.missing,
    routes: report.routes,
    ...(first ? { firstMissing: { action: first.action, offered: [...new Set(first.offered.map((l) => l.type))] } } : {}),
  };
}

/**
 * A replay with a trace stopped by a refused action: where it stopped and why, how far the
 * trace written goes, and (with --against) how it compares with the golden trace that far.
 */
async function reportRefusal(run: RunOutput, args: ReplayArgs, golden: readonly AnyTraceLine[] | undefined): Promise<number> {
  const error = run.refused!;
  const trace = run.trace ?? [];
  const at = error.action ? `action ${error.action.id ?? '?'} (${error.action.type})` : 'an action';
  const last = [...trace].reverse().find((line): line is AnyTraceLine & { id: number } => 'id' in line);
  process.stderr.write(`${error.code} at ${at}: ${error.message}\n`);
  if (args.trace !== undefined) {
    process.stderr.write(`--trace ${args.trace}: ${trace.length} line${trace.length === 1 ? '' : 's'}, ${last ? `the state after every action up to action ${last.id}, the last applied before` : 'nothing applied before'} ${at}\n`);
  }
  if (golden) {
    const agreed = golden.slice(0, trace.length);
    const before = (await import('../runtime/replay/compare.js')).compareTraces(trace, agreed);
    process.stderr.write(before ? `first divergence before the refusal at line ${before.line + 1}${before.actionId !== undefined ? ` (action ${before.actionId})` : ''}: ${before.field}\n` : `the trace matches the golden trace up to the refusal; the reference applied ${at}${golden[trace.length] && 'id' in golden[trace.length] ? '' : ' (the golden trace ends there)'}\n`);
  }
  return 1;
}
