/**
 * `npm run crosscheck -- <title> [--games N] [--seed S] [--players P] [--jobs N] [--keep DIR]
 * [--reference PATH] [--trust-revenue]`: plays seeded games of a title here (`trackwright
 * simulate --record`), loads each in the reference engine (tobymao/18xx under Ruby, found at
 * --reference or $TRACKWRIGHT_REFERENCE) and says, game by game, whether it ends there with the
 * same scores, with others, is refused there, or stalls there (verdict.ts): the check that a
 * title behaves as the reference's does beyond the recorded games in ../shared.
 *
 * The reference judges every route as in live play (reference/judge.rb removes the recorded
 * revenues; --trust-revenue keeps them, as its own load of a stored game does). Exit code 0 when
 * every game is the same or stalls in the reference, 1 when some differ or are refused, 2 when it
 * cannot run (no reference, no Ruby, a bad argument).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { locateReference } from './reference/locate.js';
import { verdictOf, type OurGame, type ReferenceLine } from './reference/verdict.js';

const ROOT = join(import.meta.dirname, '..');
const USAGE = 'usage: npm run crosscheck -- <title> [--games N] [--seed S] [--players P] [--jobs N] [--keep DIR] [--reference PATH] [--trust-revenue]';

function fail(message: string): never {
  process.stderr.write(`crosscheck: ${message}\n`);
  process.exit(2);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    games: { type: 'string', default: '10' },
    seed: { type: 'string', default: '1' },
    players: { type: 'string' },
    jobs: { type: 'string', default: String(availableParallelism()) },
    keep: { type: 'string' },
    reference: { type: 'string' },
    'trust-revenue': { type: 'boolean', default: false },
  },
});
const title = positionals[0];
if (!title || positionals.length > 1) fail(USAGE);
const jobs = Number(values.jobs);
if (!Number.isInteger(jobs) || jobs < 1) fail(`--jobs takes a whole number from 1, not ${values.jobs}`);
const reference = locateReference(values.reference);
if ('missing' in reference) fail(`the reference engine is not here: ${reference.missing}`);
const { checkout } = reference;

// 1. Our games, as recordings in the reference's format.
const dir = values.keep ? resolve(values.keep) : mkdtempSync(join(tmpdir(), `crosscheck-${title}-`));
const simulateArgs = ['simulate', title, '--games', values.games, '--seed', values.seed, '--record', dir, ...(values.players ? ['--players', values.players] : [])];
const simulated = spawnSync(process.execPath, [join(ROOT, 'bin', 'trackwright.js'), ...simulateArgs], { encoding: 'utf8' });
if (simulated.status !== 0 && simulated.status !== 1) fail(`trackwright ${simulateArgs.join(' ')} exited ${simulated.status}: ${simulated.stderr.trim() || simulated.stdout.trim()}`);
const summary = simulated.stdout.split('\n').find((line) => / games in /.test(line));
const seedOf = (name: string) => Number(name.slice(name.lastIndexOf('-') + 1, -'.json'.length));
const files = readdirSync(dir)
  .filter((name) => name.endsWith('.json'))
  .sort((a, b) => seedOf(a) - seedOf(b))
  .map((name) => join(dir, name));
if (files.length === 0) fail(`simulate wrote no recordings to ${dir}`);

// 2. The reference's judgement of each, in --jobs Ruby processes at once.
function judge(part: readonly string[]): Promise<ReferenceLine[]> {
  return new Promise((done, reject) => {
    const child = spawn('ruby', ['--yjit', join(import.meta.dirname, 'reference', 'judge.rb'), checkout, ...part], {
      env: { ...process.env, TRUST_REVENUE: values['trust-revenue'] ? '1' : '0' },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`the reference engine exited ${code}: ${err.split('\n').slice(0, 3).join(' ')}`));
      else done(out.split('\n').filter(Boolean).map((line) => JSON.parse(line) as ReferenceLine));
    });
  });
}
const parts: string[][] = Array.from({ length: Math.min(jobs, files.length) }, () => []);
files.forEach((file, i) => parts[i % parts.length].push(file));
const lines = new Map<string, ReferenceLine>();
for (const part of await Promise.all(parts.map(judge))) for (const line of part) lines.set(line.file, line);

// 3. Game by game.
let same = 0;
let stalled = 0;
const VERDICT_LABEL = { different: 'different', refused: 'refused by the reference', stalled: 'stalled in the reference, not compared' } as const;
const out: string[] = [];
for (const file of files) {
  const recording = JSON.parse(readFileSync(file, 'utf8')) as { result?: Record<string, number>; actions: unknown[] };
  const ours: OurGame = { finished: recording.result !== undefined, result: recording.result ?? {} };
  const line = lines.get(file);
  const verdict = line ? verdictOf(ours, line) : { kind: 'refused' as const, detail: 'the reference printed nothing for it' };
  const name = `seed ${seedOf(file)} (${recording.actions.length} actions)`;
  if (verdict.kind === 'same') same++;
  if (verdict.kind === 'stalled') stalled++;
  out.push(verdict.kind === 'same' ? `  ${name}: same` : `  ${name}: ${VERDICT_LABEL[verdict.kind]}: ${verdict.detail}`);
}
if (summary) console.log(summary.trim());
console.log(`${title} against the reference (${values['trust-revenue'] ? 'recorded revenues trusted' : 'every route judged'}):`);
console.log(out.join('\n'));
console.log(`${same} of ${files.length} games the same${stalled ? `, ${stalled} stalled in the reference` : ''}${values.keep ? `; recordings in ${dir}` : ''}`);
if (!values.keep) rmSync(dir, { recursive: true, force: true });
// A game the reference stalls in is no difference of ours: it cannot be compared, and is reported.
process.exit(same + stalled === files.length ? 0 : 1);
