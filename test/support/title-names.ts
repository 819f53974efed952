/**
 * Reading TypeScript sources as syntax, for architecture checks: the string literals of a file
 * (comments never count), and the entity symbols a title's generated `types.ts` declares.
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';

export interface SourceLiteral {
  readonly file: string;
  /** 1-based. */
  readonly line: number;
  /** The literal's value (for a template, one of its literal pieces). */
  readonly text: string;
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

/** Every string literal of a file, and every literal piece of its template literals. */
export function stringLiterals(file: string): SourceLiteral[] {
  const source = parse(file);
  const out: SourceLiteral[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      out.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** The aliases of a title's `types.ts` that list its entities' symbols, by entity kind. */
const SYMBOL_TYPES: Readonly<Record<string, string>> = { CorporationSym: 'corporation', CompanySym: 'company', MinorSym: 'minor' };

/** `[kind, symbol]` for every corporation, company and minor a generated `types.ts` declares. */
export function titleSymbols(typesFile: string): [string, string][] {
  const out: [string, string][] = [];
  for (const statement of parse(typesFile).statements) {
    if (!ts.isTypeAliasDeclaration(statement) || !Object.hasOwn(SYMBOL_TYPES, statement.name.text)) continue;
    const kind = SYMBOL_TYPES[statement.name.text];
    const members = ts.isUnionTypeNode(statement.type) ? statement.type.types : [statement.type];
    for (const member of members) {
      if (ts.isLiteralTypeNode(member) && ts.isStringLiteral(member.literal)) out.push([kind, member.literal.text]);
    }
  }
  return out;
}
