/**
 * The title format has one source, schemas/title.schema.json: the YAML's types are generated
 * from it (scripts/format-types.mjs, the first step of `npm run build`) into the committed
 * runtime/title/format.generated.ts, which codegen/raw.ts names and runtime/title/format.ts
 * derives the compiled definition's unchanged parts from. These hold the committed file to the
 * schema: after editing the schema, `npm run build` regenerates it (commit both).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatTypes, OUTPUT, SCHEMA, stamp, typeName } from '../../scripts/format-types.mjs';

const schemaText = readFileSync(SCHEMA, 'utf8');
const committed = readFileSync(OUTPUT, 'utf8');

describe('the title format types', () => {
  it('are what the schema generates, byte for byte (run `npm run build` and commit the file)', async () => {
    expect(committed).toBe(await formatTypes(schemaText));
  });

  it("carry the stamp of the schema they were generated from (a build's no-op check reads it)", () => {
    expect(committed.split('\n', 1)[0]).toContain(`(stamp ${stamp(schemaText)})`);
  });

  it('follow an edit to the schema (a key added to the rules is a key of RawRules)', async () => {
    const schema = JSON.parse(schemaText) as { $defs: { rules: { properties: Record<string, unknown> } } };
    schema.$defs.rules.properties.probe_rule = { description: 'A rule only this test has.', enum: ['one', 'two'] };
    const edited = await formatTypes(JSON.stringify(schema));
    expect(edited).not.toBe(committed);
    const rules = /export interface RawRules \{[\s\S]*?\n\}/.exec(edited)?.[0] ?? '';
    expect(rules).toMatch(/probe_rule\?: 'one' \| 'two';/);
  });

  it('name every definition of the schema, each once', () => {
    const defs = Object.keys((JSON.parse(schemaText) as { $defs: object }).$defs);
    const declared = [...committed.matchAll(/^export (?:type|interface) (\w+)/gm)].map((m) => m[1]);
    expect(new Set(declared).size).toBe(declared.length);
    expect(defs.map(typeName).filter((name) => !declared.includes(name))).toEqual([]);
  });
});
