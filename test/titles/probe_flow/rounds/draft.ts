/** A round kind of the title's own: the draft, whose steps (rounds.steps.draft) do everything. */
import { Round } from '../../../../runtime/sdk.js';

export default class DraftRound extends Round {
  name(): string {
    return 'Draft Round';
  }
}
