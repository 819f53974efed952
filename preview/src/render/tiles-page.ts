/**
 * The tiles page: every tile of the title's manifest drawn, with how many the box has and the
 * tiles it upgrades to (links to their cards).
 */
import { tileCatalog, upgradeTargets } from '../../../runtime/map/index.js';
import type { TitleDefinition } from '../../../runtime/index.js';
import { moneyFormat } from './map.js';
import { esc } from './svg.js';
import { standaloneTile } from './tile.js';

export function tileCount(def: TitleDefinition, name: string): string {
  const count = def.tileManifest[name];
  return count === 'unlimited' ? '∞' : String(count ?? 1);
}

/** One card per manifest tile, in manifest order. */
export function renderTilesPage(def: TitleDefinition): string {
  const catalog = tileCatalog(def);
  const money = moneyFormat(def);
  const cards = Object.keys(def.tiles).map((name) => {
    const tile = catalog.tile(name, 0);
    const targets = upgradeTargets(def, { kind: 'tile', name });
    const links = targets.length ? targets.map((t) => `<a href="#tile-${esc(t)}" data-upgrade="${esc(t)}">${esc(t)}</a>`).join(' ') : '—';
    return (
      `<figure class="tile-card" id="tile-${esc(name)}" data-tile="${esc(name)}" data-color="${esc(tile.color)}">` +
      standaloneTile(tile, { layout: def.meta.layout, money, size: 110 }) +
      `<figcaption><b>${esc(name)}</b> <span class="count" title="copies in the box">×${esc(tileCount(def, name))}</span>` +
      `<span class="upgrades">→ ${links}</span></figcaption></figure>`
    );
  });
  return `<div class="tiles-grid" data-tiles="${cards.length}">${cards.join('')}</div>`;
}
