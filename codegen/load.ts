/**
 * Compiler phase 1: read a title's YAML files (and the shared tile library) with source positions
 * and merge each title's files into one document.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { diagnostic, type Diagnostic, type SourcePosition } from './diagnostics.js';
import { SourceFile, type DataPath } from './source.js';

/** The files a title's data may be split across, `title.yaml` first. */
export const TITLE_FILES = ['title.yaml', 'map.yaml', 'entities.yaml'] as const;
export const LIBRARY_DIR = '_tiles';

export interface LoadedTitle {
  readonly id: string;
  readonly dir: string;
  readonly files: readonly SourceFile[];
  /** The merged data: every top-level key of every file. */
  readonly data: Readonly<Record<string, unknown>>;
  readonly hooksFile?: string;
  /** Layer-3 steps, by step name (the file name without `.ts`). */
  readonly stepFiles: Readonly<Record<string, string>>;
  /** The title's own round kinds: `rounds/<kind>.ts`, by kind. */
  readonly roundFiles: Readonly<Record<string, string>>;
  /** `actions.ts`: the action types the title declares. */
  readonly actionsFile?: string;
  readonly diagnostics: readonly Diagnostic[];
  /** A file has a YAML syntax error (not just a duplicate key): `data` is incomplete. */
  readonly syntaxErrors: boolean;
  fileOf(topLevelKey: string): SourceFile;
  locate(path: DataPath, part?: 'key' | 'value'): SourcePosition;
  locateInScalar(path: DataPath, offset: number): SourcePosition;
}

export interface LibraryTile {
  readonly name: string;
  readonly color: string;
  readonly value: unknown;
  readonly file: SourceFile;
}

export interface LoadedLibrary {
  readonly tiles: ReadonlyMap<string, LibraryTile>;
  readonly files: readonly SourceFile[];
  readonly diagnostics: readonly Diagnostic[];
}

/** Title folders under `titlesDir`: every folder holding a `title.yaml`, sorted by name. */
export function discoverTitles(titlesDir: string): string[] {
  if (!existsSync(titlesDir)) return [];
  return readdirSync(titlesDir)
    .filter((name) => !name.startsWith('_') && !name.startsWith('.'))
    .filter((name) => existsSync(join(titlesDir, name, 'title.yaml')))
    .sort();
}

export function loadTitle(titlesDir: string, id: string): LoadedTitle {
  const dir = join(titlesDir, id);
  const diagnostics: Diagnostic[] = [];
  const files: SourceFile[] = [];
  const owner = new Map<string, SourceFile>();
  const data: Record<string, unknown> = {};

  for (const name of TITLE_FILES) {
    const path = join(dir, name);
    if (!existsSync(path)) continue;
    const file = new SourceFile(path, readFileSync(path, 'utf8'));
    files.push(file);
    diagnostics.push(...file.syntaxDiagnostics());
    const content = file.data();
    if (content === null || content === undefined) continue;
    if (typeof content !== 'object' || Array.isArray(content)) {
      diagnostics.push(
        diagnostic(file.locate([]), 'yaml/not-a-mapping', `${name} must be a mapping of top-level keys`, 'start the file with keys such as `meta:` or `hexes:`'),
      );
      continue;
    }
    for (const [key, value] of Object.entries(content)) {
      const previous = owner.get(key);
      if (previous) {
        diagnostics.push(
          diagnostic(
            file.locate([key], 'key'),
            'title/key-in-two-files',
            `top-level key '${key}' is already defined in ${basename(previous.path)}`,
            `keep '${key}' in one file of titles/${id}/`,
          ),
        );
        continue;
      }
      owner.set(key, file);
      data[key] = value;
    }
  }

  const primary = files[0];
  const fileOf = (key: string): SourceFile => owner.get(key) ?? primary;
  const hooksPath = join(dir, 'hooks.ts');
  const stepFiles = tsFilesIn(join(dir, 'steps'));
  const roundFiles = tsFilesIn(join(dir, 'rounds'));
  const actionsPath = join(dir, 'actions.ts');

  return {
    id,
    dir,
    files,
    data,
    diagnostics,
    syntaxErrors: files.some((file) => file.hasSyntaxErrors()),
    stepFiles,
    roundFiles,
    ...(existsSync(hooksPath) ? { hooksFile: hooksPath } : {}),
    ...(existsSync(actionsPath) ? { actionsFile: actionsPath } : {}),
    fileOf,
    locate: (path, part) => fileOf(String(path[0])).locate(path, part),
    locateInScalar: (path, offset) => fileOf(String(path[0])).locateInScalar(path, offset),
  };
}

/** The shared tile library: one YAML file per colour, each a mapping of tile name to tile. */
export function loadLibrary(titlesDir: string): LoadedLibrary {
  const dir = join(titlesDir, LIBRARY_DIR);
  const tiles = new Map<string, LibraryTile>();
  const files: SourceFile[] = [];
  const diagnostics: Diagnostic[] = [];
  if (!existsSync(dir)) return { tiles, files, diagnostics };

  for (const name of readdirSync(dir).filter((n) => n.endsWith('.yaml')).sort()) {
    const file = new SourceFile(join(dir, name), readFileSync(join(dir, name), 'utf8'));
    files.push(file);
    diagnostics.push(...file.syntaxDiagnostics());
    // A file that does not parse yields no tiles: its partial data would only add noise.
    if (file.hasSyntaxErrors()) continue;
    const color = name.slice(0, -'.yaml'.length);
    const content = file.data();
    if (content === null || content === undefined) continue;
    if (typeof content !== 'object' || Array.isArray(content)) {
      diagnostics.push(diagnostic(file.locate([]), 'yaml/not-a-mapping', `${name} must map tile names to tiles`));
      continue;
    }
    for (const [tileName, value] of Object.entries(content)) {
      const existing = tiles.get(tileName);
      if (existing) {
        diagnostics.push(
          diagnostic(
            file.locate([tileName], 'key'),
            'library/duplicate-tile',
            `tile '${tileName}' is already defined in ${basename(existing.file.path)}`,
            'a tile name must be unique across the library',
          ),
        );
        continue;
      }
      tiles.set(tileName, { name: tileName, color, value, file });
    }
  }
  return { tiles, files, diagnostics };
}

/** The `.ts` files of a title's folder (steps/, rounds/), by name without the extension. */
function tsFilesIn(folder: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!existsSync(folder) || !statSync(folder).isDirectory()) return out;
  for (const name of readdirSync(folder).sort()) {
    if (name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts')) out[name.slice(0, -3)] = join(folder, name);
  }
  return out;
}
