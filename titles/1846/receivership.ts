/**
 * 1846's receivership: a corporation whose president went bankrupt and that no player took over
 * belongs to the market. It operates without decisions: it lays no track, places no token,
 * issues nothing and buys no company; it runs its trains and withholds; without a train it buys
 * the cheapest it can afford.
 */
export { inReceivership } from '../../runtime/sdk.js';
