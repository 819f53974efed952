/**
 * The size a compiled title may have once emitted, checked before the emitter runs: a title
 * within every other limit can still ask for a huge module (long strings repeated through a
 * table), and ts-morph would then run out of memory instead of saying so.
 */
import type { TitleDefinition } from '../runtime/title/definition.js';
import { diagnostic, type Diagnostic } from './diagnostics.js';
import { describeLimit, MAX_MODULE_CHARS } from './limits.js';
import type { LoadedTitle } from './load.js';

/** A positioned error when the title's compiled data would exceed MAX_MODULE_CHARS, else undefined. */
export function checkModuleSize(loaded: LoadedTitle, definition: TitleDefinition): Diagnostic | undefined {
  // JSON is within a few percent of the emitted literal (which drops most key quotes but indents).
  const size = JSON.stringify(definition).length;
  if (size <= MAX_MODULE_CHARS) return undefined;
  const largest = Object.entries(definition)
    .map(([key, value]) => [key, JSON.stringify(value)?.length ?? 0] as const)
    .sort((a, b) => b[1] - a[1])[0];
  const section = largest?.[0] ?? 'meta';
  const yamlKey = section.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  return diagnostic(
    loaded.locate([yamlKey in loaded.data ? yamlKey : Object.keys(loaded.data)[0] ?? 'meta'], 'key'),
    'limit/module_size',
    `the compiled title would be ${describeLimit(size)} characters; a generated module may be at most ${describeLimit(MAX_MODULE_CHARS)} (the largest part is '${yamlKey}')`,
    'look for long text repeated through aliases or tables',
  );
}
