/**
 * The kinds a title's `kinds.ts` declares that its YAML may name — so far the keys of
 * `abilities` in `defineKinds({...})` — read by parsing the file with ts-morph, without running
 * it (as hook-names.ts reads hooks.ts). Codegen checks each ability's `type` against the
 * engine's kinds and these.
 */
import { Node, Project } from 'ts-morph';
import { objectOf, propertyName } from './hook-names.js';

export interface KindNames {
  /** Ability kinds the title declares, each with where its key is written (1-based). */
  readonly abilities: ReadonlyMap<string, { readonly line: number; readonly col: number }>;
  /**
   * False when `abilities` is not written as an object literal the parser can read (built by a
   * function, spread from elsewhere): then any kind may be declared, and none is refused.
   */
  readonly complete: boolean;
}

/** What a title without kinds.ts declares: nothing. */
export const NO_KINDS: KindNames = { abilities: new Map(), complete: true };

let project: Project | undefined;

/** The last reading of each kinds.ts (validate and a --watch build ask again). */
const lastRead = new Map<string, { readonly source: string; readonly names: KindNames }>();

/** The kinds `kinds.ts` (given as source text) declares. */
export function kindNames(path: string, source: string): KindNames {
  const known = lastRead.get(path);
  if (known?.source === source) return known.names;
  const names = readKindNames(path, source);
  lastRead.set(path, { source, names });
  return names;
}

function readKindNames(path: string, source: string): KindNames {
  project ??= new Project({ useInMemoryFileSystem: true, skipAddingFilesFromTsConfig: true });
  const file = project.createSourceFile(path, source, { overwrite: true });
  try {
    const exported = file.getExportAssignment((e) => !e.isExportEquals());
    const kinds = objectOf(exported?.getExpression(), file);
    const abilities = new Map<string, { line: number; col: number }>();
    if (!kinds) return { abilities, complete: exported === undefined };
    let complete = true;
    for (const property of kinds.getProperties()) {
      if (Node.isSpreadAssignment(property)) complete = false;
      if (propertyName(property) !== 'abilities') continue;
      const value = Node.isPropertyAssignment(property) ? objectOf(property.getInitializer(), file) : Node.isShorthandPropertyAssignment(property) ? objectOf(property.getNameNode(), file) : undefined;
      if (!value) {
        complete = false;
        continue;
      }
      for (const entry of value.getProperties()) {
        const key = propertyName(entry);
        if (key === undefined) complete = false;
        else {
          const at = file.getLineAndColumnAtPos(entry.getStart());
          abilities.set(key, { line: at.line, col: at.column });
        }
      }
    }
    return { abilities, complete };
  } finally {
    project.removeSourceFile(file);
  }
}
