/**
 * 1846's draft keeps its secrets (titles/1846/steps/draft_distribution.ts declares them): until
 * the draft ends, each player's choices are theirs alone (the `bid`'s company and price, the
 * step's record of choices, who owns a chosen card), and of the deck only the player to act
 * sees the hand dealt to them. The log says only "… chooses a company". Once the draft ends the
 * choices are public; the seed stays hidden until the game ends.
 */
import { describe, expect, it } from 'vitest';
import title1846 from '../../generated/titles/1846/index.js';
import type { Action } from '../../runtime/actions/types.js';
import { Game } from '../../runtime/engine/game.js';
import { actionsFor, stateFor, viewFor } from '../../runtime/engine/redaction.js';
import { everySeatViewer, HIDDEN, isHidden, playerViewer, WATCHER } from '../../runtime/engine/secrets.js';
import { legalActions } from '../../runtime/legal/collect.js';
import type { TitleModule } from '../../runtime/module.js';

const module1846 = title1846 as unknown as TitleModule;

function game1846(seed: number): Game {
  return new Game(module1846, [1, 2, 3, 4].map((i) => ({ id: `p${i}`, name: `Player ${i}` })), { seed });
}

/** The player to act takes the first card offered. */
function draftOne(game: Game): Action {
  const legal = legalActions(game).find((l) => l.type === 'bid' && 'company' in l)!;
  const action = { type: 'bid', entity: legal.entity, entity_type: 'player', company: (legal as { company: string }).company, price: 0 } as unknown as Action;
  game.process(action);
  return action;
}

interface DraftState {
  deck: unknown[];
  choices: [string, unknown[]][];
}
const draftState = (state: ReturnType<typeof stateFor>) => state.round.steps.find((s) => Array.isArray((s as Partial<DraftState>).deck)) as unknown as DraftState;

describe('1846’s draft, as each player sees it', () => {
  it('hides each choice from the others, and the deck but the hand of the player to act', () => {
    const game = game1846(42);
    expect(game.round.kind).toBe('draft');
    const first = draftOne(game);
    const chooser = String(first.entity);
    const company = (first as { company: string }).company;
    const next = game.round.currentEntity()!;
    const others = ['p1', 'p2', 'p3', 'p4'].filter((p) => p !== chooser);

    // The chooser and the owner see the choice; every other seat and a watcher do not.
    for (const viewer of [playerViewer(chooser), everySeatViewer(game)]) expect(actionsFor(game, viewer)[0]).toMatchObject({ company, price: 0 });
    for (const viewer of [...others.map(playerViewer), WATCHER]) {
      expect(actionsFor(game, viewer)[0]).toMatchObject({ type: 'bid', entity: chooser, company: HIDDEN, price: HIDDEN });
      const state = stateFor(game, viewer);
      expect(state.companies[company].owner).toEqual(HIDDEN);
      expect(draftState(state).choices).toEqual([[chooser, [HIDDEN]]]);
    }
    expect(stateFor(game, playerViewer(chooser)).companies[company].owner).toBe(chooser);

    // The deck: the player to act sees their hand (players + 2 cards on top), nobody sees the rest.
    const handSize = 6;
    const deckFor = (viewer: ReturnType<typeof playerViewer>) => draftState(stateFor(game, viewer)).deck;
    const nextDeck = deckFor(playerViewer(next));
    expect(nextDeck.slice(0, handSize).every((c) => typeof c === 'string')).toBe(true);
    expect(nextDeck.slice(handSize).every(isHidden)).toBe(true);
    for (const viewer of [playerViewer(chooser), WATCHER]) expect(deckFor(viewer).every(isHidden)).toBe(true);
    expect(nextDeck).toHaveLength((draftState(game.state) as DraftState).deck.length);

    // The log names no card.
    expect(JSON.stringify(viewFor(game, WATCHER).events)).not.toContain(`"${company}"`);
  });

  it('makes the choices public once the draft ends; the seed only when the game does', () => {
    const game = game1846(7);
    const choices: Action[] = [];
    while (game.round.kind === 'draft') choices.push(draftOne(game));
    expect(game.state.secrets).toBeUndefined();
    expect(actionsFor(game, WATCHER)).toEqual(game.actions);
    expect(choices.length).toBeGreaterThan(4);
    const watched = viewFor(game, WATCHER);
    expect(watched.seed).toBeNull();
    expect(watched.state.rand).toEqual(HIDDEN);
    const { rand: _r, ...rest } = watched.state;
    const { rand: _real, ...real } = game.state;
    expect(rest).toEqual(real);
  });
});
