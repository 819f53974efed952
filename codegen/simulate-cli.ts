/**
 * `codegen simulate <title> [--games N] [--seed S] [--players P]`: plays seeded random games of
 * a compiled title to their end (runtime/sim/simulate.ts) and reports how each ended, the
 * round and phase reached, and every failure with the seed that plays the game again; with
 * `--save DIR`, each failed game is written as a recording `codegen replay` takes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import type { TitleModule } from '../runtime/module.js';
import { simulate, type GameOutcome, type SimulationReport } from '../runtime/sim/simulate.js';

const USAGE = `usage: codegen simulate <title> [--games N] [--seed S] [--players P] [--json] [--save DIR] [--record DIR]
  --games N     games to play (default 20)
  --seed S      the first game's seed; game i plays with seed S+i (default 1)
  --players P   players per game (default: the title's most)
  --max-actions N  a game still going after N actions never ends (default 20000)
  --json        print the report as one JSON object
  --save DIR    write each failed game to DIR as a recording, its failing action last
                (codegen replay DIR/<title>-<seed>.json plays it to the failure)
  --record DIR  write every game to DIR as a recording (to replay it here or elsewhere)
  --record-title NAME  the title the recordings name (default: the title's own; an alias
                such as '1846 2p Variant' for the reference engine)`;

interface RegistryModule {
  readonly TITLE_IDS: readonly string[];
  titleIdFor(name: string): string | undefined;
  loadTitle(id: string): Promise<TitleModule>;
}

function describeGame(o: GameOutcome): string {
  const end = o.finished ? `ended (${o.reason})` : 'did not end';
  const fail = o.failure ? `  FAILED ${o.failure.kind}${o.failure.at !== undefined ? ` at action ${o.failure.at + 1}` : ''}: ${o.failure.message.split('\n')[0]}` : '';
  return `seed ${o.seed}: ${end} after ${o.actions} actions in ${o.round}, phase ${o.phase}${fail}`;
}

function printReport(report: SimulationReport, ms: number): void {
  const out = (line: string) => process.stdout.write(`${line}\n`);
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
}

export async function simulateMain(argv: readonly string[], root = process.cwd()): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        games: { type: 'string', default: '20' },
        seed: { type: 'string', default: '1' },
        players: { type: 'string' },
        'max-actions': { type: 'string' },
        json: { type: 'boolean', default: false },
        save: { type: 'string' },
        record: { type: 'string' },
        'record-title': { type: 'string' },
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
  const numbers = { games: Number(parsed.values.games), seed: Number(parsed.values.seed), players: parsed.values.players === undefined ? undefined : Number(parsed.values.players) };
  if (!Number.isInteger(numbers.games) || numbers.games < 1 || !Number.isInteger(numbers.seed) || (numbers.players !== undefined && !Number.isInteger(numbers.players))) {
    process.stderr.write(`--games, --seed and --players take whole numbers\n${USAGE}\n`);
    return 2;
  }
  let registry: RegistryModule;
  try {
    registry = (await import(pathToFileURL(join(root, 'generated', 'index.ts')).href)) as RegistryModule;
  } catch {
    process.stderr.write('no compiled titles in generated/; run `npm run build` first\n');
    return 1;
  }
  const id = registry.titleIdFor(parsed.positionals[0]);
  if (!id) {
    process.stderr.write(`no compiled title '${parsed.positionals[0]}'; titles: ${registry.TITLE_IDS.join(', ')}\n`);
    return 2;
  }
  const module = await registry.loadTitle(id);
  const [fewest, most] = module.definition.meta.playerRange;
  const players = numbers.players ?? most;
  if (players < fewest || players > most) {
    process.stderr.write(`${id} is for ${fewest} to ${most} players, not ${players}\n`);
    return 2;
  }
  const maxActions = parsed.values['max-actions'] === undefined ? undefined : Number(parsed.values['max-actions']);
  const start = performance.now();
  const report = simulate(module, { games: numbers.games, seed: numbers.seed, players, keepLog: parsed.values.record !== undefined, ...(maxActions ? { maxActions } : {}) });
  const ms = performance.now() - start;
  const recording = (o: GameOutcome, title: string, actions: readonly unknown[]) => ({
    id: o.seed,
    title,
    players: Array.from({ length: players }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` })),
    settings: { seed: o.seed },
    actions,
    ...(o.finished && !o.failure ? { result: o.result } : {}),
  });
  if (parsed.values.save) {
    mkdirSync(parsed.values.save, { recursive: true });
    for (const o of report.outcomes) {
      if (!o.failure || !o.log) continue;
      writeFileSync(join(parsed.values.save, `${id}-${o.seed}.json`), `${JSON.stringify(recording(o, id, o.failure.action ? [...o.log, o.failure.action] : o.log))}\n`);
    }
  }
  if (parsed.values.record) {
    mkdirSync(parsed.values.record, { recursive: true });
    for (const o of report.outcomes) {
      if (o.log) writeFileSync(join(parsed.values.record, `${id}-${o.seed}.json`), `${JSON.stringify(recording(o, parsed.values['record-title'] ?? id, o.log))}\n`);
    }
  }
  if (parsed.values.json) {
    const games = report.outcomes.map(({ log: _log, ...o }) => o);
    process.stdout.write(`${JSON.stringify({ ...report, outcomes: games, ms })}\n`);
  } else {
    printReport(report, ms);
  }
  return report.failures.length ? 1 : 0;
}
