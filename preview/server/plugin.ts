/**
 * The preview's Vite plugin (Node side):
 * - serves the recorded games found at run time (see fixtures.ts), in `vite` and `vite preview`;
 * - runs `codegen build` when the dev server starts and whenever a title's YAML (or the tile
 *   library) is saved, and pushes the diagnostics to the page over Vite's HMR channel; a good
 *   build rewrites `generated/`, and the compiled definition module updates in place (it is
 *   made self-accepting here), so the page redraws without a reload;
 * - builds the titles before `vite build`, failing on a diagnostic;
 * - can compile titles from another folder into another `generated/` (tests use a scratch copy).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { build, projectLayout, type ProjectLayout } from '../../codegen/build.js';
import { formatDiagnostic, type Diagnostic } from '../../codegen/diagnostics.js';
import { EVENT_STATUS, type BuildStatus, type PageDiagnostic } from '../src/protocol.js';
import { findFixturesRoot, fixturesMiddleware } from './fixtures.js';

export { EVENT_STATUS, type BuildStatus, type PageDiagnostic };

export interface TrackwrightOptions {
  /** The repository root (runtime/, schemas/, codegen/). */
  readonly root: string;
  /** Titles to compile; default `<root>/titles`. */
  readonly titlesDir?: string;
  /** Where they compile to; default `<root>/generated`. */
  readonly outDir?: string;
  /** Recorded games; default `$TRACKWRIGHT_FIXTURES` or `<root>/../shared/fixtures`. `null`: none. */
  readonly fixturesDir?: string | null;
  /** Log builds to the console (default true). */
  readonly log?: boolean;
  /** The game server `/api` is proxied to, for the banner (see vite.config.ts). */
  readonly gameServer?: string;
}

const DEBOUNCE_MS = 60;

function within(dir: string, file: string): boolean {
  const rel = relative(dir, file);
  return rel !== '' && !rel.startsWith('..') && !rel.startsWith(sep) && !/^[A-Za-z]:/.test(rel);
}

/** Where the plugin reads titles and writes them, from its options. */
function pluginLayout(options: TrackwrightOptions): { root: string; layout: ProjectLayout; defaultOut: string; fixturesRoot: string | undefined } {
  const root = resolve(options.root);
  const base = projectLayout(root);
  const titlesDir = options.titlesDir ? resolve(options.titlesDir) : base.titlesDir;
  const layout: ProjectLayout = {
    ...base,
    root: options.titlesDir ? resolve(options.titlesDir, '..') : root,
    titlesDir,
    libraryDir: options.titlesDir && existsSync(join(titlesDir, '_tiles')) ? join(titlesDir, '_tiles') : base.libraryDir,
    outDir: options.outDir ? resolve(options.outDir) : base.outDir,
  };
  const fixturesRoot = options.fixturesDir === null ? undefined : options.fixturesDir ? resolve(options.fixturesDir) : findFixturesRoot(root);
  return { root, layout, defaultOut: base.outDir, fixturesRoot };
}

/**
 * The dev server's builds: one at a time (queued), of the titles whose files were saved
 * (debounced; a change under `_tiles` or similar rebuilds everything), their diagnostics kept
 * per title and published to the page with each outcome.
 */
class LiveBuilds {
  status: BuildStatus;
  /** Set once the dev server runs: where logs and the page's status go. */
  server: ViteDevServer | undefined;
  /** Diagnostics by title id ('*' for whole builds). */
  private readonly byTitle = new Map<string, PageDiagnostic[]>();
  private queue: Promise<void> = Promise.resolve();
  private pending = new Set<string>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly layout: ProjectLayout,
    private readonly log: boolean,
    fixturesRoot: string | undefined,
  ) {
    this.status = { ok: true, building: false, diagnostics: [], version: 0, fixturesRoot: fixturesRoot ?? null };
  }

  private toPage(d: Diagnostic): PageDiagnostic {
    return {
      file: relative(this.layout.root, d.file) || d.file,
      line: d.line,
      col: d.col,
      severity: d.severity,
      code: d.code,
      message: d.message,
      ...(d.hint ? { hint: d.hint } : {}),
      text: formatDiagnostic(d, this.layout.root),
    };
  }

  private publish(): void {
    const diagnostics = [...this.byTitle.values()].flat();
    this.status = { ...this.status, ok: !diagnostics.some((d) => d.severity === 'error'), diagnostics, version: this.status.version + 1 };
    this.server?.ws.send({ type: 'custom', event: EVENT_STATUS, data: this.status });
  }

  /** Builds the given titles (all when '*' is among them) and publishes the outcome. */
  run(titles: readonly string[]): Promise<void> {
    this.queue = this.queue.then(async () => {
      this.status = { ...this.status, building: true };
      await this.buildNow(titles);
      this.status = { ...this.status, building: false };
      this.publish();
    });
    return this.queue;
  }

  private async buildNow(titles: readonly string[]): Promise<void> {
    const { layout, log, server, byTitle } = this;
    const all = titles.includes('*');
    const started = performance.now();
    try {
      const result = await build({
        layout,
        titles: all ? [] : titles,
        // A watcher or a terminal building the same generated/: this build waits its turn.
        onWaitForLock: (holder) => log && server?.config.logger.info(`[trackwright] waiting for another build of generated/${holder ? ` (process ${holder.pid})` : ''}`, { timestamp: true }),
      });
      const diagnostics = result.diagnostics.map((d) => this.toPage(d));
      if (all) byTitle.clear();
      byTitle.set(all ? '*' : titles.join(','), diagnostics);
      if (!all) byTitle.delete('*');
      if (log) {
        const ms = Math.round(performance.now() - started);
        const what = all ? 'all titles' : titles.join(', ');
        if (result.ok) server?.config.logger.info(`[trackwright] built ${what} in ${ms} ms (${result.written.length} written)`, { timestamp: true });
        else server?.config.logger.warn(`[trackwright] ${what}: ${diagnostics.length} problem(s)\n${diagnostics.map((d) => `  ${d.text}`).join('\n')}`, { timestamp: true });
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      byTitle.set(all ? '*' : titles.join(','), [
        { file: layout.titlesDir, line: 1, col: 1, severity: 'error', code: 'codegen/crash', message, text: `codegen: ${message}` },
      ]);
    }
  }

  /** A file was saved, added or removed: its title is rebuilt shortly. */
  schedule(file: string): void {
    const { layout } = this;
    // YAML and the titles' own TypeScript (hooks, steps, rounds), which the build type-checks.
    if (!within(layout.titlesDir, file) || !/\.(ya?ml|ts)$/.test(file)) return;
    const first = relative(layout.titlesDir, file).split(sep)[0];
    this.pending.add(first.startsWith('_') ? '*' : first);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      const titles = [...this.pending];
      this.pending = new Set();
      void this.run(titles.includes('*') ? ['*'] : titles);
    }, DEBOUNCE_MS);
  }
}

