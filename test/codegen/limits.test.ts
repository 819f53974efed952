/**
 * Every limit of codegen/limits.ts (and the schema's count limits) is reported as a positioned
 * error naming the limit — not a crash, a hang or gigabytes of output — and every bundled title
 * sits far below each of them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../codegen/build.js';
import { formatDiagnostic } from '../../codegen/diagnostics.js';
import { didYouMean, withSuggestionBudget } from '../../codegen/did-you-mean.js';
import { MAX_ALIASES, MAX_DIAGNOSTICS_PER_TITLE, MAX_FILE_BYTES, MAX_HEXES, MAX_MODULE_CHARS } from '../../codegen/limits.js';
import { REPO_ROOT, tempProject, type TempProject } from './project.js';

const TITLE = 'titles/example/title.yaml';
const MAP = 'titles/example/map.yaml';
const ENTITIES = 'titles/example/entities.yaml';

const made: TempProject[] = [];
afterAll(() => made.forEach((p) => p.remove()));

/** The example title with `change` applied to one file; its diagnostics as lines. */
async function diagnosticsOf(file: string, change: (text: string) => string): Promise<string[]> {
  const project = tempProject(['example']);
  made.push(project);
  writeFileSync(project.path(file), change(project.read(file)));
  const result = await build({ layout: project.layout, typecheck: false });
  expect(result.ok).toBe(false);
  expect(result.written).toEqual([]);
  return result.diagnostics.map((d) => formatDiagnostic(d, project.root));
}

/** Hex ids not on the example map (two letters, then a number). */
const hexIds = (n: number) => Array.from({ length: n }, (_, i) => `${String.fromCharCode(69 + Math.floor(i / 26 / 500))}${String.fromCharCode(65 + (Math.floor(i / 500) % 26))}${(i % 500) * 2 + 1}`);

/** Hex ids grouped 150 to a key (a YAML key may be at most 1024 characters long). */
const keys = (ids: string[]) => Array.from({ length: Math.ceil(ids.length / 150) }, (_, i) => ids.slice(i * 150, i * 150 + 150).join(' '));

describe('limits on a YAML file', () => {
  it('size', async () => {
    const lines = await diagnosticsOf(MAP, (text) => `${text}# ${'x'.repeat(MAX_FILE_BYTES)}\n`);
    expect(lines).toEqual([`${MAP}:1:1  error  the file is 1 MiB; a title file may be at most 1 MiB  (hint: split the data or remove what is repeated)`.replace('is 1 MiB', 'is 1.0 MiB')]);
  });

  it('number of aliases', async () => {
    const aliases = Array.from({ length: MAX_ALIASES + 1 }, (_, i) => `  - *n  # ${i}`).join('\n');
    const lines = await diagnosticsOf(TITLE, (text) => `${text}\nx_names: &n [a]\nx_uses:\n${aliases}\n`);
    expect(lines).toEqual([
      `${TITLE}:${text(TITLE).split('\n').length + 3 + MAX_ALIASES}:5  error  the file uses ${MAX_ALIASES + 1} aliases; at most 1,000 are allowed  (hint: write the repeated data out, or give it a name the title refers to)`,
    ]);
  });

  it('alias expansion: one long string reused', async () => {
    const uses = Array.from({ length: 600 }, () => '    - *long').join('\n');
    const lines = await diagnosticsOf(TITLE, (t) => t.replace('market_text:\n', `market_text:\n  par: &long "${'p'.repeat(2000)}"\n  x_repeat:\n${uses}\n`));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^titles\/example\/title\.yaml:\d+:7 {2}error {2}expanding the aliases up to here adds more than 1,048,576 characters to the file/);
  });

  it('alias expansion: a billion laughs, positioned and in no time', async () => {
    const laughs = ['lol0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]'];
    for (let i = 1; i < 10; i++) laughs.push(`lol${i}: &l${i} [${Array(9).fill(`*l${i - 1}`).join(', ')}]`);
    const started = performance.now();
    const lines = await diagnosticsOf(TITLE, (t) => `${t}\n${laughs.join('\n')}\n`);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(lines).toEqual([
      `${TITLE}:${text(TITLE).split('\n').length + 6}:32  error  expanding the aliases up to here adds more than 1,048,576 characters to the file  (hint: write the repeated data out, or give it a name the title refers to)`,
    ]);
  });

  it('nesting, moderate and extreme', async () => {
    const moderate = await diagnosticsOf(TITLE, (t) => `${t}\nx_deep: ${'['.repeat(70)}${']'.repeat(70)}\n`);
    expect(moderate).toEqual([`${TITLE}:${text(TITLE).split('\n').length + 1}:72  error  mappings and lists are nested more than 64 deep here  (hint: a title needs far less nesting: look for a runaway bracket or indentation)`]);
    const extreme = await diagnosticsOf(TITLE, (t) => `${t}\nx_deep: ${'['.repeat(100_000)}\n`);
    expect(extreme).toHaveLength(1);
    expect(extreme[0]).toMatch(/ error {2}mappings and lists are nested too deep to read here/);
  });
});

