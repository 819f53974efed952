/**
 * The tile catalog of a title: geometry per (tile, rotation), cached per definition object.
 *
 * A tile is either a manifest tile (`definition.tiles[name]`) or a hex's preprinted tile (its
 * parts in `definition.hexes`). Geometry is immutable, so one copy per rotation serves every
 * game of the title.
 */
import type { HexDefinition, TitleDefinition } from '../title/definition.js';
import { buildTileGeometry, type TileGeometry } from './geometry.js';
import type { HexState } from './state.js';
import { ID_FORMS, splitIndexedId } from '../core/ids.js';
import { mapError } from './errors.js';

/** Which tile: a manifest tile by name, or the preprinted tile of a hex. */
export type TileRef = { readonly kind: 'tile'; readonly name: string } | { readonly kind: 'hex'; readonly hexId: string };

export class TileCatalog {
  readonly definition: TitleDefinition;
  /** Hex definitions by id. */
  readonly hexDefs: ReadonlyMap<string, HexDefinition>;
  /** Preprinted tile id (`D14-0`, `city-2`) to its hex; the first hex wins on a clash. */
  readonly preprintedTileIds: ReadonlyMap<string, string>;
  private readonly cache = new Map<string, CachedTile>();
  /** Geometries whose cities a hex keeps in groups not their own (`forHex`), by tile, rotation and groups. */
  private readonly grouped = new Map<string, TileGeometry>();
  /** Each limited tile's copy ids (`copyIds`), made once. */
  private readonly copies = new Map<string, readonly string[]>();

  constructor(definition: TitleDefinition) {
    this.definition = definition;
    const hexDefs = new Map<string, HexDefinition>();
    const ids = new Map<string, string>();
    for (const hex of definition.hexes) {
      hexDefs.set(hex.id, hex);
      if (!ids.has(hex.tileId)) ids.set(hex.tileId, hex.id);
    }
    this.hexDefs = hexDefs;
    this.preprintedTileIds = ids;
  }

  /** Geometry of a manifest tile; throws `map/unknown_tile` for a name outside the manifest. */
  tile(name: string, rotation: number): TileGeometry {
    const key = 'tile:' + name;
    let entry = this.cache.get(key);
    if (!entry) {
      const def = Object.hasOwn(this.definition.tiles, name) ? this.definition.tiles[name] : undefined;
      if (!def) throw mapError('unknown_tile', `tile '${name}' is not in the manifest of ${this.definition.id}`);
      entry = { rotations: [], build: (r) => buildTileGeometry(key, def.name, def.color, def.parts, r, false) };
      this.cache.set(key, entry);
    }
    return rotationOf(entry, rotation);
  }

  /** Geometry of a hex's preprinted tile. */
  preprinted(hexId: string, rotation: number): TileGeometry {
    const key = 'hex:' + hexId;
    let entry = this.cache.get(key);
    if (!entry) {
      const def = this.hexDefs.get(hexId);
      if (!def) throw mapError('unknown_hex', `${hexId} is not on the map of ${this.definition.id}`);
      entry = { rotations: [], build: (r) => buildTileGeometry(key, def.tileId, def.color, def.parts, r, true) };
      this.cache.set(key, entry);
    }
    return rotationOf(entry, rotation);
  }

  get(ref: TileRef, rotation: number): TileGeometry {
    return ref.kind === 'tile' ? this.tile(ref.name, rotation) : this.preprinted(ref.hexId, rotation);
  }

  /** The geometry of what lies on a hex now (its cities' groups as the hex keeps them). */
  forHex(hexId: string, hex: HexState): TileGeometry {
    const tile = hex.tileName === undefined ? this.preprinted(hexId, hex.rotation) : this.tile(hex.tileName, hex.rotation);
    return hex.cityGroups === undefined ? tile : this.withCityGroups(tile, hex.cityGroups);
  }

  /** `tile` with its cities in these groups: one geometry per tile, rotation and groups. */
  private withCityGroups(tile: TileGeometry, cityGroups: readonly (readonly string[])[]): TileGeometry {
    const key = `${tile.key}@${tile.rotation}|${cityGroups.map((groups) => groups.join(',')).join('|')}`;
    let grouped = this.grouped.get(key);
    if (!grouped) {
      const nodes = tile.nodes.map((node) => (node.cityIndex >= 0 && cityGroups[node.cityIndex] !== undefined ? { ...node, groups: cityGroups[node.cityIndex] } : node));
      grouped = { ...tile, nodes };
      this.grouped.set(key, grouped);
    }
    return grouped;
  }

  /** How many copies of a manifest tile the box has (Infinity for unlimited, 0 if absent). */
  count(name: string): number {
    const n = Object.hasOwn(this.definition.tileManifest, name) ? this.definition.tileManifest[name] : undefined;
    if (n === undefined) return Object.hasOwn(this.definition.tiles, name) ? 1 : 0;
    return n === 'unlimited' ? Number.POSITIVE_INFINITY : n;
  }

  /**
   * The ids of a tile's copies in index order (`8-0`, `8-1`, ...) for a tile of limited count:
   * the supply is searched for a free copy after every lay, and the ids are made once.
   */
  copyIds(name: string): readonly string[] {
    let ids = this.copies.get(name);
    if (ids === undefined) {
      const count = this.count(name);
      ids = count === Number.POSITIVE_INFINITY ? [] : Array.from({ length: count }, (_, i) => `${name}-${i}`);
      this.copies.set(name, ids);
    }
    return ids;
  }
}

/**
 * A tile's geometries, each rotation built when first asked for: a preprinted hex is mostly
 * only ever seen at one rotation. Building geometries was about 9% of a cold `trackwright
 * replay` process, most of it rotations never looked at (1830/26855: 720 built, 158 used).
 */
interface CachedTile {
  readonly rotations: (TileGeometry | undefined)[];
  readonly build: (rotation: number) => TileGeometry;
}

function rotationOf(entry: CachedTile, rotation: number): TileGeometry {
  const r = normaliseRotation(rotation);
  return (entry.rotations[r] ??= entry.build(r));
}

function normaliseRotation(rotation: number): number {
  if (!Number.isInteger(rotation)) throw mapError('bad_rotation', `${rotation}`);
  return ((rotation % 6) + 6) % 6;
}

const catalogs = new WeakMap<TitleDefinition, TileCatalog>();

/** The catalog of a title, built once per definition object. */
export function tileCatalog(definition: TitleDefinition): TileCatalog {
  let catalog = catalogs.get(definition);
  if (!catalog) {
    catalog = new TileCatalog(definition);
    catalogs.set(definition, catalog);
  }
  return catalog;
}

/** Split a tile id (`57-0`, `X1-12`) into name and copy index; only the one spelling of an id (`57-00` is refused). */
export function splitTileId(tileId: string): { name: string; index: number } {
  const split = splitIndexedId(tileId, '-');
  if (!split) throw mapError('bad_tile_id', `'${tileId}' is not ${ID_FORMS.tile} ${ID_FORMS.index}`, tileId);
  return split;
}
