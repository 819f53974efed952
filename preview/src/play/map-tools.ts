/**
 * The map's part in a move: the hexes where a tile may go and the cities where a token may go,
 * ringed; a hex clicked shows its legal tiles, and the chosen one lies on the map at the chosen
 * rotation (among the rotations the engine allows) until it is laid or the choice is dropped;
 * the routes of a run being chosen. The overlay is one SVG group over the map's hexes.
 */
import type { Action, Game, LayTileLegal, LegalAction, PlaceTokenLegal } from '../../../runtime/index.js';
import { tileCatalog } from '../../../runtime/map/index.js';
import { hexPoints } from '../render/hex.js';
import { mapFrame, renderHexContent } from '../render/map.js';
import { nodePoint, renderRoutes, ROUTE_COLORS, type RouteGeometry } from '../render/route-overlay.js';
import { el, esc, pt } from '../render/svg.js';
import { actionOf, entityLabel, type Choices } from './choices/builder.js';
import type { RouteEditor } from './route-editor.js';
import { distinctRotations } from './rotations.js';

/** A hex being laid on: its legal lays (per tile, for whichever entity may lay there) and the one shown. */
export interface TileSelection {
  readonly hex: string;
  readonly options: readonly LayTileLegal[];
  tile: number;
  rotation: number;
}

export function layTiles(legal: readonly LegalAction[]): LayTileLegal[] {
  return legal.filter((l): l is LayTileLegal => l.type === 'lay_tile');
}

export function tokenSpots(legal: readonly LegalAction[]): PlaceTokenLegal[] {
  return legal.filter((l): l is PlaceTokenLegal => l.type === 'place_token');
}

/** The hex's lays, each with its rotations told apart (↻ never shows the same picture twice). */
export function selectHex(game: Game, legal: readonly LegalAction[], hex: string): TileSelection | undefined {
  const options = layTiles(legal)
    .filter((l) => l.hex === hex)
    .map((l) => ({ ...l, rotations: distinctRotations(game.title, l.tile, l.rotations) }));
  return options.length ? { hex, options, tile: 0, rotation: 0 } : undefined;
}

function chosen(selection: TileSelection): { option: LayTileLegal; rotation: number } {
  const option = selection.options[selection.tile] ?? selection.options[0];
  const rotations = option.rotations;
  return { option, rotation: rotations[((selection.rotation % rotations.length) + rotations.length) % rotations.length] };
}

/** The lay shown: its tile (and the entity laying it). */
export function shownLay(selection: TileSelection): LayTileLegal {
  return chosen(selection).option;
}

export function layAction(selection: TileSelection): Action {
  const { option, rotation } = chosen(selection);
  return actionOf(option, { hex: option.hex, tile: option.tileId, rotation });
}

/** The hex as it would be with a tile laid at a rotation (tokens kept, for the picture). */
function ghostContent(game: Game, option: LayTileLegal, rotation: number): string {
  const state = game.state.map.hexes[option.hex];
  return renderHexContent(game.title, option.hex, { ...state, tileId: option.tileId, tileName: option.tile, rotation });
}

