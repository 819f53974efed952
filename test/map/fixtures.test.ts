/**
 * Integration: replay the map actions of recorded 1830 games (tile lays, tokens, home tokens)
 * and check every recorded lay is legal, every token goes to a tokenable city, and every
 * run_routes route earns exactly the revenue the reference recorded.
 */
import { describe, expect, it } from 'vitest';
import { definition as d1830 } from '../../generated/titles/1830/definition.js';
import { corporationGraph, tokenableCities } from '../../runtime/map/graph.js';
import { canUpgrade } from '../../runtime/map/rotation.js';
import { resolveCityId, tokenRefusal } from '../../runtime/map/tokens.js';
import { evaluateRoutes } from '../../runtime/map/route.js';
import type { MapContext } from '../../runtime/map/context.js';
import { filteredActions, loadFixture, loadTracePhases, replayMap, type Action } from './fixture-helpers.js';

const GAMES = ['26855', '1830_game_end_bank'];

describe('filteredActions', () => {
  it('drops undone actions and restores redone ones', () => {
    const a = (id: number, type = 'pass', extra: Record<string, unknown> = {}): Action => ({ id, type, entity: 1, ...extra });
    const ids = (list: Action[]) => filteredActions(list).map((x) => x.id);
    expect(ids([a(1), a(2), a(3, 'undo'), a(4)])).toEqual([1, 4]);
    expect(ids([a(1), a(2), a(3, 'undo'), a(4, 'redo'), a(5)])).toEqual([1, 2, 5]);
    expect(ids([a(1), a(2), a(3), a(4, 'undo', { action_id: 1 }), a(5)])).toEqual([1, 5]);
    expect(ids([a(1), a(2, 'message'), a(3, 'undo')])).toEqual([2]);
  });
});

describe.each(GAMES)('1830 fixture %s', (id) => {
  const fixture = loadFixture('1830', id);
  const phases = loadTracePhases('1830', id);
  const available = fixture !== undefined && phases !== undefined;
  if (!available) console.warn(`fixture or trace 1830/${id} not found under ../shared; skipping`);

  it.skipIf(!available)('every run_routes route earns the recorded revenue', () => {
    const { checks } = replayMap(d1830, fixture!, phases!);
    expect(checks.length).toBeGreaterThan(40);
    let routes = 0;
    for (const check of checks) {
      if (check.result instanceof Error) throw new Error(`action ${check.actionId} (${check.corporation}): ${check.result.message}`);
      check.result.routes.forEach((r, i) => {
        const expected = check.expected[i];
        expect(r.revenue, `action ${check.actionId} route ${i}`).toBe(expected.revenue);
        // The recorded hexes follow the order the player clicked; a one-chain route does not
        // record which end came first.
        const hexes = r.hexes.join('-');
        expect([expected.hexes.join('-'), [...expected.hexes].reverse().join('-')], `action ${check.actionId} route ${i}`).toContain(hexes);
        routes++;
      });
    }
    console.info(`1830/${id}: ${routes} routes in ${checks.length} run_routes match`);
  });

  it.skipIf(!available)('every recorded tile lay is legal and every token goes to a tokenable city', () => {
    let lays = 0;
    let tokens = 0;
    const beforeLay = (ctx: MapContext, action: Action, phaseName: string): void => {
      const tileId = action.tile as string;
      const name = tileId.slice(0, tileId.lastIndexOf('-'));
      const phase = d1830.phases.find((p) => p.name === phaseName)!;
      const company = action.entity_type === 'company';
      const check = canUpgrade(ctx, action.hex as string, name, company ? { anyEdge: true } : { corporation: String(action.entity) }, {
        phaseTiles: phase.tiles,
        special: company,
        trackRestriction: !company,
      });
      expect(check, `lay ${action.id}`).toMatchObject({ ok: true });
      if (check.ok) expect(check.rotations, `lay ${action.id}`).toContain(action.rotation);
      expect(ctx.map.placed[tileId], `lay ${action.id}: ${tileId} in supply`).toBeUndefined();
      lays++;
    };
    const beforeToken = (ctx: MapContext, action: Action, rehome: boolean): void => {
      const city = resolveCityId(ctx, action.city as string)!;
      const corporation = (action.tokener as string | undefined) ?? String(action.entity);
      if (action.entity_type === 'corporation' && !rehome) {
        expect(tokenableCities(ctx, corporation), `token ${action.id}`).toContainEqual(city);
      } else {
        // Re-homing after an OO lay, or a private's teleport: no connection needed.
        expect(tokenRefusal(ctx, city.hexId, city.cityIndex, corporation), `token ${action.id}`).toBeNull();
      }
      tokens++;
    };
    replayMap(d1830, fixture!, phases!, { beforeLay, beforeToken });
    expect(lays).toBeGreaterThan(40);
    expect(tokens).toBeGreaterThan(5);
  });

  it.skipIf(!available)('stays fast', () => {
    const start = performance.now();
    const { ctx } = replayMap(d1830, fixture!, phases!);
    const replay = performance.now() - start;
    // The end-of-game map: every corporation's graph, recomputed from scratch many times.
    const corps = d1830.corporations.map((c) => c.sym);
    const graphStart = performance.now();
    const rounds = 50;
    for (let i = 0; i < rounds; i++) {
      const fresh = { ...ctx, map: structuredClone(ctx.map) };
      for (const corp of corps) corporationGraph(fresh, corp);
    }
    const perGraph = (performance.now() - graphStart) / (rounds * corps.length);
    console.info(`1830/${id}: replay with route checks ${replay.toFixed(0)} ms; ${perGraph.toFixed(3)} ms per graph`);
    expect(replay).toBeLessThan(3000);
    expect(perGraph).toBeLessThan(5);
    // evaluateRoutes on a warm board is cheap too.
    const runStart = performance.now();
    for (let i = 0; i < 200; i++) {
      evaluateRoutes(ctx, 'PRR', { tiles: ['yellow', 'green', 'brown'] }, []);
    }
    expect(performance.now() - runStart).toBeLessThan(500);
  });
});
