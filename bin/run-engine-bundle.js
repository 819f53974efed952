// Runs `replay` or `simulate` from the project's engine bundle (cli/engine-bundle.ts says why):
// a CommonJS file with the engine, and one per compiled title of the project, loaded when the
// command opens it, each compiled with the code V8 cached for it after an earlier run. Made
// again whenever the toolkit's compiled JavaScript or the project's build changed (the stamp);
// undefined when it cannot be used, and the command then runs from the modules as usual. Plain
// JavaScript: it runs before anything is compiled.
//
// TRACKWRIGHT_ENGINE_BUNDLE=0 turns it off; TRACKWRIGHT_ENGINE_BUNDLE_DIR puts it elsewhere than
// generated/node/.engine (a project folder that must stay untouched); CODEGEN_DEBUG=1 says
// whether it was used, and why not.
'use strict';
const { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const { join, resolve } = require('node:path');
const vm = require('node:vm');

/**
 * A name for what was cached from one stamp (16 hex digits: two 32-bit FNV-1a lanes). Not
 * node:crypto: loading it took about 5 ms of a ~200 ms replay, and a stamp is a few dozen
 * characters that no one crafts.
 */
function stampName(stamp) {
  let a = 0x811c9dc5;
  let b = 0x01234567;
  for (let i = 0; i < stamp.length; i++) {
    const c = stamp.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

function debug(what, error) {
  if (process.env.CODEGEN_DEBUG === '1') process.stderr.write(`engine bundle: ${what}${error === undefined ? '' : `: ${error?.stack ?? error}`}\n`);
}

function bundleDir(project) {
  return resolve(project, process.env.TRACKWRIGHT_ENGINE_BUNDLE_DIR || join('generated', 'node', '.engine'));
}

/**
 * What the bundle is made from: the toolkit's compile and the project's last build. The build is
 * named by its record's stats: a build that writes anything writes the record again (new change
 * time), and a no-op build leaves it alone.
 */
function currentStamp(toolkit, project) {
  try {
    const record = statSync(join(project, 'generated', '.codegen-record.json'));
    return `${readFileSync(new URL('dist/.built', toolkit), 'utf8').trim()}\nrecord ${record.ino} ${record.size} ${record.mtimeMs} ${record.ctimeMs}\n`;
  } catch {
    return undefined; // not built: the command itself says what to do
  }
}

/** The bundle's folder, made again first if its stamp is not the current one. */
async function freshBundle(toolkit, project, dir, stamp) {
  let made;
  try {
    made = readFileSync(join(dir, 'stamp'), 'utf8');
  } catch {
    made = undefined;
  }
  if (made === stamp && complete(dir)) return;
  // A bundle that could not be made is not tried again until something changed.
  const failed = join(dir, 'failed');
  let failedFor;
  try {
    failedFor = readFileSync(failed, 'utf8');
  } catch {
    failedFor = undefined;
  }
  if (failedFor === stamp) throw new Error('it could not be made from this build (see its first attempt)');
  const { writeEngineBundle } = await import(new URL('dist/cli/engine-bundle.js', toolkit).href);
  try {
    await writeEngineBundle(project, dir, stamp);
  } catch (error) {
    try {
      writeFileSync(failed, stamp);
    } catch {
      // a folder not ours to write: tried again next time
    }
    throw error;
  }
  debug('made');
  // Code cached for an earlier bundle must never meet this one (V8 checks only the length).
  for (const name of readdirSync(dir)) if (name.endsWith('.cache')) rmSync(join(dir, name), { force: true });
}

/** Whether every file the bundle was made with is still there (one removed since: made again). */
function complete(dir) {
  try {
    const titles = new Set(readdirSync(join(dir, 'titles')));
    return readFileSync(join(dir, 'files'), 'utf8')
      .split('\n')
      .every((file) => (file.startsWith('titles/') ? titles.has(file.slice('titles/'.length)) : existsSync(join(dir, file))));
  } catch {
    return false;
  }
}

/** What the engine's file asks for to load a title's file, and a title's file to get an engine module (cli/engine-bundle.ts). */
const ENGINE_PREFIX = 'trackwright-engine:';

/**
 * One file of the bundle compiled with its code cache (`<name>.<stamp name>.<looks>.cache` beside
 * it), and called as a CommonJS module with `require` and the runner's `extra` arguments: its
 * exports, whether its code cache is to be made afresh (`fresh`), and `keep(more)`, which writes
 * the code cache after the command ran.
 */
function runCached(dir, file, name, require, extra = {}) {
  const cache = keptCache(dir, name);
  let cachedData;
  try {
    cachedData = cache.file === undefined ? undefined : readFileSync(cache.file);
  } catch {
    cachedData = undefined;
  }
  // ASCII, as writeEngineBundle makes it: read as one-byte text (faster than decoding UTF-8).
  const source = readFileSync(file, 'latin1');
  const params = ['exports', 'require', 'module', '__filename', '__dirname', ...Object.keys(extra)];
  const script = new vm.Script(`(function (${params.join(', ')}) {${source}\n})`, { filename: file, cachedData });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, require, module, file, dir, ...Object.values(extra));
  const fresh = cachedData === undefined || script.cachedDataRejected;
  debug(`${name} ${cachedData === undefined ? 'used, its code cache to be made' : script.cachedDataRejected ? 'used, its code cache refused (made again)' : 'used with its code cache'}`);
  /** Writes the code cache in the first looks, or where `more` (a run that may have compiled more than those did). */
  const keep = (more = false) => {
    if (!fresh && cache.looks >= CACHE_LOOKS && !more) return;
    try {
      // Made after the run, the cache holds the functions the run compiled too.
      const data = script.createCachedData();
      const looks = fresh ? 1 : Math.min(cache.looks + 1, CACHE_LOOKS);
      const next = join(dir, `${cache.name}.${looks}.cache`);
      if (fresh || data.length > cachedData.length) {
        const scratch = `${next}.${process.pid}.tmp`;
        writeFileSync(scratch, data);
        renameSync(scratch, next);
        if (cache.file !== undefined && cache.file !== next) rmSync(cache.file, { force: true });
        debug(`${name} code cache written (${data.length} bytes, look ${looks})`);
      } else {
        renameSync(cache.file, next); // the same functions: only the look is counted
      }
    } catch (error) {
      debug(`${name} code cache not written`, error);
    }
  };
  return { exports: module.exports, keep, fresh };
}

/** Runs the command from the bundle; its exit code, or undefined to run it from the modules. */
async function runEngineBundle(toolkit, command, args) {
  if (process.env.TRACKWRIGHT_ENGINE_BUNDLE === '0') return undefined;
  const project = process.cwd();
  const stamp = currentStamp(toolkit, project);
  if (stamp === undefined) return undefined;
  const dir = bundleDir(project);
  const stampId = stampName(stamp);
  /** The engine's file as it ran, and the titles' the command opened. */
  let engine;
  const opened = [];
  let commands;
  try {
    await freshBundle(toolkit, project, dir, stamp);
    const file = join(dir, 'engine.cjs');
    const nodeRequire = createRequire(file);
    let engineModules;
    const titleRequire = (id) => (id.startsWith(ENGINE_PREFIX) ? engineModules[id.slice(ENGINE_PREFIX.length)] : nodeRequire(id));
    const titles = new Map();
    // Called by the engine's file when the command first opens a title (cli/engine-bundle.ts).
    const __trackwrightTitle = (id) => {
      if (!titles.has(id)) {
        const title = runCached(dir, join(dir, 'titles', `${id}.cjs`), `title-${id}.${stampId}`, titleRequire);
        opened.push(title);
        titles.set(id, title.exports);
      }
      return titles.get(id);
    };
    engine = runCached(dir, file, `engine.${stampId}`, nodeRequire, { __trackwrightTitle });
    ({ commands, engineModules } = engine.exports);
  } catch (error) {
    debug('not used', error);
    return undefined;
  }
  // From here on the command runs: whatever happens is its own outcome, never run twice.
  const code = await commands[command](args);
  // The engine's code cache holds what the first runs compiled, of the titles they opened: the
  // first run of another title (its own cache just made) may add what that title's rules use.
  engine.keep(opened.some((title) => title.fresh));
  for (const title of opened) title.keep();
  return code;
}

/**
 * How many runs may grow a code cache. A cache holds what the run that made it compiled: one
 * made by a run that did little (a replay refused at its first action, a --help) would leave
 * every later replay compiling the rest again, and a run that did more replaces it. Each of the
 * first few runs makes the cache anew (some 20 ms) and keeps it if it holds more; after them the
 * cache is only read, but for the engine's at the first run of each title.
 */
const CACHE_LOOKS = 3;

/**
 * The code cache kept for the file named `name` (with the stamp's name) (`<name>.<looks>.cache`,
 * `looks` counting the runs that could grow it), or none yet.
 */
function keptCache(dir, name) {
  const prefix = `${name}.`;
  for (const entry of readdirSync(dir)) {
    if (!entry.startsWith(prefix) || !entry.endsWith('.cache')) continue;
    const looks = Number(entry.slice(prefix.length, -'.cache'.length));
    if (Number.isInteger(looks) && looks > 0) return { name, file: join(dir, entry), looks };
  }
  return { name, file: undefined, looks: 0 };
}

module.exports = { runEngineBundle };
