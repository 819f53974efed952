/**
 * The track restriction asked two ways must agree: before a lay, on a copy of the map with the
 * tile down (`trackRestrictionRefusal`: legal actions, the preview), and of the lay being made,
 * on the map itself once the tile is down (`laidTrackRestrictionRefusal`: `performLay`, which
 * then refuses the action as a whole). And a lay refused the second way leaves the game exactly
 * as it was, as every refusal does.
 */
import { describe, expect, it } from 'vitest';
import { loadTitle } from '../../generated/index.js';
import type { Game } from '../../runtime/engine/game.js';
import { mapContext } from '../../runtime/engine/map-access.js';
import { boardFor } from '../../runtime/map/board.js';
import { initialMapState } from '../../runtime/map/init.js';
import { layTile } from '../../runtime/map/lay.js';
import { canUpgrade } from '../../runtime/map/rotation.js';
import { placeToken, tilesInSupply } from '../../runtime/map/tokens.js';
import { knownTrackRestriction, laidTrackRestrictionRefusal, trackRestrictionRefusal } from '../../runtime/map/track-restriction.js';
import { filterActions } from '../../runtime/actions/filter.js';
import { newGameFor } from '../../runtime/replay/fixture.js';
import { refusedRaw } from '../hooks/driver.js';
import { fixtureFiles, readFixture } from '../support/shared.js';
import { restrictionMap, type RestrictionMode } from './restriction-map.js';

/** The verdict before the lay and the verdict once the tile is down, for the same lay. */
function bothWays(mode: RestrictionMode, hex: string, tile: string, rotation: number): { before: string | null; after: string | null } {
  const definition = restrictionMap(mode);
  const ctx = { definition, map: initialMapState(definition) };
  placeToken(ctx, 'A3', 0, 'X');
  layTile(ctx, 'A5', 's-0', 's', 0);
  layTile(ctx, 'A7', 'c-0', 'c', 0);
  const before = trackRestrictionRefusal(ctx, hex, tile, rotation, 'X');
  const board = boardFor(ctx);
  const replaced = board.tiles[board.hexIndex(hex)];
  layTile(ctx, hex, `${tile}-0`, tile, rotation);
  return { before, after: laidTrackRestrictionRefusal(ctx, hex, replaced, tile, rotation, 'X') };
}

describe('the track restriction before and after the lay', () => {
  it.each([
    // given: mode, lay; want: the verdict (the same both ways)
    ['permissive', 'A5', 'g', 0, null],
    ['restrictive', 'A5', 'g', 0, 'upgrade/must_use_new_track'],
    ['semi_restrictive', 'A5', 'g', 0, 'upgrade/must_use_new_track_or_change_city'],
    ['station_restrictive', 'A5', 'g', 0, 'upgrade/must_use_new_track'],
    ['semi_restrictive', 'A7', 'cg', 0, null],
    ['restrictive', 'A7', 'cg', 0, 'upgrade/must_use_new_track'],
    ['station_restrictive', 'A7', 'cg', 0, null],
  ] as const)('%s: %s %s at %i -> %s', (mode, hex, tile, rotation, want) => {
    expect(bothWays(mode, hex, tile, rotation)).toEqual({ before: want, after: want });
  });
});

/** Every lay the operator's track step could make here but for the restriction: hex, tile and rotation. */
function candidateLays(game: Game, operator: string): { hex: string; tile: string; rotation: number }[] {
  const ctx = mapContext(game);
  const board = boardFor(ctx);
  const out: { hex: string; tile: string; rotation: number }[] = [];
  for (const hexId of board.grid.ids) {
    if (board.tiles[board.hexIndex(hexId)].paths.length === 0) continue; // on an empty hex no mode refuses
    for (const tile of Object.keys(game.title.tiles)) {
      if (!game.phase.tiles.includes(game.title.tiles[tile].color) || tilesInSupply(ctx, tile).length === 0) continue;
      const check = canUpgrade(ctx, hexId, tile, { corporation: operator }, { phaseTiles: game.phase.tiles });
      if (check.ok) for (const rotation of check.rotations) out.push({ hex: hexId, tile, rotation });
    }
  }
  return out;
}

