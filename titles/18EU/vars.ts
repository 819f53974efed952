/** What 18EU remembers between actions (see runtime/title/game-vars.ts). */
import { gameVar } from '../../runtime/sdk.js';

/**
 * The Final Exchange round: `triggered` by the first 5-train, held before the next stock round
 * (`in_progress` during it), `done` after; null before.
 */
export const minorExchange = gameVar('minor_exchange', (): 'triggered' | 'in_progress' | 'done' | null => null);

/** The player whose turn starts the Final Exchange round: the owner of the operator that bought the first 5-train. */
export const exchangePriority = gameVar('minor_exchange_priority', (): string | null => null);

/** Majors that have operated, from their first turn's share step on (exchanges for their shares end then). */
export const corporationsOperated = gameVar('corporations_operated', (): string[] => []);

/** The mountain a tile laid on a £120 mountain carries with it. */
export const MOUNTAIN_PART = 60;

/**
 * Tile copies that carry a mountain of £60 each: a tile laid on a £120 mountain (or on a tile
 * carrying two) keeps that mountain wherever it goes later, as the reference's tile objects do,
 * and replacing it costs that much more.
 */
export const mountainParts = gameVar('mountain_parts', (): Record<string, number> => ({}));
