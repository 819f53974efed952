/**
 * An operator's route network: the stops it can reach from its station tokens and the links
 * of track between them, as compact numbered arrays for the route search.
 *
 * A link is one chain of track from a stop to the next stop (what a run_routes connection
 * names), found the way the engine decodes connections: a walk over track from each path of a
 * stop, releasing everything on the way back, so every chain decoding can find is here once.
 * Stops are expanded outward from the tokens through every stop that does not block the
 * operator; a blocking stop (an offboard, a city full of other tokens) ends links but is not
 * walked through. Each link carries the bits of the track it uses (see track-bits.ts).
 */
import { NODE_STRIDE, PATH_STRIDE, type Board } from '../board.js';
import type { NodeGeometry } from '../geometry.js';
import { sharedWalker } from '../walk.js';
import { bundleLinks, type Bundle, type Link } from './bundles.js';
import { pathBits } from './track-bits.js';
import { mapError } from '../errors.js';

export type { Link } from './bundles.js';

export interface Stop {
  /** Board node key (hex * NODE_STRIDE + node index). */
  readonly key: number;
  readonly hex: number;
  readonly node: NodeGeometry;
  /** Holds a token of the operator. */
  readonly tokened: boolean;
  /** A route may not pass through it (it can only end a route). */
  readonly blocks: boolean;
  /** Bit per group the stop belongs to (two stops of one group never share a route). */
  readonly groupMask: number;
  /** Links touching this stop, by link id. */
  readonly links: number[];
  /** Bundles touching this stop, by bundle id. */
  readonly bundles: number[];
}

export interface Network {
  readonly board: Board;
  readonly operator: string;
  readonly stops: readonly Stop[];
  readonly links: readonly Link[];
  /** Links grouped by the stops they join (see bundles.ts). */
  readonly bundles: readonly Bundle[];
  /** Width of a track bitset in 32-bit words. */
  readonly words: number;
  /** Stop indices of the operator's tokened cities, in board order. */
  readonly tokens: readonly number[];
  /**
   * A bit per tokened stop (by stop index, -1 for others) that a local (one-stop) route there
   * claims, so two trains never run the same local route: it has no track to overlap.
   */
  readonly localBit: readonly number[];
  /** Group names by bit of `Stop.groupMask`. */
  readonly groups: readonly string[];
}

export interface NetworkOptions {
  /**
   * Leave out a link when another between the same stops uses only part of its track (and
   * no terminal track): a run using it could use the other instead and lose nothing. Only
   * sound while no title rule looks at which track a route takes.
   */
  readonly dropDominated?: boolean;
  /**
   * Put parallel links (same stops, same terminal track) into one bundle, so the search sees
   * one way between two stops; otherwise every link is its own bundle. Only sound while no
   * title rule looks at which track a route takes.
   */
  readonly bundleParallel?: boolean;
}

interface RawLink {
  readonly a: number;
  readonly b: number;
  readonly paths: number[];
}

/** Every chain of track from a board node to another node, in walk order. */
function chainsFrom(board: Board, nodeKey: number, reads?: Uint8Array): RawLink[] {
  const hex = (nodeKey / NODE_STRIDE) | 0;
  const tile = board.tiles[hex];
  const node = tile.nodes[nodeKey - hex * NODE_STRIDE];
  const walker = sharedWalker(board);
  const out: RawLink[] = [];
  for (const pid of node.paths) {
    if (tile.paths[pid].ignore) continue;
    walker.walkPath(hex * PATH_STRIDE + pid, -1, -1, true, (pk) => {
      const ph = (pk / PATH_STRIDE) | 0;
      const path = board.tiles[ph].paths[pk - ph * PATH_STRIDE];
      if (reads) markRead(board, reads, ph, path.edges);
      if (path.ignore) return false;
      for (const n of path.nodes) {
        const end = ph * NODE_STRIDE + n;
        if (end === nodeKey) continue;
        out.push({ a: nodeKey, b: end, paths: [...walker.stack] });
        return false;
      }
      // A path back into the start node closes a loop: no route can use it.
      return !(walker.stack.length > 1 && path.nodes.length > 0);
    });
  }
  return out;
}

