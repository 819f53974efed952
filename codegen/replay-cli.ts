/**
 * `codegen replay <fixture.json>`: plays a recorded game through its compiled title and says
 * whether it ends with the recorded result; optionally writes our state trace, compares it with
 * a golden trace, and times the replay itself (not process start or module loading).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { GameError } from '../runtime/core/errors.js';
import type { Action } from '../runtime/actions/types.js';
import { checkRecording, type LegalReport } from '../runtime/legal/check.js';
import { compareTraces, parseTrace, type AnyTraceLine } from '../runtime/replay/compare.js';
import { newGameFor, parseFixture, sameResult, type Fixture } from '../runtime/replay/fixture.js';
import { traceFinal, traceLine } from '../runtime/replay/trace.js';
import type { TitleModule } from '../runtime/module.js';

const USAGE = `usage: codegen replay <fixture.json> [--to N] [--json] [--trace out.jsonl] [--against golden.trace.jsonl] [--repeat N] [--legal]
  --to N        stop after the action with id N
  --json        print one JSON object {title, fixture, actions, result, gameEndReason, matchesRecorded, ms}
  --legal       also check every move is among the legal actions, and each run against the optimiser's
                best; JSON adds legal: {checked, missing, routes: {checked, better, equal, worse}, firstMissing};
                exit 1 when a move is missing or a run is worse
  --trace F     write our state after every applied action to F (the ../shared/traces format)
  --against G   compare our trace with golden trace G; print the first divergence
  --repeat N    replay N times in this process; ms is the median of the runs after the first`;

interface RegistryModule {
  readonly TITLE_IDS: readonly string[];
  loadTitle(id: string): Promise<TitleModule>;
}

async function titleFor(root: string, fixture: Fixture): Promise<TitleModule> {
  let registry: RegistryModule;
  try {
    registry = (await import(pathToFileURL(join(root, 'generated', 'index.ts')).href)) as RegistryModule;
  } catch {
    throw new GameError('replay/not_built', 'no compiled titles in generated/; run `npm run build` first');
  }
  const wanted = fixture.title.toLowerCase();
  const id = registry.TITLE_IDS.find((t) => t.toLowerCase() === wanted);
  if (!id) throw new GameError('replay/unknown_title', `no compiled title '${fixture.title}'; titles: ${registry.TITLE_IDS.join(', ')}`);
  return registry.loadTitle(id);
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
}

function run(module: TitleModule, fixture: Fixture, actions: readonly Action[], withTrace: boolean): RunOutput {
  const trace: AnyTraceLine[] = [];
  const start = performance.now();
  const game = newGameFor(module, fixture);
  game.load(actions, withTrace ? (action) => trace.push(traceLine(game, action)) : undefined);
  const ms = performance.now() - start;
  if (withTrace) trace.push(traceFinal(game));
  return { result: game.result(), gameEndReason: game.gameEndReason, applied: game.appliedActions.length, trace: withTrace ? trace : undefined, ms };
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

export async function replayMain(argv: readonly string[], root = process.cwd()): Promise<number> {
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
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  if (parsed.values.help || parsed.positionals.length !== 1) {
    process.stderr.write(`${USAGE}\n`);
    return parsed.values.help ? 0 : 2;
  }
  const path = parsed.positionals[0];
  const to = parsed.values.to === undefined ? undefined : Number(parsed.values.to);
  const repeat = Math.max(1, Number(parsed.values.repeat));
  try {
    const fixture = parseFixture(readFileSync(path, 'utf8'), path);
    const module = await titleFor(root, fixture);
    const actions = to === undefined ? fixture.actions : fixture.actions.filter((a) => (a.id ?? 0) <= to);
    const wantTrace = parsed.values.trace !== undefined || parsed.values.against !== undefined;
    const runs: RunOutput[] = [];
    for (let i = 0; i < repeat; i++) runs.push(run(module, fixture, actions, wantTrace && i === 0));
    const first = runs[0];
    const ms = repeat > 1 ? median(runs.slice(1).map((r) => r.ms)) : first.ms;
    const matchesRecorded =
      to === undefined && sameResult(first.result, fixture.result) && (fixture.game_end_reason === undefined || fixture.game_end_reason === first.gameEndReason);

    if (parsed.values.trace) writeFileSync(parsed.values.trace, `${first.trace!.map((l) => JSON.stringify(l)).join('\n')}\n`);
    const divergence = parsed.values.against ? compareTraces(first.trace!, parseTrace(readFileSync(parsed.values.against, 'utf8'))) : undefined;

    const legal = parsed.values.legal ? legalSummary(checkRecording(newGameFor(module, fixture), actions)) : undefined;
    const legalFailed = !!legal && (legal.missing > 0 || legal.routes.worse > 0);

    if (parsed.values.json) {
      const out = { title: fixture.title, fixture: basename(path), actions: first.applied, result: first.result, gameEndReason: first.gameEndReason, matchesRecorded, ms, ...(legal ? { legal } : {}) };
      process.stdout.write(`${JSON.stringify(out)}\n`);
    } else {
      process.stdout.write(`${fixture.title} ${basename(path)}: ${first.applied} actions applied in ${ms.toFixed(2)} ms\n`);
      process.stdout.write(`result: ${JSON.stringify(first.result)} (${first.gameEndReason ?? 'not finished'})\n`);
      if (fixture.result && to === undefined) process.stdout.write(matchesRecorded ? 'matches the recorded result\n' : `recorded: ${JSON.stringify(fixture.result)} (${fixture.game_end_reason}) — MISMATCH\n`);
      if (legal) {
        const { routes } = legal;
        process.stdout.write(`legal actions: ${legal.checked} moves checked, ${legal.missing} missing; runs ${routes.checked}: optimiser better ${routes.better}, equal ${routes.equal}, worse ${routes.worse}\n`);
        if (legal.firstMissing) process.stdout.write(`first missing: ${JSON.stringify(legal.firstMissing.action)}\n  offered: ${legal.firstMissing.offered.join(', ') || 'nothing'}\n`);
      }
    }
    if (parsed.values.against) {
      if (divergence) {
        process.stderr.write(
          `first divergence at line ${divergence.line + 1}${divergence.actionId !== undefined ? ` (action ${divergence.actionId})` : ''}: ${divergence.field}\n  ours:   ${JSON.stringify(divergence.ours)}\n  theirs: ${JSON.stringify(divergence.theirs)}\n`,
        );
      } else if (!parsed.values.json) process.stdout.write('trace matches the golden trace line for line\n');
    }
    return divergence || legalFailed || (fixture.result && to === undefined && !matchesRecorded) ? 1 : 0;
  } catch (error) {
    if (error instanceof GameError) {
      const action = error.action ? ` at action ${error.action.id ?? '?'} (${error.action.type})` : '';
      process.stderr.write(`${error.code}${action}: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
}
