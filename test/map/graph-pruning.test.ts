/**
 * A corporation's graph skips, past converging exits, the walks that can enter no path it has
 * not recorded yet (graph.ts, `skipsWhereNoTarget`): it must come out exactly as if its walks had
 * been taken to their ends — the same paths, the same nodes in the same order (the order token
 * candidates are offered in), the same route info. Judged on random boards dense with switches
 * and on the recorded 1861 game whose graphs took 50 ms walked to the end; and the skipping must
 * really happen there, or the test would prove nothing.
 */
import { describe, expect, it } from 'vitest';
import { loadTitle, titleIdFor } from '../../generated/index.js';
import { filterActions } from '../../runtime/actions/filter.js';
import { mapContext } from '../../runtime/engine/map-access.js';
import { boardFor, NODE_STRIDE, PATH_STRIDE, type Board } from '../../runtime/map/board.js';
import { CorporationGraph, tokenNodes } from '../../runtime/map/graph.js';
import { connectsCity, connectsEdges } from '../../runtime/map/graph-walks.js';
import { seededRandom } from '../../runtime/sim/random.js';
import { Walker } from '../../runtime/map/walk.js';
import { newGameFor } from '../../runtime/replay/fixture.js';
import { fixtureFiles, fixturesDir, readFixture } from '../support/shared.js';
import { switchBoard, walkedToTheEnd } from './switch-boards.js';

/** Calls of Walker#walkPath while `work` runs (the paths a walk tried to enter). */
function pathsTried(work: () => void): number {
  const walkPath = Walker.prototype.walkPath;
  let calls = 0;
  Walker.prototype.walkPath = function (this: Walker, ...args: Parameters<Walker['walkPath']>) {
    calls++;
    return walkPath.apply(this, args);
  };
  try {
    work();
  } finally {
    Walker.prototype.walkPath = walkPath;
  }
  return calls;
}

/** The graph's findings, and those of its walks taken to the end, side by side; and how many paths each tried. */
function compare(board: Board, corporation: string): { graph: unknown; whole: unknown; tried: { graph: number; whole: number } } {
  let graph!: CorporationGraph;
  const graphTried = pathsTried(() => (graph = new CorporationGraph(board, corporation)));
  let whole!: ReturnType<typeof walkedToTheEnd>;
  const wholeTried = pathsTried(() => (whole = walkedToTheEnd(board, corporation)));
  const nodesOf = (pk: number): number[] => {
    const hex = (pk / PATH_STRIDE) | 0;
    return board.tiles[hex].paths[pk - hex * PATH_STRIDE].nodes.map((nn) => hex * NODE_STRIDE + nn);
  };
  // Graph#route_info from each token's own first reaches, as the reference counts them.
  let routeAvailable = false;
  let routeTrainPurchase = false;
  for (const nodes of whole.nodesByToken) {
    if (routeTrainPurchase) continue;
    const use = (nk: number) => board.tiles[(nk / NODE_STRIDE) | 0].nodes[nk % NODE_STRIDE].route;
    const mandatory = nodes.filter((nk) => use(nk) === 'mandatory').length;
    const optional = nodes.filter((nk) => use(nk) === 'optional').length;
    if (mandatory > 1) routeAvailable = routeTrainPurchase = true;
    else if (mandatory === 1 && optional > 0) routeAvailable = true;
  }
  const recorded: number[] = [];
  graph.pathKeys.forEach((v, pk) => v && recorded.push(pk));
  return {
    graph: { paths: recorded, reachedOrder: graph.reachedOrder, routeInfo: graph.routeInfo },
    whole: { paths: [...whole.paths].sort((a, b) => a - b), reachedOrder: whole.paths.flatMap(nodesOf), routeInfo: { routeAvailable, routeTrainPurchase } },
    tried: { graph: graphTried, whole: wholeTried },
  };
}

describe('a graph whose walks skip what holds nothing new', () => {
  it('finds on random boards dense with switches what its walks taken to the end find, skipping some of them', () => {
    let graphTried = 0;
    let wholeTried = 0;
    for (let seed = 1; seed <= 32; seed++) {
      const board = boardFor(switchBoard(seed));
      for (const corporation of ['X', 'Y']) {
        if (tokenNodes(board, corporation).length === 0) continue;
        const { graph, whole, tried } = compare(board, corporation);
        expect(graph, `seed ${seed}, ${corporation}`).toEqual(whole);
        graphTried += tried.graph;
        wholeTried += tried.whole;
      }
    }
    expect(graphTried).toBeLessThan(wholeTried);
  });

  it('answers on those boards, by walks that stop early and skip, whether a hex side or a city is connected as the whole graph does', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const random = seededRandom(1000 + seed);
      for (const corporation of ['X', 'Y']) {
        const whole = boardFor(switchBoard(seed));
        if (tokenNodes(whole, corporation).length === 0) continue;
        const graph = new CorporationGraph(whole, corporation);
        // A board answers a few questions by early walks, then builds the graph: a fresh one for each.
        for (let question = 0; question < 24; question++) {
          const ctx = switchBoard(seed);
          const board = boardFor(ctx);
          const hex = Math.floor(random() * board.grid.size);
          const edge = Math.floor(random() * 6);
          const wantEdge = graph.hexConnected[hex] === 1 && (graph.hexEdges[hex] & (1 << edge)) !== 0;
          expect(connectsEdges(ctx, corporation, hex, 1 << edge), `seed ${seed}, ${corporation}, ${board.grid.ids[hex]} side ${edge}`).toBe(wantEdge);
          const hexId = board.grid.ids[hex];
          if (board.tiles[hex].cities.length === 0) continue;
          expect(connectsCity(switchBoard(seed), corporation, hexId, 0), `seed ${seed}, ${corporation}, city of ${hexId}`).toBe(graph.isCityConnected(hexId, 0));
        }
      }
    }
  });

  const recording = fixturesDir() ? fixtureFiles('1861').find((file) => file.name === '167259') : undefined;
  it.skipIf(!recording)('finds on the map of the recorded 1861 game 167259, at every tenth lay, what its walks taken to the end find', async () => {
    const fixture = readFixture(recording!);
    const module = await loadTitle(titleIdFor(fixture.title)!);
    const game = newGameFor(module, fixture);
    let lays = 0;
    let graphTried = 0;
    let wholeTried = 0;
    for (const action of filterActions(fixture.actions).effective) {
      if (action === undefined) continue;
      game.process(action);
      if (action.type !== 'lay_tile' || ++lays % 10 !== 0) continue;
      const board = boardFor(mapContext(game));
      for (const corporation of game.corporations.filter((c) => !c.closed).map((c) => c.sym)) {
        if (tokenNodes(board, corporation).length === 0) continue;
        const { graph, whole, tried } = compare(board, corporation);
        expect(graph, `after lay ${lays}, ${corporation}`).toEqual(whole);
        graphTried += tried.graph;
        wholeTried += tried.whole;
      }
    }
    expect(lays).toBeGreaterThan(100);
    // Its dense late map is where the walks to the end take exponential time.
    expect(graphTried * 10).toBeLessThan(wholeTried);
  });
});
