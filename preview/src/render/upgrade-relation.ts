/**
 * Which tile may replace which, for the tiles page: between manifest tiles, and from each hex's
 * preprinted tile. Without a title rule this is the engine's tile-only judgement. With one (the
 * title's `upgradesTo` hook, which is asked about a hex) each upgrade is judged on hexes by
 * `hexUpgradeRefusal`, the function a lay asks, and a tile upgrades to another where it can
 * stand: on a hex whose preprinted tile, or a tile laid there, upgrades to it, or that a
 * company's special lay names. A tile that stands on no hex is judged on every hex.
 */
import { hexUpgradeRefusal, tileCatalog, upgradesTo, upgradeTargets, type TileRef, type UpgradeHook } from '../../../runtime/map/index.js';
import type { TitleDefinition } from '../../../runtime/index.js';

export interface UpgradeRelation {
  /** Manifest tiles each manifest tile upgrades to, in manifest order. */
  readonly targets: ReadonlyMap<string, readonly string[]>;
  /** Manifest tiles each layable hex's preprinted tile upgrades to, in manifest order. */
  readonly hexTargets: ReadonlyMap<string, readonly string[]>;
}

/** Hexes a tile may be laid on: those whose preprinted tile does not block lays. */
function layableHexes(def: TitleDefinition): string[] {
  const catalog = tileCatalog(def);
  return def.hexes.filter((hex) => !catalog.preprinted(hex.id, 0).blocksLay).map((hex) => hex.id);
}

/** Tiles a company's special lay puts on a hex it names, by hex. */
function specialLays(def: TitleDefinition): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const company of def.companies) {
    for (const ability of company.abilities) {
      if (ability.type !== 'tile_lay' && ability.type !== 'teleport') continue;
      for (const hex of ability.hexes) out.set(hex, [...(out.get(hex) ?? []), ...ability.tiles]);
    }
  }
  return out;
}

/** The upgrades of a title, judged by the engine's tile rules and, if given, the title's rule. */
export function upgradeRelation(def: TitleDefinition, rule?: UpgradeHook): UpgradeRelation {
  // A tile that blocks normal lays (a private's own: `blocks_lay`) comes only by its special lay,
  // as a lay refuses it otherwise (canUpgrade): no hex or tile upgrades to it.
  const catalog = tileCatalog(def);
  const names = Object.keys(def.tiles).filter((name) => !catalog.tile(name, 0).blocksLay);
  const all = Object.keys(def.tiles);
  const hexes = layableHexes(def);
  const hexRef = (hexId: string): TileRef => ({ kind: 'hex', hexId });
  if (!rule) {
    return {
      targets: new Map(all.map((name) => [name, upgradeTargets(def, name).filter((to) => names.includes(to))])),
      hexTargets: new Map(hexes.map((hex) => [hex, names.filter((name) => upgradesTo(def, hexRef(hex), name))])),
    };
  }
  const allows = (hex: string, from: TileRef, to: string) => hexUpgradeRefusal(def, hex, from, to, { rule }) === null;
  const hexTargets = new Map(hexes.map((hex) => [hex, names.filter((name) => allows(hex, hexRef(hex), name))]));
  const found = new Map(all.map((name) => [name, new Set<string>()]));
  const standsSomewhere = new Set<string>();
  const special = specialLays(def);
  for (const hex of hexes) {
    // Every tile that can come to lie on this hex, and what each becomes there.
    const standing = new Set([...hexTargets.get(hex)!, ...(special.get(hex) ?? []).filter((name) => found.has(name))]);
    for (const from of standing) {
      standsSomewhere.add(from);
      for (const to of names) {
        if (!allows(hex, { kind: 'tile', name: from }, to)) continue;
        found.get(from)!.add(to);
        standing.add(to); // a Set visits what is added while iterating
      }
    }
  }
  for (const from of all) {
    if (standsSomewhere.has(from)) continue;
    for (const to of names) if (hexes.some((hex) => allows(hex, { kind: 'tile', name: from }, to))) found.get(from)!.add(to);
  }
  return { targets: new Map(all.map((name) => [name, names.filter((to) => found.get(name)!.has(to))])), hexTargets };
}
