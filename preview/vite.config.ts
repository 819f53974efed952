/**
 * The preview app: `npm run preview` (dev server, live title editing), `npm run build:preview`
 * (static build into dist/preview). `previewConfig` is also what the browser tests start.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type InlineConfig } from 'vite';
import { trackwright, type TrackwrightOptions } from './server/plugin.js';

const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = resolve(here, '..');

export interface PreviewConfigOptions extends Partial<TrackwrightOptions> {
  /** Where `vite build` writes; default dist/preview. */
  readonly buildOutDir?: string;
  readonly port?: number;
}

export function previewConfig(options: PreviewConfigOptions = {}): InlineConfig {
  return {
    configFile: false,
    root: here,
    base: './',
    publicDir: false,
    clearScreen: false,
    logLevel: options.log === false ? 'warn' : 'info',
    plugins: [trackwright({ ...options, root: options.root ?? repoRoot })],
    server: { port: options.port ?? 5173, strictPort: false, host: 'localhost' },
    preview: { port: options.port ?? 4173, host: 'localhost' },
    build: {
      outDir: options.buildOutDir ?? resolve(repoRoot, 'dist', 'preview'),
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
