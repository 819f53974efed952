/**
 * 1846's two-player draft, in place of the base game's hidden hands (rounds.steps in title.yaml).
 * No Pass cards and no hidden hands: every company not yet owned lies open, cheapest first, and
 * the player to act buys one at once at its price — or passes, except while nobody owns a company
 * yet. The round ends when the companies are gone or both players passed since they last
 * bought; operating rounds follow (the minors run), then another draft round, until every
 * company is owned and turn 1's stock round starts (hooks.ts, `nextRound`). A lone last company
 * is taken or passed as in the larger draft: each pass lowers its price by $10, and at its
 * floor the next player must take it.
 */
import { type ActionOf, check, GameError, legalBase, passLegal, type LegalAction, Step, type StepState } from '../../../runtime/sdk.js';
import { buyDrafted, draftFloor, draftPrice } from '../../1846/draft_purchase.js';

interface Draft2pState extends StepState {
  /** The companies on offer, in the reference's order (price, then name). */
  offer: string[];
  /** Players who passed since they last bought. */
  passedPlayers: string[];
}

const BID: readonly string[] = ['bid'];
const BID_OR_PASS: readonly string[] = ['bid', 'pass'];

export default class Draft2pDistribution extends Step<Draft2pState> {
  description(): string {
    return 'Draft Companies';
  }

  override initialState(): Draft2pState {
    return { ...super.initialState(), offer: [], passedPlayers: [] };
  }

  override setup(): void {
    this.s.passedPlayers = [];
    const unowned = this.game.companies.filter((c) => !c.closed && !(c.owner && this.game.kindOf(c.owner) === 'player'));
    const name = (sym: string) => this.game.companyDef(sym).name;
    this.s.offer = unowned
      .map((c) => c.sym)
      .sort((a, b) => draftPrice(this.game, a) - draftPrice(this.game, b) || (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0));
  }

  /** The companies on offer now: those the setup removed after the round started are gone. */
  hand(): string[] {
    return this.s.offer.filter((sym) => !this.game.company(sym).closed);
  }

  finished(): boolean {
    return this.hand().length === 0 || this.round.entities.every((p) => this.s.passedPlayers.includes(p));
  }

  override active(): boolean {
    return !this.finished();
  }

  private onlyOneCompany(): boolean {
    return this.hand().length === 1;
  }

  /** Until somebody owns a company, nobody may pass. */
  private nobodyOwnsOne(): boolean {
    return !this.game.companies.some((c) => c.owner && this.game.kindOf(c.owner) === 'player');
  }

  override actions(entity: string): readonly string[] {
    if (this.finished() || entity !== this.currentEntity()) return [];
    return this.nobodyOwnsOne() ? BID : BID_OR_PASS;
  }

  /** Every company on offer the player can pay for, at its price (a bid's amount is not the player's to choose). */
  override legalActions(entity: string): readonly LegalAction[] {
    const types = this.actions(entity);
    if (!types.includes('bid')) return [];
    const base = legalBase(this.game, entity);
    const cash = this.game.player(entity).cash;
    const bids = this.hand()
      .filter((company) => draftPrice(this.game, company) <= cash)
      .map((company): LegalAction => ({ type: 'bid', ...base, company, min: draftPrice(this.game, company), max: draftPrice(this.game, company), step: 1, amountIgnored: true }));
    return types.includes('pass') ? [...bids, passLegal(this.game, entity)] : bids;
  }

  process_bid(action: ActionOf<'bid'>): void {
    const player = String(action.entity);
    const company = action.company;
    check(company !== undefined && this.hand().includes(company), 'draft/not_offered', `${company ?? 'nothing'} is not on offer`, { action, entity: company });
    this.s.passedPlayers = this.s.passedPlayers.filter((p) => p !== player);
    this.take(player, company);
    this.round.nextEntityIndex();
    if (this.finished()) this.round.resetEntityIndex();
  }

  override process_pass(action: ActionOf<'pass'>): void {
    const player = String(action.entity);
    if (this.onlyOneCompany()) return this.lowerLastPrice();
    if (this.nobodyOwnsOne()) throw new GameError('draft/cannot_pass', 'nobody may pass before a company is bought', { action, entity: player });
    this.game.log.emit('note', { text: `${this.game.nameOf(player)} passes` });
    this.round.nextEntityIndex();
    if (!this.s.passedPlayers.includes(player)) this.s.passedPlayers.push(player);
    if (this.finished()) this.round.resetEntityIndex();
  }

  /** A pass on the lone last company lowers its price; at its floor the next player takes it. */
  private lowerLastPrice(): void {
    const sym = this.hand()[0];
    this.game.company(sym).discount += 10;
    this.game.log.emit('note', { text: `${this.game.companyDef(sym).name} price decreases to ${this.game.money(draftPrice(this.game, sym))}` });
    this.round.nextEntityIndex();
    if (draftPrice(this.game, sym) !== draftFloor(this.game, sym)) return;
    this.take(this.currentEntity()!, sym);
    if (this.finished()) this.round.resetEntityIndex();
  }

  private take(player: string, sym: string): void {
    this.s.offer = this.s.offer.filter((c) => c !== sym);
    buyDrafted(this.game, player, sym);
  }
}
