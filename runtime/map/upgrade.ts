/**
 * Which tile may replace which (Game::Base#upgrades_to? and its helpers), independent of any
 * hex's surroundings: colour order, preserved track, labels, city and town counts.
 * Hex-dependent legality (exits, connectivity, rotations) is in `rotation.ts`.
 */
import type { TitleDefinition } from '../title/definition.js';
import type { TileColor } from '../title/parts.js';
import type { PathEnd, PathGeometry, TileGeometry } from './geometry.js';
import { tileCatalog, type TileRef } from './tiles.js';
import { tracksMatch } from './walk.js';

/** The reference's colour order (Tile::COLORS); a tile upgrades to the next colour only. */
const COLOR_ORDER: readonly string[] = [
  'white', 'yellow', 'green', 'brown', 'gray', 'blue', 'sepia', 'greenbrown', 'browngray', 'brownsepia',
  'none', 'pink', 'red', 'purple', 'orange', 'gray60', 'gray50', 'gray40', 'salmon', 'navy',
];

export type UpgradeRefusal =
  | 'upgrade/color'
  | 'upgrade/track'
  | 'upgrade/label'
  | 'upgrade/city_town';

/** Whether `to` is the colour right after `from`. */
export function nextColor(from: TileColor, to: TileColor): boolean {
  const f = COLOR_ORDER.indexOf(from);
  return f >= 0 && COLOR_ORDER.indexOf(to) === f + 1;
}

type ComparableEnd = { readonly kind: 'edge'; readonly edge: number } | { readonly kind: 'node'; readonly nodeKind: string };

/** Path#ends: a junction end stands for the far ends of the junction's other paths. */
function pathEnds(tile: TileGeometry, path: PathGeometry): ComparableEnd[] {
  const out: ComparableEnd[] = [];
  for (const end of [path.a, path.b]) {
    if (end.kind !== 'junction') {
      pushEnd(out, tile, end);
      continue;
    }
    for (const jp of tile.junctionPaths) {
      if (jp === path.id) continue;
      const other = tile.paths[jp];
      if (other.a.kind !== 'junction') pushEnd(out, tile, other.a);
      if (other.b.kind !== 'junction') pushEnd(out, tile, other.b);
    }
  }
  return out;
}

// Module-level rather than a closure in pathEnds: this runs for every upgrade check, and a
// named closure per call costs a defineProperty under tsx's keepNames.
function pushEnd(out: ComparableEnd[], tile: TileGeometry, end: PathEnd): void {
  if (end.kind === 'edge') out.push({ kind: 'edge', edge: end.edge });
  else if (end.kind === 'node') out.push({ kind: 'node', nodeKind: tile.nodes[end.node].kind });
}

/**
 * Path#<=: every end of `p` is matched by an end of `q` (same edge, or a node of the same
 * kind) and the track types agree. Node identity does not matter, only kind.
 */
export function pathWithin(pTile: TileGeometry, p: PathGeometry, qTile: TileGeometry, q: PathGeometry): boolean {
  const qEnds = pathEnds(qTile, q);
  const within = pathEnds(pTile, p).every((t) =>
    qEnds.some((o) => (t.kind === 'edge' ? o.kind === 'edge' && o.edge === t.edge : o.kind === 'node' && o.nodeKind === t.nodeKind)),
  );
  return within && tracksMatch(p.track, q.track, false);
}

/**
 * Tile#paths_are_subset_of?: for some turn of `from`, each of its paths lies within a path of
 * `to` as placed. `fromRotations(r)` gives `from` turned by r.
 */
export function pathsAreSubset(fromRotations: (r: number) => TileGeometry, to: TileGeometry): boolean {
  const from0 = fromRotations(0);
  if (from0.hasJunction && to.paths.some((p) => p.junction)) {
    // Lawson to Lawson: compare exits only.
    const otherExits = to.exits;
    for (let ticks = 0; ticks < 6; ticks++) {
      const turned = otherExits.map((e) => (e + ticks) % 6);
      if (from0.exits.every((e) => turned.includes(e))) return true;
    }
    return false;
  }
  for (let ticks = 0; ticks < 6; ticks++) {
    const from = fromRotations(ticks);
    if (from.paths.every((p) => to.paths.some((q) => pathWithin(from, p, to, q)))) return true;
  }
  return false;
}

