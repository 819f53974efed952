/**
 * Types of fingerprint.cjs, which is plain JavaScript so `bin/codegen.js` can answer a no-op
 * build without loading tsx (see that file).
 */

/** Where a project's titles, schemas, engine and build output live. */
export interface ProjectLayout {
  readonly root: string;
  readonly titlesDir: string;
  /** The shared tile library (`titles/_tiles`; the toolkit's, in a title repository without one). */
  readonly libraryDir: string;
  readonly runtimeDir: string;
  readonly outDir: string;
  readonly schemasDir: string;
  /** The compiler's own folder: part of the fingerprint. */
  readonly codegenDir: string;
  /**
   * A title repository's only: the toolkit's bundled titles (node_modules/trackwright/titles),
   * where an `extends:` naming none of the project's own titles finds its base.
   */
  readonly bundledTitlesDir?: string;
}

export interface BuildRecord {
  readonly fingerprint: string;
  /** Every title the build compiled, as the no-op answer names them. */
  readonly titles: readonly string[];
  /** Output path (relative to the project root) → sha256 of its content. */
  readonly outputs: Readonly<Record<string, string>>;
  /** The build's diagnostics (warnings only: a build with an error records nothing), files relative to the root. */
  readonly warnings?: readonly { file: string; line: number; col: number; severity: string; code: string; message: string; hint?: string }[];
}

/** The file under `outDir` holding the record of the last build. */
export const RECORD_FILE: string;

/** The toolkit's own folder (where its package.json is). */
export const TOOLKIT_DIR: string;

/**
 * The layout of the project at `root`: `titles/`, `runtime/`, `generated/`, `schemas/` (a title repository,
 * which has no `runtime/`, takes the engine, the schemas and the tile library from the toolkit's
 * package); any folder can be placed elsewhere with `overrides` (e.g. a test project using the repository's schemas).
 */
export function projectLayout(root: string, overrides?: Partial<Omit<ProjectLayout, 'root'>>): ProjectLayout;

export function sha256(text: string | Buffer): string;

/** `path` relative to `root`, exactly as `path.relative` says it (cheaper for a path under `root`). */
export function relativeTo(root: string, path: string): string;

/** Something under titles/ or schemas/ that could not be read, and why (an errno code). */
export interface OddEntry {
  readonly path: string;
  readonly reason: string;
}

/**
 * Every input of a build, read once: the titles' YAML and TypeScript files and the schemas by
 * absolute path, folders whose names look like input files (a `map.yaml/` folder is reported by
 * the build), what could not be read, and the digest of exactly these bytes together with the
 * compiler's and the engine's source.
 */
export interface Inputs {
  readonly files: ReadonlyMap<string, Buffer>;
  readonly dirs: ReadonlySet<string>;
  readonly odd: readonly OddEntry[];
  /** The folders directly under titles/ that may be titles (see `titleFolders`). */
  readonly folders: readonly string[];
  /**
   * The toolkit's bundled titles the project's own titles extend (and those extend in turn), by
   * id → folder; their files are in `files` too. Undefined in the toolkit itself (and in any
   * project with an engine of its own): there, only the project's titles can be extended.
   */
  readonly bundled?: Readonly<Record<string, string>>;
  readonly digest: string;
}

/** `listed`: what `listInputs` found just now, when the caller has it, so the files are not listed twice. */
export function readInputs(layout: ProjectLayout, listed?: ReturnType<typeof listInputs>): Inputs;

/** What one walk found: files (and, asked for, their stats in the same order), folders named like inputs, what could not be read. */
export interface Listing {
  readonly files: string[];
  readonly dirs: string[];
  readonly odd: OddEntry[];
  readonly stats?: import('node:fs').Stats[];
}

/**
 * The files a build reads, without reading them: the folders under titles/, the titles' and the
 * tile library's files, the schemas, and the compiler's and the engine's sources (`code`).
 * `withStats`: each listing keeps its files' stats too (stat-index.cjs).
 */
export function listInputs(layout: ProjectLayout, withStats?: boolean): { readonly folders: string[]; readonly titles: Listing; readonly schemas: Listing; readonly code: Listing };

/** A bundled base title's files (the toolkit's titles a title repository extends). */
export function listBundledTitle(dir: string, withStats?: boolean): Listing;

/** Names of the folders directly under `titlesDir` (symlinks to folders included), sorted; `_` and `.` folders excluded. */
export function titleFolders(titlesDir: string): string[];

/** The digest of every input of a build (`readInputs(layout).digest`). */
export function fingerprint(layout: ProjectLayout): string;

export function readRecord(layout: Pick<ProjectLayout, 'outDir'>): BuildRecord | undefined;

/** True when the outputs on disk are exactly those the record lists. */
export function outputsIntact(layout: Pick<ProjectLayout, 'root'>, record: BuildRecord): boolean;

/** Generated title folders and pages under `outDir` of titles not among `ids`. */
export function orphans(layout: Pick<ProjectLayout, 'outDir'>, ids: readonly string[]): string[];

/**
 * The record of the last build when nothing has changed since — no input, no output, no stray
 * generated title — else undefined.
 */
export function upToDate(layout: ProjectLayout, print?: string): BuildRecord | undefined;
