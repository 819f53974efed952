/**
 * Nothing that validates may do nothing: every field of every ability type and every rule the
 * schema offers is read by the engine, or listed in runtime/title/engine-reads.ts (where
 * `codegen validate` warns a title that writes it). Found with the TypeScript checker: each
 * property access in the engine's code resolved to the field it reads, so a field of the same
 * name in another interface does not count.
 */
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ABILITY_TYPE_USE, SHOWN_ABILITY_KEYS, UNREAD_ABILITY_KEYS, UNREAD_RULES } from '../../runtime/title/engine-reads.js';
import { REPO_ROOT } from '../support/shared.js';
import { tsFiles } from '../support/ts-program.js';

const RUNTIME = join(REPO_ROOT, 'runtime');
const ABILITIES = join(RUNTIME, 'title', 'abilities.ts');
const DEFINITION = join(RUNTIME, 'title', 'definition.ts');

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Fields of interfaces declared in `file`, as `Interface.field`, that the engine's code reads. */
function readFields(): { declared: Map<string, string[]>; read: Set<string> } {
  const program = ts.createProgram(tsFiles(RUNTIME), { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, strict: true, noEmit: true, skipLibCheck: true, types: [] });
  const checker = program.getTypeChecker();
  const declared = new Map<string, string[]>();
  for (const file of [ABILITIES, DEFINITION]) {
    const source = program.getSourceFile(file)!;
    source.forEachChild((node) => {
      if (ts.isInterfaceDeclaration(node)) declared.set(node.name.text, node.members.flatMap((m) => (ts.isPropertySignature(m) && ts.isIdentifier(m.name) ? [m.name.text] : [])));
    });
  }
  const read = new Set<string>();
  const note = (symbol: ts.Symbol | undefined) => {
    for (const declaration of symbol?.declarations ?? []) {
      const file = declaration.getSourceFile().fileName;
      if ((file === ABILITIES || file === DEFINITION) && ts.isPropertySignature(declaration) && ts.isInterfaceDeclaration(declaration.parent)) {
        read.add(`${declaration.parent.name.text}.${declaration.name.getText()}`);
      }
    }
  };
  for (const source of program.getSourceFiles()) {
    const path = source.fileName;
    // The engine's code: not the declarations themselves.
    if (!path.startsWith(RUNTIME) || path === ABILITIES || path === DEFINITION || relative(RUNTIME, path).startsWith('..')) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAccessExpression(node)) {
        note(checker.getSymbolAtLocation(node.name));
        // On a union (`TileLayAbility | TeleportAbility`), a read of each member's field.
        const type = checker.getTypeAtLocation(node.expression);
        for (const part of type.isUnion() ? type.types : []) note(part.getProperty(node.name.text));
      }
      else if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
        const name = node.propertyName ?? node.name;
        if (ts.isIdentifier(name)) {
          const type = checker.getTypeAtLocation(node.parent);
          note(type.getProperty(name.text) ?? undefined);
          for (const part of type.isUnion() ? type.types : []) note(part.getProperty(name.text));
        }
      } else if (ts.isElementAccessExpression(node) && ts.isStringLiteral(node.argumentExpression)) note(checker.getSymbolAtLocation(node.argumentExpression));
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { declared, read };
}

describe('the engine reads every field of the data, but those it lists as unread', () => {
  const { declared, read } = readFields();
  const interfaceOf = (type: string) => `${type.split('_').map((w) => w[0].toUpperCase() + w.slice(1)).join('')}Ability`;

  it('has a use for every ability type', () => {
    const types = (declared.get('BlocksHexesAbility') && Object.keys(ABILITY_TYPE_USE)) ?? [];
    for (const type of types) expect(declared.has(interfaceOf(type)), interfaceOf(type)).toBe(true);
  });

  it('reads every ability field but the unread ones, and none of those', () => {
    const common = new Set(declared.get('AbilityCommon') ?? []);
    const problems: string[] = [];
    for (const [type, use] of Object.entries(ABILITY_TYPE_USE)) {
      if (use === 'text') continue;
      const iface = interfaceOf(type);
      const unread = Object.keys(UNREAD_ABILITY_KEYS[type as keyof typeof UNREAD_ABILITY_KEYS] ?? {});
      const shown = SHOWN_ABILITY_KEYS[type as keyof typeof SHOWN_ABILITY_KEYS] ?? [];
      for (const field of declared.get(iface) ?? []) {
        if (field === 'type' || common.has(field) || shown.includes(snake(field))) continue;
        const isRead = read.has(`${iface}.${field}`);
        const listed = unread.includes(snake(field));
        if (isRead && listed) problems.push(`${type}.${snake(field)} is read by the engine but listed as unread`);
        if (!isRead && !listed) problems.push(`${type}.${snake(field)} is read nowhere in the engine: apply it, or list it in UNREAD_ABILITY_KEYS`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('reads every field all abilities share', () => {
    expect((declared.get('AbilityCommon') ?? []).filter((field) => field !== 'description' && !read.has(`AbilityCommon.${field}`))).toEqual([]);
  });

  it('reads every rule but the unread ones, and none of those', () => {
    const problems = (declared.get('TitleRules') ?? []).flatMap((field) => {
      const isRead = read.has(`TitleRules.${field}`);
      const listed = Object.hasOwn(UNREAD_RULES, snake(field));
      return isRead === listed ? [`rules.${snake(field)}: ${isRead ? 'read, but listed as unread' : 'read nowhere: apply it, or list it in UNREAD_RULES'}`] : [];
    });
    expect(problems).toEqual([]);
  });
});
