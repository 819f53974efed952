/**
 * One line per recorded action for the replay's log: who did what, in words.
 */
import { isHidden, type Action } from '../../../runtime/index.js';
import type { MoneyFormat } from './decorations.js';

export interface ActionNames {
  /** Player names by id. */
  readonly players: ReadonlyMap<string, string>;
  /** The hex of a preprinted tile id (`D14-0`). */
  readonly preprintedHex: (tileId: string) => string | undefined;
  readonly money: MoneyFormat;
}

function corpOfShare(share: string): string {
  const i = share.lastIndexOf('_');
  return i > 0 ? share.slice(0, i) : share;
}

function cityText(city: string, names: ActionNames): string {
  const tileId = city.slice(0, city.lastIndexOf('-'));
  const hex = names.preprintedHex(tileId);
  return hex ? `in ${hex}` : `on tile ${tileId}`;
}

export function actor(action: Action, names: ActionNames): string {
  const id = String(action.entity);
  return action.entity_type === 'player' ? (names.players.get(id) ?? id) : id;
}

export function describeAction(action: Action, names: ActionNames): string {
  const who = actor(action, names);
  // An action with a field the viewer may not see (another player's secret pick) says only who acted.
  if (Object.values(action).some(isHidden)) return `${who} makes a secret choice`;
  const money = names.money;
  const a = action as Action & Record<string, unknown>;
  switch (action.type as string) {
    case 'bid':
      return `${who} bids ${money(Number(a.price))} for ${a.company ?? a.corporation ?? a.minor}`;
    case 'pass':
      return `${who} passes`;
    case 'par':
      return `${who} pars ${a.corporation} at ${money(Number(String(a.share_price).split(',')[0]))}`;
    case 'buy_shares':
    case 'sell_shares': {
      const shares = (a.shares as string[]) ?? [];
      const corp = shares.length ? corpOfShare(shares[0]) : '?';
      const percent = typeof a.percent === 'number' ? `${a.percent}%` : `${shares.length} share${shares.length === 1 ? '' : 's'}`;
      return `${who} ${action.type === 'buy_shares' ? 'buys' : 'sells'} ${percent} of ${corp}`;
    }
    case 'buy_company':
      return `${who} buys ${a.company} for ${money(Number(a.price))}`;
    case 'lay_tile':
      return `${who} lays tile ${String(a.tile).replace(/-\d+$/, '')} in ${a.hex} (rotation ${a.rotation})`;
    case 'place_token':
      return `${who} places a token ${cityText(String(a.city), names)}`;
    case 'run_routes': {
      const routes = (a.routes as { revenue?: number }[]) ?? [];
      const revenue = routes.reduce((sum, r) => sum + (r.revenue ?? 0), 0) + (Number(a.extra_revenue) || 0);
      return `${who} runs ${routes.length} train${routes.length === 1 ? '' : 's'} for ${money(revenue)}`;
    }
    case 'dividend':
      return `${who} ${a.kind === 'payout' ? 'pays out' : a.kind === 'withhold' ? 'withholds' : a.kind === 'half' ? 'pays half' : `dividend: ${a.kind}`}`;
    case 'buy_train':
      return `${who} buys a ${String(a.train).replace(/-\d+$/, '')}${a.variant ? ` (${a.variant})` : ''} train for ${money(Number(a.price))}${a.exchange ? `, trading in ${a.exchange}` : ''}`;
    case 'discard_train':
      return `${who} discards ${a.train}`;
    case 'bankrupt':
      return `${who} goes bankrupt`;
    case 'message':
    case 'log':
      return `${who}: “${String(a.message ?? '')}”`;
    case 'end_game':
      return `${who} ends the game`;
    case 'program_buy_shares':
      return `${who} programs buying ${a.corporation} shares`;
    case 'program_share_pass':
      return `${who} programs passing in stock rounds`;
    case 'program_disable':
      return `${who}'s program stops${typeof a.reason === 'string' && a.reason ? `: ${a.reason}` : ''}`;
    case 'take_loan':
      return `${who} takes a loan`;
    case 'payoff_loan':
      return `${who} repays a loan`;
    case 'merge':
      return a.corporation === action.entity || a.corporation === undefined ? `${who} merges` : `${who} merges with ${a.corporation ?? a.minor}`;
    case 'remove_token':
      return `${who} removes its token ${cityText(String(a.city), names)}`;
    case 'special_buy':
      return `${who} buys a ${a.description} for ${money(Number(a.cost))}`;
    case 'borrow_train':
      return `${who} borrows a ${String(a.train).replace(/-\d+$/, '')} train`;
    case 'destination_connection': {
      const reached = (a.corporations as string[] | undefined) ?? [];
      return reached.length ? `${reached.join(', ')} reach${reached.length === 1 ? 'es' : ''} ${reached.length === 1 ? 'its' : 'their'} destination` : 'no destination reached';
    }
    default:
      return `${who}: ${action.type}`;
  }
}
