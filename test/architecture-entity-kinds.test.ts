/**
 * The engine finds out what an entity can do from its kind's entry in the registry
 * (runtime/engine/entity-kinds.ts: its purse, name, owner, whether it closed or operates), never by
 * switching over the engine's kind names: a title's own kind (kinds.ts `entities`) then holds
 * money, is named and is followed to its player like the engine's. The check reads runtime/'s
 * syntax trees: a `switch` over an entity's kind (`kindOf(...)`, `kinds.get(...)`), or a `case`
 * of an engine entity kind's name in a switch over anything called `kind`, fails it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './support/shared.js';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

const ENTITY_KINDS = new Set(['player', 'corporation', 'company', 'minor', 'pool', 'bank', 'depot']);

/** `kindOf(x)`, `game.kindOf(x)`, `this.kinds.get(x)`: an entity's kind looked up by id. */
function looksUpKind(node: ts.Expression): boolean {
  const bare = ts.isParenthesizedExpression(node) ? node.expression : node;
  if (!ts.isCallExpression(bare)) return false;
  const callee = bare.expression;
  if (ts.isIdentifier(callee)) return callee.text === 'kindOf';
  if (!ts.isPropertyAccessExpression(callee)) return false;
  if (callee.name.text === 'kindOf') return true;
  return callee.name.text === 'get' && ts.isPropertyAccessExpression(callee.expression) && callee.expression.name.text === 'kinds';
}

const namesKind = (node: ts.Expression) => (ts.isIdentifier(node) && /kind$/i.test(node.text)) || (ts.isPropertyAccessExpression(node) && /kind$/i.test(node.name.text));

/** Every switch over an entity's kind, as `file:line  text`. */
function kindSwitches(name: string, text: string): string[] {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isSwitchStatement(node)) {
      const entityCases = node.caseBlock.clauses.some((c) => ts.isCaseClause(c) && ts.isStringLiteralLike(c.expression) && ENTITY_KINDS.has(c.expression.text));
      if (looksUpKind(node.expression) || (namesKind(node.expression) && entityCases)) {
        found.push(`${name}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}  switch (${node.expression.getText()})`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('entity kinds in runtime/', () => {
  it('are never switched over: the engine asks the kind’s entry in the registry', () => {
    const runtime = join(REPO_ROOT, 'runtime');
    expect(sources(runtime).flatMap((file) => kindSwitches(relative(REPO_ROOT, file), readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('the check finds such a switch (it is not blind)', () => {
    const sample = [
      'switch (game.kindOf(holder)) { case "player": break; }',
      'switch (this.kinds.get(id)) { default: break; }',
      'const kind = x; switch (kind) { case "minor": break; }',
      'switch (round.kind) { case "stock": break; }',
    ].join('\n');
    expect(kindSwitches('sample.ts', sample)).toEqual([
      'sample.ts:1  switch (game.kindOf(holder))',
      'sample.ts:2  switch (this.kinds.get(id))',
      'sample.ts:3  switch (kind)',
    ]);
  });
});
