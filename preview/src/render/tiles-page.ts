/**
 * The tiles page: every tile of the title's manifest drawn, grouped by colour, with how many
 * the box has, the tiles it upgrades to and from (links to their cards), the hexes and special
 * lays it can be laid by, and warnings where the upgrade chain breaks: a dead end, a tile no
 * lay leads to, a colour no phase allows (see tile-upgrades.ts).
 */
import { tileCatalog } from '../../../runtime/map/index.js';
import type { TitleDefinition } from '../../../runtime/index.js';
import { contrastText, tileFill } from './colors.js';
import { moneyFormat } from './map.js';
import { esc } from './svg.js';
import { standaloneTile } from './tile.js';
import { COLOR_GROUPS, tileUpgrades, type TileUpgradeInfo } from './tile-upgrades.js';
import type { TitleUpgradeRule } from '../setup/game-setup.js';

/** Hex ids shown on a card before the rest are counted. */
const HEXES_SHOWN = 5;

export function tileCount(def: TitleDefinition, name: string): string {
  const count = def.tileManifest[name];
  return count === 'unlimited' ? '∞' : String(count ?? 1);
}

function tileLinks(names: readonly string[], attr: string): string {
  return names.map((t) => `<a href="#tile-${esc(t)}" data-${attr}="${esc(t)}">${esc(t)}</a>`).join(' ');
}

function fromLine(info: TileUpgradeInfo): string {
  const parts: string[] = [];
  if (info.fromTiles.length) parts.push(tileLinks(info.fromTiles, 'from'));
  if (info.fromHexes.length) {
    const shown = info.fromHexes.slice(0, HEXES_SHOWN).join(' ');
    const more = info.fromHexes.length > HEXES_SHOWN ? ` +${info.fromHexes.length - HEXES_SHOWN}` : '';
    parts.push(`<span class="hexes" title="preprinted hexes: ${esc(info.fromHexes.join(' '))}" data-from-hexes="${esc(info.fromHexes.join(' '))}">${esc(shown + more)}</span>`);
  }
  if (info.fromBlankHexes) parts.push(`<span class="hexes" data-from-blank="${info.fromBlankHexes}">${info.fromBlankHexes} blank hex${info.fromBlankHexes === 1 ? '' : 'es'}</span>`);
  if (info.fromAbilities.length) parts.push(`<span class="abilities" data-from-abilities="${esc(info.fromAbilities.join(' '))}">special: ${esc(info.fromAbilities.join(' '))}</span>`);
  return parts.length ? parts.join(' · ') : '—';
}

function warnings(info: TileUpgradeInfo): string {
  const out: string[] = [];
  if (info.deadEnd) out.push(`<span class="warn" data-warning="dead-end" title="no manifest tile upgrades it, though a phase allows the next colour">dead end</span>`);
  if (info.unreachable) out.push(`<span class="warn" data-warning="unreachable" title="no manifest tile, preprinted hex or special lay leads to it">never laid</span>`);
  if (info.colorNeverAllowed) out.push(`<span class="warn" data-warning="color" title="no phase allows ${esc(info.color)} tiles">${esc(info.color)} never allowed</span>`);
  return out.length ? `<span class="warnings">${out.join('')}</span>` : '';
}

function card(def: TitleDefinition, info: TileUpgradeInfo): string {
  const tile = tileCatalog(def).tile(info.name, 0);
  const classes = ['tile-card', info.deadEnd || info.unreachable || info.colorNeverAllowed ? 'flagged' : ''].filter(Boolean).join(' ');
  return (
    `<figure class="${classes}" id="tile-${esc(info.name)}" data-tile="${esc(info.name)}" data-color="${esc(info.color)}"${info.deadEnd ? ' data-dead-end' : ''}>` +
    standaloneTile(tile, { layout: def.meta.layout, money: moneyFormat(def), size: 110 }) +
    `<figcaption><b>${esc(info.name)}</b> <span class="count" title="copies in the box">×${esc(tileCount(def, info.name))}</span>` +
    warnings(info) +
    `<span class="upgrades" title="upgrades to">→ ${info.to.length ? tileLinks(info.to, 'upgrade') : '—'}</span>` +
    `<span class="sources" title="upgrades from">← ${fromLine(info)}</span></figcaption></figure>`
  );
}

