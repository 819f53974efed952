/**
 * `codegen build --watch` on a throwaway project: a saved YAML edit is rebuilt within a few
 * seconds, a burst of writes (an editor saving in several steps) gives one build, and a broken
 * save is reported without stopping the watcher.
 */
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../codegen/build.js';
import { startWatching, type Watcher } from '../../codegen/watch.js';
import { tempProject, type TempProject } from './project.js';

const TITLE = 'titles/example/title.yaml';
const DEFINITION = 'generated/titles/example/definition.ts';

let project: TempProject;
let watcher: Watcher | undefined;
let results: BuildResult[];
let waiting: (() => void) | undefined;

/** Resolves with the next build's result, failing after `ms`. */
function nextResult(ms = 5000): Promise<BuildResult> {
  const seen = results.length;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no build within ${ms} ms`)), ms);
    const check = () => {
      if (results.length > seen) {
        clearTimeout(timer);
        resolve(results[seen]);
      } else waiting = check;
    };
    check();
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(async () => {
  project = tempProject(['example']);
  results = [];
  watcher = startWatching({ layout: project.layout }, (result) => {
    results.push(result);
    waiting?.();
  });
  const initial = await nextResult(30_000);
  expect(initial.diagnostics).toEqual([]);
  await watcher.idle();
});

afterEach(async () => {
  watcher?.close();
  await watcher?.idle();
  project.remove();
});

describe('the watcher', () => {
  it('rebuilds a burst of quick writes once, with the last content', async () => {
    const path = project.path(TITLE);
    const text = readFileSync(path, 'utf8');
    const started = Date.now();
    for (const price of [460, 470, 480]) writeFileSync(path, text.replace('price: 450', `price: ${price}`));
    const result = await nextResult();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(result).toMatchObject({ ok: true, diagnostics: [] });
    expect([...result.written].sort()).toEqual([project.path('generated/docs/example.md'), project.path('generated/node/titles/example/definition.js'), project.path(DEFINITION)]);
    expect(project.read(DEFINITION)).toContain('price: 480');
    // Nothing more comes of the burst.
    await pause(500);
    await watcher!.idle();
    expect(results).toHaveLength(2);
  });

  it('reports a broken save, keeps the last good output, and rebuilds the fix', async () => {
    const before = project.read(DEFINITION);
    project.edit(TITLE, 'rusts_on: 4 }', 'rusts_on: 7 }');
    const broken = await nextResult();
    expect(broken.ok).toBe(false);
    expect(broken.diagnostics.map((d) => d.message)).toEqual(["rusts_on '7' is not a train of this title"]);
    expect(project.read(DEFINITION)).toBe(before);

    project.edit(TITLE, 'rusts_on: 7 }', 'rusts_on: 3 }');
    const fixed = await nextResult();
    expect(fixed.ok).toBe(true);
    expect(project.read(DEFINITION)).toContain("rustsOn: '3'");
  });

  it('survives odd files under titles/: lock files, symlink loops, folders named like files', async () => {
    symlinkSync('user@host.1:1', project.path('titles/example/.#title.yaml'));
    symlinkSync('.', project.path('titles/example/loop'));
    mkdirSync(project.path('titles/example/notes.yaml'));
    const odd = await nextResult();
    expect(odd.ok).toBe(true);
    project.edit(TITLE, 'price: 450', 'price: 470');
    const rebuilt = await nextResult();
    expect(rebuilt.ok).toBe(true);
    expect(project.read(DEFINITION)).toContain('price: 470');
  });
});
