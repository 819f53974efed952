/**
 * The inputs of a build, read once, and their fingerprint — so that a rebuild with nothing
 * changed can be answered from a small record of the last build without loading ajv or ts-morph.
 *
 * A build compiles exactly the bytes `readInputs` read and records the digest of those same
 * bytes: a file saved while a build runs can never be recorded as built when it was not (the
 * A → B → A race), because what was compiled and what was fingerprinted are one read.
 *
 * Plain JavaScript (typed by fingerprint.d.cts, which documents each export) on purpose:
 * bin/trackwright.js answers a no-op `build` or `validate` with this module and stat-index.cjs
 * alone, before it loads any compiler; and CommonJS, so that they load without Node's ES module
 * loader (bin/trackwright.js says what that saves). The TypeScript imports them by name.
 */
'use strict';
const { existsSync, lstatSync, readdirSync, readFileSync, realpathSync, statSync } = require('node:fs');
const { basename, dirname, join, relative, sep } = require('node:path');

// node:crypto takes a few milliseconds to load, and the quick path of a no-op `validate`
// (stat-index.cjs) answers without hashing anything: loaded on the first hash instead.
/** @type {typeof import('node:crypto') | undefined} */
let crypto;
/** @param {string} algorithm */
const createHash = (algorithm) => (crypto ??= require('node:crypto')).createHash(algorithm);

const RECORD_FILE = '.codegen-record.json';

/**
 * The toolkit's own folder: this file's parent's parent, one more up when it runs compiled from
 * dist/ (dist/codegen/fingerprint.cjs).
 */
const TOOLKIT_DIR = (() => {
  const up = dirname(__dirname);
  return basename(up) === 'dist' ? dirname(up) : up;
})();

function projectLayout(root, overrides = {}) {
  // The compiler's sources when they are there (compiled or not, the same compiler: bin/trackwright.js
  // runs dist/ only while it is current), so builds in and out of dist/ share one record.
  const sourceDir = join(TOOLKIT_DIR, 'codegen');
  const codegenDir = existsSync(join(sourceDir, 'build.ts')) ? `${sourceDir}${sep}` : `${__dirname}${sep}`;
  // The toolkit itself (and a copy of it, as tests make) has its engine beside its titles; a
  // designer's title repository has only titles/, and takes the engine, the schemas and the tile
  // library from the toolkit's package (its own titles/_tiles/ when it has one).
  const own = existsSync(join(root, 'runtime'));
  const base = own ? root : TOOLKIT_DIR;
  const titlesDir = overrides.titlesDir ?? join(root, 'titles');
  const ownLibrary = join(titlesDir, '_tiles');
  return {
    root,
    titlesDir,
    libraryDir: own || existsSync(ownLibrary) ? ownLibrary : join(TOOLKIT_DIR, 'titles', '_tiles'),
    // Where a title repository's `extends: 1830` finds the titles bundled with the toolkit.
    ...(own ? {} : { bundledTitlesDir: join(TOOLKIT_DIR, 'titles') }),
    runtimeDir: join(base, 'runtime'),
    outDir: join(root, 'generated'),
    schemasDir: join(base, 'schemas'),
    codegenDir,
    ...overrides,
  };
}

/**
 * Files under `dir` whose names `accept` takes, in a stable order. Never throws on what an
 * editor or a user leaves in a folder: names starting with `.` (lock files such as `.#title.yaml`,
 * which are often broken symlinks) are skipped, a broken symlink or a symlink loop is skipped,
 * and anything unreadable is listed in `odd` with the reason.
 *
 * The folder's entries carry their types, so only the files kept are statted (and only when
 * their stats are asked for), and only a folder reached through a symlink has its real path
 * asked: a plain subfolder's is its parent's and its name. On the quick path of a no-op
 * `validate` these syscalls are most of the work (bin/trackwright.js).
 *
 * @param {string} dir
 * @param {(name: string) => boolean} accept
 * @param {{ files: string[], dirs: string[], odd: { path: string, reason: string }[], stats?: import('node:fs').Stats[] }} out
 * @param {Set<string>} seen real paths of the folders walked, against symlink loops
 * @param {string} [real] the real path of `dir`, when the caller knows it
 */
