/**
 * Compiler phase 2a: validate a title's data against `schemas/title.schema.json` with ajv and
 * turn ajv's errors into diagnostics a designer can act on: one per problem, at the offending key
 * or value, with "did you mean" for misspelt keys and enum values.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { diagnostic, type Diagnostic, type SourcePosition } from './diagnostics.js';
import { didYouMean } from './did-you-mean.js';
import type { DataPath } from './source.js';
import { namesAsText } from './normalise-names.js';
import { compiledAhead, compileSchemas } from './schema-ahead.js';

type SchemaNode = Record<string, unknown>;

export interface SchemaValidator {
  validateTitle(data: unknown, at: PathLocator, options?: ValidateOptions): Diagnostic[];
  validateLibraryFile(data: unknown, at: PathLocator, options?: ValidateOptions): Diagnostic[];
  /** A copy of title data that passed the schema, with every name written as a number made text (normalise-names.ts). */
  namesAsText(data: unknown): unknown;
}

export interface ValidateOptions {
  /**
   * Data paths (as JSON pointers, see `pointer`) whose problems another phase already reported
   * more precisely — tiles the tile compiler rejected. Schema errors at or under them are
   * dropped, so each problem is reported once, by the phase that can say exactly what is wrong.
   */
  readonly reportedElsewhere?: ReadonlySet<string>;
}

