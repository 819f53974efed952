/**
 * A short two-player game of 1830 through its first rounds, as moves: the private auction (each
 * private bought at face value, Ben's B&O parred), a first stock round floating the PRR, and the
 * PRR's first operating turn (a tile at Pittsburgh, a 2-train); then a second stock round of
 * passes, which brings the PRR to its second turn. Tests of play use it to reach an operating
 * turn with track and a train without a recording.
 */
import type { Action } from '../../runtime/index.js';

export const PLAYERS = [
  { id: 1, name: 'Ada' },
  { id: 2, name: 'Ben' },
] as const;

const ada = { entity: 1, entity_type: 'player' } as const;
const ben = { entity: 2, entity_type: 'player' } as const;
const prr = { entity: 'PRR', entity_type: 'corporation' } as const;

export const AUCTION: readonly Action[] = [
  { type: 'bid', ...ada, company: 'SV', price: 20 },
  { type: 'bid', ...ben, company: 'CS', price: 40 },
  { type: 'bid', ...ada, company: 'DH', price: 70 },
  { type: 'bid', ...ben, company: 'MH', price: 110 },
  { type: 'bid', ...ada, company: 'CA', price: 160 },
  { type: 'bid', ...ben, company: 'BO', price: 220 },
  { type: 'par', ...ben, corporation: 'B&O', share_price: '100,0,6' },
];

export const STOCK_ROUND: readonly Action[] = [
  { type: 'par', ...ada, corporation: 'PRR', share_price: '67,5,6' },
  { type: 'buy_shares', ...ben, shares: ['PRR_2'], percent: 10 },
  { type: 'buy_shares', ...ada, shares: ['PRR_3'], percent: 10 },
  { type: 'buy_shares', ...ben, shares: ['PRR_4'], percent: 10 },
  { type: 'pass', ...ada },
  { type: 'pass', ...ben },
];

export const OPERATING_ROUND: readonly Action[] = [
  { type: 'lay_tile', ...prr, hex: 'H10', tile: '57-0', rotation: 1 },
  { type: 'pass', ...prr },
  { type: 'buy_train', ...prr, train: '2-0', price: 80, variant: '2' },
  { type: 'pass', ...prr },
];

/** The second stock round passed, and the PRR's second turn up to running its train. */
export const TO_SECOND_RUN: readonly Action[] = [
  { type: 'pass', ...ada },
  { type: 'pass', ...ben },
  { type: 'pass', ...prr },
  { type: 'pass', ...prr },
];

export const FIRST_ROUNDS: readonly Action[] = [...AUCTION, ...STOCK_ROUND, ...OPERATING_ROUND];
