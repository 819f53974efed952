/**
 * Destinations and escrow (the reference's Escrow step): once an operator's track step is over,
 * every corporation whose track now connects its destination has reached it — its escrow is
 * released and it is capitalised incrementally from then on. The step decides by itself: its
 * `destination_connection` is an auto action the engine applies and records (as the reference's
 * server does); a recording's own names the corporations the reference found, which a replay
 * takes as they are.
 */
import {
  type Action,
  check,
  capitalizationOf,
  Step,
  listedLegal,
  type LegalAction,
  destinationConnected,
  destinationOf,
  markDestinationReached,
  releaseEscrow,
} from '../../../runtime/sdk.js';

const ACTIONS: readonly string[] = ['destination_connection'];

export default class Escrow extends Step {
  description(): string {
    return 'Escrow Calculation';
  }

  override actions(entity: string): readonly string[] {
    return entity === this.currentEntity() && this.game.isOperator(entity) ? ACTIONS : [];
  }

  /** Headed for a destination: capitalised in escrow (or, not yet parred, would be). */
  private headsForDestination(sym: string): boolean {
    return capitalizationOf(this.game, sym) === 'escrow' && destinationOf(this.game, sym) !== undefined;
  }

  /** The corporations whose destinations the map connects now. */
  connected(): string[] {
    return this.game.corporations.filter((c) => this.headsForDestination(c.sym) && destinationConnected(this.game, c.sym)).map((c) => c.sym);
  }

  private check(entity: string): Record<string, unknown> {
    return { type: 'destination_connection', entity, entity_type: 'corporation', corporations: this.connected() };
  }

  override autoActions(): readonly Action[] {
    const entity = this.currentEntity();
    return entity === undefined ? [] : [this.check(entity) as unknown as Action];
  }

  override legalActions(entity: string): readonly LegalAction[] {
    if (!this.actions(entity).includes('destination_connection')) return [];
    return [listedLegal(this.game, entity, 'destination_connection', [{ corporations: this.connected() }])];
  }

  process_destination_connection(action: Action): void {
    const named = (action as unknown as { corporations?: string[] }).corporations ?? [];
    if (!this.game.recorded) {
      const found = this.connected();
      check(named.length === found.length && named.every((c) => found.includes(c)), 'escrow/destinations', () => `the map connects ${found.join(', ') || 'no corporation'} to its destination, not ${named.join(', ') || 'none'}`, { action });
    }
    for (const sym of named) {
      this.game.corporation(sym);
      if (destinationOf(this.game, sym)) markDestinationReached(this.game, sym);
      else this.game.log.emit('destination_reached', { corporation: sym, hexes: [] });
      releaseEscrow(this.game, sym);
    }
    this.pass();
  }
}
