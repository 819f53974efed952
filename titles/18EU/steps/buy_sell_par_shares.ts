/**
 * 18EU's stock round. A player who owns a minor may always pass (and so is never passed over),
 * and may exchange a minor — its own `buy_shares` — for a share of a major its track reaches,
 * from the major's treasury or the market, while the major has not operated: that counts as the
 * turn's purchase (exchange.ts merges the minor). Parring a major pays £100 for its four further
 * tokens, and its home goes in the city of one of the president's minors (steps/home_token.ts).
 */
import { type ActionOf, bundleFromIds, BuySellParSharesStep, certLimit, check, numCerts, firstShares, pendingTokens, POOL, sharesLegal, spend, type LegalAction, type RoundVar, mapContext, tokenRefusal } from '../../../runtime/sdk.js';
import { connectedCorporations, exchangeMinor, minorsOf, pendingAcquisition } from '../exchange.js';
import { corporationsOperated } from '../vars.js';

/** What a major pays when parred for its four further tokens. */
const TOKENS_FEE = 100;

export default class BuySellParShares extends BuySellParSharesStep {
  override roundVars(): readonly RoundVar<unknown>[] {
    return [...super.roundVars(), pendingAcquisition];
  }

  private ownsMinor(player: string): boolean {
    return this.game.kindOf(player) === 'player' && minorsOf(this.game, player).length > 0;
  }

  /** Whether a minor's exchange for a share of this major is allowed now. */
  private mayExchangeInto(corporation: string): boolean {
    return !this.bought() && this.game.corporation(corporation).ipoed && !this.game.view.get(corporationsOperated).includes(corporation);
  }

  /** A minor of the player to act, with a major to be exchanged into. */
  private minorMayExchange(minor: string): boolean {
    if (this.game.kindOf(minor) !== 'minor' || this.game.minor(minor).owner !== this.currentEntity() || this.bought()) return false;
    return this.exchangeOptions(minor).length > 0;
  }

  private exchangeOptions(minor: string): { corporation: string; from: string }[] {
    return connectedCorporations(this.game, minor)
      .filter((c) => this.mayExchangeInto(c))
      .flatMap((c) => [c, POOL].filter((from) => firstShares(this.game, from, c, 1)).map((from) => ({ corporation: c, from })));
  }

  override actions(entity: string): readonly string[] {
    if (this.game.kindOf(entity) === 'minor') return this.minorMayExchange(entity) ? ['buy_shares'] : [];
    const actions = super.actions(entity);
    if (entity !== this.currentEntity() || actions.includes('pass') || !this.ownsMinor(entity) || this.bought()) return actions;
    return [...actions, 'pass'];
  }

  override hasActions(entity: string): boolean {
    if (this.game.kindOf(entity) === 'minor') return this.minorMayExchange(entity);
    return super.hasActions(entity) || (entity === this.currentEntity() && this.ownsMinor(entity) && !this.bought());
  }

  override accepts(entity: string, type: string): boolean {
    if (this.game.kindOf(entity) === 'minor') return type === 'buy_shares' && this.minorMayExchange(entity);
    if (type === 'pass' && entity === this.currentEntity() && this.ownsMinor(entity) && !this.bought()) return true;
    return super.accepts(entity, type);
  }

  override legalActions(entity: string): readonly LegalAction[] {
    if (this.game.kindOf(entity) !== 'minor') {
      const out = [...super.legalActions(entity)];
      if (this.actions(entity).includes('pass') && !out.some((l) => l.type === 'pass')) out.push({ type: 'pass', entity, entityType: 'player' });
      return out;
    }
    if (!this.minorMayExchange(entity)) return [];
    return this.exchangeOptions(entity).map(({ corporation, from }) => sharesLegal(this.game, entity, 'buy_shares', firstShares(this.game, from, corporation, 1)!, 0));
  }

  override process_buy_shares(action: ActionOf<'buy_shares'>): void {
    const entity = String(action.entity);
    if (this.game.kindOf(entity) !== 'minor') {
      super.process_buy_shares(action);
      return;
    }
    const owner = this.game.minor(entity).owner!;
    const bundle = bundleFromIds(this.game, action.shares, action.percent, { allowPartial: false });
    check(owner === this.currentEntity(), 'exchange/not_your_turn', `${entity}'s owner is not the player to act`, { action, entity });
    check(bundle.shares.length === 1 && (bundle.owner === bundle.corporation || bundle.owner === POOL), 'exchange/bad_share', 'a minor is exchanged for one share from the treasury or the market', { action, entity: bundle.corporation });
    check(this.mayExchangeInto(bundle.corporation), 'exchange/not_allowed', `${entity} cannot be exchanged for ${bundle.corporation} now`, { action, entity: bundle.corporation });
    exchangeMinor(this.game, entity, bundle);
    this.track(owner, 'buy_shares', bundle.corporation);
  }

  /**
   * While minors remain, a major's president receives a share for the minor merged at its home
   * (steps/home_token.ts), which the certificate limit must allow: the reference would accept the
   * par and then refuse every home.
   */
  protected override canPar(sym: string, entity: string): boolean {
    if (!super.canPar(sym, entity)) return false;
    if (this.game.minors.every((m) => m.closed)) return true;
    return numCerts(this.game, entity) + 1 < certLimit(this.game);
  }

  override process_par(action: ActionOf<'par'>): void {
    super.process_par(action);
    const sym = action.corporation;
    const player = String(action.entity);
    const minors = this.game.minors.filter((m) => !m.closed);
    const hexes = minors.length > 0 ? minorsOf(this.game, player).flatMap((m) => this.game.minor(m).tokens.filter((t) => t.used && t.hex).map((t) => t.hex!)) : this.freeHexes(sym);
    this.round.get(pendingTokens).push({ entity: sym, hexes });
    this.game.log.emit('note', { text: `${sym} spends ${this.game.money(TOKENS_FEE)} for four additional tokens` });
    spend(this.game, sym, 'bank', TOKENS_FEE);
  }

  /** Hexes with a city the major may put a token in (for a home with no minors left). */
  private freeHexes(sym: string): string[] {
    const ctx = mapContext(this.game);
    return Object.entries(this.game.state.map.hexes)
      .filter(([hexId, hex]) => hex.tokens.some((_, city) => tokenRefusal(ctx, hexId, city, sym) === null))
      .map(([hexId]) => hexId);
  }
}
