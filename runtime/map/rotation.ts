/**
 * Laying a tile on a particular hex: legal rotations (Step::Tracker#legal_tile_rotation?),
 * track restrictions (#check_track_restrictions!) and the list of possible lays
 * (#upgradeable_tiles). Tile-only rules are in `upgrade.ts`.
 *
 * The reference skips rotation and track-restriction checks while loading a recorded game;
 * only `upgradesTo` is enforced then. The engine should do the same to replay exactly.
 */
import type { TileColor } from '../title/parts.js';
import { boardFor } from './board.js';
import type { MapContext } from './context.js';
import type { TileGeometry } from './geometry.js';
import type { GraphExtras } from './graph.js';
import { connectsEdges } from './graph-walks.js';
import { cityMapFor } from './lay.js';
import { trackRestrictionRefusal, type TrackRestrictionRefusal } from './track-restriction.js';
import { anyTileInSupply } from './tokens.js';
import { tileCatalog, type TileRef } from './tiles.js';
import { hexUpgradeRefusal, pathWithin, type UpgradeHook, type UpgradeRefusal } from './upgrade.js';

/**
 * Whose reach limits the exits a new tile must touch: a corporation's connected edges of the
 * hex, or any edge (a private's special lay, the preview).
 */
/**
 * Where a lay may reach: the corporation's track (its graph's edges), or any edge of the hex — a
 * special lay —, where the ability asks (`reachable`) only meeting the track of the corporation
 * `within` (any edge on its home hex).
 */
export type LayReach = { readonly corporation: string; readonly extras?: GraphExtras } | { readonly anyEdge: true; readonly within?: string };

export type RotationRefusal =
  | 'upgrade/exit_blocked'
  | 'upgrade/not_connected'
  | 'upgrade/old_track'
  | 'upgrade/added_cities'
  | 'upgrade/city_map'
  | 'upgrade/city_size'
  | 'upgrade/stub';

export { trackRestrictionRefusal, type TrackRestrictionRefusal } from './track-restriction.js';

export type LayRefusal =
  | UpgradeRefusal
  | 'upgrade/title_rule'
  | RotationRefusal
  | TrackRestrictionRefusal
  | 'upgrade/phase'
  | 'upgrade/no_tile'
  | 'upgrade/blocks_lay'
  | 'upgrade/no_rotation';

function intersectionKeepsAll(old: readonly number[], other: readonly number[]): boolean {
  // Ruby's `(old & other) == old`: the unique common edges, in old's order, equal old itself.
  const common: number[] = [];
  for (const e of old) if (other.includes(e) && !common.includes(e)) common.push(e);
  return common.length === old.length && common.every((e, i) => e === old[i]);
}

/** Why the tile at this rotation may not go on the hex, or null (ignoring what it replaces). */
export function rotationRefusal(ctx: MapContext, hexId: string, tileName: string, rotation: number, reach: LayReach, keepExitsOnly = false): RotationRefusal | null {
  const board = boardFor(ctx);
  const hex = board.hexIndex(hexId);
  const old = board.tiles[hex];
  const tile = board.catalog.tile(tileName, rotation);
  return rotationRefusalOf(ctx, hex, old, tile, reach, keepExitsOnly);
}

/** `keepExitsOnly`: the title gives the old track up (an `upgradesTo` hook's `'exits'`); only its exits must stay. */
function rotationRefusalOf(ctx: MapContext, hex: number, old: TileGeometry, tile: TileGeometry, reach: LayReach, keepExitsOnly = false): RotationRefusal | null {
  const board = boardFor(ctx);
  for (const e of tile.exits) if (board.neighbors[hex * 6 + e] < 0) return 'upgrade/exit_blocked';

  let connected: boolean;
  if ('corporation' in reach) {
    connected = connectsEdges(ctx, reach.corporation, hex, tile.exitMask, reach.extras);
  } else if (reach.within === undefined || homeOf(ctx, reach.within) === board.grid.ids[hex]) {
    let reachMask = 0;
    for (let e = 0; e < 6; e++) if (board.neighbors[hex * 6 + e] >= 0) reachMask |= 1 << e;
    connected = (tile.exitMask & reachMask) !== 0;
  } else {
    // An ability that must be reachable: the new track must meet the corporation's (the reference
    // checks the hex is reachable once the tile is down), or the hex is its home.
    connected = connectsEdges(ctx, reach.within, hex, tile.exitMask);
  }
  if (!connected) return 'upgrade/not_connected';
  return shapeRefusal(old, tile, keepExitsOnly, ctx.definition.rules.stubsRestricted ?? false);
}

