/**
 * The engine's events around minors, majors and the national (1867, 1861), configured by their
 * parameters (runtime/title/event-params.ts):
 *
 * - `green_minors_available`: corporations held back (`held_back: true`) join the game, and
 *   neutral tokens leave the map.
 * - `majors_can_ipo`: corporations of the given types may be parred from now on (until it fires,
 *   a title that has it keeps them from parring).
 * - `minors_cannot_start`: corporations of the given types that nobody has started leave the
 *   game, with their reservations.
 * - `minors_nationalized`: every started corporation of the given types is nationalised.
 * - `trainless_nationalization`: once the train purchase that fired it is complete (older trains
 *   rusted), operated corporations without a train are nationalised (`forced` types) or may choose
 *   to be (`optional` types, the `nationalization_choice` step).
 * - `nationalize_companies`: the bank buys every company a player or corporation owns at its
 *   value, for the national.
 */
import { removeNeutralTokens } from '../map/tokens.js';
import type { EventDefinition } from '../title/definition.js';
import type { Game } from './contract.js';
import { mapContext } from './map-access.js';
import { nationalState, nationalSym } from './national.js';
import { nationalize } from './nationalize.js';
import { removeCorporation } from './operators.js';
import { compareByOperatingOrder } from './order.js';
import { spend } from './money.js';
import { BANK } from '../state/types.js';

type EngineEvent = (game: Game, event: EventDefinition) => void;

function types(event: EventDefinition, key: string, fallback: string): readonly string[] {
  const given = event[key];
  return Array.isArray(given) ? (given as string[]) : [fallback];
}

const gated = new WeakMap<object, readonly string[]>();

/** Corporation types that a `majors_can_ipo` event of the title opens: closed to parring until it fires. */
export function ipoGatedTypes(game: Game): readonly string[] {
  let out = gated.get(game.title);
  if (!out) {
    const found: string[] = [];
    for (const source of [...game.title.trains, ...game.title.phases]) {
      for (const event of source.events) if (event.type === 'majors_can_ipo') found.push(...types(event, 'types', 'major'));
    }
    gated.set(game.title, (out = found));
  }
  return out;
}

/** Whether a corporation may be parred as far as `majors_can_ipo` is concerned. */
export function ipoOpen(game: Game, sym: string): boolean {
  const type = game.operatorType(sym);
  return !ipoGatedTypes(game).includes(type) || (game.state.overrides.ipoTypes ?? []).includes(type);
}

/** Corporations held back that have not joined yet. */
function heldBack(game: Game): string[] {
  const national = nationalSym(game);
  const listed = new Set(game.state.corporationOrder);
  return game.title.corporations.filter((c) => c.heldBack && c.sym !== national && !listed.has(c.sym) && !game.corporation(c.sym).closed).map((c) => c.sym);
}

/** Held-back corporations (all, or those listed) join the game, in title order. */
export function releaseCorporations(game: Game, only?: readonly string[]): void {
  const joining = new Set(heldBack(game).filter((sym) => !only || only.includes(sym)));
  if (joining.size === 0) return;
  const listed = new Set([...game.state.corporationOrder, ...joining]);
  game.state.corporationOrder = game.title.corporations.map((c) => c.sym).filter((sym) => listed.has(sym));
  game.log.emit('corporations_available', { corporations: [...joining] });
}

/** Operated corporations without a train, nationalised or offered the choice, as the pending check says. */
export function settleTrainless(game: Game): void {
  const state = game.state.national;
  const check = state?.trainlessCheck;
  if (!state || !check) return;
  delete state.trainlessCheck;
  const trainless = game.corporations
    .filter((c) => c.floated && c.operatingHistory.length > 0 && c.trains.length === 0)
    .map((c) => c.sym)
    .sort((a, b) => compareByOperatingOrder(game, a, b));
  const choosing: string[] = [];
  for (const sym of trainless) {
    const type = game.operatorType(sym);
    if (check.optional.includes(type)) choosing.push(sym);
    else if (check.forced.includes(type)) nationalize(game, sym);
  }
  state.choices = choosing.sort((a, b) => compareByOperatingOrder(game, a, b));
  game.round.clearCache();
}

export const NATIONAL_EVENTS: Readonly<Record<string, EngineEvent>> = {
  green_minors_available: (game, event) => {
    game.log.emit('event', { event: 'green_minors_available', text: '-- Event: Green minors become available --' });
    releaseCorporations(game, Array.isArray(event.corporations) ? (event.corporations as string[]) : undefined);
    if (event.neutral_tokens !== false) removeNeutralTokens(mapContext(game));
    game.round.clearCache();
  },
  majors_can_ipo: (game, event) => {
    game.log.emit('event', { event: 'majors_can_ipo', text: '-- Event: Majors can be started --' });
    const opened = (game.state.overrides.ipoTypes ??= []);
    for (const type of types(event, 'types', 'major')) if (!opened.includes(type)) opened.push(type);
  },
  minors_cannot_start: (game, event) => {
    const kinds = types(event, 'types', 'minor');
    const removed = game.corporations.filter((c) => !c.ipoed && kinds.includes(game.operatorType(c.sym))).map((c) => c.sym);
    if (removed.length) game.log.emit('event', { event: 'minors_cannot_start', text: 'Minors can no longer be started' });
    for (const sym of removed) removeCorporation(game, sym);
  },
  minors_nationalized: (game, event) => {
    const kinds = types(event, 'types', 'minor');
    const taken = game.corporations.filter((c) => kinds.includes(game.operatorType(c.sym))).map((c) => c.sym);
    if (taken.length) game.log.emit('event', { event: 'minors_nationalized', text: 'Minors nationalized' });
    for (const sym of taken.sort((a, b) => compareByOperatingOrder(game, a, b))) nationalize(game, sym);
    // Those never started leave the game as well.
    for (const sym of taken) if (game.state.corporationOrder.includes(sym)) removeCorporation(game, sym);
  },
  trainless_nationalization: (game, event) => {
    nationalState(game).trainlessCheck = { forced: types(event, 'forced', 'minor'), optional: types(event, 'optional', 'major') };
  },
  nationalize_companies: (game) => {
    const national = nationalSym(game);
    if (national === undefined) return;
    game.log.emit('event', { event: 'nationalize_companies', text: '-- Event: Private companies are nationalized --' });
    for (const company of game.companies) {
      const owner = company.owner;
      if (company.closed || !owner || owner === national) continue;
      spend(game, BANK, owner, company.value, { checkPositive: false });
      if (game.kindOf(owner) === 'player') {
        const player = game.player(owner);
        player.companies = player.companies.filter((c) => c !== company.sym);
      } else if (game.isOperator(owner)) {
        const op = game.operator(owner);
        op.companies = op.companies.filter((c) => c !== company.sym);
      }
      company.owner = national;
      game.corporation(national).companies.push(company.sym);
      game.log.emit('company_bought', { buyer: national, company: company.sym, seller: owner, price: company.value });
    }
  },
};
