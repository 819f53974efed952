/**
 * Compiler phase 4: emit a compiled title as TypeScript through ts-morph structures — the literal
 * name types, the data, the module wiring hooks and steps — and the registry of all titles.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import {
  IndentationText,
  type CodeBlockWriter,
  Project,
  QuoteKind,
  StructureKind,
  VariableDeclarationKind,
  type ImportDeclarationStructure,
  type OptionalKind,
  type StatementStructures,
} from 'ts-morph';
import type { TitleDefinition } from '../runtime/title/definition.js';
import { literalText, quote } from './emit-literal.js';
import { withTitleAbilities } from './emit-title-abilities.js';
import { TOOLKIT_DIR } from './fingerprint.cjs';
import type { LoadedTitle } from './load.js';

export interface OutputFile {
  /** Absolute path. */
  readonly path: string;
  readonly content: string;
}

export interface Layout {
  readonly root: string;
  readonly titlesDir: string;
  readonly runtimeDir: string;
  readonly outDir: string;
}

export function generatedHeader(source: string): string {
  return `// generated from ${source} by codegen build — do not edit\n`;
}

let sharedProject: Project | undefined;
function project(): Project {
  sharedProject ??= new Project({
    useInMemoryFileSystem: true,
    manipulationSettings: { indentationText: IndentationText.TwoSpaces, quoteKind: QuoteKind.Single },
  });
  return sharedProject;
}

function render(path: string, header: string, statements: (StatementStructures | string)[], format = true): string {
  const file = project().createSourceFile(path, { statements }, { overwrite: true });
  if (format) file.formatText({ indentSize: 2, convertTabsToSpaces: true, semicolons: 'insert' as never });
  const text = header + file.getFullText();
  project().removeSourceFile(file);
  return text;
}

/** An ESM import specifier from one file to another, `.ts` written as `.js`. */
function specifier(fromFile: string, toFile: string): string {
  const bundled = join(TOOLKIT_DIR, 'titles');
  if (toFile.startsWith(bundled + sep) && !fromFile.startsWith(TOOLKIT_DIR + sep)) {
    // A bundled title's code, imported by a title repository's build (a base it extends): through
    // the package, whose `exports` give its compiled JavaScript and declarations to Node and the
    // type-checker and its TypeScript to the preview — each the same engine the project imports.
    return `trackwright/titles/${relative(bundled, toFile).split(sep).join('/').replace(/\.ts$/, '.js')}`;
  }
  let rel = relative(dirname(fromFile), toFile).split(sep).join('/');
  if (!rel.startsWith('.')) rel = `./${rel}`;
  return rel.replace(/\.ts$/, '.js');
}

/**
 * Whether the project is a title repository of its own, the toolkit installed as a package: its
 * engine lies outside the project (in node_modules), and its generated modules import the engine
 * by the package's name (resolved by its `exports`), not by a path into node_modules.
 */
export function isTitleRepository(layout: Pick<Layout, 'root' | 'runtimeDir'>): boolean {
  const rel = relative(layout.root, layout.runtimeDir);
  if (rel.split(sep)[0] === 'node_modules') return true;
  // An engine elsewhere counts only where the project resolves the package (a scratch folder of
  // titles built against this checkout, as the preview's tests make, imports it by path).
  return (rel.startsWith('..') || isAbsolute(rel)) && existsSync(join(layout.root, 'node_modules', 'trackwright', 'package.json'));
}

/** The specifier of an engine file (`title/hooks.ts`) in a module the build writes at `fromFile`. */
export function runtimeSpecifier(layout: Layout, fromFile: string, file: string): string {
  if (!isTitleRepository(layout)) return specifier(fromFile, join(layout.runtimeDir, file));
  return `trackwright/runtime/${file.split(sep).join('/').replace(/\.ts$/, '.js')}`;
}

function runtimeImport(layout: Layout, from: string, file: string, names: { named: string[]; typeOnly?: boolean }): OptionalKind<ImportDeclarationStructure> & { kind: StructureKind.ImportDeclaration } {
  return { ...importOf(from, from, names), moduleSpecifier: runtimeSpecifier(layout, from, file) };
}

