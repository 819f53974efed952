/** The round variables 1846's own steps share. */
import { roundVar } from '../../runtime/sdk.js';

/** Whether the operating corporation issued shares in an emergency this turn. */
export const emergencyIssued = roundVar('emergency_issued', (): boolean => false);

/** What the last emergency issue raised beyond the issue before it (limits the train bought after it). */
export const lastIssuedPrice = roundVar('last_issued_price', (): number | null => null);
