import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import {
  parseTileCode,
  partsFromStructured,
  TILE_PARTS,
  TILE_PART_TYPES,
  type TileCodeProblem,
} from '../codegen/tile-code.js';
import { didYouMean } from '../codegen/did-you-mean.js';
import type { TilePart } from '../runtime/title/parts.js';

const TILES_DIR = join(import.meta.dirname, '..', 'titles', '_tiles');

/** Real tiles and hexes of the reference titles, written in both forms, and their parts. */
const SAME_IN_BOTH_FORMS: {
  name: string;
  code: string;
  structured: unknown[];
  parts: TilePart[];
}[] = [
  {
    name: 'a city tile (57)',
    code: 'city=revenue:20;path=a:0,b:_0;path=a:_0,b:3',
    structured: [{ city: { revenue: 20 } }, { path: { a: 0, b: '_0' } }, { path: { a: '_0', b: 3 } }],
    parts: [
      { type: 'city', revenue: 20, slots: 1 },
      { type: 'path', a: { edge: 0 }, b: { node: 0 } },
      { type: 'path', a: { node: 0 }, b: { edge: 3 } },
    ],
  },
  {
    name: 'a double-town tile (1)',
    code: 'town=revenue:10;town=revenue:10;path=a:1,b:_0;path=a:_0,b:3;path=a:0,b:_1;path=a:_1,b:4',
    structured: [
      { town: { revenue: 10 } },
      { town: { revenue: 10 } },
      { path: { a: 1, b: '_0' } },
      { path: { a: '_0', b: 3 } },
      { path: { a: 0, b: '_1' } },
      { path: { a: '_1', b: 4 } },
    ],
    parts: [
      { type: 'town', revenue: 10 },
      { type: 'town', revenue: 10 },
      { type: 'path', a: { edge: 1 }, b: { node: 0 } },
      { type: 'path', a: { node: 0 }, b: { edge: 3 } },
      { type: 'path', a: { edge: 0 }, b: { node: 1 } },
      { type: 'path', a: { node: 1 }, b: { edge: 4 } },
    ],
  },
  {
    name: 'an OO tile (59)',
    code: 'city=revenue:40;city=revenue:40;path=a:0,b:_0;path=a:2,b:_1;label=OO',
    structured: [
      { city: { revenue: 40 } },
      { city: { revenue: 40 } },
      { path: { a: 0, b: '_0' } },
      { path: { a: 2, b: '_1' } },
      { label: 'OO' },
    ],
    parts: [
      { type: 'city', revenue: 40, slots: 1 },
      { type: 'city', revenue: 40, slots: 1 },
      { type: 'path', a: { edge: 0 }, b: { node: 0 } },
      { type: 'path', a: { edge: 2 }, b: { node: 1 } },
      { type: 'label', label: 'OO' },
    ],
  },
  {
    name: 'an offboard with phase revenue, hidden and grouped (1830 I2)',
    code: 'offboard=revenue:yellow_30|brown_60,hide:1,groups:Gulf;path=a:4,b:_0;border=edge:5',
    structured: [
      { offboard: { revenue: { yellow: 30, brown: 60 }, hide: true, groups: ['Gulf'] } },
      { path: { a: 4, b: '_0' } },
      { border: { edge: 5 } },
    ],
    parts: [
      { type: 'offboard', revenue: { yellow: 30, brown: 60 }, groups: ['Gulf'], hide: true },
      { type: 'path', a: { edge: 4 }, b: { node: 0 } },
      { type: 'border', edge: 5 },
    ],
  },
  {
    name: 'a border with a type and a cost (1846 B16)',
    code: 'city=revenue:0;border=edge:4,type:mountain,cost:40',
    structured: [{ city: null }, { border: { edge: 4, type: 'mountain', cost: 40 } }],
    parts: [
      { type: 'city', revenue: 0, slots: 1 },
      { type: 'border', edge: 4, borderType: 'mountain', cost: 40 },
    ],
  },
  {
    name: 'an upgrade with terrain (1830 NY hex G19)',
    code: 'city=revenue:40;city=revenue:40;path=a:3,b:_0;path=a:0,b:_1;label=NY;upgrade=cost:80,terrain:water|mountain',
    structured: [
      { city: { revenue: 40 } },
      { city: { revenue: 40 } },
      { path: { a: 3, b: '_0' } },
      { path: { a: 0, b: '_1' } },
      { label: 'NY' },
      { upgrade: { cost: 80, terrain: ['water', 'mountain'] } },
    ],
    parts: [
      { type: 'city', revenue: 40, slots: 1 },
      { type: 'city', revenue: 40, slots: 1 },
      { type: 'path', a: { edge: 3 }, b: { node: 0 } },
      { type: 'path', a: { edge: 0 }, b: { node: 1 } },
      { type: 'label', label: 'NY' },
      { type: 'upgrade', cost: 80, terrain: ['water', 'mountain'] },
    ],
  },
  {
    name: 'an icon that blocks laying (437) and camelCase output keys',
    code: 'town=revenue:30,visit_cost:0;path=a:0,b:_0;path=a:_0,b:2;icon=image:port,blocks_lay:1',
    structured: [
      { town: { revenue: 30, visit_cost: 0 } },
      { path: { a: 0, b: '_0' } },
      { path: { a: '_0', b: 2 } },
      { icon: { image: 'port', blocks_lay: true } },
    ],
    parts: [
      { type: 'town', revenue: 30, visitCost: 0 },
      { type: 'path', a: { edge: 0 }, b: { node: 0 } },
      { type: 'path', a: { node: 0 }, b: { edge: 2 } },
      { type: 'icon', image: 'port', blocksLay: true },
    ],
  },
];

