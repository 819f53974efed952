/**
 * Renders a title's reference page (what a player reads on an info page) from the compiled
 * definition with a handlebars template. The view model below does the formatting so the
 * template stays a plain layout.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Handlebars from 'handlebars';
import type { MarketCellType, TitleDefinition, TrainDistance } from '../runtime/title/definition.js';
import type { OutputFile, Layout } from './emit-module.js';

const TEMPLATE = new URL('./templates/title.md.hbs', import.meta.url);
let compiled: HandlebarsTemplateDelegate | undefined;

function money(definition: TitleDefinition, amount: number): string {
  return definition.meta.currencyFormat.replace('%s', String(amount));
}

function table(value: number | Readonly<Record<number, unknown>>, format: (v: unknown) => string): string {
  if (typeof value === 'number') return format(value);
  return Object.entries(value)
    .map(([players, v]) => `${players}p: ${typeof v === 'object' && v ? Object.entries(v).map(([k, n]) => `${n} (${k} corps)`).join(', ') : format(v)}`)
    .join(' · ');
}

function distance(d: TrainDistance): string {
  if (typeof d === 'number') return d >= 999 ? 'unlimited' : String(d);
  return d.map((rule) => `${rule.pay} of ${rule.visit} ${rule.nodes.join('/')}`).join('; ');
}

const RULE_LABELS: [keyof TitleDefinition['rules'], string][] = [
  ['capitalization', 'Capitalization'],
  ['sellBuyOrder', 'Sell/buy order'],
  ['sellAfter', 'Shares may be sold'],
  ['sellMovement', 'Price drop on sale'],
  ['poolShareDrop', 'Pool shares drop price'],
  ['marketShareLimit', 'Pool share limit (%)'],
  ['mustBuyTrain', 'Must buy a train'],
  ['ebuyFromOthers', 'Emergency buy from other corporations'],
  ['homeTokenTiming', 'Home token placed'],
  ['trackRestriction', 'Track restriction'],
  ['tileReservationBlocksOthers', 'Tile reservations block others'],
];

const CELL_LETTER: Partial<Record<MarketCellType, string>> = {
  par: 'p',
  no_cert_limit: 'y',
  unlimited: 'o',
  multiple_buy: 'b',
  close: 'c',
  endgame: 'e',
};

function marketTable(definition: TitleDefinition): string {
  const width = Math.max(...definition.market.rows.map((r) => r.length));
  const header = `|${' |'.repeat(width)}\n|${'---|'.repeat(width)}`;
  const rows = definition.market.rows.map(
    (row) =>
      `| ${Array.from({ length: width }, (_, i) => {
        const cell = row[i];
        if (!cell) return '';
        const letters = cell.types.map((t) => CELL_LETTER[t] ?? '').join('');
        return `${cell.price}${letters}`;
      }).join(' | ')} |`,
  );
  return [header, ...rows].join('\n');
}

export function viewModel(definition: TitleDefinition): Record<string, unknown> {
  const r = definition.rules;
  const m = (v: unknown) => money(definition, Number(v));
  const usedTypes = new Set(definition.market.rows.flatMap((row) => row.flatMap((cell) => cell?.types ?? [])));
  return {
    ...definition,
    bank: table(r.bankCash, m),
    startingCash: table(r.startingCash, m),
    certLimit: table(r.certLimit, String),
    ruleRows: RULE_LABELS.map(([key, label]) => ({ label, value: String(r[key]).replace(/_/g, ' ') })),
    gameEnd: Object.entries(r.gameEndCheck).map(([reason, timing]) => `${reason.replace(/_/g, ' ')} (${String(timing).replace(/_/g, ' ')})`).join(', '),
    auctionText: typeof definition.auction.style === 'string' ? definition.auction.style : `custom step '${definition.auction.style.step}'`,
    trainRows: definition.trains.map((t) => ({
      name: [t.name, ...t.variants.map((v) => v.name)].join(' / '),
      distance: [distance(t.distance), ...t.variants.map((v) => distance(v.distance))].join(' / '),
      price: [t.price, ...t.variants.map((v) => v.price)].map(m).join(' / '),
      count: t.count === 'unlimited' ? '∞' : t.count,
      rustsOn: t.rustsOn ?? '',
      obsoleteOn: t.obsoleteOn ?? '',
      availableOn: t.availableOn ?? '',
      discount: t.discount ? Object.entries(t.discount).map(([n, v]) => `${n}: ${m(v)}`).join(', ') : '',
    })),
    phaseRows: definition.phases.map((p) => ({
      ...p,
      on: p.on ?? '',
      trainLimit: typeof p.trainLimit === 'number' ? p.trainLimit : Object.entries(p.trainLimit).map(([k, v]) => `${k}: ${v}`).join(', '),
      tiles: p.tiles.join(', '),
      status: p.status.map((s) => definition.statusText[s]?.name ?? s).join(', '),
      events: p.events.map((e) => definition.eventsText[e.type]?.name ?? e.type).join(', '),
    })),
    corporationRows: definition.corporations.map((c) => ({
      ...c,
      home: [c.coordinates ?? ''].flat().join(', '),
      tokens: c.tokens.map(m).join(', '),
      shares: c.shares.map((s) => `${s}%`).join(' '),
    })),
    companyRows: definition.companies.map((c) => ({ ...c, value: m(c.value), revenue: m(c.revenue) })),
    minorRows: definition.minors.map((c) => ({ ...c, home: [c.coordinates ?? ''].flat().join(', ') })),
    marketLegend: Object.entries(CELL_LETTER)
      .filter(([type]) => usedTypes.has(type as MarketCellType))
      .map(([type, code]) => ({ code, text: definition.marketText[type] ?? type })),
    marketTable: marketTable(definition),
    tileRows: Object.entries(definition.tileManifest).map(([name, count]) => ({
      name,
      color: definition.tiles[name]?.color ?? '',
      count: count === 'unlimited' ? '∞' : count,
    })),
  };
}

export function emitDocs(layout: Layout, definition: TitleDefinition): OutputFile {
  compiled ??= Handlebars.compile(readFileSync(TEMPLATE, 'utf8'), { noEscape: true });
  return { path: join(layout.outDir, 'docs', `${definition.id}.md`), content: compiled(viewModel(definition)) };
}
