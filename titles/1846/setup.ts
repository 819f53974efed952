/**
 * 1846's setup: companies and corporations drawn out of the game by group, and the minors
 * started. Shared by the base game (3–5 players, hooks.ts) and its two-player variant
 * (titles/1846_2p/hooks.ts), which draw different counts from different groups.
 */
import type { GameEffects } from '../../runtime/sdk.js';
import type { Types } from '../../generated/titles/1846/types.js';

type Company = Types['company'];
type Corporation = Types['corporation'];

/**
 * Companies removed at setup, drawn from each group in this order (the reference draws by name,
 * in its list's order: Lake Shore Line, Michigan Central, Ohio & Indiana, Little Miami; Steamboat,
 * Meat Packing, Tunnel Blasting, Boomtown). First edition: the first three of each.
 */
const ORANGE_GROUP: readonly Company[] = ['LSL', 'MC', 'O&I', 'LM'];
const BLUE_GROUP: readonly Company[] = ['SC', 'MPC', 'TBC', 'BT'];
/** Never removed under the optional rule second_ed_co: Boomtown, Little Miami and the C&O. */
const GUARANTEED: readonly (Company | Corporation)[] = ['BT', 'LM', 'C&O'];

/** The reference's `sort_by { rand }`: one draw per item, in order, then sorted by the draws. */
function shuffled<T>(game: GameEffects<Types>, items: readonly T[]): T[] {
  const keyed = items.map((item) => [game.random(), item] as const);
  return [...keyed].sort((a, b) => a[0] - b[0]).map(([, item]) => item);
}

/** Draws `count` of a group to remove (every draw is made, whatever the count). */
function removals<S extends Company | Corporation>(game: GameEffects<Types>, group: readonly S[], count: number): S[] {
  const candidates = game.optionalRules.has('second_ed_co') ? group.filter((sym) => !GUARANTEED.includes(sym)) : group;
  return shuffled(game, candidates).slice(0, Math.max(0, count));
}

export interface Removals {
  /** Companies drawn out of each of the orange and blue groups (one more without first_ed). */
  readonly companies: number;
  /** The groups corporations are drawn from, and how many of each. */
  readonly corporations: readonly { readonly group: readonly Corporation[]; readonly count: number }[];
  /** What happens to a removed corporation besides its home token (the variant's second token). */
  readonly removed?: (corporation: Corporation) => void;
}

/** The setup: the draws, then each minor with the depot's next 2 train (not for sale) and its home token. */
export function setUp(game: GameEffects<Types>, { companies, corporations, removed }: Removals): void {
  const firstEdition = game.optionalRules.has('first_ed');
  const extra = firstEdition ? 0 : 1;
  for (const group of [ORANGE_GROUP, BLUE_GROUP]) {
    const drawn = firstEdition ? group.slice(0, 3) : group;
    for (const company of removals(game, drawn, companies + extra)) {
      if (game.companies.some((c) => c.sym === company)) game.removeCompany(company);
    }
  }
  for (const { group, count } of corporations) {
    for (const corporation of removals(game, group, count)) {
      game.placeHomeToken(corporation);
      game.removeCorporation(corporation);
      removed?.(corporation);
    }
  }
  for (const minor of game.minors) {
    game.giveTrain(minor.sym, '2', { buyable: false });
    game.placeHomeToken(minor.sym);
  }
}