describe('the two tile forms', () => {
  it.each(SAME_IN_BOTH_FORMS)('give the same parts for $name', ({ code, structured, parts }) => {
    const compact = parseTileCode(code);
    const fromList = partsFromStructured(structured);
    expect(compact.problems).toEqual([]);
    expect(fromList.problems).toEqual([]);
    expect(compact.parts).toStrictEqual(parts);
    expect(fromList.parts).toStrictEqual(parts);
  });

  it('read blank and the empty string as no parts', () => {
    expect(parseTileCode('blank')).toEqual({ parts: [], problems: [] });
    expect(parseTileCode('')).toEqual({ parts: [], problems: [] });
    expect(partsFromStructured([])).toEqual({ parts: [], problems: [] });
  });

  it('accept a path to a node written after it, and a trailing ;', () => {
    const result = parseTileCode('path=a:0,b:_0;junction;');
    expect(result.problems).toEqual([]);
    expect(result.parts).toStrictEqual([{ type: 'path', a: { edge: 0 }, b: { node: 0 } }, { type: 'junction' }]);
  });
});

type Expected = { offset: number; length: number; message: string; hint?: string };

/** Each malformed code, and exactly the problems it gives (hint: a substring of the hint). */
const COMPACT_PROBLEMS: [what: string, code: string, expected: Expected[]][] = [
  ['unknown part type', 'citty=revenue:20', [{ offset: 0, length: 5, message: "unknown part type 'citty'", hint: "did you mean 'city'?" }]],
  ['blank inside a tile', 'blank;label=X', [{ offset: 0, length: 5, message: "unknown part type 'blank'", hint: 'empty tile' }]],
  ['unknown key', 'city=revenu:20', [{ offset: 5, length: 6, message: "unknown key 'revenu' for city", hint: "did you mean 'revenue'?" }]],
  ['camelCase key', 'city=revenue:20,visitCost:0', [{ offset: 16, length: 9, message: "unknown key 'visitCost' for city", hint: "did you mean 'visit_cost'?" }]],
  ['key of another part', 'city=revenue:20,style:dot', [{ offset: 16, length: 5, message: "unknown key 'style' for city", hint: 'city takes revenue' }]],
  ['path without b', 'city=revenue:20;path=a:0', [{ offset: 16, length: 8, message: "path is missing 'b'", hint: 'path=a:0,b:_0' }]],
  ['path without ends', 'path', [{ offset: 0, length: 4, message: "path is missing 'a' and 'b'" }]],
  ['border without edge', 'border=type:water', [{ offset: 0, length: 17, message: "border is missing 'edge'" }]],
  ['upgrade without cost', 'upgrade=terrain:water', [{ offset: 0, length: 21, message: "upgrade is missing 'cost'", hint: 'upgrade=cost:40' }]],
  ['label without text', 'city;label', [{ offset: 5, length: 5, message: 'label is missing its label text', hint: 'label=NY' }]],
  ['label with empty text', 'label=', [{ offset: 0, length: 6, message: 'label is missing its label text' }]],
  ['non-integer revenue', 'city=revenue:20.5', [{ offset: 5, length: 12, message: "revenue must be a whole number, got '20.5'", hint: 'revenue:yellow_20|brown_40' }]],
  ['word for revenue', 'town=revenue:ten', [{ offset: 5, length: 11, message: "revenue must be a whole number, got 'ten'" }]],
  ['misspelt revenue colour', 'offboard=revenue:yelow_40|brown_70', [{ offset: 9, length: 25, message: "unknown revenue colour 'yelow'", hint: "did you mean 'yellow'?" }]],
  ['phase revenue without amount', 'offboard=revenue:yellow_40|brown', [{ offset: 9, length: 23, message: "revenue entry 'brown' must be colour_amount" }]],
  ['edge outside 0-5', 'border=edge:6', [{ offset: 7, length: 6, message: "'edge' must be an edge 0-5, got '6'", hint: '0-5' }]],
  ['path end outside 0-5', 'city;path=a:7,b:_0', [{ offset: 10, length: 3, message: "'a' must be an edge 0-5 or _N (the Nth city/town/offboard/junction), got '7'" }]],
  ['_N beyond the nodes', 'city=revenue:20;path=a:0,b:_1', [{ offset: 25, length: 4, message: "'b' refers to node _1, but this tile has one node, _0", hint: 'numbered from _0' }]],
  ['_N with no nodes', 'path=a:0,b:_0', [{ offset: 9, length: 4, message: "'b' refers to node _0, but this tile has no nodes" }]],
  ['= instead of :', 'city=revenue=20', [{ offset: 5, length: 10, message: "expected key:value, got 'revenue=20'", hint: "separate a key from its value with ':'" }]],
  ['value without key', 'city=revenue:20,3', [{ offset: 16, length: 1, message: "expected key:value, got '3'" }]],
  ['key without value', 'city=revenue:', [{ offset: 5, length: 8, message: "missing value for 'revenue'" }]],
  ['empty part', 'city;;path=a:0,b:_0', [{ offset: 4, length: 1, message: 'empty part', hint: "remove the extra ';'" }]],
  ['empty key:value', 'city=revenue:20,,slots:2', [{ offset: 15, length: 1, message: 'empty key:value in city', hint: "remove the extra ','" }]],
  ['key given twice', 'city=revenue:20,revenue:30', [{ offset: 16, length: 7, message: "'revenue' is given twice" }]],
  ['misspelt enum value', 'path=a:0,b:1,track:narow', [{ offset: 13, length: 11, message: "'track' must be one of broad, narrow, dual, line; got 'narow'", hint: "did you mean 'narrow'?" }]],
  ['border type not in the model', 'border=edge:1,type:offboard', [{ offset: 14, length: 13, message: "'type' must be one of mountain, water, impassable, province, divider; got 'offboard'" }]],
  ['bad boolean', 'offboard=revenue:0,hide:yes', [{ offset: 19, length: 8, message: "'hide' must be true or false (1 or 0), got 'yes'" }]],
  ['zero slots', 'city=revenue:20,slots:0', [{ offset: 16, length: 7, message: "'slots' must be at least 1, got 0" }]],
  ['keys on a junction', 'junction=revenue:10', [{ offset: 9, length: 10, message: 'junction takes no keys' }]],
  [
    'several problems, in string order',
    'city=revenu:20;path=a:0,b:_1;lable=X',
    [
      { offset: 5, length: 6, message: "unknown key 'revenu' for city" },
      { offset: 24, length: 4, message: "'b' refers to node _1, but this tile has one node, _0" },
      { offset: 29, length: 5, message: "unknown part type 'lable'", hint: "did you mean 'label'?" },
    ],
  ],
  [
    'a misspelt node still counts, so its paths are not reported too',
    'city;citty=revenue:20;path=a:0,b:_1',
    [{ offset: 5, length: 5, message: "unknown part type 'citty'", hint: "did you mean 'city'?" }],
  ],
];

