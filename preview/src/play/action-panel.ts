/**
 * The action panel: what this page's seat may do now, from `game.legalActions()`, grouped by the
 * entity that acts (a player, the corporation it runs, a company whose ability it may use), in
 * the order a turn goes — the map's moves (tiles, tokens, routes), dividends, trains, the stock
 * round's shares and pars, auctions — then pass. Above it: whose turn it is and in which step,
 * what the engine said about the last refused move, and the emergency when a president must
 * raise money for a train. Below it: undo and redo where allowed, and ending the game.
 */
import { mustBuyTrain } from '../../../runtime/engine/steps/buy-train.js';
import type { Action, BidLegal, BuyCompanyLegal, BuyTrainLegal, DiscardTrainLegal, DividendLegal, Game, LegalAction, ParLegal, PlaceTokenLegal, SharesLegal, AssignLegal, RunRoutesLegal } from '../../../runtime/index.js';
import { esc } from '../render/svg.js';
import { bidChoices, buyCompanyChoices } from './choices/auction.js';
import { Choices, entityLabel, type ChoiceContext, type Command } from './choices/builder.js';
import { bankruptChoice, endGameChoice, listedChoices, passChoice } from './choices/general.js';
import { assignChoices, discardChoices, dividendChoices, tokenChoices, trainChoices } from './choices/operating.js';
import { routeChoices } from './choices/routes.js';
import { parChoices, shareChoices } from './choices/shares.js';
import { layTiles, shownLay, tileChooser, type TileSelection } from './map-tools.js';
import type { RouteEditor } from './route-editor.js';
import { renderRefusal } from './messages.js';
import type { Refusal } from './session.js';
import { actingNames } from './turn-signal.js';

export interface PanelInput extends ChoiceContext {
  /** The seat's legal actions. */
  readonly legal: readonly LegalAction[];
  readonly watching: boolean;
  readonly busy: boolean;
  readonly selection?: TileSelection;
  readonly routes?: RouteEditor;
  readonly refusal?: Refusal;
  readonly notice?: string;
  readonly undo?: Action;
  readonly redo?: Action;
  /** The "End the game now" part where the page words it itself (an online seat's vote), and its proposal line. */
  readonly endGame?: string;
  readonly endGameProposal?: string;
}

export interface Panel {
  readonly html: string;
  readonly commands: readonly Command[];
}

function ofType<T extends LegalAction>(legal: readonly LegalAction[], type: T['type']): T[] {
  return legal.filter((l) => l.type === type) as T[];
}

/** Why an operator that must buy a train has no Pass: said where the choice is missing. */
function mustBuyNote(game: Game, legal: readonly LegalAction[]): string {
  const buyer = legal.find((l) => l.type === 'buy_train' && l.entityType !== 'player');
  if (!buyer || legal.some((l) => l.type === 'pass' && l.entity === buyer.entity) || !mustBuyTrain(game, buyer.entity)) return '';
  return (
    `<div class="play-notice rule" role="status" data-testid="must-buy"><b>${esc(buyer.entity)} must buy a train</b>: it owns none and has a route, so it cannot pass. ` +
    'Where its treasury is short, its president pays the rest.</div>'
  );
}

/** The choices of one entity, in the order of a turn. */
function entityChoices(choices: Choices, legal: readonly LegalAction[], input: PanelInput, stepName: string | undefined): string {
  const parts: string[] = [];
  const tiles = layTiles(legal);
  if (tiles.length) {
    const hexes = new Set(tiles.map((t) => t.hex)).size;
    // The chooser goes with the entity whose lay is shown (a hex may take the operator's lay and a company's).
    const chooser = input.selection && shownLay(input.selection).entity === tiles[0].entity ? tileChooser(choices, input.selection) : '';
    parts.push(chooser || `<div class="choice lay_tile hint">Lay a tile: click one of the ${hexes} ringed hex${hexes === 1 ? '' : 'es'} on the map.</div>`);
  }
  parts.push(tokenChoices(choices, ofType<PlaceTokenLegal>(legal, 'place_token')));
  const run = ofType<RunRoutesLegal>(legal, 'run_routes')[0];
  if (run && input.routes && input.routes.operator === run.entity) parts.push(routeChoices(choices, input.routes));
  parts.push(dividendChoices(choices, ofType<DividendLegal>(legal, 'dividend')));
  parts.push(trainChoices(choices, ofType<BuyTrainLegal>(legal, 'buy_train')));
  parts.push(discardChoices(choices, ofType<DiscardTrainLegal>(legal, 'discard_train')));
  parts.push(bidChoices(choices, ofType<BidLegal>(legal, 'bid')));
  parts.push(shareChoices(choices, legal.filter((l): l is SharesLegal => l.type === 'buy_shares' || l.type === 'sell_shares')));
  parts.push(parChoices(choices, ofType<ParLegal>(legal, 'par')));
  parts.push(buyCompanyChoices(choices, ofType<BuyCompanyLegal>(legal, 'buy_company')));
  parts.push(assignChoices(choices, ofType<AssignLegal>(legal, 'assign')));
  parts.push(listedChoices(choices, legal));
  const pass = legal.find((l) => l.type === 'pass');
  if (pass) parts.push(`<div class="choice pass">${passChoice(choices, pass, stepName)}</div>`);
  // Bankruptcy: offered whenever the engine allows it — with the train that cannot be paid for,
  // or once the president has sold what they may and the train is out of reach.
  const bankrupt = legal.find((l) => l.type === 'bankrupt');
  if (bankrupt) parts.push(bankruptChoice(choices, bankrupt));
  return parts.join('');
}

