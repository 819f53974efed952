/**
 * The kinds a title's `kinds.ts` declares that its YAML may name — the keys of `abilities` and
 * `capitalizations` in `defineKinds({...})` — read by parsing the file with ts-morph, without
 * running it (as hook-names.ts reads hooks.ts). Codegen checks each ability's `type`, and the
 * rules' `capitalization`, against the engine's kinds and these.
 */
import { defaultExportReader, propertyName, valueObjectOf } from './hook-names.js';
import { tsMorph } from './ts-morph-lazy.js';

export interface KindNames {
  /** Ability kinds the title declares, each with where its key is written (1-based). */
  readonly abilities: ReadonlyMap<string, { readonly line: number; readonly col: number }>;
  /** Capitalisation modes the title declares, each with where its key is written (1-based). */
  readonly capitalizations: ReadonlyMap<string, { readonly line: number; readonly col: number }>;
  /**
   * False when `abilities` or `capitalizations` is not written as an object literal the parser can
   * read (built by a function, spread from elsewhere): then any kind may be declared, and none is refused.
   */
  readonly complete: boolean;
}

/** What a title without kinds.ts declares: nothing. */
export const NO_KINDS: KindNames = { abilities: new Map(), capitalizations: new Map(), complete: true };

/** The registries of kinds.ts whose keys codegen reads. */
const READ = ['abilities', 'capitalizations'] as const;

/** The kinds `kinds.ts` (given as source text) declares. */
export const kindNames = defaultExportReader<KindNames>((kinds, hasDefaultExport, file) => {
  const found = { abilities: new Map<string, { line: number; col: number }>(), capitalizations: new Map<string, { line: number; col: number }>() };
  if (!kinds) return { ...found, complete: !hasDefaultExport };
  const Nodes = tsMorph().Node;
  let complete = true;
  for (const property of kinds.getProperties()) {
    if (Nodes.isSpreadAssignment(property)) complete = false;
    const registry = READ.find((name) => name === propertyName(property));
    if (registry === undefined) continue;
    const value = valueObjectOf(property, file);
    if (!value) {
      complete = false;
      continue;
    }
    for (const entry of value.getProperties()) {
      const key = propertyName(entry);
      if (key === undefined) complete = false;
      else {
        const at = file.getLineAndColumnAtPos(entry.getStart());
        found[registry].set(key, { line: at.line, col: at.column });
      }
    }
  }
  return { ...found, complete };
});
