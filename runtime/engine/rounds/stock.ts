/**
 * The stock round: players take turns in seat order from the priority deal until all of them
 * pass in succession; then sold-out and pool-heavy corporations' share prices move.
 */
import type { Action } from '../../actions/types.js';
import type { StepReference } from '../../title/definition.js';
import type { CorporationState } from '../../state/types.js';
import { DEFAULT_ROUND_STEPS } from '../../title/defaults.js';
import type { RoundTrait } from '../../title/vocabulary.js';
import type { Game } from '../contract.js';
import { compareByOperatingOrder, reorderPlayers } from '../order.js';
import { moveSharePrice, soldOut } from '../shares/market-moves.js';
import { shareUnit } from '../shares/holdings.js';
import { Round, asksActiveStepFirst } from '../round.js';

export class StockRound extends Round {
  static override readonly traits: readonly RoundTrait[] = ['stock'];

  static override defaultSteps(_game: Game): readonly StepReference[] {
    return DEFAULT_ROUND_STEPS.stock;
  }

  name(): string {
    return 'Stock Round';
  }

  /** The priority deal moves as the title's `next_sr_player_order` says. */
  override finish(): void {
    reorderPlayers(this.game);
  }

  override setup(): void {
    this.skipSteps();
    if (!this.activeStep()) this.nextEntity();
  }

  protected override afterProcess(_action: Action): void {
    if (this.activeStep()) return;
    this.nextEntity();
  }

  override nextEntity(): void {
    if (this.finished()) {
      // One more turn of the wheel so the entity index rests on the priority deal holder.
      this.nextEntityIndex();
      this.finishRound();
      return;
    }
    this.nextEntityIndex();
    this.startEntity();
  }

  private startEntity(): void {
    this.startStepsTurn();
    this.clearCache();
    this.skipStepsAndSettle(true);
    if (!this.activeStep()) this.nextEntity();
  }

  override finished(): boolean {
    return this.game.finished || this.entities.every((id) => this.game.player(id).passed);
  }

  /** The corporations whose prices the round's end may move: floated ones (a title's round may add others). */
  protected corporationsToMovePrice(): readonly CorporationState[] {
    return this.game.corporations.filter((c) => c.floated && this.game.corporationDef(c.sym).type !== 'minor');
  }

  private finishRound(): void {
    const game = this.game;
    const corporations = [...this.corporationsToMovePrice()].sort((a, b) => compareByOperatingOrder(game, a.sym, b.sym));
    for (const corp of corporations) {
      if (!corp.sharePrice) continue;
      const rises = game.hooks.soldOutIncrease?.(corp.sym, game.view) ?? game.rules.soldOutIncrease;
      if ((game.hooks.soldOut?.(corp.sym, game.view) ?? soldOut(game, corp)) && rises) moveSharePrice(game, corp, 'up');
      const inPool = corp.shares.filter((s) => s.owner === 'pool').reduce((n, s) => n + s.percent, 0);
      if (game.rules.poolShareDrop !== 'none' && inPool > 0) {
        const shareCount = Math.floor(inPool / shareUnit(game, corp.sym));
        switch (game.rules.poolShareDrop) {
          case 'down_block':
            moveSharePrice(game, corp, 'down');
            break;
          case 'down_share':
            for (let i = 0; i < shareCount; i++) moveSharePrice(game, corp, 'down');
            break;
          case 'left_block':
            moveSharePrice(game, corp, 'left');
            break;
          case 'left_share':
            for (let i = 0; i < shareCount; i++) moveSharePrice(game, corp, 'left');
            break;
        }
      }
    }
  }
}

asksActiveStepFirst(StockRound.prototype['afterProcess']);
