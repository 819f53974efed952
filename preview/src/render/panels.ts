/**
 * The replay's side panels as HTML, from a GameView: round and phase, bank and depot, the
 * players (cash, shares, privates, value), the corporations (cash, price, trains, tokens,
 * shares in the IPO and the pool), the minors (owner, cash, trains, tokens), the private
 * companies (owner, revenue) and the scores.
 */
import type { CompanyView, CorporationView, GameView, MinorView, PlayerView } from '../replay/model.js';
import type { MoneyFormat } from './decorations.js';
import { esc } from './svg.js';
import { disc } from './tables.js';

function statusPanel(view: GameView, money: MoneyFormat): string {
  const depot = view.depot.map((d) => `${esc(d.name)}×${d.count}`).join(' ') || '—';
  const rows: [string, string, string][] = [
    ['round', 'Round', esc(view.round)],
    ['phase', 'Phase', esc(view.phase)],
    ['bank', 'Bank', esc(money(view.bank)) + (view.bankBroken ? ' <b>(broken)</b>' : '')],
    ['depot', 'Depot', depot + (view.discarded.length ? ` · discarded ${esc(view.discarded.join(' '))}` : '')],
  ];
  if (view.finished) rows.push(['end', 'Game over', esc(view.endReason ?? '')]);
  return `<dl class="status">${rows.map(([key, k, v]) => `<dt>${k}</dt><dd data-status="${key}">${v}</dd>`).join('')}</dl>`;
}

function scores(view: GameView, money: MoneyFormat): string {
  const names = new Map(view.players.map((p) => [p.id, p.name]));
  // Player ids are numbers in recordings, so the result object's key order is not the ranking.
  const rows = Object.entries(view.result)
    .sort(([, a], [, b]) => b - a)
    .map(([id, value], i) => `<tr data-player-id="${esc(id)}" data-value="${value}"><td>${i + 1}</td><td>${esc(names.get(id) ?? id)}</td><td class="num">${esc(money(value))}</td></tr>`)
    .join('');
  const heading = view.finished ? 'Final scores' : 'Player values';
  return `<section class="scores" data-final="${view.finished}"><h3>${heading}</h3><table data-testid="scores"><tbody>${rows}</tbody></table></section>`;
}

function playerCard(p: PlayerView, money: MoneyFormat, colors: ReadonlyMap<string, CorporationView>): string {
  const shares = p.shares
    .map((s) => {
      const c = colors.get(s.sym);
      return `<span class="holding${s.president ? ' president' : ''}" title="${esc(s.sym)}${s.president ? ' (president)' : ''}">${c ? disc(s.sym, c.color, c.textColor, 18) : esc(s.sym)}${s.percent}%</span>`;
    })
    .join(' ');
  const companies = p.companies.map((c) => `<span class="company" title="${esc(c.name)}" data-company="${esc(c.sym)}">${esc(c.sym)}</span>`).join(' ');
  const flags = [p.priority ? '<span class="flag" title="priority deal">PD</span>' : '', p.passed ? '<span class="flag muted">passed</span>' : '', p.bankrupt ? '<span class="flag bad">bankrupt</span>' : ''].join('');
  return (
    `<div class="card player${p.active ? ' active' : ''}" data-player="${esc(p.id)}">` +
    `<div class="card-head"><b>${esc(p.name)}</b>${flags}<span class="cash" data-cash="${p.cash}">${esc(money(p.cash))}${p.committed ? ` <span class="committed" data-committed="${p.committed}" title="committed to bids: ${esc(money(p.cash - p.committed))} left to spend">(${esc(money(p.committed))} bid)</span>` : ''}</span></div>` +
    `<div class="card-body">${shares || '<span class="muted">no shares</span>'}${companies ? `<div>${companies}</div>` : ''}<div class="muted">value ${esc(money(p.value))}</div></div></div>`
  );
}

function corporationCard(c: CorporationView, money: MoneyFormat): string {
  const state = c.closed ? 'closed' : c.floated ? 'floated' : c.ipoed ? 'parred' : 'not started';
  const trains = c.trains.length ? c.trains.map((t) => `<span class="train">${esc(t)}</span>`).join('') : '<span class="muted">no trains</span>';
  return (
    `<div class="card corporation${c.active ? ' active' : ''}${c.closed ? ' closed' : ''}" data-corporation="${esc(c.sym)}">` +
    `<div class="card-head">${disc(c.sym, c.color, c.textColor, 22)}<b>${esc(c.sym)}</b><span class="muted">${esc(state)}</span><span class="cash" data-cash="${c.cash}">${esc(money(c.cash))}</span></div>` +
    `<div class="card-body"><div>${c.president ? `pres. ${esc(c.president)}` : '<span class="muted">no president</span>'}` +
    `${c.price !== null ? ` · price ${esc(money(c.price))}` : ''}${c.par !== null ? ` · par ${esc(money(c.par))}` : ''}</div>` +
    `<div>${trains} · tokens ${c.tokensLeft}/${c.tokens} · IPO ${c.ipoPercent}% · pool ${c.poolPercent}%` +
    `${c.companies.length ? ` · ${c.companies.map((sym) => `<span class="company" data-company="${esc(sym)}">${esc(sym)}</span>`).join(' ')}` : ''}</div>` +
    loansLine(c, money) +
    destinationLine(c, money) +
    `</div></div>`
  );
}

