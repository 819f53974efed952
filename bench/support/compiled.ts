/**
 * The benches measure what ships: the compiled JavaScript in dist/ (`npm run build`), which the
 * CLI, `npm run serve` and the package run. The TypeScript run through tsx is the development
 * path and measurably slower (about 7% on a warm 1830 replay: tsx's loader and transform), so
 * timing it would understate the engine. Where dist/ is missing or older than a source under it,
 * a bench falls back to the sources and says so, rather than timing stale code.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { builtAt, changedSince } from '../../bin/build-freshness.js';

/**
 * What dist/ is compiled from (a change there makes it stale): of generated/, the title modules
 * and their index only, not the docs or a node project the CLI writes there.
 */
const SOURCES = ['runtime', 'server', 'generated/index.ts', 'generated/titles', 'titles', 'cli', 'codegen'];

/** Why `root`'s dist/ cannot stand for its sources, or undefined when it is current. */
export function staleBuild(root: string): string | undefined {
  const built = builtAt(root);
  if (built === undefined) return 'dist/ is missing (run `npm run build`)';
  const changed = changedSince(root, SOURCES, built);
  return changed ? `a source under ${changed}/ changed after the last build (run \`npm run build\`)` : undefined;
}

/**
 * Imports a module of the checkout at `root` by its source path (`runtime/replay/fixture.ts`):
 * its compiled build when current, else the source itself (through tsx, which the bench runs
 * under), with a note on stderr, once per checkout.
 */
export async function importBuilt<T>(root: string, source: string): Promise<T> {
  const stale = staleness(root);
  const path = stale ? join(root, source) : join(root, 'dist', source.replace(/\.ts$/, '.js'));
  return (await import(pathToFileURL(path).href)) as T;
}

const checked = new Map<string, string | undefined>();
function staleness(root: string): string | undefined {
  if (!checked.has(root)) {
    const why = staleBuild(root);
    checked.set(root, why);
    if (why) process.stderr.write(`bench: measuring the TypeScript sources of ${root}, not its compiled build: ${why}\n`);
  }
  return checked.get(root);
}
