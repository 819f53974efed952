/**
 * The names a title's hooks define that its YAML may refer to — the keys of the `events` object
 * passed to `defineHooks` in `hooks.ts` — read by parsing the file with ts-morph, without
 * running it. Codegen checks the YAML's event types against the engine's and these.
 */
import { Node, Project, type ObjectLiteralExpression, type SourceFile } from 'ts-morph';

export interface HookNames {
  /** Event names the hooks handle. */
  readonly events: ReadonlySet<string>;
  /**
   * False when `events` is not written as an object literal the parser can read (built by a
   * function, spread from elsewhere): then any event name may be handled, and none is refused.
   */
  readonly complete: boolean;
}

let project: Project | undefined;

/** The object literal an expression evaluates to, following `const x = {...}` in the same file. */
function objectOf(node: Node | undefined, file: SourceFile, depth = 0): ObjectLiteralExpression | undefined {
  if (!node || depth > 5) return undefined;
  if (Node.isObjectLiteralExpression(node)) return node;
  if (Node.isParenthesizedExpression(node) || Node.isAsExpression(node) || Node.isSatisfiesExpression(node)) return objectOf(node.getExpression(), file, depth + 1);
  if (Node.isCallExpression(node)) return objectOf(node.getArguments()[0], file, depth + 1); // defineHooks<Types>({...})
  if (Node.isIdentifier(node)) {
    const declaration = file.getVariableDeclaration(node.getText());
    return objectOf(declaration?.getInitializer(), file, depth + 1);
  }
  return undefined;
}

function propertyName(node: Node): string | undefined {
  if (Node.isPropertyAssignment(node) || Node.isMethodDeclaration(node) || Node.isShorthandPropertyAssignment(node)) {
    const name = node.getNameNode();
    if (Node.isIdentifier(name) || Node.isPrivateIdentifier(name)) return name.getText();
    if (Node.isStringLiteral(name) || Node.isNoSubstitutionTemplateLiteral(name) || Node.isNumericLiteral(name)) return String(name.getLiteralValue());
  }
  return undefined;
}

/** The events `hooks.ts` (given as source text) defines. */
export function hookNames(path: string, source: string): HookNames {
  project ??= new Project({ useInMemoryFileSystem: true, skipAddingFilesFromTsConfig: true });
  const file = project.createSourceFile(path, source, { overwrite: true });
  try {
    const exported = file.getExportAssignment((e) => !e.isExportEquals());
    const hooks = objectOf(exported?.getExpression(), file);
    if (!hooks) return { events: new Set(), complete: exported === undefined };
    const events = new Set<string>();
    let complete = true;
    for (const property of hooks.getProperties()) {
      if (Node.isSpreadAssignment(property)) complete = false;
      if (propertyName(property) !== 'events') continue;
      const value = Node.isPropertyAssignment(property) ? objectOf(property.getInitializer(), file) : Node.isShorthandPropertyAssignment(property) ? objectOf(property.getNameNode(), file) : undefined;
      if (!value) {
        complete = false;
        continue;
      }
      for (const handler of value.getProperties()) {
        const name = propertyName(handler);
        if (name === undefined) complete = false;
        else events.add(name);
      }
    }
    return { events, complete };
  } finally {
    project.removeSourceFile(file);
  }
}
