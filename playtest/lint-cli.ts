/**
 * `codegen lint [title...]`: compiles the titles and prints the lint warnings (see lint.ts). A
 * title with errors is reported as by `validate` (exit 1, or 3 for a crash of codegen); warnings
 * alone exit 0, since they never block a build.
 */
import { build } from '../codegen/build.js';
import type { ProjectLayout } from '../codegen/fingerprint.cjs';
import { formatDiagnostic } from '../codegen/diagnostics.js';
import { INTERNAL_ERROR_EXIT } from '../cli/support.js';
import { hasInternalError } from '../codegen/internal-error.js';

export async function lintMain(layout: ProjectLayout, titles: readonly string[]): Promise<number> {
  const result = await build({ layout, titles, validateOnly: true, lint: true });
  for (const d of result.diagnostics) process.stderr.write(`${formatDiagnostic(d)}\n`);
  const errors = result.diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = result.diagnostics.length - errors;
  const names = result.titles.join(', ') || 'no titles';
  if (errors) {
    process.stderr.write(`${errors} error${errors === 1 ? '' : 's'} in ${names}: fix them before linting\n`);
    return hasInternalError(result.diagnostics) ? INTERNAL_ERROR_EXIT : 1;
  }
  process.stdout.write(`${names}: ${warnings ? `${warnings} warning${warnings === 1 ? '' : 's'}` : 'no warnings'}\n`);
  return 0;
}
