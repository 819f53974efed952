/**
 * `codegen build --watch`: rebuild whenever a title, the tile library or a schema changes, with
 * a short debounce so an editor's save-as-several-writes triggers one build.
 */
import { watch as watchFiles, type FSWatcher } from 'node:fs';
import { build, type BuildOptions, type BuildResult } from './build.js';
import { internalErrorMessage } from '../cli/support.js';

export const DEBOUNCE_MS = 80;

export interface Watcher {
  close(): void;
  /** Resolves once no build is running or scheduled (for tests and tools driving a watcher). */
  idle(): Promise<void>;
}

/** Builds once, then on every change; resolves when the process is interrupted. */
export async function watch(options: BuildOptions, onResult: (result: BuildResult) => unknown): Promise<void> {
  const watcher = startWatching(options, onResult);
  await new Promise<void>((resolve) => {
    const stop = () => {
      watcher.close();
      resolve();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}

export function startWatching(
  options: BuildOptions,
  onResult: (result: BuildResult) => unknown,
  onError: (error: unknown) => void = (error) => process.stderr.write(internalErrorMessage(error, ['build', '--watch'])),
): Watcher {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let running: Promise<void> = Promise.resolve();
  const rebuild = () => {
    timer = undefined;
    // Builds run one after another; one that throws is reported and the watcher carries on.
    running = running.then(async () => {
      if (closed) return;
      try {
        onResult(await build(options));
      } catch (error) {
        onError(error);
      }
    });
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(rebuild, DEBOUNCE_MS);
  };
  // A folder that cannot be watched (missing, or a symlink loop inside it) is reported by the
  // build; an error from a watcher (a watched folder removed) must not end the process.
  const watchers: FSWatcher[] = [];
  for (const dir of [options.layout.titlesDir, options.layout.schemasDir]) {
    try {
      const watcher = watchFiles(dir, { recursive: true }, (_event, file) => {
        if (file && !String(file).endsWith('.tmp')) schedule();
      });
      watcher.on('error', () => schedule());
      watchers.push(watcher);
    } catch (error) {
      onError(error);
    }
  }
  rebuild();
  return {
    close() {
      closed = true;
      clearTimeout(timer);
      for (const w of watchers) w.close();
    },
    async idle() {
      for (;;) {
        const current = running;
        await current;
        if (timer === undefined && current === running) return;
        await new Promise((resolve) => setTimeout(resolve, DEBOUNCE_MS));
      }
    },
  };
}