function linkKey(raw: RawLink): string {
  const ends = raw.a < raw.b ? `${raw.a},${raw.b}` : `${raw.b},${raw.a}`;
  return `${ends}:${[...raw.paths].sort((x, y) => x - y).join(',')}`;
}

/** The stops reachable from the operator's tokens (tokens first, by key) and the chains of track between them. */
interface Reach {
  readonly stopIndex: Map<number, number>;
  readonly stopKeys: number[];
  readonly tokenKeys: number[];
  readonly rawLinks: RawLink[];
}

/** A chain that claims one piece of track twice (two paths meeting at one hex side) fails the overlap check on its own: no route can use it. */
function selfOverlaps(board: Board, raw: RawLink): boolean {
  const claimed = new Set<number>();
  for (const pk of raw.paths) {
    for (const bit of pathBits(board, pk)) {
      if (claimed.has(bit)) return true;
      claimed.add(bit);
    }
  }
  return false;
}

/** Notes a hex a walk entered and the hexes across its path's edges (where the walk looks next). */
function markRead(board: Board, reads: Uint8Array, hex: number, edges: readonly number[]): void {
  reads[hex] = 1;
  for (const e of edges) {
    const nb = board.neighbors[hex * 6 + e];
    if (nb >= 0) reads[nb] = 1;
  }
}

/** Walks out from the operator's tokens: each stop reached adds the chains leaving it (`reads`: marks each hex the walks read). */
function reach(board: Board, operator: string, reads?: Uint8Array): Reach {
  const stopIndex = new Map<number, number>();
  const stopKeys: number[] = [];
  const addStop = (key: number): void => {
    if (stopIndex.has(key)) return;
    stopIndex.set(key, stopKeys.length);
    stopKeys.push(key);
  };
  const tokenKeys: number[] = [];
  for (let hex = 0; hex < board.grid.size; hex++) {
    for (const c of board.tiles[hex].cities) if (board.nodeTokenedBy(hex, c, operator)) tokenKeys.push(hex * NODE_STRIDE + c);
  }
  for (const key of tokenKeys) addStop(key);

  const rawLinks: RawLink[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < stopKeys.length; i++) {
    const key = stopKeys[i];
    const hex = (key / NODE_STRIDE) | 0;
    const n = key - hex * NODE_STRIDE;
    if (reads) reads[hex] = 1;
    // Tokened stops start routes even when they would block others; other blocking stops end them.
    if (!tokenKeys.includes(key) && board.nodeBlocks(hex, n, operator)) continue;
    for (const raw of chainsFrom(board, key, reads)) {
      const id = linkKey(raw);
      if (seen.has(id)) continue;
      seen.add(id);
      if (selfOverlaps(board, raw)) continue;
      addStop(raw.b);
      rawLinks.push(raw);
    }
  }
  return { stopIndex, stopKeys, tokenKeys, rawLinks };
}

/** Compact track bit numbers for this network: each board track bit the links use, numbered from 0. */
function localTrackBits(board: Board, rawLinks: readonly RawLink[]): Map<number, number> {
  const localBit = new Map<number, number>();
  for (const raw of rawLinks) {
    for (const pk of raw.paths) for (const bit of pathBits(board, pk)) if (!localBit.has(bit)) localBit.set(bit, localBit.size);
  }
  return localBit;
}

/** The network's stops, each with its stop groups as bits (at most 31 groups), and the groups' names by bit. */
function networkStops(board: Board, operator: string, { stopKeys, tokenKeys }: Reach): { stops: Stop[]; groups: string[] } {
  const groupsSeen = new Map<string, number>();
  const stops = stopKeys.map((key): Stop => {
    const hex = (key / NODE_STRIDE) | 0;
    const n = key - hex * NODE_STRIDE;
    const node = board.tiles[hex].nodes[n];
    let groupMask = 0;
    for (const g of node.groups) {
      let bit = groupsSeen.get(g);
      if (bit === undefined) {
        bit = groupsSeen.size;
        if (bit >= 31) throw mapError('too_many_groups', 'more than 31 stop groups in one network');
        groupsSeen.set(g, bit);
      }
      groupMask |= 1 << bit;
    }
    return { key, hex, node, tokened: tokenKeys.includes(key), blocks: board.nodeBlocks(hex, n, operator), groupMask, links: [], bundles: [] };
  });
  return { stops, groups: [...groupsSeen.keys()] };
}

