/** The round variables 1867's merger round steps share. */
import { roundVar } from '../../runtime/sdk.js';

/** The major a conversion or merger just made, while players buy its shares. */
export const converted = roundVar('converted', (): string | null => null);
/** How it was made: `convert` (one minor) or `merge` (several). */
export const mergeType = roundVar('merge_type', (): 'convert' | 'merge' | null => null);
/** Majors made this round. */
export const converts = roundVar('converts', (): string[] => []);
/** Players who may buy the new major's shares now, in turn order. */
export const shareDealingPlayers = roundVar('share_dealing_players', (): string[] => []);
/** Those of them who may buy more than one share (its former minors' owners). */
export const shareDealingMultiple = roundVar('share_dealing_multiple', (): string[] => []);
/** A major with too many stations after a merger, and the minors merged into it. */
export const corporationsRemovingTokens = roundVar('corporations_removing_tokens', (): string[] | null => null);