/** A compiled definition module, made to accept its own updates and tell the page (null: any other module). */
function selfAcceptingDefinition(layout: ProjectLayout, code: string, id: string): { code: string; map: null } | null {
  const file = id.replace(/[?#].*$/, '');
  if (!within(layout.outDir, file) || !file.endsWith(`${sep}definition.ts`)) return null;
  const title = relative(join(layout.outDir, 'titles'), file).split(sep)[0];
  return {
    code: `${code}
if (import.meta.hot) {
  import.meta.hot.accept((next) => {
    if (next) window.dispatchEvent(new CustomEvent('trackwright:definition', { detail: { id: ${JSON.stringify(title)}, definition: next.definition } }));
  });
}
`,
    map: null,
  };
}

/** An import of the repository's `generated/`, mapped into `outDir` (null: not such an import). */
function generatedImport(layout: ProjectLayout, defaultOut: string, source: string, importer: string | undefined): string | null {
  if (layout.outDir === defaultOut || !importer || !source.startsWith('.')) return null;
  const wanted = resolve(importer.replace(/[?#].*$/, ''), '..', source);
  if (!within(defaultOut, wanted) && wanted !== join(defaultOut, 'index.js')) return null;
  const mapped = join(layout.outDir, relative(defaultOut, wanted));
  const ts = mapped.replace(/\.js$/, '.ts');
  return existsSync(ts) ? ts : mapped;
}

/** The dev server's banner: its address, a link per compiled title, the fixtures and how to play. */
function banner(url: string, outDir: string, fixturesRoot: string | undefined, gameServer: string | undefined): string {
  const ids = compiledTitles(outDir);
  const width = Math.max(14, ...ids.map((i) => i.length + 2));
  const links = ids.map((id) => `    ${`${id}:`.padEnd(width)}${url}#/${id}\n`).join('');
  return (
    `\n  trackwright preview: ${url}\n${links}  Fixtures: ${fixturesRoot ?? 'none found (set TRACKWRIGHT_FIXTURES)'}\n` +
    `  Play from the index: hotseat here, or online against ${gameServer ?? 'the game server'} (npm run serve; TRACKWRIGHT_SERVER)\n  Edit titles/<title>/*.yaml: the page updates on save.\n`
  );
}

export function trackwright(options: TrackwrightOptions): Plugin {
  const { root, layout, defaultOut, fixturesRoot } = pluginLayout(options);
  const log = options.log ?? true;
  let isServe = false;
  const builds = new LiveBuilds(layout, log, fixturesRoot);
  const schedule = (file: string) => builds.schedule(file);
  const middleware = fixturesMiddleware(
    () => fixturesRoot,
    () => builds.status,
  );

  return {
    name: 'trackwright',
    enforce: 'pre',
    config(_config, env) {
      isServe = env.command === 'serve' && !env.isPreview;
      return {
        server: { fs: { allow: [root, layout.outDir, layout.titlesDir, ...(fixturesRoot ? [fixturesRoot] : [])] } },
      };
    },

    async buildStart() {
      if (isServe) return;
      const result = await build({ layout });
      if (!result.ok) this.error(`codegen build failed:\n${result.diagnostics.map((d) => formatDiagnostic(d, layout.root)).join('\n')}`);
    },

    /** Compiled titles come from `outDir` when it is not the repository's `generated/`. */
    async resolveId(source, importer) {
      return generatedImport(layout, defaultOut, source, importer);
    },

    /** In the dev server a compiled definition accepts its own updates and tells the page. */
    transform(code, id) {
      return isServe ? selfAcceptingDefinition(layout, code, id) : null;
    },

    async configureServer(dev) {
      builds.server = dev;
      dev.middlewares.use(middleware);
      dev.watcher.add([layout.titlesDir, layout.outDir]);
      dev.watcher.on('change', schedule);
      dev.watcher.on('add', schedule);
      dev.watcher.on('unlink', schedule);
      await builds.run(['*']);
      dev.httpServer?.once('listening', () => {
        setTimeout(() => {
          const url = dev.resolvedUrls?.local[0];
          if (url && log) dev.config.logger.info(banner(url, layout.outDir, fixturesRoot, options.gameServer));
        }, 0);
      });
    },

    configurePreviewServer(preview) {
      preview.middlewares.use(middleware);
    },
  };
}

/** The titles compiled into `outDir`, for the banner's links. */
function compiledTitles(outDir: string): string[] {
  const dir = join(outDir, 'titles');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'definition.ts')))
    .map((entry) => entry.name)
    .sort();
}
