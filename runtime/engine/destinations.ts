/**
 * Destinations: a hex (or any of several) a corporation is headed for, reached when track
 * connects it to where the corporation starts from — its home, unless the destination says
 * another hex (1856: "connect London to Detroit"). The engine keeps each destination and answers
 * whether track connects it (whoever's tokens are on the way); what reaching one does — escrow
 * released, a bonus, a capitalisation — is the title's, which marks it reached.
 */
import { GameError } from '../core/errors.js';
import { hexesConnected } from '../map/connectivity.js';
import type { DestinationState } from '../state/types.js';
import type { DestinationDefinition, TitleDefinition } from '../title/definition.js';
import type { Game } from './contract.js';
import { mapContext } from './map-access.js';

/** A destination as the game starts it: from the corporation's home unless it says otherwise. */
function destinationState(title: TitleDefinition, sym: string, def: DestinationDefinition): DestinationState {
  const corp = title.corporations.find((c) => c.sym === sym);
  const home = corp?.coordinates === undefined ? undefined : typeof corp.coordinates === 'string' ? corp.coordinates : corp.coordinates[0];
  const from = def.from ?? home;
  if (from === undefined) throw new GameError('destination/no_start', `${sym}'s destination needs a hex to start from: it has no home`, { entity: sym });
  return { from, hexes: [...def.hexes], reached: false };
}

export function initialDestinations(title: TitleDefinition): Record<string, DestinationState> {
  const out: Record<string, DestinationState> = {};
  for (const corp of title.corporations) if (corp.destination) out[corp.sym] = destinationState(title, corp.sym, corp.destination);
  return out;
}

export function destinationOf(game: Game, sym: string): DestinationState | undefined {
  const all = game.state.destinations;
  return Object.hasOwn(all, sym) ? all[sym] : undefined;
}

/** Whether track now connects a corporation's start to its destination (not yet marked reached). */
export function destinationConnected(game: Game, sym: string): boolean {
  const dest = destinationOf(game, sym);
  return !!dest && !dest.reached && hexesConnected(mapContext(game), dest.from, dest.hexes);
}

export function markDestinationReached(game: Game, sym: string): void {
  const dest = destinationOf(game, sym);
  if (!dest) throw new GameError('destination/none', `${sym} has no destination`, { entity: sym });
  if (dest.reached) return;
  dest.reached = true;
  game.log.emit('destination_reached', { corporation: sym, hexes: dest.hexes });
}

/** Gives a corporation another destination (an optional rule's), or none. */
export function setDestination(game: Game, sym: string, def: DestinationDefinition | null): void {
  game.corporation(sym);
  if (def === null) {
    delete game.state.destinations[sym];
    return;
  }
  for (const hex of [...def.hexes, ...(def.from ? [def.from] : [])]) {
    if (!Object.hasOwn(game.state.map.hexes, hex)) throw new GameError('destination/unknown_hex', `no hex '${hex}' for ${sym}'s destination`, { entity: sym });
  }
  game.state.destinations[sym] = destinationState(game.title, sym, def);
}
