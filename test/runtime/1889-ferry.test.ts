/**
 * Shikoku 1889's Mitsubishi Ferry: its owning player lays the port tile on a coastal town
 * outside the operating turns of corporations, for no corporation and without connecting to
 * anyone's track (entities.yaml: `owner_type: player`, `when: [stock_round, ...]`). Played from
 * the recorded game 314, where the first stock round opens with the Ferry's owner to act.
 */
import { describe, expect, it } from 'vitest';
import title1889 from '../../generated/titles/1889/index.js';
import { newGameFor } from '../../runtime/replay/fixture.js';
import type { TitleModule } from '../../runtime/module.js';
import { fixtureFiles, fixturesDir, readFixture, SHARED_MISSING } from '../support/shared.js';

const file = fixtureFiles('1889').find((f) => f.name === '314');

describe.skipIf(!fixturesDir() || !file)("the Mitsubishi Ferry's lay", () => {
  function atFirstStockRound() {
    const fixture = readFixture(file!);
    const game = newGameFor(title1889 as unknown as TitleModule, fixture);
    for (const action of fixture.actions) {
      game.process(action);
      if (game.round.kind === 'stock') break;
    }
    return game;
  }

  it('is offered to its owning player in the stock round, and lays the port for no corporation', () => {
    const game = atFirstStockRound();
    const owner = game.company('MF').owner!;
    expect(game.state.players.some((p) => p.id === owner)).toBe(true);
    const lays = game.legalActions().filter((l) => l.entity === 'MF' && l.type === 'lay_tile');
    expect(lays.map((l) => (l as { hex: string }).hex).sort()).toEqual(['B11', 'G10', 'I12', 'J9']);
    const cash = game.player(owner).cash;
    game.process({ type: 'lay_tile', entity: 'MF', entity_type: 'company', hex: 'B11', tile: '437-0', rotation: 2 });
    expect(game.state.map.placed['437-0']).toBe('B11');
    expect(game.player(owner).cash).toBe(cash);
    expect(game.company('MF').abilities).toEqual([]);
    expect(game.events.at(-1)?.text).toBe(`${game.player(owner).name} lays tile #437 with rotation 2 on B11`);
    // The stock round goes on with the same player to act.
    expect(game.round.kind).toBe('stock');
  });

  it('refuses a hex or a tile the ability does not name, changing nothing', () => {
    const game = atFirstStockRound();
    const before = game.hash();
    expect(() => game.process({ type: 'lay_tile', entity: 'MF', entity_type: 'company', hex: 'K4', tile: '437-0', rotation: 0 })).toThrow(expect.objectContaining({ code: 'track/ability_hex' }));
    expect(() => game.process({ type: 'lay_tile', entity: 'MF', entity_type: 'company', hex: 'B11', tile: '57-0', rotation: 0 })).toThrow(expect.objectContaining({ code: 'track/ability_tile' }));
    expect(game.hash()).toBe(before);
  });
});

describe.skipIf(!!fixturesDir() && !!file)("the Mitsubishi Ferry's lay", () => {
  it.skip(SHARED_MISSING, () => {});
});