/** The JSON pointer of a data path, as ajv writes `instancePath`. */
export function pointer(path: DataPath): string {
  return path.map((seg) => `/${String(seg).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

export interface PathLocator {
  locate(path: DataPath, part?: 'key' | 'value'): SourcePosition;
}

export const TITLE_SCHEMA_FILE = 'title.schema.json';
export const LIBRARY_SCHEMA_FILE = 'tile-library.schema.json';

/** Compiled validators by the text of their schemas: a watcher picks up an edited schema. */
const cache = new Map<string, SchemaValidator>();

/** The validator of the schemas in `schemasDir`, read from disk (tests, tools). */
export function schemaValidator(schemasDir: string): SchemaValidator {
  return schemaValidatorOf(readFileSync(join(schemasDir, TITLE_SCHEMA_FILE), 'utf8'), readFileSync(join(schemasDir, LIBRARY_SCHEMA_FILE), 'utf8'));
}

/**
 * The last schemas a build read, as bytes, and their validator. Every build of a long-running
 * process (`--watch`, the preview's dev server, the tests' thousands) reads the same two files:
 * comparing their bytes is a memcmp, where decoding the 140 kB title schema and hashing it as
 * the text cache's key cost about 3 ms of each build.
 */
let lastRead: { readonly title: Buffer; readonly library: Buffer; readonly validator: SchemaValidator } | undefined;

/** `schemaValidatorOf` for the schema files' bytes as read (copied: the caller's buffers are its own). */
export function schemaValidatorOfBytes(title: Buffer, library: Buffer): SchemaValidator {
  if (lastRead !== undefined && lastRead.title.equals(title) && lastRead.library.equals(library)) return lastRead.validator;
  const validator = schemaValidatorOf(title.toString('utf8'), library.toString('utf8'));
  lastRead = { title: Buffer.from(title), library: Buffer.from(library), validator };
  return validator;
}

/** The validator of two schema texts; throws when they are not valid JSON Schemas. */
export function schemaValidatorOf(titleText: string, libraryText: string): SchemaValidator {
  const cacheKey = `${titleText}\0${libraryText}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const titleSchema = JSON.parse(titleText) as SchemaNode;
  const librarySchema = JSON.parse(libraryText) as SchemaNode;
  // The toolkit's own schemas come compiled ahead by the build (schema-ahead.ts); others are compiled now.
  const { title, library } = compiledAhead(titleText, libraryText) ?? compileSchemas(titleSchema, librarySchema);
  const resolver = new SchemaResolver(titleSchema);
  const run = (validate: ValidateFunction, data: unknown, at: PathLocator, options: ValidateOptions = {}): Diagnostic[] => {
    if (validate(data)) return [];
    const elsewhere = options.reportedElsewhere ?? new Set<string>();
    // A path is covered when it or one of its ancestors is in the set: one lookup per ancestor.
    const covered = (path: string) => {
      if (elsewhere.size === 0) return false;
      for (let end = path.length; end > 0; end = path.lastIndexOf('/', end - 1)) if (elsewhere.has(path.slice(0, end))) return true;
      return false;
    };
    return toDiagnostics((validate.errors ?? []).filter((e) => !covered(e.instancePath)), at, resolver);
  };
  const validator: SchemaValidator = {
    validateTitle: (data, at, options) => run(title, data, at, options),
    validateLibraryFile: (data, at, options) => run(library, data, at, options),
    namesAsText: (data) => namesAsText(data, titleSchema),
  };
  cache.clear(); // one schema version at a time: an edited schema replaces the old one
  cache.set(cacheKey, validator);
  return validator;
}

/** Follows local `$ref`s and collects the keys a (possibly composed) object schema allows. */
class SchemaResolver {
  constructor(private readonly root: SchemaNode) {}

  resolve(node: unknown): SchemaNode | undefined {
    let current = node as SchemaNode | undefined;
    for (let guard = 0; current && typeof current.$ref === 'string' && guard < 20; guard++) {
      const ref = current.$ref as string;
      const pointer = ref.includes('#') ? ref.slice(ref.indexOf('#') + 1) : '';
      current = pointer
        .split('/')
        .filter(Boolean)
        .reduce<unknown>((n, seg) => (n as SchemaNode | undefined)?.[decodeURIComponent(seg)], this.root) as SchemaNode | undefined;
    }
    return current;
  }

  allowedKeys(node: unknown, depth = 0): string[] {
    const schema = this.resolve(node);
    if (!schema || depth > 10) return [];
    const keys = Object.keys((schema.properties as SchemaNode | undefined) ?? {});
    for (const combinator of ['allOf', 'anyOf', 'oneOf']) {
      for (const sub of (schema[combinator] as unknown[] | undefined) ?? []) keys.push(...this.allowedKeys(sub, depth + 1));
    }
    if (schema.then) keys.push(...this.allowedKeys(schema.then, depth + 1));
    return [...new Set(keys)];
  }
}

function pathOf(instancePath: string): DataPath {
  return instancePath
    .split('/')
    .slice(1)
    .map((seg) => seg.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((seg) => (/^\d+$/.test(seg) ? Number(seg) : seg));
}

function describe(value: unknown): string {
  if (value === null || value === undefined) return 'empty';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'string') return `'${value}'`;
  return String(value);
}

/** The first sentence of a schema description, to say what a value should look like. */
function expectation(schema: unknown): string | undefined {
  const description = (schema as SchemaNode | undefined)?.description;
  if (typeof description !== 'string') return undefined;
  return description.split(/(?<=\.)\s/)[0];
}

/**
 * ajv with `allErrors` reports every failed branch of a `oneOf`/`anyOf`/`if`. A designer wants
 * the branch they meant: where some errors point deeper inside a value than others, the
 * shallow ones (wrong-type branches, combinator summaries) are noise.
 */
function prune(errors: readonly ErrorObject[]): ErrorObject[] {
  const summaries = new Set(['oneOf', 'anyOf', 'if', 'not']);
  const deeperThan = (path: string) =>
    errors.some((e) => e.instancePath.startsWith(`${path}/`) || (e.instancePath === path && !summaries.has(e.keyword) && e.keyword !== 'type' && e.keyword !== 'const'));
  const kept = errors.filter((e) => {
    if (e.keyword === 'if') return false;
    if (summaries.has(e.keyword) || e.keyword === 'type' || e.keyword === 'const') return !deeperThan(e.instancePath);
    return true;
  });
  // Several wrong-type branches at one place read best as one "must be A or B": keep one error
  // per place for the whole family, preferring the combinator, whose schema describes the union.
  const wrongType = new Set(['type', 'oneOf', 'anyOf', 'const']);
  const family = new Map<string, ErrorObject>();
  for (const e of kept) {
    if (!wrongType.has(e.keyword)) continue;
    const chosen = family.get(e.instancePath);
    if (!chosen || (!summaries.has(chosen.keyword) && summaries.has(e.keyword))) family.set(e.instancePath, e);
  }
  const seen = new Set<string>();
  return kept.filter((e) => {
    if (wrongType.has(e.keyword)) return family.get(e.instancePath) === e;
    const key = `${e.instancePath}|${e.keyword}|${e.keyword === 'additionalProperties' ? String(e.params.additionalProperty) : ''}|${e.keyword === 'unevaluatedProperties' ? String(e.params.unevaluatedProperty) : ''}|${e.keyword === 'required' ? String(e.params.missingProperty) : ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** `integer` → `an integer`, `object` → `a mapping`. */
function typeName(type: string): string {
  if (type === 'object') return 'a mapping';
  if (type === 'array') return 'a list';
  if (type === 'null') return 'empty';
  return `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;
}

function toDiagnostics(errors: readonly ErrorObject[], at: PathLocator, resolver: SchemaResolver): Diagnostic[] {
  const pruned = prune(errors);
  // What each place could have been, across every branch that failed there.
  const expectedAt = new Map<string, string[]>();
  const constsAt = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, path: string, value: string) => {
    const list = map.get(path) ?? [];
    if (!list.includes(value)) map.set(path, [...list, value]);
  };
  for (const e of errors) {
    if (e.keyword === 'type') for (const t of String(e.params.type).split(',')) add(expectedAt, e.instancePath, typeName(t));
    if (e.keyword === 'const') {
      add(expectedAt, e.instancePath, describe(e.params.allowedValue));
      if (typeof e.params.allowedValue === 'string') add(constsAt, e.instancePath, e.params.allowedValue);
    }
  }
  return pruned.map((e) => {
    const path = pathOf(e.instancePath);
    const where = path.length ? `'${path.join('.')}'` : 'the file';
    switch (e.keyword) {
      case 'additionalProperties':
      case 'unevaluatedProperties': {
        const key = String(e.params.additionalProperty ?? e.params.unevaluatedProperty);
        const allowed = resolver.allowedKeys(e.parentSchema);
        const guess = didYouMean(key, allowed);
        return diagnostic(
          at.locate([...path, key], 'key'),
          'schema/unknown_key',
          `unknown key '${key}'${path.length ? ` in ${where}` : ''}`,
          guess ? `did you mean '${guess}'?` : allowed.length ? `allowed keys: ${allowed.join(', ')}` : undefined,
        );
      }
      case 'required': {
        const key = String(e.params.missingProperty);
        return diagnostic(at.locate(path, 'key'), 'schema/missing_key', `missing required key '${key}'${path.length ? ` in ${where}` : ''}`, `add '${key}:'`);
      }
      case 'type':
      case 'oneOf':
      case 'anyOf':
      case 'const': {
        const expected = expectedAt.get(e.instancePath) ?? [];
        const guess = typeof e.data === 'string' ? didYouMean(e.data, constsAt.get(e.instancePath) ?? []) : undefined;
        return diagnostic(
          at.locate(path),
          e.keyword === 'const' && expected.length === 1 ? 'schema/bad_value' : 'schema/wrong_type',
          `${where} must be ${expected.length ? expected.join(' or ') : 'of another form'}, not ${describe(e.data)}`,
          guess ? `did you mean '${guess}'?` : expectation(e.parentSchema),
        );
      }
      case 'enum': {
        const allowed = (e.params.allowedValues as unknown[]).map(String);
        const guess = typeof e.data === 'string' ? didYouMean(e.data, allowed) : undefined;
        return diagnostic(at.locate(path), 'schema/bad_value', `${where} is ${describe(e.data)}; expected one of: ${allowed.join(', ')}`, guess ? `did you mean '${guess}'?` : undefined);
      }
      case 'maximum':
      case 'maxItems':
      case 'maxProperties': {
        const limit = Number(e.params.limit);
        const count = e.keyword === 'maximum' ? Number(e.data) : Array.isArray(e.data) ? e.data.length : Object.keys(e.data as object).length;
        const what = e.keyword === 'maximum' ? `is ${count}` : `has ${count} ${e.keyword === 'maxItems' ? 'entries' : 'keys'}`;
        return diagnostic(at.locate(path), 'limit/count', `${where} ${what}; at most ${limit} ${limit === 1 ? 'is' : 'are'} allowed`, 'the limit is far above what real titles need; it keeps a build or a game from running for minutes');
      }
      case 'pattern':
        return diagnostic(at.locate(path), 'schema/bad_format', `${describe(e.data)} is not a valid value for ${where}`, expectation(e.parentSchema) ?? `it must match ${String(e.params.pattern)}`);
      case 'propertyNames': {
        const name = String(e.params.propertyName);
        return diagnostic(at.locate([...path, name], 'key'), 'schema/bad_key', `'${name}' is not a valid key in ${where}`, expectation((e.parentSchema as SchemaNode | undefined)?.propertyNames));
      }
      default:
        return diagnostic(at.locate(path), schemaKeywordCode(e.keyword), `${where} ${e.message ?? 'is invalid'}`, expectation(e.parentSchema));
    }
  });
}

/**
 * The code of a schema problem no case above words specially: `schema/` and the keyword in
 * snake_case (`minLength` → `schema/min_length`), the style of every diagnostic and engine code.
 */
export function schemaKeywordCode(keyword: string): string {
  return `schema/${keyword.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`).replace(/[^a-z_]/g, '_')}`;
}
