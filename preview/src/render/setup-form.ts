/**
 * The choice above the tables: a player count (links), the title's optional rules (those not
 * offered for the count disabled) and a seed, for titles whose setup draws at random. The
 * page turns a change into a new route (`#/<title>/tables?players=4&rules=a,b&seed=1`).
 */
import type { TitleDefinition } from '../../../runtime/index.js';
import { routeHash } from '../app/router.js';
import { rulesOffered, type SetupChoice } from '../setup/game-setup.js';
import { esc } from './svg.js';

/** The tables' route for a choice. */
export function setupHash(titleId: string, choice: SetupChoice): string {
  return routeHash({ kind: 'title', title: titleId, tab: 'tables', setup: { players: choice.players, rules: choice.optionalRules, seed: choice.seed } });
}

export function renderSetupForm(titleId: string, def: TitleDefinition, choice: SetupChoice): string {
  const [min, max] = def.meta.playerRange;
  const counts: string[] = [];
  for (let n = min; n <= max; n++) {
    const href = setupHash(titleId, { ...choice, players: n, optionalRules: choice.optionalRules.filter((r) => rulesOffered(def, n).includes(r)) });
    counts.push(`<a href="${esc(href)}" data-players="${n}" class="${n === choice.players ? 'current' : ''}">${n}</a>`);
  }
  const offered = rulesOffered(def, choice.players);
  const rules = def.meta.optionalRules.map((rule) => {
    const on = choice.optionalRules.includes(rule.sym);
    const available = offered.includes(rule.sym);
    return (
      `<label class="optional-rule${available ? '' : ' muted'}" title="${esc(rule.description)}${available ? '' : ` (not offered for ${choice.players} players)`}">` +
      `<input type="checkbox" data-rule="${esc(rule.sym)}"${on ? ' checked' : ''}${available ? '' : ' disabled'}> ${esc(rule.shortName || rule.sym)}</label>`
    );
  });
  return (
    `<form class="setup-form" data-testid="setup-form">` +
    `<span class="players"><span class="label">Players</span> ${counts.join('')}</span>` +
    (rules.length ? `<span class="rules-choice"><span class="label">Optional rules</span> ${rules.join(' ')}</span>` : '') +
    `<label class="seed" title="the seed of the game's random draws (a setup that removes companies at random)"><span class="label">Seed</span> <input type="number" data-seed value="${choice.seed}" step="1"></label>` +
    `</form>` +
    `<p class="muted setup-note">The tables below are a game of ${choice.players} players${choice.optionalRules.length ? ` with ${esc(choice.optionalRules.join(', '))}` : ''}, built by the engine with the title's hooks: what differs from the YAML is marked.</p>`
  );
}
