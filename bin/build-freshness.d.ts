/** When dist/ was last compiled (ms), or undefined when it never was. */
export function builtAt(root: string): number | undefined;
/** The first of these folders (or files) of `root` holding a file changed after `since` (ms), or undefined. */
export function changedSince(root: string, folders: readonly string[], since: number): string | undefined;
