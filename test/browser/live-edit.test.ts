/**
 * Live editing in the dev server: on a scratch copy of the example title (the repository's
 * titles are never touched), a saved YAML change redraws the open page without a reload, and an
 * invalid edit shows its diagnostic as `file:line:col  message` while the last good map stays —
 * a type error in the title's hooks.ts as much as a YAML error.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewConfig } from '../../preview/vite.config.js';
import { chromiumMissing, freePort, launch, repoRoot, screenshot, watchErrors } from './harness.js';

const missing = chromiumMissing();

describe.skipIf(missing)('live editing in the dev server', () => {
  let scratch: string;
  let server: ViteDevServer;
  let browser: Browser;
  let page: Page;
  let url: string;
  let errors: string[];
  let mapFile: string;
  let original: string;

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'trackwright-live-'));
    cpSync(join(repoRoot, 'titles', 'example'), join(scratch, 'titles', 'example'), { recursive: true });
    cpSync(join(repoRoot, 'titles', '_tiles'), join(scratch, 'titles', '_tiles'), { recursive: true });
    mapFile = join(scratch, 'titles', 'example', 'map.yaml');
    original = readFileSync(mapFile, 'utf8');
    const port = await freePort();
    server = await createServer({
      ...previewConfig({ titlesDir: join(scratch, 'titles'), outDir: join(scratch, 'generated'), fixturesDir: null, port, log: false }),
      server: { port, strictPort: true, host: '127.0.0.1' },
      logLevel: 'warn',
    });
    await server.listen();
    url = `http://127.0.0.1:${port}/`;
    browser = await launch();
    page = await browser.newPage({ viewport: { width: 1300, height: 900 } });
    errors = watchErrors(page);
    await page.goto(`${url}#/example`);
    await page.waitForSelector('.tab-body svg.map g.hex');
    // A marker that a reload would wipe.
    await page.evaluate(() => ((window as unknown as { liveMarker: number }).liveMarker = 42));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  const marker = () => page.evaluate(() => (window as unknown as { liveMarker?: number }).liveMarker);

  it('redraws the page when a title YAML is saved, without a reload', async () => {
    expect(original).toContain('B4: Alder\n');
    writeFileSync(mapFile, original.replace('B4: Alder\n', 'B4: Alderley Junction\n'));
    await page.waitForFunction(() => document.querySelector('.tab-body svg.map')?.textContent?.includes('Alderley Junction'), null, { timeout: 30_000 });
    expect(await marker()).toBe(42);
    await screenshot(page, 'live-edit-updated');
  });

  it('shows a validation error as file:line:col  message and keeps the last good map', async () => {
    const broken = original.replace('B4: Alderley Junction\n', 'B4: Alder\n').replace('D6: city ', 'D6: citty ');
    expect(broken).not.toBe(original);
    const line = broken.split('\n').findIndex((l) => l.includes('citty')) + 1;
    writeFileSync(mapFile, broken);
    const item = page.locator('#diagnostics [data-testid=diagnostic]', { hasText: 'citty' });
    await item.waitFor({ timeout: 30_000 });
    const text = (await item.innerText()).replace(/\s+/g, ' ');
    expect(text).toMatch(new RegExp(`titles/example/map\\.yaml:${line}:\\d+ unknown part type 'citty'`));
    expect(await page.locator('#build-status').getAttribute('data-ok')).toBe('false');
    // The last good render stays: every hex, and the name from the last good build.
    expect(await page.locator('.tab-body svg.map g.hex').count()).toBe(16);
    expect(await page.locator('.tab-body svg.map').textContent()).toContain('Alderley Junction');
    expect(await marker()).toBe(42);
    await screenshot(page, 'live-edit-diagnostic');
  });

  it('clears the diagnostic when the file is fixed', async () => {
    writeFileSync(mapFile, original);
    await page.waitForSelector('#diagnostics', { state: 'hidden', timeout: 30_000 });
    await page.waitForFunction(() => !document.querySelector('.tab-body svg.map')?.textContent?.includes('Alderley'), null, { timeout: 30_000 });
    expect(await marker()).toBe(42);
    expect(errors).toEqual([]);
  });

  it("shows a type error in the title's hooks.ts like a YAML error, and clears it when fixed", async () => {
    const hooksFile = join(scratch, 'titles', 'example', 'hooks.ts');
    const hooks = (body: string) =>
      `import { defineHooks } from '${join(repoRoot, 'runtime', 'title', 'hooks.js')}';\nimport type { Types } from '../../generated/titles/example/types.js';\n\nexport default defineHooks<Types>({\n${body}\n});\n`;
    writeFileSync(hooksFile, hooks("  trainCount: (train) => (train.name === '9' ? 1 : undefined),"));
    const item = page.locator('#diagnostics [data-testid=diagnostic]', { hasText: 'hooks.ts' });
    await item.waitFor({ timeout: 30_000 });
    expect((await item.innerText()).replace(/\s+/g, ' ')).toMatch(/titles\/example\/hooks\.ts:5:27 This comparison appears to be unintentional because the types '"2" \| "3" \| "4" \| "5"' and '"9"' have no overlap/);
    expect(await page.locator('#build-status').getAttribute('data-ok')).toBe('false');
    writeFileSync(hooksFile, hooks("  trainCount: (train) => (train.name === '5' ? 1 : undefined),"));
    await page.waitForSelector('#diagnostics', { state: 'hidden', timeout: 30_000 });
    // (Adding hooks.ts rewires the title's generated module, so the page may reload meanwhile.)
    unlinkSync(hooksFile);
    expect(errors).toEqual([]);
  });
});