/** The toolkit's version, stamped into every compiled title (`TitleModule.toolkitVersion`). */
export const TOOLKIT_VERSION: string = (JSON.parse(readFileSync(join(TOOLKIT_DIR, 'package.json'), 'utf8')) as { version: string }).version;

function union(values: Iterable<string>): string {
  const list = [...new Set(values)];
  return list.length ? list.map(quote).join(' | ') : 'never';
}

function importOf(from: string, to: string, names: { default?: string; named?: string[]; typeOnly?: boolean }): OptionalKind<ImportDeclarationStructure> & { kind: StructureKind.ImportDeclaration } {
  return {
    kind: StructureKind.ImportDeclaration,
    moduleSpecifier: specifier(from, to),
    ...(names.default ? { defaultImport: names.default } : {}),
    ...(names.named ? { namedImports: names.named } : {}),
    ...(names.typeOnly ? { isTypeOnly: true } : {}),
  };
}

/** Identifier for a default import: `buy_sell_par_shares` → `buySellParSharesStep`. */
function identifier(name: string, suffix: 'Step' | 'Round'): string {
  const camel = name.replace(/[^A-Za-z0-9]+(.)/g, (_, c: string) => c.toUpperCase()).replace(/[^A-Za-z0-9_]/g, '_');
  return `${/^[0-9]/.test(camel) ? '_' : ''}${camel}${suffix}`;
}

export function titleDir(layout: Layout, id: string): string {
  return join(layout.outDir, 'titles', id);
}

/** Where a title's modules go, and what every one of them starts with. */
interface TitleModules {
  readonly layout: Layout;
  readonly header: string;
  readonly typesPath: string;
  readonly definitionPath: string;
  readonly codePath: string;
  readonly indexPath: string;
}

/**
 * A title's modules: its literal names (types.ts), its data (definition.ts), its code (code.ts)
 * and the module joining them (index.ts). With `withData: false` the data module only declares
 * `definition` (for type-checking hooks and steps without paying for the data's emission, as
 * `validate` does).
 */
export function emitTitle(layout: Layout, loaded: LoadedTitle, definition: TitleDefinition, withData = true): OutputFile[] {
  const dir = titleDir(layout, loaded.id);
  const at: TitleModules = {
    layout,
    header: generatedHeader(`titles/${loaded.id}`),
    typesPath: join(dir, 'types.ts'),
    definitionPath: join(dir, 'definition.ts'),
    codePath: join(dir, 'code.ts'),
    indexPath: join(dir, 'index.ts'),
  };
  return [
    { path: at.typesPath, content: typesModule(at, definition) },
    { path: at.definitionPath, content: withData ? dataModule(at, definition) : declaredDataModule(at) },
    { path: at.codePath, content: codeModule(at, loaded, definition) },
    { path: at.indexPath, content: indexModule(at) },
  ];
}

/** types.ts: a union type per kind of name the title defines, and `Types` gathering them. */
function typesModule({ layout, header, typesPath }: TitleModules, definition: TitleDefinition): string {
  const names: [string, string, Iterable<string>][] = [
    ['CorporationSym', 'corporation', definition.corporations.map((c) => c.sym)],
    ['CompanySym', 'company', definition.companies.map((c) => c.sym)],
    ['MinorSym', 'minor', definition.minors.map((m) => m.sym)],
    ['TrainName', 'train', definition.trains.flatMap((t) => [t.name, ...t.variants.map((v) => v.name)])],
    ['PhaseName', 'phase', definition.phases.map((p) => p.name)],
    ['HexId', 'hex', definition.hexes.map((h) => h.id)],
    ['TileName', 'tile', Object.keys(definition.tileManifest)],
    ['OptionalRuleSym', 'optionalRule', definition.meta.optionalRules.map((r) => r.sym)],
  ];
  return render(typesPath, header, [
    runtimeImport(layout, typesPath, join('title', 'types.ts'), { named: ['TitleTypes'], typeOnly: true }),
    ...names.map(([alias, , values]) => ({
      kind: StructureKind.TypeAlias as const,
      name: alias,
      isExported: true,
      type: union(values),
    })),
    {
      kind: StructureKind.Interface,
      name: 'Types',
      isExported: true,
      extends: ['TitleTypes'],
      docs: [`The literal names of ${definition.meta.fullTitle}, for typing hooks and steps.`],
      properties: names.map(([alias, property]) => ({ name: property, type: alias, isReadonly: true })),
    },
  ]);
}

