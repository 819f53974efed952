/**
 * A crash inside the compiler is a bug in codegen, not in the title: it is reported as one
 * diagnostic that names the input being compiled and asks for a report, never as a stack trace.
 * The stack is printed only with CODEGEN_DEBUG=1, for whoever fixes the bug.
 */
import { diagnostic, type Diagnostic } from './diagnostics.js';

/** The code of a crash inside codegen, reported as a diagnostic (the CLI then exits 3). */
export const CODEGEN_INTERNAL_ERROR = 'codegen/internal_error';

export const REPORT_HINT = 'this is a bug in codegen, not in your title: please report it with the file that triggers it (set CODEGEN_DEBUG=1 for the stack trace)';

export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`.split('\n')[0];
  return String(error).split('\n')[0];
}

/** An exception as one line, and where it is a stack overflow, its most likely cause. */
export function describeCrash(error: unknown): string {
  const overflow = error instanceof RangeError && /call stack/i.test(error.message) ? ' (the input nests or chains too deep)' : '';
  return `${describeError(error)}${overflow}`;
}

export function internalError(error: unknown, file: string, while_: string): Diagnostic {
  if (process.env.CODEGEN_DEBUG === '1') process.stderr.write(`${(error as Error)?.stack ?? String(error)}\n`);
  return diagnostic({ file, line: 1, col: 1 }, CODEGEN_INTERNAL_ERROR, `internal error while ${while_}: ${describeCrash(error)}`, REPORT_HINT);
}

/** Whether a build met a crash of codegen (its command then exits 3, not 1). */
export function hasInternalError(list: readonly Diagnostic[]): boolean {
  return list.some((d) => d.code === CODEGEN_INTERNAL_ERROR);
}
