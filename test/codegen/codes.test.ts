/**
 * One style of code across the project: a diagnostic code is `namespace/snake_case`, as the
 * engine's GameError codes are (test/runtime/fuzz-actions.test.ts checks those with the same
 * pattern). Every code codegen, playtest (lint) and the preview server can emit is found in their source — each
 * is written out where it is emitted — and the one computed code, a schema keyword's, is checked
 * for every keyword the schemas use.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemaKeywordCode } from '../../codegen/validate-schema.js';
import { REPO_ROOT } from './project.js';

/** The engine's pattern for GameError codes (test/runtime/fuzz-actions.test.ts). */
const CODE = /^[a-z_]+\/[a-z_]+$/;
/** The namespaces of codegen's diagnostics. */
const NAMESPACES = ['cli', 'codegen', 'library', 'limit', 'lint', 'schema', 'tile', 'title', 'ts', 'yaml'];
const LITERAL = new RegExp(`(['\`])((?:${NAMESPACES.join('|')})/[^'\`\\s]*)\\1`, 'g');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'generated') return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|js)$/.test(name) ? [path] : [];
  });
}

/** Every code literal in the sources (comments aside), with where it is; `${...}` in a template stands for a word. */
function codeLiterals(): { code: string; where: string }[] {
  const found: { code: string; where: string }[] = [];
  for (const file of ['codegen', 'playtest', 'cli', 'preview'].flatMap((dir) => sources(join(REPO_ROOT, dir)))) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (/^\s*(\*|\/\/|\/\*)/.test(line)) return; // comments speak of codes, they emit none
      for (const match of line.matchAll(LITERAL)) {
        found.push({ code: match[2].replace(/\$\{[^}]*\}/g, 'word'), where: `${relative(REPO_ROOT, file)}:${i + 1}` });
      }
    });
  }
  return found;
}

/** The JSON Schema keywords a schema uses: every key of a schema object, not of a `properties` map. */
function schemaKeywords(node: unknown, out = new Set<string>(), mapOfSchemas = false): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => schemaKeywords(item, out));
  else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      if (!mapOfSchemas) out.add(key);
      const holdsMap = !mapOfSchemas && ['properties', '$defs', 'patternProperties', 'dependentSchemas'].includes(key);
      if (typeof value === 'object') schemaKeywords(value, out, holdsMap);
    }
  }
  return out;
}

describe('diagnostic codes', () => {
  const literals = codeLiterals();

  it('are found where they are emitted (the scan sees them)', () => {
    const codes = new Set(literals.map((l) => l.code));
    expect(codes.size).toBeGreaterThan(50);
    for (const known of ['schema/unknown_key', 'title/unknown_hex', 'lint/tile_never_laid', 'codegen/internal_error', 'ts/error', 'yaml/syntax']) expect(codes).toContain(known);
  });

  it('are namespace/snake_case, like the engine’s', () => {
    expect(literals.filter((l) => !CODE.test(l.code)).map((l) => `${l.where}  ${l.code}`)).toEqual([]);
  });

  it('of schema keywords are snake_case too, for every keyword the schemas use', () => {
    const keywords = new Set<string>(['false schema']); // ajv's keyword for a `false` subschema
    for (const name of ['title.schema.json', 'tile-library.schema.json']) schemaKeywords(JSON.parse(readFileSync(join(REPO_ROOT, 'schemas', name), 'utf8')), keywords);
    expect(keywords.size).toBeGreaterThan(15);
    const bad = [...keywords].map((k) => [k, schemaKeywordCode(k)]).filter(([, code]) => !CODE.test(code));
    expect(bad).toEqual([]);
    expect(schemaKeywordCode('minLength')).toBe('schema/min_length');
  });
});
