/**
 * The id forms actions name things by, as the reference engine writes them: a tile copy
 * `<tile name>-<index>` (`57-0`), a share `<corporation>_<index>` (`PRR_3`), a city
 * `<tile id>-<city part index>` (`57-1-0`). An index has one spelling only — plain decimal digits
 * with no sign, leading zero, space, fraction or exponent — so one thing has one id: read as a
 * number, `57-00` would be the copy `57-0` while the supply, which knows copies by id, still
 * held `57-0`, and more copies than the manifest holds could be laid.
 */

/** An index as the reference writes one; nine digits are more copies or shares than any title has. */
const INDEX = /^(?:0|[1-9][0-9]{0,8})$/;

/** The number an index names, or undefined when `text` is not an index in its one spelling. */
export function canonicalIndex(text: string): number | undefined {
  return INDEX.test(text) ? Number(text) : undefined;
}

/** `<name><separator><index>` split at the last separator, or undefined when it is not of that form. */
export function splitIndexedId(id: string, separator: '-' | '_'): { name: string; index: number } | undefined {
  const at = id.lastIndexOf(separator);
  if (at <= 0) return undefined;
  const index = canonicalIndex(id.slice(at + 1));
  return index === undefined ? undefined : { name: id.slice(0, at), index };
}

export const isTileId = (id: string): boolean => splitIndexedId(id, '-') !== undefined;

export const isShareId = (id: string): boolean => splitIndexedId(id, '_') !== undefined;

export function isCityId(id: string): boolean {
  const city = splitIndexedId(id, '-');
  return city !== undefined && isTileId(city.name);
}

/** The forms in words, for a refusal. */
export const ID_FORMS = {
  tile: 'a tile id <tile name>-<index>',
  share: 'a list of share ids <corporation>_<index>',
  city: 'a city id <tile name>-<index>-<city index>',
  index: '(each index in plain digits: no sign, leading zero, space or fraction)',
} as const;
