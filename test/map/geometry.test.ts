import { describe, expect, it } from 'vitest';
import { definition as d1830 } from '../../generated/titles/1830/definition.js';
import { buildTileGeometry } from '../../runtime/map/geometry.js';
import { tileCatalog } from '../../runtime/map/tiles.js';
import { cityTownPositions } from '../../runtime/map/town-edges.js';
import { parts } from './build-definition.js';

const geo = (code: string, rotation = 0) => buildTileGeometry('test', 'T', 'yellow', parts(code), rotation, false);

describe('tile geometry', () => {
  it.each([
    ['57', 0, [0, 3]],
    ['57', 1, [1, 4]],
    ['57', 5, [5, 2]],
    ['8', 2, [2, 4]],
    ['14', 3, [3, 4, 0, 1]],
  ] as const)('tile %s at rotation %i exits %j', (name, rotation, exits) => {
    expect(tileCatalog(d1830).tile(name, rotation).exits).toEqual(exits);
  });

  it('indexes nodes, cities and reference part indices', () => {
    const t = tileCatalog(d1830).tile('59', 0); // OO: city;city;path;path;label
    expect(t.cities).toEqual([0, 1]);
    expect(t.nodes.map((n) => [n.kind, n.partIndex, n.cityIndex])).toEqual([
      ['city', 0, 0],
      ['city', 1, 1],
    ]);
    expect(t.label).toBe('OO');
    expect(t.nodes[0].exits).toEqual([0]);
    expect(t.nodes[1].exits).toEqual([2]);
  });

  it('counts a laned path as one part per lane, as the reference does', () => {
    const t = geo('path=a:0,b:3,lanes:2;city=revenue:10;path=a:1,b:_0');
    expect(t.paths.map((p) => p.partIndex)).toEqual([0, 1, 3]);
    expect(t.nodes[0].partIndex).toBe(2);
    expect(t.paths[0].lanes).toEqual([[2, 0], [2, 1]]);
    expect(t.paths[1].lanes).toEqual([[2, 1], [2, 0]]);
    // Two lanes on one path part are one track end per edge: not a converging exit.
    expect(t.exitCount[0]).toBe(1);
  });

  it('orders route nodes by path order, not part order', () => {
    const t = geo('town=revenue:10;town=revenue:10;path=a:0,b:_1;path=a:_0,b:3');
    expect(t.routeNodes).toEqual([1, 0]);
    expect(t.towns).toEqual([0, 1]);
  });

  it('marks converging exits and junction paths', () => {
    const t25 = tileCatalog(d1830).tile('25', 0); // 0-2, 0-4
    expect(t25.exitCount[0]).toBe(2);
    const lawson = geo('junction;path=a:0,b:_0;path=a:2,b:_0;path=a:4,b:_0');
    expect(lawson.hasJunction).toBe(true);
    expect(lawson.junctionPaths).toEqual([0, 1, 2]);
    expect(lawson.routeNodes).toEqual([]);
  });

  it('knows which tiles need the node pair in a one-hex connection id', () => {
    expect(tileCatalog(d1830).tile('1', 0).ambiguousConnection).toBe(false);
    expect(geo('city=revenue:10;town=revenue:10;town=revenue:10;path=a:_0,b:_1;path=a:_0,b:_2').ambiguousConnection).toBe(true);
  });

  it('lists city/town edges like Tile#city_town_edges', () => {
    expect(tileCatalog(d1830).tile('59', 1).cityTownEdges).toEqual([[1], [3]]);
    expect(tileCatalog(d1830).preprinted('E5', 0).cityTownEdges).toEqual([]);
  });

  it('places off-centre towns like Tile#compute_city_town_edges', () => {
    // A single two-exit town sits on an edge (edge 0 is slightly avoided, for the location
    // name); a single three-exit town in the centre.
    expect([...cityTownPositions(tileCatalog(d1830).tile('3', 0)).entries()]).toEqual([[0, 1]]);
    expect([...cityTownPositions(geo('town=revenue:10;path=a:0,b:_0;path=a:2,b:_0;path=a:4,b:_0')).entries()]).toEqual([[0, null]]);
    // Tile 1: town 1 (edges 0, 4) is placed first, taking 4; town 0 (edges 1, 3) takes 1.
    expect([...cityTownPositions(tileCatalog(d1830).tile('1', 0)).entries()]).toEqual([
      [1, 4],
      [0, 1],
    ]);
  });
});
