/**
 * A title as its YAML says it: the map, the tiles of its manifest, the stock market, and tables
 * of trains, phases, corporations and privates — for a game of a chosen player count and
 * options, with the title's hooks applied. Redrawn in place when the title is edited.
 */
import { fixtureList, type FixtureSummary } from '../app/fixtures.js';
import { routeHash, TITLE_TABS, type Route, type SetupQuery, type TitleTab } from '../app/router.js';
import { hasTitle, titleModule } from '../app/titles.js';
import type { TitleDefinition, TitleModule } from '../../../runtime/index.js';
import { titleNames } from '../../../runtime/title/names.js';
import { describeChange } from '../../../runtime/title/variant.js';
import { renderMap, moneyFormat } from '../render/map.js';
import { renderMarket, renderMarketLegend } from '../render/market.js';
import { esc } from '../render/svg.js';
import { renderCompanies, renderCorporations, renderPhases, renderRulesSummary, renderTrains } from '../render/tables.js';
import { renderTilesPage } from '../render/tiles-page.js';
import { renderSetupForm, setupHash } from '../render/setup-form.js';
import { setupChoice, setupView, titleUpgradeRule, type SetupChoice } from '../setup/game-setup.js';
import { errorBox, html, type View } from './view.js';

const TAB_NAMES: Readonly<Record<TitleTab, string>> = { map: 'Map', tiles: 'Tiles', market: 'Market', tables: 'Trains, phases & companies' };

function renderTables(id: string, module: TitleModule, choice: SetupChoice): string {
  const def = module.definition;
  const setup = setupView(module, choice);
  const failed = 'error' in setup;
  const game = failed ? undefined : setup;
  const money = moneyFormat(def);
  return (
    renderSetupForm(id, def, choice) +
    (failed ? errorBox(`no game of this setup: ${setup.error}`) : '') +
    `<div class="tables" data-players="${choice.players}"><section><h2>Rules</h2>${renderRulesSummary(def, money, game)}</section>` +
    `<section><h2>Trains</h2>${renderTrains(def, money, game)}</section>` +
    `<section><h2>Phases</h2>${renderPhases(def)}</section>` +
    `<section><h2>Corporations</h2>${renderCorporations(def, money, game)}</section>` +
    `<section><h2>Private companies</h2>${def.companies.length ? renderCompanies(def, money, game) : '<p class="muted">none</p>'}</section></div>`
  );
}

export function renderTab(id: string, module: TitleModule, tab: TitleTab, route?: Extract<Route, { kind: 'title' }>): string {
  const def = module.definition;
  switch (tab) {
    case 'map':
      return `<div class="map-wrap">${renderMap(def)}</div>`;
    case 'tiles':
      return renderTilesPage(def, titleUpgradeRule(module));
    case 'market':
      return `<div class="market-wrap">${renderMarket(def, { money: moneyFormat(def) })}</div>${renderMarketLegend(def)}`;
    case 'tables':
      return renderTables(id, module, setupChoice(def, route?.setup));
  }
}

function gamesLine(id: string, def: TitleDefinition, fixtures: readonly FixtureSummary[]): string {
  const names = titleNames(id, def.meta).map((t) => t.toLowerCase());
  const games = fixtures.filter((f) => names.includes(f.title.toLowerCase()) || names.includes(f.dir.toLowerCase()));
  if (games.length === 0) return '';
  const links = games.map((f) => `<a href="${esc(routeHash({ kind: 'replay', title: id, game: f.name }))}" data-fixture="${esc(f.name)}">${esc(f.name)}</a>`);
  return `<p class="games-line">Recorded games: ${links.join(' · ')}</p>`;
}

