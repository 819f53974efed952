/**
 * Variants (`extends:`) in codegen: a variant of the example title in a throwaway project, its
 * merged data, its diagnostics — each at the file that holds the value, the variant's or the
 * base's — chains, and cycles refused. Played variants are in test/hooks/variant.test.ts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../codegen/build.js';
import { formatDiagnostic } from '../../codegen/diagnostics.js';
import { tempProject, type TempProject } from './project.js';

let project: TempProject | undefined;
afterEach(() => project?.remove());

function withVariants(files: Readonly<Record<string, string>>): TempProject {
  project = tempProject(['example']);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(project.path(rel)), { recursive: true });
    writeFileSync(project.path(rel), text);
  }
  return project;
}

async function diagnostics(p: TempProject, titles?: string[]): Promise<string[]> {
  const result = await build({ layout: p.layout, validateOnly: true, typecheck: false, ...(titles ? { titles } : {}) });
  return result.diagnostics.map((d) => formatDiagnostic(d, p.root));
}

async function definitionOf(p: TempProject, id: string): Promise<Record<string, any>> {
  const result = await build({ layout: p.layout, typecheck: false });
  expect(result.diagnostics.map((d) => formatDiagnostic(d, p.root))).toEqual([]);
  const text = p.read(`generated/titles/${id}/definition.ts`);
  // The emitted module is a literal: evaluate it without its import and type annotation.
  const literal = text.slice(text.indexOf('= ') + 2).replace(/;\s*$/, '');
  return new Function(`return (${literal});`)() as Record<string, any>;
}

const TWO_PLAYER = `extends: example
meta:
  title: Example 2p
  player_range: [2, 2]
rules:
  bank_cash: 3000
  game_end_check: { stock_market: full_or }
trains:
  - { name: 2, count: 6 }
  - { name: 6, distance: 6, price: 600, count: 2 }
hexes:
  white:
    B2: city
remove:
  companies: [FL]
  rules.game_end_check: [bankrupt]
`;

describe('a variant’s data', () => {
  it('is its base’s with what it states merged in: keys, named entries, hexes, removals', async () => {
    const p = withVariants({ 'titles/ex2/title.yaml': TWO_PLAYER });
    const [base, variant] = [await definitionOf(p, 'example'), await definitionOf(p, 'ex2')];
    expect(variant.meta).toMatchObject({ title: 'Example 2p', fullTitle: 'Example 2p', playerRange: [2, 2], designer: base.meta.designer });
    expect(variant.meta.subtitle).toBeUndefined(); // a variant's names are its own
    expect(variant.rules.bankCash).toBe(3000);
    expect(variant.rules.gameEndCheck).toEqual({ bank: 'full_or', stock_market: 'full_or' });
    expect(variant.trains.map((t: { name: string; count: number }) => [t.name, t.count])).toEqual([['2', 6], ['3', 3], ['4', 2], ['5', 'unlimited'], ['6', 2]]);
    expect(variant.trains[0]).toEqual({ ...base.trains[0], count: 6 });
    expect(variant.companies.map((c: { sym: string }) => c.sym)).toEqual(base.companies.map((c: { sym: string }) => c.sym).filter((s: string) => s !== 'FL'));
    expect(variant.corporations).toEqual(base.corporations);
    // B2 is a city now; A3 and C3 shared B2's key in the base and keep their tiles' ids.
    const hex = (def: Record<string, any>, id: string) => def.hexes.find((h: { id: string }) => h.id === id);
    expect(hex(variant, 'B2').parts.map((part: { type: string }) => part.type)).toEqual(['city']);
    expect(hex(variant, 'A3')).toEqual(hex(base, 'A3'));
    expect(hex(variant, 'C3')).toEqual(hex(base, 'C3'));
    expect(hex(base, 'C3').tileId).toBe('blank-2');
    expect(variant.meta.variantOf.changes).toEqual([
      { kind: 'set', path: 'meta', names: ['player_range'] },
      { kind: 'set', path: 'rules.game_end_check', names: ['stock_market'] },
      { kind: 'remove', path: 'rules.game_end_check', names: ['bankrupt'] },
      { kind: 'set', path: 'rules', names: ['bank_cash'] },
      { kind: 'set', path: 'trains.2', names: ['count'] },
      { kind: 'add', path: 'trains', names: ['6'] },
      { kind: 'set', path: 'hexes', names: ['B2'] },
      { kind: 'remove', path: 'companies', names: ['FL'] },
    ]);
  });

  it('writes a path whole under `replace:`, and a chain inherits through every link', async () => {
    const p = withVariants({
      'titles/ex2/title.yaml': `${TWO_PLAYER}replace: [trains.3]\ntrains:\n  - { name: 3, distance: 3, price: 99, count: 1 }\n`.replace(/trains:\n  - \{ name: 2[^\n]*\n  - \{ name: 6[^\n]*\n/, ''),
      'titles/ex3/title.yaml': 'extends: ex2\nmeta: { title: Example 2p short }\nrules: { bank_cash: 2000 }\n',
    });
    const variant = await definitionOf(p, 'ex3');
    expect(variant.rules.bankCash).toBe(2000);
    expect(variant.companies.some((c: { sym: string }) => c.sym === 'FL')).toBe(false);
    expect(variant.trains[1]).toEqual({ name: '3', distance: 3, price: 99, count: 1, variants: [], events: [] });
    expect(variant.meta.variantOf).toMatchObject({ base: 'ex2', baseTitle: 'Example 2p', chain: ['ex2', 'example'] });
  });
});

describe('a variant’s diagnostics', () => {
  it('are at the file that holds the value: the variant’s line, or the base’s with whose it is', async () => {
    const p = withVariants({
      'titles/ex2/title.yaml': 'extends: example\nmeta: { title: ex2 }\ntrains:\n  - { name: 2, rusts_on: 9 }\nremove:\n  trains: ["5"]\n',
    });
    expect(await diagnostics(p)).toEqual([
      "titles/ex2/title.yaml:4:26  error  rusts_on '9' is not a train of this title  (hint: trains: 2, 3, 4)",
      "titles/example/title.yaml:50:64  error  obsolete_on '5' is not a train of this title  (hint: trains: 2, 3, 4; in ex2, which inherits this value from example)",
      "titles/example/title.yaml:66:20  error  on '5' is not a train of this title  (hint: trains: 2, 3, 4; in ex2, which inherits this value from example)",
    ]);
  });

  it('do not repeat the base’s own problems, and validating a variant checks its base', async () => {
    const p = withVariants({ 'titles/ex2/title.yaml': 'extends: example\nmeta: { title: ex2 }\n' });
    p.edit('titles/example/title.yaml', 'rusts_on: 4 }', 'rusts_on: 7 }');
    expect(await diagnostics(p, ['ex2'])).toEqual([
      "titles/example/title.yaml:49:60  error  rusts_on '7' is not a train of this title  (hint: trains: 2, 3, 4, 5)",
    ]);
  });

  it('name what `extends`, `replace` and `remove` get wrong', async () => {
    const p = withVariants({
      'titles/ex2/title.yaml': 'extends: exampel\nmeta: { title: ex2 }\n',
      'titles/ex3/title.yaml': 'extends: example\nmeta: { designer: x }\nremove:\n  companies: [FX]\n  rule.bank: [x]\n  rules: [bank_cash]\nreplace: [tiles]\nrules: { bank_cash: 100 }\n',
      'titles/ex4/title.yaml': 'meta: { title: ex4 }\nremove: { trains: ["2"] }\n',
    });
    expect((await diagnostics(p)).filter((d) => !d.startsWith('titles/ex4/title.yaml:1:1'))).toEqual([
      "titles/ex2/title.yaml:1:10  error  no title 'exampel' to extend  (hint: did you mean 'example'?)",
      "titles/ex3/title.yaml:2:7  error  a variant names itself: 'ex3' gives no meta.title  (hint: add `meta: { title: ... }` with the name the game is known by (a variant never takes its base's title, full_title, subtitle or aliases))",
      "titles/ex3/title.yaml:4:15  error  remove 'FX': example's 'companies' has no such entry  (hint: did you mean 'FL'?)",
      "titles/ex3/title.yaml:5:14  error  remove from 'rule.bank': example has no 'rule' at the top level  (hint: did you mean 'rules'?)",
      "titles/ex3/title.yaml:6:11  error  'bank_cash' is removed and also stated by this title  (hint: to write 'bank_cash' whole rather than merged into example's, list 'rules.bank_cash' under `replace:` instead)",
      "titles/ex3/title.yaml:7:11  error  replace 'tiles', but this title does not state it  (hint: write the whole of 'tiles' in this title, or drop its entries with `remove:`)",
      "titles/ex4/title.yaml:2:9  error  `replace` and `remove` apply to a variant: this title extends none  (hint: add `extends: <base title>`, or write the data whole and drop these keys)",
    ]);
  });

  it('refuse a cycle at each title in it, and a title extending itself', async () => {
    const p = withVariants({
      'titles/ex2/title.yaml': 'extends: ex3\nmeta: { title: ex2 }\n',
      'titles/ex3/title.yaml': 'extends: ex2\nmeta: { title: ex3 }\n',
      'titles/ex4/title.yaml': 'extends: ex4\nmeta: { title: ex4 }\n',
      'titles/ex5/title.yaml': 'extends: ex2\nmeta: { title: ex5 }\n',
    });
    expect(await diagnostics(p)).toEqual([
      'titles/ex2/title.yaml:1:10  error  titles extend each other in a cycle: ex2 → ex3 → ex2  (hint: a variant extends a title that is not, in turn, its variant: remove one `extends`)',
      'titles/ex3/title.yaml:1:10  error  titles extend each other in a cycle: ex3 → ex2 → ex3  (hint: a variant extends a title that is not, in turn, its variant: remove one `extends`)',
      "titles/ex4/title.yaml:1:10  error  title 'ex4' extends itself  (hint: a variant extends a title that is not, in turn, its variant: remove one `extends`)",
      "titles/ex5/title.yaml:1:10  error  the base title 'ex2' has errors that leave its data incomplete  (hint: fix titles/ex2 first)",
    ]);
  });
});
