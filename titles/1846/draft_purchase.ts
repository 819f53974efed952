/** What choosing a company in 1846's drafts costs and brings: shared by both draft steps. */
import { type Game, spend, startOperator } from '../../runtime/sdk.js';

/** A card's price now: its value less its discount (passing a lone last card raises the discount). */
export function draftPrice(game: Game, sym: string): number {
  return game.company(sym).value - game.company(sym).discount;
}

/** The price at which a lone last card goes to the next player: minus its original discount. */
export function draftFloor(game: Game, sym: string): number {
  return -(game.companyDef(sym).discount ?? 0);
}

/** The player buys a drafted company at its price; a minor's card starts the minor with the card's treasury. */
export function buyDrafted(game: Game, player: string, sym: string): void {
  const company = game.company(sym);
  const price = draftPrice(game, sym);
  company.owner = player;
  game.player(player).companies.push(sym);
  if (price > 0) spend(game, player, 'bank', price);
  game.log.emit('company_bought', { buyer: player, company: sym, seller: 'bank', price });
  if (game.kindOf(sym) === 'minor') {
    startOperator(game, sym, player);
    spend(game, 'bank', sym, game.companyDef(sym).treasury ?? company.value);
  }
}
