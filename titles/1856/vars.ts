/**
 * Round variables 1856's own steps and rounds share.
 */
import { roundVar } from '../../runtime/sdk.js';

/** The corporation the current stock-round player bought a certificate of this turn (not to be sold back in it). */
export const unvested = roundVar('unvested', (): string | null => null);

/** The Waterloo & Saugeen was used this operating round: it closes as the round ends. */
export const wsrcUsed = roundVar('wsrc_used', (): boolean => false);
