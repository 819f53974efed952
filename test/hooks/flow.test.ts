/**
 * A game's flow as a title declares it, on the probe title probe_flow (test/titles/probe_flow/):
 * round kinds of its own in `rounds.first` and `rounds.cycle`, steps of its own processing
 * action types of its own and sharing a typed round variable, a step and a round kind replacing
 * the engine's of the same name, and the hooks nextRound, roundFinished, actionProcessed and
 * gameEnd.
 *
 * The game: a draft (ann, then bob, pick; ann reveals), then stock → operating → payday, with
 * another draft after an operating round while a company is unsold; it ends once every company
 * is owned, at the end of the next operating round.
 */
import { describe, expect, it } from 'vitest';
import type { Game } from '../../runtime/engine/game.js';
import probeFlow from '../generated/titles/probe_flow/index.js';
import probeTrack from '../generated/titles/probe_track/index.js';
import { draftPicks } from '../titles/probe_flow/vars.js';
import { act, current, eventsOf, passTo, passUntil, price, probeGame, refused, refusedRaw, type ProbeOptions } from './driver.js';

/** The opening draft: ann picks C2, bob C1, ann reveals; the first stock round begins. */
function drafted(options: ProbeOptions = {}): Game {
  const game = probeGame(probeFlow, options);
  act(game, 'ann', 'pick_company', { company: 'C2', note: 'the middle one' });
  act(game, 'bob', 'pick_company', { company: 'C1' });
  return act(game, 'ann', 'reveal');
}

/** ann pars AA; everyone passes to the end of the first operating round (and what follows it). */
function afterFirstOr(options: ProbeOptions = {}): Game {
  const game = drafted(options);
  act(game, 'ann', 'par', { corporation: 'AA', share_price: '100,0,4' });
  passTo(game, 'operating');
  return passUntil(game, (g) => g.round.kind !== 'operating');
}

/** In a later draft the priority holder picks the last company and reveals it. */
function lastPick(game: Game): Game {
  const first = current(game);
  act(game, first, 'pick_company', { company: 'C3' });
  return act(game, first, 'reveal');
}

const rounds = (game: Game) => eventsOf(game, 'round_started').map((e) => e.text);

describe('a round kind of the title’s own, with its own steps and action types', () => {
  it('opens the game (rounds.first), and its steps take the title’s actions in turn', () => {
    const game = probeGame(probeFlow);
    expect(game.round.kind).toBe('draft');
    expect(rounds(game)).toEqual(['-- Draft Round 1 --']);
    expect(current(game)).toBe('ann');
    expect(game.round.actionsFor('ann')).toContain('pick_company');
    refused(game, 'bob', 'pick_company', { company: 'C1' }, 'action/not_your_turn');
    act(game, 'ann', 'pick_company', { company: 'C2' });
    refused(game, 'bob', 'pick_company', { company: 'C2' }, 'draft/unavailable');
    act(game, 'bob', 'pick_company', { company: 'C1' });
    expect(current(game)).toBe('ann');
    refused(game, 'ann', 'pick_company', { company: 'C3' }, 'action/not_allowed');
    act(game, 'ann', 'reveal');
    expect(game.round.kind).toBe('stock');
    expect(game.company('C2').owner).toBe('ann');
    expect(game.player('bob')).toMatchObject({ cash: 400 - 20, companies: ['C1'] });
  });

  it('its steps share a typed round variable: picks are recorded by one, carried out by the other', () => {
    const game = probeGame(probeFlow);
    act(game, 'ann', 'pick_company', { company: 'C2' });
    act(game, 'bob', 'pick_company', { company: 'C1' });
    const picks: Record<string, string> = game.round.get(draftPicks);
    expect(picks).toEqual({ ann: 'C2', bob: 'C1' });
    expect(game.state.round.vars.draft_picks).toEqual({ ann: 'C2', bob: 'C1' }); // plain data in the state
    expect(game.company('C2').owner).toBeNull();
    act(game, 'ann', 'reveal');
    expect(game.company('C2').owner).toBe('ann');
  });

  it('refuses the title’s action with a malformed payload (action/malformed), and in a title without it', () => {
    const game = probeGame(probeFlow);
    const pick = { type: 'pick_company', entity: 'ann', entity_type: 'player' };
    expect(refusedRaw(game, { ...pick, company: 42 }, 'action/malformed').message).toContain("'company' must be a string");
    expect(refusedRaw(game, pick, 'action/malformed').message).toContain("missing 'company'");
    expect(refusedRaw(game, { ...pick, company: 'C1', note: 3 }, 'action/malformed').message).toContain("'note'");
    refusedRaw(probeGame(probeTrack), { ...pick, company: 'C1' }, 'action/malformed');
    act(game, 'ann', 'pick_company', { company: 'C1', note: 'fine' });
    expect(game.parse({ ...pick, company: 'C1', ignored_extra: true })).toMatchObject({ company: 'C1' });
  });

  it('runs in the cycle (rounds.cycle): a payday between the operating and the stock round', () => {
    const game = afterFirstOr({ without: ['nextRound'] });
    expect(rounds(game)).toEqual(['-- Draft Round 1 --', '-- Share Round 1 --', '-- Operating Round 1.1 --', '-- Payday 1 --', '-- Share Round 2 --']);
    expect(game.player('bob').cash).toBe(400 - 20 + 5 + 10); // C1's revenue in the OR, then payday
  });
});