/** A president raising money for a train: their share sales (or bankruptcy) while an operator acts. */
function emergency(game: Game, legal: readonly LegalAction[]): string {
  const operatorActs = game.round.activeEntities().some((id) => game.isOperator(String(id)));
  const raising = (legal.some((l) => l.type === 'bankrupt') && legal.some((l) => l.type === 'buy_train')) || (operatorActs && legal.some((l) => l.type === 'sell_shares' && l.entityType === 'player'));
  if (!raising) return '';
  const operator = game.round.activeEntities().map(String).find((id) => game.isOperator(id));
  return (
    `<div class="emergency" role="status" data-testid="emergency"><b>Emergency money raising.</b> ${operator ? `${esc(operator)} must buy a train and cannot pay for it alone: ` : ''}` +
    'its president adds cash and, where that is not enough, sells shares (below) before buying the train. Who cannot raise enough goes bankrupt.</div>'
  );
}

export function renderActionPanel(input: PanelInput): Panel {
  const { game, legal } = input;
  const choices = new Choices(input);
  const step = game.finished ? undefined : game.round.activeStep();
  const stepName = step?.description();
  const waitingFor = actingNames(game);
  const moves = legal.filter((l) => l.type !== 'end_game');
  const active = new Set(game.finished ? [] : game.round.activeEntities().map(String));

  // One group per acting entity: the active ones first, then companies and others.
  const entities: string[] = [];
  for (const l of moves) if (!entities.includes(`${l.entityType}:${l.entity}`)) entities.push(`${l.entityType}:${l.entity}`);
  const isActive = (key: string) => active.has(key.slice(key.indexOf(':') + 1)) || active.has(`company:${key.slice(key.indexOf(':') + 1)}`);
  entities.sort((a, b) => Number(isActive(b)) - Number(isActive(a)));
  const groups = entities.map((key) => {
    const mine = moves.filter((l) => `${l.entityType}:${l.entity}` === key);
    const head = mine[0];
    const current = isActive(key);
    const title = head.entityType === 'company' ? `Ability of ${entityLabel(choices, head)}` : `${entityLabel(choices, head)}${current && stepName ? ` <span class="muted">· ${esc(stepName)}</span>` : ''}`;
    return `<section class="choices${current ? ' current' : ''}" data-entity="${esc(head.entity)}" data-entity-type="${head.entityType}"><h4>${title}</h4>${entityChoices(choices, mine, input, current ? stepName : undefined)}</section>`;
  });

  const status = game.finished
    ? `<p class="turn" data-testid="turn"><b>The game is over</b>${game.gameEndReason ? ` (${esc(game.gameEndReason)})` : ''}.</p>`
    : `<p class="turn" data-testid="turn">${esc(stepName ?? '')}${waitingFor.length ? ` · <b>${esc(waitingFor.join(', '))}</b> to act` : ''}</p>`;
  const refusal = input.refusal ? renderRefusal(input.refusal) : '';
  const notice = input.notice ? `<div class="play-notice" role="status">${esc(input.notice)}</div>` : '';
  // Whoever is not on turn reads whom the game waits for, even with a choice of their own out
  // of turn (a private's exchange) below it.
  const onTurn = groups.some((g) => g.startsWith('<section class="choices current'));
  const waiting =
    onTurn || game.finished
      ? ''
      : `<p class="waiting" data-testid="waiting">${input.watching ? 'You are watching this game. ' : ''}Waiting for ${esc(waitingFor.join(', ') || 'the next move')}.</p>`;
  const history = [
    input.undo ? choices.button('Undo', () => input.undo!, { type: 'undo' }) : '',
    input.redo ? choices.button('Redo', () => input.redo!, { type: 'redo' }) : '',
  ].join(' ');
  const end = legal.find((l) => l.type === 'end_game');
  const ending = input.endGame ?? (end ? endGameChoice(choices, end) : '');
  const more = ending ? `<details class="more"${input.endGameProposal ? ' open' : ''}><summary>More</summary>${ending}</details>` : '';
  const html =
    `<div class="action-panel" data-testid="action-panel" data-busy="${input.busy}">${status}${refusal}${notice}${input.endGameProposal ?? ''}${waiting}${emergency(game, moves)}${mustBuyNote(game, moves)}${groups.join('')}` +
    `${history.trim() ? `<div class="history">${history}</div>` : ''}${more}${input.busy ? '<p class="muted sending">Sending…</p>' : ''}</div>`;
  return { html, commands: choices.commands };
}