/** Tile#city_town_edges_are_subset_of?: each old city/town's exits fit one new one, some turn. */
export function cityTownEdgesSubset(from: readonly (readonly number[])[], to: readonly (readonly number[])[]): boolean {
  for (let r = 0; r < 6; r++) {
    if (from.every((city) => to.some((other) => city.every((e) => other.includes((e + r) % 6))))) return true;
  }
  return false;
}

function labelsMatch(from: TileGeometry, to: TileGeometry): boolean {
  if (from.futureLabel && to.color === from.futureLabel.color) return from.futureLabel.label === to.label;
  return from.label === to.label;
}

function cityTownCountsOk(from: TileGeometry, to: TileGeometry): boolean {
  if (from.towns.length !== to.towns.length) return false;
  if (from.label === undefined && from.cities.length !== to.cities.length) return false;
  if (from.cities.length > 1 && to.cities.length > 1 && !cityTownEdgesSubset(from.cityTownEdges, to.cityTownEdges)) return false;
  // A labelled city may change its number of cities, but not lose them all.
  if (from.label !== undefined && from.cities.length > 0 && to.cities.length === 0) return false;
  // A white OO hex takes only a two-city tile.
  if (from.color === 'white' && from.label === 'OO' && from.cities.length !== to.cities.length) return false;
  return true;
}

/**
 * Why `to` may not replace `from` (Game::Base#upgrades_to?), or null if it may. `special`
 * (a private's special lay) skips the label and city/town checks, as the reference does.
 */
export function upgradeRefusal(
  fromRotations: (r: number) => TileGeometry,
  to: TileGeometry,
  special = false,
): UpgradeRefusal | null {
  const from = fromRotations(0);
  if (!nextColor(from.color, to.color)) return 'upgrade/color';
  if (!pathsAreSubset(fromRotations, to)) return 'upgrade/track';
  if (special) return null;
  if (!labelsMatch(from, to)) return 'upgrade/label';
  if (!cityTownCountsOk(from, to)) return 'upgrade/city_town';
  return null;
}

/** Per title, per tile lying somewhere (and special or not): the refusal of each tile that might replace it. */
const upgradeCache = new WeakMap<TitleDefinition, Map<string, Map<string, UpgradeRefusal | null>>>();

/**
 * Whether a tile may replace another, by tile (a manifest tile name, or a hex's preprinted tile
 * as `{kind: 'hex', hexId}`), whatever the hex around it: for the preview's tile page and as
 * the first filter of a lay. Cached per title.
 */
export function upgradesTo(definition: TitleDefinition, from: string | TileRef, to: string, special = false): boolean {
  return upgradeRefusalFor(definition, from, to, special) === null;
}

export function upgradeRefusalFor(definition: TitleDefinition, from: string | TileRef, to: string, special = false): UpgradeRefusal | null {
  return upgradeRow(definition, typeof from === 'string' ? { kind: 'tile', name: from } : from, special)(to);
}

/** `upgradeRefusalFor` of one tile lying somewhere, for every tile that might replace it (a lay's candidates). */
function upgradeRow(definition: TitleDefinition, ref: TileRef, special: boolean): (to: string) => UpgradeRefusal | null {
  let cache = upgradeCache.get(definition);
  if (!cache) upgradeCache.set(definition, (cache = new Map()));
  const key = `${ref.kind === 'tile' ? 'tile:' + ref.name : 'hex:' + ref.hexId}>${special ? 1 : 0}`;
  let row = cache.get(key);
  if (!row) cache.set(key, (row = new Map()));
  const known = row;
  return (to) => {
    let result = known.get(to);
    if (result === undefined) {
      const catalog = tileCatalog(definition);
      result = upgradeRefusal((r) => catalog.get(ref, r), catalog.tile(to, 0), special);
      known.set(to, result);
    }
    return result;
  };
}

