import type { Diagnostic } from './diagnostics.js';
import type { OutputFile } from './emit-module.js';
import type { ProjectLayout } from './fingerprint.js';
import type { LoadedTitle } from './load.js';

export function typecheckTitles(_layout: ProjectLayout, _titles: readonly LoadedTitle[], _outputs: readonly OutputFile[]): Diagnostic[] {
  return [];
}
