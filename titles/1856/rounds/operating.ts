/**
 * 1856's operating round: corporations capitalised in escrow or incrementally start (float) at
 * their first operating turn, if enough of their IPO is sold by then; the round takes them in
 * its order from the start, and passes over one whose turn comes before it may start. The
 * Waterloo & Saugeen, once used, closes as the round ends.
 */
import { type Game, compareOperators, OperatingRound, type GameView } from '../../../runtime/sdk.js';
import { floatable } from '../floating.js';
import { closeIfUsed } from '../wsrc.js';
import type { Types } from '../../../generated/titles/1856/types.js';

type View = GameView<Types>;

/** A corporation not yet started that may start now. */
function mayStart(game: Game, sym: string): boolean {
  return game.kindOf(sym) === 'corporation' && !game.corporation(sym).floated && floatable(game.view as unknown as View, sym as Types['corporation']);
}

/** Corporations started or able to start, by share price (the reference's operating order). */
export function operatingOrder1856(game: Game): string[] {
  const out = game.corporations.filter((c) => !c.closed && (c.floated || mayStart(game, c.sym))).map((c) => c.sym);
  return out.sort((a, b) => compareOperators(game, a, b));
}

export default class Operating1856 extends OperatingRound {
  static override startingEntities(game: Game): string[] {
    return operatingOrder1856(game);
  }

  /** One that cannot start when its turn comes is passed over (the reference: "failed to float and is skipped"). */
  protected override skipEntity(entity: string): boolean {
    if (this.game.isClosed(entity)) return true;
    return this.game.kindOf(entity) === 'corporation' && !this.game.corporation(entity).floated && !mayStart(this.game, entity);
  }

  override startOperating(): void {
    const entity = this.entities[this.entityIndex];
    if (entity !== undefined && mayStart(this.game, entity)) {
      this.game.corporation(entity).floated = true;
      this.game.log.emit('corporation_floated', { corporation: entity, capital: 0 });
    }
    super.startOperating();
  }

  override finish(): void {
    closeIfUsed(this.game);
    super.finish();
  }

  override recalculateOrder(): void {
    const upcoming = this.entities.slice(this.entityIndex + 1);
    const sorted = operatingOrder1856(this.game).filter((e) => upcoming.includes(e));
    this.state.entities = [...this.entities.slice(0, this.entityIndex + 1), ...sorted];
  }
}
