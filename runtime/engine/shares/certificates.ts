/**
 * Changing certificates outside a trade, as a title's rules may: moving one to another holder
 * without payment (to the pool, or to the bank — out of the game), and resizing one before its
 * corporation is parred (a 30% president's certificate in a two-player game).
 */
import { GameError } from '../../core/errors.js';
import { BANK, POOL } from '../../state/types.js';
import type { Game } from '../contract.js';
import { parseShareId } from './holdings.js';
import { transferShares } from './pool.js';

export function moveShareTo(game: Game, id: string, to: string): void {
  const { corporation, index } = parseShareId(game, id);
  const kind = game.kindOf(to);
  if (to !== BANK && to !== POOL && kind !== 'player' && kind !== 'corporation') {
    throw new GameError('effect/bad_holder', `a certificate cannot go to '${to}'`, { entity: to });
  }
  const share = game.corporation(corporation).shares[index];
  const from = share.owner;
  if (from === to) return;
  transferShares(game, { corporation, owner: from, shares: [index], percent: share.percent }, to, { allowPresidentChange: kind === 'player' || game.kindOf(from) === 'player' });
  game.log.emit('share_moved', { share: id, corporation, percent: share.percent, from, to });
}

export function setCertificatePercent(game: Game, id: string, percent: number): void {
  const { corporation, index } = parseShareId(game, id);
  const corp = game.corporation(corporation);
  if (corp.ipoed || corp.shares.some((s) => s.owner !== corporation && s.owner !== BANK)) {
    throw new GameError('effect/certificates_in_play', `${corporation}'s certificates can be resized only before it is parred`, { entity: corporation });
  }
  if (!Number.isInteger(percent) || percent <= 0 || percent > 100) throw new GameError('effect/bad_percent', `a certificate of ${percent}% is not possible`, { entity: id });
  (corp.shares[index] as { percent: number }).percent = percent;
}
