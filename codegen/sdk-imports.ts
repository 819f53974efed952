/**
 * A title's code imports the engine through one module, the SDK (`runtime/sdk.ts`); the rest of
 * runtime/ is the engine's own and may change. A title written against the engine's modules
 * (as every title was before the SDK) still builds — those modules are still there — but
 * `validate` and `build` warn at each such import, naming the SDK path to import from instead,
 * and `codegen migrate <title>` rewrites them (migrate.ts).
 *
 * Imports are read with TypeScript's pre-processor (a scanner, no parse or type check), so this
 * costs next to nothing per build; comments and strings that merely look like imports are not
 * taken for them.
 */
import { dirname, join, relative, resolve, sep } from 'node:path';
import { diagnostic, type Diagnostic } from './diagnostics.js';
import type { LoadedTitle } from './load.js';
import { tsMorph } from './ts-morph-lazy.js';

/** The SDK's file name inside the runtime folder. */
export const SDK_FILE = 'sdk.ts';

export interface ModuleImport {
  /** The module specifier as written (`../../runtime/engine/money.js`). */
  readonly specifier: string;
  /** The file it names, as a `.ts` path (relative specifiers only). */
  readonly resolved?: string;
  /** 1-based position of the specifier's first character (after the quote). */
  readonly line: number;
  readonly col: number;
}

/** Each file's imports as last read, with the text they were read from (every build asks again). */
const lastRead = new Map<string, { readonly text: string; readonly imports: readonly ModuleImport[] }>();
/** Files remembered at most (one process may build many projects: tests). */
const KEPT_FILES = 2_000;

/** Every module a source file imports or re-exports, type-only and dynamic imports included. */
export function moduleImports(file: string, text: string): readonly ModuleImport[] {
  const known = lastRead.get(file);
  if (known?.text === text) return known.imports;
  const imports = readImports(file, text);
  if (lastRead.size >= KEPT_FILES) lastRead.clear();
  lastRead.set(file, { text, imports });
  return imports;
}

function readImports(file: string, text: string): ModuleImport[] {
  const found = tsMorph().ts.preProcessFile(text, true, true).importedFiles;
  return found.map(({ fileName, pos }) => {
    const line = countLines(text, pos);
    const character = pos - (text.lastIndexOf('\n', pos - 1) + 1);
    const relativeSpec = fileName.startsWith('./') || fileName.startsWith('../');
    const resolved = relativeSpec ? resolve(dirname(file), fileName).replace(/\.js$/, '.ts') : undefined;
    return { specifier: fileName, line: line + 1, col: character + 1, ...(resolved ? { resolved } : {}) };
  });
}

/** The 0-based line of a position. */
function countLines(text: string, pos: number): number {
  let lines = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < pos; i = text.indexOf('\n', i + 1)) lines++;
  return lines;
}

/** Whether an import reaches into the engine past the SDK. */
export function isEngineImport(runtimeDir: string, imported: ModuleImport): boolean {
  const path = imported.resolved;
  if (path === undefined) return false;
  const inRuntime = path === runtimeDir || path.startsWith(runtimeDir + sep) || path === `${runtimeDir}.ts`;
  return inRuntime && path !== join(runtimeDir, SDK_FILE);
}

/** The specifier a file imports the SDK by (`../../runtime/sdk.js`). */
export function sdkSpecifier(runtimeDir: string, file: string): string {
  const path = relative(dirname(file), join(runtimeDir, SDK_FILE.replace(/\.ts$/, '.js'))).split(sep).join('/');
  return path.startsWith('.') ? path : `./${path}`;
}

/** A warning at each import of a title's code that reaches into the engine past the SDK. */
export function sdkImportWarnings(runtimeDir: string, loaded: LoadedTitle): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const [file, text] of loaded.sources) {
    for (const imported of moduleImports(file, text)) {
      if (!isEngineImport(runtimeDir, imported)) continue;
      const sdk = sdkSpecifier(runtimeDir, file);
      out.push(
        diagnostic(
          { file, line: imported.line, col: imported.col },
          'title/deprecated_import',
          `'${imported.specifier}' is the engine's own module and may change: titles import the engine from '${sdk}'`,
          `import the same names from '${sdk}'; \`codegen migrate ${loaded.id}\` rewrites every such import of the title`,
          'warning',
        ),
      );
    }
  }
  return out;
}
