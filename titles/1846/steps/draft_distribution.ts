/**
 * 1846's draft (3–5 players; two draft with titles/1846_2p/steps/draft_2p_distribution.ts). The deck — every company in the game, one "Pass" card per player
 * among them — is shuffled with the game's generator. The player to act sees the top
 * `players + 2` cards and secretly chooses one (`bid`, price ignored); the rest of that hand goes
 * to the bottom of the deck in a fresh random order. A lone last card (not a Pass) may be taken
 * or passed: each pass lowers its price by $10, and at its floor the next player must take it.
 * The draft ends when the deck is empty or holds only Pass cards, fewer than a hand. Then every
 * choice is paid for at its price (Pass cards cost nothing and go back), and a minor's card
 * starts its minor with the card's treasury.
 */
import { type ActionOf, check, GameError, hiddenAs, isHidden, legalBase, passLegal, type LegalAction, Step, type StateRedaction, type StepSecrets, type StepState } from '../../../runtime/sdk.js';
import { buyDrafted, draftFloor, draftPrice } from '../draft_purchase.js';

interface DraftState extends StepState {
  /** The deck, top first. */
  deck: string[];
  /** Each player's choices, in the order chosen; players in the order of their first choice. */
  choices: [string, string[]][];
}

const BID: readonly string[] = ['bid'];
const BID_OR_PASS: readonly string[] = ['bid', 'pass'];

export default class DraftDistribution extends Step<DraftState> {
  /** Each player's choice is theirs alone until the draft ends (the deck, too: see hideState). */
  static override readonly secrets: StepSecrets = { actions: { bid: { fields: ['company', 'price'] } } };

  description(): string {
    return 'Draft Companies';
  }

  override initialState(): DraftState {
    return { ...super.initialState(), deck: [], choices: [] };
  }

  override setup(): void {
    // The reference draws one number per card, in list order, and sorts by them.
    const keyed = this.game.companies.map((c) => [this.game.effects.random(), c.sym] as const);
    this.s.deck = [...keyed].sort((a, b) => a[0] - b[0]).map(([, sym]) => sym);
    this.s.choices = [];
  }

  /**
   * Until the draft ends nobody sees the deck but the player to act, who sees the hand dealt to
   * them; and each player's choices (and so who owns which card) are theirs alone. How many
   * cards are left, and how many each player chose, stay in view.
   */
  override hideState({ state, step, sees }: StateRedaction<DraftState>): void {
    const player = this.currentEntity();
    const hand = new Set(player !== undefined && sees(player) ? this.hand() : []);
    // The cards still in the draft (the setup's removals left out), so the viewer counts them right.
    step.deck = this.deck().map((sym) => (hand.has(sym) ? sym : hiddenAs<string>()));
    for (const entry of step.choices) {
      if (sees(entry[0])) continue;
      for (const sym of entry[1]) state.companies[sym].owner = hiddenAs<string>();
      entry[1] = entry[1].map(() => hiddenAs<string>());
    }
  }

  private handSize(): number {
    return this.round.entities.length + 2;
  }

  /**
   * The cards still in the draft: companies taken out before it (the setup's removals) are gone.
   * A viewer's redacted state (a page showing a seat's view) holds HIDDEN for the cards it may
   * not see: they are still in the draft.
   */
  private deck(): string[] {
    return this.s.deck.filter((sym) => isHidden(sym) || !this.game.company(sym).closed);
  }

  hand(): string[] {
    return this.deck().slice(0, this.handSize());
  }

  private isPass(sym: string): boolean {
    return typeof sym === 'string' && sym.startsWith('Pass');
  }

  private onlyOneCompany(): boolean {
    const deck = this.deck();
    return deck.length === 1 && !this.isPass(deck[0]);
  }

  finished(): boolean {
    const deck = this.deck();
    return deck.length === 0 || (deck.length < this.handSize() && deck.every((sym) => this.isPass(sym)));
  }

  override active(): boolean {
    return !this.finished();
  }

  override actions(entity: string): readonly string[] {
    if (this.finished() || entity !== this.currentEntity()) return [];
    return this.onlyOneCompany() ? BID_OR_PASS : BID;
  }

  /** A card's price now: its value less its discount. */
  price(sym: string): number {
    return draftPrice(this.game, sym);
  }

  /** A card of the hand (at its price: the bid's amount is not the player's to choose), or a pass on a lone last card. */
  override legalActions(entity: string): readonly LegalAction[] {
    const types = this.actions(entity);
    // A viewer who may not see this player's hand (another seat's page) cannot list its cards.
    if (!types.includes('bid') || this.hand().some(isHidden)) return [];
    const base = legalBase(this.game, entity);
    const bids = this.hand().map((company): LegalAction => ({ type: 'bid', ...base, company, min: this.price(company), max: this.price(company), step: 1, amountIgnored: true }));
    return types.includes('pass') ? [...bids, passLegal(this.game, entity)] : bids;
  }

  process_bid(action: ActionOf<'bid'>): void {
    const player = String(action.entity);
    const company = action.company;
    check(company !== undefined && this.hand().includes(company), 'draft/not_offered', `${company ?? 'nothing'} is not among the cards offered`, { action, entity: company });
    this.choose(player, company);
    this.round.nextEntityIndex();
    this.finishIfDone();
  }

  override process_pass(action: ActionOf<'pass'>): void {
    if (!this.onlyOneCompany()) throw new GameError('draft/cannot_pass', 'a player may pass only on a lone last card', { action, entity: String(action.entity) });
    const sym = this.deck()[0];
    const company = this.game.company(sym);
    company.discount += 10;
    this.game.log.emit('note', { text: `${this.game.companyDef(sym).name} price decreases to ${this.game.money(this.price(sym))}` });
    this.round.nextEntityIndex();
    // At its floor the card goes to the next player.
    if (this.price(sym) === draftFloor(this.game, sym)) {
      this.choose(this.currentEntity()!, sym);
      this.finishIfDone();
    }
  }

  private choose(player: string, sym: string): void {
    const hand = this.hand();
    const entry = this.s.choices.find(([p]) => p === player) ?? (this.s.choices.push([player, []]), this.s.choices[this.s.choices.length - 1]);
    entry[1].push(sym);
    if (this.onlyOneCompany()) {
      this.s.deck = [];
    } else {
      // The rest of the hand goes under the deck, shuffled with the chosen card, which is then taken out.
      const keyed = hand.map((c) => [this.game.effects.random(), c] as const);
      const rest = [...keyed].sort((a, b) => a[0] - b[0]).map(([, c]) => c).filter((c) => c !== sym);
      this.s.deck = [...this.deck().filter((c) => !hand.includes(c)), ...rest];
    }
    this.game.company(sym).owner = player;
    this.game.log.emit('note', { text: `${this.game.nameOf(player)} chooses a company` });
  }

  private finishIfDone(): void {
    if (!this.finished()) return;
    this.round.resetEntityIndex();
    for (const [player, companies] of this.s.choices) {
      for (const sym of companies) {
        const company = this.game.company(sym);
        if (this.isPass(sym)) {
          company.owner = null;
          continue;
        }
        buyDrafted(this.game, player, sym);
      }
    }
  }
}
