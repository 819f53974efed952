/**
 * Compiler phase 2c, ability kinds: an ability's `type` is one of the engine's kinds or one the
 * title declares in `kinds.ts` (`abilities`), with a did-you-mean when it is neither. The schema
 * accepts any snake_case name there (it cannot know the title's kinds), so a misspelt engine
 * kind is caught here. A title's kind may not take an engine kind's name: the YAML's ability
 * would be the engine's, and the declaration would silently mean nothing.
 */
import { diagnostic, type Diagnostic } from './diagnostics.js';
import { didYouMean } from './did-you-mean.js';
import { kindNames, NO_KINDS } from './kind-names.js';
import type { LoadedTitle } from './load.js';
import { ENGINE_ABILITY_KINDS } from './normalise-abilities.js';
import { type Obj, str, forEachAbility } from './untyped.js';

export function validateAbilityKinds(title: LoadedTitle): Diagnostic[] {
  const out: Diagnostic[] = [];
  const declared = title.kindsFile ? kindNames(title.kindsFile, title.sources.get(title.kindsFile) ?? '') : NO_KINDS;
  const engine = new Set(ENGINE_ABILITY_KINDS);
  for (const [name, at] of declared.abilities) {
    if (!engine.has(name) || !title.kindsFile) continue;
    out.push(diagnostic({ file: title.kindsFile, ...at }, 'title/engine_ability_kind', `'${name}' is an ability kind of the engine's`, 'give the title’s own kind a name of its own'));
  }
  if (!declared.complete) return out; // kinds.ts builds its abilities in a way the parser cannot follow: refuse nothing
  const known = [...ENGINE_ABILITY_KINDS, ...declared.abilities.keys()];
  forEachAbility(title.data as Obj, (ability, base) => {
    const name = str(ability.type);
    if (name === undefined || !/^[a-z][a-z0-9_]*$/.test(name) || engine.has(name) || declared.abilities.has(name)) return; // the schema reports what is no name
    const guess = didYouMean(name, known);
    out.push(
      diagnostic(
        title.locate([...base, 'type'], 'value'),
        'title/unknown_ability',
        `'${name}' is not an ability kind of the engine or of this title's kinds.ts`,
        guess ? `did you mean '${guess}'?` : `declare it in kinds.ts (\`abilities: { ${name}: { description: '...' } }\`), or use one of the engine's: ${ENGINE_ABILITY_KINDS.join(', ')}`,
      ),
    );
  });
  return out;
}
