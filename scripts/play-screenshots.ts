/**
 * The game page's screenshots in docs/play.md: 1830, 1846 and 18Chesapeake at a turn of each
 * kind of round (an auction or 1846's draft, a stock round, an operating round running trains),
 * at 1400×1000 (a desktop) and 1280×800 (a laptop), from the shared recordings, as hotseat games
 * in Chromium. Written to docs/images/play-<title>-<round>-<width>.png, reduced to 64 colours
 * with pngquant where it is installed (apt-get install pngquant): a map's few flat colours lose
 * little, and each picture takes about 100 KiB instead of 350.
 *
 *   npm run screenshots:play      (needs ../shared/fixtures or $TRACKWRIGHT_FIXTURES, and Chromium)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import { previewConfig, repoRoot } from '../preview/vite.config.js';

interface Shot {
  readonly title: string;
  readonly recording: string;
  /** Actions played before the picture: a turn of the round kind named. */
  readonly actions: number;
  readonly round: string;
}

const SHOTS: readonly Shot[] = [
  { title: '1830', recording: '26855', actions: 3, round: 'auction' },
  { title: '1830', recording: '26855', actions: 40, round: 'stock' },
  { title: '1830', recording: '26855', actions: 264, round: 'operating' },
  { title: '1846', recording: '20381', actions: 2, round: 'draft' },
  { title: '1846', recording: '20381', actions: 14, round: 'stock' },
  { title: '1846', recording: '20381', actions: 152, round: 'operating' },
  { title: '18Chesapeake', recording: '1277', actions: 3, round: 'auction' },
  { title: '18Chesapeake', recording: '1277', actions: 22, round: 'stock' },
  { title: '18Chesapeake', recording: '1277', actions: 117, round: 'operating' },
];
const SIZES = [
  { width: 1400, height: 1000 },
  { width: 1280, height: 800 },
] as const;

const fixtures = process.env.TRACKWRIGHT_FIXTURES ? resolve(process.env.TRACKWRIGHT_FIXTURES) : resolve(repoRoot, '..', 'shared', 'fixtures');
if (!existsSync(fixtures)) throw new Error(`no recordings at ${fixtures} (set TRACKWRIGHT_FIXTURES)`);
const out = join(repoRoot, 'docs', 'images');
mkdirSync(out, { recursive: true });

const dist = mkdtempSync(join(tmpdir(), 'trackwright-shots-'));
await build({ ...previewConfig({ buildOutDir: dist, log: false }), logLevel: 'warn' });
// No game server behind /api: hotseat games need none.
const server = await preview({ ...previewConfig({ buildOutDir: dist, log: false }), logLevel: 'silent', preview: { port: 0, host: '127.0.0.1' } });
const url = server.resolvedUrls?.local[0] ?? '';
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
const quantize = (() => {
  try {
    execFileSync('pngquant', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    console.warn('pngquant not found: the screenshots stay as Chromium wrote them (about 350 KiB each)');
    return false;
  }
})();

try {
  for (const shot of SHOTS) {
    const fixture = JSON.parse(readFileSync(join(fixtures, shot.title, `${shot.recording}.json`), 'utf8'));
    const record = {
      id: `shot-${shot.title}-${shot.round}`,
      title: shot.title,
      players: fixture.players.map((p: { id: number; name: string }) => ({ id: p.id, name: p.name })),
      optionalRules: fixture.settings?.optional_rules ?? [],
      seed: fixture.settings?.seed ?? Number(fixture.id),
      actions: fixture.actions.slice(0, shot.actions),
      createdAt: 1,
      updatedAt: 1,
    };
    for (const size of SIZES) {
      const page = await (await browser.newContext({ viewport: size })).newPage();
      await page.goto(url);
      await page.evaluate((r) => localStorage.setItem(`trackwright:hotseat:${r.id}`, JSON.stringify(r)), record);
      await page.goto(`${url}#/play/local/${record.id}`);
      await page.waitForSelector('.play-view .action-panel, .play-view .curtain:not([hidden])', { state: 'attached', timeout: 60_000 });
      if (await page.locator('.curtain:not([hidden]) button[data-show-view]').count()) await page.click('button[data-show-view]');
      await page.waitForTimeout(300);
      const file = join(out, `play-${shot.title.toLowerCase()}-${shot.round}-${size.width}.png`);
      await page.screenshot({ path: file });
      if (quantize) execFileSync('pngquant', ['--speed', '1', '--strip', '--force', '--output', file, '64', file]);
      console.log(`${file.slice(repoRoot.length + 1)}: ${await page.locator('[data-testid="round"]').innerText()}, ${Math.round(statSync(file).size / 1024)} KiB`);
      await page.context().close();
    }
  }
} finally {
  await browser.close();
  await new Promise<void>((done) => server.httpServer.close(() => done()));
  rmSync(dist, { recursive: true, force: true });
}
