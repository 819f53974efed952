/**
 * The title's reference tables as HTML: trains, phases, corporations (a colour disc with the
 * symbol), private companies and minors, with their abilities in words. Given a game's setup
 * (setup/game-setup.ts), the tables say what a game of that player count and those options
 * has: the train counts, rule values and entities after the title's hooks, with what differs
 * from the YAML marked.
 */
import type { TitleDefinition, TrainDistance } from '../../../runtime/index.js';
import type { Absence, SetupView } from '../setup/game-setup.js';
import { renderAbilities } from './abilities.js';
import { contrastText, tileFill } from './colors.js';
import type { MoneyFormat } from './decorations.js';
import { moneyFormat } from './map.js';
import { esc } from './svg.js';

/** A row: its cells' HTML, and attributes for the `<tr>`. */
type Row = readonly string[] | { readonly cells: readonly string[]; readonly attrs: string };

function table(className: string, head: readonly string[], rows: readonly Row[]): string {
  const th = head.map((h) => `<th>${esc(h)}</th>`).join('');
  const body = rows
    .map((row) => {
      const { cells, attrs } = 'cells' in row ? row : { cells: row, attrs: '' };
      return `<tr${attrs}>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`;
    })
    .join('');
  return `<table class="${className}"><thead><tr>${th}</tr></thead><tbody>${body}</tbody></table>`;
}

const ABSENCE_TEXT: Readonly<Record<Absence, string>> = { player_count: 'not in a game of this player count', removed_at_setup: 'removed at setup' };

/** The row of an entity, struck out with the reason where this game does not have it. */
function entityRow(sym: string, cells: readonly string[], out: ReadonlyMap<string, Absence> | undefined, setup: SetupView | undefined): Row {
  if (!setup) return cells;
  const absence = out?.get(sym);
  const note = absence
    ? `<span class="absent" data-absence="${absence}">${esc(ABSENCE_TEXT[absence])}${absence === 'removed_at_setup' ? ` (seed ${setup.choice.seed})` : ''}</span>`
    : '<span class="present">in the game</span>';
  return { cells: [...cells, note], attrs: ` data-sym="${esc(sym)}"${absence ? ` class="out" data-absent="${absence}"` : ''}` };
}

function countText(count: number | 'unlimited'): string {
  return count === 'unlimited' ? '∞' : String(count);
}

