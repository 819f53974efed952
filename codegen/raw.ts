/**
 * The title YAML as written (snake_case), once it has passed the JSON Schema. The types are
 * generated from `schemas/title.schema.json` (runtime/title/format.generated.ts, by
 * `npm run build`); this module gives them the names codegen has always used and adds the
 * few that describe the merged title rather than one file. normalise turns them into the
 * compiled `TitleDefinition`.
 */
import type * as Format from '../runtime/title/format.generated.js';

export type * from '../runtime/title/format.generated.js';

/** A train, phase or tile name: a number in YAML (`name: 2`) is a string once compiled. */
export type RawName = Format.RawName;
export type RawTable<T> = Record<string, T>;

/** A name and a description (`status_text`, `events_text`). */
export type RawText = Format.RawTextEntry;
/** A home in games of an optional rule. */
export type RawHomeChange = NonNullable<NonNullable<Format.RawCorporation['by_optional_rule']>[string]>;
/** A title's own tile in the manifest (the object form of a manifest entry). */
export type RawManifestEntry = Format.RawTitleTile;

/** The sections every title has once its files are merged (a single file may leave any out). */
export type RawTitle = Format.RawTitle & Required<Pick<Format.RawTitle, (typeof REQUIRED_SECTIONS)[number]>>;

/** Sections a title must have somewhere across its files. */
export const REQUIRED_SECTIONS = [
  'meta',
  'rules',
  'trains',
  'phases',
  'market',
  'corporations',
  'hexes',
  'tiles',
] as const satisfies readonly (keyof Format.RawTitle)[];
