/**
 * A company's own lay is not bound by the track restriction (the reference's
 * check_track_restrictions! returns for an entity that is not an operator): on the probe title
 * probe_company_lay (test/titles/), the Lay Company, bought by AA, upgrades C3 — a city with one
 * track, out of AA's reach — to a green 14, which `semi_restrictive` would refuse as AA's own
 * lay (it uses no new track AA reaches and changes no city AA reaches).
 */
import { describe, expect, it } from 'vitest';
import type { Game } from '../../runtime/engine/game.js';
import { mapContext } from '../../runtime/engine/map-access.js';
import { legalActions } from '../../runtime/legal/collect.js';
import { trackRestrictionRefusal } from '../../runtime/map/rotation.js';
import probeCompanyLay from '../generated/titles/probe_company_lay/index.js';
import { act, passTo, probeGame } from '../hooks/driver.js';

/** ann buys the Lay Company in the auction and pars AA; in OR 1, AA buys it from her. */
function companyOwnedByAA(): Game {
  const game = probeGame(probeCompanyLay);
  act(game, 'ann', 'bid', { company: 'LC', price: 20 });
  act(game, 'bob', 'par', { corporation: 'AA', share_price: '100,0,5' });
  passTo(game, 'operating');
  return act(game, 'AA', 'buy_company', { company: 'LC', price: 20 });
}

describe('a company’s lay and the track restriction', () => {
  it('lets the company upgrade a city its corporation’s network does not reach, as it would refuse AA’s own lay', () => {
    const game = companyOwnedByAA();
    expect(game.rules.trackRestriction).toBe('semi_restrictive');
    // As AA's own lay, the upgrade breaks the restriction at every rotation that keeps C3's track.
    expect([1, 2].map((rotation) => trackRestrictionRefusal(mapContext(game), 'C3', '14', rotation, 'AA'))).toEqual([
      'upgrade/must_use_new_track_or_change_city',
      'upgrade/must_use_new_track_or_change_city',
    ]);
    // The company's ability offers it, and the lay is accepted.
    const offered = legalActions(game, 'LC').flatMap((l) => (l.type === 'lay_tile' && 'tile' in l ? [[l.hex, l.tile]] : []));
    expect(offered).toEqual([['C3', '14']]);
    act(game, 'LC', 'lay_tile', { hex: 'C3', tile: '14-0', rotation: 1 });
    expect(game.state.map.hexes.C3.tileName).toBe('14');
    expect(game.state.map.placed['14-0']).toBe('C3');
  });
});