function colorOrder(colors: Iterable<string>): string[] {
  const rank = (c: string) => (COLOR_GROUPS.includes(c) ? COLOR_GROUPS.indexOf(c) : COLOR_GROUPS.length);
  return [...new Set(colors)].sort((a, b) => rank(a) - rank(b));
}

/** What the page says of the title's own upgrade rule. */
function ruleNote(rule: TitleUpgradeRule): string {
  switch (rule.kind) {
    case 'none':
      return 'The title has no <code>upgradesTo</code> hook.';
    case 'hook':
      return (
        `<span data-upgrade-rule="hook">The title's <code>upgradesTo</code> hook is asked first, on each hex, as a lay asks it ` +
        `(with a game of ${rule.choice.players} players as it starts): a tile upgrades to another where it can stand.</span>`
      );
    case 'error':
      return `<span class="warn" data-upgrade-rule="error">The title's <code>upgradesTo</code> hook is not asked: no game of the default setup (${esc(rule.error)}).</span>`;
  }
}

function summary(infos: readonly TileUpgradeInfo[], rule: TitleUpgradeRule): string {
  const list = (pick: (i: TileUpgradeInfo) => boolean) =>
    infos
      .filter(pick)
      .map((i) => `<a href="#tile-${esc(i.name)}">${esc(i.name)}</a>`)
      .join(' ');
  const rows = [
    ['dead-end', 'Dead ends', list((i) => i.deadEnd)],
    ['unreachable', 'Never laid', list((i) => i.unreachable)],
    ['color', 'Colour no phase allows', list((i) => i.colorNeverAllowed)],
  ].filter(([, , items]) => items);
  const checks = rows.length
    ? `<ul class="tile-warnings">${rows.map(([key, label, items]) => `<li data-summary="${key}"><b>${label}:</b> ${items}</li>`).join('')}</ul>`
    : '<p class="muted tile-warnings" data-summary="none">Every tile can be laid, and every city tile upgrades while a phase allows the next colour.</p>';
  return (
    checks +
    `<p class="muted legend-line">→ upgrades to · ← upgrades from: manifest tiles, preprinted hexes, blank hexes, a private's special lay. ` +
    `Judged by the engine's upgrade rules (colour, track, cities and towns, labels). ${ruleNote(rule)}</p>`
  );
}

/**
 * Cards grouped by colour (yellow, green, brown, gray, ...), each group in manifest order.
 * `rule`: the title's `upgradesTo` hook bound to a game (`titleUpgradeRule`), applied as a lay
 * applies it; without it only the engine's rules judge.
 */
export function renderTilesPage(def: TitleDefinition, rule: TitleUpgradeRule = { kind: 'none' }): string {
  const infos = [...tileUpgrades(def, rule.kind === 'hook' ? rule.rule : undefined).values()];
  const groups = colorOrder(infos.map((i) => i.color)).map((color) => {
    const members = infos.filter((i) => i.color === color);
    const copies = members.map((i) => def.tileManifest[i.name]);
    const total = copies.includes('unlimited') ? '∞' : String(copies.reduce<number>((sum, n) => sum + (typeof n === 'number' ? n : 1), 0));
    const fill = tileFill(color);
    return (
      `<section class="tile-group" data-color="${esc(color)}"><h2><span class="chip" style="background:${esc(fill)};color:${esc(contrastText(fill))}">${esc(color)}</span> ` +
      `${members.length} tile${members.length === 1 ? '' : 's'} <span class="muted">· ${total} in the box</span></h2>` +
      `<div class="tiles-grid">${members.map((i) => card(def, i)).join('')}</div></section>`
    );
  });
  return `<div class="tiles-page" data-tiles="${infos.length}">${summary(infos, rule)}${groups.join('')}</div>`;
}