function strip(problems: readonly TileCodeProblem[], expected: readonly { hint?: string }[]): unknown[] {
  return problems.map((p, i) => {
    const { hint, form: _form, ...rest } = p;
    const wanted = expected[i]?.hint;
    return wanted === undefined ? rest : { ...rest, hint: hint?.includes(wanted) ? wanted : hint };
  });
}

describe('compact form problems', () => {
  it.each(COMPACT_PROBLEMS)('%s: %s', (_what, code, expected) => {
    const result = parseTileCode(code);
    expect(result.problems.every((p) => p.form === 'compact')).toBe(true);
    expect(strip(result.problems, expected)).toEqual(expected);
  });

  it('are values, never exceptions, whatever the input', () => {
    for (const code of [';', ',', '=', ':', '=:', 'city=:', 'path=a:_,b:_x', 'label=a:b', 'city=revenue:|', '\u0000']) {
      expect(() => parseTileCode(code)).not.toThrow();
      expect(parseTileCode(code).problems.length).toBeGreaterThan(0);
    }
  });

  it('keep the parts that compiled cleanly', () => {
    const result = parseTileCode('city=revenue:20;path=a:0,b:_0;label=OO;citty');
    expect(result.parts.map((p) => p.type)).toEqual(['city', 'path', 'label']);
  });
});

