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
import { describeChange } from '../runtime/title/variant.js';

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
  // A multiplier (4D: four cities paid double) after the stops it applies to, as the preview shows it.
  return d.map((rule) => `${rule.pay} of ${rule.visit} ${rule.nodes.join('/')}${rule.multiplier !== undefined && rule.multiplier !== 1 ? ` ×${rule.multiplier}` : ''}`).join('; ');
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

/** How a player reads a rule's value, by rule; values not listed read as their words. */
const VALUE_TEXT: Partial<Record<keyof TitleDefinition['rules'], Readonly<Record<string, string>>>> = {
  sellAfter: {
    first: 'after the first stock round',
    after_sr_floated: 'after the stock round in which the corporation floated',
    operate: 'once the corporation has operated',
    full_or_turn: 'once the corporation has completed an operating turn',
    p_any_operate: 'by the president at any time, others once it has operated',
    any_time: 'at any time',
    round: 'after the stock round they were bought in',
  },
  sellMovement: {
    down_share: 'one row down per share sold',
    down_per_10: 'one row down per 10% sold',
    down_block: 'one row down per sale',
    left_share: 'one column left per share sold',
    left_block: 'one column left per sale',
    left_block_pres: 'one column left when the president sells',
  },
  poolShareDrop: { down_share: 'one row down per share in the pool', down_block: 'one row down', left_block: 'one column left' },
  sellBuyOrder: {
    sell_buy_or_buy_sell: 'sell then buy, or buy then sell',
    sell_buy: 'sell, then buy',
    sell_buy_sell: 'sell, buy and sell in any order',
  },
  mustBuyTrain: { route: 'when it has a route', always: 'always', never: 'never' },
  ebuyFromOthers: { value: 'up to face value', always: 'at any price', never: 'no' },
  homeTokenTiming: {
    operate: 'when the corporation first operates',
    operating_round: 'at the start of the next operating round',
    par: 'when parred',
    float: 'when floated',
  },
  trackRestriction: {
    permissive: 'none',
    semi_restrictive: 'must use new track or upgrade a city',
    restrictive: 'must use new track',
    station_restrictive: 'must use new track or lay stations',
  },
};

const REASON_TEXT: Readonly<Record<string, string>> = {
  bankrupt: 'a player goes bankrupt',
  bank: 'the bank breaks',
  stock_market: 'a share price reaches the end of the market',
  final_train: 'the last train is bought',
  final_phase: 'the last phase starts',
  all_closed: 'every corporation and company has closed',
  custom: 'an event triggers the end',
};

/** The `fixed_round` reason in words: the turn or operating round that triggers it. */
function fixedRoundText(fixed: TitleDefinition['rules']['fixedRound']): string {
  if (!fixed) return 'a fixed round';
  return 'turn' in fixed ? `turn ${fixed.turn} starts` : `operating round ${fixed.operatingRound} of the game starts`;
}

const TIMING_TEXT: Readonly<Record<string, string>> = {
  immediate: 'immediately',
  current_round: 'at the end of the round',
  current_or: 'at the end of the operating round',
  full_or: 'at the end of the set of operating rounds',
  one_more_full_or_set: 'after one more complete set of operating rounds',
};

const words = (value: unknown): string => String(value).replace(/_/g, ' ');

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
    ruleRows: RULE_LABELS.map(([key, label]) => ({ label, value: VALUE_TEXT[key]?.[String(r[key])] ?? words(r[key]) })),
    gameEnd: Object.entries(r.gameEndCheck)
      .map(([reason, timing]) => `${reason === 'fixed_round' ? fixedRoundText(r.fixedRound) : (REASON_TEXT[reason] ?? words(reason))}: ${TIMING_TEXT[String(timing)] ?? words(timing)}`)
      .join('; '),
    variantChanges: definition.meta.variantOf?.changes.map(describeChange) ?? [],
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
      // A tile only games of an optional rule have says so beside its count.
      count: `${count === 'unlimited' ? '∞' : count}${definition.optionalTiles?.[name] ? ` (${definition.optionalTiles[name]} only)` : ''}`,
    })),
  };
}

export function emitDocs(layout: Layout, definition: TitleDefinition): OutputFile {
  compiled ??= Handlebars.compile(readFileSync(TEMPLATE, 'utf8'), { noEscape: true });
  return { path: join(layout.outDir, 'docs', `${definition.id}.md`), content: compiled(viewModel(definition)) };
}