/** Loans owed of the limit, and the interest due a round (titles with loans). */
function loansLine(c: CorporationView, money: MoneyFormat): string {
  if (!c.loans || c.closed) return '';
  const { owed, limit, interest } = c.loans;
  return `<div data-loans="${owed}">loans ${owed}/${limit}${owed > 0 ? ` · interest ${esc(money(interest))}` : ''}</div>`;
}

/** Where it is headed and whether it is there; money held in escrow until then. */
function destinationLine(c: CorporationView, money: MoneyFormat): string {
  if (!c.destination || c.closed) return c.escrow !== null ? `<div data-escrow="${c.escrow}">escrow ${esc(money(c.escrow))}</div>` : '';
  const { hexes, from, reached } = c.destination;
  const where = `${esc(from)} → ${hexes.map(esc).join(' or ')}`;
  const escrow = c.escrow !== null ? ` · escrow ${esc(money(c.escrow))}` : '';
  return `<div data-destination="${reached ? 'reached' : 'open'}">destination ${where}${reached ? ' (reached)' : ''}${escrow}</div>`;
}

function trainsText(trains: readonly string[]): string {
  return trains.length ? trains.map((t) => `<span class="train">${esc(t)}</span>`).join('') : '<span class="muted">no trains</span>';
}

function minorCard(m: MinorView, money: MoneyFormat): string {
  const state = m.closed ? 'closed' : m.floated ? 'operating' : m.owner ? 'owned' : 'not started';
  return (
    `<div class="card minor${m.active ? ' active' : ''}${m.closed ? ' closed' : ''}" data-minor="${esc(m.sym)}">` +
    `<div class="card-head">${disc(m.sym, m.color, m.textColor, 22)}<b>${esc(m.sym)}</b><span class="muted">minor · ${esc(state)}</span><span class="cash" data-cash="${m.cash}">${esc(money(m.cash))}</span></div>` +
    `<div class="card-body"><div>${m.owner ? `owner <span data-owner>${esc(m.owner)}</span>` : '<span class="muted">no owner</span>'}</div>` +
    `<div>${trainsText(m.trains)} · tokens ${m.tokensLeft}/${m.tokens}</div></div></div>`
  );
}

function companiesTable(companies: readonly CompanyView[], money: MoneyFormat): string {
  const rows = companies
    .map((c) => {
      const owner = c.closed
        ? '<span class="muted">closed</span>'
        : c.ownerKind === 'hidden'
          ? '<span class="muted" title="chosen in secret: shown when the round ends">a secret pick</span>'
          : c.owner
            ? esc(c.owner)
            : '<span class="muted">bank</span>';
      return (
        `<tr data-company="${esc(c.sym)}" data-owner-kind="${c.ownerKind}" class="${c.closed ? 'closed' : ''}${c.active ? ' active' : ''}">` +
        `<td><b title="${esc(c.name)}">${esc(c.sym)}</b></td><td>${owner}</td><td class="num">${esc(money(c.revenue))}</td></tr>`
      );
    })
    .join('');
  return `<table class="companies-now" data-testid="companies"><thead><tr><th>Private</th><th>Owner</th><th>Revenue</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** Everything beside the map: status, scores, players, corporations. */
export function renderPanels(view: GameView, money: MoneyFormat): string {
  const bySym = new Map(view.corporations.map((c) => [c.sym, c]));
  const started = view.corporations.filter((c) => (c.ipoed || c.closed) && !c.removed);
  const waiting = view.corporations.filter((c) => !c.ipoed && !c.closed);
  const removed = view.corporations.filter((c) => c.removed);
  return (
    statusPanel(view, money) +
    scores(view, money) +
    `<h3>Players</h3><div class="cards players">${view.players.map((p) => playerCard(p, money, bySym)).join('')}</div>` +
    `<h3>Corporations</h3><div class="cards corporations">${started.map((c) => corporationCard(c, money)).join('')}</div>` +
    (waiting.length ? `<div class="waiting muted">Not yet parred: ${waiting.map((c) => disc(c.sym, c.color, c.textColor, 18)).join(' ')}</div>` : '') +
    (removed.length ? `<div class="waiting muted" data-testid="removed">Removed at setup: ${removed.map((c) => disc(c.sym, c.color, c.textColor, 18)).join(' ')}</div>` : '') +
    (view.minors.length ? `<h3>Minors</h3><div class="cards minors">${view.minors.map((m) => minorCard(m, money)).join('')}</div>` : '') +
    (view.companies.length ? `<h3>Private companies</h3>${companiesTable(view.companies, money)}` : '')
  );
}
