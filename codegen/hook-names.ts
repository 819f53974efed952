/**
 * The names a title's hooks define that its YAML may refer to — the keys of the `events` and
 * `gameEnd` objects passed to `defineHooks` in `hooks.ts` — read by parsing the file with
 * ts-morph, without running it. Codegen checks the YAML's event types and `game_end_check`
 * reasons against the engine's and these.
 */
import type { Node, ObjectLiteralExpression, Project, SourceFile } from 'ts-morph';
import { tsMorph } from './ts-morph-lazy.js';

export interface HookNames {
  /** Event names the hooks handle. */
  readonly events: ReadonlySet<string>;
  /** Game-end reasons the hooks decide. */
  readonly gameEnd: ReadonlySet<string>;
  /**
   * False when `events` or `gameEnd` is not written as an object literal the parser can read
   * (built by a function, spread from elsewhere): then any name may be defined, and none is refused.
   */
  readonly complete: boolean;
  /** The hooks the title defines (`upgradesTo`, `tileLays`, ...), as far as the parser can read them. */
  readonly defined: ReadonlySet<string>;
}

/** What a title without hooks.ts defines: nothing. */
export const NO_HOOKS: HookNames = { events: new Set(), gameEnd: new Set(), complete: true, defined: new Set() };

let project: Project | undefined;

/**
 * A reader of what a title's TypeScript file (given as source text) exports by default, parsed
 * with ts-morph and never run: `read` gets the default export's object literal (undefined when
 * there is none or it is not written as one) and whether there is a default export at all. Its
 * answer for the same source is remembered per path (validate, lint and a --watch build ask again).
 */
export function defaultExportReader<T>(read: (exported: ObjectLiteralExpression | undefined, hasDefaultExport: boolean, file: SourceFile) => T): (path: string, source: string) => T {
  const lastRead = new Map<string, { readonly source: string; readonly answer: T }>();
  return (path, source) => {
    const known = lastRead.get(path);
    if (known?.source === source) return known.answer;
    project ??= new (tsMorph().Project)({ useInMemoryFileSystem: true, skipAddingFilesFromTsConfig: true });
    const file = project.createSourceFile(path, source, { overwrite: true });
    try {
      const exported = file.getExportAssignment((e) => !e.isExportEquals());
      const answer = read(objectOf(exported?.getExpression(), file), exported !== undefined, file);
      lastRead.set(path, { source, answer });
      return answer;
    } finally {
      project.removeSourceFile(file);
    }
  };
}

/** The object literal a property's value is (`key: {...}`, or `key` naming a `const key = {...}`). */
export function valueObjectOf(property: Node, file: SourceFile): ObjectLiteralExpression | undefined {
  const Nodes = tsMorph().Node;
  if (Nodes.isPropertyAssignment(property)) return objectOf(property.getInitializer(), file);
  if (Nodes.isShorthandPropertyAssignment(property)) return objectOf(property.getNameNode(), file);
  return undefined;
}

/** The object literal an expression evaluates to, following `const x = {...}` in the same file. */
export function objectOf(node: Node | undefined, file: SourceFile, depth = 0): ObjectLiteralExpression | undefined {
  if (!node || depth > 5) return undefined;
  const Nodes = tsMorph().Node;
  if (Nodes.isObjectLiteralExpression(node)) return node;
  if (Nodes.isParenthesizedExpression(node) || Nodes.isAsExpression(node) || Nodes.isSatisfiesExpression(node)) return objectOf(node.getExpression(), file, depth + 1);
  if (Nodes.isCallExpression(node)) return objectOf(node.getArguments()[0], file, depth + 1); // defineHooks<Types>({...})
  if (Nodes.isIdentifier(node)) {
    const declaration = file.getVariableDeclaration(node.getText());
    return objectOf(declaration?.getInitializer(), file, depth + 1);
  }
  return undefined;
}

export function propertyName(node: Node): string | undefined {
  const Nodes = tsMorph().Node;
  if (Nodes.isPropertyAssignment(node) || Nodes.isMethodDeclaration(node) || Nodes.isShorthandPropertyAssignment(node)) {
    const name = node.getNameNode();
    if (Nodes.isIdentifier(name) || Nodes.isPrivateIdentifier(name)) return name.getText();
    if (Nodes.isStringLiteral(name) || Nodes.isNoSubstitutionTemplateLiteral(name) || Nodes.isNumericLiteral(name)) return String(name.getLiteralValue());
  }
  return undefined;
}

/** The hook objects whose keys the YAML names. */
const NAMED = ['events', 'gameEnd'] as const;

/** The events and game-end reasons `hooks.ts` (given as source text) defines. */
export const hookNames = defaultExportReader<HookNames>((hooks, hasDefaultExport, file) => {
  const found = { events: new Set<string>(), gameEnd: new Set<string>() };
  const defined = new Set<string>();
  if (!hooks) return { ...found, complete: !hasDefaultExport, defined };
  const Nodes = tsMorph().Node;
  let complete = true;
  for (const property of hooks.getProperties()) {
    if (Nodes.isSpreadAssignment(property)) complete = false;
    const name = propertyName(property);
    if (name !== undefined) defined.add(name);
    const which = NAMED.find((n) => n === name);
    if (which === undefined) continue;
    const value = valueObjectOf(property, file);
    if (!value) {
      complete = false;
      continue;
    }
    for (const handler of value.getProperties()) {
      const key = propertyName(handler);
      if (key === undefined) complete = false;
      else found[which].add(key);
    }
  }
  return { ...found, complete, defined };
});
