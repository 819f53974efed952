/**
 * What 1867's merger round does to corporations: a minor converting into a major, or several
 * minors merging into one; the minors' stations, treasury, loans, trains and companies going to
 * the major (the engine's `mergeMinor`), the major's price and certificates for the minors'
 * owners, and the station limit after a merger (two, then a third $40 token on the charter).
 */
import {
  check,
  type Game,
  mergeMinor,
  corporationGraph,
  boardFor,
  NODE_STRIDE,
  mapContext,
  removeToken,
  bundleOf,
  percentOf,
  sharesOf,
  setPar,
  buyShares,
  compareByOperatingOrder,
  transferLoans,
} from '../../runtime/sdk.js';
import { pricesWithTypes } from './market.js';

/** Stations a major keeps after a merger, and the most minors one merger may join. */
export const LIMIT_TOKENS_AFTER_MERGER = 2;
const LIMIT_MERGE = 10;
/** No player may bring more than six of their minors into one merger (60% of the major). */
const LIMIT_OWNED_BY_ONE = 6;

const isMinor = (game: Game, sym: string) => game.operatorType(sym) === 'minor';

/** Whether a minor's price stands in the range where it may convert. */
export function canConvert(game: Game, sym: string): boolean {
  const at = game.corporation(sym).sharePrice;
  return isMinor(game, sym) && at !== null && (game.market.cell(at)?.types.includes('convert_range') ?? false);
}

/** Majors a conversion or merger may become: those not started. */
export function targetMajors(game: Game): string[] {
  return game.corporations.filter((c) => game.operatorType(c.sym) === 'major' && !c.floated).map((c) => c.sym);
}

/** Corporations whose stations stand in cities the corporation's track reaches. */
function connectedCorporations(game: Game, sym: string): string[] {
  const ctx = mapContext(game);
  const board = boardFor(ctx);
  const graph = corporationGraph(ctx, sym);
  const out: string[] = [];
  for (let hex = 0; hex < board.grid.size; hex++) {
    for (const c of board.tiles[hex].cities) {
      if (!graph.nodeKeys[hex * NODE_STRIDE + c]) continue;
      for (const t of board.cityTokens(hex, board.tiles[hex].nodes[c].cityIndex)) if (t && !out.includes(t)) out.push(t);
    }
  }
  return out;
}

/** Minors that may join a merger of `merging` now: connected by track to one of them, within the limits. */
export function mergeableCandidates(game: Game, merging: readonly string[]): string[] {
  if (merging.length >= LIMIT_MERGE) return [];
  const counts = new Map<string, number>();
  for (const sym of merging) {
    const owner = game.corporation(sym).owner ?? '';
    counts.set(owner, (counts.get(owner) ?? 0) + 1);
  }
  const atLimit = [...counts].filter(([, n]) => n >= LIMIT_OWNED_BY_ONE).map(([owner]) => owner);
  const available: string[] = [];
  for (const sym of merging) for (const other of connectedCorporations(game, sym)) if (!merging.includes(other) && !available.includes(other)) available.push(other);
  return available.filter((sym) => game.kindOf(sym) === 'corporation' && isMinor(game, sym) && !atLimit.includes(game.corporation(sym).owner ?? ''));
}

/** The dearest par cell (of a major) at or below a price. */
function majorParAtMost(game: Game, price: number) {
  return pricesWithTypes(game, ['par', 'par_2']).find((p) => p.price <= price);
}

/** A minor's stations, treasury, loans, trains and companies go to the major; the minor closes. */
export function absorb(game: Game, minor: string, major: string): void {
  transferLoans(game, minor, major);
  mergeMinor(game, minor, major, { tokens: 'replace', addTokens: true });
}

/**
 * A minor converts into an unstarted major: the major is parred at the dearest major par at or
 * below the minor's price, the minor's owner takes its president's certificate and the major
 * takes everything the minor had.
 */
export function convertMinor(game: Game, minor: string, major: string): void {
  const corp = game.corporation(minor);
  const par = majorParAtMost(game, game.market.price(corp.sharePrice!))!;
  setPar(game, game.corporation(major), par.coordinates);
  const owner = corp.owner!;
  buyShares(game, owner, bundleOf(game, major, [sharesOf(game, major, major)[0]]), { exchange: 'free' });
  absorb(game, minor, major);
  game.log.emit('note', { text: `${minor} converts into ${major}` });
}

/**
 * Several minors merge into an unstarted major, parred at the dearest major par at or below the
 * sum of the lowest and highest of their prices (between $100 and $200). In operating order,
 * each minor's owner takes a 10% certificate (or the president's, for a second minor of the same
 * owner while the presidency is still unclaimed) and the major takes everything the minor had.
 * Refused when no owner could become president. Returns whether the major has too many stations.
 */
