/**
 * Compiles the probe titles (test/titles/ → test/generated/): vitest's global setup, so every
 * test run imports current probe modules, and a script `npm run build` runs so that
 * `npm run typecheck` finds their generated types.
 *
 * In the global setup a probe that does not compile is reported, not thrown: the run goes on
 * and test/hooks/probes.test.ts fails naming the problem, instead of every test file failing.
 */
import { pathToFileURL } from 'node:url';
import { buildProbes } from './probes.js';

export default async function setup(): Promise<void> {
  try {
    await buildProbes();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildProbes().then(
    (result) => process.stdout.write(`probe titles: ${result.upToDate ? 'up to date' : `${result.written.length} files written`}\n`),
    (error: Error) => {
      process.stderr.write(`${error.message}\n`);
      process.exitCode = 1;
    },
  );
}
