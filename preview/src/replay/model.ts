/**
 * What the replay page shows of a game at one position, read from the engine's public state
 * into plain data: players, corporations, minors, private companies, bank, depot, round and
 * phase, and the market markers. The renderers in render/panels.ts draw it; nothing here
 * changes the game.
 *
 * A company may share its symbol with a corporation or minor (1889's TR, 1846's MS): views keep
 * them apart by kind, and an active company is matched by its company key (`company:TR`).
 */
import type { Game } from '../../../runtime/index.js';
import { isHidden, playerValue } from '../../../runtime/index.js';
import { roundLabel } from '../../../runtime/index.js';
import { BANK, POOL } from '../../../runtime/index.js';
import { companyAbilities } from '../../../runtime/engine/abilities.js';
import type { Marker } from '../render/market.js';

export interface ShareHolding {
  readonly sym: string;
  readonly percent: number;
  readonly president: boolean;
}

export interface PlayerView {
  readonly id: string;
  readonly name: string;
  readonly cash: number;
  /** Cash committed to bids standing in the current step (an auction's). */
  readonly committed: number;
  readonly value: number;
  readonly shares: readonly ShareHolding[];
  readonly companies: readonly { readonly sym: string; readonly name: string; readonly revenue: number }[];
  readonly priority: boolean;
  readonly active: boolean;
  readonly passed: boolean;
  readonly bankrupt: boolean;
}

export interface CorporationView {
  readonly sym: string;
  readonly name: string;
  readonly color: string;
  readonly textColor: string;
  readonly president: string | null;
  readonly cash: number;
  readonly price: number | null;
  readonly par: number | null;
  readonly trains: readonly string[];
  readonly tokensLeft: number;
  readonly tokens: number;
  readonly companies: readonly string[];
  readonly ipoPercent: number;
  readonly poolPercent: number;
  readonly ipoed: boolean;
  readonly floated: boolean;
  readonly closed: boolean;
  /** Taken out of the game before it started (a title's setup), never parred. */
  readonly removed: boolean;
  readonly active: boolean;
  /** Its loans, in a title with loans: how many it owes, may owe, and the interest due a round. */
  readonly loans: { readonly owed: number; readonly limit: number; readonly interest: number } | null;
  /** Where it is headed (a title with destinations), and whether it is there. */
  readonly destination: { readonly hexes: readonly string[]; readonly from: string; readonly reached: boolean } | null;
  /** Money the bank holds for it in escrow (an escrow capitalisation), or null. */
  readonly escrow: number | null;
}

export interface MinorView {
  readonly sym: string;
  readonly name: string;
  readonly color: string;
  readonly textColor: string;
  /** Its owner's name (a player) or symbol (a corporation), or null while nobody owns it. */
  readonly owner: string | null;
  readonly cash: number;
  readonly trains: readonly string[];
  readonly tokensLeft: number;
  readonly tokens: number;
  readonly floated: boolean;
  readonly closed: boolean;
  readonly active: boolean;
}

export interface CompanyView {
  readonly sym: string;
  readonly name: string;
  readonly value: number;
  readonly revenue: number;
  /** Its owner's name (a player) or symbol (an operator); null in the bank. */
  readonly owner: string | null;
  /** `hidden`: the viewer may not see who owns it (another player's secret pick). */
  readonly ownerKind: 'player' | 'operator' | 'bank' | 'hidden';
  readonly closed: boolean;
  readonly active: boolean;
}

export interface GameView {
  readonly round: string;
  readonly phase: string;
  readonly bank: number;
  readonly bankBroken: boolean;
  readonly depot: readonly { readonly name: string; readonly count: number }[];
  readonly discarded: readonly string[];
  readonly active: readonly string[];
  readonly finished: boolean;
  readonly endReason: string | null;
  readonly players: readonly PlayerView[];
  readonly corporations: readonly CorporationView[];
  readonly minors: readonly MinorView[];
  readonly companies: readonly CompanyView[];
  /** Each player's value by id, as `Game.result` computes it (the final score once finished). */
  readonly result: Readonly<Record<string, number>>;
  readonly markers: ReadonlyMap<string, readonly Marker[]>;
}

