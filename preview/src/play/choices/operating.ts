/**
 * An operating turn's choices besides the map's: station tokens (also placed by clicking a city
 * on the map), dividends with what each pays, trains to buy — from the depot at its price, from
 * another operator for an amount in the range the rules allow — and to discard, and assignments.
 */
import type { AssignLegal, BuyTrainLegal, DiscardTrainLegal, DividendLegal, PlaceTokenLegal } from '../../../../runtime/index.js';
import { esc } from '../../render/svg.js';
import { actionOf, amountInput, readAmount, type Choices } from './builder.js';

const trainName = (id: string) => id.replace(/-\d+$/, '');

export function tokenChoices(choices: Choices, legal: readonly PlaceTokenLegal[]): string {
  if (legal.length === 0) return '';
  const buttons = legal.map((token) => {
    const make = () => actionOf(token, { city: token.city, slot: token.slot });
    const name = choices.context.game.title.hexes.find((h) => h.id === token.hex)?.locationName;
    return choices.button(`${esc(token.hex)}${name ? ` ${esc(name)}` : ''}${token.price ? ` <span class="price">${choices.money(token.price)}</span>` : ''}`, make, { type: 'place_token', hex: token.hex, city: token.city });
  });
  return `<div class="choice place_token"><span class="label">Place a token (or click a ringed city):</span> ${buttons.join(' ')}</div>`;
}

const DIVIDEND_NAMES: Readonly<Record<string, string>> = { payout: 'Pay out', withhold: 'Withhold', half: 'Pay half' };

export function dividendChoices(choices: Choices, legal: readonly DividendLegal[]): string {
  return legal
    .map((dividend) => {
      const buttons = dividend.kinds.map((k) => {
        const detail = [k.perShare ? `${choices.money(k.perShare)} a share` : '', k.treasury ? `${choices.money(k.treasury)} to the treasury` : ''].filter(Boolean).join(', ');
        return choices.button(`${esc(DIVIDEND_NAMES[k.kind] ?? k.kind)}${detail ? ` <span class="price">${detail}</span>` : ''}`, () => actionOf(dividend, { kind: k.kind }), { type: 'dividend', kind: k.kind });
      });
      return `<div class="choice dividend"><span class="label">Revenue ${choices.money(dividend.revenue)}:</span> ${buttons.join(' ')}</div>`;
    })
    .join('');
}

export function trainChoices(choices: Choices, legal: readonly BuyTrainLegal[]): string {
  if (legal.length === 0) return '';
  const { game } = choices.context;
  const depot = legal.filter((t) => t.from === 'depot');
  const others = legal.filter((t) => t.from !== 'depot');
  const depotButtons = depot.map((train) => {
    const variant = train.variant && train.variant !== trainName(train.train) ? ` (${esc(train.variant)})` : '';
    const trade = train.exchange ? `, trading in a ${esc(game.train(train.exchange).name)}` : '';
    const fields = { train: train.train, variant: train.variant, ...(train.exchange ? { exchange: train.exchange } : {}) };
    if (train.min === train.max) {
      return choices.button(`A ${esc(trainName(train.train))} train${variant}${trade} <span class="price">${choices.money(train.min)}</span>`, () => actionOf(train, { ...fields, price: train.min }), { type: 'buy_train', train: train.train, from: 'depot' });
    }
    const make = (row: HTMLElement) => actionOf(train, { ...fields, price: readAmount(row, 'price') });
    return `<span class="choice-inline">${amountInput('price', train.min, train.min, train.max)} ${choices.button(`A ${esc(trainName(train.train))} train${variant}${trade}`, make, { type: 'buy_train', train: train.train, from: 'depot' })}</span>`;
  });
  const otherRows = others.map((train) => {
    const make = (row: HTMLElement) => actionOf(train, { train: train.train, variant: train.variant, price: readAmount(row, 'price'), ...(train.exchange ? { exchange: train.exchange } : {}) });
    return (
      `<div class="choice buy_train" data-train="${esc(train.train)}" data-from="${esc(train.from)}">${choices.operator(train.from)}’s ${esc(trainName(train.train))} train ` +
      `for ${amountInput('price', train.min, train.min, train.max)} <span class="muted">(${choices.money(train.min)}–${choices.money(train.max)})</span> ` +
      `${choices.button('Buy', make, { type: 'buy_train', train: train.train, from: train.from })}</div>`
    );
  });
  return (
    (depotButtons.length ? `<div class="choice buy_train" data-from="depot"><span class="label">Buy from the depot:</span> ${depotButtons.join(' ')}</div>` : '') +
    (otherRows.length ? `<details class="other-trains"${depot.length ? '' : ' open'}><summary>Buy from another operator (${otherRows.length})</summary>${otherRows.join('')}</details>` : '')
  );
}

export function discardChoices(choices: Choices, legal: readonly DiscardTrainLegal[]): string {
  return legal
    .map((discard) => {
      const buttons = discard.trains.map((train) => choices.button(`Discard ${esc(trainName(train))} <span class="muted">${esc(train)}</span>`, () => actionOf(discard, { train }), { type: 'discard_train', train }));
      return `<div class="choice discard_train"><span class="label">Over the train limit:</span> ${buttons.join(' ')}</div>`;
    })
    .join('');
}

export function assignChoices(choices: Choices, legal: readonly AssignLegal[]): string {
  if (legal.length === 0) return '';
  const buttons = legal.map((assign) => choices.button(`Assign to ${esc(assign.target)}`, () => actionOf(assign, { target: assign.target, target_type: assign.targetType }), { type: 'assign', target: assign.target }));
  return `<div class="choice assign">${buttons.join(' ')}</div>`;
}
