/**
 * Whether an action is among the legal actions: the choice it makes is one a legal action
 * offers. Certificates match by corporation, holder and size (any certificates of the same size
 * from the same holder do), a tile by its manifest name (any copy), a route run by type alone
 * (whether the engine accepts a run is its own check; see check.ts).
 */
import type { Action } from '../actions/types.js';
import type { Game } from '../engine/contract.js';
import { mapContext } from '../engine/map-access.js';
import { resolveCityId } from '../map/tokens.js';
import { splitIndexedId } from '../core/ids.js';
import { shareIndexOf } from '../engine/shares/holdings.js';
import { splitTileId } from '../map/tiles.js';
import { isListed, type EngineLegal, type FieldRange, type LegalAction } from './types.js';

/** Fields a recording adds that say nothing about the choice. */
const BOOKKEEPING = new Set(['id', 'created_at', 'user', 'auto_actions', 'entity', 'entity_type', 'type', 'original_id']);

/** The corporation, holder and percent of the certificates an action names, or undefined when they are not one bundle. */
function namedBundle(game: Game, shares: readonly string[], percent: number | undefined): { corporation: string; from: string; percent: number } | undefined {
  let corporation: string | undefined;
  let from: string | undefined;
  let sum = 0;
  for (const id of shares) {
    const split = splitIndexedId(id, '_');
    const sym = split?.name;
    const corp = split && Object.hasOwn(game.state.corporations, split.name) ? game.state.corporations[split.name] : undefined;
    const share = split && corp ? corp.shares[shareIndexOf(corp, split.index)] : undefined;
    if (!share || (corporation !== undefined && (sym !== corporation || share.owner !== from))) return undefined;
    corporation = sym;
    from = share.owner;
    sum += share.percent;
  }
  return corporation === undefined ? undefined : { corporation, from: from!, percent: percent ?? sum };
}

/** The action's fields are the listed action's, a ranged field any value of its range. */
function sameFields(listed: Action, action: Action, ranges: Readonly<Record<string, FieldRange>> = {}): boolean {
  const a = listed as unknown as Record<string, unknown>;
  const b = action as unknown as Record<string, unknown>;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)].filter((k) => !BOOKKEEPING.has(k)));
  return [...keys].every((k) => (Object.hasOwn(ranges, k) ? inRange(b[k], ranges[k].min, ranges[k].max, ranges[k].step) : JSON.stringify(a[k]) === JSON.stringify(b[k])));
}

function inRange(value: unknown, min: number, max: number, step = 1): boolean {
  return typeof value === 'number' && value >= min && value <= max && (value - min) % step === 0;
}

function matchesEngine(game: Game, legal: EngineLegal, action: Action): boolean {
  const a = action as unknown as Record<string, unknown>;
  switch (legal.type) {
    case 'pass':
    case 'bankrupt':
    case 'end_game':
    case 'run_routes':
      return true;
    case 'bid':
      return a.company === legal.company && a.minor === legal.minor && a.corporation === legal.corporation && (legal.amountIgnored ? typeof a.price === 'number' : inRange(a.price, legal.min, legal.max, legal.step));
    case 'buy_shares':
    case 'sell_shares': {
      const named = namedBundle(game, a.shares as string[], a.percent as number | undefined);
      return !!named && named.corporation === legal.corporation && named.from === legal.from && named.percent === legal.percent;
    }
    case 'par':
      return a.corporation === legal.corporation && legal.prices.some((p) => p.id === a.share_price);
    case 'buy_company':
      return a.company === legal.company && inRange(a.price, legal.min, legal.max);
    case 'lay_tile': {
      if (a.hex !== legal.hex || typeof a.tile !== 'string') return false;
      try {
        return splitTileId(a.tile).name === legal.tile && legal.rotations.includes(a.rotation as number);
      } catch {
        return false;
      }
    }
    case 'place_token': {
      const city = typeof a.city === 'string' ? resolveCityId(mapContext(game), a.city) : undefined;
      return !!city && city.hexId === legal.hex && city.cityIndex === legal.cityIndex && (a.token_type ?? undefined) === legal.tokenType;
    }
    case 'buy_train': {
      const train = typeof a.train === 'string' ? game.findTrain(a.train) : undefined;
      return (
        a.train === legal.train && (a.variant ?? train?.name) === legal.variant && inRange(a.price, legal.min, legal.max) && (a.exchange ?? undefined) === legal.exchange
      );
    }
    case 'dividend':
      return legal.kinds.some((k) => k.kind === a.kind);
    case 'discard_train':
      return legal.trains.includes(a.train as string);
    case 'assign':
      return a.target === legal.target && a.target_type === legal.targetType;
  }
}

/** Whether the action makes a choice this legal action offers. */
export function matchesLegal(game: Game, legal: LegalAction, action: Action): boolean {
  if (legal.type !== action.type || legal.entity !== String(action.entity) || legal.entityType !== action.entity_type) return false;
  if (isListed(legal)) return legal.listed.some((listed) => sameFields(listed, action, legal.ranges));
  return matchesEngine(game, legal, action);
}

/** The first legal action the action is one of, or undefined. */
export function findLegal(game: Game, legals: readonly LegalAction[], action: Action): LegalAction | undefined {
  return legals.find((legal) => matchesLegal(game, legal, action));
}
