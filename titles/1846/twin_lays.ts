/**
 * 1846's twin lays: the Michigan Central, Ohio & Indiana and Little Miami lay two tiles that
 * must follow each other. Any other entity's action after the first forfeits the second — and
 * it is forfeited *before* that action is processed (the reference's `preprocess_action`), so
 * the special-track step no longer waits for the company when the action looks for its step:
 * the operator may go on at once, and a company's action taken by an earlier step (the Meat
 * Packing's assignment) leaves the turn with the operator. The engine's step waits for a company
 * laying together only while it can still lay (docs/authoring.md, "Company lays").
 *
 * A lay by the company's owner is judged only after it is processed, as the reference does.
 */
import { type Action, type GameEffects, gameVar } from '../../runtime/sdk.js';
import type { Types } from '../../generated/titles/1846/types.js';

type Company = Types['company'];

/** Companies whose two lays must follow each other: any other action forfeits the second. */
const TWIN_LAYS: readonly Company[] = ['MC', 'O&I', 'LM'];
/** The company whose lay the last action was, while its second lay is still open. */
const lastTwinLay = gameVar('last_twin_lay', (): Company | null => null);

/** Forfeits the open second lay of the company that laid last, if `action` is another entity's. */
function forfeitOpenLay(action: Action, game: GameEffects<Types>): void {
  const last = game.get(lastTwinLay);
  if (last && String(action.entity) !== last && game.companies.find((c) => c.sym === last)?.abilities.length) {
    game.removeAbilities(last, 'tile_lay');
    game.log(`${last} forfeits its second tile lay`);
  }
}

/**
 * Before an action is processed: any other entity's action but a lay by a twin's owner forfeits
 * the open lay. A chat message in between closes the watch instead, as the reference's last
 * action becomes the message: the lay stays open, and the step waits for it.
 */
export function beforeTwinLayAction(action: Action, game: GameEffects<Types>): void {
  if (action.type === 'log') return;
  if (action.type === 'message') {
    if (game.get(lastTwinLay) !== null) game.set(lastTwinLay, null);
    return;
  }
  const byTwinOwner = action.type === 'lay_tile' && game.companies.some((c) => !c.closed && TWIN_LAYS.includes(c.sym as Company) && c.owner === String(action.entity));
  if (!byTwinOwner) forfeitOpenLay(action, game);
}

/** After an action was processed: any other entity's forfeits the open lay; a twin's lay opens one. */
export function afterTwinLayAction(action: Action, game: GameEffects<Types>): void {
  if (action.type === 'message' || action.type === 'log') return;
  forfeitOpenLay(action, game);
  const twin = action.type === 'lay_tile' && action.entity_type === 'company' ? TWIN_LAYS.find((c) => c === action.entity) : undefined;
  game.set(lastTwinLay, twin ?? null);
}
