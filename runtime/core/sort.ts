/**
 * Sorting the short lists the engine sorts after every action (a holder's certificates, a
 * route's stops): in place and stable, as `Array#sort` sorts, but by insertion, which allocates
 * nothing (`Array#sort` makes its work space on every call, even for a list of one or two).
 */

/** `list` sorted by `compare`, in place and stable; a long list (over 16) by `Array#sort`. */
export function sortShort<T>(list: T[], compare: (a: T, b: T) => number): T[] {
  if (list.length > 16) return list.sort(compare);
  for (let i = 1; i < list.length; i++) {
    const item = list[i];
    let j = i - 1;
    while (j >= 0 && compare(list[j], item) > 0) {
      list[j + 1] = list[j];
      j--;
    }
    list[j + 1] = item;
  }
  return list;
}
