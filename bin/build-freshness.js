// Whether a checkout's compiled build (dist/, stamped in dist/.built by `npm run build:js`) still
// stands for its sources: bin/trackwright.js runs the compiled CLI only then, and the benches time
// the compiled engine only then (bench/support/compiled.ts).
'use strict';
const { readdirSync, readFileSync, statSync } = require('node:fs');
const { join } = require('node:path');

/** When dist/ was last compiled (ms), or undefined when it never was. */
function builtAt(root) {
  try {
    const built = Date.parse(readFileSync(join(root, 'dist', '.built'), 'utf8').trim());
    return Number.isFinite(built) ? built : undefined;
  } catch {
    return undefined;
  }
}

/** The first of these folders (or files) of `root` holding a file changed after `since` (ms), or undefined (dotfiles are not looked at). */
function changedSince(root, folders, since) {
  const walk = (dir) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return false;
    }
    for (const entry of entries) {
      // Dotfiles are caches and stamps (a bundle's .engine/, .codegen-record.json), never sources.
      if (entry.name.startsWith('.')) continue;
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (walk(path)) return true;
      } else if (statSync(path).mtimeMs > since) return true;
    }
    return false;
  };
  return folders.find((folder) => {
    const path = join(root, folder);
    try {
      return statSync(path).isDirectory() ? walk(path) : statSync(path).mtimeMs > since;
    } catch {
      return false;
    }
  });
}

module.exports = { builtAt, changedSince };
