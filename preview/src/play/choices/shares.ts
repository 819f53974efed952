/**
 * The stock round's choices: for each corporation, the certificates that may be bought (from
 * the IPO, the market, another holder) and sold, each a button with its size and price; a par
 * price to start a corporation at; and a company's share exchange (a private traded for a share).
 */
import { POOL, type ParLegal, type SharesLegal } from '../../../../runtime/index.js';
import { esc } from '../../render/svg.js';
import { actionOf, readValue, type Choices } from './builder.js';

function source(choices: Choices, legal: SharesLegal): string {
  if (legal.from === legal.corporation) return 'IPO';
  if (legal.from === POOL) return 'market';
  return esc(choices.context.names.players.get(legal.from) ?? legal.from);
}

function shareButton(choices: Choices, legal: SharesLegal): string {
  const make = () => actionOf(legal, { shares: [...legal.shares], percent: legal.percent });
  const data = { type: legal.type, corporation: legal.corporation, from: legal.from === legal.corporation ? 'ipo' : legal.from === POOL ? 'market' : legal.from, percent: legal.percent };
  if (legal.type === 'sell_shares') return choices.button(`Sell ${legal.percent}% <span class="price">${choices.money(legal.price)}</span>`, make, data, 'sell');
  const label = legal.entityType === 'company' ? `Exchange for ${legal.percent}%` : `Buy ${legal.percent}% from ${source(choices, legal)}`;
  return choices.button(`${label}${legal.price ? ` <span class="price">${choices.money(legal.price)}</span>` : ''}`, make, data, 'buy');
}

/** Buying and selling, one row per corporation. */
export function shareChoices(choices: Choices, legal: readonly SharesLegal[]): string {
  if (legal.length === 0) return '';
  // A company's exchange (a private traded for a share) is a line, not a market.
  if (legal.every((l) => l.entityType === 'company')) {
    return `<div class="choice exchange">${legal.map((l) => `${shareButton(choices, l)} <span class="muted">of</span> ${choices.operator(l.corporation)} ${esc(l.corporation)}`).join('<br>')}</div>`;
  }
  const { game } = choices.context;
  const corporations = [...new Set(legal.map((l) => l.corporation))];
  const rows = corporations.map((sym) => {
    const mine = legal.filter((l) => l.corporation === sym);
    const corp = game.state.corporations[sym];
    const price = corp?.sharePrice ? game.market.price(corp.sharePrice) : undefined;
    const buys = mine.filter((l) => l.type === 'buy_shares').map((l) => shareButton(choices, l)).join(' ');
    const sells = mine.filter((l) => l.type === 'sell_shares').map((l) => shareButton(choices, l)).join(' ');
    return (
      `<tr class="choice shares" data-corporation="${esc(sym)}"><td>${choices.operator(sym)} ${esc(sym)}</td>` +
      `<td class="num">${price === undefined ? '' : choices.money(price)}</td><td>${buys}</td><td>${sells}</td></tr>`
    );
  });
  return `<table class="choice-table shares"><thead><tr><th>Corporation</th><th>Price</th><th>Buy</th><th>Sell</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** Starting corporations: a par price for each. */
export function parChoices(choices: Choices, legal: readonly ParLegal[]): string {
  if (legal.length === 0) return '';
  const rows = legal.map((par) => {
    const options = par.prices.map((p) => `<option value="${esc(p.id)}">${choices.money(p.price)}</option>`).join('');
    const make = (row: HTMLElement) => actionOf(par, { corporation: par.corporation, share_price: readValue(row, 'share_price') });
    const name = choices.context.game.corporationDef(par.corporation)?.name ?? '';
    return (
      `<tr class="choice par" data-corporation="${esc(par.corporation)}"><td>${choices.operator(par.corporation)} ${esc(par.corporation)} <span class="muted">${esc(name)}</span></td>` +
      `<td><select name="share_price" aria-label="par price">${options}</select> ${choices.button('Par', make, { type: 'par', corporation: par.corporation })}</td></tr>`
    );
  });
  return `<div class="par-choices"><div class="label muted">Start a corporation at a par price:</div><table class="choice-table par"><tbody>${rows.join('')}</tbody></table></div>`;
}
