/**
 * What the browser tests share: Chromium (Debian's, headless, a fresh profile per launch), the
 * preview built with Vite and served on a free localhost port, the recordings (if present) and
 * where screenshots go (test-results/browser/, git-ignored).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build, preview, type PreviewServer } from 'vite';
import { previewConfig, repoRoot } from '../../preview/vite.config.js';

export { repoRoot };

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Why browser tests cannot run here, or undefined. In CI a missing Chromium is an error. */
export function chromiumMissing(): string | undefined {
  if (existsSync(CHROMIUM)) return undefined;
  const why = `no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`;
  if (process.env.CI) throw new Error(why);
  console.warn(`[browser] skipping: ${why}`);
  return why;
}

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
}

export const screenshotDir = join(repoRoot, 'test-results', 'browser');

export async function screenshot(page: Page, name: string, fullPage = false): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const path = join(screenshotDir, `${name}.png`);
  await page.screenshot({ path, fullPage });
  return path;
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createNetServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/** The recordings folder, as the preview's server finds it. */
export function fixturesRoot(): string | undefined {
  const dir = process.env.TRACKWRIGHT_FIXTURES ? resolve(process.env.TRACKWRIGHT_FIXTURES) : resolve(repoRoot, '..', 'shared', 'fixtures');
  return existsSync(dir) ? dir : undefined;
}

export interface RecordedGame {
  readonly name: string;
  readonly path: string;
  readonly result: Record<string, number>;
  readonly actions: number;
}

export function recordings(title: string): RecordedGame[] {
  const root = fixturesRoot();
  const dir = root && join(root, title);
  if (!dir || !existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const data = JSON.parse(readFileSync(join(dir, f), 'utf8')) as { result: Record<string, number>; actions: unknown[] };
      return { name: f.replace(/\.json$/, ''), path: join(dir, f), result: data.result, actions: data.actions.length };
    });
}

export interface ServedApp {
  readonly url: string;
  readonly buildMs: number;
  close(): Promise<void>;
}

/** Builds the preview with Vite into a temporary folder and serves it with `vite preview` (its `/api` proxied to `gameServer`). */
export async function buildAndServe(options: { readonly gameServer?: string } = {}): Promise<ServedApp> {
  const outDir = mkdtempSync(join(tmpdir(), 'trackwright-preview-'));
  const started = performance.now();
  await build({ ...previewConfig({ buildOutDir: outDir, log: false }), logLevel: 'warn' });
  const buildMs = performance.now() - started;
  const port = await freePort();
  const config = previewConfig({ buildOutDir: outDir, port, log: false, ...(options.gameServer ? { gameServer: options.gameServer } : {}) });
  const server: PreviewServer = await preview({ ...config, logLevel: 'warn', preview: { ...config.preview, port, strictPort: true, host: '127.0.0.1' } });
  return {
    url: `http://127.0.0.1:${port}/`,
    buildMs,
    async close() {
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/** Collects page errors so a test can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return errors;
}

/** Loads the app at a route and waits until it has drawn it. */
export async function open(page: Page, url: string, hash: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(url + hash);
  await page.waitForFunction(() => document.body.dataset.ready !== undefined, null, { timeout: 60_000 });
}
