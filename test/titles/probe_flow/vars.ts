/** The round variable the draft's two steps share: what each player picked, by player id. */
import { roundVar } from '../../../runtime/sdk.js';

export const draftPicks = roundVar('draft_picks', (): Record<string, string> => ({}));