describe('replacing the engine’s parts', () => {
  it('a step of the title’s replaces the engine’s of the same name (no buying in the first stock round)', () => {
    const game = drafted();
    act(game, 'ann', 'par', { corporation: 'AA', share_price: '100,0,4' });
    refused(game, 'bob', 'buy_shares', { shares: ['AA_1'] }, 'share/first_round');
    passTo(game, 'operating');
    lastPick(passUntil(game, (g) => g.round.kind === 'draft'));
    expect([game.round.kind, game.state.turn]).toEqual(['stock', 2]);
    const buyer = current(game);
    act(game, buyer, 'buy_shares', { shares: ['AA_1'] });
    expect(game.corporation('AA').shares[1].owner).toBe(buyer);
  });

  it('a round kind of the title’s replaces the engine’s of the same name (the stock round is the Share Round)', () => {
    const game = drafted();
    expect(game.round.kind).toBe('stock');
    expect(game.round.name()).toBe('Share Round');
    expect(rounds(game).at(-1)).toBe('-- Share Round 1 --');
  });
});

describe('state', () => {
  it('an undo rebuilds the title’s round and steps over the state, round variables included', () => {
    const game = probeGame(probeFlow);
    act(game, 'ann', 'pick_company', { company: 'C2' });
    act(game, 'bob', 'pick_company', { company: 'C1' });
    act(game, 'bob', 'undo');
    expect(game.round.get(draftPicks)).toEqual({ ann: 'C2' });
    expect(current(game)).toBe('bob');
    act(game, 'bob', 'pick_company', { company: 'C3' });
    act(game, 'ann', 'reveal');
    expect(game.player('bob').companies).toEqual(['C3']);
  });

  it('the same actions give the same game: a replay of the whole flow ends in the same state', () => {
    const game = lastPick(afterFirstOr());
    passUntil(game, (g) => g.finished);
    const replay = probeGame(probeFlow).load(game.actions);
    expect(replay.hash()).toBe(game.hash());
    expect(replay.events.map((e) => e.text)).toEqual(game.events.map((e) => e.text));
  });
});

describe('flow hooks', () => {
  it('nextRound: a draft is held after an operating round while a company is unsold; the cycle then resumes', () => {
    const game = afterFirstOr();
    expect(game.round.kind).toBe('draft');
    expect(game.state.turn).toBe(1);
    lastPick(game);
    expect(rounds(game).slice(2)).toEqual(['-- Operating Round 1.1 --', '-- Draft Round 1 --', '-- Payday 1 --', '-- Share Round 2 --']);
    expect(game.state.turn).toBe(2);

    expect(afterFirstOr({ without: ['nextRound'] }).round.kind).toBe('stock');
  });

  it('roundFinished: each operating round ends with a train exported', () => {
    const hooked = afterFirstOr();
    expect(hooked.state.depot.upcoming).toHaveLength(5);
    expect(eventsOf(hooked, 'train_exported').map((e) => e.text)).toEqual(['-- Event: a 2 train is exported --']);
    expect(afterFirstOr({ without: ['roundFinished'] }).state.depot.upcoming).toHaveLength(6);
  });

  it('actionProcessed: a par is followed by a move right', () => {
    const parAt = (options: ProbeOptions) => price(act(drafted(options), 'ann', 'par', { corporation: 'AA', share_price: '100,0,4' }), 'AA');
    expect(parAt({})).toBe(110);
    expect(parAt({ without: ['actionProcessed'] })).toBe(100);
  });

  it('gameEnd: the title’s own reason ends the game at its timing; without its check the game cannot be created', () => {
    const game = lastPick(afterFirstOr());
    expect(game.state.end.trigger).toEqual({ reason: 'all_owned', timing: 'full_or' });
    passTo(game, 'operating');
    passUntil(game, (g) => g.finished);
    expect(game.gameEndReason).toBe('all_owned');
    expect(eventsOf(game, 'game_ended')).toHaveLength(1);
    expect(game.round.kind).toBe('operating');

    // A reason nobody defines is refused when the game is created, not at the action that would trigger it.
    expect(() => probeGame(probeFlow, { without: ['gameEnd'] })).toThrowError(/all_owned/);
    try {
      probeGame(probeFlow, { without: ['gameEnd'] });
    } catch (error) {
      expect((error as { code?: string }).code).toBe('setup/unknown_end_reason');
    }
  });
});
