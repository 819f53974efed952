/**
 * Titles meet the engine through one module, the SDK (runtime/sdk.ts): a title's code — bundled
 * (titles/) or probe (test/titles/) — imports the engine from it and from nowhere else in
 * runtime/, so the rest of runtime/ is the engine's own and free to change. Besides the SDK a
 * title imports its own files (or another title's) and the types `codegen build` generates
 * for it (and a base title's generated code, for a variant); never the compiler, the server, the preview, a Node built-in or a package: a title
 * runs wherever the engine does, in the browser too.
 *
 * Imports are read with TypeScript's pre-processor, type-only and dynamic ones included.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './support/shared.js';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

const RUNTIME = join(REPO_ROOT, 'runtime');
const SDK = join(RUNTIME, 'sdk.ts');

interface Import {
  readonly file: string;
  readonly specifier: string;
  /** The `.ts` file a relative specifier names. */
  readonly target?: string;
}

function importsOf(file: string): Import[] {
  return ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map(({ fileName }) => ({
    file,
    specifier: fileName,
    ...(fileName.startsWith('.') ? { target: resolve(dirname(file), fileName).replace(/\.js$/, '.ts') } : {}),
  }));
}

const inside = (dir: string, path: string) => path.startsWith(dir + sep);

/** Why a title may not import this, or undefined when it may. */
function refusal(imported: Import): string | undefined {
  const target = imported.target;
  if (target === undefined) return 'a package or Node built-in: a title runs wherever the engine does, the browser too';
  if (target === SDK) return undefined;
  if (inside(RUNTIME, target)) return 'the engine past the SDK: import it from runtime/sdk.js';
  for (const root of [join(REPO_ROOT, 'titles'), join(REPO_ROOT, 'test', 'titles')]) if (inside(root, target)) return undefined;
  for (const root of [join(REPO_ROOT, 'generated', 'titles'), join(REPO_ROOT, 'test', 'generated', 'titles')]) {
    if (inside(root, target) && target.endsWith(`${sep}types.ts`)) return undefined;
    // A variant calls its base's hooks through the base's generated code (docs/authoring.md, "Variants").
    if (inside(root, target) && target.endsWith(`${sep}code.ts`)) return undefined;
  }
  return 'outside the SDK, the titles and their generated types';
}

const titleFiles = [join(REPO_ROOT, 'titles'), join(REPO_ROOT, 'test', 'titles')].flatMap(sources);
const titleImports = titleFiles.flatMap(importsOf);

describe('titles import the engine only through the SDK', () => {
  it('reads the imports of every title, bundled and probe', () => {
    // Guards the check itself: with no imports read, any title would pass.
    expect(titleFiles.length).toBeGreaterThan(30);
    expect(titleImports.length).toBeGreaterThan(60);
    expect(titleImports.filter((i) => i.target === SDK).length).toBeGreaterThan(30);
  });

  it('imports nothing of runtime/ but runtime/sdk.ts, and nothing of the compiler, server, preview or a package', () => {
    const offenders = titleImports.flatMap((i) => {
      const why = refusal(i);
      return why ? [`${relative(REPO_ROOT, i.file)} imports '${i.specifier}': ${why}`] : [];
    });
    expect(offenders).toEqual([]);
  });
});

describe('the SDK', () => {
  it('is the titles’ door, never the engine’s: no module of runtime/ imports it', () => {
    const offenders = sources(RUNTIME)
      .filter((file) => file !== SDK)
      .filter((file) => importsOf(file).some((i) => i.target === SDK))
      .map((file) => relative(REPO_ROOT, file));
    expect(offenders).toEqual([]);
  });

  it('loads on its own, before any other engine module, with its version', async () => {
    // This file imports no engine module: the SDK is the first one loaded here.
    const sdk = await import('../runtime/sdk.js');
    expect(sdk.SDK_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
    expect(typeof sdk.Step).toBe('function');
    expect(sdk.BuyTrainStep.prototype).toBeInstanceOf(sdk.Step);
    expect(sdk.OperatingRound.prototype).toBeInstanceOf(sdk.Round);
  });
});
