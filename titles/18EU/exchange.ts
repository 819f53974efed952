/**
 * 18EU's minor exchange, shared by the stock round, the home-token step and the Final Exchange
 * round: a minor's owner receives a share of a major (from its treasury, or the market), and the
 * minor merges into the major — the engine's mergeMinor. From the treasury, the major takes the
 * minor's cash and trains, and its token stays until the major decides where its own goes
 * (steps/replace_token.ts); from the market, the cash goes to the bank and the trains to the
 * depot, and the minor closes at once.
 */
import { maybeDiscardPullman } from './pullman.js';
import { buyShares, corporationGraph, firstShares, mapContext, mergeMinor, POOL, roundVar, type Bundle, type Game } from '../../runtime/sdk.js';

/** A merge waiting for the major's decision on the minor's token. */
export interface PendingAcquisition {
  readonly minor: string;
  readonly corporation: string;
}

export const pendingAcquisition = roundVar('pending_acquisition', (): PendingAcquisition | null => null);

/** The minors a player owns, in title order. */
export function minorsOf(game: Game, player: string): string[] {
  return game.minors.filter((m) => m.owner === player && !m.closed).map((m) => m.sym);
}

/** The share a minor would be exchanged for: the major's first treasury share, else its first in the market. */
export function exchangeShare(game: Game, corporation: string, source: 'treasury' | 'pool'): Bundle | undefined {
  return firstShares(game, source === 'treasury' ? corporation : POOL, corporation, 1);
}

/**
 * Majors a minor may be exchanged into (the reference's exchange_corporations): those with a
 * token in a city the minor's track reaches, or on the tile of its own token.
 */
export function connectedCorporations(game: Game, minor: string): string[] {
  const home = game.minor(minor).tokens.find((t) => t.used && t.hex !== undefined);
  if (!home) return [];
  const ctx = mapContext(game);
  const graph = corporationGraph(ctx, minor);
  const out = new Set<string>();
  for (const node of graph.connectedNodes()) {
    const hex = game.state.map.hexes[node.hexId];
    for (const city of hex.tokens) for (const t of city) if (t !== null && game.kindOf(t) === 'corporation') out.add(t);
  }
  for (const city of game.state.map.hexes[home.hex!].tokens) for (const t of city) if (t !== null && game.kindOf(t) === 'corporation') out.add(t);
  return game.corporations.filter((c) => out.has(c.sym)).map((c) => c.sym);
}

/** The owner receives the share, and the minor merges into the major as the share's source says. */
export function exchangeMinor(game: Game, minor: string, bundle: Bundle): void {
  const corporation = bundle.corporation;
  const owner = game.minor(minor).owner!;
  const fromTreasury = bundle.owner === corporation;
  game.log.emit('note', { text: `${game.nameOf(owner)} exchanges ${minor} for a 10% share of ${corporation}` });
  buyShares(game, owner, bundle, { exchange: 'free' });
  if (!fromTreasury) {
    mergeMinor(game, minor, corporation, { tokens: 'remove', treasury: 'bank', trains: 'depot' });
    return;
  }
  const placed = game.corporation(corporation).tokens.some((t) => t.used);
  if (!placed) {
    mergeMinor(game, minor, corporation, { tokens: 'remove' });
  } else {
    mergeMinor(game, minor, corporation, { tokens: 'keep', close: false });
    game.round.set(pendingAcquisition, { minor, corporation });
  }
  maybeDiscardPullman(game, corporation);
}
