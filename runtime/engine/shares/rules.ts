/**
 * The rules a share trade must pass whatever step it happens in: whether a holder may gain a
 * bundle (ownership limit, certificate limit), whether a sale is allowed yet (`sell_after`).
 */
import type { HolderId } from '../../state/types.js';
import type { Game } from '../contract.js';
import { certLimit, holdingOk, numCerts, type Bundle } from './holdings.js';

/** May `entity` take this bundle into its holdings (limits only; not money or turn order)? */
export function canGain(game: Game, entity: HolderId, bundle: Bundle, exchange = false): boolean {
  if (game.kindOf(bundle.owner) === 'player') return false;
  const corp = game.corporation(bundle.corporation);
  const countsForLimit = game.market.countsForLimit(corp.sharePrice);
  // Certificates count toward the limit by their size (1 each unless a title says otherwise).
  let size = 0;
  for (const i of bundle.shares) size += corp.shares[i].certSize ?? 1;
  return holdingOk(game, entity, bundle.corporation, bundle.percent) && (!countsForLimit || exchange || numCerts(game, entity) + size <= certLimit(game));
}

/** Whether the title lets shares of this corporation be sold at this point of the game. */
export function saleTimingOk(game: Game, entity: HolderId, sym: string): boolean {
  const corp = game.corporation(sym);
  const operating = game.round.is('operating');
  const operated = corp.operatingHistory.length > 0;
  switch (game.rules.sellAfter) {
    case 'first':
      return game.state.turn > 1 || operating;
    case 'after_sr_floated':
      return operated || operating;
    case 'operate':
      return operated;
    case 'p_any_operate':
      return operated || corp.owner === entity;
    case 'full_or_turn':
      return operating && game.round.state.currentOperator === sym ? corp.operatingHistory.length > 1 : operated;
    case 'round':
    case 'any_time':
      return true;
  }
}
