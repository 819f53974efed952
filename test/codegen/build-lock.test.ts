/**
 * `build --watch`, the preview's dev server and a terminal's `build` share one lock per output
 * folder, so they never race over generated/: a build that writes waits while another holds the
 * lock — in this process or another — and a lock whose process is gone is taken over at once.
 */
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireBuildLock, buildLockPath } from '../../codegen/build-lock.js';
import { build } from '../../codegen/build.js';
import { closeTypecheck } from '../../codegen/typecheck.js';
import { trackwright, type BuildStatus } from '../../preview/server/plugin.js';
import { tempProject, type TempProject } from './project.js';

let project: TempProject;
beforeEach(() => {
  project = tempProject(['example']);
});
afterEach(() => project.remove());

const settled = async <T>(promise: Promise<T>, ms: number): Promise<boolean> => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, ms));
  return done;
};

describe('the build lock', () => {
  it('makes a build that writes wait while another holds it, then build', async () => {
    const release = await acquireBuildLock(project.layout.outDir);
    const waited: unknown[] = [];
    const running = build({ layout: project.layout, typecheck: false, onWaitForLock: (holder) => waited.push(holder) });
    expect(await settled(running, 400)).toBe(false);
    expect(waited).toEqual([expect.objectContaining({ pid: process.pid })]);
    expect(existsSync(project.path('generated/titles/example/definition.ts'))).toBe(false);
    release();
    const result = await running;
    expect(result.ok).toBe(true);
    expect(result.written.length).toBeGreaterThan(0);
    expect(existsSync(buildLockPath(project.layout.outDir))).toBe(false);
  });

  it('holds for builds in other processes, and is taken over once the process holding it is gone', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    writeFileSync(buildLockPath(project.layout.outDir), JSON.stringify({ pid: holder.pid, host: hostname(), since: Date.now(), token: 'other' }));
    const running = build({ layout: project.layout, typecheck: false });
    expect(await settled(running, 400)).toBe(false);
    holder.kill();
    expect((await running).ok).toBe(true);
  });

  it('leaves validate and check alone: they write nothing', async () => {
    const release = await acquireBuildLock(project.layout.outDir);
    try {
      expect((await build({ layout: project.layout, validateOnly: true, typecheck: false })).ok).toBe(true);
    } finally {
      release();
    }
  });

  it("is the preview's too: its dev server's build waits for a build that holds it", async () => {
    const release = await acquireBuildLock(project.path('generated'));
    const sent: BuildStatus[] = [];
    const plugin = trackwright({ root: project.root, titlesDir: project.path('titles'), outDir: project.path('generated'), fixturesDir: null, log: false });
    (plugin.config as (c: object, env: object) => unknown)({}, { command: 'serve', mode: 'development', isPreview: false });
    const dev = { middlewares: { use: () => {} }, watcher: { add: () => {}, on: () => {} }, ws: { send: (m: { data: BuildStatus }) => sent.push(m.data) }, config: { logger: { info: () => {}, warn: () => {} } } };
    const starting = (plugin.configureServer as (server: unknown) => Promise<void>)(dev);
    expect(await settled(starting, 400)).toBe(false);
    expect(sent).toEqual([]);
    release();
    await starting;
    closeTypecheck();
    expect(sent[sent.length - 1]).toMatchObject({ ok: true });
    expect(existsSync(join(project.path('generated'), 'titles', 'example', 'definition.ts'))).toBe(true);
  });
});
