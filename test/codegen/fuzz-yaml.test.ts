/**
 * Hostile YAML through `codegen validate`, seeded and bounded: the example title's files mutated
 * at random — syntax fragments, anchors and aliases (unknown, recursive, amplifying), prototype
 * names as keys and values, odd scalars, bad bytes, deep nesting, lines deleted, duplicated and
 * shifted. Every case must end in diagnostics positioned inside the files (or a clean title),
 * never an exception, an internal error, a hang or runaway memory. The seed is printed; set
 * FUZZ_SEED and FUZZ_CASES to replay or widen a run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../codegen/build.js';
import { formatDiagnostic } from '../../codegen/diagnostics.js';
import { CODEGEN_INTERNAL_ERROR } from '../../codegen/internal-error.js';
import { readInputs, type Inputs } from '../../codegen/fingerprint.cjs';
import { seededRandom } from '../../runtime/sim/random.js';
import { tempProject, type TempProject } from './project.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const CASES = Number(process.env.FUZZ_CASES ?? 400);
/**
 * One case may not take more CPU time than this (the slowest real validation is ~100 ms): a guard
 * against a pathological input (a runaway regex, a quadratic walk). CPU time, not wall time, so a
 * loaded machine does not fail it; the first case also pays for loading and compiling the schema.
 */
const CASE_BUDGET_MS = 5000;
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];
const FRAGMENTS = [
  ...PROTOTYPE_NAMES.map((n) => `${n}: 1`),
  ...PROTOTYPE_NAMES.map((n) => `- ${n}`),
  ...PROTOTYPE_NAMES,
  '&a', '*a', '&a [1, 2]', '*nowhere', 'x: &r [*r]', 'k: &s ["x", *s]', '<<: *a', '? [a, b]', '? ', '!!binary aGk=', '!!js/function "f() {}"', '!tag',
  '%YAML 1.1', '---', '...', '[', ']', '{', '}', ': ', '- ', '|', '>', '#', '"', "'", '\t', '\\', ',', '@', '`',
  '1e400', '-0', '.nan', '.inf', '0x1F', '0o17', '9007199254740993', '-1', '99999999999999999999', '~', 'null', 'true', 'yes', 'on',
  `"${'x'.repeat(2000)}"`, `${'['.repeat(200)}`, `${'{a: '.repeat(100)}`, '\u0000', '\ufeff', '\u202e', '\ud800',
  'lol0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\nlol1: &l1 [*l0, *l0, *l0, *l0, *l0, *l0, *l0, *l0, *l0]\nlol2: &l2 [*l1, *l1, *l1, *l1, *l1, *l1, *l1, *l1, *l1]\nlol3: [*l2, *l2, *l2, *l2, *l2, *l2, *l2, *l2, *l2, *l2, *l2, *l2, *l2, *l2, *l2, *l2, *l2]',
  'trains: [{name: 2, distance: 2, price: 80, count: 1}]', 'hexes: {white: {A1: "city=revenue:2e9"}}', 'rules: {bank_cash: 1, starting_cash: {2: 600, "2": 99999}, cert_limit: 1}',
];
const BAD_BYTES = [Buffer.from([0xff]), Buffer.from([0xc3, 0x28]), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from([0xf4, 0x90, 0x80, 0x80]), Buffer.from([0xe9])];

type Mutation = (text: string, rand: () => number) => string | Buffer;
const pick = <T>(list: readonly T[], rand: () => number): T => list[Math.floor(rand() * list.length)];
const at = (text: string, rand: () => number) => Math.floor(rand() * (text.length + 1));
const lineSplit = (text: string) => text.split('\n');

