/**
 * 1867's names the rules refer to (typed by the title's literal unions, so a rename in the YAML
 * fails to compile here).
 */
import type { Types } from '../../generated/titles/1867/types.js';

/** The company that keeps Granby closed until phase 3; never auctioned, bought or nationalised. */
export const HIDDEN_COMPANY: Types['company'] = '3';
/** The national. */
export const NATIONAL: Types['corporation'] = 'CN';
/** Toronto, Montreal and Quebec: a route to Timmins from one of them earns $40 more. */
export const BONUS_CAPITALS: readonly Types['hex'][] = ['F16', 'L12', 'O7'];
export const TIMMINS: Types['hex'] = 'D2';
/** The companies whose owning corporation earns $10 more for each route through their hexes. */
export const HEX_BONUSES: readonly { readonly company: Types['company']; readonly hexes: readonly Types['hex'][]; readonly amount: number }[] = [
  { company: 'NFB', hexes: ['F18'], amount: 10 },
  { company: 'MB', hexes: ['L12'], amount: 10 },
  { company: 'QB', hexes: ['O7'], amount: 10 },
  { company: 'SCT', hexes: ['A19', 'A17'], amount: 10 },
];
/** The tile whose lay gives the CN its token in Montreal, if its reservation is still open. */
export const MONTREAL_GRAY: Types['tile'] = '639';
