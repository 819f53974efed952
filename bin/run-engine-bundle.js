// Runs `replay` or `simulate` from the project's engine bundle (cli/engine-bundle.ts says why):
// one CommonJS file with the engine and the project's compiled titles, compiled with the code
// V8 cached after an earlier run. Made again whenever the toolkit's compiled JavaScript or the
// project's build changed (the stamp); undefined when it cannot be used, and the command then
// runs from the modules as usual. Plain JavaScript: it runs before anything is compiled.
//
// TRACKWRIGHT_ENGINE_BUNDLE=0 turns it off; TRACKWRIGHT_ENGINE_BUNDLE_DIR puts it elsewhere than
// generated/node/.engine (a project folder that must stay untouched); CODEGEN_DEBUG=1 says
// whether it was used, and why not.
'use strict';
const { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } = require('node:fs');
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

/** The bundle's path, made again first if its stamp is not the current one. */
async function freshBundle(toolkit, project, dir, stamp) {
  let made;
  try {
    made = readFileSync(join(dir, 'stamp'), 'utf8');
  } catch {
    made = undefined;
  }
  if (made === stamp) return join(dir, 'cli.cjs');
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
  let file;
  try {
    file = await writeEngineBundle(project, dir, stamp);
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
  return file;
}

/** Runs the command from the bundle; its exit code, or undefined to run it from the modules. */
async function runEngineBundle(toolkit, command, args) {
  if (process.env.TRACKWRIGHT_ENGINE_BUNDLE === '0') return undefined;
  const project = process.cwd();
  const stamp = currentStamp(toolkit, project);
  if (stamp === undefined) return undefined;
  const dir = bundleDir(project);
  let script;
  let commands;
  let cacheFile;
  let cachedData;
  try {
    const file = await freshBundle(toolkit, project, dir, stamp);
    cacheFile = join(dir, `cli.${stampName(stamp)}.cache`);
    try {
      cachedData = readFileSync(cacheFile);
    } catch {
      cachedData = undefined;
    }
    // ASCII, as writeEngineBundle makes it: read as one-byte text (faster than decoding UTF-8).
    const source = readFileSync(file, 'latin1');
    script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, { filename: file, cachedData });
    const module = { exports: {} };
    script.runInThisContext()(module.exports, createRequire(file), module, file, dir);
    commands = module.exports.commands;
    debug(cachedData === undefined ? 'used, its code cache to be made' : script.cachedDataRejected ? 'used, its code cache refused (made again)' : 'used with its code cache');
  } catch (error) {
    debug('not used', error);
    return undefined;
  }
  // From here on the command runs: whatever happens is its own outcome, never run twice.
  const code = await commands[command](args);
  if (cachedData === undefined || script.cachedDataRejected) {
    try {
      // Made after the run, the cache holds the functions the run compiled too.
      const scratch = `${cacheFile}.${process.pid}.tmp`;
      writeFileSync(scratch, script.createCachedData());
      renameSync(scratch, cacheFile);
    } catch (error) {
      debug('cache not written', error);
    }
  }
  return code;
}

module.exports = { runEngineBundle };
