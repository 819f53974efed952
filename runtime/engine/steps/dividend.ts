/**
 * Paying out or withholding the revenue just run. Paid out, every certificate earns its share
 * (pool certificates pay the corporation itself) and the share price rises; withheld, the
 * operator keeps the money and the price falls; half-paid, the treasury keeps half (rounded down
 * to whole shares) and the rest is paid out. A minor's owner is its only shareholder. The kinds
 * an operator may choose and how its price moves are the title's to change (`dividendKinds`,
 * `sharePriceChange`). Running closes companies that close on it; obsolete trains rust after.
 */
import type { ActionOf } from '../../actions/types.js';
import { check, GameError } from '../../core/errors.js';
import type { Direction } from '../../market/stock-market.js';
import { POOL } from '../../state/types.js';
import type { DividendChoice, DividendKind } from '../../title/hooks.js';
import { closeCompaniesOnEvent } from '../companies.js';
import { revenueKeptForInterest } from '../loans.js';
import { spend } from '../money.js';
import type { RoundVar } from '../round-vars.js';
import { shareUnit, totalShares } from '../shares/holdings.js';
import { moveSharePrice } from '../shares/market-moves.js';
import { capitalizationMode, capitalizationOf } from '../shares/pool.js';
import { legalBase } from '../../legal/base.js';
import type { LegalAction } from '../../legal/types.js';
import { NO_ACTIONS, Step } from '../step.js';
import { rust } from '../trains.js';
import { run } from './vars.js';

const DEFAULT_KINDS: readonly DividendKind[] = ['payout', 'withhold'];
const DIVIDEND_ACTIONS: readonly string[] = ['dividend'];

/** The round variables the step shares (one list for every round: a round asks as it starts). */
const ROUND_VARS: readonly RoundVar<unknown>[] = [run];

export class DividendStep extends Step {
  /** The current step for abilities' `when` (its subclasses too, whatever their name). */
  override timesAbilities(): boolean {
    return true;
  }

  description(): string {
    return 'Pay or Withhold Dividends';
  }

  override roundVars(): readonly RoundVar<unknown>[] {
    return ROUND_VARS;
  }

  /** The run's revenue, less what went to loans' interest (where the rules take it from the run). */
  totalRevenue(): number {
    const { routes, extraRevenue } = this.round.get(run);
    const operator = this.round.state.currentOperator;
    return routes.reduce((n, r) => n + r.revenue, 0) + extraRevenue - (operator ? revenueKeptForInterest(this.game, operator) : 0);
  }

  /** The dividends `operator` may choose now. */
  kinds(operator: string): readonly DividendKind[] {
    return this.game.hooks.dividendKinds?.(operator, this.game.view) ?? DEFAULT_KINDS;
  }

  /** What a dividend of `kind` pays: to the treasury, and per share (of the operator's total). */
  choice(operator: string, kind: DividendKind): DividendChoice {
    const revenue = this.totalRevenue();
    const shares = this.shareCount(operator);
    const spec = Object.hasOwn(this.game.dividendKinds, kind) ? this.game.dividendKinds[kind] : undefined;
    if (!spec) throw new GameError('dividend/unknown_kind', `no dividend kind '${kind}' in the engine or the title (kinds.ts)`, { entity: operator });
    const treasury = spec.treasury({ operator, revenue, shares }, this.game.view);
    return { kind, revenue, treasury, perShare: (revenue - treasury) / shares };
  }

  override actions(entity: string): readonly string[] {
    if (entity !== this.currentEntity() || !this.game.isOperator(entity) || this.totalRevenue() === 0) return NO_ACTIONS;
    return DIVIDEND_ACTIONS;
  }

  /** The kinds the operator may choose, with what each pays. */
  override legalActions(entity: string, offered?: readonly string[]): readonly LegalAction[] {
    if (!(offered ?? this.actions(entity)).includes('dividend')) return [];
    const kinds = this.kinds(entity).map((kind) => {
      const { treasury, perShare } = this.choice(entity, kind);
      return { kind, treasury, perShare };
    });
    return [{ type: 'dividend', ...legalBase(this.game, entity), revenue: this.totalRevenue(), kinds }];
  }

  override skip(): void {
    const entity = this.currentEntity();
    if (entity) this.settle(entity, 'withhold');
  }