/**
 * The hexes companies block in this state (their `blocks_hexes` still in effect), by the engine's
 * own test of who may use an ability: a block ends when a corporation buys the private.
 */
export function blockedNow(game: Game): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const company of game.companies) {
    if (company.closed) continue;
    for (const ref of companyAbilities(game, company.sym, 'blocks_hexes')) {
      if (ref.def.hidden) continue;
      for (const hex of ref.def.hexes) out.set(hex, [...(out.get(hex) ?? []), company.sym]);
    }
  }
  return out;
}

/** Destinations not yet reached, by hex: the corporations heading there (the map marks them). */
export function destinationsNow(game: Game): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [sym, dest] of Object.entries(game.state.destinations)) {
    if (dest.reached || game.state.corporations[sym]?.closed) continue;
    for (const hex of dest.hexes) out.set(hex, [...(out.get(hex) ?? []), sym]);
  }
  return out;
}

function activeEntities(game: Game): string[] {
  if (game.finished) return [];
  try {
    return game.round.activeEntities().map(String);
  } catch {
    return [];
  }
}

/** What every part of the view reads: the game, who acts now, and players' names by id. */
interface ViewContext {
  readonly game: Game;
  readonly active: readonly string[];
  readonly nameOf: ReadonlyMap<string, string>;
}

export function gameView(game: Game): GameView {
  const s = game.state;
  const active = activeEntities(game);
  const context: ViewContext = { game, active, nameOf: new Map(s.players.map((p) => [p.id, p.name])) };
  return {
    round: roundText(game),
    phase: game.phase.name,
    bank: s.bank.cash,
    bankBroken: s.bank.broken,
    depot: depotView(game),
    discarded: s.depot.discarded.map((id) => game.train(id).name),
    active,
    finished: game.finished,
    endReason: game.gameEndReason,
    players: playerViews(context),
    corporations: corporationViews(context),
    minors: minorViews(context),
    companies: companyViews(context),
    result: game.result(),
    markers: marketMarkers(game),
  };
}

function playerViews({ game, active }: ViewContext): PlayerView[] {
  const s = game.state;
  const step = game.finished ? undefined : game.round.activeStep();
  return game.seats.map((seat) => {
    const p = game.player(String(seat.id));
    return {
      id: p.id,
      name: p.name,
      cash: p.cash,
      committed: step?.committedCash(p.id) ?? 0,
      value: playerValue(game, p.id),
      shares: sharesOf(game, p.id),
      companies: p.companies.map((sym) => ({ sym, name: game.companyDef(sym)?.name ?? sym, revenue: game.company(sym).revenue })),
      priority: s.players[0]?.id === p.id,
      active: active.includes(p.id),
      passed: p.passed,
      bankrupt: p.bankrupt,
    };
  });
}

/** A player's holdings, per corporation: the percent held and whether the presidency is among it. */
function sharesOf(game: Game, player: string): ShareHolding[] {
  const shares: ShareHolding[] = [];
  for (const corp of game.corporations) {
    let percent = 0;
    let president = false;
    for (const share of corp.shares) {
      if (share.owner !== player) continue;
      percent += share.percent;
      president ||= share.president;
    }
    if (percent > 0) shares.push({ sym: corp.sym, percent, president });
  }
  return shares;
}

