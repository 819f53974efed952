/**
 * `codegen migrate <title...>`: rewrites a title's code written against the engine's own modules
 * (`runtime/engine/money.js`, `runtime/title/hooks.js`, ...) to import the same names from the
 * SDK (`runtime/sdk.js`), the one module titles import the engine from. A name moves only when
 * the SDK exports that very declaration (not merely one of the same name); anything else — a
 * name the SDK lacks, a default or namespace import of an engine module — is left as written and
 * reported, so the title still builds and the designer knows what to ask for.
 *
 * The title's files are parsed with ts-morph and edited in place: the SDK import takes the place
 * of the first engine import (its leading comment stays), one import for every name, `type`
 * where every import of the name was type-only.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { Node, Project, ts, type ExportDeclaration, type ImportDeclaration, type SourceFile } from 'ts-morph';
import { CliError } from '../cli/support.js';
import { diagnostic, formatDiagnostic, type Diagnostic } from './diagnostics.js';
import type { ProjectLayout } from './fingerprint.cjs';
import { TITLE_ID } from './load.js';
import { isEngineImport, SDK_FILE, sdkSpecifier } from './sdk-imports.js';

export interface MigrationReport {
  /** Files rewritten. */
  readonly changed: readonly string[];
  /** Names now imported from the SDK. */
  readonly moved: number;
  /** Imports of the engine left as they were, each with why. */
  readonly left: readonly Diagnostic[];
}

interface Name {
  readonly name: string;
  readonly alias?: string;
  readonly typeOnly: boolean;
}

type Declaration = ImportDeclaration | ExportDeclaration;

/** Rewrites the engine imports of every TypeScript file under `titleDir`. */
export function migrateTitle(layout: ProjectLayout, titleDir: string): MigrationReport {
  // The compiler options a title is checked with (a project need not have a tsconfig.json).
  const compilerOptions = { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, strict: true, skipLibCheck: true };
  const project = new Project({ compilerOptions, skipFileDependencyResolution: true });
  const sdk = project.addSourceFileAtPath(join(layout.runtimeDir, SDK_FILE));
  const sdkExports = sdk.getExportedDeclarations();
  const files = project.addSourceFilesAtPaths([join(titleDir, '**/*.ts'), `!${join(titleDir, '**/*.test.ts')}`]);
  const changed: string[] = [];
  const left: Diagnostic[] = [];
  let moved = 0;
  for (const file of files) {
    const result = migrateFile(project, file, layout.runtimeDir, sdkExports);
    left.push(...result.left);
    if (result.text === undefined) continue;
    moved += result.moved;
    writeFileSync(file.getFilePath(), result.text);
    changed.push(file.getFilePath());
  }
  return { changed, moved, left };
}

interface Edit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** The file's text with its engine imports moved to the SDK, or undefined when nothing moves. */
function migrateFile(project: Project, file: SourceFile, runtimeDir: string, sdkExports: ReadonlyMap<string, Node[]>): { moved: number; left: Diagnostic[]; text?: string } {
  const path = file.getFilePath();
  const source = file.getFullText();
  const sdkSpec = sdkSpecifier(runtimeDir, path);
  const resolvedOf = (spec: string) => (spec.startsWith('.') ? resolve(dirname(path), spec).replace(/\.js$/, '.ts') : undefined);
  const isSdk = (spec: string) => resolvedOf(spec) === join(runtimeDir, SDK_FILE);
  const left: Diagnostic[] = [];
  const leave = (node: Node, message: string) => {
    const { line, column } = file.getLineAndColumnAtPos(node.getStart());
    left.push(diagnostic({ file: path, line, col: column }, 'title/deprecated_import', message, `ask for it in the SDK (runtime/sdk.ts), or keep the import: the title builds, with a warning`, 'warning'));
  };

  // Edits are made to the text, not the syntax tree, so that comments around imports stay put.
  const edits: Edit[] = [];
  // A declaration's own text (its leading comment excluded), with the line break after it when removed.
  const replace = (node: Node, text: string) => {
    const end = text === '' && source[node.getEnd()] === '\n' ? node.getEnd() + 1 : node.getEnd();
    edits.push({ start: node.getStart(), end, text });
  };
  const names: Name[] = [];
  let moved = 0;
  /** Where the SDK's import is written: the first import merged into it (replaced), or the first one moved from (after it). */
  let place: { readonly node: Declaration; readonly kept: string } | undefined;
  const declarations: Declaration[] = [...file.getImportDeclarations(), ...file.getExportDeclarations()].sort((a, b) => a.getStart() - b.getStart());
  for (const declaration of declarations) {
    const spec = declaration.getModuleSpecifierValue();
    if (spec === undefined) continue;
    const resolved = resolvedOf(spec);
    // The file's own SDK imports are merged into the one written.
    if (isSdk(spec) && Node.isImportDeclaration(declaration) && !declaration.getDefaultImport() && !declaration.getNamespaceImport()) {
      for (const named of declaration.getNamedImports()) names.push(nameOf(named.getName(), named.getAliasNode()?.getText(), declaration.isTypeOnly() || named.isTypeOnly()));
      if (place) replace(declaration, '');
      else place = { node: declaration, kept: '' };
      continue;
    }
    if (!isEngineImport(runtimeDir, { specifier: spec, line: 0, col: 0, ...(resolved ? { resolved } : {}) })) continue;
    const target = resolved ? project.addSourceFileAtPathIfExists(resolved) : undefined;
    const targetExports = target?.getExportedDeclarations();
    // The same declaration; for a type, also an alias of it (engine/game.ts's `Game` names the contract's).
    const inSdk = (name: string, typeOnly = false) => {
      const mine = targetExports?.get(name);
      const theirs = sdkExports.get(name);
      return mine !== undefined && theirs !== undefined && mine.some((node) => theirs.includes(node) || (typeOnly && aliasOf(node).some((n) => theirs.includes(n))));
    };
    if (Node.isExportDeclaration(declaration)) {
      const exported = declaration.getNamedExports();
      const missing = exported.filter((e) => !inSdk(e.getName()));
      if (exported.length === 0 || missing.length > 0) {
        leave(declaration, `'${spec}' re-exports ${missing.length ? missing.map((e) => e.getName()).join(', ') : 'everything'}, which the SDK does not export: left as it is`);
        continue;
      }
      replace(declaration.getModuleSpecifier()!, `'${sdkSpec}'`);
      moved += exported.length;
      continue;
    }
    if (declaration.getDefaultImport() || declaration.getNamespaceImport()) {
      leave(declaration, `'${spec}' is imported whole (a default or namespace import), which the SDK cannot stand in for: left as it is`);
      continue;
    }
    const named = declaration.getNamedImports();
    if (named.length === 0) {
      leave(declaration, `'${spec}' is imported for its side effects: left as it is`);
      continue;
    }
    const typeOnly = (n: (typeof named)[number]) => declaration.isTypeOnly() || n.isTypeOnly();
    const kept = named.filter((n) => !inSdk(n.getName(), typeOnly(n)));
    if (kept.length > 0) leave(declaration, `${kept.map((n) => n.getName()).join(', ')} from '${spec}' ${kept.length === 1 ? 'is' : 'are'} not in the SDK: left as ${kept.length === 1 ? 'it is' : 'they are'}`);
    if (kept.length === named.length) continue;
    for (const n of named) if (!kept.includes(n)) names.push(nameOf(n.getName(), n.getAliasNode()?.getText(), typeOnly(n)));
    moved += named.length - kept.length;
    const keptText = kept.length ? importText(kept.map((n) => nameOf(n.getName(), n.getAliasNode()?.getText(), typeOnly(n))), spec) : '';
    if (place) replace(declaration, keptText);
    else place = { node: declaration, kept: keptText };
  }
  if (moved === 0 || place === undefined) return { moved, left };

  const sdkImport = importText(mergeNames(names), sdkSpec);
  edits.push({ start: place.node.getStart(), end: place.node.getEnd(), text: place.kept ? `${place.kept}\n${sdkImport}` : sdkImport });
  let text = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
  return { moved, left, text };
}

