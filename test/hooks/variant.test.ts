/**
 * Titles as variants of others (`extends:`), played: probe_variant extends probe_flow, and
 * probe_variant_chain extends probe_variant (test/titles/). A variant inherits its base's data
 * and code and states only what differs; its hook calls its base's; a chain inherits through
 * every link. The merge itself, its diagnostics and cycles are tested in
 * test/codegen/extends.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Game } from '../../runtime/engine/game.js';
import type { TitleModule } from '../../runtime/module.js';
import { describeChange } from '../../runtime/title/variant.js';
import { titleIdFor } from '../generated/index.js';
import probeFlow from '../generated/titles/probe_flow/index.js';
import probeVariant from '../generated/titles/probe_variant/index.js';
import probeChain from '../generated/titles/probe_variant_chain/index.js';
import { act, current, price, probeGame } from './driver.js';

const flow = probeFlow as unknown as TitleModule;
const variant = probeVariant as unknown as TitleModule;
const chain = probeChain as unknown as TitleModule;

/** The opening draft of every probe of the family: ann picks C2, bob C1, ann reveals. */
function drafted(module: TitleModule): Game {
  const game = probeGame(module);
  act(game, 'ann', 'pick_company', { company: 'C2' });
  act(game, 'bob', 'pick_company', { company: 'C1' });
  return act(game, 'ann', 'reveal');
}

const depot = (game: Game) => game.state.depot.upcoming.map((id) => id.split('-')[0]);

describe('a variant inherits its base and states only what differs', () => {
  it('has the data it states and the rest of its base’s', () => {
    const game = probeGame(variant);
    expect(game.player('ann').cash).toBe(500); // rules.starting_cash, replaced (the base: 400)
    expect(game.companies.map((c) => c.sym)).toEqual(['C1', 'C2']); // C3 removed
    expect(depot(game)).toEqual(['2', '2', '2', '2', '3', '3']); // 2s: count 4 (base 6); 3s added
    expect(variant.definition.phases.map((p) => p.name)).toEqual(['2', '3']);
    // Inherited as written: the map, the corporation, the market, the rounds.
    expect(variant.definition.hexes).toEqual(flow.definition.hexes);
    expect(variant.definition.corporations).toEqual(flow.definition.corporations);
    expect(variant.definition.rounds).toEqual(flow.definition.rounds);
    expect(game.player('ann').cash).not.toBe(probeGame(flow).player('ann').cash);
  });

  it('inherits the base’s round kinds, steps and action types, and replaces the step it subclasses', () => {
    const game = probeGame(variant);
    expect(game.round.kind).toBe('draft'); // the base's round kind
    act(game, 'ann', 'pick_company', { company: 'C2' }); // the base's action type and step
    act(game, 'bob', 'pick_company', { company: 'C1' });
    expect(game.round.activeStep()?.description()).toBe('Reveal the Picks (variant)');
    expect(probeGame(flow).round.steps.map((s) => s.description())).toContain('Reveal the Picks');
    act(game, 'ann', 'reveal');
    expect(game.round.kind).toBe('stock');
    expect(game.company('C2').owner).toBe('ann');
  });

  it('a variant’s hook calls its base’s: a par moves the price right twice (the base’s step, then its own)', () => {
    const parAt = (module: TitleModule) => price(act(drafted(module), 'ann', 'par', { corporation: 'AA', share_price: '100,0,4' }), 'AA');
    expect(parAt(flow)).toBe(110);
    expect(parAt(variant)).toBe(120);
  });

  it('inherits the hooks it does not define: the base’s game-end reason ends it once every company is owned', () => {
    const game = drafted(variant);
    expect(game.companies.every((c) => c.owner !== null)).toBe(true); // C3 was removed: the draft owned them all
    act(game, current(game), 'par', { corporation: 'AA', share_price: '100,0,4' });
    for (let i = 0; i < 50 && !game.finished; i++) act(game, current(game), 'pass');
    expect(game.finished).toBe(true);
    expect(game.gameEndReason).toBe('all_owned');
  });

  it('answers to the names it declares, not to its base’s', () => {
    expect(titleIdFor('Probe Flow Variant')).toBe('probe_variant');
    expect(titleIdFor('pfv')).toBe('probe_variant');
    expect(variant.definition.meta.title).toBe('Probe Flow Variant');
    expect(variant.definition.meta.fullTitle).toBe('Probe Flow Variant');
    expect(variant.definition.meta.aliases).toEqual(['PFV']);
    expect(chain.definition.meta.aliases).toBeUndefined();
  });

  it('says what it changes, in words', () => {
    expect(variant.definition.meta.variantOf).toMatchObject({ base: 'probe_flow', baseTitle: 'probe_flow', chain: ['probe_flow'] });
    expect(variant.definition.meta.variantOf?.changes.map(describeChange)).toEqual([
      'sets rules: starting_cash',
      'sets trains.2: count',
      'adds trains 3',
      'adds phases 3',
      'removes companies C3',
      'replaces hooks actionProcessed',
      'replaces steps draft_reveal',
    ]);
    expect(flow.definition.meta.variantOf).toBeUndefined();
  });
});

describe('a variant of a variant', () => {
  it('inherits through every link: its own changes, its base’s, and the first title’s', () => {
    const game = probeGame(chain);
    expect(game.player('ann').cash).toBe(450);
    expect(depot(game)).toEqual(['2', '2', '2', '2', '3']);
    expect(game.companies.map((c) => c.sym)).toEqual(['C1', 'C2']);
    expect(chain.definition.meta.variantOf).toMatchObject({ base: 'probe_variant', chain: ['probe_variant', 'probe_flow'] });
    expect(price(act(drafted(chain), 'ann', 'par', { corporation: 'AA', share_price: '100,0,4' }), 'AA')).toBe(120);
    expect(chain.steps.draft_reveal).toBe(variant.steps.draft_reveal);
    expect(chain.rounds.draft).toBe(flow.rounds.draft);
  });
});