  process_dividend(action: ActionOf<'dividend'>): void {
    const sym = String(action.entity);
    const kinds = this.kinds(sym);
    check((kinds as readonly string[]).includes(action.kind), 'dividend/kind', `${sym} may choose ${kinds.join(' or ')}, not '${action.kind}'`, { action, entity: sym });
    this.settle(sym, action.kind as DividendKind);
  }

  private shareCount(operator: string): number {
    return this.game.kindOf(operator) === 'corporation' ? totalShares(this.game, operator) : 1;
  }

  /** Settles the run with a dividend of `kind`: treasury, shareholders, price, trains. */
  protected settle(sym: string, kind: DividendKind): void {
    const game = this.game;
    const op = game.operator(sym);
    const { routes, subsidy } = this.round.get(run);
    const choice = this.choice(sym, kind);
    op.operatingHistory.push({ turn: game.state.turn, roundNum: this.round.roundNum, revenue: choice.revenue, kind });
    if (routes.length) closeCompaniesOnEvent(game, sym, 'ran_train');
    for (const id of op.trains) game.train(id).operated = true;
    for (const id of [...op.trains]) if (game.train(id).obsolete) rust(game, game.train(id));
    this.round.set(run, run.initial());
    if (choice.treasury + subsidy > 0) spend(game, 'bank', sym, choice.treasury + subsidy);
    const paid = choice.revenue - choice.treasury;
    // Who received what goes in the event, so the log says it (as the reference's does).
    const payouts = paid > 0 ? this.payShareholders(sym, choice.perShare) : [];
    game.log.emit('dividend', { operator: sym, kind, revenue: choice.revenue, treasury: choice.treasury, perShare: choice.perShare, subsidy, payouts });
    this.movePrice(sym, choice);
    this.pass();
  }

  private movePrice(sym: string, choice: DividendChoice): void {
    if (this.game.kindOf(sym) !== 'corporation') return;
    const corp = this.game.corporation(sym);
    if (!corp.sharePrice) return;
    const paid = choice.revenue - choice.treasury;
    const moves: readonly Direction[] = this.game.hooks.sharePriceChange?.(sym, choice, this.game.view) ?? [paid > 0 ? 'right' : 'left'];
    for (const direction of moves) moveSharePrice(this.game, corp, direction);
  }

  /** Pays each holder its dividend; returns who received what, in the order paid. */
  private payShareholders(sym: string, perShare: number): [string, number][] {
    const game = this.game;
    const payouts: [string, number][] = [];
    const pay = (to: string, amount: number) => {
      if (amount === 0) return;
      spend(game, 'bank', to, amount, { checkPositive: false });
      payouts.push([to, amount]);
    };
    if (game.kindOf(sym) !== 'corporation') {
      // A minor has one holder: its owner takes the whole payout.
      const owner = game.operator(sym).owner;
      if (owner) pay(owner, Math.ceil(perShare));
      return payouts;
    }
    const unit = shareUnit(game, sym);
    // Each holder's percent from one pass over the certificates (rather than one per holder).
    const held = new Map<string, number>();
    for (const share of game.corporation(sym).shares) held.set(share.owner, (held.get(share.owner) ?? 0) + share.percent);
    const dividend = (holder: string) => Math.ceil(((held.get(holder) ?? 0) / unit) * perShare);
    for (const player of game.state.players) pay(player.id, dividend(player.id));
    for (const corp of game.corporations) {
      // A corporation's own certificates pay its treasury from where treasuryHolder says.
      pay(corp.sym, dividend(corp.sym === sym ? this.treasuryHolder(sym) : corp.sym));
    }
    // Entities of the title's own kinds holding certificates are paid into their purses.
    for (const id of game.titleEntities) if (game.entityKind(id)?.cash) pay(id, dividend(id));
    return payouts;
  }

  /**
   * Whose certificates pay a corporation's own treasury: its IPO's where it is capitalised
   * mode says so (`incremental`), else the pool's (the reference's `holder_for_corporation`).
   */
  protected treasuryHolder(sym: string): string {
    return capitalizationMode(this.game, capitalizationOf(this.game, sym)).ipoPaysTreasury ? sym : POOL;
  }

  override pass(): void {
    const entity = this.currentEntity();
    if (entity && this.game.isOperator(entity) && this.game.operator(entity).operatingHistory.length === 1) {
      closeCompaniesOnEvent(this.game, entity, 'operated');
    }
    super.pass();
  }
}
