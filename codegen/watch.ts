/**
 * `codegen build --watch`: rebuild whenever a title, the tile library or a schema changes, with
 * a short debounce so an editor's save-as-several-writes triggers one build.
 */
import { watch as watchFiles, type FSWatcher } from 'node:fs';
import { build, type BuildOptions, type BuildResult } from './build.js';

const DEBOUNCE_MS = 80;

export interface Watcher {
  close(): void;
}

/** Builds once, then on every change; resolves when the process is interrupted. */
export async function watch(options: BuildOptions, onResult: (result: BuildResult) => unknown): Promise<void> {
  const watcher = startWatching(options, onResult);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', () => {
      watcher.close();
      resolve();
    });
  });
}

export function startWatching(options: BuildOptions, onResult: (result: BuildResult) => unknown): Watcher {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const rebuild = () => {
    running = running.then(async () => {
      onResult(await build(options));
    });
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(rebuild, DEBOUNCE_MS);
  };
  const watchers: FSWatcher[] = [options.layout.titlesDir, options.layout.schemasDir].map((dir) =>
    watchFiles(dir, { recursive: true }, (_event, file) => {
      if (file && !String(file).endsWith('.tmp')) schedule();
    }),
  );
  rebuild();
  return {
    close() {
      clearTimeout(timer);
      for (const w of watchers) w.close();
    },
  };
}