/** A variant says which title it extends and what it changes (`meta.variantOf`, from `extends:`). */
function variantNote(def: TitleDefinition): string {
  const variant = def.meta.variantOf;
  if (!variant) return '';
  const base = `<a href="${esc(routeHash({ kind: 'title', title: variant.base, tab: 'map' }))}">${esc(variant.baseTitle)}</a>`;
  const changes = variant.changes.map((change) => `<li>${esc(describeChange(change))}</li>`).join('');
  return `<div class="variant-note"><p>A variant of ${base}; everything else is as there. It:</p><ul>${changes}</ul></div>`;
}

function header(def: TitleDefinition, id: string, tab: TitleTab, setup: SetupQuery | undefined, games: string): string {
  // The tables' link keeps the setup last chosen, so a look at the map and back keeps it.
  const tabs = TITLE_TABS.map(
    (t) =>
      `<a href="${esc(routeHash({ kind: 'title', title: id, tab: t, ...(t === 'tables' && setup ? { setup } : {}) }))}" class="${t === tab ? 'current' : ''}" data-tab="${t}">${esc(TAB_NAMES[t])}</a>`,
  ).join('');
  return (
    `<header class="view-head"><h1>${esc(def.meta.fullTitle)}</h1>` +
    `<p class="muted">${esc(def.meta.designer)}${def.meta.publisher ? ` · ${esc(def.meta.publisher)}` : ''}${def.meta.location ? ` · ${esc(def.meta.location)}` : ''} · ${esc(def.meta.layout)} hexes · ${def.hexes.length} hexes · ${Object.keys(def.tiles).length} tiles</p>` +
    variantNote(def) +
    games +
    `<nav class="tabs">${tabs}</nav></header>`
  );
}

export async function titleView(route: Extract<Route, { kind: 'title' }>): Promise<View> {
  const id = route.title;
  const element = html('', 'section', 'title-view');
  element.dataset.title = id;
  if (!hasTitle(id)) {
    element.innerHTML = errorBox(`no compiled title '${id}'`);
    return { element };
  }
  let current = route;
  let lastSetup = route.setup;
  let renders = 0;
  const { fixtures } = await fixtureList();
  const draw = async () => {
    const module = await titleModule(id);
    const def = module.definition;
    const tab = current.tab;
    let body: string;
    try {
      body = renderTab(id, module, tab, current);
    } catch (error) {
      // Keep the last good drawing; say why the new one failed.
      const message = `could not draw ${id}: ${(error as Error).message}`;
      element.querySelector('.render-error')?.remove();
      element.insertAdjacentHTML('afterbegin', `<div class="render-error">${errorBox(message)}</div>`);
      return;
    }
    renders++;
    element.innerHTML = header(def, id, tab, lastSetup, gamesLine(id, def, fixtures)) + `<div class="tab-body" data-tab="${tab}">${body}</div>`;
    element.dataset.renders = String(renders);
  };
  // The setup form: a changed option becomes a new route (deep-linkable), drawn by `update`.
  const choose = () => {
    const form = element.querySelector<HTMLFormElement>('form.setup-form');
    if (!form) return;
    void titleModule(id).then(({ definition }) => {
      const before = setupChoice(definition, current.setup);
      const rules = Array.from(form.querySelectorAll<HTMLInputElement>('input[data-rule]')).filter((i) => i.checked && !i.disabled).map((i) => i.dataset.rule!);
      const seed = Math.trunc(Number(form.querySelector<HTMLInputElement>('input[data-seed]')?.value));
      location.hash = setupHash(id, { ...before, optionalRules: rules, seed: Number.isSafeInteger(seed) ? seed : 0 });
    });
  };
  element.addEventListener('change', (e) => {
    if ((e.target as HTMLElement).closest('form.setup-form')) choose();
  });
  element.addEventListener('submit', (e) => {
    e.preventDefault();
    choose();
  });
  await draw();
  return {
    element,
    update(next) {
      if (next.kind !== 'title' || next.title !== id) return false;
      current = next;
      if (next.tab === 'tables') lastSetup = next.setup;
      void draw();
      return true;
    },
    definitionChanged(changed) {
      if (changed === id) void draw();
    },
  };
}
