/**
 * Throwaway project roots for the codegen tests: a copy of some bundled titles, the shared tile
 * library and the schemas in a temporary folder, so a test can break a title, build it and look
 * at generated/ without touching the repository's own.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectLayout, type ProjectLayout } from '../../codegen/build.js';

export const REPO_ROOT = join(import.meta.dirname, '..', '..');
export const CODEGEN_BIN = join(REPO_ROOT, 'bin', 'codegen.js');

export interface TempProject {
  readonly root: string;
  readonly layout: ProjectLayout;
  /** A path inside the project, e.g. `titles/example/title.yaml`. */
  path(rel: string): string;
  read(rel: string): string;
  /** Replaces the one occurrence of `find` in a project file; throws if it is not there once. */
  edit(rel: string, find: string, replace: string): void;
  remove(): void;
}

/** A project holding the given bundled titles (default: the small example title). */
export function tempProject(titles: readonly string[] = ['example']): TempProject {
  const root = mkdtempSync(join(tmpdir(), 'trackwright-codegen-'));
  cpSync(join(REPO_ROOT, 'schemas'), join(root, 'schemas'), { recursive: true });
  for (const dir of ['_tiles', ...titles]) cpSync(join(REPO_ROOT, 'titles', dir), join(root, 'titles', dir), { recursive: true });
  // The engine by link: hooks and steps import it, and the build type-checks them against it.
  symlinkSync(join(REPO_ROOT, 'runtime'), join(root, 'runtime'), 'dir');
  return projectAt(root);
}

/** A second, independent copy of a project (its generated/ included, if any). */
export function copyProject(from: TempProject): TempProject {
  const root = mkdtempSync(join(tmpdir(), 'trackwright-codegen-'));
  cpSync(from.root, root, { recursive: true });
  return projectAt(root);
}

function projectAt(root: string): TempProject {
  const path = (rel: string) => join(root, rel);
  return {
    root,
    layout: projectLayout(root),
    path,
    read: (rel) => readFileSync(path(rel), 'utf8'),
    edit(rel, find, replace) {
      const text = readFileSync(path(rel), 'utf8');
      const count = text.split(find).length - 1;
      if (count !== 1) throw new Error(`'${find}' occurs ${count} times in ${rel}; an edit must match once`);
      writeFileSync(path(rel), text.replace(find, replace));
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

export interface CliRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `bin/codegen.js` in a fresh process with `cwd` as the current directory. */
export function runCli(args: readonly string[], cwd: string): CliRun {
  const run = spawnSync(process.execPath, [CODEGEN_BIN, ...args], { cwd, encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}