type ExpectedStructured = { index: number; key?: string; path: (string | number)[]; message: string; hint?: string };

const STRUCTURED_PROBLEMS: [what: string, list: unknown[], expected: ExpectedStructured[]][] = [
  ['unknown part type', [{ city: {} }, { citty: { revenue: 20 } }], [{ index: 1, path: [1], message: "unknown part type 'citty'", hint: "did you mean 'city'?" }]],
  ['unknown key', [{ city: { revenu: 20 } }], [{ index: 0, key: 'revenu', path: [0, 'city', 'revenu'], message: "unknown key 'revenu' for city", hint: "did you mean 'revenue'?" }]],
  ['missing required key', [{ path: { a: 0 } }, { city: null }], [{ index: 0, path: [0], message: "path is missing 'b'", hint: '- path: {a: 0, b: _0}' }]],
  ['missing upgrade cost', [{ upgrade: { terrain: ['water'] } }], [{ index: 0, path: [0], message: "upgrade is missing 'cost'" }]],
  ['missing label text', [{ label: null }], [{ index: 0, path: [0], message: 'label is missing its label text', hint: '- label: NY' }]],
  ['label given keys', [{ label: { text: 'NY' } }], [{ index: 0, path: [0], message: 'label takes the label text alone, not keys' }]],
  ['non-integer revenue', [{ city: { revenue: 20.5 } }], [{ index: 0, key: 'revenue', path: [0, 'city', 'revenue'], message: 'revenue must be a whole number, got 20.5', hint: 'revenue: {yellow: 20' }]],
  ['bad revenue colour', [{ offboard: { revenue: { yellow: 30, browm: 60 } } }], [{ index: 0, key: 'revenue', path: [0, 'offboard', 'revenue'], message: "unknown revenue colour 'browm'", hint: "did you mean 'brown'?" }]],
  ['edge outside 0-5', [{ border: { edge: 9 } }], [{ index: 0, key: 'edge', path: [0, 'border', 'edge'], message: "'edge' must be an edge 0-5, got 9" }]],
  ['dangling _N', [{ city: {} }, { path: { a: 0, b: '_2' } }], [{ index: 1, key: 'b', path: [1, 'path', 'b'], message: "'b' refers to node _2, but this tile has one node, _0" }]],
  ['terrain not a list', [{ upgrade: { cost: 80, terrain: { water: 1 } } }], [{ index: 0, key: 'terrain', path: [0, 'upgrade', 'terrain'], message: "'terrain' must be a list, got {\"water\":1}" }]],
  ['two parts in one item', [{ city: {}, path: { a: 0, b: '_0' } }], [{ index: 0, path: [0], message: 'a list item holds exactly one part, this one has 2 keys (city, path)' }]],
  ['not a mapping', [42], [{ index: 0, path: [0], message: 'a list item must be a one-key mapping naming the part type, got 42' }]],
  ['compact code in the list', ['city=revenue:20'], [{ index: 0, path: [0], message: "list item 'city=revenue:20' looks like compact tile code" }]],
  ['keys for a part given a scalar', [{ city: 20 }], [{ index: 0, path: [0], message: 'city takes keys, not a bare value', hint: '- city: {revenue: 20}' }]],
];

describe('structured form problems', () => {
  it.each(STRUCTURED_PROBLEMS)('%s', (_what, list, expected) => {
    const result = partsFromStructured(list);
    expect(result.problems.every((p) => p.form === 'structured')).toBe(true);
    expect(strip(result.problems, expected)).toEqual(expected);
  });

  it('accept a bare part type string as a part without keys', () => {
    expect(partsFromStructured(['junction', { path: { a: 0, b: '_0' } }]).parts).toStrictEqual([
      { type: 'junction' },
      { type: 'path', a: { edge: 0 }, b: { node: 0 } },
    ]);
  });
});

describe('the part table', () => {
  it('covers every part type with snake_case keys', () => {
    expect([...TILE_PART_TYPES].sort()).toEqual(
      ['border', 'city', 'frame', 'future_label', 'icon', 'junction', 'label', 'offboard', 'partition', 'path', 'stripes', 'stub', 'town', 'upgrade'],
    );
    for (const type of TILE_PART_TYPES) {
      for (const key of TILE_PARTS[type].keys) expect(key.key).toMatch(/^[a-z][a-z0-9_]*$/);
    }
  });
});

