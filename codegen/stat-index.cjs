/**
 * The quick answer to "is the last build still current?", from the files' stats instead of
 * their bytes, as git's index answers `git status`.
 *
 * The full answer (fingerprint.cjs `upToDate`) reads and hashes every input (the titles, the
 * schemas, the compiler's and the engine's sources) and every output: about 45 ms of a no-op
 * `build` or `validate`, a third of the whole process. Once that answer was yes, this file
 * keeps beside the record what the inputs' and outputs' stats were (size, modification and
 * change times, inode). While they are the same, the bytes are: a later look stats the files
 * and never reads them.
 *
 * Why that is safe:
 * - Stats are taken before the bytes are read, so a file written after its stat and before its
 *   read has other stats by the time anyone looks again.
 * - The change time (ctime) moves on every write and cannot be set back by tools that restore a
 *   modification time (`touch -d`, tar, an editor keeping mtime).
 * - A file changed within the file system's timestamp granularity of the look ("racily clean",
 *   in git's words) could be written again with the same stats. No index is kept while any file
 *   is that new (RACY_MS): those are hashed every time until they age.
 * - The index names the record it vouches for (by its whole text): a new build's record is
 *   never vouched for by an old index.
 *
 * Plain JavaScript and CommonJS like fingerprint.cjs, for bin/trackwright.js's quick path (typed by
 * stat-index.d.cts).
 */
'use strict';
const { readFileSync, renameSync, statSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { listBundledTitle, listInputs, orphans, outputsIntact, readInputs, RECORD_FILE, relativeTo } = require('./fingerprint.cjs');

const STAT_INDEX_FILE = '.codegen-stat-index.json';

/**
 * How recent a file's times may be, at the look, for its stats to vouch for its bytes: coarser
 * than any local file system's timestamps (FAT's are 2 s) and than the clock's steps between them.
 */
const RACY_MS = 3000;

/**
 * The stats, one line a file, and the newest time among them (to tell whether they may be
 * racy). Kept as the text itself rather than a hash of it: compared whole, it cannot collide,
 * and the quick path need not load node:crypto (a few milliseconds of a ~100 ms command).
 */
class StatLines {
  constructor() {
    /** @type {string[]} */
    this.lines = [];
    this.newest = 0;
  }

  /** @param {string} name @param {import('node:fs').Stats | undefined} stats */
  file(name, stats) {
    if (!stats) {
      this.lines.push(`${name}\0missing`);
      return;
    }
    this.lines.push(`${name}\0${stats.size}\0${stats.mtimeMs}\0${stats.ctimeMs}\0${stats.ino}`);
    this.newest = Math.max(this.newest, stats.mtimeMs, stats.ctimeMs);
  }

  text(line) {
    this.lines.push(line);
  }

  digest() {
    return this.lines.join('\n');
  }
}

/**
 * The stats of every input a build reads (listInputs), the bases of `bundled` (folders of the
 * toolkit's titles the project's titles extend, as the last full look found them) included; and
 * the listing itself, for a read of the same files.
 */
function inputStats(layout, bundled) {
  const stats = new StatLines();
  const listed = listInputs(layout, true);
  const { folders, titles, schemas, code } = listed;
  for (const name of folders) stats.text(`folder:${name}`);
  const listings = [titles, schemas, ...bundled.map((dir) => listBundledTitle(dir, true)), code];
  for (const found of listings) {
    found.files.forEach((path, i) => stats.file(relativeTo(layout.root, path), found.stats[i]));
    for (const dir of found.dirs) stats.text(`dir:${relativeTo(layout.root, dir)}`);
    for (const entry of found.odd) stats.text(`odd:${relativeTo(layout.root, entry.path)}!${entry.reason}`);
  }
  return { digest: stats.digest(), newest: stats.newest, listed };
}

/** The stats of the outputs the record lists. */
function outputStats(layout, record) {
  const stats = new StatLines();
  for (const rel of Object.keys(record.outputs)) {
    let found;
    try {
      found = statSync(join(layout.root, rel));
    } catch {
      found = undefined;
    }
    stats.file(rel, found);
  }
  return { digest: stats.digest(), newest: stats.newest };
}

function readText(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

function readIndex(layout) {
  const text = readText(join(layout.outDir, STAT_INDEX_FILE));
  if (text === undefined) return undefined;
  try {
    const index = JSON.parse(text);
    return typeof index === 'object' && index !== null && Array.isArray(index.bundled) ? index : undefined;
  } catch {
    return undefined;
  }
}

/** Written beside the record, atomically; a folder not ours to write keeps no index (every look then reads the bytes). */
function writeIndex(layout, index) {
  const path = join(layout.outDir, STAT_INDEX_FILE);
  const scratch = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(scratch, `${JSON.stringify(index)}\n`);
    renameSync(scratch, path);
  } catch {
    // read-only, or removed meanwhile: the next look reads the bytes again
  }
}

/**
 * The last build's record while its inputs and outputs are unchanged, else undefined; `by` says
 * how that was known: `stats` (the index vouched for them) or `content` (their bytes were read
 * and hashed, and, where no file was racily new, the index was kept for the next look).
 * `now`: the clock, for tests. `outputs: false` asks about the inputs alone, as `validate`
 * does: whether the titles are valid does not depend on what was generated from them, so an
 * index that vouches for the inputs answers without statting the outputs.
 *
 * @returns {{ record: import('./fingerprint.cjs').BuildRecord, by: 'stats' | 'content' } | undefined}
 */
function quickUpToDate(layout, now = Date.now, { outputs: withOutputs = true } = {}) {
  const recordText = readText(join(layout.outDir, RECORD_FILE));
  if (recordText === undefined) return undefined;
  let record;
  try {
    record = JSON.parse(recordText);
  } catch {
    return undefined;
  }
  if (typeof record !== 'object' || record === null || !Array.isArray(record.titles) || typeof record.outputs !== 'object' || record.outputs === null) return undefined;
  // The index names the record it vouches for by its whole text (no hash: see StatLines).
  const kept = readIndex(layout);
  const index = kept?.record === recordText ? kept : undefined;
  // Taken before any byte is read (see the module comment).
  const lookedAt = now();
  const inputs = inputStats(layout, index?.bundled ?? []);
  if (index && index.inputs === inputs.digest && !withOutputs) return { record, by: 'stats' };
  if (orphans(layout, record.titles).length > 0) return undefined;
  const outputs = outputStats(layout, record);
  if (index && index.inputs === inputs.digest && index.outputs === outputs.digest) return { record, by: 'stats' };

  // The files as listed for their stats: their bytes are read after those stats were taken.
  const read = readInputs(layout, inputs.listed);
  if (read.digest !== record.fingerprint || !outputsIntact(layout, record)) return undefined;
  const bundled = Object.values(read.bundled ?? {});
  const listed = index?.bundled ?? [];
  if (bundled.length !== listed.length || bundled.some((dir, i) => dir !== listed[i])) {
    // Bases of the toolkit's titles found only by this read were statted after it: the index
    // learns which to stat, and vouches for nothing until a look stats them first.
    writeIndex(layout, { record: recordText, bundled, inputs: null, outputs: null });
  } else if (Math.max(inputs.newest, outputs.newest) < lookedAt - RACY_MS) {
    writeIndex(layout, { record: recordText, bundled, inputs: inputs.digest, outputs: outputs.digest });
  }
  return { record, by: 'content' };
}

module.exports = { STAT_INDEX_FILE, RACY_MS, quickUpToDate };
