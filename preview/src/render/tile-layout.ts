/**
 * Where things go inside a hex: each node's position (from the engine's own city/town placement,
 * so the picture agrees with the rules about which edge a city sits on), towns drawn as bars on
 * a through track, and free spots at the corners for labels, terrain and revenue.
 */
import { cityTownPositions, type TileGeometry } from '../../../runtime/map/index.js';
import { A, R, edgeAngle, towardEdge, type HexLayout } from './hex.js';
import { polar, type Point } from './svg.js';

/** A town on a track from one edge to another, drawn as a bar across the track. */
export interface TownBar {
  readonly node: number;
  readonly edges: readonly [number, number];
  /** Path ids merged into the through track. */
  readonly paths: readonly [number, number];
  /** Where the bar sits on the track, and the track's direction there (degrees). */
  readonly at: Point;
  readonly angle: number;
}

export interface TileLayoutInfo {
  readonly layout: HexLayout;
  /** Node positions by node index. */
  readonly nodes: readonly Point[];
  /** Towns on through track; their paths are drawn as one edge-to-edge track. */
  readonly bars: readonly TownBar[];
}

/** Distance from the centre of a city or town that sits toward an edge. */
export const OFF_CENTRE = 0.55 * A;

/** How far a slot's circle reaches: radius of one token slot. */
export const SLOT_R = R / 4;

export function tileLayout(tile: TileGeometry, layout: HexLayout): TileLayoutInfo {
  const positions = cityTownPositions(tile);
  const nodes: Point[] = tile.nodes.map(() => [0, 0] as Point);
  const bars: TownBar[] = [];
  const spread: number[] = [];

  for (const node of tile.nodes) {
    const loc = tile.nodeLocs[node.index];
    if (node.kind === 'offboard') {
      nodes[node.index] = loc === null || loc === undefined ? [0, 0] : towardEdge(layout, loc, OFF_CENTRE);
      continue;
    }
    const edgePaths = node.paths.filter((p) => tile.paths[p].edges.length === 1 && tile.paths[p].nodes.length === 1);
    if (node.kind === 'town' && node.paths.length === 2 && edgePaths.length === 2 && loc === null) {
      const [p, q] = edgePaths;
      const e1 = tile.paths[p].edges[0];
      const e2 = tile.paths[q].edges[0];
      if (e1 !== e2) {
        const mid = throughTrackMidpoint(layout, e1, e2);
        const angle = mid.angle;
        let at = mid.at;
        // Two towns on crossing straights would share the centre: slide this one along its track.
        if (bars.some((b) => Math.hypot(b.at[0] - at[0], b.at[1] - at[1]) < 0.2 * R)) {
          const slide = polar(angle, 0.35 * A);
          at = [at[0] + slide[0], at[1] + slide[1]];
        }
        bars.push({ node: node.index, edges: [e1, e2], paths: [p, q], at, angle });
        nodes[node.index] = at;
        continue;
      }
    }
    if (positions.has(node.index)) {
      const edge = positions.get(node.index);
      nodes[node.index] = edge === null || edge === undefined ? [0, 0] : towardEdge(layout, edge, OFF_CENTRE);
    } else if (loc !== null && loc !== undefined) {
      nodes[node.index] = towardEdge(layout, loc, OFF_CENTRE);
    } else {
      spread.push(node.index);
    }
  }
  if (spread.length === 2) {
    // Along a diagonal, leaving two corners and the top and bottom free for labels and terrain.
    const angle = layout === 'pointy' ? 210 : 240;
    nodes[spread[0]] = polar(angle, 0.45 * A);
    nodes[spread[1]] = polar(angle - 180, 0.45 * A);
  } else if (spread.length > 2) {
    spread.forEach((n, i) => (nodes[n] = polar(-90 + (360 * i) / spread.length, 0.5 * A)));
  }
  return { layout, nodes, bars };
}

/** The shape of the track from edge e1 to edge e2: a line, or an arc around a centre. */
export type EdgeTrack =
  | { readonly kind: 'line'; readonly from: Point; readonly to: Point }
  | { readonly kind: 'arc'; readonly from: Point; readonly to: Point; readonly center: Point; readonly radius: number; readonly sweep: 0 | 1 };

