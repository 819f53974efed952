/**
 * Test helpers: load recorded games and replay their map actions (lay_tile, place_token) onto a
 * MapState, checking every run_routes against our route evaluation.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filterActions } from '../../runtime/actions/filter.js';
import type { Action as RuntimeAction } from '../../runtime/actions/types.js';
import type { TitleDefinition } from '../../runtime/title/definition.js';
import type { MapContext } from '../../runtime/map/context.js';
import { initialMapState } from '../../runtime/map/init.js';
import { layTile } from '../../runtime/map/lay.js';
import { evaluateRoutes, type RouteInput, type RunResult } from '../../runtime/map/route.js';
import { placeHomeToken, placeToken, resolveCityId } from '../../runtime/map/tokens.js';
import { fixturesDir } from '../support/shared.js';
import type { TileColor } from '../../runtime/title/parts.js';

const here = dirname(fileURLToPath(import.meta.url));
export const projectRoot = resolve(here, '..', '..');

export function sharedDir(): string {
  return dirname(fixturesDir() ?? resolve(projectRoot, '..', 'shared', 'fixtures'));
}

export function fixtureDir(title: string): string {
  return join(fixturesDir() ?? join(sharedDir(), 'fixtures'), title);
}

export type Action = { type: string; id: number; entity: string | number; entity_type?: string; [k: string]: unknown };

export interface Fixture {
  readonly actions: Action[];
  readonly [k: string]: unknown;
}

export function loadFixture(title: string, id: string): Fixture | undefined {
  const file = join(fixtureDir(title), `${id}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Fixture) : undefined;
}

/** Phase name after each applied action id, from the reference trace. */
export function loadTracePhases(title: string, id: string): Map<number, string> | undefined {
  const file = join(sharedDir(), 'traces', title, `${id}.trace.jsonl`);
  if (!existsSync(file)) return undefined;
  const out = new Map<number, string>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const row = JSON.parse(line) as { id?: number; phase?: string };
    if (row.id !== undefined && row.phase !== undefined) out.set(row.id, row.phase);
  }
  return out;
}

/** The actions that take effect (undone ones and undo/redo dropped), as the engine filters them. */
export function filteredActions(actions: readonly Action[]): Action[] {
  return filterActions(actions as unknown as RuntimeAction[]).effective.filter((a) => a !== undefined) as unknown as Action[];
}

export interface RouteCheck {
  readonly actionId: number;
  readonly corporation: string;
  readonly expected: { revenue: number; hexes: string[] }[];
  readonly result: RunResult | Error;
}

/**
 * Replay a fixture's map actions; at each run_routes evaluate the routes. Home tokens are
 * placed the first time a corporation acts.
 */
export interface ReplayHooks {
  /** Called before each lay_tile with the phase it happens in. */
  readonly beforeLay?: (ctx: MapContext, action: Action, phaseName: string) => void;
  /** Called before each place_token; `rehome` when it puts back a token a tile lay took off. */
  readonly beforeToken?: (ctx: MapContext, action: Action, rehome: boolean) => void;
  /**
   * Corporations whose home token goes down before this action; default: the acting
   * corporation, the first time it acts (HOME_TOKEN_TIMING operate).
   */
  readonly homes?: (action: Action) => readonly string[];
}

export function replayMap(
  definition: TitleDefinition,
  fixture: Fixture,
  phases: Map<number, string>,
  hooks: ReplayHooks = {},
): { checks: RouteCheck[]; ctx: MapContext } {
  const { beforeLay, beforeToken } = hooks;
  const ctx: MapContext = { definition, map: initialMapState(definition) };
  const started = new Set<string>();
  const corporations = new Set(definition.corporations.map((c) => c.sym));
  const checks: RouteCheck[] = [];
  const pending: string[] = [];
  let phaseName = definition.phases[0].name;
  for (const action of filteredActions(fixture.actions)) {
    const entity = String(action.entity);
    const homes = hooks.homes ? hooks.homes(action) : action.entity_type === 'corporation' && corporations.has(entity) ? [entity] : [];
    for (const corp of homes) {
      if (started.has(corp)) continue;
      started.add(corp);
      placeHomeToken(ctx, corp);
    }
    if (action.type === 'lay_tile') {
      beforeLay?.(ctx, action, phases.get(action.id) ?? phaseName);
      const tileId = action.tile as string;
      const name = tileId.slice(0, tileId.lastIndexOf('-'));
      pending.push(...layTile(ctx, action.hex as string, tileId, name, action.rotation as number).pendingTokens);
    } else if (action.type === 'place_token') {
      const corporation = (action.tokener as string | undefined) ?? entity;
      const rehome = pending.indexOf(corporation);
      beforeToken?.(ctx, action, rehome >= 0);
      if (rehome >= 0) pending.splice(rehome, 1);
      const city = resolveCityId(ctx, action.city as string);
      if (!city) throw new Error(`action ${action.id}: unknown city ${String(action.city)}`);
      placeToken(ctx, city.hexId, city.cityIndex, corporation);
    } else if (action.type === 'run_routes') {
      const routes = action.routes as { train: string; connections: string[][]; hexes: string[]; revenue: number; nodes?: string[] }[];
      const phase = definition.phases.find((p) => p.name === (phases.get(action.id) ?? phaseName))!;
      const inputs: RouteInput[] = routes.map((r) => {
        const trainName = r.train.slice(0, r.train.lastIndexOf('-'));
        const train = definition.trains.find((t) => t.name === trainName)!;
        return { train: { name: trainName, distance: train.distance }, connections: r.connections, nodes: r.nodes };
      });
      let result: RunResult | Error;
      try {
        result = evaluateRoutes(ctx, entity, { tiles: phase.tiles as readonly TileColor[] }, inputs);
      } catch (e) {
        result = e as Error;
      }
      checks.push({ actionId: action.id, corporation: entity, expected: routes.map((r) => ({ revenue: r.revenue, hexes: r.hexes })), result });
    }
    const p = phases.get(action.id);
    if (p) phaseName = p;
  }
  return { checks, ctx };
}
