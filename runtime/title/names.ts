/**
 * The names a title answers to. A recording names its game by the title the reference knows it
 * as — `"1846"`, and also a variant's own title (`"1846 2p Variant"`) or alias (`"1846 2p"`) where
 * that variant is, here, a player count or option of the same title. A title lists those in
 * `meta.aliases`.
 */
import type { TitleMeta } from './definition.js';

/** Every name of a title: its id (folder name), its `meta.title`, then its aliases. */
export function titleNames(id: string, meta: Pick<TitleMeta, 'title' | 'aliases'>): string[] {
  return [id, meta.title, ...(meta.aliases ?? [])];
}

/** Whether `name` (a recording's `title`) is one of the title's names, ignoring case. */
export function answersTo(name: string, id: string, meta: Pick<TitleMeta, 'title' | 'aliases'>): boolean {
  const wanted = name.toLowerCase();
  return titleNames(id, meta).some((n) => n.toLowerCase() === wanted);
}