/** shapeRefusal's answers by old tile, new tile and its two flags (geometries are the catalog's, one per tile and rotation). */
const shapeRefusals = new WeakMap<TileGeometry, Map<TileGeometry, (RotationRefusal | null | undefined)[]>>();

/**
 * What the two tiles' shapes alone refuse: stubs, the old track, added, merged or shrunk cities
 * (asked for every tile, rotation and hex a lay could take, and again at each lay: remembered).
 */
function shapeRefusal(old: TileGeometry, tile: TileGeometry, keepExitsOnly: boolean, stubsRestricted: boolean): RotationRefusal | null {
  let byTile = shapeRefusals.get(old);
  if (!byTile) shapeRefusals.set(old, (byTile = new Map()));
  let answers = byTile.get(tile);
  if (!answers) byTile.set(tile, (answers = []));
  const at = (keepExitsOnly ? 1 : 0) + (stubsRestricted ? 2 : 0);
  let answer = answers[at];
  if (answer === undefined) answers[at] = answer = judgeShapes(old, tile, keepExitsOnly, stubsRestricted);
  return answer;
}

function judgeShapes(old: TileGeometry, tile: TileGeometry, keepExitsOnly: boolean, stubsRestricted: boolean): RotationRefusal | null {
  // The rules' stubs_restricted (the reference's StubsAreRestricted): a stub's edge must become an exit.
  if (old.stubEdges.length && stubsRestricted && !old.stubEdges.every((e) => (tile.exitMask & (1 << e)) !== 0)) return 'upgrade/stub';

  if (keepExitsOnly ? !old.exits.every((e) => tile.exits.includes(e)) : !old.paths.every((p) => tile.paths.some((q) => pathWithin(old, p, tile, q)))) return 'upgrade/old_track';

  const oldCte = old.cityTownEdges;
  const newCte = tile.cityTownEdges;
  const added = Math.max(0, newCte.length - oldCte.length);
  const brandNew = newCte.filter((n) => oldCte.every((o) => !o.some((e) => n.includes(e)))).length;
  if (added < brandNew) return 'upgrade/added_cities';

  const multiCity = tile.cities.length > 1 && old.cities.length > 1;
  if (multiCity && !oldCte.every((o) => newCte.filter((n) => intersectionKeepsAll(o, n)).length === 1)) return 'upgrade/city_map';

  const oldSlots = old.cities.map((c) => old.nodes[c].slots);
  if (new Set(oldSlots).size > 1) {
    const map = cityMapFor(old, tile);
    if (!map.every((n, i) => n >= 0 && tile.nodes[tile.cities[n]].slots >= oldSlots[i])) return 'upgrade/city_size';
  }
  return null;
}

/** A corporation's (or minor's) home hex, when it has one hex. */
function homeOf(ctx: MapContext, sym: string): string | undefined {
  const def = ctx.definition.corporations.find((c) => c.sym === sym) ?? ctx.definition.minors.find((m) => m.sym === sym);
  return typeof def?.coordinates === 'string' ? def.coordinates : undefined;
}

/** Rotations 0-5 at which the tile may go on the hex (Tracker#legal_tile_rotations). */
export function legalRotations(ctx: MapContext, hexId: string, tileName: string, reach: LayReach): number[] {
  const out: number[] = [];
  for (let r = 0; r < 6; r++) if (rotationRefusal(ctx, hexId, tileName, r, reach) === null) out.push(r);
  return out;
}

export interface LayCheckOptions {
  /** The phase's tile colours; absent skips the phase check. */
  readonly phaseTiles?: readonly TileColor[];
  /**
   * A lay by a company's ability (Game::Base#upgrades_to? with `special`): skips the label and
   * city/town checks and allows tiles that block normal lays.
   */
  readonly special?: boolean;
  /** Check the title's track restriction for this corporation (needs a corporation reach). */
  readonly trackRestriction?: boolean;
  /** Require a copy in the supply. */
  readonly supply?: boolean;
  /** Judge only this rotation (the one an action names); the others are checked only to explain a refusal. */
  readonly rotation?: number;
  /** A title's own upgrade rule: true allows, false refuses, undefined leaves the engine's judgement. */
  readonly upgradesTo?: UpgradeHook;
  /** A special lay that keeps the normal upgrade rules (labels, city and town counts): a company's `special: false` lay. */
  readonly normalUpgrades?: boolean;
}