/** What a title's upgrade rule (its `upgradesTo` hook) is asked about one upgrade on a hex. */
export interface UpgradeQuestion {
  readonly hex: string;
  /** The tile lying there: a manifest tile's name, or the hex's preprinted tile id. */
  readonly from: string;
  readonly fromColor: TileColor;
  readonly to: string;
  readonly toColor: TileColor;
  readonly fromLabels: readonly string[];
  readonly toLabels: readonly string[];
}

/**
 * A title's own upgrade rule: true allows, false refuses, undefined leaves the engine's judgement;
 * `'exits'` allows it with its track given up, so long as the new tile keeps the old one's exits
 * (1856's towns turned to plain track or cities from the gray phase).
 */
export type UpgradeHook = (upgrade: UpgradeQuestion) => boolean | 'exits' | undefined;

/**
 * Why `to` may not replace the tile `from` lying on a hex, as a lay is judged before its
 * rotations: the title's rule first (false refuses, true allows whatever the engine's rules
 * say), then the engine's tile rules (`upgradeRefusalFor`). The lay check and the preview's
 * tiles page both ask this, so the page shows the upgrades a game allows.
 */
export function hexUpgradeRefusal(
  definition: TitleDefinition,
  hexId: string,
  from: TileRef,
  to: string,
  options: { readonly special?: boolean; readonly rule?: UpgradeHook } = {},
): UpgradeRefusal | 'upgrade/title_rule' | null {
  return hexUpgradeRefusals(definition, hexId, from, options)(to);
}

/**
 * `hexUpgradeRefusal` of the tile lying on a hex, for every tile that might replace it: what a
 * lay's candidates on one hex are asked, with the work that depends on the hex alone done once.
 */
export function hexUpgradeRefusals(
  definition: TitleDefinition,
  hexId: string,
  from: TileRef,
  options: { readonly special?: boolean; readonly rule?: UpgradeHook } = {},
): (to: string) => UpgradeRefusal | 'upgrade/title_rule' | null {
  const special = options.special ?? false;
  const carried = carriedFutureLabel(definition, hexId, from);
  const catalog = tileCatalog(definition);
  const engine = carried ? (to: string) => upgradeRefusal((r) => ({ ...catalog.get(from, r), futureLabel: carried }), catalog.tile(to, 0), special) : upgradeRow(definition, from, special);
  const rule = options.rule;
  if (!rule) return engine;
  // Colour and labels do not turn with the tile: rotation 0 serves.
  const current = catalog.get(from, 0);
  return (to) => {
    const next = catalog.tile(to, 0);
    const verdict = rule({ hex: hexId, from: current.name, fromColor: current.color, to, toColor: next.color, fromLabels: current.labels, toLabels: next.labels });
    if (verdict === false) return 'upgrade/title_rule';
    if (verdict === true || verdict === 'exits') return null;
    return engine(to);
  };
}

/**
 * The future label of a hex's preprinted tile that a laid tile still carries (Hex#lay passes it
 * on to each new tile until one of its colour is laid): J12's gray `O` in 1867.
 */
function carriedFutureLabel(definition: TitleDefinition, hexId: string, from: TileRef): TileGeometry['futureLabel'] {
  if (from.kind !== 'tile') return undefined;
  const catalog = tileCatalog(definition);
  const future = catalog.preprinted(hexId, 0).futureLabel;
  if (!future?.color) return undefined;
  const order = ['white', 'yellow', 'green', 'brown', 'gray'];
  const current = catalog.get(from, 0).color;
  return order.indexOf(current) < order.indexOf(future.color) ? future : undefined;
}

/** Every manifest tile name `from` upgrades to, in manifest order. */
export function upgradeTargets(definition: TitleDefinition, from: string | TileRef): string[] {
  return Object.keys(definition.tiles).filter((name) => upgradesTo(definition, from, name));
}
