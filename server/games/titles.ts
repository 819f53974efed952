/**
 * The compiled titles this server process plays: by default the toolkit's own (generated/ of this
 * repository, dist/generated/ in the package). A title repository serves its own instead
 * (`trackwright serve` calls `serveTitles` with the registry its build wrote, before the app
 * starts): one process serves one project's titles, as it serves one database.
 *
 * The bindings below are live: modules that import them see the registry in use.
 */
import * as bundled from '../../generated/index.js';
import type { TitleModule } from '../../runtime/module.js';

/** What a build's generated/index writes: the ids, the name lookup and the loader. */
export interface TitleRegistry {
  readonly TITLE_IDS: readonly string[];
  titleIdFor(name: string): string | undefined;
  loadTitle(id: string): Promise<TitleModule>;
}

/** Every title this server plays, by id. */
export let TITLE_IDS: readonly string[] = bundled.TITLE_IDS;
/** The title a name denotes (an id, a title or an alias, ignoring case). */
export let titleIdFor: (name: string) => string | undefined = bundled.titleIdFor;
/** A compiled title by its id. */
export let loadTitle: (id: string) => Promise<TitleModule> = (id) => bundled.loadTitle(id as bundled.TitleId) as Promise<TitleModule>;

/** Plays the titles of this registry from now on (call before the app takes requests). */
export function serveTitles(registry: TitleRegistry): void {
  TITLE_IDS = [...registry.TITLE_IDS];
  titleIdFor = (name) => registry.titleIdFor(name);
  loadTitle = (id) => registry.loadTitle(id);
}
