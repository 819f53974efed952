/**
 * Compiler phase 2c, capitalisation modes: the rules' `capitalization` is one of the engine's
 * modes or one the title declares in `kinds.ts` (`capitalizations`), with a did-you-mean when it
 * is neither. The schema accepts any snake_case name there (it cannot know the title's modes), so
 * a misspelt engine mode is caught here rather than when a game starts.
 */
import { ENGINE_CAPITALIZATIONS } from '../runtime/title/kinds.js';
import { diagnostic, type Diagnostic } from './diagnostics.js';
import { didYouMean } from './did-you-mean.js';
import { kindNames, NO_KINDS } from './kind-names.js';
import type { LoadedTitle } from './load.js';
import { type Obj, str } from './untyped.js';

const ENGINE_MODES = Object.keys(ENGINE_CAPITALIZATIONS);

export function validateCapitalization(title: LoadedTitle): Diagnostic[] {
  const rules = (title.data as Obj).rules;
  const name = typeof rules === 'object' && rules !== null ? str((rules as Obj).capitalization) : undefined;
  if (name === undefined || !/^[a-z][a-z0-9_]*$/.test(name) || ENGINE_MODES.includes(name)) return []; // the schema reports what is no name
  const declared = title.kindsFile ? kindNames(title.kindsFile, title.sources.get(title.kindsFile) ?? '') : NO_KINDS;
  if (!declared.complete || declared.capitalizations.has(name)) return [];
  const guess = didYouMean(name, [...ENGINE_MODES, ...declared.capitalizations.keys()]);
  return [
    diagnostic(
      title.locate(['rules', 'capitalization'], 'value'),
      'title/unknown_capitalization',
      `'${name}' is not a capitalisation mode of the engine or of this title's kinds.ts`,
      guess ? `did you mean '${guess}'?` : `declare it in kinds.ts (\`capitalizations: { ${name}: { ipoSale: () => 'bank' } }\`), or use one of the engine's: ${ENGINE_MODES.join(', ')}`,
    ),
  ];
}
