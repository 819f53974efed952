/**
 * The Saskatchewan Central: its corporation (SC) is started only by its private (SC) — the
 * private's owner pars it, exchanging the private and one share's price for the president's
 * certificate — and it then chooses its home among any city with room or a neutral station.
 * If the depot's next train is a 3, 4, 5 or 6, a held-back train of that type joins it.
 */
import { gameVar, mapContext, pendingTokens, tokenRefusal, type Game } from '../../runtime/sdk.js';
import type { Types } from '../../generated/titles/1882/types.js';

export const SC = 'SC' satisfies Types['corporation'] & Types['company'];
/** The Canadian National, whose stations are the neutral tokens. */
export const CN = 'CN' satisfies Types['corporation'];

/** Trains held back at setup for the SC to add, by id (hooks.ts). */
export const reserveTrains = gameVar('sc_reserve_trains', (): string[] => []);

/** Whether the player may par the SC now: they own its private. */
export const mayParSc = (game: { company(sym: typeof SC): { readonly closed: boolean; readonly owner: string | null } }, player: string): boolean => {
  const company = game.company(SC);
  return !company.closed && company.owner === player;
};

/** The cities the SC may take as its home: any with a free slot for it, or a neutral station. */
export function scHomeHexes(game: Game): string[] {
  const ctx = mapContext(game);
  return Object.keys(game.state.map.hexes).filter((hexId) =>
    game.state.map.hexes[hexId].tokens.some((slots, cityIndex) => slots.includes(CN) || tokenRefusal(ctx, hexId, cityIndex, SC) === null),
  );
}

/** After the SC is parred: its private closes, a train may join the depot, and its home is chosen. */
export function scStarted(game: Game): void {
  const next = game.state.depot.upcoming[0];
  const name = next === undefined ? undefined : game.train(next).name;
  const held = game.effects.get(reserveTrains);
  const extra = held.find((id) => game.train(id).name === name);
  if (extra !== undefined) {
    game.effects.set(reserveTrains, held.filter((id) => id !== extra));
    game.effects.releaseTrain(extra);
    game.log.emit('note', { text: `${SC} adds an extra ${name} train to the depot` });
  }
  game.effects.closeCompany(SC);
  game.round.get(pendingTokens).push({ entity: SC, hexes: scHomeHexes(game) });
}
