/**
 * The Node form of a build: the generated modules and the titles' own TypeScript (hooks, steps,
 * rounds, actions), transpiled to JavaScript under `<outDir>/node/`, so the compiled CLI and a
 * designer's repository load a title with plain `node`, no TypeScript loader (tsx costs more
 * start-up than a whole replay).
 *
 * The TypeScript form in `<outDir>/` stays what Vite, vitest and the type-checker read. The two
 * differ only in where an import leads:
 * - into `<outDir>/`: the same module's Node form (`node/titles/<id>/index.js`);
 * - into the titles folder: its transpiled copy under `node/src/` (the folder mirrored, so
 *   imports between a title's files hold as written);
 * - into the toolkit (its runtime/ or its bundled titles/): the package, `trackwright/runtime/…`,
 *   which the package's `exports` map to its compiled JavaScript — inside this repository too
 *   (a package may import itself by name), so a title and the compiled CLI share one engine;
 * - anything else (a package of the designer's) as written.
 */
import { existsSync, realpathSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ts } from 'ts-morph';
import type { Layout, OutputFile } from './emit-module.js';
import type { LoadedTitle } from './load.js';

/** The folder under `outDir` holding the Node form. */
export const NODE_DIR = 'node';
/** The package name titles import the toolkit by. */
export const PACKAGE_NAME = 'trackwright';

function within(dir: string, file: string): boolean {
  return file.startsWith(dir + sep);
}

function posix(path: string): string {
  return path.split(sep).join('/');
}

function relativeSpecifier(fromFile: string, toFile: string): string {
  const rel = posix(relative(dirname(fromFile), toFile));
  return rel.startsWith('.') ? rel : `./${rel}`;
}

/** Where the Node form of a TypeScript file of the project goes, or undefined for a file outside it. */
function nodePath(layout: Layout, file: string): string | undefined {
  const js = file.replace(/\.ts$/, '.js');
  const nodeRoot = join(layout.outDir, NODE_DIR);
  if (within(layout.outDir, file)) return join(nodeRoot, relative(layout.outDir, js));
  if (within(layout.titlesDir, file)) return join(nodeRoot, 'src', relative(layout.titlesDir, js));
  return undefined;
}

/** The specifier the Node form of `fromFile` uses for what `spec` names in its TypeScript form. */
function nodeSpecifier(layout: Layout, toolkitDir: string, fromFile: string, spec: string): string {
  if (!spec.startsWith('.')) return spec;
  const target = join(dirname(fromFile), spec).replace(/\.js$/, '.ts');
  const from = nodePath(layout, fromFile);
  const to = nodePath(layout, target);
  if (from !== undefined && to !== undefined) return relativeSpecifier(from, to);
  if (within(toolkitDir, target)) return toolkitSpecifier(layout, toolkitDir, target);
  return spec;
}

/**
 * How the Node form imports a file of the toolkit: by the package's name where the project can
 * resolve it (the toolkit itself, a title repository depending on it); from a project that cannot
 * (a scratch copy a test makes outside both), by the address of the toolkit's compiled file.
 */
function toolkitSpecifier(layout: Layout, toolkitDir: string, target: string): string {
  const rel = posix(relative(toolkitDir, target)).replace(/\.ts$/, '.js');
  // The toolkit's own folder, through a project's link to its engine (tests link it so).
  const real = dirname(realToolkit(layout.runtimeDir));
  const root = realToolkit(layout.root);
  const resolvable = root === real || within(real, root) || existsSync(join(layout.root, 'node_modules', PACKAGE_NAME, 'package.json'));
  return resolvable ? `${PACKAGE_NAME}/${rel}` : pathToFileURL(join(real, 'dist', rel)).href;
}

function realToolkit(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"\n]+)\2/g;

/** One TypeScript module as JavaScript, its relative imports leading where the Node form needs. */
export function transpileForNode(layout: Layout, file: string, source: string): OutputFile | undefined {
  const path = nodePath(layout, file);
  if (path === undefined) return undefined;
  const { outputText } = ts.transpileModule(source, {
    fileName: file,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, useDefineForClassFields: true, sourceMap: false },
  });
  const toolkitDir = dirname(layout.runtimeDir);
  const content = outputText.replace(SPECIFIER, (_all, lead: string, quote: string, spec: string) => `${lead}${quote}${nodeSpecifier(layout, toolkitDir, file, spec)}${quote}`);
  return { path, content };
}

/**
 * The Node form of a build's outputs (types-only modules and pages have none) and of the
 * compiled titles' own TypeScript.
 */
export function emitNodeForm(layout: Layout, outputs: readonly OutputFile[], titles: readonly LoadedTitle[]): OutputFile[] {
  const forms: OutputFile[] = [];
  for (const output of outputs) {
    if (!output.path.endsWith('.ts') || output.path.endsWith(`${sep}types.ts`)) continue;
    const form = transpileForNode(layout, output.path, output.content);
    if (form) forms.push(form);
  }
  for (const title of titles) {
    for (const [file, text] of title.sources) {
      const form = transpileForNode(layout, file, text);
      if (form) forms.push(form);
    }
  }
  return forms;
}
