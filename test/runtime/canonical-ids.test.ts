/**
 * One thing, one id: a tile copy, a share and a city are named only in the spelling the
 * reference writes (`57-0`, `PRR_2`, `57-0-0`; runtime/core/ids.ts). Read as numbers, `57-00`
 * was the copy `57-0` while the supply, which knows copies by id, still held `57-0`, so more
 * copies than the manifest holds could be laid; `PRR_02` and `57-0-00` bought and tokened as
 * their canonical forms but were stored as sent. Every other spelling is refused when the action
 * is parsed, naming the action, the field, the id and the form expected, and the lower layers
 * refuse them too for any caller that does not parse.
 */
import { describe, expect, it } from 'vitest';
import { loadTitle } from '../../generated/index.js';
import { GameError } from '../../runtime/core/errors.js';
import { mapContext } from '../../runtime/engine/map-access.js';
import { parseShareId } from '../../runtime/engine/shares/holdings.js';
import { Game, type Action } from '../../runtime/index.js';
import { splitTileId } from '../../runtime/map/tiles.js';
import { resolveCityId, tilesInSupply } from '../../runtime/map/tokens.js';
import { AUCTION, PLAYERS, STOCK_ROUND } from '../support/first-rounds-1830.js';
import { errorOf, expectRefused } from './helpers.js';

/** Spellings of index 0 (or of a missing index) that are not `0`. */
const ODD_INDEXES = ['', '00', '0.0', '0x0', ' 0', '0 ', '+0', '0e0', '٠', '0\n'];

async function gameAfter(actions: readonly Action[]): Promise<Game> {
  const game = new Game(await loadTitle('1830'), PLAYERS, { seed: 1 });
  for (const action of actions) game.process(action);
  return game;
}

const prr = { entity: 'PRR', entity_type: 'corporation' } as const;
const ben = { entity: 2, entity_type: 'player' } as const;
const LAY: Action = { type: 'lay_tile', ...prr, hex: 'H10', tile: '57-0', rotation: 1 };

function expectMalformed(game: Game, action: Action, id: string, form: string): void {
  const error = expectRefused(game, action, 'action/malformed');
  expect(error.message).toContain(`${action.type}:`);
  expect(error.message).toContain(JSON.stringify(id));
  expect(error.message).toContain(form);
}

describe('ids in one spelling only', () => {
  it('refuses a tile copy spelled otherwise, so a copy cannot be laid twice', async () => {
    const game = await gameAfter([...AUCTION, ...STOCK_ROUND]);
    for (const index of ODD_INDEXES) expectMalformed(game, { ...LAY, tile: `57-${index}` }, `57-${index}`, '<tile name>-<index>');
    expect(tilesInSupply(mapContext(game), '57')).toContain('57-0');
    game.process(LAY);
    expect(tilesInSupply(mapContext(game), '57')).not.toContain('57-0');
    expect(game.state.map.placed).toMatchObject({ '57-0': 'H10' });
  });

  it('refuses a share spelled otherwise', async () => {
    const game = await gameAfter([...AUCTION, STOCK_ROUND[0]]);
    for (const index of ['02', '2.0', ' 2', '2 ', '+2', '0x2', '2e0']) {
      expectMalformed(game, { type: 'buy_shares', ...ben, shares: [`PRR_${index}`], percent: 10 }, `PRR_${index}`, '<corporation>_<index>');
    }
    game.process({ type: 'buy_shares', ...ben, shares: ['PRR_2'], percent: 10 });
    expect(game.corporation('PRR').shares[2].owner).toBe('2');
  });

  it('refuses a city spelled otherwise', async () => {
    const game = await gameAfter([...AUCTION, ...STOCK_ROUND, LAY]);
    const token = (city: string): Action => ({ type: 'place_token', ...prr, city, slot: 0 });
    for (const city of ['57-0-00', '57-00-0', '57-0-0.0', '57-0- 0', '57-0']) expectMalformed(game, token(city), city, '<tile name>-<index>-<city index>');
    game.process(token('57-0-0'));
    expect(game.state.map.hexes.H10.tokens).toEqual([['PRR']]);
  });

  it('is kept by the lower layers for callers that do not parse actions', async () => {
    const game = await gameAfter([...AUCTION, ...STOCK_ROUND, LAY]);
    expect(splitTileId('57-0')).toEqual({ name: '57', index: 0 });
    for (const index of ODD_INDEXES) {
      const error = errorOf(() => splitTileId(`57-${index}`));
      expect(error, `57-${index}`).toBeInstanceOf(GameError);
      expect((error as GameError).code).toBe('map/bad_tile_id');
    }
    expect(parseShareId(game, 'PRR_2')).toEqual({ corporation: 'PRR', index: 2 });
    expect((errorOf(() => parseShareId(game, 'PRR_02')) as GameError).code).toBe('share/unknown');
    expect(resolveCityId(mapContext(game), '57-0-0')).toEqual({ hexId: 'H10', cityIndex: 0 });
    expect(resolveCityId(mapContext(game), '57-0-00')).toBeUndefined();
    expect(resolveCityId(mapContext(game), '57-00-0')).toBeUndefined();
  });
});
