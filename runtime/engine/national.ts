/**
 * The national corporation a title declares (`national:` in its YAML; 1867's CN, 1861's RSR): a
 * corporation of its own type that no one trades or pars and that is not listed with the others
 * (`game.corporations` leaves it out, as the reference's list does). Nationalisation gives it the
 * tokens of the corporations it takes over (runtime/engine/nationalize.ts), and in the phases
 * its `operates` status names it operates by itself after every other operator.
 */
import type { NationalDefinition } from '../title/definition.js';
import type { NationalState } from '../state/types.js';
import { GameError } from '../core/errors.js';
import type { Game } from './contract.js';
import { phaseAllows } from './phase-status.js';
import { nextToken, placeStationToken } from './tokens.js';

/** The title's national, or undefined where it has none. */
export function nationalDef(game: Game): NationalDefinition | undefined {
  return game.title.national;
}

/** The national's symbol, or undefined. */
export function nationalSym(game: Game): string | undefined {
  return game.title.national?.corporation;
}

export function isNational(game: Game, sym: string): boolean {
  return game.title.national?.corporation === sym;
}

/** The national's state; refused for a title without one. */
export function nationalState(game: Game): NationalState {
  const state = game.state.national;
  if (!state) throw new GameError('national/none', `${game.title.meta.title} has no national corporation`, { rule: 'national' });
  return state;
}

/** Whether the national operates in this phase (after every other operator). */
export function nationalOperates(game: Game): boolean {
  const def = game.title.national;
  return def?.operates !== undefined && phaseAllows(game, def.operates) && !game.corporation(def.corporation).closed;
}

/** Unplaced tokens of the national. */
export function nationalTokensLeft(game: Game): number {
  const sym = nationalSym(game);
  return sym === undefined ? 0 : game.corporation(sym).tokens.filter((t) => !t.used).length;
}

/**
 * When the national first operates: its home token on its home city (its `coordinates` and
 * `city`), if that hex is still among its reservations and none of its tokens stands there.
 */
export function placeNationalHome(game: Game): void {
  const sym = nationalSym(game);
  const def = sym === undefined ? undefined : game.corporationDef(sym);
  const home = typeof def?.coordinates === 'string' ? def.coordinates : undefined;
  if (sym === undefined || home === undefined) return;
  const state = nationalState(game);
  if (!state.reservations.includes(home)) return;
  const hex = game.state.map.hexes[home];
  if (hex.tokens.some((slots) => slots.includes(sym))) return;
  const index = nextToken(game, sym);
  if (index < 0) return;
  state.reservations = state.reservations.filter((h) => h !== home);
  placeStationToken(game, sym, { hexId: home, cityIndex: def?.city ?? hex.tokens.length - 1 }, index, { free: true, checkTokenable: false });
}
