/**
 * Where the reference engine (a checkout of tobymao/18xx, run under Debian's Ruby) is, or why it
 * cannot run here: for the scripts and benches that run it beside ours. The checkout comes from
 * the caller or $TRACKWRIGHT_REFERENCE.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export type ReferenceLocation = { readonly checkout: string } | { readonly missing: string };

export function locateReference(explicit?: string): ReferenceLocation {
  const checkout = explicit ?? process.env.TRACKWRIGHT_REFERENCE;
  if (!checkout) return { missing: 'TRACKWRIGHT_REFERENCE is not set (a checkout of tobymao/18xx)' };
  if (!existsSync(join(checkout, 'lib', 'engine.rb'))) return { missing: `${checkout} holds no lib/engine.rb (not a checkout of tobymao/18xx)` };
  if (spawnSync('ruby', ['--version']).status !== 0) return { missing: 'no `ruby` on the PATH (Debian: apt-get install ruby)' };
  return { checkout };
}