/** The par of the major some minors merge into, and whether any of their owners could become its president. */
function mergedPar(game: Game, merging: readonly string[]) {
  const sorted = [...merging].sort((a, b) => compareByOperatingOrder(game, a, b));
  const prices = sorted.map((sym) => game.market.price(game.corporation(sym).sharePrice!));
  const price = Math.min(200, Math.max(100, Math.max(...prices) + Math.min(...prices)));
  const par = majorParAtMost(game, price)!;
  const owners = sorted.map((sym) => game.corporation(sym).owner!);
  const seated = game.state.players.map((p) => p.id).filter((id) => owners.includes(id));
  const at = seated.indexOf(owners[0]);
  const players = [...seated.slice(at), ...seated.slice(0, at)];
  const presidentPossible = players.some((p) => game.player(p).cash >= par.price || owners.filter((o) => o === p).length >= 2);
  return { sorted, par, players, presidentPossible };
}

/** Whether the merge of these minors into a major would find a president (the reference refuses it otherwise). */
export function mergePossible(game: Game, merging: readonly string[]): boolean {
  return mergedPar(game, merging).presidentPossible;
}

export function mergeMinors(game: Game, merging: readonly string[], major: string): { tooManyStations: boolean; owners: string[] } {
  const { sorted, par, players, presidentPossible } = mergedPar(game, merging);
  check(
    presidentPossible,
    'merge/no_president',
    'Merge impossible, no player can become president',
    { entity: major },
  );
  const target = game.corporation(major);
  setPar(game, target, par.coordinates);
  target.ipoed = true;
  for (const sym of sorted) {
    const owner = game.corporation(sym).owner!;
    const ipo = sharesOf(game, major, major);
    const president = ipo[0];
    if (president !== undefined && target.shares[president].president && percentOf(game, owner, major) === 10) {
      // The owner's 10% goes back for the president's certificate.
      const held = sharesOf(game, owner, major)[0];
      target.shares[held].owner = major;
      target.shares[held].seq = ++game.state.seq;
      buyShares(game, owner, bundleOf(game, major, [president]), { exchange: 'free' });
    } else {
      buyShares(game, owner, bundleOf(game, major, [ipo[ipo.length - 1]]), { exchange: 'free' });
    }
    removeDuplicateTokens(game, major, sorted);
    absorb(game, sym, major);
  }
  const tooManyStations = tokensAboveLimits(game, major);
  if (!tooManyStations) fixTokenCount(game, major);
  game.log.emit('note', { text: `${sorted.join(', ')} merge into ${major}` });
  return { tooManyStations, owners: players };
}

/** The major's stations in cities where a minor still to merge has one leave the map (to its charter). */
function removeDuplicateTokens(game: Game, major: string, minors: readonly string[]): void {
  const cities = new Set<string>();
  for (const sym of minors) {
    const op = game.corporation(sym);
    if (op.closed) continue;
    for (const t of op.tokens) if (t.used && t.hex !== undefined) cities.add(`${t.hex}#${t.city}`);
  }
  for (const t of game.corporation(major).tokens) {
    if (!t.used || t.hex === undefined || !cities.has(`${t.hex}#${t.city}`)) continue;
    removeToken(mapContext(game), t.hex, t.city!, major);
    t.used = false;
    delete t.hex;
    delete t.city;
  }
}

/** Placed stations on as many hexes as there are stations, and at most two. */
export function tokensAboveLimits(game: Game, sym: string): boolean {
  const hexes = game.corporation(sym).tokens.filter((t) => t.used).map((t) => t.hex);
  return new Set(hexes).size !== hexes.length || hexes.length > LIMIT_TOKENS_AFTER_MERGER;
}

/** A major left with fewer than three tokens gets a $40 one on its charter. */
export function fixTokenCount(game: Game, sym: string): void {
  const tokens = game.corporation(sym).tokens;
  if (tokens.length !== 3) tokens.push({ price: 40, used: false });
}

/** After a merger's stations are reduced: its placed stations, then its spare tokens by price, at most two, and the $40 third. */
export function settleStations(game: Game, sym: string): void {
  const corp = game.corporation(sym);
  const used = corp.tokens.filter((t) => t.used);
  check(used.length <= LIMIT_TOKENS_AFTER_MERGER, 'merge/too_many_stations', 'Used token above limit', { entity: sym });
  const unused = corp.tokens.filter((t) => !t.used).sort((a, b) => a.price - b.price);
  corp.tokens = [...used, ...unused].slice(0, LIMIT_TOKENS_AFTER_MERGER);
  fixTokenCount(game, sym);
}