/** Each chain's track as network bits, and which of its paths are terminal. */
function withTrackBits(board: Board, rawLinks: readonly RawLink[], localBit: ReadonlyMap<number, number>, words: number): BuiltLink[] {
  return rawLinks.map((raw) => {
    const bits = new Uint32Array(words);
    const terminal = raw.paths.map((pk) => {
      const hex = (pk / PATH_STRIDE) | 0;
      for (const bit of pathBits(board, pk)) {
        const local = localBit.get(bit)!;
        bits[local >>> 5] |= 1 << (local & 31);
      }
      return board.tiles[hex].paths[pk - hex * PATH_STRIDE].terminal;
    });
    return { raw, bits, terminal };
  });
}

/** The links between stops, numbered, each noted on its two stops. */
function linkStops(kept: readonly BuiltLink[], stops: readonly Stop[], stopIndex: ReadonlyMap<number, number>): Link[] {
  return kept.map(({ raw, bits, terminal }, id) => {
    const a = stopIndex.get(raw.a)!;
    const b = stopIndex.get(raw.b)!;
    stops[a].links.push(id);
    stops[b].links.push(id);
    return {
      id,
      a,
      b,
      paths: raw.paths,
      bits,
      terminalA: terminal[0],
      terminalB: terminal[terminal.length - 1],
      terminalInside: terminal.slice(1, -1).some(Boolean),
    };
  });
}

/**
 * The network of `operator` on the board: stops reachable from its tokens and every link
 * between two of them. Not cached (see network-cache.ts): `reads`, when given, gets a mark for
 * every hex the build read (those whose change can change the network).
 */
export function buildNetwork(board: Board, operator: string, options: NetworkOptions = {}, reads?: Uint8Array): Network {
  const reached = reach(board, operator, reads);
  const { stopIndex, tokenKeys, rawLinks } = reached;
  const localBit = localTrackBits(board, rawLinks);
  const trackBits = localBit.size;
  const words = Math.max(1, Math.ceil((trackBits + tokenKeys.length) / 32));
  const { stops, groups } = networkStops(board, operator, reached);
  const built = withTrackBits(board, rawLinks, localBit, words);
  const links = linkStops(options.dropDominated ? withoutDominated(built) : built, stops, stopIndex);
  const bundles = bundleLinks(links, words, options.bundleParallel ?? false);
  for (const bundle of bundles) {
    stops[bundle.a].bundles.push(bundle.id);
    stops[bundle.b].bundles.push(bundle.id);
  }
  return {
    board,
    operator,
    stops,
    links,
    bundles,
    words,
    tokens: tokenKeys.map((k) => stopIndex.get(k)!),
    localBit: stops.map((_, i) => (i < tokenKeys.length ? trackBits + i : -1)),
    groups,
  };
}

interface BuiltLink {
  readonly raw: RawLink;
  readonly bits: Uint32Array;
  readonly terminal: readonly boolean[];
}

/**
 * The links left when each link is dropped that another between the same stops makes needless
 * by using part of its track only (with no terminal track); of links with the very same
 * track, the first stays.
 */
function withoutDominated(links: readonly BuiltLink[]): BuiltLink[] {
  const byPair = new Map<string, number[]>();
  links.forEach((link, i) => {
    const key = link.raw.a < link.raw.b ? `${link.raw.a},${link.raw.b}` : `${link.raw.b},${link.raw.a}`;
    let list = byPair.get(key);
    if (!list) byPair.set(key, (list = []));
    list.push(i);
  });
  const dropped = new Set<number>();
  for (const group of byPair.values()) {
    for (const i of group) {
      const bits = links[i].bits;
      const beaten = group.some((j) => {
        const other = links[j];
        if (j === i || other.terminal.some(Boolean)) return false;
        let equal = true;
        for (let w = 0; w < bits.length; w++) {
          if (other.bits[w] & ~bits[w]) return false;
          if (other.bits[w] !== bits[w]) equal = false;
        }
        return !equal || j < i;
      });
      if (beaten) dropped.add(i);
    }
  }
  return links.filter((_, i) => !dropped.has(i));
}
