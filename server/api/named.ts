/**
 * Schemas with a name in the OpenAPI document (`#/components/schemas/<name>`). A schema is
 * written once, as a plain `as const` object: Fastify validates with it, json-schema-to-ts derives
 * its type (types.ts), and openapi.ts writes a `$ref` wherever this very object is used. Naming
 * one changes nothing but the document's readability.
 */

const NAMES = new Map<object, string>();

/** Gives `schema` a component name in the OpenAPI document; returns it unchanged. */
export function named<const S extends object>(name: string, schema: S): S {
  const taken = [...NAMES].find(([, n]) => n === name);
  if (taken && taken[0] !== schema) throw new Error(`two API schemas are named ${name}`);
  NAMES.set(schema, name);
  return schema;
}

/** The component name of `schema`, if it has one. */
export function nameOf(schema: object): string | undefined {
  return NAMES.get(schema);
}

/** Every named schema, in the order they were named. */
export function namedSchemas(): readonly (readonly [string, object])[] {
  return [...NAMES].map(([schema, name]) => [name, schema] as const);
}
