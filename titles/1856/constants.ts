/**
 * Names and tables of 1856's rules that several of its modules share.
 */
import type { Types } from '../../generated/titles/1856/types.js';

/** The Canadian Government Railway, formed in phase 6 from the corporations still in debt. */
export const CGR: Types['corporation'] = 'CGR';
/** The Great Lakes Shipping Company: its port marker adds $20 to its corporation's routes there. */
export const PORT: Types['company'] = 'GLSC';
/** The Waterloo & Saugeen: a free #59 tile and a free token on Kitchener; closes at the end of the operating round it is used in. */
export const WSRC: Types['company'] = 'WSRC';
export const KITCHENER: Types['hex'] = 'I12';
/** Hamilton: its brown OO tile upgrades to the gray 123 whatever the labels. */
export const HAMILTON: Types['hex'] = 'L15';
export const HAMILTON_GRAY: Types['tile'] = '123';

/** The optional rule letting a corporation keep every bonus token it is given. */
export const UNLIMITED_BONUS_TOKENS: Types['optionalRule'] = 'unlimited_bonus_tokens';

/**
 * From phase 6 (gray tiles): single towns may become plain track or a yellow city, double towns a
 * green city (the track kept), by the tile they are on now.
 */
export const GRAY_UPGRADES: Readonly<Partial<Record<Types['tile'], readonly Types['tile'][]>>> = {
  '1': ['14'],
  '55': ['14'],
  '2': ['15'],
  '56': ['15'],
  '3': ['5', '7'],
  '4': ['57', '9'],
  '58': ['6', '8'],
};

type Destination = { readonly hexes: readonly Types['hex'][]; readonly from?: Types['hex'] };

/** The optional rule's destinations (Canada Air Line connects London to Detroit; TGB heads for the Canadian West). */
export const ALTERNATE_DESTINATIONS: Readonly<Partial<Record<Types['corporation'], Destination>>> = {
  BBG: { hexes: ['N11'] },
  CA: { hexes: ['A20'], from: 'F15' },
  CPR: { hexes: ['P9'] },
  CV: { hexes: ['M4'] },
  GT: { hexes: ['L13'] },
  GW: { hexes: ['J15'] },
  LPS: { hexes: ['F15'] },
  TGB: { hexes: ['O2', 'N1'] },
  THB: { hexes: ['H15'] },
  WGB: { hexes: ['H5'] },
  WR: { hexes: ['L15'] },
};
