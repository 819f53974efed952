/**
 * Compiler phase 1: read a title's YAML files (and the shared tile library) with source positions
 * and merge each title's files into one document. Everything is read from the build's `Inputs`
 * (one read of the disk, see fingerprint.cjs), never from the disk again.
 */
import { basename, dirname, join, relative, sep } from 'node:path';
import { diagnostic, type Diagnostic, type SourcePosition } from './diagnostics.js';
import type { Inputs } from './fingerprint.cjs';
import { SourceFile, type DataPath } from './source.js';
import type { VariantOf } from '../runtime/title/variant.js';

/** The files a title's data may be split across, `title.yaml` first. */
export const TITLE_FILES = ['title.yaml', 'map.yaml', 'entities.yaml'] as const;
export const LIBRARY_DIR = '_tiles';

/** A title id is a folder name that is also a safe module path and string literal. */
export const TITLE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

export interface LoadedTitle {
  readonly id: string;
  readonly dir: string;
  readonly files: readonly SourceFile[];
  /** The merged data: every top-level key of every file. */
  readonly data: Readonly<Record<string, unknown>>;
  readonly hooksFile?: string;
  /** Layer-3 steps, by step name (the file name without `.ts`). */
  readonly stepFiles: Readonly<Record<string, string>>;
  /** The title's own round kinds (`rounds/<kind>.ts`), by kind. */
  readonly roundFiles: Readonly<Record<string, string>>;
  /** `actions.ts`: the action types the title declares. */
  readonly actionsFile?: string;
  /** `kinds.ts`: the title's additions to the engine's open kinds (runtime/title/kinds.ts). */
  readonly kindsFile?: string;
  /** Every TypeScript file of the title (tests aside) as read for this build, by absolute path. */
  readonly sources: ReadonlyMap<string, string>;
  readonly diagnostics: readonly Diagnostic[];
  /** A file has a YAML syntax error (not just a duplicate key): `data` is incomplete. */
  readonly syntaxErrors: boolean;
  /**
   * A title bundled with the toolkit that a title repository's own title extends, loaded from
   * node_modules/trackwright/titles: compiled with the project's titles (its code through the
   * package), but its warnings and its own TypeScript are the toolkit's concern, not the designer's.
   */
  readonly bundled?: boolean;
  /** The title it extends (`extends:`), with everything that title inherits; `data` is then merged (codegen/extend.ts). */
  readonly base?: LoadedTitle;
  /** What a variant changes against its base. */
  readonly variant?: VariantOf;
  /** Preprinted hexes whose tile keeps the index a base's hex group gives it (extend-merge.ts). */
  readonly hexIndexes?: ReadonlyMap<string, number>;
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

export interface Discovery {
  /** Title folders holding a `title.yaml`, sorted by name. */
  readonly ids: string[];
  /** Folders under titles/ that are not titles but look meant to be. */
  readonly diagnostics: Diagnostic[];
}

const at = (file: string): SourcePosition => ({ file, line: 1, col: 1 });

/**
 * Title folders under `titlesDir`: every folder holding a `title.yaml`. A folder without one is
 * an error, not an absent title (a build would otherwise delete that title's generated output),
 * and so is a folder whose name cannot be a title id.
 */
export function discoverTitles(inputs: Inputs, titlesDir: string): Discovery {
  const ids: string[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const name of inputs.folders) {
    const dir = join(titlesDir, name);
    if (!TITLE_ID.test(name)) {
      diagnostics.push(
        diagnostic(at(dir), 'title/bad_folder_name', `the title folder ${JSON.stringify(name)} is not a valid title id`, 'name a title folder with letters, digits, `-` and `_`, starting with a letter or digit'),
      );
      continue;
    }
    const titleFile = join(dir, 'title.yaml');
    if (inputs.files.has(titleFile)) ids.push(name);
    else if (inputs.dirs.has(titleFile)) diagnostics.push(diagnostic(at(titleFile), 'title/not_a_file', `titles/${name}/title.yaml is a folder, not a file`, 'remove the folder and write title.yaml'));
    else diagnostics.push(diagnostic(at(dir), 'title/no_title_file', `the folder titles/${name}/ has no title.yaml`, 'add title.yaml, or move the folder out of titles/ (its generated output is kept until then)'));
  }
  // A title repository's bases from the toolkit's bundled titles (fingerprint.cjs), after its own.
  for (const id of Object.keys(inputs.bundled ?? {}).sort()) if (!ids.includes(id)) ids.push(id);
  return { ids, diagnostics };
}

/**
 * The last parse of each input file, by path. A build in a long-running process (watch mode, the
 * preview's dev server, a test validating one edited title after another) parses again only the
 * files whose bytes changed since: parsing is most of a validation. Sharing is safe because a
 * SourceFile never changes once made but for what it works out lazily from its own text, and
 * its data is frozen (source.ts). One entry per path, so the cache holds one project's files.
 */
const lastParse = new Map<string, { readonly bytes: Buffer; readonly file: SourceFile }>();

function parsedFile(path: string, bytes: Uint8Array): SourceFile {
  const last = lastParse.get(path);
  if (last !== undefined && last.bytes.equals(bytes)) return last.file;
  const file = new SourceFile(path, bytes);
  // A copy: the caller's buffer is its own to reuse.
  lastParse.set(path, { bytes: Buffer.from(bytes), file });
  return file;
}

/** An input file as a parsed YAML file, or the reason it is none. */
function sourceFile(inputs: Inputs, path: string, diagnostics: Diagnostic[], root: string): SourceFile | undefined {
  const bytes = inputs.files.get(path);
  if (bytes) return parsedFile(path, bytes);
  const name = relative(root, path).split(sep).join('/');
  if (inputs.dirs.has(path)) diagnostics.push(diagnostic(at(path), 'title/not_a_file', `${name} is a folder, not a file`, `remove the folder or rename it without .yaml`));
  const odd = inputs.odd.find((entry) => entry.path === path);
  if (odd) diagnostics.push(diagnostic(at(path), 'title/unreadable', `${name} cannot be read (${odd.reason})`, 'check the file exists and is readable'));
  return undefined;
}

export function loadTitle(inputs: Inputs, titlesDir: string, id: string): LoadedTitle {
  const dir = join(titlesDir, id);
  const diagnostics: Diagnostic[] = [];
  const files: SourceFile[] = [];
  const owner = new Map<string, SourceFile>();
  const data: Record<string, unknown> = {};

  for (const name of TITLE_FILES) {
    const file = sourceFile(inputs, join(dir, name), diagnostics, titlesDir);
    if (!file) continue;
    files.push(file);
    const content = file.data();
    diagnostics.push(...file.syntaxDiagnostics());
    if (content === null || content === undefined) continue;
    if (typeof content !== 'object' || Array.isArray(content)) {
      diagnostics.push(
        diagnostic(file.locate([]), 'yaml/not_a_mapping', `${name} must be a mapping of top-level keys`, 'start the file with keys such as `meta:` or `hexes:`'),
      );
      continue;
    }
    for (const [key, value] of Object.entries(content)) {
      const previous = owner.get(key);
      if (previous) {
        diagnostics.push(
          diagnostic(
            file.locate([key], 'key'),
            'title/key_in_two_files',
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

  const primary = files[0] ?? new SourceFile(join(dir, 'title.yaml'), '');
  const fileOf = (key: string): SourceFile => owner.get(key) ?? primary;
  const sources = new Map<string, string>();
  const code = (folder: string): Record<string, string> => {
    const found: Record<string, string> = {};
    const prefix = join(dir, folder) + sep;
    for (const [path, bytes] of inputs.files) {
      if (!path.startsWith(prefix) || !path.endsWith('.ts') || path.endsWith('.test.ts')) continue;
      const name = path.slice(prefix.length, -3);
      if (name.includes(sep)) continue; // only the folder's own files, not subfolders
      found[name] = path;
      sources.set(path, bytes.toString('utf8'));
    }
    return Object.fromEntries(Object.entries(found).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  };
  const stepFiles = code('steps');
  const roundFiles = code('rounds');
  const hooksPath = join(dir, 'hooks.ts');
  const hooks = inputs.files.get(hooksPath);
  const actionsPath = join(dir, 'actions.ts');
  const actions = inputs.files.get(actionsPath);
  const kindsPath = join(dir, 'kinds.ts');
  const kinds = inputs.files.get(kindsPath);
  // Every other TypeScript file of the title too (helpers its hooks or steps import): all of it
  // is type-checked, and all of it decides whether a cached check still holds.
  for (const [path, bytes] of inputs.files) {
    if (path.startsWith(dir + sep) && path.endsWith('.ts') && !path.endsWith('.test.ts')) sources.set(path, bytes.toString('utf8'));
  }

  return {
    id,
    dir,
    files,
    data,
    diagnostics,
    syntaxErrors: files.some((file) => file.hasSyntaxErrors()),
    stepFiles,
    roundFiles,
    sources,
    ...(hooks ? { hooksFile: hooksPath } : {}),
    ...(actions ? { actionsFile: actionsPath } : {}),
    ...(kinds ? { kindsFile: kindsPath } : {}),
    fileOf,
    locate: (path, part) => fileOf(String(path[0])).locate(path, part),
    locateInScalar: (path, offset) => fileOf(String(path[0])).locateInScalar(path, offset),
  };
}

/**
 * The shared tile library: one YAML file per colour, each a mapping of tile name to tile, in
 * `libraryDir` (`titles/_tiles`, the project's own or, in a title repository without one, the
 * toolkit's).
 */
export function loadLibrary(inputs: Inputs, libraryDir: string): LoadedLibrary {
  const dir = libraryDir;
  const titlesDir = dirname(libraryDir);
  const tiles = new Map<string, LibraryTile>();
  const files: SourceFile[] = [];
  const diagnostics: Diagnostic[] = [];
  const prefix = dir + sep;
  const inLibrary = (path: string) => path.startsWith(prefix) && path.endsWith('.yaml') && !path.slice(prefix.length).includes(sep);
  const paths = [...new Set([...inputs.files.keys(), ...inputs.dirs].filter(inLibrary))].sort();

  for (const path of paths) {
    const name = basename(path);
    const file = sourceFile(inputs, path, diagnostics, titlesDir);
    if (!file) continue;
    files.push(file);
    const content = file.data();
    diagnostics.push(...file.syntaxDiagnostics());
    // A file that does not parse yields no tiles: its partial data would only add noise.
    if (file.hasSyntaxErrors()) continue;
    const color = name.slice(0, -'.yaml'.length);
    if (content === null || content === undefined) continue;
    if (typeof content !== 'object' || Array.isArray(content)) {
      diagnostics.push(diagnostic(file.locate([]), 'yaml/not_a_mapping', `${name} must map tile names to tiles`));
      continue;
    }
    for (const [tileName, value] of Object.entries(content)) {
      const existing = tiles.get(tileName);
      if (existing) {
        diagnostics.push(
          diagnostic(
            file.locate([tileName], 'key'),
            'library/duplicate_tile',
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