export function edgeTrack(layout: HexLayout, e1: number, e2: number, from?: Point, to?: Point): EdgeTrack {
  const a = from ?? towardEdge(layout, e1);
  const b = to ?? towardEdge(layout, e2);
  const diff = (((e2 - e1) % 6) + 6) % 6;
  if (diff === 3 || diff === 0) return { kind: 'line', from: a, to: b };
  // A sharp turn bends around the shared corner, a gentle one around the next hex's centre.
  const sharp = diff === 1 || diff === 5;
  const between = diff === 1 || diff === 2 ? e1 + diff / 2 : e1 - (6 - diff) / 2;
  const center: Point = sharp ? polar(edgeAngle(layout, between), R) : towardEdge(layout, between, 2 * A);
  const radius = (Math.hypot(a[0] - center[0], a[1] - center[1]) + Math.hypot(b[0] - center[0], b[1] - center[1])) / 2;
  const cross = (a[0] - center[0]) * (b[1] - center[1]) - (a[1] - center[1]) * (b[0] - center[0]);
  return { kind: 'arc', from: a, to: b, center, radius, sweep: cross > 0 ? 1 : 0 };
}

/** Midpoint of an edge-to-edge track and the track's direction there (degrees). */
export function throughTrackMidpoint(layout: HexLayout, e1: number, e2: number): { at: Point; angle: number } {
  const track = edgeTrack(layout, e1, e2);
  if (track.kind === 'line') {
    const at: Point = [(track.from[0] + track.to[0]) / 2, (track.from[1] + track.to[1]) / 2];
    return { at, angle: (Math.atan2(track.to[1] - track.from[1], track.to[0] - track.from[0]) * 180) / Math.PI };
  }
  const mx = (track.from[0] + track.to[0]) / 2 - track.center[0];
  const my = (track.from[1] + track.to[1]) / 2 - track.center[1];
  const len = Math.hypot(mx, my) || 1;
  const at: Point = [track.center[0] + (mx / len) * track.radius, track.center[1] + (my / len) * track.radius];
  const radial = (Math.atan2(my, mx) * 180) / Math.PI;
  return { at, angle: radial + 90 };
}

/**
 * Free places around the hex for decorations: six spots toward the corners, each scored by how
 * much track and how many nodes lie near it. `take` hands out the emptiest one left.
 */
export class Spots {
  private readonly used = new Set<number>();
  private readonly scores: number[];

  constructor(
    readonly layout: HexLayout,
    tile: TileGeometry,
    nodes: readonly Point[],
  ) {
    this.scores = [0, 1, 2, 3, 4, 5].map((i) => {
      // Corner i lies between edge i and edge i+1.
      let score = 0;
      if (tile.exits.includes(i)) score += 2;
      if (tile.exits.includes((i + 1) % 6)) score += 2;
      const at = this.at(i, 0.62 * R);
      for (const p of nodes) if (Math.hypot(p[0] - at[0], p[1] - at[1]) < 0.5 * R) score += 3;
      return score;
    });
  }

  /** The point of corner spot `i` at a distance from the centre. */
  at(i: number, distance: number = 0.62 * R): Point {
    return polar(edgeAngle(this.layout, i) + 30, distance);
  }

  /** Takes the best free spot; `prefer` lists spot indices to try first on equal scores. */
  take(prefer: readonly number[] = [1, 0, 2, 3, 4, 5]): number {
    let best = -1;
    for (const i of prefer) {
      if (this.used.has(i)) continue;
      if (best < 0 || this.scores[i] < this.scores[best]) best = i;
    }
    if (best < 0) best = prefer[0] ?? 0;
    this.used.add(best);
    return best;
  }

  /** Marks spots as taken without placing anything (a wide name across the top or bottom). */
  block(...indices: number[]): void {
    for (const i of indices) this.used.add(((i % 6) + 6) % 6);
  }

  score(i: number): number {
    return this.scores[i];
  }
}