function walk(dir, accept, out, seen = new Set(), real = undefined) {
  if (real === undefined) {
    try {
      real = realpathSync(dir);
    } catch {
      return out;
    }
  }
  if (seen.has(real)) return out;
  seen.add(real);
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    out.odd.push({ path: dir, reason: error.code ?? String(error) });
    return out;
  }
  entries.sort(byName);
  const base = dir.endsWith(sep) ? dir.slice(0, -1) : dir;
  for (const entry of entries) {
    const name = entry.name;
    if (name.startsWith('.')) continue;
    const path = `${base}${sep}${name}`;
    if (entry.isDirectory()) {
      if (accept(name)) out.dirs.push(path);
      walk(path, accept, out, seen, `${real === sep ? '' : real}${sep}${name}`);
      continue;
    }
    const link = entry.isSymbolicLink();
    if (!link && !(entry.isFile() && accept(name))) continue;
    let stats;
    if (link || out.stats) {
      try {
        stats = link ? statSync(path) : lstatSync(path);
      } catch {
        continue; // a broken symlink, or a file removed since the listing: nothing there to read
      }
    }
    if (link && stats.isDirectory()) {
      if (accept(name)) out.dirs.push(path);
      walk(path, accept, out, seen);
    } else if ((!link || stats.isFile()) && accept(name)) {
      out.files.push(path);
      // Taken before the file is read: what stat-index.cjs compares a later look with.
      out.stats?.push(stats);
    }
  }
  return out;
}

