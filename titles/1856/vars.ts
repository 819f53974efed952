/**
 * Round variables 1856's own steps and rounds share.
 */
import { roundVar } from '../../runtime/sdk.js';

/** The Waterloo & Saugeen was used this operating round: it closes as the round ends. */
export const wsrcUsed = roundVar('wsrc_used', (): boolean => false);
