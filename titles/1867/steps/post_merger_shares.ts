/**
 * After a conversion or merger, players buy the new major's treasury certificates, 10% at a
 * time at its par: after a merger its minors' owners first, in turn, each as many as they like,
 * then every player one more; after a conversion every player one, the owner as many as they
 * like. A player holding 10% who buys while the president's certificate is unclaimed takes the
 * president's certificate instead (handing the 10% back). A player who passes is done; the last
 * who may buy cannot pass while the president's certificate is unsold.
 */
import {
  type ActionOf,
  check,
  bundleFromIds,
  bundleOf,
  bundlePrice,
  percentOf,
  sharesOf,
  type Bundle,
  buyShares,
  canGain,
  Step,
  passLegal,
  sharesLegal,
  type LegalAction,
} from '../../../runtime/sdk.js';
import { converted, mergeType, shareDealingMultiple, shareDealingPlayers } from '../vars.js';

export default class PostMergerShares extends Step {
  description(): string {
    return 'Buy Shares Post Merge';
  }

  private corporation(): string | null {
    return this.round.has(converted) ? this.round.get(converted) : null;
  }

  override active(): boolean {
    return this.corporation() !== null;
  }

  /** The major's first two treasury certificates (the 20% can be bought only as described). */
  private ipoBundles(): Bundle[] {
    const major = this.corporation()!;
    return sharesOf(this.game, major, major).slice(0, 2).map((i) => bundleOf(this.game, major, [i]));
  }

  private canBuy(player: string, bundle: Bundle): boolean {
    return bundle.corporation === this.corporation() && bundle.percent === 10 && this.game.player(player).cash >= bundlePrice(this.game, bundle) && canGain(this.game, player, bundle);
  }

  private canBuyAny(player: string): boolean {
    return this.ipoBundles().some((b) => this.canBuy(player, b));
  }

  private eligible(): string[] {
    return this.round.get(shareDealingPlayers).filter((p) => !this.game.player(p).passed && this.canBuyAny(p));
  }

  override activeEntities(): string[] {
    if (!this.corporation()) return [];
    let players = this.eligible();
    if (players.length === 0) {
      this.checkMerge();
      players = this.eligible();
    }
    return players.length ? [players[0]] : [];
  }

  override actions(entity: string): readonly string[] {
    if (this.game.kindOf(entity) !== 'player' || !this.corporation() || entity !== this.currentEntity()) return [];
    if (!this.canBuyAny(entity)) return [];
    return this.passLeavesNoPresident(entity) ? ['buy_shares'] : ['buy_shares', 'pass'];
  }

  override legalActions(entity: string): readonly LegalAction[] {
    const types = this.actions(entity);
    if (types.length === 0) return [];
    const bundle = this.ipoBundles().find((b) => this.canBuy(entity, b));
    return [...(bundle ? [sharesLegal(this.game, entity, 'buy_shares', bundle)] : []), ...(types.includes('pass') ? [passLegal(this.game, entity)] : [])];
  }

  /**
   * Whether the player's pass would end the buying with the president's certificate unsold: they
   * are the last who may buy and no one has claimed it. The merge then fails, and the
   * reference's game can only be undone (its "Failed merge, please undo"), so the pass is not a
   * move: the player buys, and (holding 10%) takes the president's certificate.
   */
  private passLeavesNoPresident(player: string): boolean {
    const major = this.corporation()!;
    if (this.game.corporation(major).shares[0].owner !== major) return false;
    const eligible = this.eligible();
    return eligible.length === 1 && eligible[0] === player;
  }

  process_buy_shares(action: ActionOf<'buy_shares'>): void {
    const player = String(action.entity);
    const major = this.corporation()!;
    const bundle = bundleFromIds(this.game, action.shares, action.percent, { allowPartial: false });
    check(this.canBuy(player, bundle), 'share/cannot_buy', `${this.game.nameOf(player)} cannot buy ${action.shares.join(', ')}`, { action, entity: major });
    const corp = this.game.corporation(major);
    const president = sharesOf(this.game, major, major)[0];
    if (president !== undefined && corp.shares[president].president && percentOf(this.game, player, major) === 10) {
      // Pays for the 10% bought, hands both 10%s back, and takes the president's 20%.
      const held = sharesOf(this.game, player, major)[0];
      this.toTreasury(major, held);
      buyShares(this.game, player, bundle);
      this.toTreasury(major, sharesOf(this.game, player, major)[0]);
      buyShares(this.game, player, bundleOf(this.game, major, [president]), { exchange: 'free' });
    } else {
      buyShares(this.game, player, bundle);
    }
    if (!this.round.get(shareDealingMultiple).includes(player) || !this.canBuyAny(player)) this.game.player(player).passed = true;
    this.checkMerge();
  }

  private toTreasury(major: string, index: number): void {
    const share = this.game.corporation(major).shares[index];
    share.owner = major;
    share.seq = ++this.game.state.seq;
  }

  /** Once no one may buy: after a merger, every player may buy one share more. */
  private checkMerge(): void {
    if (this.eligible().length) return;
    const major = this.corporation()!;
    const corp = this.game.corporation(major);
    if (corp.shares[0].owner === major) {
      this.game.log.emit('note', { text: 'Merge failed as no player has 20%, please undo' });
      return;
    }
    if (this.round.get(mergeType) === 'merge' && this.round.get(shareDealingMultiple).length) {
      for (const p of this.round.get(shareDealingPlayers)) this.game.player(p).passed = false;
      const seats = this.game.state.players.map((p) => p.id);
      const at = seats.indexOf(corp.owner!);
      this.round.set(shareDealingPlayers, [...seats.slice(at), ...seats.slice(0, at)]);
      this.round.set(shareDealingMultiple, []);
    }
  }

  override process_pass(action: ActionOf<'pass'>): void {
    const player = String(action.entity);
    this.game.player(player).passed = true;
    this.checkMerge();
    if (this.activeEntities()[0] === player) this.round.set(shareDealingPlayers, this.round.get(shareDealingPlayers).filter((p) => p !== player));
  }
}
