/**
 * Compiler phase 2a: validate a title's data against `schemas/title.schema.json` with ajv and
 * turn ajv's errors into diagnostics a designer can act on: one per problem, at the offending key
 * or value, with "did you mean" for misspelt keys and enum values.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { diagnostic, type Diagnostic, type SourcePosition } from './diagnostics.js';
import { didYouMean } from './did-you-mean.js';
import type { DataPath } from './source.js';

type SchemaNode = Record<string, unknown>;

export interface SchemaValidator {
  validateTitle(data: unknown, at: PathLocator): Diagnostic[];
  validateLibraryFile(data: unknown, at: PathLocator): Diagnostic[];
}

export interface PathLocator {
  locate(path: DataPath, part?: 'key' | 'value'): SourcePosition;
}

export const TITLE_SCHEMA_FILE = 'title.schema.json';
export const LIBRARY_SCHEMA_FILE = 'tile-library.schema.json';

const cache = new Map<string, SchemaValidator>();

export function schemaValidator(schemasDir: string): SchemaValidator {
  const cached = cache.get(schemasDir);
  if (cached) return cached;
  const titleSchema = JSON.parse(readFileSync(join(schemasDir, TITLE_SCHEMA_FILE), 'utf8')) as SchemaNode;
  const librarySchema = JSON.parse(readFileSync(join(schemasDir, LIBRARY_SCHEMA_FILE), 'utf8')) as SchemaNode;
  const ajv = new Ajv2020({ allErrors: true, strict: true, verbose: true });
  ajv.addSchema(titleSchema);
  const title = ajv.compile(titleSchema.$id ? { $ref: String(titleSchema.$id) } : titleSchema);
  const library = ajv.compile(librarySchema);
  const resolver = new SchemaResolver(titleSchema);
  const run = (validate: ValidateFunction, data: unknown, at: PathLocator): Diagnostic[] => {
    if (validate(data)) return [];
    return toDiagnostics(validate.errors ?? [], at, resolver);
  };
  const validator: SchemaValidator = {
    validateTitle: (data, at) => run(title, data, at),
    validateLibraryFile: (data, at) => run(library, data, at),
  };
  cache.set(schemasDir, validator);
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
  if (value === null) return 'null';
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
  // Several wrong-type branches at one place read best as one "must be A or B".
  const seen = new Set<string>();
  return kept.filter((e) => {
    const key = `${e.instancePath}|${e.keyword}|${e.keyword === 'additionalProperties' ? String(e.params.additionalProperty) : ''}|${e.keyword === 'unevaluatedProperties' ? String(e.params.unevaluatedProperty) : ''}|${e.keyword === 'required' ? String(e.params.missingProperty) : ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function toDiagnostics(errors: readonly ErrorObject[], at: PathLocator, resolver: SchemaResolver): Diagnostic[] {
  const pruned = prune(errors);
  const typesAt = new Map<string, string[]>();
  for (const e of errors) {
    if (e.keyword === 'type') typesAt.set(e.instancePath, [...(typesAt.get(e.instancePath) ?? []), String(e.params.type)]);
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
          'schema/unknown-key',
          `unknown key '${key}'${path.length ? ` in ${where}` : ''}`,
          guess ? `did you mean '${guess}'?` : allowed.length ? `allowed keys: ${allowed.join(', ')}` : undefined,
        );
      }
      case 'required': {
        const key = String(e.params.missingProperty);
        return diagnostic(at.locate(path, 'key'), 'schema/missing-key', `missing required key '${key}'${path.length ? ` in ${where}` : ''}`, `add '${key}:'`);
      }
      case 'type':
      case 'oneOf':
      case 'anyOf': {
        const types = [...new Set(typesAt.get(e.instancePath) ?? [String(e.params.type ?? '')])].filter(Boolean);
        const expected = types.length ? types.map((t) => (t === 'object' ? 'a mapping' : t === 'array' ? 'a list' : `a ${t}`)).join(' or ') : 'of another form';
        return diagnostic(at.locate(path), 'schema/wrong-type', `${where} must be ${expected}, not ${describe(e.data)}`, expectation(e.parentSchema));
      }
      case 'enum': {
        const allowed = (e.params.allowedValues as unknown[]).map(String);
        const guess = typeof e.data === 'string' ? didYouMean(e.data, allowed) : undefined;
        return diagnostic(at.locate(path), 'schema/bad-value', `${where} is ${describe(e.data)}; expected one of: ${allowed.join(', ')}`, guess ? `did you mean '${guess}'?` : undefined);
      }
      case 'const':
        return diagnostic(at.locate(path), 'schema/bad-value', `${where} must be ${describe(e.params.allowedValue)}`);
      case 'pattern':
        return diagnostic(at.locate(path), 'schema/bad-format', `${describe(e.data)} is not a valid value for ${where}`, expectation(e.parentSchema) ?? `it must match ${String(e.params.pattern)}`);
      case 'propertyNames': {
        const name = String(e.params.propertyName);
        return diagnostic(at.locate([...path, name], 'key'), 'schema/bad-key', `'${name}' is not a valid key in ${where}`, expectation((e.parentSchema as SchemaNode | undefined)?.propertyNames));
      }
      default:
        return diagnostic(at.locate(path), `schema/${e.keyword}`, `${where} ${e.message ?? 'is invalid'}`, expectation(e.parentSchema));
    }
  });
}
