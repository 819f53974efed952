/**
 * What a designer checks on the tiles page: for each manifest tile, what it upgrades to, what
 * it upgrades from (manifest tiles, preprinted hexes, a private's special lay), and whether it
 * is a dead end or can never be laid. Judged by the engine's upgrade rules and, when given, the
 * title's own rule (its `upgradesTo` hook, bound to a game), as a lay judges them (see
 * upgrade-relation.ts).
 */
import { nextColor, tileCatalog, type TileGeometry, type UpgradeHook } from '../../../runtime/map/index.js';
import type { TitleDefinition } from '../../../runtime/index.js';
import { upgradeRelation } from './upgrade-relation.js';

/** Tile colours in the order the page groups them (others follow, in manifest order). */
export const COLOR_GROUPS: readonly string[] = ['yellow', 'green', 'brown', 'gray', 'blue', 'sepia', 'red', 'purple', 'orange', 'pink', 'white'];

export interface TileUpgradeInfo {
  readonly name: string;
  readonly color: string;
  /** Manifest tiles it upgrades to, in manifest order. */
  readonly to: readonly string[];
  /** Manifest tiles it upgrades from. */
  readonly fromTiles: readonly string[];
  /** Hexes whose preprinted tile (not a blank one) it may replace. */
  readonly fromHexes: readonly string[];
  /** How many blank hexes (no track, town, city or label) it may be laid on. */
  readonly fromBlankHexes: number;
  /** Companies whose special tile lay names it. */
  readonly fromAbilities: readonly string[];
  /** No phase allows its colour. */
  readonly colorNeverAllowed: boolean;
  /**
   * Nothing upgrades it although a phase allows the next colour, and the tile is one a designer
   * means to upgrade: it has a city, or the manifest upgrades other tiles of its kind (the same
   * cities, towns and label) to that colour. Towns or plain track whose whole kind stops at a
   * colour (1830's towns, 1846's brown track) are the design, not a dead end.
   */
  readonly deadEnd: boolean;
  /** Neither a manifest tile, nor a hex, nor a special lay leads to it. */
  readonly unreachable: boolean;
}

function isBlank(tile: TileGeometry): boolean {
  return tile.color === 'white' && tile.nodes.length === 0 && tile.paths.length === 0 && tile.labels.length === 0;
}

/** A tile's kind, for "does the manifest upgrade tiles like this one": stops and labels. */
function kindOf(tile: TileGeometry): string {
  return `${tile.cities.length}c${tile.towns.length}t${tile.label ?? ''}`;
}

/** Facts by the definition alone, or by the title's rule (bound to that definition's game). */
const cache = new WeakMap<TitleDefinition | UpgradeHook, ReadonlyMap<string, TileUpgradeInfo>>();

/**
 * Upgrade facts for every manifest tile, by name (computed once per definition, or per rule).
 * `rule` is the title's `upgradesTo` hook as a game of this definition asks it.
 */
export function tileUpgrades(def: TitleDefinition, rule?: UpgradeHook): ReadonlyMap<string, TileUpgradeInfo> {
  const cached = cache.get(rule ?? def);
  if (cached) return cached;
  const catalog = tileCatalog(def);
  const names = Object.keys(def.tiles);
  const geometry = new Map(names.map((name) => [name, catalog.tile(name, 0)]));
  const allowed = new Set(def.phases.flatMap((p) => p.tiles as readonly string[]));
  const { targets, hexTargets } = upgradeRelation(def, rule);

  const fromTiles = new Map<string, string[]>(names.map((n) => [n, []]));
  for (const [from, list] of targets) for (const to of list) fromTiles.get(to)!.push(from);

  const fromHexes = new Map<string, string[]>(names.map((n) => [n, []]));
  const fromBlank = new Map<string, number>(names.map((n) => [n, 0]));
  for (const [hex, list] of hexTargets) {
    const blank = isBlank(catalog.preprinted(hex, 0));
    for (const name of list) {
      if (blank) fromBlank.set(name, fromBlank.get(name)! + 1);
      else fromHexes.get(name)!.push(hex);
    }
  }

  const fromAbilities = new Map<string, string[]>(names.map((n) => [n, []]));
  for (const company of def.companies) {
    for (const ability of company.abilities) {
      if (ability.type !== 'tile_lay' && ability.type !== 'teleport') continue;
      for (const tile of ability.tiles) {
        const list = fromAbilities.get(tile);
        if (list && !list.includes(company.sym)) list.push(company.sym);
      }
    }
  }

  // Kinds the manifest upgrades into each colour (see `deadEnd`).
  const upgradedKinds = new Set<string>();
  for (const [from, list] of targets) {
    for (const to of list) upgradedKinds.add(`${kindOf(geometry.get(from)!)}>${geometry.get(to)!.color}`);
  }
  const nextAllowed = (color: string) => [...allowed].find((c) => nextColor(color as never, c as never));

  const out = new Map<string, TileUpgradeInfo>();
  for (const name of names) {
    const tile = geometry.get(name)!;
    const to = targets.get(name)!;
    const next = nextAllowed(tile.color);
    const meant = tile.cities.length > 0 || (next !== undefined && upgradedKinds.has(`${kindOf(tile)}>${next}`));
    const info: TileUpgradeInfo = {
      name,
      color: tile.color,
      to,
      fromTiles: fromTiles.get(name)!,
      fromHexes: fromHexes.get(name)!,
      fromBlankHexes: fromBlank.get(name)!,
      fromAbilities: fromAbilities.get(name)!,
      colorNeverAllowed: !allowed.has(tile.color),
      deadEnd: to.length === 0 && next !== undefined && meant,
      unreachable: fromTiles.get(name)!.length === 0 && fromHexes.get(name)!.length === 0 && fromBlank.get(name)! === 0 && fromAbilities.get(name)!.length === 0,
    };
    out.set(name, info);
  }
  cache.set(rule ?? def, out);
  return out;
}
