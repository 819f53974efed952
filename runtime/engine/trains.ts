/**
 * Trains: what the depot offers, who owns what, buying, rusting and discarding. The depot sells
 * its trains in order (plus any type already made available early and any discarded train);
 * operators (corporations and minors) may also buy from each other.
 */
import type { TrainDefinition, TrainVariant } from '../title/definition.js';
import { withRusting } from '../title/option-changes.js';
import { DEPOT, type OperatorState, type TrainState } from '../state/types.js';
import { GameError } from '../core/errors.js';
import { closeCompaniesOnEvent } from './companies.js';
import type { Game } from './contract.js';
import { spend } from './money.js';
import { newTrain } from './new-train.js';
import { abilities } from './abilities.js';
import { ObjectSlot } from '../core/object-slot.js';

/** The definition of a train as bought: its variant's fields over its type's. */
export function trainSpec(game: Game, train: TrainState): TrainDefinition | (TrainDefinition & TrainVariant) {
  const def = game.trainDef(train.type);
  const variant = train.name === def.name ? undefined : def.variants.find((v) => v.name === train.name);
  const spec = variant ? { ...def, ...variant } : def;
  // What the type rusts on, as the setTrainRusting effect changed it during play.
  const changed = game.state.overrides.trainRusting;
  return changed && Object.hasOwn(changed, train.type) ? withRusting(spec, changed[train.type]) : spec;
}

export function trainPrice(game: Game, train: TrainState, variant?: string): number {
  const def = game.trainDef(train.type);
  if (!variant || variant === def.name) return def.price;
  return def.variants.find((v) => v.name === variant)?.price ?? def.price;
}

/**
 * What a depot train costs an operator as `variant`: its price less the best of the operator's
 * `train_discount` abilities for that train (the reference's TrainDiscount#discounted_price: a
 * discount above 1 is an amount, one below a fraction of the price, rounded down).
 */
export function discountedTrainPrice(game: Game, operator: string, variant: string, price: number): number {
  let best = price;
  for (const ref of abilities(game, operator, 'train_discount', { time: ['%current_step%', 'buying_train', 'owning_corp_or_turn'] })) {
    const { discount, trains } = ref.def;
    if (trains.length > 0 && !trains.includes(variant)) continue;
    best = Math.min(best, price - (discount > 1 ? discount : Math.floor(price * discount)));
  }
  return best;
}

/** Variant names a train may be bought as, with their prices. */
export function trainVariants(game: Game, train: TrainState): { name: string; price: number }[] {
  const def = game.trainDef(train.type);
  return [{ name: def.name, price: def.price }, ...def.variants.map((v) => ({ name: v.name, price: v.price }))];
}

function phaseReached(game: Game, phaseName: string | undefined): boolean {
  if (!phaseName) return false;
  const index = game.title.phases.findIndex((p) => p.name === phaseName);
  return index >= 0 && index <= game.state.phaseIndex;
}

// The depot's offer is asked for after nearly every action; it changes only when the depot's
// lists change (they bump `revision`) or the phase does.
const offers = new ObjectSlot<object, { revision: number; phase: number; trains: readonly TrainState[] }>('depot offers');

/** What the depot sells now: the next train, types available early, and discarded trains. */
export function depotTrains(game: Game): readonly TrainState[] {
  const depot = game.state.depot;
  const phase = game.state.phaseIndex;
  const memo = offers.get(depot);
  if (memo !== undefined && memo.revision === depot.revision && memo.phase === phase) return memo.trains;
  const trains = computeDepotTrains(game);
  offers.set(depot, { revision: depot.revision, phase, trains });
  return trains;
}

function computeDepotTrains(game: Game): TrainState[] {
  const { upcoming, discarded } = game.state.depot;
  const out: TrainState[] = [];
  const names = new Set<string>();
  const offer = (train: TrainState) => {
    if (names.has(train.name)) return;
    names.add(train.name);
    out.push(train);
  };
  if (upcoming.length) offer(game.train(upcoming[0]));
  for (const id of upcoming) {
    const train = game.train(id);
    if (phaseReached(game, game.trainDef(train.type).availableOn)) offer(train);
  }
  const discardedNames = new Set<string>();
  for (const id of discarded) {
    const train = game.train(id);
    if (discardedNames.has(train.name)) continue;
    discardedNames.add(train.name);
    out.push(train);
  }
  return out;
}

export function minDepotTrain(game: Game): TrainState | undefined {
  let best: TrainState | undefined;
  for (const train of depotTrains(game)) if (!best || trainPrice(game, train) < trainPrice(game, best)) best = train;
  return best;
}

/** The dearest price (of any variant) of the dearest train the depot sells now. */
export function maxDepotPrice(game: Game): number {
  let best: TrainState | undefined;
  for (const train of depotTrains(game)) if (!best || trainPrice(game, train) > trainPrice(game, best)) best = train;
  return best ? Math.max(...trainVariants(game, best).map((v) => v.price)) : 0;
}