/** Entries by name, as `Array.prototype.sort` orders plain strings (by UTF-16 code units). */
function byName(a, b) {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/**
 * `path` relative to `root`, as `path.relative` says it: for a path under `root`, the rest of
 * it, without the cost of normalising both (this runs for every input on every quick look).
 */
function relativeTo(root, path) {
  const prefix = root.endsWith(sep) ? root : `${root}${sep}`;
  return path.startsWith(prefix) && !path.endsWith(sep) ? path.slice(prefix.length) : relative(root, path);
}

/** A walk's findings; `stats` (when asked for) holds each file's stats, in `files`' order. */
function listing(withStats = false) {
  return withStats ? { files: [], dirs: [], odd: [], stats: [] } : { files: [], dirs: [], odd: [] };
}

function sha256(text) {
  return createHash('sha256').update(text).digest('hex');
}

/** Reads a file, or records why it cannot be read. */
function tryRead(path, odd) {
  try {
    return readFileSync(path);
  } catch (error) {
    odd.push({ path, reason: error.code ?? String(error) });
    return undefined;
  }
}

const isSource = (n) => n.endsWith('.ts') || n.endsWith('.js') || n.endsWith('.cjs') || n.endsWith('.cts') || n.endsWith('.hbs');

/** Names of the folders directly under `titlesDir` (symlinks to folders included), sorted; `_` and `.` folders excluded. */
function titleFolders(titlesDir) {
  let names;
  try {
    names = readdirSync(titlesDir);
  } catch {
    return [];
  }
  return names
    .filter((name) => !name.startsWith('.') && !name.startsWith('_'))
    .filter((name) => {
      try {
        return statSync(join(titlesDir, name)).isDirectory();
      } catch {
        return false; // a broken symlink, or a file removed while listed
      }
    })
    .sort();
}

const isTitleInput = (n) => n.endsWith('.yaml') || n.endsWith('.ts');

/**
 * The files a build reads, without reading them: the folders under titles/, the titles' and the
 * tile library's files, the schemas, and the compiler's and the engine's sources (`code`).
 * `withStats`: each listing keeps its files' stats too (stat-index.cjs).
 */
function listInputs(layout, withStats = false) {
  const folders = titleFolders(layout.titlesDir);
  const titles = walk(layout.titlesDir, isTitleInput, listing(withStats));
  // A tile library outside the titles folder (the toolkit's, in a title repository) is an input too.
  const libraryDir = layout.libraryDir ?? join(layout.titlesDir, '_tiles');
  if (!libraryDir.startsWith(layout.titlesDir + sep)) {
    const library = walk(libraryDir, (n) => n.endsWith('.yaml'), listing(withStats));
    titles.files.push(...library.files);
    titles.dirs.push(...library.dirs);
    titles.odd.push(...library.odd);
    if (withStats) titles.stats.push(...library.stats);
  }
  const schemas = walk(layout.schemasDir, (n) => n.endsWith('.json'), listing(withStats));
  const code = walk(layout.codegenDir, isSource, listing(withStats));
  const runtime = walk(layout.runtimeDir, (n) => n.endsWith('.ts'), listing(withStats));
  code.files.push(...runtime.files);
  if (withStats) code.stats.push(...runtime.stats);
  return { folders, titles, schemas, code };
}

/** A bundled base title's files (see `bundledBases`). */
function listBundledTitle(dir, withStats = false) {
  return walk(dir, isTitleInput, listing(withStats));
}

/** `listed`: what `listInputs` found just now, when the caller has it (the stat index's look). */
function readInputs(layout, listed = listInputs(layout)) {
  const hash = createHash('sha256');
  const { folders, titles, schemas, code: codeListing } = listed;
  for (const name of folders) hash.update(`folder:${name}\0`);
  /** @type {Map<string, Buffer>} */
  const files = new Map();
  const odd = [...titles.odd, ...schemas.odd];
  for (const path of [...titles.files, ...schemas.files]) {
    const content = tryRead(path, odd);
    if (content === undefined) continue;
    files.set(path, content);
    hash.update(relativeTo(layout.root, path)).update('\0').update(content).update('\0');
  }
  const bundled = bundledBases(layout, folders, files, odd);
  for (const path of bundled.files) {
    const content = tryRead(path, odd);
    if (content === undefined) continue;
    files.set(path, content);
    hash.update(relativeTo(layout.root, path)).update('\0').update(content).update('\0');
  }
  // A folder where a file belongs (`map.yaml/`) is a problem the build reports.
  for (const path of [...titles.dirs, ...schemas.dirs]) hash.update(relativeTo(layout.root, path)).update('/\0');
  for (const entry of odd) hash.update(relativeTo(layout.root, entry.path)).update(`!${entry.reason}\0`);
  // The compiler and the engine's types: not compiled from the snapshot, but a change to either
  // changes what a build produces (or what a title's hooks type-check against).
  for (const path of codeListing.files) {
    const content = tryRead(path, []);
    if (content !== undefined) hash.update(relativeTo(layout.root, path)).update('\0').update(content).update('\0');
  }
  return { files, dirs: new Set([...titles.dirs, ...schemas.dirs]), odd, folders, bundled: bundled.titles, digest: hash.digest('hex') };
}

const EXTENDS = /^extends:[ \t]*(['"]?)([A-Za-z0-9][A-Za-z0-9_-]*)\1[ \t]*(#.*)?$/m;

/**
 * The toolkit's bundled titles that a title repository's own titles extend (`extends: 1830`),
 * with the bases those extend in turn: id → folder, and their files to read. A name the project
 * has a folder of its own for is its own title, never the bundled one; a name found nowhere is
 * left for the build to report (`extends/unknown_title`). The `extends:` line is found by a
 * pattern, not a YAML parse: this module must stay cheap, and a base missed here (an `extends`
 * written as a flow mapping) is only reported as unknown, never compiled wrongly.
 *
 * @param {{ titlesDir: string, bundledTitlesDir?: string }} layout
 * @param {readonly string[]} folders
 * @param {Map<string, Buffer>} files the project's own files, read already
 */
function bundledBases(layout, folders, files, odd) {
  const read = [];
  if (!layout.bundledTitlesDir) return { titles: undefined, files: read };
  const titles = {};
  const wanted = (text) => text.match(EXTENDS)?.[2];
  const pending = folders.map((name) => files.get(join(layout.titlesDir, name, 'title.yaml'))).filter(Boolean).map((bytes) => wanted(bytes.toString('utf8')));
  while (pending.length) {
    const id = pending.pop();
    if (!id || folders.includes(id) || id in titles) continue;
    const dir = join(layout.bundledTitlesDir, id);
    const titleFile = join(dir, 'title.yaml');
    if (!existsSync(titleFile)) continue;
    titles[id] = dir;
    const found = listBundledTitle(dir);
    read.push(...found.files);
    odd.push(...found.odd);
    pending.push(wanted(tryRead(titleFile, [])?.toString('utf8') ?? ''));
  }
  return { titles, files: read };
}

function fingerprint(layout) {
  return readInputs(layout).digest;
}

function readRecord(layout) {
  const path = join(layout.outDir, RECORD_FILE);
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

function outputsIntact(layout, record) {
  if (typeof record.outputs !== 'object' || record.outputs === null) return false;
  return Object.entries(record.outputs).every(([rel, digest]) => {
    const path = join(layout.root, rel);
    try {
      return sha256(readFileSync(path)) === digest;
    } catch {
      return false;
    }
  });
}

function orphans(layout, ids) {
  const found = [];
  const list = (dir) => {
    try {
      return readdirSync(dir);
    } catch {
      return [];
    }
  };
  const titlesOut = join(layout.outDir, 'titles');
  for (const name of list(titlesOut)) if (!ids.includes(name)) found.push(join(titlesOut, name));
  const nodeTitles = join(layout.outDir, 'node', 'titles');
  for (const name of list(nodeTitles)) if (!ids.includes(name)) found.push(join(nodeTitles, name));
  const docsOut = join(layout.outDir, 'docs');
  for (const name of list(docsOut)) if (name.endsWith('.md') && !ids.includes(name.slice(0, -3))) found.push(join(docsOut, name));
  return found;
}

function upToDate(layout, print = fingerprint(layout)) {
  const record = readRecord(layout);
  if (!record || record.fingerprint !== print || !Array.isArray(record.titles)) return undefined;
  return outputsIntact(layout, record) && orphans(layout, record.titles).length === 0 ? record : undefined;
}

module.exports = { RECORD_FILE, TOOLKIT_DIR, projectLayout, relativeTo, sha256, titleFolders, listInputs, listBundledTitle, readInputs, fingerprint, readRecord, outputsIntact, orphans, upToDate };