export type LayCheck = { readonly ok: true; readonly rotations: readonly number[] } | { readonly ok: false; readonly reason: LayRefusal };

/**
 * Whether a tile may go on a hex at all, and at which rotations: upgrade rules, phase colour,
 * supply, rotation legality and (optionally) the track restriction.
 */
export function canUpgrade(ctx: MapContext, hexId: string, tileName: string, reach: LayReach, options: LayCheckOptions = {}): LayCheck {
  const board = boardFor(ctx);
  const tile = board.catalog.tile(tileName, 0);
  if (options.phaseTiles && !options.phaseTiles.includes(tile.color)) return { ok: false, reason: 'upgrade/phase' };
  if (options.supply !== false && !anyTileInSupply(ctx, tileName)) return { ok: false, reason: 'upgrade/no_tile' };
  // Tiles that block normal lays (a private's own tile) are only for special lays.
  if (tile.blocksLay && !options.special) return { ok: false, reason: 'upgrade/blocks_lay' };
  const state = ctx.map.hexes[hexId];
  const from = state.tileName === undefined ? { kind: 'hex' as const, hexId } : { kind: 'tile' as const, name: state.tileName };
  const refusal = hexUpgradeRefusal(ctx.definition, hexId, from, tileName, { special: options.special && !options.normalUpgrades, rule: options.upgradesTo });
  if (refusal) return { ok: false, reason: refusal };
  const keepExitsOnly = options.upgradesTo !== undefined && titleVerdict(ctx, hexId, from, tileName, options.upgradesTo) === 'exits';
  const judge = (r: number): LayRefusal | null => {
    let why: LayRefusal | null = rotationRefusal(ctx, hexId, tileName, r, reach, keepExitsOnly);
    if (why === null && options.trackRestriction && 'corporation' in reach) why = trackRestrictionRefusal(ctx, hexId, tileName, r, reach.corporation);
    return why;
  };
  if (options.rotation !== undefined && judge(options.rotation) === null) return { ok: true, rotations: [options.rotation] };
  const rotations: number[] = [];
  let firstRefusal: LayRefusal | null = null;
  for (let r = 0; r < 6; r++) {
    const why = judge(r);
    if (why === null) rotations.push(r);
    // "Not connected" explains a refusal better than whichever rotation was tried first.
    else if (firstRefusal === null || why === 'upgrade/not_connected') firstRefusal = why;
  }
  if (rotations.length === 0) return { ok: false, reason: firstRefusal ?? 'upgrade/no_rotation' };
  return { ok: true, rotations };
}

/** The title's own upgrade rule's answer for this upgrade. */
function titleVerdict(ctx: MapContext, hexId: string, from: TileRef, to: string, rule: UpgradeHook): ReturnType<UpgradeHook> {
  const catalog = tileCatalog(ctx.definition);
  const current = catalog.get(from, 0);
  const next = catalog.tile(to, 0);
  return rule({ hex: hexId, from: current.name, fromColor: current.color, to, toColor: next.color, fromLabels: current.labels, toLabels: next.labels });
}

/**
 * Tracker#upgradeable_tiles: every tile in the supply valid for the phase that upgrades the
 * hex's tile, with its legal rotations (tiles with none are left out), in manifest order.
 */
export function upgradeOptions(
  ctx: MapContext,
  hexId: string,
  phaseTiles: readonly TileColor[],
  reach: LayReach,
  options: { readonly special?: boolean } = {},
): { readonly tileName: string; readonly rotations: readonly number[] }[] {
  const out: { tileName: string; rotations: readonly number[] }[] = [];
  for (const name of Object.keys(ctx.definition.tiles)) {
    const check = canUpgrade(ctx, hexId, name, reach, { phaseTiles, special: options.special });
    if (check.ok) out.push({ tileName: name, rotations: check.rotations });
  }
  return out;
}
