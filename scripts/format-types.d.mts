/** The path of the title schema, the format's one source. */
export const SCHEMA: string;
/** The path of the generated types (runtime/title/format.generated.ts). */
export const OUTPUT: string;
/** The stamp the generated file's first line carries: a hash of the schema and the generator. */
export function stamp(schemaText: string): string;
/** The generated module's text for a schema's text. */
export function formatTypes(schemaText: string): Promise<string>;
/** The type a `$defs` entry of the schema becomes (`train` → `RawTrain`). */
export function typeName(key: string): string;
