/**
 * The title's reference tables as HTML: trains, phases, corporations (a colour disc with the
 * symbol), private companies and minors.
 */
import type { TitleDefinition, TrainDistance } from '../../../runtime/index.js';
import { contrastText, tileFill } from './colors.js';
import type { MoneyFormat } from './decorations.js';
import { moneyFormat } from './map.js';
import { esc } from './svg.js';

function table(className: string, head: readonly string[], rows: readonly string[][]): string {
  const th = head.map((h) => `<th>${esc(h)}</th>`).join('');
  const body = rows.map((cells) => `<tr>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('');
  return `<table class="${className}"><thead><tr>${th}</tr></thead><tbody>${body}</tbody></table>`;
}

export function distanceText(distance: TrainDistance): string {
  if (typeof distance === 'number') return distance >= 99 ? '∞' : String(distance);
  return distance.map((d) => `${d.pay}${d.visit !== d.pay ? `/${d.visit}` : ''} ${d.nodes.join('+')}`).join(', ');
}

/** A corporation's disc: its colour with its symbol, as on its charter. */
export function disc(sym: string, color: string, textColor?: string, size = 26): string {
  const fg = textColor || contrastText(color);
  const font = sym.length > 3 ? size * 0.28 : size * 0.36;
  return `<svg class="disc" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" data-disc="${esc(sym)}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2 - 1}" fill="${esc(color)}" stroke="#000"/><text x="${size / 2}" y="${size / 2}" text-anchor="middle" dominant-baseline="central" font-size="${font}" font-weight="bold" fill="${esc(fg)}" font-family="Helvetica, Arial, sans-serif">${esc(sym)}</text></svg>`;
}

function colorChip(color: string): string {
  return `<span class="chip" style="background:${esc(tileFill(color))};color:${esc(contrastText(tileFill(color)))}">${esc(color)}</span>`;
}

export function renderTrains(def: TitleDefinition, money: MoneyFormat = moneyFormat(def)): string {
  return table(
    'trains',
    ['Train', 'Distance', 'Price', 'Count', 'Rusts on', 'Obsolete on', 'Available on', 'Trade-in', 'Variants', 'Events'],
    def.trains.map((t) => [
      `<b>${esc(t.name)}</b>`,
      esc(distanceText(t.distance)),
      esc(money(t.price)),
      t.count === 'unlimited' ? '∞' : esc(t.count),
      esc(t.rustsOn ?? ''),
      esc(t.obsoleteOn ?? ''),
      esc(t.availableOn ?? ''),
      esc(Object.entries(t.discount ?? {}).map(([name, amount]) => `${name}: ${money(amount)}`).join(', ')),
      esc(t.variants.map((v) => `${v.name} (${distanceText(v.distance)}, ${money(v.price)})`).join(', ')),
      esc(t.events.map((e) => def.eventsText[e.type]?.name ?? e.type).join(', ')),
    ]),
  );
}

export function renderPhases(def: TitleDefinition): string {
  return table(
    'phases',
    ['Phase', 'On', 'Train limit', 'Tiles', 'ORs', 'Status', 'Events'],
    def.phases.map((p) => [
      `<b>${esc(p.name)}</b>`,
      esc(p.on ?? '—'),
      esc(typeof p.trainLimit === 'number' ? p.trainLimit : Object.entries(p.trainLimit).map(([k, v]) => `${k}: ${v}`).join(', ')),
      p.tiles.map(colorChip).join(' '),
      esc(p.operatingRounds),
      esc(p.status.map((s) => def.statusText[s]?.name ?? s).join(', ')),
      esc(p.events.map((e) => def.eventsText[e.type]?.name ?? e.type).join(', ')),
    ]),
  );
}

function homes(coordinates: string | readonly string[] | undefined): string {
  if (coordinates === undefined) return '';
  return typeof coordinates === 'string' ? coordinates : coordinates.join(', ');
}

export function renderCorporations(def: TitleDefinition, money: MoneyFormat = moneyFormat(def)): string {
  const corps = table(
    'corporations',
    ['', 'Symbol', 'Name', 'Home', 'Tokens', 'Float', 'Shares', 'Type'],
    def.corporations.map((c) => [
      disc(c.sym, c.color, c.textColor),
      `<b>${esc(c.sym)}</b>`,
      esc(c.name),
      esc(homes(c.coordinates)),
      esc(c.tokens.map((t) => money(t)).join(' ')),
      `${esc(c.floatPercent)}%`,
      esc(c.shares.join('/')),
      esc(c.type ?? ''),
    ]),
  );
  const minors = def.minors.length
    ? `<h3>Minors</h3>` +
      table(
        'minors',
        ['', 'Symbol', 'Name', 'Home', 'Tokens'],
        def.minors.map((m) => [disc(m.sym, m.color, m.textColor), `<b>${esc(m.sym)}</b>`, esc(m.name), esc(homes(m.coordinates)), esc(m.tokens.map((t) => money(t)).join(' '))]),
      )
    : '';
  return corps + minors;
}

export function renderCompanies(def: TitleDefinition, money: MoneyFormat = moneyFormat(def)): string {
  return table(
    'companies',
    ['Symbol', 'Name', 'Value', 'Revenue', 'Description'],
    def.companies.map((c) => [`<b>${esc(c.sym)}</b>`, esc(c.name), esc(money(c.value)), esc(money(c.revenue)), esc(c.description)]),
  );
}

/** A few headline rules. */
export function renderRulesSummary(def: TitleDefinition, money: MoneyFormat = moneyFormat(def)): string {
  const perCount = (v: number | Readonly<Record<number, unknown>>) =>
    typeof v === 'number' ? money(v) : Object.entries(v).map(([k, x]) => `${k}p: ${typeof x === 'number' ? money(x) : JSON.stringify(x)}`).join(', ');
  const cert = (v: TitleDefinition['rules']['certLimit']) =>
    typeof v === 'number' ? String(v) : Object.entries(v).map(([k, x]) => `${k}p: ${typeof x === 'number' ? x : JSON.stringify(x)}`).join(', ');
  const rows: [string, string][] = [
    ['Players', `${def.meta.playerRange[0]}–${def.meta.playerRange[1]}`],
    ['Bank', perCount(def.rules.bankCash)],
    ['Starting cash', perCount(def.rules.startingCash)],
    ['Certificate limit', cert(def.rules.certLimit)],
    ['Capitalization', def.rules.capitalization],
    ['Sell/buy order', def.rules.sellBuyOrder.replace(/_/g, ' ')],
    ['Auction', typeof def.auction.style === 'string' ? def.auction.style : `step ${def.auction.style.step}`],
    ['Game end', Object.entries(def.rules.gameEndCheck).map(([k, v]) => `${k} (${v})`).join(', ')],
  ];
  return `<dl class="rules">${rows.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join('')}</dl>`;
}

