/**
 * Paying out or withholding the revenue just run. Paid out, every certificate earns its share
 * (pool certificates pay the corporation itself) and the share price rises; withheld, the
 * corporation keeps the money and the price falls. Running closes companies that close on it,
 * and obsolete trains rust after running.
 */
import type { ActionOf, ActionType } from '../../actions/types.js';
import { check } from '../../core/errors.js';
import { POOL } from '../../state/types.js';
import { closeCompaniesOnEvent } from '../companies.js';
import { spend } from '../money.js';
import { percentOf, shareUnit, totalShares } from '../shares/holdings.js';
import { moveSharePrice } from '../shares/market-moves.js';
import { Step } from '../step.js';
import { rust } from '../trains.js';

export interface RunRoute {
  readonly train: string;
  readonly revenue: number;
}

const KINDS = ['payout', 'withhold'] as const;

export class DividendStep extends Step {
  description(): string {
    return 'Pay or Withhold Dividends';
  }

  override roundVars(): Record<string, unknown> {
    return { extra_revenue: 0 };
  }

  protected routes(): RunRoute[] {
    return this.round.vars<RunRoute[] | undefined>('routes') ?? [];
  }

  totalRevenue(): number {
    return this.routes().reduce((n, r) => n + r.revenue, 0) + (this.round.vars<number>('extra_revenue') ?? 0);
  }

  override actions(entity: string): readonly ActionType[] {
    if (entity !== this.currentEntity() || this.game.kindOf(entity) === 'company' || this.totalRevenue() === 0) return [];
    return ['dividend'];
  }

  override skip(): void {
    const entity = this.currentEntity();
    if (entity) this.payDividend(entity, 'withhold');
  }

  process_dividend(action: ActionOf<'dividend'>): void {
    check((KINDS as readonly string[]).includes(action.kind), 'dividend/kind', `dividend kind must be ${KINDS.join(' or ')}, not '${action.kind}'`, { action, entity: String(action.entity) });
    this.payDividend(String(action.entity), action.kind as (typeof KINDS)[number]);
  }

  private payDividend(sym: string, kind: (typeof KINDS)[number]): void {
    const game = this.game;
    const corp = game.corporation(sym);
    const revenue = this.totalRevenue();
    const retained = kind === 'withhold' ? revenue : 0;
    corp.operatingHistory.push({ turn: game.state.turn, roundNum: this.round.roundNum, revenue, kind });
    if (this.routes().length) closeCompaniesOnEvent(game, sym, 'ran_train');
    for (const id of corp.trains) game.train(id).operated = true;
    for (const id of [...corp.trains]) if (game.train(id).obsolete) rust(game, game.train(id));
    this.round.setVar('routes', []);
    this.round.setVar('extra_revenue', 0);
    if (retained > 0) spend(game, 'bank', sym, retained);
    if (revenue - retained > 0) this.payShareholders(sym, revenue - retained);
    moveSharePrice(game, corp, revenue - retained > 0 ? 'right' : 'left');
    this.pass();
  }

  private payShareholders(sym: string, revenue: number): void {
    const game = this.game;
    const perShare = revenue / totalShares(game, sym);
    const unit = shareUnit(game, sym);
    const dividend = (holder: string) => Math.ceil((percentOf(game, holder, sym) / unit) * perShare);
    const pay = (to: string, amount: number) => {
      if (amount !== 0) spend(game, 'bank', to, amount, { checkPositive: false });
    };
    for (const player of game.state.players) pay(player.id, dividend(player.id));
    for (const corp of game.corporations) {
      // A corporation's own pool certificates pay into its treasury; its IPO ones pay nothing.
      const holder = corp.sym === sym ? (game.rules.capitalization === 'incremental' ? sym : POOL) : corp.sym;
      pay(corp.sym, dividend(holder));
    }
  }

  override pass(): void {
    const entity = this.currentEntity();
    if (entity && this.game.kindOf(entity) === 'corporation' && this.game.corporation(entity).operatingHistory.length === 1) {
      closeCompaniesOnEvent(this.game, entity, 'operated');
    }
    super.pass();
  }
}
