/**
 * Routes drawn over the map: each route's track in its train's colour, over the tiles (as
 * 18xx.games draws a run), and its stops ringed. Pure: (geometry, routes) → SVG, placed in the
 * map's own coordinates (each hex's frame translated to its centre).
 */
import type { TileGeometry } from '../../../runtime/map/index.js';
import type { HexLayout } from './hex.js';
import { tileLayout } from './tile-layout.js';
import { edgeTrack } from './tile-layout.js';
import { edgeTrackD, endPoint, TRACK_WIDTH } from './track.js';
import { el, pt, type Point } from './svg.js';

/** Train colours, in train order (as the reference's route colours go). */
export const ROUTE_COLORS = ['#d62728', '#1f5fa8', '#2ca02c', '#ff7f0e', '#9467bd', '#8c564b', '#e377c2', '#17becf'];

export interface DrawnRoute {
  readonly color: string;
  /** The track, as (hex, path id) pairs. */
  readonly paths: readonly { readonly hexId: string; readonly pathId: number }[];
  /** The stops, as (hex, node index). */
  readonly stops: readonly { readonly hexId: string; readonly node: number }[];
  /** Drawn thinner: a route not being edited. */
  readonly faint?: boolean;
  readonly train: string;
}

export interface RouteGeometry {
  readonly layout: HexLayout;
  readonly positions: ReadonlyMap<string, Point>;
  readonly tileOf: (hexId: string) => TileGeometry | undefined;
}

const at = (center: Point, p: Point): Point => [center[0] + p[0], center[1] + p[1]];

/** The SVG path data of one path of a hex's tile, in map coordinates. */
export function pathD(geometry: RouteGeometry, hexId: string, pathId: number): string | undefined {
  const tile = geometry.tileOf(hexId);
  const center = geometry.positions.get(hexId);
  const path = tile?.paths[pathId];
  if (!tile || !center || !path) return undefined;
  const info = tileLayout(tile, geometry.layout);
  const a = at(center, endPoint(info, path.a));
  const b = at(center, endPoint(info, path.b));
  if (path.a.kind === 'edge' && path.b.kind === 'edge') {
    const track = edgeTrack(geometry.layout, path.a.edge, path.b.edge, endPoint(info, path.a), endPoint(info, path.b));
    // edgeTrack works in the hex's frame: move its points (and an arc's centre) to the map.
    return edgeTrackD(track.kind === 'line' ? { ...track, from: a, to: b } : { ...track, from: a, to: b, center: at(center, track.center) });
  }
  return `M${pt(a)}L${pt(b)}`;
}

/** Where a node of a hex's tile lies on the map. */
export function nodePoint(geometry: RouteGeometry, hexId: string, node: number): Point | undefined {
  const tile = geometry.tileOf(hexId);
  const center = geometry.positions.get(hexId);
  if (!tile || !center || node < 0 || node >= tile.nodes.length) return undefined;
  return at(center, tileLayout(tile, geometry.layout).nodes[node]);
}

export function renderRoutes(geometry: RouteGeometry, routes: readonly DrawnRoute[]): string {
  let out = '';
  for (const route of routes) {
    const width = TRACK_WIDTH * (route.faint ? 0.7 : 1.15);
    let d = '';
    for (const p of route.paths) d += pathD(geometry, p.hexId, p.pathId) ?? '';
    let stops = '';
    for (const s of route.stops) {
      const p = nodePoint(geometry, s.hexId, s.node);
      if (p) stops += el('circle', { cx: p[0], cy: p[1], r: 10, fill: 'none', stroke: route.color, 'stroke-width': 3 });
    }
    out += el(
      'g',
      { class: `route${route.faint ? ' faint' : ''}`, 'data-train': route.train, opacity: route.faint ? 0.55 : 0.9 },
      (d ? el('path', { d, fill: 'none', stroke: route.color, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }) : '') + stops,
    );
  }
  return el('g', { class: 'routes', 'pointer-events': 'none' }, out);
}
