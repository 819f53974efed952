/**
 * Tile lays an operator (or a company laying for it) may make now, as the track steps offer
 * them: each hex it may build on, each tile allowed there with the rotations the rules allow
 * (upgrade rules, phase colour, supply, reach, the title's track restriction and upgrade hook),
 * and what the lay would cost at them — the checks `performLay` makes, asked without laying.
 */
import type { Game } from '../engine/contract.js';
import { layCost } from '../engine/lay-cost.js';
import { mapContext } from '../engine/map-access.js';
import { blockedHexes, ownLayAbilities, upgradeHook, type ResolvedLay } from '../engine/tracker.js';
import { boardFor, type Board } from '../map/board.js';
import { invertEdge } from '../map/coords.js';
import { corporationGraph } from '../map/graph.js';
import { canUpgrade, trackRestrictionRefusal, type LayReach } from '../map/rotation.js';
import { tileCatalog } from '../map/tiles.js';
import { upgradeCandidates } from '../map/upgrade-candidates.js';
import { firstTileInSupply } from '../map/tokens.js';
import { cashOf } from '../engine/money.js';
import { legalBase } from './base.js';
import type { LayTileLegal } from './types.js';

export interface LayOptions {
  /** Who acts: the operator, or a company laying for it. */
  readonly actor: string;
  /** Whose track it becomes (and whose graph limits a normal lay). */
  readonly operator: string;
  /** Who pays (default the operator). */
  readonly payer?: string;
  /** The lay slot used, or undefined for a company lay that uses none (any colour, no slot cost). */
  readonly lay?: ResolvedLay;
  /** A company's lay: its own rules (any edge, upgrades skip labels, free or discounted). */
  readonly special?: {
    readonly free: boolean;
    readonly teleport: boolean;
    readonly anyEdge: boolean;
    readonly discount?: number;
    /** The ability says `special: false`: the tiles offered follow the normal upgrade rules (labels, cities and towns), as the reference offers them. */
    readonly strictUpgrades?: boolean;
    /** The ability says `reachable`: only hexes this corporation's track reaches. */
    readonly within?: string;
  };
  /** A cost beyond the tile's (a company lay's own cost; a slot's cost comes from `lay`). */
  readonly extraCost?: number;
  /** Only these hexes or tiles (a company's ability); empty or absent: any. */
  readonly hexes?: readonly string[];
  readonly tiles?: readonly string[];
  /** Hexes already laid on this turn, when the slot forbids laying there again. */
  readonly notHexes?: readonly string[];
  /** What the payer can spend on the lay (default its cash): more where the step raises cash for it. */
  readonly spendable?: number;
}

/** What the lay costs: terrain of the replaced tile, borders the new track crosses, slot, abilities. */
function costOf(game: Game, options: LayOptions, hexId: string, tileName: string, rotation: number, upgrade: boolean): number {
  const ctx = mapContext(game);
  const board = boardFor(ctx);
  const hex = board.hexIndex(hexId);
  const old = board.tiles[hex];
  const tile = board.catalog.tile(tileName, rotation);
  const borders: { type?: string; cost: number }[] = [];
  for (const border of board.borders(hex)) {
    if (border.cost === undefined) continue;
    const nb = board.neighbors[hex * 6 + border.edge];
    if (nb < 0 || (tile.exitMask & (1 << border.edge)) === 0 || (board.tiles[nb].exitMask & (1 << invertEdge(border.edge))) === 0) continue;
    borders.push(border.borderType === undefined ? { cost: border.cost } : { type: border.borderType, cost: border.cost });
  }
  const terrains: string[] = [];
  for (const u of old.upgrades) for (const t of u.terrain) if (!terrains.includes(t)) terrains.push(t);
  const own = options.special ? undefined : ownLayAbilities(game, options.operator, hexId, tileName);
  const slot = options.lay ? (tile.color === 'yellow' ? options.lay.cost : options.lay.upgradeCost) : 0;
  return layCost(
    game,
    {
      operator: options.operator,
      hex: hexId,
      tile: tileName,
      upgrade,
      slot: slot + (options.extraCost ?? 0),
      discount: options.special?.discount ?? own?.discount ?? 0,
      free: options.special?.free ?? own?.free ?? false,
      byAbility: options.special !== undefined,
      replacedTile: game.state.map.hexes[hexId].tileId,
    },
    { terrainCost: old.upgrades.reduce((sum, u) => sum + u.cost, 0), terrains, borders },
  );
}

