/**
 * Problems found in a title, as values: each names a file, a line and a column a designer can jump
 * to, and says how to fix it. Printed one per line as
 * `titles/1830/title.yaml:42:7  error  <message>  (hint: ...)`.
 */
import { relative } from 'node:path';

export type Severity = 'error' | 'warning';

export interface SourcePosition {
  /** Absolute path of the file. */
  readonly file: string;
  /** 1-based. */
  readonly line: number;
  /** 1-based. */
  readonly col: number;
}

export interface Diagnostic extends SourcePosition {
  readonly severity: Severity;
  readonly message: string;
  readonly hint?: string;
  /** Stable, namespaced identifier such as `schema/unknown_key` or `title/dangling_train`. */
  readonly code: string;
}

export function diagnostic(
  at: SourcePosition,
  code: string,
  message: string,
  hint?: string,
  severity: Severity = 'error',
): Diagnostic {
  return { file: at.file, line: at.line, col: at.col, severity, code, message, ...(hint ? { hint } : {}) };
}

export function formatDiagnostic(d: Diagnostic, cwd: string = process.cwd()): string {
  const where = `${relative(cwd, d.file) || d.file}:${d.line}:${d.col}`;
  const hint = d.hint ? `  (hint: ${d.hint})` : '';
  return `${where}  ${d.severity}  ${d.message}${hint}`;
}

/** Orders diagnostics by file, line and column so output is stable whatever order checks ran in. */
export function sortDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  return [...list].sort(
    (a, b) =>
      (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
      a.line - b.line ||
      a.col - b.col ||
      (a.message < b.message ? -1 : a.message > b.message ? 1 : 0),
  );
}

export function hasErrors(list: readonly Diagnostic[]): boolean {
  return list.some((d) => d.severity === 'error');
}
