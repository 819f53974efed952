/**
 * The schema validators compiled ahead by the build (codegen/schema-ahead.ts) are the ones ajv
 * compiles at run time: on every bundled title, and on titles broken in the ways designers break
 * them, both answer with the same errors. The build leaves them in dist/ for the toolkit's own
 * schemas, and schemas that differ by a byte find none.
 */
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { projectLayout, readInputs } from '../../codegen/fingerprint.cjs';
import { loadTitle } from '../../codegen/load.js';
import { compiledAhead, compileSchemas, writeCompiledAhead, type CompiledSchemas } from '../../codegen/schema-ahead.js';
import { LIBRARY_SCHEMA_FILE, TITLE_SCHEMA_FILE } from '../../codegen/validate-schema.js';
import { REPO_ROOT } from './project.js';

const schemas = join(REPO_ROOT, 'schemas');
const titleText = readFileSync(join(schemas, TITLE_SCHEMA_FILE), 'utf8');
const libraryText = readFileSync(join(schemas, LIBRARY_SCHEMA_FILE), 'utf8');
const layout = projectLayout(REPO_ROOT);
const inputs = readInputs(layout);

let scratch: string;
let ahead: CompiledSchemas;
let now: CompiledSchemas;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'trackwright-schema-ahead-'));
  // The compiled code requires ajv's runtime helpers, found from where it lies (as from dist/).
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(scratch, 'node_modules'), 'dir');
  writeCompiledAhead(schemas, scratch, { title: TITLE_SCHEMA_FILE, library: LIBRARY_SCHEMA_FILE });
  ahead = compiledAhead(titleText, libraryText, [scratch])!;
  now = compileSchemas(JSON.parse(titleText) as Record<string, unknown>, JSON.parse(libraryText) as Record<string, unknown>);
}, 60_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** What a validator says of some data: valid, or its errors. */
function verdict(validate: CompiledSchemas['title'], data: unknown): unknown {
  return validate(data) ? 'valid' : validate.errors;
}

const titleData = (id: string) => loadTitle(inputs, layout.titlesDir, id).data;

/** Ways a title's data goes wrong: a key unknown or misspelt, a number as text, a section or an entry of the wrong kind. */
const BREAKS: Readonly<Record<string, (data: Record<string, unknown>) => Record<string, unknown>>> = {
  'an unknown top-level key': (d) => ({ ...d, raills: {} }),
  'rules as a list': (d) => ({ ...d, rules: [] }),
  'bank cash as text': (d) => ({ ...d, rules: { ...(d.rules as object), bank_cash: 'lots' } }),
  'a misspelt rule': (d) => ({ ...d, rules: { ...(d.rules as object), bank_cahs: 12000 } }),
  'a train as a number': (d) => ({ ...d, trains: [...(d.trains as unknown[]), 7] }),
  'a phase with unknown keys': (d) => ({ ...d, phases: [...(d.phases as unknown[]), { name: 'X', colour: 'green', bogus: true }] }),
  'a corporation with a bad colour and float': (d) => ({ ...d, corporations: [{ ...(d.corporations as Record<string, unknown>[])[0], float_percent: 'half', color: { r: 1 } }] }),
};

describe('validators compiled ahead', () => {
  it('are left in dist/ by the build, for the toolkit’s own schemas', () => {
    expect(compiledAhead(titleText, libraryText, [join(REPO_ROOT, 'dist', 'codegen')])).toBeDefined();
  });

  it('are not used for schemas that differ', () => {
    expect(ahead).toBeDefined();
    expect(compiledAhead(`${titleText} `, libraryText, [scratch])).toBeUndefined();
    expect(compiledAhead(titleText, libraryText.replace('"type"', '"type" '), [scratch])).toBeUndefined();
  });

  it.each(['example', '1830', '1846', '18EU', '1861'])('say what ajv says now of %s, whole and broken', (id) => {
    const data = titleData(id) as Record<string, unknown>;
    expect(verdict(ahead.title, data)).toEqual(verdict(now.title, data));
    let invalid = 0;
    for (const [what, breakIt] of Object.entries(BREAKS)) {
      const broken = breakIt(data);
      const answer = verdict(now.title, broken);
      if (answer !== 'valid') invalid++;
      expect(verdict(ahead.title, broken), what).toEqual(answer);
    }
    expect(invalid).toBe(Object.keys(BREAKS).length);
  });

  it('say what ajv says now of the tile library and of a broken tile', () => {
    const library = readFileSync(join(REPO_ROOT, 'titles', '_tiles', 'yellow.yaml'), 'utf8');
    const data = parse(library) as Record<string, unknown>;
    expect(verdict(ahead.library, data)).toEqual(verdict(now.library, data));
    const broken = { ...data, '9999': { color: 'purple', code: 5 } };
    expect(verdict(now.library, broken)).not.toBe('valid');
    expect(verdict(ahead.library, broken)).toEqual(verdict(now.library, broken));
  });
});
