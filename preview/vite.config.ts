/**
 * The preview app: `npm run preview` (dev server, live title editing), `npm run build:preview`
 * (static build into dist/site). `previewConfig` is also what the browser tests start.
 *
 * Both the dev server and `vite preview` pass `/api` on to the game server (`TRACKWRIGHT_SERVER`,
 * default http://127.0.0.1:3000, what `npm run serve` listens on), so pages playing online games
 * talk to their own origin; event streams pass through unbuffered.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type InlineConfig } from 'vite';
import { trackwright, type TrackwrightOptions } from './server/plugin.js';

// Compiled, this file runs from dist/preview/; the app (index.html, src/) stays in preview/.
const compiledHere = dirname(fileURLToPath(import.meta.url));
const here = existsSync(join(compiledHere, 'index.html')) ? compiledHere : resolve(compiledHere, '..', '..', 'preview');
export const repoRoot = resolve(here, '..');

export interface PreviewConfigOptions extends Partial<TrackwrightOptions> {
  /** Where `vite build` writes; default dist/site. */
  readonly buildOutDir?: string;
  readonly port?: number;
  /** The game server `/api` is proxied to; default $TRACKWRIGHT_SERVER or http://127.0.0.1:3000. */
  readonly gameServer?: string;
}

export const DEFAULT_GAME_SERVER = 'http://127.0.0.1:3000';

function apiProxy(target: string) {
  return { '/api': { target, changeOrigin: true } };
}

export function previewConfig(options: PreviewConfigOptions = {}): InlineConfig {
  const gameServer = options.gameServer ?? (process.env.TRACKWRIGHT_SERVER || DEFAULT_GAME_SERVER);
  return {
    configFile: false,
    root: here,
    base: './',
    publicDir: false,
    clearScreen: false,
    logLevel: options.log === false ? 'warn' : 'info',
    plugins: [trackwright({ ...options, root: options.root ?? repoRoot, gameServer })],
    // A title repository's generated modules and titles import the engine as the trackwright
    // package: in the browser that is its TypeScript, the same modules the preview imports
    // (the package's "trackwright-source" export), served as source, never pre-bundled.
    resolve: { conditions: ['trackwright-source', ...defaultClientConditions] },
    optimizeDeps: { exclude: ['trackwright'] },
    server: { port: options.port ?? 5173, strictPort: false, host: 'localhost', proxy: apiProxy(gameServer) },
    preview: { port: options.port ?? 4173, host: 'localhost', proxy: apiProxy(gameServer) },
    build: {
      outDir: options.buildOutDir ?? resolve(repoRoot, 'dist', 'site'),
      emptyOutDir: true,
      target: 'es2022',
      reportCompressedSize: false,
      chunkSizeWarningLimit: 2000,
    },
  };
}

export default defineConfig(() => {
  const { configFile: _ignored, ...config } = previewConfig();
  return config;
});