export function minDepotPrice(game: Game): number {
  const train = minDepotTrain(game);
  return train ? Math.min(...trainVariants(game, train).map((v) => v.price)) : 0;
}

/** Trains other operators own that `operator` may buy, in the depot's train order (never the national's). */
export function otherTrains(game: Game, operator: string): TrainState[] {
  if (!game.rules.allowTrainBuyFromOthers) return [];
  const national = game.title.national?.corporation;
  // A loop over the record (in its order, as Object.values lists it): asked of the operator
  // buying trains after every action, and most trains are in the depot or its own.
  const out: TrainState[] = [];
  const trains = game.state.trains;
  for (const id in trains) {
    const t = trains[id];
    if (t.buyable && !t.obsolete && t.owner !== null && t.owner !== DEPOT && t.owner !== operator && t.owner !== national) out.push(t);
  }
  return out;
}

/** Operators still in the game: minors, then corporations, in title order. */
export function operatorSyms(game: Game): readonly string[] {
  const { minorOrder, corporationOrder } = game.state;
  return minorOrder.length ? [...minorOrder, ...corporationOrder] : corporationOrder;
}

/** Whether any other operator owns a train `operator` could buy (cheaper than listing them). */
export function hasOtherTrains(game: Game, operator: string): boolean {
  if (!game.rules.allowTrainBuyFromOthers) return false;
  for (const sym of operatorSyms(game)) {
    if (sym === operator) continue;
    for (const id of game.operator(sym).trains) {
      const t = game.state.trains[id];
      if (t.buyable && !t.obsolete) return true;
    }
  }
  return false;
}

export function isFromDepot(train: TrainState): boolean {
  return train.owner === DEPOT;
}

/** Trains an operator owns that count toward its limit (obsolete ones do not). */
export function numOperatorTrains(game: Game, op: OperatorState): number {
  let n = 0;
  for (const id of op.trains) if (!game.train(id).obsolete) n++;
  return n;
}

/** How many trains an operator may own: the `trainLimit` hook, else the phase's limit for its type. */
export function trainLimit(game: Game, op: OperatorState): number {
  const hooked = game.hooks.trainLimit?.(op.sym, game.view);
  if (hooked !== undefined) return hooked;
  const limit = game.phase.trainLimit;
  if (typeof limit === 'number') return limit;
  const type = game.operatorType(op.sym);
  return Object.hasOwn(limit, type) ? limit[type] : 0;
}

function crowded(game: Game, sym: string): boolean {
  const op = game.operator(sym);
  // Most operators are far below the limit; skip the count when they cannot be over it.
  if (op.trains.length === 0) return false;
  const limit = trainLimit(game, op);
  return op.trains.length > limit && numOperatorTrains(game, op) > limit;
}

/** Whether any operator holds more trains than its limit (without listing them). */
export function anyCrowded(game: Game): boolean {
  // Asked by the discard step after every action: the two lists walked as they are, nothing built.
  const { minorOrder, corporationOrder } = game.state;
  for (const sym of minorOrder) if (crowded(game, sym)) return true;
  for (const sym of corporationOrder) if (crowded(game, sym)) return true;
  return false;
}

/** Operators over their train limit, minors first, then corporations in title order. */
export function crowdedOperators(game: Game): string[] {
  return operatorSyms(game).filter((sym) => crowded(game, sym));
}

/** Takes a train out of its owner's hands (or the depot's lists). */
export function removeTrain(game: Game, train: TrainState): void {
  if (!train.owner) return;
  if (train.owner === DEPOT) {
    const depot = game.state.depot;
    const at = depot.upcoming.indexOf(train.id);
    if (at >= 0) {
      depot.upcoming.splice(at, 1);
      const def = game.trainDef(train.type);
      // An unlimited type never runs out: the next copy takes the bought one's place.
      if (def.count === 'unlimited' && game.state.trains[depot.upcoming[at]]?.type !== train.type) {
        const index = Number(train.id.slice(train.id.lastIndexOf('-') + 1)) + 1;
        const copy = newTrain(def, index);
        game.state.trains[copy.id] = copy;
        depot.upcoming.splice(at, 0, copy.id);
      }
    }
    depot.discarded = depot.discarded.filter((id) => id !== train.id);
    depot.revision++;
    return;
  }
  if (game.isOperator(train.owner)) {
    const op = game.operator(train.owner);
    op.trains = op.trains.filter((id) => id !== train.id);
  }
}

