/**
 * The Waterloo & Saugeen Railway Co.: its owning corporation may lay the green #59 on Kitchener
 * (I12, in place of a lay) and place a free token there; either use closes the company at the end
 * of that operating round. Once anyone lays Kitchener, its lay is gone.
 */
import { type Game, closeCompany, removeAbilitiesOfType } from '../../runtime/sdk.js';
import { KITCHENER, WSRC } from './constants.js';
import { wsrcUsed } from './vars.js';

/** Notes a use: the company closes with the round. */
export function wsrcUse(game: Game): void {
  if (!game.round.get(wsrcUsed)) game.log.emit('note', { text: `${game.companyDef(WSRC).name} is used and will close at the end of the operating round` });
  game.round.set(wsrcUsed, true);
}

/** Kitchener laid by anyone: the company's lay there is no longer needed. */
export function kitchenerLaid(game: Game, hex: string): void {
  if (hex !== KITCHENER || !game.state.companies[WSRC] || game.company(WSRC).closed) return;
  removeAbilitiesOfType(game, game.companyKey(WSRC), 'tile_lay');
}

/** As an operating round ends: a used company closes. */
export function closeIfUsed(game: Game): void {
  if (!game.round.has(wsrcUsed) || !game.round.get(wsrcUsed)) return;
  if (game.state.companies[WSRC] && !game.company(WSRC).closed) closeCompany(game, WSRC);
  game.round.set(wsrcUsed, false);
}