describe('didYouMean', () => {
  it.each([
    ['revenu', ['revenue', 'route'], 'revenue'],
    ['reveune', ['revenue', 'route'], 'revenue'],
    ['visitCost', ['visit_cost', 'loc'], 'visit_cost'],
    ['rev', ['revenue', 'route'], 'revenue'],
    ['zzz', ['revenue', 'route'], undefined],
    ['b', ['a', 'terminal'], undefined],
  ] as const)('%s -> %s', (input, candidates, expected) => {
    expect(didYouMean(input, candidates)).toBe(expected);
  });
});

/** Library tiles (those without their own `code`) in TILES of the reference's map.rb. */
const TITLE_TILES: Record<string, string[]> = {
  '1830': ['1', '2', '3', '4', '7', '8', '9', '14', '15', '16', '18', '19', '20', '23', '24', '25', '26', '27', '28', '29', '39', '40', '41', '42', '43', '44', '45', '46', '47', '53', '54', '55', '56', '57', '58', '59', '61', '62', '63', '64', '65', '66', '67', '68', '69', '70'],
  '1889': ['3', '5', '6', '7', '8', '9', '12', '13', '14', '15', '16', '19', '20', '23', '24', '25', '26', '27', '28', '29', '39', '40', '41', '42', '45', '46', '47', '57', '58', '205', '206', '437', '438', '439', '440', '448', '465', '466', '492', '611'],
  '18Chesapeake': ['1', '2', '3', '4', '7', '8', '9', '14', '15', '16', '19', '20', '23', '24', '25', '26', '27', '28', '29', '39', '40', '41', '42', '43', '44', '45', '46', '47', '55', '56', '57', '58', '69', '70', '611', '915'],
  '1846': ['5', '6', '7', '8', '9', '14', '15', '16', '17', '18', '19', '20', '21', '22', '23', '24', '25', '26', '27', '28', '29', '30', '31', '39', '40', '41', '42', '43', '44', '45', '46', '47', '51', '57', '70', '611', '619'],
};

const COLORS = ['white', 'yellow', 'green', 'brown', 'gray'];

function loadLibrary(): Map<string, { color: string; code: unknown }> {
  const tiles = new Map<string, { color: string; code: unknown }>();
  for (const file of readdirSync(TILES_DIR).filter((f) => f.endsWith('.yaml'))) {
    const color = file.replace(/\.yaml$/, '');
    const text = readFileSync(join(TILES_DIR, file), 'utf8');
    expect(text.split('\n')[0], file).toBe('# yaml-language-server: $schema=../../schemas/tile-library.schema.json');
    const data = parse(text) as Record<string, unknown>;
    for (const [name, code] of Object.entries(data)) {
      expect(tiles.has(name), `tile ${name} defined twice`).toBe(false);
      tiles.set(name, { color, code });
    }
  }
  return tiles;
}

describe('the tile library', () => {
  const library = loadLibrary();

  it('has one file per colour', () => {
    expect(readdirSync(TILES_DIR).filter((f) => f.endsWith('.yaml')).sort()).toEqual(COLORS.map((c) => `${c}.yaml`).sort());
  });

  it('has tiles that all compile without problems', () => {
    expect(library.size).toBeGreaterThanOrEqual(new Set(Object.values(TITLE_TILES).flat()).size + 3);
    for (const [name, { code }] of library) {
      expect(typeof code, name).toBe('string');
      expect(parseTileCode(code as string).problems, name).toEqual([]);
    }
  });

  it('has blank, city and town as white tiles', () => {
    expect(library.get('blank')?.color).toBe('white');
    expect(parseTileCode(library.get('blank')?.code as string).parts).toEqual([]);
    expect(parseTileCode(library.get('city')?.code as string).parts).toStrictEqual([{ type: 'city', revenue: 0, slots: 1 }]);
    expect(parseTileCode(library.get('town')?.code as string).parts).toStrictEqual([{ type: 'town', revenue: 0 }]);
  });

  it.each(Object.entries(TITLE_TILES))('has every library tile %s uses', (_title, names) => {
    expect(names.filter((name) => !library.has(name))).toEqual([]);
  });

  it('has the colours of well-known tiles right', () => {
    const known = { '57': 'yellow', '9': 'yellow', '15': 'green', '59': 'green', '63': 'brown', '915': 'gray', '51': 'gray', '611': 'brown' };
    for (const [name, color] of Object.entries(known)) expect(library.get(name)?.color, name).toBe(color);
  });
});
