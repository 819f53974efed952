/**
 * What a stop pays a train (RevenueCenter#route_revenue): the value for the phase's newest tile
 * colour that the stop defines (a `D` train takes `diesel` when defined), times the train's
 * multiplier for that kind of stop.
 */
import type { DistanceRule, TrainDistance } from '../title/definition.js';
import type { Revenue, TileColor } from '../title/parts.js';
import type { NodeKind } from './geometry.js';

export interface TrainInfo {
  readonly name: string;
  readonly distance: TrainDistance;
  /** The train's own multiplier (Train#multiplier); a distance row's multiplier overrides it. */
  readonly multiplier?: number;
  /** Whether a multi-node train's counted stops must include a token (default true). */
  readonly requiresToken?: boolean;
  /** Never treat as a local (one-stop) train. */
  readonly noLocal?: boolean;
}

/** The value of a revenue in a phase, before multipliers. */
export function baseRevenue(revenue: Revenue, phaseTiles: readonly TileColor[], trainName: string): number {
  if (typeof revenue === 'number') return revenue;
  if (trainName.toUpperCase() === 'D' && revenue.diesel !== undefined) return revenue.diesel;
  for (let i = phaseTiles.length - 1; i >= 0; i--) {
    const value = (revenue as Partial<Record<string, number>>)[phaseTiles[i]];
    if (value !== undefined) return value;
  }
  return 0;
}

/** RevenueCenter#revenue_multiplier. */
export function revenueMultiplier(kind: NodeKind, train: TrainInfo): number {
  const base = train.multiplier ?? 1;
  if (typeof train.distance === 'number') return base;
  const row = (train.distance as readonly DistanceRule[]).find((h) => (h.nodes as readonly string[]).includes(kind));
  return row?.multiplier ?? base;
}

export function stopRevenue(kind: NodeKind, revenue: Revenue, phaseTiles: readonly TileColor[], train: TrainInfo): number {
  return revenueMultiplier(kind, train) * baseRevenue(revenue, phaseTiles, train.name);
}

/** The highest value a revenue takes in any phase (RevenueCenter#max_revenue). */
export function maxRevenue(revenue: Revenue): number {
  if (typeof revenue === 'number') return revenue;
  let max = Number.NEGATIVE_INFINITY;
  for (const v of Object.values(revenue)) if (v !== undefined && v > max) max = v;
  return max === Number.NEGATIVE_INFINITY ? 0 : max;
}

/** Train#local?: a train that runs from a single tokened city. */
export function isLocalTrain(train: TrainInfo): boolean {
  if (train.noLocal) return false;
  if (typeof train.distance === 'number') return train.distance === 1;
  const cityRow = (train.distance as readonly DistanceRule[]).find((h) => h.nodes.includes('city'));
  return cityRow !== undefined && cityRow.visit === 1;
}
