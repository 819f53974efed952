/**
 * The probe titles: small titles under test/titles/ (a few hexes each) written exactly as a real
 * title is — YAML data, hooks.ts, steps/, rounds/, actions.ts — that exercise the engine's
 * extension surface. `codegen build` compiles them into test/generated/ (git-ignored), with
 * their own small tile library in test/titles/_tiles/, so their hooks are typed with their
 * literal names like any title's. vitest builds them once before any test (see
 * build-probes.ts); `npm run build` does too, so `npm run typecheck` finds their types.
 */
import { join } from 'node:path';
import { build, projectLayout, type BuildResult } from '../../codegen/build.js';
import { formatDiagnostic } from '../../codegen/diagnostics.js';
import { closeTypecheck } from '../../codegen/typecheck.js';
import { REPO_ROOT } from './shared.js';

export const PROBES_LAYOUT = projectLayout(REPO_ROOT, {
  titlesDir: join(REPO_ROOT, 'test', 'titles'),
  outDir: join(REPO_ROOT, 'test', 'generated'),
});

/** Compiles every probe title (a no-op when nothing changed); throws listing any diagnostic. */
export async function buildProbes(): Promise<BuildResult> {
  // The build type-checks in a worker thread, which would keep the process alive once done.
  const result = await build({ layout: PROBES_LAYOUT }).finally(closeTypecheck);
  if (!result.ok) throw new Error(`the probe titles do not compile:\n${result.diagnostics.map((d) => formatDiagnostic(d)).join('\n')}`);
  return result;
}
