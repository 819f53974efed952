/**
 * 18EU's Final Exchange: in their turn a player exchanges one of their minors (its
 * `buy_shares`) for a share of a major its track reaches — from the major's treasury while it has
 * one, else the market — whether or not the major has operated; or passes, which closes all their
 * minors, their cash to the bank and trains to the depot. A player may pass only when each of
 * their minors may be given up (`mayPass`). An exchange whose minor closes at once leaves the turn open.
 */
import { type ActionOf, bundleFromIds, check, closeOperator, firstShares, passLegal, POOL, reclaimTrain, roundVar, sharesLegal, Step, type LegalAction, type RoundVar } from '../../../runtime/sdk.js';
import { connectedCorporations, exchangeMinor, minorsOf, pendingAcquisition } from '../exchange.js';

/** Whether the player to act has exchanged a minor this turn. */
const exchangedThisTurn = roundVar('final_exchange_turn', (): boolean => false);

export default class FinalExchange extends Step {
  description(): string {
    return 'Exchange Connected Minors for a Share';
  }

  override roundVars(): readonly RoundVar<unknown>[] {
    return [pendingAcquisition, exchangedThisTurn];
  }

  override setup(): void {
    this.round.set(exchangedThisTurn, false);
  }

  /** The share a minor may take of a major: its first treasury share, else its first in the market. */
  private shareOf(corporation: string): { from: string } | undefined {
    if (!this.game.corporation(corporation).ipoed) return undefined;
    if (firstShares(this.game, corporation, corporation, 1)) return { from: corporation };
    return firstShares(this.game, POOL, corporation, 1) ? { from: POOL } : undefined;
  }

  private options(minor: string): { corporation: string; from: string }[] {
    return connectedCorporations(this.game, minor).flatMap((c) => {
      const share = this.shareOf(c);
      return share ? [{ corporation: c, from: share.from }] : [];
    });
  }

  private player(): string | undefined {
    return this.round.entities[this.round.entityIndex];
  }

  /**
   * A player may pass when every minor they own may be given up: one whose track reaches no
   * major, or reaches some major that has no share to give (the reference's `can_discard?` asks
   * whether *any* reached major has none, not all: a minor reaching one major with a share and
   * one without may still be given up). A major not yet parred has none to give here, where the
   * reference counts its unsold shares and then refuses the exchange, leaving the player stuck.
   */
  private mayPass(player: string): boolean {
    const owned = minorsOf(this.game, player);
    return owned.length > 0 && owned.every((m) => this.mayGiveUp(m));
  }

  private mayGiveUp(minor: string): boolean {
    const reached = connectedCorporations(this.game, minor);
    return reached.length === 0 || reached.some((c) => this.shareOf(c) === undefined);
  }

  override actions(entity: string): readonly string[] {
    const player = this.player();
    if (!player || this.round.get(exchangedThisTurn)) return [];
    if (this.game.kindOf(entity) === 'minor') return this.game.minor(entity).owner === player && !this.game.minor(entity).closed ? ['buy_shares'] : [];
    if (entity !== player) return [];
    const out: string[] = [];
    if (this.mayPass(player)) out.push('pass');
    if (minorsOf(this.game, player).length > 0) out.push('buy_shares');
    return out;
  }

  override legalActions(entity: string): readonly LegalAction[] {
    if (this.actions(entity).length === 0) return [];
    if (this.game.kindOf(entity) === 'minor') {
      return this.options(entity).map(({ corporation, from }) => sharesLegal(this.game, entity, 'buy_shares', firstShares(this.game, from, corporation, 1)!, 0));
    }
    return this.actions(entity).includes('pass') ? [passLegal(this.game, entity)] : [];
  }

  process_buy_shares(action: ActionOf<'buy_shares'>): void {
    const minor = String(action.entity);
    check(this.game.kindOf(minor) === 'minor', 'exchange/not_minor', 'only a minor is exchanged here', { action, entity: minor });
    const bundle = bundleFromIds(this.game, action.shares, action.percent, { allowPartial: false });
    const share = this.shareOf(bundle.corporation);
    check(bundle.shares.length === 1 && share !== undefined && share.from === bundle.owner, 'exchange/bad_share', `${minor} is exchanged for one share of ${bundle.corporation} from its treasury while it has one, else the market`, { action, entity: bundle.corporation });
    exchangeMinor(this.game, minor, bundle);
    // The turn ends with the exchange only when the minor waits for its token's replacement: the
    // reference records the exchange under the minor's owner, whom a minor closed at once (a
    // market share, or a major with no token) no longer has, so that player goes on.
    if (!this.game.minor(minor).closed) this.round.set(exchangedThisTurn, true);
  }

  override process_pass(action: ActionOf<'pass'>): void {
    const player = String(action.entity);
    for (const minor of minorsOf(this.game, player)) {
      for (const id of [...this.game.minor(minor).trains]) reclaimTrain(this.game, this.game.train(id));
      closeOperator(this.game, minor);
    }
    super.process_pass(action);
  }
}