/** A lay the operator's track step would take but for the restriction, which its walks refuse. */
function restrictedLay(game: Game, operator: string): { hex: string; tile: string; rotation: number; refusal: string } | undefined {
  const ctx = mapContext(game);
  for (const lay of candidateLays(game, operator)) {
    const refusal = trackRestrictionRefusal(ctx, lay.hex, lay.tile, lay.rotation, operator);
    if (refusal && refusal !== 'upgrade/must_keep_city_town') return { ...lay, tile: tilesInSupply(ctx, lay.tile)[0], refusal };
  }
  return undefined;
}

/** A recorded game's fixture, its title's module and the actions that take effect. */
async function recorded(file: NonNullable<ReturnType<typeof fixtureFiles>[number]>, title: string) {
  const fixture = readFixture(file);
  const module = await loadTitle(title);
  const actions = filterActions(fixture.actions).effective.filter((a) => a !== undefined);
  return { fixture, module, actions };
}

const recording = fixtureFiles('1889').find((f) => f.name === '314');

describe.skipIf(!recording)('a lay the walks refuse once the tile is down (1889/314)', () => {
  it('is refused with the restriction’s code and leaves the game as it was', async () => {
    const { fixture, module, actions } = await recorded(recording!, '1889');
    const game = newGameFor(module, fixture);
    // Before each recorded lay, its operator is at its track step: the first point where some
    // other lay of it breaks the restriction.
    for (let i = 0; i < actions.length; i++) {
      const action = actions[i];
      if (action.type === 'lay_tile') {
        const operator = String(action.entity);
        const lay = restrictedLay(game, operator);
        if (lay) {
          // A game at the same point that has not asked: its verdict comes from the walks after the lay.
          const fresh = newGameFor(module, fixture);
          for (const earlier of actions.slice(0, i)) fresh.process(earlier);
          expect(knownTrackRestriction(mapContext(fresh), lay.hex, lay.tile.split('-')[0], lay.rotation, operator), 'the walks are still to be made').toBeUndefined();
          refusedRaw(fresh, { type: 'lay_tile', entity: operator, entity_type: 'corporation', hex: lay.hex, tile: lay.tile, rotation: lay.rotation }, lay.refusal.replace('upgrade/', 'track/'));
          // The recorded lay is still taken.
          fresh.process(action);
          return;
        }
      }
      game.process(action);
    }
    throw new Error('no lay of 1889/314 breaks the track restriction: pick another recording');
  });
});

const walked = fixtureFiles('1867').find((f) => f.name === '21268');

describe.skipIf(!walked)('candidate lays judged one after another on one trial copy of the map (1867/21268)', () => {
  it('give the same verdicts in either order: each lay is taken up before the next', async () => {
    const { fixture, module, actions } = await recorded(walked!, '1867');
    const forward = newGameFor(module, fixture);
    const backward = newGameFor(module, fixture);
    let judged = 0;
    let refused = 0;
    for (let i = 0; i < actions.length; i++) {
      const action = actions[i];
      if (action.type === 'lay_tile' && i % 5 === 0) {
        const operator = String(action.entity);
        const lays = candidateLays(forward, operator);
        const ask = (game: Game, lay: { hex: string; tile: string; rotation: number }) => trackRestrictionRefusal(mapContext(game), lay.hex, lay.tile, lay.rotation, operator);
        const there = lays.map((lay) => ask(forward, lay));
        const back = [...lays].reverse().map((lay) => ask(backward, lay)).reverse();
        expect(back).toEqual(there);
        judged += lays.length;
        refused += there.filter((r) => r !== null).length;
      }
      forward.process(action);
      backward.process(action);
    }
    // Enough of both verdicts to mean something.
    expect(judged).toBeGreaterThan(500);
    expect(refused).toBeGreaterThan(50);
    expect(judged - refused).toBeGreaterThan(50);
  }, 120_000);
});