describe('limits on what a title asks for', () => {
  it('hexes on the map', async () => {
    const lines = await diagnosticsOf(MAP, (t) => t.replace('  white:                                # empty land, towns and cities to build on\n', `  white:\n${hexIds(MAX_HEXES + 1).map((id) => `    ${id}: blank\n`).join('')}`));
    expect(lines).toEqual([`${MAP}:${19 + MAX_HEXES}:5  error  the map has more than 5,000 hexes  (hint: the limit is far above what real maps need; it keeps a build or a game from running for minutes)`]);
  });

  it('trains of a type', async () => {
    const lines = await diagnosticsOf(TITLE, (t) => t.replace('price: 80, count: 4,', 'price: 80, count: 50000000,'));
    expect(lines).toEqual([
      `${TITLE}:49:47  error  'trains.0.count' is 50000000; at most 999 are allowed  (hint: the limit is far above what real titles need; it keeps a build or a game from running for minutes)`,
    ]);
  });

  it('tiles of a name, players, corporations', async () => {
    expect(await diagnosticsOf(MAP, (t) => t.replace('  8: 5\n', '  8: 1000\n'))).toEqual([
      `${MAP}:52:6  error  'tiles.8' is 1000; at most 999 are allowed  (hint: the limit is far above what real titles need; it keeps a build or a game from running for minutes)`,
    ]);
    expect(await diagnosticsOf(TITLE, (t) => t.replace('player_range: [2, 4]', 'player_range: [2, 1000000000]'))).toContain(
      `${TITLE}:20:21  error  'meta.player_range.1' is 1000000000; at most 20 are allowed  (hint: the limit is far above what real titles need; it keeps a build or a game from running for minutes)`,
    );
    const corporation = (i: number) => `  - { sym: C${i}, name: C${i}, tokens: [0], color: red }\n`;
    const many = await diagnosticsOf(ENTITIES, (t) => t.replace('corporations:\n', `corporations:\n${Array.from({ length: 200 }, (_, i) => corporation(i)).join('')}`));
    expect(many).toContain(
      `${ENTITIES}:7:3  error  'corporations' has 203 entries; at most 200 are allowed  (hint: the limit is far above what real titles need; it keeps a build or a game from running for minutes)`,
    );
  });

  it('generated module size', async () => {
    // Many hexes sharing one long preprinted tile: a small file, a huge compiled title.
    const code = Array.from({ length: 6 }, (_, e) => `path=a:${e},b:_0`).join(';');
    const longCode = `city=revenue:10;${code};${Array.from({ length: 40 }, (_, i) => `icon=image:a_long_icon_image_name_number_${i}`).join(';')}`;
    const lines = await diagnosticsOf(MAP, (t) => t.replace('  white:                                # empty land, towns and cities to build on\n', `  white:\n${keys(hexIds(MAX_HEXES - 20)).map((key) => `    ${key}: ${longCode}\n`).join('')}`));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^${MAP}:15:1 {2}error {2}the compiled title would be [\\d,]+ characters; a generated module may be at most ${MAX_MODULE_CHARS.toLocaleString('en-US')} \\(the largest part is 'hexes'\\)`));
  });

  it('diagnostics listed per title', async () => {
    const names = hexIds(MAX_DIAGNOSTICS_PER_TITLE + 100).map((id) => `  ${id}: Nowhere\n`).join('');
    const lines = await diagnosticsOf(MAP, (t) => t.replace('location_names:\n', `location_names:\n${names}`));
    expect(lines).toHaveLength(MAX_DIAGNOSTICS_PER_TITLE + 1);
    expect(lines[MAX_DIAGNOSTICS_PER_TITLE]).toMatch(/ error {2}and 100 more problems not listed/);
  });
});

describe('did-you-mean hints', () => {
  it('stop once a compilation has compared its budget of names, so many unknown names among many hexes stay quick', () => {
    const names = Array.from({ length: 100 }, (_, i) => `name${i}`);
    withSuggestionBudget(250, () => {
      expect(didYouMean('nam1', names)).toBe('name1');
      expect(didYouMean('nam2', names)).toBe('name2');
      expect(didYouMean('nam3', names)).toBe('name3'); // the budget runs out during this one
      expect(didYouMean('nam4', names)).toBeUndefined();
    });
    expect(didYouMean('nam4', names)).toBe('name4'); // unlimited outside a budget
  });
});

describe('the bundled titles', () => {
  it('are far below every size limit', () => {
    for (const title of ['1830', 'example']) {
      for (const file of ['title.yaml', 'map.yaml', 'entities.yaml']) {
        expect(readFileSync(`${REPO_ROOT}/titles/${title}/${file}`).length).toBeLessThan(MAX_FILE_BYTES / 10);
      }
    }
  });
});

let example: TempProject;
beforeAll(() => {
  example = tempProject(['example']);
  made.push(example);
});
function text(file: string): string {
  return example.read(file);
}
