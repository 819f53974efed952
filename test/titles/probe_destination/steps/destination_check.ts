/**
 * Once the operator's track is laid, the corporations whose destinations track now connects
 * reach them and receive their escrow: an auto action the engine applies and records on the
 * action before it (a recording's own names them instead).
 */
import { destinationConnected, listedLegal, markDestinationReached, releaseEscrow, Step, type Action, type LegalAction } from '../../../../runtime/sdk.js';

export default class DestinationCheck extends Step {
  description(): string {
    return 'Check destinations';
  }

  override actions(entity: string): readonly string[] {
    return entity === this.currentEntity() ? ['destination_connection'] : [];
  }

  private connected(): string[] {
    return this.game.corporations.filter((c) => destinationConnected(this.game, c.sym)).map((c) => c.sym);
  }

  override autoActions(): readonly Action[] {
    const entity = this.currentEntity();
    return entity === undefined ? [] : [{ type: 'destination_connection', entity, entity_type: 'corporation', corporations: this.connected() } as unknown as Action];
  }

  override legalActions(entity: string): readonly LegalAction[] {
    return this.actions(entity).length ? [listedLegal(this.game, entity, 'destination_connection', [{ corporations: this.connected() }])] : [];
  }

  process_destination_connection(action: Action): void {
    for (const sym of (action as unknown as { corporations?: string[] }).corporations ?? []) {
      markDestinationReached(this.game, sym);
      releaseEscrow(this.game, sym);
    }
    this.pass();
  }
}
