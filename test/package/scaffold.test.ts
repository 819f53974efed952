/**
 * The toolkit as a package, end to end, as a designer meets it: `npm pack` of this checkout, the
 * tarball installed in a scratch folder, `trackwright new --standalone` making a title
 * repository that depends on that tarball, its install, a recorded game added, its `npm test`
 * (build, lint, replay recordings/, simulate), and its `npm start` serving a preview that lists
 * the title. The same repository holds a variant of a bundled title (`extends: 1830`, its base
 * from the package) and serves its titles online (`npm run serve`); create-trackwright, packed
 * too, makes the same repository as `trackwright new --standalone`. Nothing but the registry npm
 * already uses is reached (the toolkit's own dependencies); nothing is published.
 */
import { execFileSync, spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const MINUTES = 60_000;

let scratch: string;
let tarball: string;
let createTarball: string;
let boot: string;
let repo: string;

function run(command: string, args: readonly string[], cwd: string, timeout = 5 * MINUTES): SpawnSyncReturns<string> {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout, env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} (in ${cwd}) exited ${result.status}:\n${result.stdout}\n${result.stderr}`);
  return result;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function fetchText(url: string): Promise<{ status: number; text: string } | undefined> {
  try {
    const response = await fetch(url);
    return { status: response.status, text: await response.text() };
  } catch {
    return undefined;
  }
}

beforeAll(() => {
  if (!existsSync(join(ROOT, 'dist', '.built'))) throw new Error('dist/ is not built: run `npm run build` first (npm test does)');
  scratch = mkdtempSync(join(tmpdir(), 'trackwright-package-'));
  // The scripts already ran: npm test built dist/ before vitest started.
  const packed = run(NPM, ['pack', '--ignore-scripts', '--json', '--pack-destination', scratch], ROOT);
  tarball = join(scratch, (JSON.parse(packed.stdout) as { filename: string }[])[0].filename);
  const packedCreate = run(NPM, ['pack', '--ignore-scripts', '--json', '--pack-destination', scratch], join(ROOT, 'create-trackwright'));
  createTarball = join(scratch, (JSON.parse(packedCreate.stdout) as { filename: string }[])[0].filename);
  boot = join(scratch, 'boot');
  repo = join(scratch, '18mine');
}, 5 * MINUTES);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}, 2 * MINUTES);

// The tests are the stages of one designer's way through one repository (scaffolded, then
// served, then played online): they run in the order written, even where tests are shuffled.
describe('the packed toolkit', { shuffle: false }, () => {
  it('holds the compiled command, engine, server and preview with their declarations, and no build leftovers', () => {
    const listing = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n');
    for (const file of ['bin/trackwright.js', 'dist/cli/trackwright.js', 'dist/runtime/index.js', 'dist/runtime/index.d.ts', 'dist/server/app.js', 'dist/preview/vite.config.js', 'runtime/index.ts', 'preview/index.html', 'schemas/title.schema.json', 'titles/_tiles/yellow.yaml', 'docs/authoring.md']) {
      expect(listing, file).toContain(`package/${file}`);
    }
    expect(listing.filter((f) => f.includes('.tsbuildinfo') || f.startsWith('package/test/') || f.startsWith('package/codegen/'))).toEqual([]);
  });

  it('scaffolds a title repository whose npm test passes: build, lint, replay of its recordings, simulated games', () => {
    // Both packages in one install, as `npm create trackwright` fetches them: create-trackwright's
    // dependency on the toolkit of its version is met by the toolkit's tarball.
    run(NPM, ['install', '--prefix', boot, tarball, createTarball], scratch);
    const created = run(process.execPath, [join(boot, 'node_modules', 'trackwright', 'bin', 'trackwright.js'), 'new', '--standalone', repo, '--toolkit', `file:${tarball}`], scratch);
    expect(created.stdout).toContain('created the title repository');
    for (const file of ['package.json', 'README.md', '.github/workflows/test.yml', 'tsconfig.json', 'titles/18mine/title.yaml', 'titles/18mine/hooks.ts']) expect(existsSync(join(repo, file)), file).toBe(true);
    expect(readFileSync(join(repo, 'titles/18mine/map.yaml'), 'utf8')).toMatch(/^# yaml-language-server: \$schema=\.\.\/\.\.\/node_modules\/trackwright\/schemas\/title\.schema\.json\n/);

    const started = Date.now();
    run(NPM, ['install'], repo);
    const seconds = (Date.now() - started) / 1000;
    const size = execFileSync('du', ['-sm', join(repo, 'node_modules')], { encoding: 'utf8' }).split('\t')[0];
    process.stdout.write(`title repository install: ${seconds.toFixed(1)} s, node_modules ${size} MB\n`);
    // Authoring needs no native build: the SQLite driver is an optional peer, not installed.
    expect(existsSync(join(repo, 'node_modules', 'better-sqlite3'))).toBe(false);
    // Nor does the toolkit build anything there: its `prepare` is for a checkout of it, not for its consumers.
    expect(existsSync(join(repo, 'node_modules', 'trackwright', 'generated'))).toBe(false);

    // A recorded game for npm test to replay: one simulated game, as a designer would keep it.
    const bin = join(repo, 'node_modules', '.bin', 'trackwright');
    run(bin, ['build'], repo);
    run(bin, ['simulate', '18mine', '--games', '1', '--seed', '7', '--record', join(repo, 'recordings', '18mine')], repo);
    expect(readdirSync(join(repo, 'recordings', '18mine')).filter((f) => f.endsWith('.json'))).toHaveLength(1);
    // It ran from the repository's engine bundle (the package's engine in one file, each of the repository's titles in one of its own).
    expect(readdirSync(join(repo, 'generated', 'node', '.engine')).sort()).toEqual(expect.arrayContaining(['engine.cjs', 'stamp', 'titles']));
    expect(readdirSync(join(repo, 'generated', 'node', '.engine', 'titles'))).toContain('18mine.cjs');
    expect(existsSync(join(repo, 'generated', 'node', '.engine', 'failed'))).toBe(false);
    // A variant of a bundled title: its base is the package's 1830, compiled with the repository's
    // titles, its code imported through the package (never a path into node_modules).
    mkdirSync(join(repo, 'titles', '1830_mine'));
    const variant = 'extends: 1830\nmeta:\n  title: 1830 Mine\nrules:\n  bank_cash: 9000\n';
    writeFileSync(join(repo, 'titles', '1830_mine', 'title.yaml'), variant.replace('1830\n', '1803\n'));
    const misspelt = spawnSync(bin, ['validate', '1830_mine'], { cwd: repo, encoding: 'utf8' });
    expect(misspelt.status, misspelt.stderr).toBe(1);
    expect(misspelt.stderr).toContain("titles/1830_mine/title.yaml:1:10  error  no title '1803' to extend  (hint: did you mean '1830'?)");
    writeFileSync(join(repo, 'titles', '1830_mine', 'title.yaml'), variant);
    // A hook of its own over 1830's, type-checked against the names it inherits from the package.
    const hooks = (train: string) =>
      `import { defineHooks } from 'trackwright/sdk';\nimport type { Types } from '../../generated/titles/1830_mine/types.js';\n\nexport default defineHooks<Types>({\n  trainCount: (train) => (train.name === '${train}' ? 7 : undefined),\n});\n`;
    writeFileSync(join(repo, 'titles', '1830_mine', 'hooks.ts'), hooks('9'));
    const untyped = spawnSync(bin, ['build'], { cwd: repo, encoding: 'utf8' });
    expect(untyped.status, untyped.stderr).toBe(1);
    expect(untyped.stderr).toContain(`titles/1830_mine/hooks.ts:5:27  error  This comparison appears to be unintentional because the types '"2" | "3" | "4" | "5" | "6" | "D"' and '"9"' have no overlap.`);
    writeFileSync(join(repo, 'titles', '1830_mine', 'hooks.ts'), hooks('2'));
    run(bin, ['build'], repo);
    expect(readFileSync(join(repo, 'generated', 'titles', '1830', 'code.ts'), 'utf8')).toContain("import hooks from 'trackwright/titles/1830/hooks.js'");
    expect(readFileSync(join(repo, 'generated', 'titles', '1830_mine', 'code.ts'), 'utf8')).toContain("from '../1830/code.js'");
    run(bin, ['simulate', '1830_mine', '--games', '1', '--seed', '3', '--record', join(repo, 'recordings', '1830_mine')], repo);
    const variantGame = readdirSync(join(repo, 'recordings', '1830_mine')).find((f) => f.endsWith('.json'))!;
    expect(JSON.parse(readFileSync(join(repo, 'recordings', '1830_mine', variantGame), 'utf8')).title).toMatch(/^1830(_| )Mine$/);
    const compiled = readFileSync(join(repo, 'generated', 'titles', '18mine', 'index.ts'), 'utf8');
    expect(compiled).toContain(`toolkitVersion: '${VERSION}'`);
    expect(compiled).toContain("from 'trackwright/runtime/module.js'");

    const test = run(NPM, ['test'], repo);
    expect(test.stdout).toMatch(/18mine\b.*: no warnings/);
    expect(test.stdout).toContain('2 of 2 recorded games replayed as recorded');
    expect(test.stdout).toContain('no failures');
  }, 15 * MINUTES);

  it("serves the title repository's preview with npm start, the title listed", async () => {
    expect(existsSync(join(repo, 'node_modules'))).toBe(true);
    const port = await freePort();
    const child = spawn(NPM, ['start', '--', '--port', String(port), '--host', '127.0.0.1'], { cwd: repo, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    try {
      const base = `http://127.0.0.1:${port}`;
      let page;
      for (const end = Date.now() + 60_000; Date.now() < end && page?.status !== 200; ) {
        page = await fetchText(`${base}/`);
        if (page?.status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(page?.status, output).toBe(200);
      expect(output).toContain(`18mine:`);
      // The page's title list comes from the repository's registry, through the preview's import.
      const titles = await fetchText(`${base}/src/app/titles.ts`);
      const registryUrl = titles?.text.match(/from "(\/@fs\/[^"]*\/generated\/index\.ts)"/)?.[1];
      expect(registryUrl, titles?.text.slice(0, 600)).toBeDefined();
      const registry = await fetchText(`${base}${registryUrl}`);
      // Its own titles, and the bundled base one of them extends.
      expect(registry?.text).toMatch(/TITLE_IDS = \[\s*["']1830_mine["'],\s*["']18mine["'],\s*["']1830["']\s*\]/);
      // The title module loads the engine from the package's TypeScript, as the preview does.
      const title = await fetchText(`${base}${registryUrl!.replace(/index\.ts$/, 'titles/18mine/index.ts')}`);
      expect(title?.text).toMatch(/node_modules\/trackwright\/runtime\/module\.ts/);
      // The bundled base's code, through the package, as TypeScript: the same engine modules.
      const baseCode = await fetchText(`${base}${registryUrl!.replace(/index\.ts$/, 'titles/1830/code.ts')}`);
      expect(baseCode?.text).toMatch(/node_modules\/trackwright\/titles\/1830\/hooks\.ts/);
      expect(baseCode?.text).toMatch(/node_modules\/trackwright\/runtime\/title\/extend\.ts/);
    } finally {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }, 3 * MINUTES);
  it("plays the repository's own titles online with npm run serve: listed, created, stamped with the toolkit's version", async () => {
    expect(existsSync(join(repo, 'generated', 'titles', '1830_mine')), 'the scaffold test runs first').toBe(true);
    const env = { ...process.env, DATABASE_URL: join(scratch, 'games.sqlite'), LOG_LEVEL: 'warn' };
    // Authoring installed no SQLite driver: serving on SQLite says how to get one.
    const refused = spawnSync(NPM, ['run', '--silent', 'serve', '--', '--port', '0'], { cwd: repo, encoding: 'utf8', env, timeout: 2 * MINUTES });
    expect(refused.status, refused.stdout + refused.stderr).toBe(1);
    expect(refused.stderr).toContain('npm install better-sqlite3');
    // The designer's `npm install better-sqlite3`, without building it again: the toolkit's own, linked.
    symlinkSync(join(ROOT, 'node_modules', 'better-sqlite3'), join(repo, 'node_modules', 'better-sqlite3'), 'dir');

    const port = await freePort();
    const child = spawn(NPM, ['run', 'serve', '--', '--port', String(port), '--host', '127.0.0.1'], { cwd: repo, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    try {
      const base = `http://127.0.0.1:${port}`;
      let listed;
      for (const end = Date.now() + 60_000; Date.now() < end && listed?.status !== 200; ) {
        listed = await fetchText(`${base}/api/titles`);
        if (listed?.status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(listed?.status, output).toBe(200);
      const ids = (JSON.parse(listed!.text) as { titles: { id: string }[] }).titles.map((t) => t.id);
      expect(ids).toEqual(expect.arrayContaining(['18mine', '1830_mine']));
      for (const title of ['18mine', '1830 Mine']) {
        const response = await fetch(`${base}/api/games`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ title, players: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }] }),
        });
        expect(response.status, title).toBe(201);
        const { id } = (await response.json()) as { id: number };
        const exported = (await (await fetch(`${base}/api/games/${id}/export`)).json()) as { title: string; toolkit_version: string };
        expect(exported.title).toBe(title === '18mine' ? '18mine' : '1830_mine');
        expect(exported.toolkit_version).toBe(VERSION);
      }
      // The designer's check-games replays the stored games of their title under the title built now.
      const checked = run(join(repo, 'node_modules', '.bin', 'trackwright'), ['check-games', '1830_mine', '--db', env.DATABASE_URL], repo);
      expect(checked.stdout).toMatch(/1830_mine: 1 game checked in [\d.]+ s, 1 replay, 0 diverge\n/);
    } finally {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }, 3 * MINUTES);

  it('makes the same repository with create-trackwright (npm create trackwright) as with trackwright new --standalone', () => {
    const made = (how: string) => join(scratch, how, '18create');
    const toolkit = ['--toolkit', `file:${tarball}`];
    run(process.execPath, [join(boot, 'node_modules', 'trackwright', 'bin', 'trackwright.js'), 'new', '--standalone', made('new'), ...toolkit], scratch);
    mkdirSync(join(scratch, 'create'));
    const created = run(join(boot, 'node_modules', '.bin', 'create-trackwright'), ['18create', ...toolkit], join(scratch, 'create'));
    expect(created.stdout).toContain('created the title repository 18create/');
    const files = (dir: string, at = ''): string[] =>
      readdirSync(join(dir, at))
        .sort()
        .flatMap((name) => (statSync(join(dir, at, name)).isDirectory() ? files(dir, join(at, name)) : [join(at, name)]));
    const expected = files(made('new'));
    expect(expected).toContain(join('titles', '18create', 'title.yaml'));
    expect(files(made('create'))).toEqual(expected);
    for (const file of expected) expect(readFileSync(join(made('create'), file), 'utf8'), file).toBe(readFileSync(join(made('new'), file), 'utf8'));
    // Without a folder it says how it is used, and makes nothing.
    const usage = spawnSync(join(boot, 'node_modules', '.bin', 'create-trackwright'), [], { cwd: scratch, encoding: 'utf8' });
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('usage: npm create trackwright <folder>');
  });
});
