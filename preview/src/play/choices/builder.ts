/**
 * How the action panel is written: HTML for the choices, and for each button a command that
 * turns the button's row (its inputs and selects) into an action when clicked. Amount inputs are
 * not clamped to the range the engine gave: whatever is typed goes to the engine, which says
 * why a wrong amount is wrong.
 */
import type { Action, Game, LegalAction } from '../../../../runtime/index.js';
import { actor, type ActionNames } from '../../render/actions.js';
import type { MoneyFormat } from '../../render/decorations.js';
import { entityColors } from '../../render/map.js';
import { esc } from '../../render/svg.js';
import { disc } from '../../render/tables.js';

/** Reads a clicked button's row into the action it stands for. */
export type Command = (row: HTMLElement) => Action;

export interface ChoiceContext {
  readonly game: Game;
  readonly names: ActionNames;
  readonly money: MoneyFormat;
}

export class Choices {
  readonly commands: Command[] = [];

  constructor(readonly context: ChoiceContext) {}

  /** A button that makes the action `make` builds from its row. */
  button(label: string, make: Command, data: Readonly<Record<string, string | number>> = {}, className = ''): string {
    const index = this.commands.push(make) - 1;
    const attributes = Object.entries(data)
      .map(([k, v]) => ` data-${k}="${esc(v)}"`)
      .join('');
    return `<button type="button" class="act ${className}" data-cmd="${index}"${attributes}>${label}</button>`;
  }

  money(amount: number): string {
    return esc(this.context.money(amount));
  }

  /** A corporation's or minor's colour disc with its symbol, or the symbol alone. */
  operator(sym: string, size = 18): string {
    const colors = entityColors(this.context.game.title)[sym];
    return colors ? disc(sym, colors.fill, colors.text, size) : esc(sym);
  }

  company(sym: string): string {
    const name = this.context.game.companyDef(sym)?.name ?? sym;
    return `<span class="company" title="${esc(name)}">${esc(sym)}</span>`;
  }
}

/** An amount input for a range (a bid, a price); `name` is what commands read. */
export function amountInput(name: string, value: number, min: number, max: number, step = 1): string {
  return `<input type="number" name="${name}" value="${value}" min="${min}" max="${max}" step="${step}" inputmode="numeric" aria-label="${name}">`;
}

/** An amount box left empty (or holding no number): the page asks for one rather than reading 0. */
export class MissingAmount extends Error {
  constructor(
    readonly min: number | undefined,
    readonly max: number | undefined,
  ) {
    super('enter an amount first');
  }
}

/** The number typed into a row's input; an empty box or one holding no number is refused here. */
export function readAmount(row: HTMLElement, name: string): number {
  const input = row.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
  const text = input?.value.trim() ?? '';
  const value = Number(text);
  if (text === '' || !Number.isFinite(value)) {
    const bound = (attribute: string) => (input?.getAttribute(attribute) ? Number(input.getAttribute(attribute)) : undefined);
    throw new MissingAmount(bound('min'), bound('max'));
  }
  return value;
}

export function readValue(row: HTMLElement, name: string): string {
  return row.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)?.value ?? '';
}

/** The action a legal action stands for, with these fields. */
export function actionOf(legal: LegalAction, fields: Record<string, unknown> = {}): Action {
  return { type: legal.type, entity: legal.entity, entity_type: legal.entityType, ...fields } as Action;
}

/** Who an entity is, as the panel heads its choices. */
export function entityLabel(choices: Choices, legal: Pick<LegalAction, 'entity' | 'entityType'>): string {
  const { game, names } = choices.context;
  switch (legal.entityType) {
    case 'player':
      return `<b>${esc(actor({ entity: legal.entity, entity_type: 'player', type: 'pass' }, names))}</b>`;
    case 'company':
      return `${choices.company(legal.entity)} <b>${esc(game.companyDef(legal.entity)?.name ?? legal.entity)}</b>`;
    default:
      return `${choices.operator(legal.entity)} <b>${esc(legal.entity)}</b>`;
  }
}
