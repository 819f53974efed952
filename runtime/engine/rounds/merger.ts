/**
 * The merger round (the reference's Round::Merger; a consolidation round): a round the cycle
 * places after operating rounds of some phases (`rounds.cycle[].after`), in which corporations
 * take turns, in operating order, to convert, merge or absorb others with the title's steps
 * (`rounds.steps.merger`). A corporation's turn lasts until none of its steps waits for a
 * decision (a step may hand the decision to players meanwhile: buying shares after a merger);
 * the round ends after the last one's turn.
 *
 * Which corporations take part is the title's choice: every floated corporation by default; a
 * title narrows it with its own round class over this one (1867: the minors).
 */
import type { Action } from '../../actions/types.js';
import type { RoundTrait } from '../../title/vocabulary.js';
import type { Game } from '../contract.js';
import { compareByOperatingOrder } from '../order.js';
import { Round, asksActiveStepFirst } from '../round.js';

export class MergerRound extends Round {
  static override readonly traits: readonly RoundTrait[] = ['merger'];

  static override startingEntities(game: Game): string[] {
    return this.candidates(game)
      .filter((sym) => game.corporation(sym).floated)
      .sort((a, b) => compareByOperatingOrder(game, a, b));
  }

  /** The corporations that may take part (floated ones among them take turns). */
  static candidates(game: Game): string[] {
    return game.corporations.map((c) => c.sym);
  }

  name(): string {
    return 'Merger Round';
  }

  override setup(): void {
    this.skipSteps();
    if (this.finished()) this.nextEntity();
  }

  protected override afterProcess(action: Action): void {
    if (action.type === 'message' || action.type === 'log') return;
    if (this.activeStep()) return;
    for (const player of this.game.state.players) player.passed = false;
    this.nextEntity();
  }

  /** The next corporation's turn; past the last, the round is over (its steps stay passed). */
  override nextEntity(): void {
    if (this.entities.length === 0) return;
    this.nextEntityIndex();
    if (this.entityIndex === 0) return;
    this.startStepsTurn();
    this.clearCache();
    this.skipSteps();
    this.clearCache();
    if (this.finished()) this.nextEntity();
  }

  /** A corporation closing in a merger does not end anyone's turn here. */
  override forceNextEntity(): void {}
}

asksActiveStepFirst(MergerRound.prototype['afterProcess']);
