/**
 * Choices every kind of round has: passing (named after the step it ends), bankruptcy, ending
 * the game by agreement, and a title's own action types, which the engine lists as concrete
 * actions (one button each, worded as the replay's log words actions).
 */
import { isListed, type LegalAction, type ListedLegal } from '../../../../runtime/index.js';
import { describeAction } from '../../render/actions.js';
import { esc } from '../../render/svg.js';
import { actionOf, type Choices } from './builder.js';

export function passChoice(choices: Choices, legal: LegalAction, stepName: string | undefined): string {
  return choices.button(stepName ? `Pass <span class="muted">(${esc(stepName)})</span>` : 'Pass', () => actionOf(legal), { type: 'pass' }, 'pass');
}

export function bankruptChoice(choices: Choices, legal: LegalAction): string {
  return `<div class="choice bankrupt">${choices.button('Declare bankruptcy', () => actionOf(legal), { type: 'bankrupt', confirm: 'Declare bankruptcy? This cannot be taken back once others move.' }, 'danger')}</div>`;
}

export function endGameChoice(choices: Choices, legal: LegalAction): string {
  return choices.button('End the game now', () => actionOf(legal), { type: 'end_game', confirm: 'End the game now, by agreement of the players?' }, 'danger');
}

/** A title's own actions: one button per listed action. */
export function listedChoices(choices: Choices, legal: readonly LegalAction[]): string {
  const listed = legal.filter((l): l is ListedLegal => isListed(l));
  const buttons = listed.flatMap((l) => l.listed.map((action) => choices.button(esc(describeAction(action, choices.context.names)), () => ({ ...action }), { type: action.type })));
  const undescribed = listed.filter((l) => !l.described).map((l) => esc(l.type));
  return (
    (buttons.length ? `<div class="choice listed">${buttons.join(' ')}</div>` : '') +
    (undescribed.length ? `<div class="muted">The title’s step takes ${undescribed.join(', ')} but does not list its choices: this page cannot offer it.</div>` : '')
  );
}
