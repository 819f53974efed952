/**
 * Auctions and company sales: a bid on each company the entity may bid on, with the amount
 * (the engine's minimum filled in, anything typed goes to the engine), the bids standing on each
 * company where the auction keeps them; the cheapest company of a waterfall bought at its price
 * (one button, no amount: the engine takes no other); a draft's hand as cards to choose from; and
 * buying a company for a price in a range.
 */
import { bidLot, bidTarget, type BidLegal, type BuyCompanyLegal, type Game } from '../../../../runtime/index.js';
import { esc } from '../../render/svg.js';
import { actionOf, amountInput, readAmount, type Choices } from './builder.js';

interface StandingBid {
  readonly player: string;
  readonly price: number;
}

/** Bids standing on each company, where the active step keeps them as `bids: {company: [{player, price}]}` (an auction's state). */
export function standingBids(game: Game): ReadonlyMap<string, readonly StandingBid[]> {
  const state = (game.round.activeStep() as unknown as { s?: { bids?: unknown } } | undefined)?.s;
  const bids = state?.bids;
  const out = new Map<string, StandingBid[]>();
  if (!bids || typeof bids !== 'object') return out;
  for (const [company, list] of Object.entries(bids as Record<string, unknown>)) {
    if (!Array.isArray(list)) continue;
    const valid = list.filter((b): b is StandingBid => typeof b?.player === 'string' && typeof b?.price === 'number');
    if (valid.length) out.set(company, valid);
  }
  return out;
}

/** A draft's hand: each card with what it is, its price and what it pays, and a button to choose it. */
function draftCards(choices: Choices, legal: readonly BidLegal[]): string {
  const { game } = choices.context;
  const cards = legal.map((card) => {
    const sym = bidLot(card);
    const company = game.companyDef(sym);
    // A card that is worth nothing and pays nothing (a "Pass" card) shows no amounts.
    const worth = company && (company.value !== 0 || company.revenue !== 0);
    const facts = worth ? `<span class="price">${choices.money(card.min)}</span>${company.revenue ? ` <span class="muted">pays ${choices.money(company.revenue)}</span>` : ''}` : '';
    const description = company?.description ? `<p class="card-text" title="${esc(company.description)}">${esc(company.description)}</p>` : '';
    return (
      `<li class="choice draft-card bid" data-company="${esc(sym)}"><div class="card-title"><b>${esc(company?.name ?? sym)}</b> ${facts}</div>${description}` +
      `${choices.button('Choose', () => actionOf(card, { ...bidTarget(card), price: card.min }), { type: 'bid', company: sym })}</li>`
    );
  });
  return `<div class="draft"><p class="muted">Choose one card; the others go back under the deck. Nobody else sees what you chose until the draft ends.</p><ul class="draft-hand">${cards.join('')}</ul></div>`;
}

export function bidChoices(choices: Choices, legal: readonly BidLegal[]): string {
  if (legal.length === 0) return '';
  if (legal.every((bid) => bid.amountIgnored)) return draftCards(choices, legal);
  const { game, names } = choices.context;
  const standing = standingBids(game);
  const rows = legal.map((bid) => {
    const sym = bidLot(bid);
    const company = game.companyDef(sym);
    const bids = (standing.get(sym) ?? [])
      .map((b) => `${esc(names.players.get(b.player) ?? b.player)} ${choices.money(b.price)}`)
      .join(', ');
    const fixed = bid.amountIgnored || bid.purchase;
    const make = (row: HTMLElement) => actionOf(bid, { ...bidTarget(bid), price: fixed ? bid.min : readAmount(row, 'price') });
    const button = fixed
      ? choices.button(`${bid.amountIgnored ? 'Take' : 'Buy'} <span class="price">${choices.money(bid.min)}</span>`, make, { type: 'bid', company: sym, purchase: 'true' })
      : `${amountInput('price', bid.min, bid.min, bid.max, bid.step)} ${choices.button('Bid', make, { type: 'bid', company: sym })}`;
    const facts = company ? `<br><span class="muted">${choices.money(company.value)} · pays ${choices.money(company.revenue)}</span>` : '';
    const range = fixed ? `bought at its price, ${choices.money(bid.min)}` : `from ${choices.money(bid.min)}${bid.max > bid.min ? ` to ${choices.money(bid.max)}` : ''}`;
    return (
      `<tr class="choice bid" data-company="${esc(sym)}"><td>${choices.company(sym)} ${esc(company?.name ?? '')}${facts}</td>` +
      `<td>${bids || '<span class="muted">—</span>'}</td>` +
      `<td class="nowrap" title="${range}">${button}</td></tr>`
    );
  });
  return `<table class="choice-table bids"><thead><tr><th>Company</th><th>Bids</th><th>Your move</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

export function buyCompanyChoices(choices: Choices, legal: readonly BuyCompanyLegal[]): string {
  return legal
    .map((buy) => {
      const make = (row: HTMLElement) => actionOf(buy, { company: buy.company, price: readAmount(row, 'price') });
      const from = buy.from === 'bank' ? 'the bank' : esc(choices.context.names.players.get(buy.from) ?? buy.from);
      return (
        `<div class="choice buy_company" data-company="${esc(buy.company)}">Buy ${choices.company(buy.company)} from ${from} for ` +
        `${amountInput('price', buy.min, buy.min, buy.max)} <span class="muted">(${choices.money(buy.min)}–${choices.money(buy.max)})</span> ` +
        `${choices.button('Buy', make, { type: 'buy_company', company: buy.company })}</div>`
      );
    })
    .join('');
}