const MUTATIONS: readonly [name: string, mutate: Mutation][] = [
  ['insert a fragment', (t, r) => {
    const i = at(t, r);
    return t.slice(0, i) + pick(FRAGMENTS, r) + t.slice(i);
  }],
  ['insert a line', (t, r) => {
    const lines = lineSplit(t);
    lines.splice(Math.floor(r() * lines.length), 0, ' '.repeat(Math.floor(r() * 6)) + pick(FRAGMENTS, r));
    return lines.join('\n');
  }],
  ['delete lines', (t, r) => {
    const lines = lineSplit(t);
    lines.splice(Math.floor(r() * lines.length), 1 + Math.floor(r() * 5));
    return lines.join('\n');
  }],
  ['duplicate a line', (t, r) => {
    const lines = lineSplit(t);
    const i = Math.floor(r() * lines.length);
    lines.splice(i, 0, lines[i]);
    return lines.join('\n');
  }],
  ['shift a line', (t, r) => {
    const lines = lineSplit(t);
    const i = Math.floor(r() * lines.length);
    lines[i] = r() < 0.5 ? `  ${lines[i]}` : lines[i].replace(/^ {1,2}/, '');
    return lines.join('\n');
  }],
  ['replace a word with a prototype name', (t, r) => {
    const words = [...t.matchAll(/[A-Za-z_][A-Za-z0-9_]*/g)];
    if (!words.length) return t;
    const w = pick(words, r);
    return t.slice(0, w.index) + pick(PROTOTYPE_NAMES, r) + t.slice(w.index! + w[0].length);
  }],
  ['replace a number', (t, r) => {
    const numbers = [...t.matchAll(/\b\d+\b/g)];
    if (!numbers.length) return t;
    const n = pick(numbers, r);
    return t.slice(0, n.index) + pick(['-1', '0', '1e400', '4294967296', '9007199254740993', '1.5', '0x10', '"7"', '[7]', '{n: 7}', ''], r) + t.slice(n.index! + n[0].length);
  }],
  ['insert bad bytes', (t, r) => {
    const bytes = Buffer.from(t);
    const i = Math.floor(r() * (bytes.length + 1));
    return Buffer.concat([bytes.subarray(0, i), pick(BAD_BYTES, r), bytes.subarray(i)]);
  }],
  ['truncate', (t, r) => t.slice(0, at(t, r))],
];

const FILES = ['titles/example/title.yaml', 'titles/example/map.yaml', 'titles/example/entities.yaml'];

let project: TempProject;
let base: Inputs;
const stats = { cases: 0, clean: 0, withErrors: 0, diagnostics: 0, slowestMs: 0, totalMs: 0, byCode: new Map<string, number>() };

beforeAll(() => {
  project = tempProject(['example']);
  base = readInputs(project.layout);
});
afterAll(() => {
  project.remove();
  const codes = [...stats.byCode].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([c, n]) => `${c} ${n}`).join(', ');
  process.stdout.write(
    `fuzz (seed ${SEED}): ${stats.cases} cases in ${Math.round(stats.totalMs)} ms (slowest ${Math.round(stats.slowestMs)} ms); ${stats.withErrors} with errors, ${stats.clean} clean; ${stats.diagnostics} diagnostics (${codes})\n`,
  );
});

describe(`hostile YAML through codegen validate (seed ${SEED})`, () => {
  it(`${CASES} mutated titles end in positioned diagnostics, never a crash`, async () => {
    const rand = seededRandom(SEED);
    for (let n = 0; n < CASES; n++) {
      const file = project.path(pick(FILES, rand));
      let content: string | Buffer = base.files.get(file)!.toString('utf8');
      const applied: string[] = [];
      for (let k = 1 + Math.floor(rand() * 3); k > 0; k--) {
        const [name, mutate] = pick(MUTATIONS, rand);
        applied.push(name);
        content = mutate(typeof content === 'string' ? content : content.toString('latin1'), rand);
      }
      const bytes = typeof content === 'string' ? Buffer.from(content) : content;
      const files = new Map(base.files);
      files.set(file, bytes);
      const what = `case ${n} (${applied.join(', ')} in ${file.slice(project.root.length + 1)})`;
      const started = cpuMs();
      let result;
      try {
        result = await build({ layout: project.layout, validateOnly: true, typecheck: false, lint: true, inputs: { ...base, files } });
      } catch (error) {
        throw new Error(`${what} threw: ${(error as Error).stack}`);
      }
      const ms = cpuMs() - started;
      expect(ms, what).toBeLessThan(CASE_BUDGET_MS);
      const lineCount = bytes.toString('latin1').split('\n').length;
      for (const d of result.diagnostics) {
        const line = formatDiagnostic(d, project.root);
        expect(d.code, `${what}: ${line}`).not.toBe(CODEGEN_INTERNAL_ERROR);
        expect(d.file.startsWith(project.root), `${what}: ${line}`).toBe(true);
        expect(d.line >= 1 && d.col >= 1, `${what}: ${line}`).toBe(true);
        if (d.file === file) expect(d.line, `${what}: ${line}`).toBeLessThanOrEqual(lineCount + 1);
        stats.byCode.set(d.code, (stats.byCode.get(d.code) ?? 0) + 1);
      }
      stats.cases++;
      stats.totalMs += ms;
      stats.slowestMs = Math.max(stats.slowestMs, ms);
      stats.diagnostics += result.diagnostics.length;
      if (result.ok) stats.clean++;
      else stats.withErrors++;
    }
  }, 300_000);
});
