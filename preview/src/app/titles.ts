/**
 * The compiled titles, from the registry `codegen build` writes. In the dev server a title's
 * definition module updates in place when its YAML is saved (see server/plugin.ts); the newest
 * definition replaces the one the module was loaded with, and listeners redraw.
 */
import { TITLE_IDS, loadTitle, titleIdFor } from '../../../generated/index.js';
import { answersTo } from '../../../runtime/title/names.js';
import type { TitleDefinition } from '../../../runtime/index.js';
import type { TitleModule } from '../../../runtime/index.js';

const overrides = new Map<string, TitleDefinition>();
const listeners = new Set<(id: string) => void>();

window.addEventListener('trackwright:definition', (event) => {
  const { id, definition } = (event as CustomEvent<{ id: string; definition: TitleDefinition }>).detail;
  overrides.set(id, definition);
  for (const listener of listeners) listener(id);
});

/** Title ids, 1830 and the bundled example first. */
export function titleIds(): string[] {
  const first = ['1830', 'example'].filter((id) => (TITLE_IDS as readonly string[]).includes(id));
  return [...first, ...TITLE_IDS.filter((id) => !first.includes(id))];
}

export function hasTitle(id: string): boolean {
  return (TITLE_IDS as readonly string[]).includes(id);
}

/** The compiled module of a title, with its newest definition. */
export async function titleModule(id: string): Promise<TitleModule> {
  const module = await loadTitle(id);
  const definition = overrides.get(id);
  return definition ? { ...module, definition } : module;
}

/** The title a recording is of: same id, `meta.title` or alias, ignoring case. */
export async function titleForRecording(title: string): Promise<string | undefined> {
  const named = titleIdFor(title);
  if (named) return named;
  // A title edited while the preview runs may have a new name its compiled registry lacks.
  for (const id of TITLE_IDS) {
    const module = await titleModule(id);
    if (answersTo(title, id, module.definition.meta)) return id;
  }
  return undefined;
}

/** Called with a title id whenever its definition changed. Returns an unsubscribe function. */
export function onDefinitionChange(listener: (id: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