/** definition.ts: the title's data as one literal. */
function dataModule({ layout, header, definitionPath }: TitleModules, definition: TitleDefinition): string {
  const written = withTitleAbilities(definition);
  return render(definitionPath, header, [
    runtimeImport(layout, definitionPath, join('title', 'definition.ts'), { named: ['TitleDefinition'], typeOnly: true }),
    ...(written.asserted ? [runtimeImport(layout, definitionPath, join('title', 'abilities.ts'), { named: ['Ability', 'TitleAbility'], typeOnly: true })] : []),
    // Written out as text, laid out by emit-literal: formatting a module of megabytes would take
    // seconds and change nothing.
    `export const definition: TitleDefinition = ${literalText(written.data)};`,
  ], false);
}

/** definition.ts declaring `definition` only. */
function declaredDataModule({ layout, header, definitionPath }: TitleModules): string {
  return `${header}import type { TitleDefinition } from '${runtimeSpecifier(layout, definitionPath, join('title', 'definition.ts'))}';\nexport declare const definition: TitleDefinition;\n`;
}

/** A `steps:` or `rounds:` table of the title's code: each name and its class's import. */
function codeTable(writer: CodeBlockWriter, key: string, entries: [string, string][], suffix: 'Step' | 'Round'): CodeBlockWriter {
  if (entries.length === 0) return writer.writeLine(`${key}: {},`);
  writer.write(`${key}: `).inlineBlock(() => {
    for (const [name] of entries) writer.writeLine(`${quote(name)}: ${identifier(name, suffix)},`);
  });
  return writer.write(',').newLine();
}

/**
 * code.ts: the title's code — its own hooks, steps, rounds and actions over its base's — in a
 * module of its own, so a variant's code imports its base's without the base's data.
 */
function codeModule({ layout, header, typesPath, codePath }: TitleModules, loaded: LoadedTitle, definition: TitleDefinition): string {
  const stepEntries = Object.entries(loaded.stepFiles);
  const roundEntries = Object.entries(loaded.roundFiles);
  const basePath = loaded.base ? join(titleDir(layout, loaded.base.id), 'code.ts') : undefined;
  return render(codePath, header, [
    runtimeImport(layout, codePath, join('title', 'extend.ts'), { named: ['titleCode'] }),
    ...(loaded.hooksFile ? [] : [runtimeImport(layout, codePath, join('title', 'hooks.ts'), { named: ['NO_HOOKS'] })]),
    importOf(codePath, typesPath, { named: ['Types'], typeOnly: true }),
    ...(basePath ? [importOf(codePath, basePath, { named: ['code as base'] })] : []),
    ...(loaded.hooksFile ? [importOf(codePath, loaded.hooksFile, { default: 'hooks' })] : []),
    ...(loaded.actionsFile ? [importOf(codePath, loaded.actionsFile, { default: 'actions' })] : []),
    ...(loaded.kindsFile ? [importOf(codePath, loaded.kindsFile, { default: 'kinds' })] : []),
    ...stepEntries.map(([name, file]) => importOf(codePath, file, { default: identifier(name, 'Step') })),
    ...roundEntries.map(([name, file]) => importOf(codePath, file, { default: identifier(name, 'Round') })),
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: [loaded.base ? `The hooks, steps, rounds and actions of ${definition.meta.title}: its own over those of ${loaded.base.id} (import \`code\` from here to call them).` : `The hooks, steps, rounds and actions of ${definition.meta.title}.`],
      declarations: [
        {
          name: 'code',
          initializer: (writer) => {
            writer.write('titleCode<Types>(').inlineBlock(() => {
              writer.writeLine(loaded.hooksFile ? 'hooks,' : 'hooks: NO_HOOKS,');
              codeTable(writer, 'steps', stepEntries, 'Step');
              codeTable(writer, 'rounds', roundEntries, 'Round');
              writer.writeLine(loaded.actionsFile ? 'actions,' : 'actions: {},');
              if (loaded.kindsFile) writer.writeLine('kinds,');
            });
            writer.write(basePath ? ', base)' : ')');
          },
        },
      ],
    },
  ]);
}

