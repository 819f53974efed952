/**
 * The engine bundle (cli/engine-bundle.ts, bin/run-engine-bundle.js): `replay` and `simulate`
 * run from CommonJS files with V8 code caches (the engine's, and the file of the one title the
 * command opens) say exactly what they say from the modules (results, errors, exit codes); the
 * bundle is made when missing or stale, then runs from its code caches; turned off, the modules
 * run. Each test keeps its bundle in a folder of its own (TRACKWRIGHT_ENGINE_BUNDLE_DIR), away
 * from other tests' runs.
 *
 * The bin takes the bundle only when it runs the compiled JavaScript (dist/ current, as after
 * `npm ci` or `npm run build`); after an edit of the sources it runs them through tsx, and these
 * tests are skipped, saying so.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, type TestContext } from 'vitest';
import { REPO_ROOT } from '../codegen/project.js';
import { fixtureFiles } from '../support/shared.js';

const BIN = join(REPO_ROOT, 'bin', 'trackwright.js');
const FROM_SOURCES = 'running the TypeScript sources';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'trackwright-engine-bundle-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The code caches kept: the engine's file's (`engine.…`) and each opened title's (`title-<id>.…`). */
const caches = () => readdirSync(dir).filter((name) => name.endsWith('.cache')).sort();
const engineCaches = () => caches().filter((name) => name.startsWith('engine.'));

interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function run(args: readonly string[], env: Record<string, string> = {}): Run {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, CODEGEN_DEBUG: '1', TRACKWRIGHT_ENGINE_BUNDLE_DIR: dir, ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The same command from the bundle and from the modules; skips where the bin runs the sources. */
function both(ctx: TestContext, args: readonly string[]): { bundled: Run; modules: Run } {
  const bundled = run(args);
  if (bundled.stderr.includes(FROM_SOURCES)) ctx.skip();
  const modules = run(args, { TRACKWRIGHT_ENGINE_BUNDLE: '0' });
  return { bundled, modules };
}

/** What a run says, without the bundle's own notes and the time it took. */
const said = (r: Run) => ({
  status: r.status,
  stdout: r.stdout.replace(/"ms":[\d.]+/g, '"ms":0').replace(/in [\d.]+ m?s\b/g, 'in 0 s'),
  stderr: r.stderr.split('\n').filter((line) => !line.startsWith('engine bundle: ')).join('\n'),
});

describe('the engine bundle', () => {
  it('replays a recording as the modules do, made first, then from its code cache', (ctx) => {
    const recording = fixtureFiles('1889')[0];
    if (!recording) return ctx.skip();
    const args = ['replay', recording.path, '--json'];
    const { bundled, modules } = both(ctx, args);
    expect(bundled.stderr).toContain('engine bundle: made');
    expect(modules.stderr).not.toContain('engine bundle: ');
    expect(said(bundled)).toEqual(said(modules));
    expect(JSON.parse(bundled.stdout)).toMatchObject({ matchesRecorded: true });
    // The engine's file and the replayed title's ran, and no other title's.
    expect(caches().map((name) => name.split('.')[0])).toEqual(['engine', 'title-1889']);

    const again = run(args);
    expect(again.stderr).toMatch(/engine bundle: engine\.\w+ used with its code cache/);
    expect(again.stderr).toMatch(/engine bundle: title-1889\.\w+ used with its code cache/);
    expect(again.stderr).not.toContain('engine bundle: made');
    expect(said(again)).toEqual(said(modules));
  });

  it('grows a code cache made by a run that did little, in the first runs after it only', (ctx) => {
    const recording = fixtureFiles('1889')[0];
    if (!recording) return ctx.skip();
    const help = run(['replay', '--help']);
    if (help.stderr.includes(FROM_SOURCES)) return ctx.skip();
    // The usage opens no title: only the engine's file ran.
    const [small] = caches();
    expect(caches()).toEqual([small]);
    expect(small).toMatch(/^engine\..*\.1\.cache$/);
    const before = statSync(join(dir, small)).size;
    expect(run(['replay', recording.path]).stderr).toContain(`engine.${small.split('.')[1]} code cache written`);
    const [grown] = engineCaches();
    expect(grown).toMatch(/\.2\.cache$/);
    const grownSize = statSync(join(dir, grown)).size;
    expect(grownSize).toBeGreaterThan(before);
    // The same replay again: the look is counted, the cache kept or (where V8 compiled a few
    // functions more this time, as it may on a loaded machine) grown a little.
    run(['replay', recording.path]);
    const last = grown.replace('.2.cache', '.3.cache');
    expect(engineCaches()).toEqual([last]);
    const size = statSync(join(dir, last)).size;
    expect(size).toBeGreaterThanOrEqual(grownSize);
    // After the last look the cache is only read, whatever the run compiles of a title opened before…
    const engine = last.split('.').slice(0, 2).join('.');
    const simulated = run(['simulate', '1889', '--games', '1', '--seed', '7', '--players', '3']);
    expect(simulated.stderr).not.toContain(`${engine} code cache written`);
    expect(engineCaches()).toEqual([last]);
    expect(statSync(join(dir, last)).size).toBe(size);
    // …but the first run of another title adds what its rules compiled (1846's companies and
    // its route bonuses, which no 1889 game runs).
    const other = fixtureFiles('1846').find((file) => file.name === '10264');
    expect(other, '1846/10264 among the shared recordings').toBeDefined();
    expect(run(['replay', other!.path]).stderr).toContain(`${engine} code cache written`);
    expect(engineCaches()).toEqual([last]);
    expect(statSync(join(dir, last)).size).toBeGreaterThan(size);
  });

  it('is made again when its stamp is not the current one, and its old code cache goes', (ctx) => {
    const first = run(['simulate', '1889', '--games', '1', '--seed', '7', '--players', '3']);
    if (first.stderr.includes(FROM_SOURCES)) return ctx.skip();
    writeFileSync(join(dir, 'stamp'), 'a build of long ago\n');
    writeFileSync(join(dir, 'engine.0000000000000000.1.cache'), 'code of another bundle');
    // The one file an earlier toolkit made of the engine and every title, and its cache.
    writeFileSync(join(dir, 'cli.cjs'), 'an older bundle');
    writeFileSync(join(dir, 'cli.0000000000000000.3.cache'), 'its code');
    const second = run(['simulate', '1889', '--games', '1', '--seed', '7', '--players', '3']);
    expect(second.stderr).toContain('engine bundle: made');
    for (const gone of ['engine.0000000000000000.1.cache', 'cli.cjs', 'cli.0000000000000000.3.cache']) expect(existsSync(join(dir, gone))).toBe(false);
    expect(said(second)).toEqual(said(first));
  });

  it('is made again when a file of it is gone, not failing the command that opens its title', (ctx) => {
    const args = ['simulate', '1889', '--games', '1', '--seed', '7', '--players', '3'];
    const first = run(args);
    if (first.stderr.includes(FROM_SOURCES)) return ctx.skip();
    rmSync(join(dir, 'titles', '1889.cjs'));
    const second = run(args);
    expect(second.stderr).toContain('engine bundle: made');
    expect(said(second)).toEqual(said(first));
    expect(existsSync(join(dir, 'titles', '1889.cjs'))).toBe(true);
  });

  it.for<[string, string[]]>([
    ['a usage mistake', ['replay', 'x.json', '--repeat', 'abc']],
    ['a missing file', ['replay', 'no-such-recording.json']],
    ['an unknown title', ['simulate', 'no-such-title']],
    ['simulated games as JSON', ['simulate', '1830', '--games', '1', '--seed', '3', '--json']],
    ['the usage', ['replay', '--help']],
  ])('says %s as the modules do', ([, args], ctx) => {
    const { bundled, modules } = both(ctx, args);
    expect(said(bundled)).toEqual(said(modules));
  });
});
