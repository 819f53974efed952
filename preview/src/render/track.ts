/**
 * Track: every path of a tile as SVG, beneath the cities and towns. Edge-to-edge track curves as
 * printed tiles do (sharp and gentle arcs, straights); track to a city or town is a straight
 * line; track into an offboard area or a terminal ends in an arrow.
 */
import type { PathEnd, PathGeometry, TileGeometry } from '../../../runtime/map/index.js';
import { A, R, edgeAngle, towardEdge } from './hex.js';
import { edgeTrack, type EdgeTrack, type TileLayoutInfo } from './tile-layout.js';
import { el, num, polar, pt, type Point } from './svg.js';

export const TRACK_WIDTH = 0.16 * R;

const TRACK_STYLE: Readonly<Record<string, { width: number; dash?: string; stroke: string }>> = {
  broad: { width: TRACK_WIDTH, stroke: '#000' },
  narrow: { width: TRACK_WIDTH * 0.6, dash: '6 3', stroke: '#000' },
  dual: { width: TRACK_WIDTH, stroke: '#000' },
  line: { width: TRACK_WIDTH * 0.35, stroke: '#444' },
};

function trackPath(d: string, track: string, extra: Record<string, string | number> = {}): string {
  const style = TRACK_STYLE[track] ?? TRACK_STYLE.broad;
  const base = el('path', {
    d,
    fill: 'none',
    stroke: style.stroke,
    'stroke-width': style.width,
    'stroke-dasharray': style.dash,
    ...extra,
  });
  // Dual-gauge track: a thin white core down the middle.
  return track === 'dual' ? base + el('path', { d, fill: 'none', stroke: '#fff', 'stroke-width': style.width / 3 }) : base;
}

export function edgeTrackD(track: EdgeTrack): string {
  if (track.kind === 'line') return `M${pt(track.from)}L${pt(track.to)}`;
  return `M${pt(track.from)}A${num(track.radius)},${num(track.radius)} 0 0 ${track.sweep} ${pt(track.to)}`;
}

/** Where a lane of an edge meets it: lanes spread along the edge. */
function laneOffset(layout: TileLayoutInfo['layout'], edge: number, lane: readonly [number, number]): Point {
  const [width, index] = lane;
  const mid = towardEdge(layout, edge);
  if (width <= 1) return mid;
  const shift = (index - (width - 1) / 2) * TRACK_WIDTH * 1.6;
  const along = polar(edgeAngle(layout, edge) + 90, shift);
  return [mid[0] + along[0], mid[1] + along[1]];
}

/** Where a path's end lies in its hex: an edge (its lane), a node, or the centre (a junction). */
export function endPoint(info: TileLayoutInfo, end: PathEnd): Point {
  if (end.kind === 'edge') return laneOffset(info.layout, end.edge, end.lane);
  if (end.kind === 'node') return info.nodes[end.node];
  return [0, 0];
}

/** An arrow into the hex from an edge: track to an offboard area or a terminal. */
function arrowTrack(info: TileLayoutInfo, edge: number, path: PathGeometry): string {
  const angle = edgeAngle(info.layout, edge);
  const start = endPoint(info, path.a.kind === 'edge' ? path.a : path.b);
  const base = polar(angle, 0.5 * A);
  const tip = polar(angle, 0.2 * A);
  const wing = polar(angle + 90, TRACK_WIDTH * 1.1);
  const left: Point = [base[0] + wing[0], base[1] + wing[1]];
  const right: Point = [base[0] - wing[0], base[1] - wing[1]];
  return trackPath(`M${pt(start)}L${pt(base)}`, path.track) + el('path', { d: `M${pt(left)}L${pt(tip)}L${pt(right)}Z`, fill: '#000' });
}

/** All track of a tile; towns on through track are drawn by `renderNodes`, over this. */
export function renderTrack(tile: TileGeometry, info: TileLayoutInfo): string {
  let out = '';
  const merged = new Set<number>();
  for (const bar of info.bars) {
    merged.add(bar.paths[0]).add(bar.paths[1]);
    const [p, q] = bar.paths;
    const from = endPoint(info, tile.paths[p].a.kind === 'edge' ? tile.paths[p].a : tile.paths[p].b);
    const to = endPoint(info, tile.paths[q].a.kind === 'edge' ? tile.paths[q].a : tile.paths[q].b);
    out += trackPath(edgeTrackD(edgeTrack(info.layout, bar.edges[0], bar.edges[1], from, to)), tile.paths[p].track);
  }
  for (const path of tile.paths) {
    if (merged.has(path.id)) continue;
    const { a, b } = path;
    if (a.kind === 'edge' && b.kind === 'edge') {
      out += trackPath(edgeTrackD(edgeTrack(info.layout, a.edge, b.edge, endPoint(info, a), endPoint(info, b))), path.track);
      continue;
    }
    const nodeEnd = a.kind === 'node' ? a : b.kind === 'node' ? b : undefined;
    const edgeEnd = a.kind === 'edge' ? a : b.kind === 'edge' ? b : undefined;
    const offboard = nodeEnd !== undefined && tile.nodes[nodeEnd.node].kind === 'offboard';
    if (edgeEnd && (offboard || path.terminal)) {
      out += arrowTrack(info, edgeEnd.edge, path);
      continue;
    }
    out += trackPath(`M${pt(endPoint(info, a))}L${pt(endPoint(info, b))}`, path.track);
  }
  return out;
}

/** Stubs: a short length of track from an edge that leads nowhere yet. */
export function renderStubs(tile: TileGeometry, info: TileLayoutInfo): string {
  let out = '';
  for (const part of tile.parts) {
    if (part.type !== 'stub') continue;
    const edge = (part.edge + tile.rotation) % 6;
    out += trackPath(`M${pt(towardEdge(info.layout, edge))}L${pt(towardEdge(info.layout, edge, 0.55 * A))}`, 'broad');
  }
  return out;
}
