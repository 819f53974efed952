/**
 * The engine asks what a round is by its traits (`round.is('operating')`), never by comparing its
 * kind to a name: a title's own round kind (a `works` round extending the operating round, a
 * merger round with the stock trait) then counts for ability timing, sale timing, the game's end
 * and the log like the engine's own. The check reads runtime/'s syntax trees: a comparison or a
 * `case` of an engine round kind's name against anything called `kind` fails it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ENGINE_ROUND_KINDS } from '../runtime/title/vocabulary.js';
import { REPO_ROOT } from './support/shared.js';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

const KINDS = new Set(ENGINE_ROUND_KINDS);
const COMPARISONS = new Set([ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken, ts.SyntaxKind.EqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsToken]);

/** `x.kind`, `x?.kind`, `kind`: what holds a round's kind. */
function namesKind(node: ts.Expression): boolean {
  const bare = ts.isParenthesizedExpression(node) ? node.expression : node;
  if (ts.isIdentifier(bare)) return /kind$/i.test(bare.text);
  return ts.isPropertyAccessExpression(bare) && /kind$/i.test(bare.name.text);
}

const roundKindLiteral = (node: ts.Node) => ts.isStringLiteralLike(node) && KINDS.has(node.text);

/** Every comparison of an engine round kind's name with a kind, as `file:line  text`. */
function kindComparisons(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node) => `${relative(REPO_ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}  ${node.getText()}`;
  const visit = (node: ts.Node): void => {
    if (ts.isBinaryExpression(node) && COMPARISONS.has(node.operatorToken.kind)) {
      if ((roundKindLiteral(node.left) && namesKind(node.right)) || (roundKindLiteral(node.right) && namesKind(node.left))) found.push(at(node));
    }
    if (ts.isSwitchStatement(node) && namesKind(node.expression)) {
      for (const clause of node.caseBlock.clauses) if (ts.isCaseClause(clause) && roundKindLiteral(clause.expression)) found.push(at(clause.expression));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('round kinds in runtime/', () => {
  it('are never compared by name: the engine asks a round’s traits', () => {
    expect(sources(join(REPO_ROOT, 'runtime')).flatMap(kindComparisons)).toEqual([]);
  });

  it('the check finds such a comparison (it is not blind)', () => {
    const probe = join(REPO_ROOT, 'test', 'architecture-round-traits.sample.txt');
    expect(kindComparisons(probe)).toEqual([
      "test/architecture-round-traits.sample.txt:2  game.round.kind === 'operating'",
      "test/architecture-round-traits.sample.txt:3  'stock' !== finished?.kind",
      "test/architecture-round-traits.sample.txt:5  'auction'",
    ]);
  });
});
