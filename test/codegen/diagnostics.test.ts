/**
 * Broken titles and exactly what `codegen build` says about them: each case copies the small
 * example title into a throwaway project, makes a one-line edit and expects the full diagnostic
 * lines — file, line, column, message and hint, one per problem — and no change to generated/.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../codegen/build.js';
import { formatDiagnostic } from '../../codegen/diagnostics.js';
import { copyProject, runCli, tempProject, type TempProject } from './project.js';

const TITLE = 'titles/example/title.yaml';
const MAP = 'titles/example/map.yaml';
const ENTITIES = 'titles/example/entities.yaml';

type Edit = readonly [file: string, find: string, replace: string];

const CASES: readonly [what: string, edits: readonly Edit[], expected: readonly string[]][] = [
  [
    'misspelt key',
    [[TITLE, '  sell_buy_order: sell_buy ', '  sel_buy_order: sell_buy ']],
    [`${TITLE}:31:3  error  unknown key 'sel_buy_order' in 'rules'  (hint: did you mean 'sell_buy_order'?)`],
  ],
  [
    'misspelt value',
    [[TITLE, 'sell_buy_order: sell_buy ', 'sell_buy_order: sel_buy ']],
    [`${TITLE}:31:19  error  'rules.sell_buy_order' is 'sel_buy'; expected one of: sell_buy_or_buy_sell, sell_buy, sell_buy_sell  (hint: did you mean 'sell_buy'?)`],
  ],
  [
    'wrong type (one of two forms)',
    [[TITLE, '  bank_cash: 4000 ', '  bank_cash: lots ']],
    [
      `${TITLE}:28:14  error  'rules.bank_cash' must be an integer or a mapping, not 'lots'  (hint: An amount of money, or a table of amounts by number of players (\`{2: 1200, 3: 800}\`).)`,
    ],
  ],
  [
    'wrong type',
    [[TITLE, '  min_bid_increment: 5', '  min_bid_increment: five']],
    [`${TITLE}:40:22  error  'auction.min_bid_increment' must be an integer, not 'five'  (hint: An amount of money in the title's currency (whole units).)`],
  ],
  [
    'misspelt constant',
    [[TITLE, 'count: unlimited', 'count: unlimitd']],
    [`${TITLE}:55:12  error  'trains.3.count' must be an integer or 'unlimited', not 'unlimitd'  (hint: did you mean 'unlimited'?)`],
  ],
  [
    'empty value',
    [[TITLE, '  bank_cash: 4000 ', '  bank_cash:      ']],
    [
      `${TITLE}:28:3  error  'rules.bank_cash' must be an integer or a mapping, not empty  (hint: An amount of money, or a table of amounts by number of players (\`{2: 1200, 3: 800}\`).)`,
    ],
  ],
  [
    'dangling rusts_on',
    [[TITLE, 'rusts_on: 4 }', 'rusts_on: 7 }']],
    [`${TITLE}:49:60  error  rusts_on '7' is not a train of this title  (hint: trains: 2, 3, 4, 5)`],
  ],
  [
    'available_on names a train, not a phase',
    [
      [TITLE, '  - { name: 5, on: 5,', '  - { name: 5a, on: 5,'],
      [TITLE, 'price: 300, count: 2 }', 'price: 300, count: 2, available_on: 5 }'],
    ],
    [`${TITLE}:51:65  error  available_on '5' is not a phase of this title  (hint: phases: 2, 3, 4, 5a)`],
  ],
  [
    'unknown tile',
    [[MAP, '  57: 3 ', '  577: 3 ']],
    [`${MAP}:54:3  error  tile '577' is not in the tile library (titles/_tiles)  (hint: did you mean '57'?)`],
  ],
  [
    'tile missing from the manifest',
    [[ENTITIES, 'tiles: [7, 8, 9]', 'tiles: [7, 8, 90]']],
    [`${ENTITIES}:47:23  error  tile '90' is not in this title's tile manifest  (hint: did you mean '9'?)`],
  ],
  [
    'tile missing from the manifest, like none of it',
    [[ENTITIES, 'tiles: [7, 8, 9]', 'tiles: [7, 8, 611]']],
    [`${ENTITIES}:47:23  error  tile '611' is not in this title's tile manifest  (hint: add it under \`tiles:\` in map.yaml)`],
  ],
  [
    'a tile tied to an optional rule the title does not offer',
    [[MAP, '  63: 2           # brown: city', '  63: 2\n  X1: { count: 1, color: green, code: "city=revenue:40;path=a:0,b:_0", optional_rule: my_rule }']],
    [`${MAP}:60:87  error  optional_rule 'my_rule' is not an optional rule of this title  (hint: add it under meta.optional_rules)`],
  ],
  [
    'unknown hex',
    [[ENTITIES, 'coordinates: D6', 'coordinates: D7']],
    [`${ENTITIES}:15:18  error  hex 'D7' is not on the map  (hint: did you mean 'D6', 'D8' or 'C7'?)`],
  ],
  [
    'unknown hex, next to one',
    [[ENTITIES, 'hexes: [B8] }', 'hexes: [B9] }']],
    [`${ENTITIES}:32:59  error  hex 'B9' is not on the map  (hint: did you mean 'B8' or 'C9'?)`],
  ],
  [
    'unknown hex, off the map',
    [[ENTITIES, 'coordinates: D6', 'coordinates: Q1']],
    [`${ENTITIES}:15:18  error  hex 'Q1' is not on the map  (hint: add the hex under \`hexes:\` or fix the id)`],
  ],
  [
    'malformed tile string: misspelt part',
    [[MAP, 'town=revenue:10;path=a:1', 'town=revenue:10;pth=a:1']],
    [`${MAP}:20:25  error  unknown part type 'pth'  (hint: did you mean 'path'?)`],
  ],
  [
    'malformed tile string: missing colon',
    [[MAP, 'path=a:3,b:_0;path=a:4', 'path=a:3,b_0;path=a:4']],
    [`${MAP}:17:54  error  expected key:value, got 'b_0'  (hint: path takes a, b, terminal, lanes, track, ignore)`],
  ],
  [
    'malformed tile string: misspelt required key',
    [[MAP, 'path=a:3,b:_0;path=a:4', 'path=a:3,bb:_0;path=a:4']],
    [`${MAP}:17:54  error  unknown key 'bb' for path  (hint: did you mean 'b'?)`],
  ],
  [
    'malformed structured tile',
    [[MAP, 'city: { revenue: 0 }', 'city: { revnue: 0 }']],
    [`${MAP}:30:17  error  unknown key 'revnue' for city  (hint: did you mean 'revenue'?)`],
  ],
  [
    'malformed library tile (reported once, not as unknown in the title)',
    [['titles/_tiles/yellow.yaml', '"3": town=revenue:10;path=a:0', '"3": twn=revenue:10;path=a:0']],
    ["titles/_tiles/yellow.yaml:4:6  error  unknown part type 'twn'  (hint: did you mean 'town'?)"],
  ],
  [
    'YAML syntax error',
    [[TITLE, 'count: 3, obsolete_on: 5 }', 'count: 3, obsolete_on: 5']],
    [
      `${TITLE}:50:5  error  YAML syntax error: '{' is not closed  (hint: end the flow mapping with '}'; it may continue on the next lines only if they are indented more than its key)`,
    ],
  ],
  [
    'tab indentation',
    [[TITLE, '  designer: The', '\tdesigner: The']],
    [`${TITLE}:18:1  error  YAML syntax error: Tabs are not allowed as indentation  (hint: indent with spaces; YAML does not allow tabs for indentation)`],
  ],
  [
    'duplicate key',
    [[TITLE, '  min_bid_increment: 5', '  min_bid_increment: 5\n  min_bid_increment: 10']],
    [`${TITLE}:41:3  error  duplicate key 'min_bid_increment', first at line 40, column 3  (hint: each key may appear once in a mapping; merge the two entries or remove one)`],
  ],
  [
    'unknown market cell letter',
    [[TITLE, '60p, 65p, 70p', '60p, 65q, 70p']],
    [`${TITLE}:72:24  error  'q' in market cell '65q' is not a cell letter  (hint: letters: p par, e endgame, c close, b multiple_buy, o unlimited, y no_cert_limit, l liquidation, a acquisition, r repar, i ignore_one_sale, j ignore_two_sales, s safe_par, P par_overlap, x par_1, z par_2, w par_3, C convert_range, m max_price, n max_price_1, u phase_limited, t type_limited, B pays_bonus, W pays_bonus_1, X pays_bonus_2, Y pays_bonus_3, Z pays_bonus_4, S share_split, f only_president)`],
  ],
  [
    'market cell letter in the wrong case',
    [[TITLE, '140, 160e]', '140, 160E]']],
    [`${TITLE}:72:63  error  'E' in market cell '160E' is not a cell letter  (hint: letters are case-sensitive: did you mean 'e' (endgame)?)`],
  ],
  [
    'misspelt event type',
    [[TITLE, 'events: [{ type: close_companies }]', 'events: [{ type: close_compnaies }]']],
    [`${TITLE}:56:22  error  'close_compnaies' is not an event of the engine or of this title's hooks  (hint: did you mean 'close_companies'?)`],
  ],
  [
    'misspelt phase status',
    [[TITLE, 'operating_rounds: 2, status: [can_buy_companies] }\n  - { name: 4', 'operating_rounds: 2, status: [can_buy_company] }\n  - { name: 4']],
    [`${TITLE}:64:93  error  'can_buy_company' is not a phase status of the engine or of this title's status_text  (hint: did you mean 'can_buy_companies'?)`],
  ],
  [
    'an ability naming a missing phase',
    [[ENTITIES, '        free: true\n', '        free: true\n        on_phase: 7\n']],
    [`${ENTITIES}:49:19  error  '7' is not a phase of this title (or 'never')  (hint: phases: 2, 3, 4, 5)`],
  ],
  [
    'a hex under two keys names both places',
    [[MAP, '    A7 D4: upgrade=cost:60', '    A7 D4 B2: upgrade=cost:60']],
    [`${MAP}:25:5  error  hex 'B2' is defined twice: here and in 'A3 B2 C3' (hexes.white) at map.yaml:22:5  (hint: each hex may appear under one key only: remove it from one of them)`],
  ],
];

/** Every file under a folder with its content, to prove a failed build left it alone. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else out[relative(dir, path)] = readFileSync(path, 'utf8');
    }
  };
  if (existsSync(dir)) walk(dir);
  return out;
}

let base: TempProject;
let generated: Record<string, string>;
const made: TempProject[] = [];

beforeAll(async () => {
  base = tempProject();
  const first = await build({ layout: base.layout });
  expect(first.diagnostics).toEqual([]);
  generated = snapshot(base.layout.outDir);
  expect(Object.keys(generated).length).toBeGreaterThan(0);
});

afterAll(() => {
  for (const p of [base, ...made]) p?.remove();
});

function broken(edits: readonly Edit[], from?: TempProject): TempProject {
  const project = from ? copyProject(from) : tempProject();
  made.push(project);
  for (const [file, find, replace] of edits) project.edit(file, find, replace);
  return project;
}

describe('a broken title', () => {
  it.each(CASES)('%s: exactly its diagnostics, nothing written', async (_what, edits, expected) => {
    const project = broken(edits, base);
    const result = await build({ layout: project.layout });
    expect(result.diagnostics.map((d) => formatDiagnostic(d, project.root))).toEqual(expected);
    expect(result.ok).toBe(false);
    expect(result.written).toEqual([]);
    expect(snapshot(project.layout.outDir)).toEqual(generated);
    // `validate` reports the same.
    const validated = await build({ layout: project.layout, validateOnly: true });
    expect(validated.diagnostics).toEqual(result.diagnostics);
  });

  it('fails the CLI with the diagnostic on stderr, and creates no generated/', () => {
    const [, edits, expected] = CASES.find(([what]) => what === 'YAML syntax error')!;
    const project = broken(edits);
    const run = runCli(['build'], project.root);
    expect(run.stderr).toBe(`${expected.join('\n')}\n1 error in example; nothing was written\n`);
    expect(run.stdout).toBe('');
    expect(run.status).toBe(1);
    expect(existsSync(project.layout.outDir)).toBe(false);
  });
});

describe('available_on', () => {
  it('names a phase: a phase that is not also a train is accepted', async () => {
    const project = broken(
      [
        [TITLE, '  - { name: 5, on: 5,', '  - { name: 5a, on: 5,'],
        [TITLE, 'price: 300, count: 2 }', 'price: 300, count: 2, available_on: 5a }'],
      ],
      base,
    );
    const result = await build({ layout: project.layout });
    expect(result.diagnostics).toEqual([]);
    expect(project.read('generated/titles/example/definition.ts')).toContain("availableOn: '5a'");
  });
});
