/**
 * When an 1856 corporation starts: one capitalised in full floats as soon as enough of its IPO is
 * sold (receiving ten shares' worth); the others start at their first operating turn if enough is
 * sold by then — 20% at first, 10% more with the last train of each of the first four types (the
 * engine's float_30 ... float_60 events) — and are skipped until it is.
 */
import type { GameView } from '../../runtime/sdk.js';
import type { Types } from '../../generated/titles/1856/types.js';

type View = GameView<Types>;

/** The percent of its IPO an unstarted corporation must have sold to start. */
export function percentToOperate(game: View, corporation: Types['corporation']): number {
  return game.state.overrides.floatPercent ?? game.title.corporations.find((c) => c.sym === corporation)!.floatPercent;
}

/** Enough of the IPO is sold for the corporation to start. */
export function floatable(game: View, corporation: Types['corporation']): boolean {
  return game.corporation(corporation).ipoed && game.percentOf(corporation, corporation) <= 100 - percentToOperate(game, corporation);
}

/** Parred as a full-capitalisation corporation. */
export function fullyCapitalised(game: View, corporation: Types['corporation']): boolean {
  return game.corporation(corporation).capitalization === 'full';
}
