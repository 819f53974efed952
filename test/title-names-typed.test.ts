/**
 * A bundled title's code names its entities through its literal unions (generated
 * `types.ts`): every string literal in titles/<title>/**.ts that spells one of the title's
 * corporations, companies, minors, hexes, trains, phases or optional rules stands where the
 * type checker compares it with that title's union, so renaming or misspelling the entity in the
 * YAML breaks the build instead of silently never matching.
 *
 * "Stands where it is compared" means: its contextual type (a parameter, an annotated constant,
 * an array or record typed with `Types[...]`), or for `===`/`!==` and `case` the other side's
 * type, is a union of literals — not `string`, not absent; for a key of an object literal, the
 * object's type lists the key rather than taking any string. So `const IC = 'IC'` (no
 * annotation), `['C&O', 'ERIE']` as `string[]`, keys of a `Record<string, ...>` or
 * `action.corporation === 'IC'` (the action's field is a string) fail;
 * `const IC: Types['corporation'] = 'IC'` and keys of a `Record<Types['corporation'], ...>` pass.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { TITLE_IDS } from '../generated/index.js';
import { REPO_ROOT } from './support/shared.js';
import { tsFiles } from './support/ts-program.js';

/** The literal unions of a title's `types.ts` whose members the title's code must not leave unchecked. */
const NAME_TYPES = ['CorporationSym', 'CompanySym', 'MinorSym', 'HexId', 'TrainName', 'PhaseName', 'OptionalRuleSym'];

function titleNames(title: string): Set<string> {
  const source = ts.createSourceFile('types.ts', readFileSync(join(REPO_ROOT, 'generated', 'titles', title, 'types.ts'), 'utf8'), ts.ScriptTarget.Latest);
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isTypeAliasDeclaration(statement) || !NAME_TYPES.includes(statement.name.text)) continue;
    const members = ts.isUnionTypeNode(statement.type) ? statement.type.types : [statement.type];
    for (const m of members) if (ts.isLiteralTypeNode(m) && ts.isStringLiteral(m.literal)) names.add(m.literal.text);
  }
  return names;
}

/** Whether a type lets any string through (so a literal compared with it is not checked). */
function open(type: ts.Type | undefined): boolean {
  if (!type) return true;
  if (type.isUnion()) return type.types.some(open);
  return (type.flags & (ts.TypeFlags.String | ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.TypeParameter)) !== 0;
}

const EQUALITY = new Set([ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken]);

/** Why a literal (or an object key) naming an entity escapes the checker, or undefined when it does not. */
function escapes(checker: ts.TypeChecker, node: ts.StringLiteral | ts.Identifier): string | undefined {
  const parent = node.parent;
  if (ts.isPropertyAssignment(parent) && parent.name === node && ts.isObjectLiteralExpression(parent.parent)) {
    const object = checker.getContextualType(parent.parent);
    if (!object || (object.flags & ts.TypeFlags.Any) !== 0) return 'a key of an object of no declared type';
    return checker.getIndexInfoOfType(object, ts.IndexKind.String) ? `a key of ${checker.typeToString(object)}` : undefined;
  }
  if (!ts.isStringLiteral(node)) return undefined;
  const against =
    ts.isBinaryExpression(parent) && EQUALITY.has(parent.operatorToken.kind)
      ? checker.getTypeAtLocation(parent.left === node ? parent.right : parent.left)
      : ts.isCaseClause(parent)
        ? checker.getTypeAtLocation(parent.parent.parent.expression)
        : checker.getContextualType(node);
  return open(against) ? `against ${against ? checker.typeToString(against) : 'nothing'}` : undefined;
}

describe('bundled titles name their entities through their literal unions', () => {
  const titles = TITLE_IDS.filter((id) => {
    try {
      return tsFiles(join(REPO_ROOT, 'titles', id)).length > 0;
    } catch {
      return false;
    }
  });
  const roots = titles.flatMap((id) => tsFiles(join(REPO_ROOT, 'titles', id)));
  const config = ts.readConfigFile(join(REPO_ROOT, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, REPO_ROOT);

  it('reads the code of the titles that have any', () => {
    expect(titles).toEqual(expect.arrayContaining(['1830', '1846', '1889', '18Chesapeake']));
  });

  it('in every string literal that spells one of them', () => {
    const program = ts.createProgram(roots, options);
    const checker = program.getTypeChecker();
    const unchecked: string[] = [];
    for (const title of titles) {
      const names = titleNames(title);
      for (const file of tsFiles(join(REPO_ROOT, 'titles', title))) {
        const source = program.getSourceFile(file)!;
        const visit = (node: ts.Node): void => {
          if ((ts.isStringLiteral(node) || ts.isIdentifier(node)) && names.has(node.text) && !ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent)) {
            const why = escapes(checker, node);
            if (why) {
              const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
              unchecked.push(`${relative(REPO_ROOT, file)}:${line}  '${node.text}' ${why}: ${node.parent.getText(source).slice(0, 80)}`);
            }
          }
          ts.forEachChild(node, visit);
        };
        visit(source);
      }
    }
    expect(unchecked).toEqual([]);
  });
});
