/**
 * The title's operating round, under a name of its own: it is the engine's operating round in
 * all but name, and has the engine's `operating` trait through it, so the engine treats it as
 * one (log numbering, ability timing, the end of a set). It adds a trait of the title's own,
 * `works`, that the title's hooks read. (Its steps, in title.yaml, add one of the title's own.)
 */
import { OperatingRound, type RoundTrait } from '../../../../runtime/sdk.js';

export default class WorksRound extends OperatingRound {
  static override readonly traits: readonly RoundTrait[] = ['operating', 'works'];

  override name(): string {
    return 'Works Round';
  }
}