function corporationViews({ game, active, nameOf }: ViewContext): CorporationView[] {
  const s = game.state;
  return Object.values(s.corporations).map((corp) => {
    const def = game.corporationDef(corp.sym);
    let ipo = 0;
    let pool = 0;
    for (const share of corp.shares) {
      if (share.owner === corp.sym || share.owner === BANK) ipo += share.percent;
      else if (share.owner === POOL) pool += share.percent;
    }
    return {
      sym: corp.sym,
      name: def?.name ?? corp.sym,
      color: def?.color ?? '#666',
      textColor: def?.textColor ?? '#fff',
      president: corp.owner ? (nameOf.get(corp.owner) ?? corp.owner) : null,
      cash: corp.cash,
      price: corp.sharePrice && !corp.closed ? game.market.price(corp.sharePrice) : null,
      par: corp.parPrice ? game.market.price(corp.parPrice) : null,
      trains: corp.trains.map((id) => game.train(id).name),
      tokensLeft: corp.tokens.filter((t) => !t.used).length,
      tokens: corp.tokens.length,
      companies: corp.companies,
      ipoPercent: ipo,
      poolPercent: pool,
      ipoed: corp.ipoed,
      floated: corp.floated,
      closed: corp.closed,
      removed: corp.closed && !corp.ipoed && !s.corporationOrder.includes(corp.sym),
      active: active.includes(corp.sym),
      loans: game.title.loans ? { owed: game.view.loans(corp.sym).length, limit: game.view.loanLimit(corp.sym), interest: game.view.interestOwed(corp.sym) } : null,
      destination: s.destinations[corp.sym] ?? null,
      escrow: corp.escrow ?? null,
    };
  });
}

function ownerName(nameOf: ReadonlyMap<string, string>, owner: string | null): string | null {
  return owner === null ? null : (nameOf.get(owner) ?? owner);
}

function minorViews({ game, active, nameOf }: ViewContext): MinorView[] {
  return Object.values(game.state.minors).map((minor) => {
    const def = game.minorDef(minor.sym);
    return {
      sym: minor.sym,
      name: def?.name ?? minor.sym,
      color: def?.color ?? '#666',
      textColor: def?.textColor ?? '#fff',
      owner: ownerName(nameOf, minor.owner),
      cash: minor.cash,
      trains: minor.trains.map((id) => game.train(id).name),
      tokensLeft: minor.tokens.filter((t) => !t.used).length,
      tokens: minor.tokens.length,
      floated: minor.floated,
      closed: minor.closed,
      active: active.includes(minor.sym),
    };
  });
}

function companyViews({ game, active, nameOf }: ViewContext): CompanyView[] {
  const s = game.state;
  return s.companyOrder.map((sym) => {
    const company = s.companies[sym];
    const def = game.companyDef(sym);
    // A viewer's view of a game with secrets (another player's draft pick): the owner is unknown.
    const secret = isHidden(company.owner);
    const owner = secret ? null : company.owner;
    return {
      sym,
      name: def?.name ?? sym,
      value: company.value,
      revenue: company.revenue,
      owner: secret ? 'hidden' : ownerName(nameOf, owner),
      ownerKind: secret ? 'hidden' : owner === null ? 'bank' : game.kindOf(owner) === 'player' ? 'player' : 'operator',
      closed: company.closed,
      active: active.includes(game.companyKey(sym)),
    };
  });
}

/** The trains still to be bought, runs of one name counted. */
function depotView(game: Game): { name: string; count: number }[] {
  const depot: { name: string; count: number }[] = [];
  for (const id of game.state.depot.upcoming) {
    const name = game.train(id).name;
    const last = depot[depot.length - 1];
    if (last && last.name === name) last.count++;
    else depot.push({ name, count: 1 });
  }
  return depot;
}

/** The corporations' price markers by market cell, in the order they arrived there. */
function marketMarkers(game: Game): Map<string, Marker[]> {
  const markers = new Map<string, Marker[]>();
  const placed = Object.values(game.state.corporations)
    .filter((c) => c.sharePrice && !c.closed)
    .sort((a, b) => a.priceSeq - b.priceSeq);
  for (const corp of placed) {
    const key = `${corp.sharePrice![0]},${corp.sharePrice![1]}`;
    const list = markers.get(key) ?? [];
    list.push({ sym: corp.sym });
    markers.set(key, list);
  }
  return markers;
}

function roundText(game: Game): string {
  try {
    return roundLabel(game);
  } catch {
    return game.state.round.kind;
  }
}