/** An operator buys a train, paying its owner (the bank for depot trains). */
export function buyTrain(game: Game, operator: string, train: TrainState, price: number | 'free'): void {
  const from = train.owner ?? DEPOT;
  if (price !== 'free') spend(game, operator, from, price);
  removeTrain(game, train);
  train.owner = operator;
  game.operator(operator).trains.push(train.id);
  game.log.emit('train_bought', { operator, train: train.id, name: train.name, price: price === 'free' ? 0 : price, from });
  closeCompaniesOnEvent(game, operator, 'bought_train');
}

/**
 * Holds the depot's last train of a type back, out of sale and of the game until released (the
 * reference's trains a title removes from the depot and may insert later). Returns its id.
 */
export function reserveTrain(game: Game, name: string): string | undefined {
  const depot = game.state.depot;
  const id = [...depot.upcoming].reverse().find((t) => game.train(t).name === name);
  if (id === undefined) return undefined;
  depot.upcoming.splice(depot.upcoming.lastIndexOf(id), 1);
  game.train(id).owner = null;
  depot.revision++;
  return id;
}

/** Puts a train held back by `reserveTrain` into the depot, first in line (the reference's `insert_train`). */
export function releaseTrain(game: Game, id: string): void {
  const train = game.train(id);
  if (train.owner !== null || train.rusted) throw new GameError('train/not_reserved', `${id} is not a train held back from the depot`, { entity: id });
  train.owner = DEPOT;
  game.state.depot.upcoming.unshift(id);
  game.state.depot.revision++;
}

export function rust(game: Game, train: TrainState): void {
  const owner = train.owner;
  train.rusted = true;
  removeTrain(game, train);
  train.owner = null;
  if (owner && owner !== DEPOT) game.log.emit('train_rusted', { train: train.id, name: train.name, owner });
}

/** A train handed back goes to the depot's discard, buyable again (unless obsolete, or the rules remove it). */
export function reclaimTrain(game: Game, train: TrainState): void {
  if (!train.owner) return;
  removeTrain(game, train);
  train.owner = DEPOT;
  if (!train.obsolete && game.rules.discardedTrains !== 'remove') game.state.depot.discarded.push(train.id);
  game.state.depot.revision++;
}

/** Per compiled title: the train types some type or variant rusts or becomes obsolete on. */
const rustingTypes = new WeakMap<object, ReadonlySet<string>>();

function typesThatRust(game: Game): ReadonlySet<string> {
  let types = rustingTypes.get(game.title);
  if (!types) {
    const found = new Set<string>();
    for (const def of game.title.trains) {
      for (const spec of [def, ...def.variants]) {
        if (spec.rustsOn) found.add(spec.rustsOn);
        if (spec.obsoleteOn) found.add(spec.obsoleteOn);
      }
    }
    rustingTypes.set(game.title, (types = found));
  }
  return types;
}

/** The first purchase of a type makes older types obsolete or rust. */
export function rustTrains(game: Game, bought: TrainState): void {
  // Most purchases are of a type nothing rusts on: nothing to look at (unless play changed what rusts).
  if (!game.state.overrides.trainRusting && !typesThatRust(game).has(bought.type)) return;
  const all = Object.values(game.state.trains);
  // Asked at every purchase, of every train: a spec is found once per type and name (a variant's
  // is a new object each time), and most purchases rust nothing.
  const specs = new Map<string, ReturnType<typeof trainSpec>>();
  const specOf = (t: TrainState) => {
    const key = t.name === t.type ? t.type : `${t.type}\u0000${t.name}`;
    let spec = specs.get(key);
    if (spec === undefined) specs.set(key, (spec = trainSpec(game, t)));
    return spec;
  };
  for (const t of all) {
    if (t.obsolete || specOf(t).obsoleteOn !== bought.type) continue;
    t.obsolete = true;
  }
  for (const t of all) {
    if (t.rusted) continue;
    const spec = specOf(t);
    const rusts = spec.rustsOn === bought.type || (spec.obsoleteOn === bought.type && game.state.depot.discarded.includes(t.id));
    if (rusts) rust(game, t);
  }
}

/**
 * Changes what a train type (its variants too) rusts or becomes obsolete on from now on (the
 * `setTrainRusting` effect): a train's name, or null for never; what the change leaves out stays.
 */
export function setTrainRusting(game: Game, type: string, change: { readonly rustsOn?: string | null; readonly obsoleteOn?: string | null }): void {
  game.trainDef(type);
  for (const key of ['rustsOn', 'obsoleteOn'] as const) {
    const to = change[key];
    if (to !== undefined && to !== null) game.trainDef(to);
  }
  const before = game.state.overrides.trainRusting?.[type] ?? {};
  const next: { rustsOn?: string | null; obsoleteOn?: string | null } = { ...before };
  if (change.rustsOn !== undefined) next.rustsOn = change.rustsOn;
  if (change.obsoleteOn !== undefined) next.obsoleteOn = change.obsoleteOn;
  game.state.overrides.trainRusting = { ...(game.state.overrides.trainRusting ?? {}), [type]: next };
}