export function distanceText(distance: TrainDistance): string {
  if (typeof distance === 'number') return distance >= 99 ? '∞' : String(distance);
  // A multiplier (4D: four cities, paid double) after the stops it applies to.
  return distance.map((d) => `${d.pay >= 99 ? '∞' : d.pay}${d.visit !== d.pay ? `/${d.visit >= 99 ? '∞' : d.visit}` : ''} ${d.nodes.join('+')}${d.multiplier !== undefined && d.multiplier !== 1 ? ` ×${d.multiplier}` : ''}`).join(', ');
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

/** The count a game of this setup has, marked where the title's hooks changed the YAML's. */
function trainCountCell(name: string, yaml: number | 'unlimited', setup: SetupView | undefined): string {
  const game = setup?.trains.get(name);
  if (!game || game.yaml === undefined) return `<span data-count="${esc(yaml)}">${esc(countText(game?.count ?? yaml))}</span>`;
  return (
    `<span class="changed" data-count="${esc(game.count)}" title="the title's trainCount hook: ${esc(countText(game.count))} in this game, ${esc(countText(yaml))} in the YAML">${esc(countText(game.count))}</span>` +
    ` <s class="muted" data-yaml-count="${esc(yaml)}">${esc(countText(yaml))}</s>`
  );
}

export function renderTrains(def: TitleDefinition, money: MoneyFormat = moneyFormat(def), setup?: SetupView): string {
  return table(
    'trains',
    ['Train', 'Distance', 'Price', 'Count', 'Rusts on', 'Obsolete on', 'Available on', 'Trade-in', 'Variants', 'Events'],
    def.trains.map((t) => [
      `<b>${esc(t.name)}</b>`,
      esc(distanceText(t.distance)),
      esc(money(t.price)),
      trainCountCell(t.name, t.count, setup),
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

export function renderCorporations(def: TitleDefinition, money: MoneyFormat = moneyFormat(def), setup?: SetupView): string {
  const inGame = setup ? ['In this game'] : [];
  const corpAbilities = def.corporations.some((c) => c.abilities.length > 0);
  const corps = table(
    'corporations',
    ['', 'Symbol', 'Name', 'Home', 'Tokens', 'Float', 'Shares', 'Type', ...(corpAbilities ? ['Abilities'] : []), ...inGame],
    def.corporations.map((c) =>
      entityRow(
        c.sym,
        [
          disc(c.sym, c.color, c.textColor),
          `<b>${esc(c.sym)}</b>`,
          esc(c.name),
          esc(homes(c.coordinates)),
          esc(c.tokens.map((t) => money(t)).join(' ')),
          `${esc(c.floatPercent)}%`,
          esc(c.shares.join('/')),
          esc(c.type ?? ''),
          ...(corpAbilities ? [renderAbilities(c.abilities, def, money)] : []),
        ],
        setup?.corporationsOut,
        setup,
      ),
    ),
  );
  const minorAbilities = def.minors.some((m) => m.abilities.length > 0);
  const minors = def.minors.length
    ? `<h3>Minors</h3>` +
      table(
        'minors',
        ['', 'Symbol', 'Name', 'Home', 'Tokens', ...(minorAbilities ? ['Abilities'] : []), ...inGame],
        def.minors.map((m) =>
          entityRow(
            m.sym,
            [
              disc(m.sym, m.color, m.textColor),
              `<b>${esc(m.sym)}</b>`,
              esc(m.name),
              esc(homes(m.coordinates)),
              esc(m.tokens.map((t) => money(t)).join(' ')),
              ...(minorAbilities ? [renderAbilities(m.abilities, def, money)] : []),
            ],
            setup?.minorsOut,
            setup,
          ),
        ),
      )
    : '';
  return corps + minors;
}

export function renderCompanies(def: TitleDefinition, money: MoneyFormat = moneyFormat(def), setup?: SetupView): string {
  const players = (c: TitleDefinition['companies'][number]) =>
    c.minPlayers !== undefined || c.maxPlayers !== undefined ? `<div class="muted">${c.minPlayers ?? def.meta.playerRange[0]}–${c.maxPlayers ?? def.meta.playerRange[1]} players</div>` : '';
  return table(
    'companies',
    ['Symbol', 'Name', 'Value', 'Revenue', 'Abilities', 'Description', ...(setup ? ['In this game'] : [])],
    def.companies.map((c) =>
      entityRow(
        c.sym,
        [
          `<b>${esc(c.sym)}</b>`,
          esc(c.name) + players(c),
          esc(money(c.value)),
          esc(money(c.revenue)),
          renderAbilities(c.abilities, def, money) || '<span class="muted">none</span>',
          `<span class="description">${esc(c.description)}</span>`,
        ],
        setup?.companiesOut,
        setup,
      ),
    ),
  );
}

/** A few headline rules; with a setup, that game's values (after the `rules` hook), the YAML's tables beside. */
export function renderRulesSummary(def: TitleDefinition, money: MoneyFormat = moneyFormat(def), setup?: SetupView): string {
  const rules = setup?.rules ?? def.rules;
  const perCount = (v: number | Readonly<Record<number, unknown>>) =>
    typeof v === 'number' ? money(v) : Object.entries(v).map(([k, x]) => `${k}p: ${typeof x === 'number' ? money(x) : JSON.stringify(x)}`).join(', ');
  // A nested table is keyed by the corporations left in play (1846's removals).
  const byCorporations = (x: Readonly<Record<number, number>>) => Object.entries(x).map(([n, limit]) => `${limit} with ${n} corporations`).join(' / ');
  const cert = (v: TitleDefinition['rules']['certLimit']) =>
    typeof v === 'number' ? String(v) : Object.entries(v).map(([k, x]) => `${k}p: ${typeof x === 'number' ? x : byCorporations(x)}`).join(', ');
  /** This game's value in bold and the YAML's table beside it; the table alone without a setup. */
  const inGame = (value: string | undefined, yaml: string) => (value === undefined ? esc(yaml) : `<b>${esc(value)}</b> <span class="muted">(${esc(yaml)})</span>`);
  const range = `${def.meta.playerRange[0]}–${def.meta.playerRange[1]}`;
  const rows: [string, string][] = [
    ['Players', inGame(setup && String(setup.choice.players), range)],
    ['Bank', inGame(setup && `${money(setup.bankCash)}, ${money(setup.bankAfterStart)} once players have their cash`, perCount(rules.bankCash))],
    ['Starting cash', inGame(setup && money(setup.startingCash), perCount(rules.startingCash))],
    ['Certificate limit', inGame(setup && String(setup.certLimit), cert(rules.certLimit))],
    ['Capitalization', esc(rules.capitalization)],
    ['Sell/buy order', esc(rules.sellBuyOrder.replace(/_/g, ' '))],
    ['Auction', esc(typeof def.auction.style === 'string' ? def.auction.style : `step ${def.auction.style.step}`)],
    ['Game end', esc(Object.entries(rules.gameEndCheck).map(([k, v]) => `${k} (${v})`).join(', '))],
  ];
  if (setup) rows.push(['First round', esc(setup.firstRound)]);
  const changes = setup?.ruleChanges.length
    ? `<p class="rule-changes" data-testid="rule-changes">The title's <code>rules</code> hook changes for this game: ${setup.ruleChanges
        .map((c) => `<span class="changed" data-rule="${esc(c.key)}">${esc(c.key)}: ${esc(JSON.stringify(c.game))}</span> <s class="muted">${esc(JSON.stringify(c.yaml))}</s>`)
        .join('; ')}</p>`
    : '';
  return `<dl class="rules">${rows.map(([k, v]) => `<dt>${esc(k)}</dt><dd data-rule-row="${esc(k)}">${v}</dd>`).join('')}</dl>${changes}`;
}