/** The panel's part: the tiles for the selected hex, rotation, and the lay. */
export function tileChooser(choices: Choices, selection: TileSelection): string {
  const { game } = choices.context;
  const { option, rotation } = chosen(selection);
  const thumbs = selection.options
    .map((o, i) => {
      const shown = i === selection.tile ? rotation : o.rotations[0];
      return (
        `<button type="button" class="tile-option${i === selection.tile ? ' chosen' : ''}" data-pick-tile="${i}" data-tile="${esc(o.tile)}" title="tile ${esc(o.tile)}${o.cost ? `, costs ${esc(choices.context.money(o.cost))}` : ''}">` +
        `<svg viewBox="-52 -52 104 104" class="tile-thumb">${ghostContent(game, o, shown)}</svg><span>#${esc(o.tile)}</span></button>`
      );
    })
    .join('');
  const several = option.rotations.length > 1;
  const lay = choices.button(`Lay #${esc(option.tile)}${option.cost ? ` <span class="price">${choices.money(option.cost)}</span>` : ''}`, () => layAction(selection), { type: 'lay_tile', hex: option.hex, tile: option.tile, rotation }, 'primary');
  const who = new Set(selection.options.map((o) => o.entity)).size > 1 ? ` <span class="muted">by</span> ${entityLabel(choices, option)}` : '';
  return (
    `<div class="tile-chooser" data-hex="${esc(selection.hex)}"><div class="label">Tiles for <b>${esc(selection.hex)}</b>${who}:</div><div class="tile-options">${thumbs}</div>` +
    `<div class="tile-actions">${several ? `<button type="button" data-rotate="-1" title="rotate left">↺</button><button type="button" data-rotate="1" title="rotate right">↻</button> <span class="muted">rotation ${rotation} (${option.rotations.length} orientations)</span> ` : `<span class="muted">the only orientation allowed</span> `}` +
    `${lay} <button type="button" data-cancel-tile>Cancel</button></div></div>`
  );
}

export interface OverlayInput {
  readonly game: Game;
  readonly legal: readonly LegalAction[];
  readonly selection?: TileSelection;
  readonly routes?: RouteEditor;
}

export function routeGeometry(game: Game): RouteGeometry {
  const frame = mapFrame(game.title);
  const catalog = tileCatalog(game.title);
  return { layout: frame.layout, positions: frame.positions, tileOf: (hexId) => (game.state.map.hexes[hexId] ? catalog.forHex(hexId, game.state.map.hexes[hexId]) : undefined) };
}

/** Which city of a hex a token choice names: its node, from the tile on the hex. */
function cityNode(game: Game, spot: PlaceTokenLegal): number | undefined {
  const state = game.state.map.hexes[spot.hex];
  return state ? tileCatalog(game.title).forHex(spot.hex, state).cities[spot.cityIndex] : undefined;
}

export function renderOverlay({ game, legal, selection, routes }: OverlayInput): string {
  const frame = mapFrame(game.title);
  const outline = hexPoints(frame.layout, 47);
  const geometry = routeGeometry(game);
  let out = '';
  if (!routes) {
    const hexes = new Set(layTiles(legal).map((l) => l.hex));
    for (const hex of hexes) {
      const at = frame.positions.get(hex);
      if (at && hex !== selection?.hex) out += el('polygon', { points: outline, transform: `translate(${pt(at)})`, class: 'target-hex', 'data-target-hex': hex });
    }
    for (const spot of tokenSpots(legal)) {
      const node = cityNode(game, spot);
      const p = node === undefined ? undefined : nodePoint(geometry, spot.hex, node);
      if (p) out += el('circle', { cx: p[0], cy: p[1], r: 17, class: 'target-city', 'data-target-city': spot.city });
    }
    if (selection) {
      const at = frame.positions.get(selection.hex);
      const { option, rotation } = chosen(selection);
      if (at) out += el('g', { transform: `translate(${pt(at)})`, class: 'ghost-tile', 'data-hex': selection.hex, 'data-rotation': rotation }, ghostContent(game, option, rotation) + el('polygon', { points: outline, class: 'selected-hex' }));
    }
  } else {
    const drawn = routes.drawn().map((r, i) => ({ ...r, color: ROUTE_COLORS[i % ROUTE_COLORS.length], faint: r.train !== routes.selected }));
    // The selected train's route on top.
    drawn.sort((a, b) => Number(!a.faint) - Number(!b.faint));
    out += renderRoutes(geometry, drawn);
    for (const stop of routes.network.stops) {
      const hexId = routes.network.board.grid.ids[stop.hex];
      const p = nodePoint(geometry, hexId, stop.node.index);
      if (p) out += el('circle', { cx: p[0], cy: p[1], r: 6, class: 'route-stop', 'data-stop': `${hexId}-${stop.node.index}` });
    }
  }
  return el('g', { class: 'play-overlay', 'pointer-events': 'none' }, out);
}
