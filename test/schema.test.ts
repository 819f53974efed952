/**
 * The JSON Schemas for titles and the shared tile library: they compile under ajv strict mode,
 * document every property, accept the shipped titles and library, and reject typical mistakes
 * at the place the mistake is.
 */
import { describe, it, expect } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { TILE_PARTS } from '../codegen/tile-code.js';

type Json = Record<string, unknown>;

const ROOT = join(import.meta.dirname, '..');
const SCHEMAS = join(ROOT, 'schemas');
const TITLES = join(ROOT, 'titles');
const TILES_DIR = join(TITLES, '_tiles');

const titleSchema = JSON.parse(readFileSync(join(SCHEMAS, 'title.schema.json'), 'utf8')) as Json;
const librarySchema = JSON.parse(readFileSync(join(SCHEMAS, 'tile-library.schema.json'), 'utf8')) as Json;
const defs = titleSchema.$defs as Record<string, Json>;

interface Compiled {
  title: ValidateFunction;
  library: ValidateFunction;
  messages: string[];
}

function compile(): Compiled {
  const messages: string[] = [];
  const record = (...args: unknown[]) => messages.push(args.map(String).join(' '));
  const ajv = new Ajv2020({ allErrors: true, strict: true, logger: { log: record, warn: record, error: record } });
  ajv.addSchema(titleSchema);
  ajv.addSchema(librarySchema);
  const title = ajv.getSchema(String(titleSchema.$id));
  const library = ajv.getSchema(String(librarySchema.$id));
  if (!title || !library) throw new Error('schemas did not compile');
  return { title, library, messages };
}

const compiled = compile();

function errorsOf(validate: ValidateFunction, data: unknown): ErrorObject[] {
  return validate(data) ? [] : [...(validate.errors ?? [])];
}

function show(errors: readonly ErrorObject[]): string {
  return errors.map((e) => `${e.instancePath || '/'} ${e.keyword}: ${e.message} ${JSON.stringify(e.params)}`).join('\n');
}

function yamlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => join(dir, f));
}

const TITLE_DIRS = ['1830', 'example'].map((t) => join(TITLES, t));