/** The declarations a type alias (`type Game<T> = Contract<T>`) stands for. */
function aliasOf(node: Node): Node[] {
  if (!Node.isTypeAliasDeclaration(node)) return [];
  const type = node.getTypeNode();
  if (!type || !Node.isTypeReference(type)) return [];
  const symbol = type.getTypeName().getSymbol();
  return (symbol?.getAliasedSymbol() ?? symbol)?.getDeclarations() ?? [];
}

function nameOf(name: string, alias: string | undefined, typeOnly: boolean): Name {
  return { name, typeOnly, ...(alias !== undefined ? { alias } : {}) };
}

/** One entry per name and alias; a value import wins over a type-only one. */
function mergeNames(names: readonly Name[]): Name[] {
  const byKey = new Map<string, Name>();
  for (const n of names) {
    const key = `${n.name} as ${n.alias ?? n.name}`;
    const known = byKey.get(key);
    byKey.set(key, known ? { ...known, typeOnly: known.typeOnly && n.typeOnly } : n);
  }
  return [...byKey.values()];
}

function importText(names: readonly Name[], spec: string): string {
  const allTypes = names.every((n) => n.typeOnly);
  const one = (n: Name) => `${!allTypes && n.typeOnly ? 'type ' : ''}${n.name}${n.alias !== undefined ? ` as ${n.alias}` : ''}`;
  const line = `import ${allTypes ? 'type ' : ''}{ ${names.map(one).join(', ')} } from '${spec}';`;
  // A long list reads better one name a line, as a formatter would write it.
  return line.length <= 160 ? line : `import ${allTypes ? 'type ' : ''}{\n${names.map((n) => `  ${one(n)},\n`).join('')}} from '${spec}';`;
}

/** `codegen migrate <title...>`: prints each file rewritten and each import left; exit 0, or 2 for no such title. */
export function migrateMain(layout: ProjectLayout, titles: readonly string[]): number {
  if (titles.length === 0) throw new CliError('codegen migrate takes the titles whose code to rewrite, e.g. `codegen migrate 18mine`', 2);
  for (const id of titles) {
    if (!TITLE_ID.test(id) || !existsSync(join(layout.titlesDir, id))) throw new CliError(`no title '${id}' in ${relative(process.cwd(), layout.titlesDir) || '.'}`, 2);
  }
  for (const id of titles) {
    const report = migrateTitle(layout, join(layout.titlesDir, id));
    for (const file of report.changed) process.stdout.write(`rewritten: ${relative(process.cwd(), file)}\n`);
    for (const d of report.left) process.stderr.write(`${formatDiagnostic(d)}\n`);
    const files = report.changed.length;
    process.stdout.write(`${id}: ${files} file${files === 1 ? '' : 's'} rewritten, ${report.moved} name${report.moved === 1 ? '' : 's'} now imported from the SDK${report.left.length ? `, ${report.left.length} import${report.left.length === 1 ? '' : 's'} left (above)` : ''}\n`);
  }
  return 0;
}
