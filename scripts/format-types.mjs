#!/usr/bin/env node
// `node scripts/format-types.mjs [--check]` (the first step of `npm run build`): the TypeScript
// types of the title YAML, generated from its one source, schemas/title.schema.json, into
// runtime/title/format.generated.ts (re-exported by codegen/raw.ts, read by definition.ts).
//
// The generated file is committed: the package ships runtime/ as source (titles outside the
// repository type-check against it), and an editor or `tsc` on a fresh clone needs it before
// any build. So the build keeps it current and a test (test/codegen/format-types.test.ts)
// holds the committed file to the schema. The build rewrites the file only when its stamp (a
// hash of the schema and of this generator) differs, so a no-op build neither loads the
// generator nor touches the file's time (bin/trackwright.js compares source times with dist/).
// Under CI it never rewrites: a committed file that is out of date fails the build there.
//
// The schema is read as written; only the copy handed to json-schema-to-typescript is shaped
// for naming and for the keywords it does not read (the validator's meaning is untouched):
// - every `$defs` entry becomes a named type `Raw<Name>`, referenced by name everywhere (a
//   `$ref` with its own description would otherwise become a new copy of the type);
// - `if`/`then`/`else` (not read by the generator) become the union of their branches, and
//   `if`/`else` the union of the condition and the other branch (`if`/`then` alone constrains
//   a value the type already allows, and stays unread);
// - an `allOf` of `if`/`then` dispatchers on one key (the `ability` kinds) becomes the union
//   of the dispatched types, and a kind's own keys beside a shared `allOf` a named part (closed
//   to other keys where the kind's `unevaluatedProperties` is false).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
export const SCHEMA = join(root, 'schemas/title.schema.json');
export const OUTPUT = join(root, 'runtime/title/format.generated.ts');

/** Names that would mean something else in codegen/raw.ts (`RawText` is a text entry there). */
const NAMES = { text: 'RawTextValue', manifestEntry: 'RawTileManifestEntry' };
/** The type a `$defs` entry becomes. */
export const typeName = (key) => NAMES[key] ?? `Raw${key[0].toUpperCase()}${key.slice(1)}`;
const ANNOTATIONS = new Set(['description', 'default', 'title']);

/** The stamp written in the file's first line: what it was generated from. */
export function stamp(schemaText) {
  const generator = readFileSync(fileURLToPath(import.meta.url), 'utf8');
  const version = createRequire(import.meta.url)('json-schema-to-typescript/package.json').version;
  return createHash('sha256').update(schemaText).update(generator).update(version).digest('hex').slice(0, 16);
}

function header(schemaStamp) {
  return [
    `// Generated from schemas/title.schema.json (stamp ${schemaStamp}) by scripts/format-types.mjs.`,
    '// Do not edit: change the schema and run `npm run build`. The YAML as written, once the schema',
    '// has passed it; codegen/raw.ts names these for codegen, runtime/title/definition.ts derives from them.',
    '',
  ].join('\n');
}

function shapeDefinition(key, definition) {
  definition.title = typeName(key);
  const own = (title, keys) => {
    const part = { title };
    for (const k of keys) if (k in definition) (part[k] = definition[k]), delete definition[k];
    return part;
  };
  const dispatches = (entry) => entry.if && Object.keys(entry).length === 2 && (entry.then || entry.else);
  if (definition.allOf?.every(dispatches)) {
    const kinds = { title: `${typeName(key)}Kinds`, anyOf: definition.allOf.map((e) => e.then ?? e.else) };
    definition.allOf = [own(`${typeName(key)}Keys`, ['type', 'properties', 'required', 'additionalProperties']), kinds];
  } else if (definition.allOf && definition.properties) {
    const keys = ['type', 'properties', 'required', 'additionalProperties', 'unevaluatedProperties'];
    const part = own(`${typeName(key)}Keys`, keys);
    // No keys beyond the shared and its own: as a type, its own part takes no others.
    if (part.unevaluatedProperties === false) (part.additionalProperties = false), delete part.unevaluatedProperties;
    definition.allOf = [...definition.allOf, part];
  }
}

function shapeNode(node) {
  if (Array.isArray(node)) return node.forEach(shapeNode);
  if (!node || typeof node !== 'object') return;
  if (typeof node.$ref === 'string' && Object.keys(node).every((k) => k === '$ref' || ANNOTATIONS.has(k))) {
    node.tsType = typeName(node.$ref.replace('#/$defs/', ''));
    delete node.$ref;
    delete node.default;
  }
  if (node.if && node.else) {
    node.anyOf = [node.then ?? node.if, node.else ?? node.if];
    delete node.if, delete node.then, delete node.else;
  }
  for (const value of Object.values(node)) shapeNode(value);
}

/** The generated module's text for a schema's text. */
export async function formatTypes(schemaText) {
  const { compile } = await import('json-schema-to-typescript');
  const schema = JSON.parse(schemaText);
  for (const [key, definition] of Object.entries(schema.$defs)) shapeDefinition(key, definition);
  schema.title = 'RawTitle';
  shapeNode(schema);
  const types = await compile(schema, 'RawTitle', {
    bannerComment: '',
    additionalProperties: true,
    ignoreMinAndMaxItems: true,
    unreachableDefinitions: true,
    strictIndexSignatures: false,
    style: { singleQuote: true, printWidth: 120 },
  });
  // The generator's note on each definition says where it came from, which the name already does.
  const body = types.replace(/\n \*\n \* This interface was referenced by `RawTitle`'s JSON-Schema\n \* via the `definition` "\w+"\./g, '');
  return header(stamp(schemaText)) + body;
}

/** The committed file's stamp, or undefined. */
function committedStamp() {
  try {
    return /\(stamp ([0-9a-f]+)\)/.exec(readFileSync(OUTPUT, 'utf8').split('\n', 1)[0])?.[1];
  } catch {
    return undefined;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const schemaText = readFileSync(SCHEMA, 'utf8');
  const check = process.argv.includes('--check') || Boolean(process.env.CI);
  if (committedStamp() !== stamp(schemaText)) {
    const text = await formatTypes(schemaText);
    let current;
    try {
      current = readFileSync(OUTPUT, 'utf8');
    } catch {}
    if (current !== text) {
      if (check) {
        process.stderr.write('runtime/title/format.generated.ts is out of date with schemas/title.schema.json: run `npm run build` and commit it\n');
        process.exit(1);
      }
      writeFileSync(OUTPUT, text);
      process.stdout.write('title format types: runtime/title/format.generated.ts regenerated from the schema\n');
    }
  }
}
