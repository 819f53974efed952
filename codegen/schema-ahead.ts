/**
 * The schema validators, compiled with ajv: at run time, or ahead of it. Compiling the two
 * schemas took about 340 ms of every cold `validate` or `build` (half of a YAML-only title's
 * validate), for the same two schemas every time. So `npm run build:js` compiles the toolkit's
 * own schemas once into ajv's standalone code (dist/codegen/schema-validators-<digest>.cjs), and
 * a validator whose schema texts are those loads that file (some 60 ms) instead. The digest of
 * the texts names the file: a project whose schemas differ (edited, or of another version of the
 * toolkit) finds none under its digest and compiles its own, as before.
 *
 * Both ways compile with the same ajv options (`AJV_OPTIONS`), so they report the same errors;
 * test/codegen/schema-ahead.test.ts checks it on invalid titles.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Ajv2020 as Ajv, Options, ValidateFunction } from 'ajv/dist/2020.js';

type SchemaNode = Record<string, unknown>;

export interface CompiledSchemas {
  readonly title: ValidateFunction;
  readonly library: ValidateFunction;
}

const require = createRequire(import.meta.url);
const AJV_OPTIONS: Options = { allErrors: true, strict: true, verbose: true };

/**
 * Where the ahead-of-time validators are looked for: beside this module once compiled
 * (dist/codegen/), and in dist/codegen/ from the TypeScript sources of a checkout (its preview's
 * dev server, its tests).
 */
const HERE = fileURLToPath(new URL('.', import.meta.url));
const LOOKED_IN = [HERE, join(HERE, '..', 'dist', 'codegen')];

let ajvVersion: string | undefined;

/** The file name of the validators compiled ahead for these two schema texts. */
export function aheadFileName(titleText: string, libraryText: string): string {
  // With ajv's version: the code it generates, and the runtime helpers that code requires, are that version's.
  ajvVersion ??= (require('ajv/package.json') as { version: string }).version;
  const digest = createHash('sha256').update(ajvVersion).update('\0').update(titleText).update('\0').update(libraryText).digest('hex').slice(0, 16);
  return `schema-validators-${digest}.cjs`;
}

/** The keys the two validators are compiled under (ajv's standalone code exports them by key). */
const TITLE_KEY = 'trackwright:title';
const LIBRARY_KEY = 'trackwright:tile-library';

/**
 * An ajv holding both schemas under their keys. The title schema is also added as itself, under
 * its `$id` (its refs name it), and its validator is a `$ref` to that, as it always was.
 */
function ajvWith(titleSchema: SchemaNode, librarySchema: SchemaNode, options: Options): Ajv {
  // Loaded here, not imported: a run that finds its validators compiled ahead never loads ajv's compiler.
  const { Ajv2020 } = require('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js');
  const ajv = new Ajv2020(options);
  ajv.addSchema(titleSchema);
  ajv.addSchema(titleSchema.$id ? { $ref: String(titleSchema.$id) } : titleSchema, TITLE_KEY);
  ajv.addSchema(librarySchema, LIBRARY_KEY);
  return ajv;
}

function compiled(ajv: Ajv): CompiledSchemas {
  return { title: ajv.getSchema(TITLE_KEY)!, library: ajv.getSchema(LIBRARY_KEY)! };
}

/** Compiles both schemas now; throws when they are not valid JSON Schemas. */
export function compileSchemas(titleSchema: SchemaNode, librarySchema: SchemaNode): CompiledSchemas {
  return compiled(ajvWith(titleSchema, librarySchema, AJV_OPTIONS));
}

/** The validators compiled ahead for these schema texts, if a build left them here; else undefined. */
export function compiledAhead(titleText: string, libraryText: string, dirs: readonly string[] = LOOKED_IN): CompiledSchemas | undefined {
  const name = aheadFileName(titleText, libraryText);
  const file = dirs.map((dir) => join(dir, name)).find((path) => existsSync(path));
  if (file === undefined) return undefined;
  let loaded: Partial<CompiledSchemas>;
  try {
    loaded = require(file) as Partial<CompiledSchemas>;
  } catch {
    return undefined; // unreadable (ajv's helpers missing where it was copied to): compiled now instead
  }
  return typeof loaded.title === 'function' && typeof loaded.library === 'function' ? (loaded as CompiledSchemas) : undefined;
}

/**
 * Compiles the schemas of `schemasDir` ahead into `outDir` as ajv's standalone code (CommonJS,
 * requiring only ajv's small runtime helpers), unless they are there already; returns the file's path.
 */
export function writeCompiledAhead(schemasDir: string, outDir: string, names: { readonly title: string; readonly library: string }): string {
  const titleText = readFileSync(join(schemasDir, names.title), 'utf8');
  const libraryText = readFileSync(join(schemasDir, names.library), 'utf8');
  const name = aheadFileName(titleText, libraryText);
  const file = join(outDir, name);
  if (existsSync(file)) return file; // compiled from these very texts by this very ajv
  const ajv = ajvWith(JSON.parse(titleText) as SchemaNode, JSON.parse(libraryText) as SchemaNode, { ...AJV_OPTIONS, code: { source: true } });
  const standalone = (require('ajv/dist/standalone/index.js') as typeof import('ajv/dist/standalone/index.js')).default;
  // Both functions in one module, which holds once what they share.
  const code = standalone(ajv, { title: TITLE_KEY, library: LIBRARY_KEY });
  mkdirSync(outDir, { recursive: true });
  // Those of schemas since changed would never be read again.
  for (const old of readdirSync(outDir)) if (old.startsWith('schema-validators-') && old.endsWith('.cjs') && old !== name) rmSync(join(outDir, old));
  // Written whole, then renamed: a process starting meanwhile finds it complete or not at all.
  const scratch = `${file}.${process.pid}.tmp`;
  writeFileSync(scratch, `// Generated by npm run build:js (codegen/schema-ahead.ts) from schemas/${names.title} and schemas/${names.library}.\n${code}`);
  renameSync(scratch, file);
  return file;
}
