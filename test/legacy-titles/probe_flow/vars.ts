/** The round variable the draft's two steps share: what each player picked, by player id. */
import { roundVar } from '../../runtime/engine/round-vars.js';

export const draftPicks = roundVar('draft_picks', (): Record<string, string> => ({}));