/** Whether some border of the hex costs to build across (what makes a lay's cost depend on its rotation). */
function bordersCost(board: Board, hex: number): boolean {
  for (const border of board.borders(hex)) if (border.cost !== undefined) return true;
  return false;
}

/** Every lay the options allow now, a choice per hex, tile and cost. */
export function tileLays(game: Game, options: LayOptions): LayTileLegal[] {
  const ctx = mapContext(game);
  const board = boardFor(ctx);
  const catalog = tileCatalog(game.title);
  const reach: LayReach = options.special?.anyEdge ? { anyEdge: true, within: options.special.within } : { corporation: options.operator };
  const graph = options.special?.anyEdge ? undefined : corporationGraph(ctx, options.operator);
  const cash = options.spendable ?? cashOf(game, options.payer ?? options.operator);
  const hook = upgradeHook(game);
  const relaxed = options.special !== undefined && !options.special.strictUpgrades;
  const base = legalBase(game, options.actor);
  const out: LayTileLegal[] = [];
  // Tiles of the phase's colours with a copy in the supply (the first copy is the one to name),
  // found as a hex asks for them: most tiles no hex in reach can take.
  const supply = new Map<string, string | null>();
  const inSupply = (name: string): string | null => {
    let copy = supply.get(name);
    if (copy === undefined) {
      const offered =
        (!options.tiles?.length || options.tiles.includes(name)) &&
        game.phase.tiles.includes(game.title.tiles[name].color) &&
        !(options.lay && !options.lay.lay && game.title.tiles[name].color === 'yellow');
      copy = (offered && firstTileInSupply(ctx, name)) || null;
      supply.set(name, copy);
    }
    return copy;
  };
  const allTiles = Object.keys(game.title.tiles);
  // As performLay: no track restriction on a teleport or on a company's own lay.
  const restricted = !options.special?.teleport && game.kindOf(options.actor) !== 'company';
  const hexIds = options.hexes?.length ? options.hexes : board.grid.ids;
  let blocked: ReadonlySet<string> | undefined;
  for (const hexId of hexIds) {
    const hex = board.grid.indexOf.get(hexId);
    if (hex === undefined || !Object.hasOwn(game.state.map.hexes, hexId)) continue;
    if (graph && !graph.hexConnected[hex]) continue;
    if (options.notHexes?.includes(hexId)) continue;
    if ((blocked ??= blockedHexes(game, options.actor)).has(hexId)) continue;
    const upgrade = catalog.forHex(hexId, game.state.map.hexes[hexId]).color !== 'white';
    if (options.lay && upgrade && !options.lay.upgrade) continue;
    const from = game.state.map.hexes[hexId].tileName;
    // The tile-only rules first (cached per title): most tiles fail them, and only those that
    // pass are asked of the supply. (With the hex: a preprinted future label a laid tile still
    // carries counts, J12's gray O in 1867.) A title's upgrade hook may allow any tile.
    const names = hook ? allTiles : upgradeCandidates(game.title, hexId, from === undefined ? { kind: 'hex', hexId } : { kind: 'tile', name: from }, relaxed);
    for (const name of names) {
      const tileId = inSupply(name);
      if (tileId === null) continue;
      const check = canUpgrade(ctx, hexId, name, reach, { special: options.special !== undefined, normalUpgrades: options.special?.strictUpgrades, supply: false, upgradesTo: hook });
      if (!check.ok) continue;
      const byCost = new Map<number, number[]>();
      // A rotation changes the cost only through the borders its track crosses: on a hex with no
      // border that costs, every rotation costs what the first does.
      const sameForAll = !bordersCost(board, hex);
      let known: number | undefined;
      for (const rotation of check.rotations) {
        if (restricted && trackRestrictionRefusal(ctx, hexId, name, rotation, options.operator)) continue;
        const cost = sameForAll && known !== undefined ? known : costOf(game, options, hexId, name, rotation, upgrade);
        if (sameForAll) known = cost;
        if (cost > 0 && cost > cash) continue;
        const rotations = byCost.get(cost);
        if (rotations) rotations.push(rotation);
        else byCost.set(cost, [rotation]);
      }
      for (const [cost, rotations] of byCost) out.push({ type: 'lay_tile', ...base, hex: hexId, tile: name, tileId, rotations, cost });
    }
  }
  return out;
}
