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

/**
 * Issues a corporation's certificates anew, the president's first (a corporation formed by a
 * merger deciding its size: 1856's CGR of ten or twenty shares). Only while every certificate is
 * still in its IPO. `certSizes` says what each counts toward the certificate limit (default 1 each;
 * 1856's 5% shares count half); `ids` the number each goes by in ids (default its place: `CGR_0` ...).
 */
export function reissueShares(game: Game, sym: string, percents: readonly number[], certSizes?: readonly number[], ids?: readonly number[]): void {
  const corp = game.corporation(sym);
  if (corp.shares.some((s) => s.owner !== sym)) throw new GameError('effect/certificates_in_play', `${sym}'s certificates can be issued anew only while all are in its IPO`, { entity: sym });
  if (percents.length === 0 || percents.some((p) => !Number.isInteger(p) || p <= 0) || percents.reduce((a, b) => a + b, 0) !== 100) {
    throw new GameError('effect/bad_percent', `certificates of ${percents.join(', ')}% do not make a corporation`, { entity: sym });
  }
  if (certSizes && (certSizes.length !== percents.length || certSizes.some((c) => !(c > 0)))) {
    throw new GameError('effect/bad_cert_size', `certificate sizes ${certSizes.join(', ')} do not fit ${percents.length} certificates`, { entity: sym });
  }
  if (ids && (ids.length !== percents.length || new Set(ids).size !== ids.length || ids.some((n) => !Number.isInteger(n) || n < 0))) {
    throw new GameError('effect/bad_share_ids', `certificate numbers ${ids.join(', ')} do not fit ${percents.length} certificates`, { entity: sym });
  }
  corp.shares = percents.map((percent, index) => ({
    percent,
    president: index === 0,
    owner: sym,
    seq: ++game.state.seq,
    ...(certSizes && certSizes[index] !== 1 ? { certSize: certSizes[index] } : {}),
    ...(ids && ids[index] !== index ? { id: ids[index] } : {}),
  }));
}
