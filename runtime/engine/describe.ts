/**
 * The English line of each event type, written from the event's fields and the names that never
 * change during a game (players, companies, the currency). Kept apart from where events happen,
 * so the engine records facts and the log's wording lives in one place.
 */
import type { TitleDefinition } from '../title/definition.js';
import type { Describe, EventFields } from './log.js';

interface Names {
  readonly title: TitleDefinition;
  readonly players: ReadonlyMap<string, string>;
}

type Line = (f: EventFields, n: Helpers) => string;

interface Helpers {
  /** A player's name, anything else's id. */
  who(id: unknown): string;
  company(sym: unknown): string;
  money(amount: unknown): string;
}

const LINES: Readonly<Record<string, Line>> = {
  round_started: (f) => `-- ${f.name} ${f.label} --`,
  phase_changed: (f) => `-- Phase ${f.phase} (operating rounds: ${f.operatingRounds}, train limit: ${JSON.stringify(f.trainLimit)}, tiles: ${(f.tiles as string[]).join(', ')}) --`,
  bid: (f, n) => `${n.who(f.player)} bids ${n.money(f.price)} for ${n.company(f.company ?? f.target)}`,
  pass: (f, n) => `${n.who(f.entity)} passes`,
  auction_pass: (f, n) => `${n.who(f.player)} passes on ${n.company(f.company ?? f.target)}`,
  minor_bought: (f, n) => `${n.who(f.buyer)} buys ${f.minor}${Number(f.price) > 0 ? ` for ${n.money(f.price)}` : ''}`,
  lot_removed: (f, n) => `Every player passes on ${n.company(f.company ?? f.target)}: it leaves the auction unsold`,
  lot_chosen: (f, n) => `${n.who(f.player)} chooses ${n.company(f.company ?? f.target)} for auction at ${n.money(f.price)}`,
  lot_nominated: (f, n) => `${n.who(f.player)} nominates ${n.company(f.company ?? f.target)} for auction`,
  price_dropped: (f, n) => `${n.company(f.company ?? f.target)} is now offered for ${n.money(f.to)}`,
  step_skipped: (f, n) => (f.player ? `${n.who(f.entity)} has no valid actions and passes` : `${n.who(f.entity)} skips ${String(f.step).toLowerCase()}`),
  company_bought: (f, n) =>
    f.seller === 'bank' ? `${n.who(f.buyer)} buys ${n.company(f.company)} for ${n.money(f.price)}` : `${n.who(f.buyer)} buys ${n.company(f.company)} from ${n.who(f.seller)} for ${n.money(f.price)}`,
  company_revenue: (f, n) => `${n.who(f.owner)} collects ${n.money(f.amount)} from ${n.company(f.company)}`,
  company_closed: (f, n) => `${n.company(f.company)} closes`,
  par: (f, n) => `${n.who(f.player)} pars ${f.corporation} at ${n.money(f.price)}`,
  corporation_priced: (f, n) => `${f.corporation} starts at ${n.money(f.price)}`,
  share_bought: (f, n) =>
    `${n.who(f.buyer)} ${f.exchange ? 'receives' : 'buys'} ${f.percent}% of ${f.corporation} from ${f.from === 'pool' ? 'the market' : f.from === f.corporation ? 'the IPO' : n.who(f.from)}${f.price ? ` for ${n.money(f.price)}` : ''}${f.exchange && f.exchange !== 'free' ? ` for ${n.company(f.exchange)}` : ''}`,
  share_sold: (f, n) => `${n.who(f.seller)} sells ${f.percent}% of ${f.corporation} for ${n.money(f.price)}`,
  president_changed: (f, n) => `${n.who(f.player)} becomes the president of ${f.corporation}`,
  share_price_moved: (f, n) => `${f.corporation}'s share price moves from ${n.money(f.from)} to ${n.money(f.to)}`,
  corporation_floated: (f, n) => `${f.corporation} floats${Number(f.capital) > 0 ? ` and receives ${n.money(f.capital)}` : ''}`,
  operator_started: (f, n) => `${f.operator} starts, owned by ${n.who(f.owner)}`,
  operator_closed: (f) => `${f.operator} closes`,
  minor_merged: (f, n) => {
    const took = [Number(f.cash) > 0 ? n.money(f.cash) : '', (f.trains as string[]).length ? `trains (${(f.trains as string[]).join(', ')})` : '', (f.companies as string[]).length ? `companies (${(f.companies as string[]).map((c) => n.company(c)).join(', ')})` : '']
      .filter(Boolean)
      .join(', ');
    return `${f.minor} merges into ${f.into}${took ? `${f.treasury === 'bank' ? ', returning ' : ', which receives '}${took}` : ''}`;
  },
  token_replaced: (f) => `${f.operator} replaces ${f.replaced}'s token on ${f.hex}`,
  corporation_removed: (f) => `${f.corporation} is removed from the game`,
  company_assigned: (f, n) => `${n.company(f.company)} is assigned to ${f.target}`,
  share_moved: (f, n) => `${f.percent}% of ${f.corporation} moves from ${n.who(f.from)} to ${f.to === 'bank' ? 'the bank (out of the game)' : n.who(f.to)}`,
  tile_laid: (f, n) => `${n.who(f.operator)} ${f.upgrade ? 'upgrades' : 'lays'} tile #${String(f.tile).replace(/-\d+$/, '')} with rotation ${f.rotation} on ${f.hex}${Number(f.cost) > 0 ? ` for ${n.money(f.cost)}` : ''}`,
  token_placed: (f, n) => (f.home ? `${f.operator} places its home token on ${f.hex}` : `${f.operator} places ${f.for ? `a token of ${f.for}` : 'a token'} on ${f.hex}${Number(f.cost) > 0 ? ` for ${n.money(f.cost)}` : ''}`),
  routes_run: (f, n) => `${f.operator} runs for ${n.money(f.revenue)}`,
  dividend: (f, n) => {
    const revenue = Number(f.revenue);
    const treasury = Number(f.treasury);
    // Who received what, the most first (as the reference lists them).
    const payouts = Array.isArray(f.payouts) ? [...(f.payouts as [string, number][])].sort((a, b) => b[1] - a[1]) : [];
    const receivers = payouts.length ? ` (${payouts.map(([holder, amount]) => `${n.money(amount)} to ${n.who(holder)}`).join(', ')})` : '';
    const perShare = Number(f.perShare) > 0 && payouts.length ? ` = ${n.money(f.perShare)} per share` : '';
    const line =
      revenue === 0
        ? `${f.operator} does not run`
        : treasury === revenue
          ? `${f.operator} withholds ${n.money(revenue)}`
          : `${f.operator} pays out ${n.money(revenue - treasury)}${perShare}${receivers}${treasury ? ` and keeps ${n.money(treasury)}` : ''}`;
    return Number(f.subsidy) > 0 ? `${line} and earns a subsidy of ${n.money(f.subsidy)}` : line;
  },
  train_bought: (f, n) => `${f.operator} buys a ${f.name} train${Number(f.price) > 0 ? ` for ${n.money(f.price)}` : ''} from ${f.from === 'depot' ? 'the depot' : f.from}`,
  train_rusted: (f) => `${f.owner}'s ${f.name} train rusts`,
  train_discarded: (f) => `${f.operator} discards a ${f.name} train`,
  train_exported: (f) => `-- Event: a ${f.name} train is exported --`,
  bankrupt: (f, n) => `${n.who(f.player)} goes bankrupt`,
  escrow_released: (f, n) => `${f.corporation} receives ${n.money(f.amount)} held in escrow`,
  destination_reached: (f) => `-- ${f.corporation} has reached its destination --`,
  loan_taken: (f, n) => `${f.operator} takes a loan and receives ${n.money(f.proceeds)}`,
  loan_repaid: (f, n) => `${f.operator} repays a loan for ${n.money(f.value)}${Number(f.covered) > 0 ? ` (${n.who(f.by)} pays ${n.money(f.covered)} of it)` : ''}`,
  loans_returned: (f) => `${f.operator}'s ${f.count} loan${f.count === 1 ? '' : 's'} return to the bank`,
  interest_paid: (f, n) => {
    if (Number(f.owed) === 0) return `${f.operator} owes no interest`;
    const parts = [`${f.operator} owes ${n.money(f.owed)} interest for ${f.loans} loan${f.loans === 1 ? '' : 's'}`];
    if (Number(f.fromTreasury) > 0) parts.push(`pays ${n.money(f.fromTreasury)}`);
    if (Number(f.fromRevenue) > 0) parts.push(`deducts ${n.money(f.fromRevenue)} from its run`);
    if (Number(f.fromPresident) > 0) parts.push(`${n.who(f.president)} pays ${n.money(f.fromPresident)}`);
    return parts.join(', ');
  },
  nationalized: (f) => `${f.corporation} is nationalized by ${f.national}`,
  shareholders_settled: (f, n) => {
    const paid = Object.entries((f.payouts as Record<string, number> | undefined) ?? {}).map(([p, amount]) => `${n.money(amount)} to ${n.who(p)}`);
    return `${f.corporation} settles with its shareholders at ${n.money(f.perShare)} a share${paid.length ? ` (${paid.join(', ')})` : ''}`;
  },
  corporation_reset: (f) => `${f.corporation} returns to its charter, to be started again`,
  corporations_available: (f) => `${(f.corporations as string[]).join(', ')} become available`,
  loans_settled_at_end: (f) => `${f.operator}'s ${f.count} loan${f.count === 1 ? '' : 's'} are paid off by its share price`,
  game_end_triggered: (f) => `The game will end (${f.reason}, ${String(f.timing).replace(/_/g, ' ')})`,
  game_ended: (f) => `-- The game ends (${f.reason}) --`,
  actions_undone: (f, n) => `${n.who(f.entity)} undoes ${(f.actions as unknown[]).length} action${(f.actions as unknown[]).length === 1 ? '' : 's'}`,
  actions_redone: (f, n) => `${n.who(f.entity)} redoes ${(f.actions as unknown[]).length} action${(f.actions as unknown[]).length === 1 ? '' : 's'}`,
};

/** The describer for a game's events. */
export function describer(title: TitleDefinition, players: readonly { readonly id: string | number; readonly name: string }[]): Describe {
  const names: Names = { title, players: new Map(players.map((p) => [String(p.id), p.name])) };
  const companies = new Map(title.companies.map((c) => [c.sym, c.name]));
  const helpers: Helpers = {
    who: (id) => names.players.get(String(id)) ?? String(id),
    company: (sym) => {
      const key = String(sym).replace(/^company:/, '');
      return companies.get(key) ?? key;
    },
    money: (amount) => title.meta.currencyFormat.replace('%s', String(amount)),
  };
  return (type, fields) => {
    if (typeof fields.text === 'string') return fields.text;
    const line = Object.hasOwn(LINES, type) ? LINES[type] : undefined;
    return line ? line(fields, helpers) : `${type} ${JSON.stringify(fields)}`;
  };
}
