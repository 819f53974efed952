/**
 * The toolkit as a package, end to end, as a designer meets it: `npm pack` of this checkout, the
 * tarball installed in a scratch folder, `trackwright new --standalone` making a title
 * repository that depends on that tarball, its install, a recorded game added, its `npm test`
 * (build, lint, replay recordings/, simulate), and its `npm start` serving a preview that lists
 * the title. Nothing but the registry npm already uses is reached (the toolkit's own
 * dependencies); nothing is published.
 */
import { execFileSync, spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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
  repo = join(scratch, '18mine');
}, 5 * MINUTES);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}, 2 * MINUTES);

describe('the packed toolkit', () => {
  it('holds the compiled command, engine, server and preview with their declarations, and no build leftovers', () => {
    const listing = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n');
    for (const file of ['bin/trackwright.js', 'dist/cli/trackwright.js', 'dist/runtime/index.js', 'dist/runtime/index.d.ts', 'dist/server/app.js', 'dist/preview/vite.config.js', 'runtime/index.ts', 'preview/index.html', 'schemas/title.schema.json', 'titles/_tiles/yellow.yaml', 'docs/authoring.md']) {
      expect(listing, file).toContain(`package/${file}`);
    }
    expect(listing.filter((f) => f.includes('.tsbuildinfo') || f.startsWith('package/test/') || f.startsWith('package/codegen/'))).toEqual([]);
  });

  it('scaffolds a title repository whose npm test passes: build, lint, replay of its recordings, simulated games', () => {
    const boot = join(scratch, 'boot');
    run(NPM, ['install', '--prefix', boot, tarball], scratch);
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

    // A recorded game for npm test to replay: one simulated game, as a designer would keep it.
    const bin = join(repo, 'node_modules', '.bin', 'trackwright');
    run(bin, ['build'], repo);
    run(bin, ['simulate', '18mine', '--games', '1', '--seed', '7', '--record', join(repo, 'recordings', '18mine')], repo);
    expect(readdirSync(join(repo, 'recordings', '18mine')).filter((f) => f.endsWith('.json'))).toHaveLength(1);
    const compiled = readFileSync(join(repo, 'generated', 'titles', '18mine', 'index.ts'), 'utf8');
    expect(compiled).toContain(`toolkitVersion: '${VERSION}'`);
    expect(compiled).toContain("from 'trackwright/runtime/module.js'");

    const test = run(NPM, ['test'], repo);
    expect(test.stdout).toContain('18mine: no warnings');
    expect(test.stdout).toContain('1 of 1 recorded games replayed as recorded');
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
      expect(registry?.text).toMatch(/TITLE_IDS = \[["']18mine["']\]/);
      // The title module loads the engine from the package's TypeScript, as the preview does.
      const title = await fetchText(`${base}${registryUrl!.replace(/index\.ts$/, 'titles/18mine/index.ts')}`);
      expect(title?.text).toMatch(/node_modules\/trackwright\/runtime\/module\.ts/);
    } finally {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }, 3 * MINUTES);
});