describe('schemas compile', () => {
  it('compile together under ajv strict mode without warnings', () => {
    expect(compiled.messages).toEqual([]);
    expect(titleSchema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(librarySchema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(typeof titleSchema.$id).toBe('string');
    expect(typeof librarySchema.$id).toBe('string');
  });

  it('the title schema compiles on its own too', () => {
    const ajv = new Ajv2020({ allErrors: true, strict: true });
    expect(() => ajv.compile(titleSchema)).not.toThrow();
  });

  it('describe every definition and every property', () => {
    const missing: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (Array.isArray(node)) {
        node.forEach((n, i) => walk(n, `${at}/${i}`));
        return;
      }
      if (typeof node !== 'object' || node === null) return;
      const obj = node as Json;
      for (const key of ['properties', '$defs'] as const) {
        const table = obj[key];
        if (typeof table !== 'object' || table === null) continue;
        for (const [name, sub] of Object.entries(table as Json)) {
          const description = (sub as Json).description;
          if (typeof description !== 'string' || description.trim() === '') missing.push(`${at}/${key}/${name}`);
        }
      }
      for (const [key, value] of Object.entries(obj)) walk(value, `${at}/${key}`);
    };
    walk(titleSchema, '#');
    walk(librarySchema, 'library#');
    expect(missing).toEqual([]);
  });

  it('list every top-level section and require none of them', () => {
    expect(Object.keys(titleSchema.properties as Json).sort()).toEqual(
      [
        'meta', 'rules', 'auction', 'status_text', 'events_text', 'market_text', 'trains', 'phases', 'market',
        'tile_lays', 'rounds', 'corporations', 'companies', 'minors', 'hexes', 'location_names', 'tiles', 'hexes_by_optional_rule', 'loans', 'national',
        // A variant's own keys (codegen/extend.ts): what it extends, and what it writes whole or drops.
        'extends', 'replace', 'remove',
      ].sort(),
    );
    expect(titleSchema.required).toBeUndefined();
    expect(titleSchema.additionalProperties).toBe(false);
  });

  it('close every fixed-key mapping', () => {
    const open: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${at}/${i}`));
      if (typeof node !== 'object' || node === null) return;
      const obj = node as Json;
      const fixed = obj.properties !== undefined && obj.additionalProperties === undefined && obj.unevaluatedProperties === undefined;
      // Mappings that are extended elsewhere: the shared ability keys (closed by each kind), the
      // ability selector (closed by the kind it selects), an `if`, events (open parameters), and
      // an ability of the title's own kind (its own keys are the title's).
      const extended = /\/(abilityCommon|ability|event|titleAbility)$|\/if$/.test(at);
      if (fixed && !extended) open.push(at);
      for (const [key, value] of Object.entries(obj)) walk(value, `${at}/${key}`);
    };
    walk(titleSchema, '#');
    expect(open).toEqual([]);
  });

  it('define the tile parts with exactly the keys the tile compiler accepts', () => {
    for (const spec of Object.values(TILE_PARTS)) {
      const def = defs[`${spec.type.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())}Part`];
      expect(def, spec.type).toBeDefined();
      if (spec.bare) continue;
      expect(Object.keys((def.properties as Json | undefined) ?? {}).sort(), spec.type).toEqual(spec.keys.map((k) => k.key).sort());
      expect(((def.required as string[] | undefined) ?? []).sort(), spec.type).toEqual(
        spec.keys.filter((k) => k.required).map((k) => k.key).sort(),
      );
    }
  });

  it('define one ability kind per kind of runtime/title/abilities.ts', () => {
    const source = readFileSync(join(ROOT, 'runtime', 'title', 'abilities.ts'), 'utf8');
    const kinds = [...source.matchAll(/readonly type: '([a-z_]+)'/g)].map((m) => m[1]).sort();
    const engineKinds = defs.engineAbilityKind as { enum: string[] };
    expect(engineKinds.enum.slice().sort()).toEqual(kinds);
    // One selector per engine kind, and one for any other kind (a title's own: the shared keys).
    const ability = defs.ability as { allOf: unknown[] };
    expect(ability.allOf).toHaveLength(kinds.length + 1);
  });
});

describe('shipped YAML validates', () => {
  const titleFiles = TITLE_DIRS.flatMap(yamlFiles);

  it('finds the title files', () => {
    for (const dir of TITLE_DIRS) expect(existsSync(join(dir, 'title.yaml')), dir).toBe(true);
  });

  it.each(titleFiles.map((f) => [f.slice(TITLES.length + 1), f]))('%s', (_name, file) => {
    const text = readFileSync(file, 'utf8');
    expect(text.startsWith('# yaml-language-server: $schema=../../schemas/title.schema.json\n')).toBe(true);
    const errors = errorsOf(compiled.title, parse(text));
    expect(errors, show(errors)).toEqual([]);
  });

  const libraryFiles = yamlFiles(TILES_DIR);
  it.runIf(libraryFiles.length > 0).each(libraryFiles.map((f) => [f.slice(TITLES.length + 1), f]))('%s', (_name, file) => {
    const errors = errorsOf(compiled.library, parse(readFileSync(file, 'utf8')));
    expect(errors, show(errors)).toEqual([]);
  });

  it.each(TITLE_DIRS.map((d) => [d.slice(TITLES.length + 1), d]))('%s: sections appear once and the required ones are there', (_name, dir) => {
    const seen = new Map<string, string>();
    for (const file of yamlFiles(dir)) {
      const data = (parse(readFileSync(file, 'utf8')) ?? {}) as Json;
      for (const key of Object.keys(data)) {
        expect(seen.get(key), `${key} in ${file}`).toBeUndefined();
        seen.set(key, file);
      }
    }
    for (const key of ['meta', 'rules', 'trains', 'phases', 'market', 'corporations', 'hexes', 'tiles']) {
      expect(seen.has(key), key).toBe(true);
    }
  });

  it.runIf(libraryFiles.length > 0).each(TITLE_DIRS.map((d) => [d.slice(TITLES.length + 1), d]))(
    '%s: every manifest tile is in the library',
    (_name, dir) => {
      const library = new Set(libraryFiles.flatMap((f) => Object.keys((parse(readFileSync(f, 'utf8')) ?? {}) as Json)));
      const map = parse(readFileSync(join(dir, 'map.yaml'), 'utf8')) as { tiles: Record<string, unknown> };
      const fromLibrary = Object.entries(map.tiles).filter(([, v]) => typeof v !== 'object').map(([k]) => k);
      expect(fromLibrary.filter((name) => !library.has(name))).toEqual([]);
    },
  );
});

describe('the title schema rejects mistakes where they are', () => {
  const company = (abilities: string) => `companies: [{sym: X, name: Ex, value: 20, revenue: 5, abilities: [${abilities}]}]`;
  const cases: [what: string, yaml: string, instancePath: string, keyword?: string][] = [
    ['a misspelt top-level key', 'hexs: {}', '', 'additionalProperties'],
    ['a misspelt rule', 'rules: {bank_csh: 12000}', '/rules', 'additionalProperties'],
    ['a misspelt meta key', 'meta: {title: X, full_title: X, designer: X, player_range: [2, 4], layout: flat, currency_format: "$%s", subtitel: Y}', '/meta', 'additionalProperties'],
    ['a misspelt train key', 'trains: [{name: 2, distance: 2, price: 80, count: 6, rust_on: 4}]', '/trains/0', 'additionalProperties'],
    ['a missing train count', 'trains: [{name: 2, distance: 2, price: 80}]', '/trains/0', 'required'],
    ['bank cash as text', 'rules: {bank_cash: lots}', '/rules/bank_cash'],
    ['a fractional price', 'trains: [{name: 2, distance: 2, price: 80.5, count: 6}]', '/trains/0/price', 'type'],
    ['a cert limit keyed by a word', 'rules: {cert_limit: {three: 20}}', '/rules/cert_limit'],
    ['a bad sell_buy_order', 'rules: {sell_buy_order: buy_sell}', '/rules/sell_buy_order', 'enum'],
    ['a bad track_restriction', 'rules: {track_restriction: lenient}', '/rules/track_restriction', 'enum'],
    ['a bad game end timing', 'rules: {game_end_check: {bank: later}}', '/rules/game_end_check/bank', 'enum'],
    ['a game end reason that is not a snake_case name', 'rules: {game_end_check: {Broke: immediate}}', '/rules/game_end_check', 'propertyNames'],
    ['a bad timing for a title’s own game end reason', 'rules: {game_end_check: {all_owned: later}}', '/rules/game_end_check/all_owned', 'enum'],
    ['a fixed_round end without the round it ends in', 'rules: {game_end_check: {fixed_round: full_or}}', '/rules', 'required'],
    ['a fixed round by turn and by operating round at once', 'rules: {fixed_round: {turn: 8, operating_round: 10}}', '/rules/fixed_round', 'oneOf'],
    ['a fixed round of turn 0', 'rules: {fixed_round: {turn: 0}}', '/rules/fixed_round/turn', 'minimum'],
    ['a bad layout', 'meta: {title: X, full_title: X, designer: X, player_range: [2, 4], layout: round, currency_format: "$%s"}', '/meta/layout', 'enum'],
    ['a bad phase tile colour', 'phases: [{name: 2, train_limit: 4, tiles: [yelow], operating_rounds: 1}]', '/phases/0/tiles/0', 'enum'],
    ['a bad auction style', 'auction: {style: english}', '/auction/style'],
    ['a lower-case hex id', 'location_names: {f2: Chicago}', '/location_names', 'propertyNames'],
    ['a hex id without a number', 'corporations: [{sym: P, name: P, tokens: [0], coordinates: H, color: red}]', '/corporations/0/coordinates'],
    ['two spaces in a hex key', 'hexes: {white: {"A1  A3": blank}}', '/hexes/white', 'propertyNames'],
    ['an unknown hex colour', 'hexes: {whyte: {A1: blank}}', '/hexes', 'additionalProperties'],
    ['a bad hex id in an ability', company('{type: blocks_hexes, hexes: [g15]}'), '/companies/0/abilities/0/hexes/0', 'pattern'],
    ['a market cell with a space', 'market: {rows: [[60y, "100 p"]]}', '/market/rows/0/1', 'pattern'],
    ['a market cell with a letter first', 'market: {rows: [[p100]]}', '/market/rows/0/0', 'pattern'],
    ['a market cell of an unknown type', 'market: {rows: [[{price: 100, types: [parr]}]]}', '/market/rows/0/0/types/0', 'enum'],
    ['a bad market shape', 'market: {shape: spiral, rows: [[100]]}', '/market/shape', 'enum'],
    ['an unknown market text type', 'market_text: {parr: Par}', '/market_text', 'propertyNames'],
    ['an ability type that is no name', company('{type: Teleporter}'), '/companies/0/abilities/0/type', 'pattern'],
    ['a bad common key of a title’s own ability kind', company('{type: credit_line, count: -1}'), '/companies/0/abilities/0/count', 'minimum'],
    ['an ability without type', company('{hexes: [F16]}'), '/companies/0/abilities/0', 'required'],
    ['an ability with a key of another kind', company('{type: blocks_hexes, hexes: [G15], tiles: [57]}'), '/companies/0/abilities/0', 'unevaluatedProperties'],
    ['a close ability with a key of another kind', company('{type: close, when: bought_train, corporation: B&O, hexes: [A1]}'), '/companies/0/abilities/0', 'unevaluatedProperties'],
    ['a misspelt common ability key', company('{type: no_buy, owner: player}'), '/companies/0/abilities/0', 'unevaluatedProperties'],
    ['a bad ability owner_type', company('{type: no_buy, owner_type: bank}'), '/companies/0/abilities/0/owner_type', 'enum'],
    ['an exchange from nowhere', company('{type: exchange, corporations: [NYC], from: [bank]}'), '/companies/0/abilities/0/from'],
    ['a shares ability without shares', company('{type: shares}'), '/companies/0/abilities/0', 'required'],
    ['a bad share id', company('{type: shares, shares: [PRR]}'), '/companies/0/abilities/0/shares'],
    ['a compact tile with an unknown part', 'hexes: {white: {A1: "citty=revenue:0"}}', '/hexes/white/A1', 'pattern'],
    ['a compact tile with a misspelt key', 'hexes: {white: {A1: "city=revnue:0"}}', '/hexes/white/A1', 'pattern'],
    ['a compact tile with an empty part', 'hexes: {white: {A1: "city;;town"}}', '/hexes/white/A1', 'pattern'],
    ['a structured part with a misspelt key', 'hexes: {white: {A1: [{city: {revnue: 20}}]}}', '/hexes/white/A1/0/city', 'additionalProperties'],
    ['a structured part of an unknown type', 'hexes: {white: {A1: [{citadel: {revenue: 20}}]}}', '/hexes/white/A1/0', 'additionalProperties'],
    ['two parts in one item', 'hexes: {white: {A1: [{city: {revenue: 20}, label: OO}]}}', '/hexes/white/A1/0', 'maxProperties'],
    ['a path to edge 6', 'hexes: {white: {A1: [{path: {a: 6, b: _0}}]}}', '/hexes/white/A1/0/path/a'],
    ['a path without an end', 'hexes: {white: {A1: [{path: {a: 0}}]}}', '/hexes/white/A1/0/path', 'required'],
    ['a bad border type', 'hexes: {white: {A1: [{border: {edge: 1, type: wall}}]}}', '/hexes/white/A1/0/border/type', 'enum'],
    ['a revenue in an unknown colour', 'hexes: {red: {A1: [{offboard: {revenue: {purple: 40}}}]}}', '/hexes/red/A1/0/offboard/revenue'],
    ['a manifest count as text', 'tiles: {"57": many}', '/tiles/57'],
    ['a title tile without a colour', 'tiles: {X1: {count: 1, code: "city=revenue:40"}}', '/tiles/X1'],
    ['a bad tile lay slot value', 'tile_lays: {default: [{lay: sometimes, upgrade: true}]}', '/tile_lays/default/0/lay'],
    ['a bad step name', 'rounds: {steps: {operating: [Track]}}', '/rounds/steps/operating/0'],
    ['a misspelt corporation key', 'corporations: [{sym: P, name: P, tokens: [0], color: red, colour: red}]', '/corporations/0', 'additionalProperties'],
    ['a float percent over 100', 'corporations: [{sym: P, name: P, tokens: [0], color: red, float_percent: 160}]', '/corporations/0/float_percent', 'maximum'],
    ['a player range of three numbers', 'meta: {title: X, full_title: X, designer: X, player_range: [2, 4, 6], layout: flat, currency_format: "$%s"}', '/meta/player_range'],
  ];

  it.each(cases)('%s', (_what, yaml, instancePath, keyword) => {
    const errors = errorsOf(compiled.title, parse(yaml));
    const at = errors.filter((e) => e.instancePath === instancePath && (keyword === undefined || e.keyword === keyword));
    expect(at.length, `expected an error at '${instancePath}'${keyword ? ` (${keyword})` : ''}, got:\n${show(errors)}`).toBeGreaterThan(0);
  });

  it('accepts the forms the doc shows', () => {
    const ok = `
meta: {title: "1830", full_title: "1830: X", designer: X, player_range: [2, 6], layout: pointy, axes: {x: number, y: letter}, currency_format: "$%s",
       optional_rules: [{sym: a_rule, short_name: A, desc: B, players: [3, 4]}], mutually_exclusive_optional_rules: [[a_rule, b_rule]]}
rules: {bank_cash: {2: 8000, 3: 9000}, starting_cash: 600, cert_limit: {3: {8: 20, 7: 18}, 4: 16}, game_end_check: {fixed_round: full_or}, fixed_round: {turn: 8}}
auction: {style: {step: my_auction}}
trains:
  - {name: 2, distance: [{nodes: [city, offboard], pay: 3, visit: 5}], price: 80, count: unlimited,
     variants: [{name: 3/5, distance: [{nodes: [city, offboard], pay: 3, visit: 5}], price: 160}]}
phases: [{name: 2, train_limit: {major: 4, minor: 2}, tiles: [yellow], operating_rounds: 1, events: [{type: remove_tokens, hexes: [A1]}]}]
market: {shape: linear, rows: [[60y, 100p, '', ~, 120, {price: 130, types: [endgame]}]]}
tile_lays:
  default:
    - {lay: true, upgrade: true, cost: 0}
    - {lay: true, upgrade: not_if_upgraded, cost: 20, upgrade_cost: 30, cannot_reuse_same_hex: true}
  by_type: {minor: [{lay: true, upgrade: false}]}
rounds: {first: auction, cycle: [stock, {kind: operating, repeat: phase}], steps: {stock: [buy_sell_par_shares], operating: [track, {step: buy_company, blocks: true}]}}
minors: [{sym: "1", name: Minor 1, tokens: [0], coordinates: C3, color: black}, {sym: 2, name: Minor 2, tokens: [0], coordinates: [C5, C7], color: black}]
hexes:
  yellow:
    G19:
      - city: {revenue: 40}
      - city: {revenue: {yellow: 40, brown: 70}}
      - path: {a: 3, b: _0}
      - path: {a: 0, b: _1, track: narrow}
      - label: NY
      - upgrade: {cost: 80, terrain: [water]}
      - junction
      - town:
      - icon: {image: port, sticky: 1}
tiles: {"1": 1, "8": unlimited, Beg6: {count: 2, color: yellow, code: "city=revenue:20;path=a:0,b:_0;path=a:2,b:_0"}}
`;
    const errors = errorsOf(compiled.title, parse(ok));
    expect(errors, show(errors)).toEqual([]);
  });
});

describe('the tile library schema', () => {
  it('accepts tiles in both forms', () => {
    const errors = errorsOf(compiled.library, {
      '57': 'city=revenue:20;path=a:0,b:_0;path=a:_0,b:3',
      X1: [{ city: { revenue: 40, slots: 2 } }, { path: { a: 0, b: '_0' } }, { label: 'X' }],
    });
    expect(errors, show(errors)).toEqual([]);
  });

  it.each([
    ['a bad compact tile', { '57': 'city=revenue:20;path=a:0,b:_0;pth=a:_0,b:3' }, '/57'],
    ['a bad structured part', { '57': [{ city: { revenue: 20, slot: 2 } }] }, '/57/0/city'],
    ['a tile name with a space', { 'X 1': 'blank' }, ''],
  ])('rejects %s', (_what, data, instancePath) => {
    const errors = errorsOf(compiled.library, data);
    expect(errors.some((e) => e.instancePath === instancePath), show(errors)).toBe(true);
  });
});