/** index.ts: the title module, its definition with its code. */
function indexModule({ layout, header, typesPath, definitionPath, codePath, indexPath }: TitleModules): string {
  return render(indexPath, header, [
    runtimeImport(layout, indexPath, 'module.ts', { named: ['defineTitle'] }),
    runtimeImport(layout, indexPath, join('title', 'extend.ts'), { named: ['TitleCode'], typeOnly: true }),
    importOf(indexPath, definitionPath, { named: ['definition'] }),
    importOf(indexPath, typesPath, { named: ['Types'], typeOnly: true }),
    importOf(indexPath, codePath, { named: ['code'] }),
    {
      kind: StructureKind.ExportDeclaration,
      namedExports: ['Types'],
      isTypeOnly: true,
      moduleSpecifier: specifier(indexPath, typesPath),
    },
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      declarations: [{ name: 'title', initializer: `defineTitle<Types>({ definition, ...(code as TitleCode<Types>), toolkitVersion: ${quote(TOOLKIT_VERSION)} })` }],
    },
    { kind: StructureKind.ExportAssignment, isExportEquals: false, expression: 'title' },
  ]);
}

/** The title registry: every title id, the names it is known by, and a loader for its module. */
export function emitRegistry(layout: Layout, ids: readonly string[], names: Readonly<Record<string, readonly string[]>> = {}): OutputFile {
  const path = join(layout.outDir, 'index.ts');
  const content = render(path, generatedHeader('titles/'), [
    runtimeImport(layout, path, 'module.ts', { named: ['TitleModule'], typeOnly: true }),
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: ['Every title `codegen build` compiled, by folder name.'],
      declarations: [{ name: 'TITLE_IDS', initializer: `[${ids.map(quote).join(', ')}] as const` }],
    },
    { kind: StructureKind.TypeAlias, isExported: true, name: 'TitleId', type: '(typeof TITLE_IDS)[number]' },
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: ['The names each title is known by besides its id: its `meta.title`, then its `meta.aliases`.'],
      declarations: [
        {
          name: 'TITLE_NAMES',
          type: 'Readonly<Record<TitleId, readonly string[]>>',
          initializer: (writer) =>
            writer.inlineBlock(() => {
              for (const id of ids) writer.writeLine(`${quote(id)}: [${(names[id] ?? []).map(quote).join(', ')}],`);
            }),
        },
      ],
    },
    {
      kind: StructureKind.Function,
      isExported: true,
      name: 'titleIdFor',
      docs: ['The title a name denotes (a recording\'s `title`): a title id, `meta.title` or alias, ignoring case.'],
      parameters: [{ name: 'name', type: 'string' }],
      returnType: 'TitleId | undefined',
      statements: [
        'const wanted = name.toLowerCase();',
        'return TITLE_IDS.find((id) => id.toLowerCase() === wanted) ?? TITLE_IDS.find((id) => TITLE_NAMES[id].some((n) => n.toLowerCase() === wanted));',
      ],
    },
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: ['Loads a title module on demand, so a bundle carries only the titles it opens.'],
      declarations: [
        {
          name: 'titleLoaders',
          type: 'Readonly<Record<TitleId, () => Promise<TitleModule>>>',
          initializer: (writer) =>
            writer.inlineBlock(() => {
              for (const id of ids) {
                writer.writeLine(`${quote(id)}: () => import(${quote(`./titles/${id}/index.js`)}).then((m) => m.title as unknown as TitleModule),`);
              }
            }),
        },
      ],
    },
    {
      kind: StructureKind.Function,
      isExported: true,
      isAsync: true,
      name: 'loadTitle',
      docs: ['The compiled module of a title, or an error naming the titles there are.'],
      parameters: [{ name: 'id', type: 'string' }],
      returnType: 'Promise<TitleModule>',
      statements: [
        'if (!(id in titleLoaders)) throw new Error(`unknown title \'${id}\'; titles: ${TITLE_IDS.join(\', \')}`);',
        'return titleLoaders[id as TitleId]();',
      ],
    },
  ]);
  return { path, content };
}
