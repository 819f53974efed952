/**
 * The engine's side of `runtime/title/view.ts`: one read-only view and one effects object per
 * game, built once and reading the live state on every call, so a hook costs no allocation.
 */
import type { GameVar } from '../title/game-vars.js';
import type { DeepReadonly, GameEffects, GameView, RoundView } from '../title/view.js';
import { assign, assignedTo, unassign } from './assignments.js';
import { closeCompany } from './companies.js';
import { addAbility, removeAbilitiesOfType, removeAllAbilities } from './abilities.js';
import { sellCompanyFromBank } from './corporations.js';
import type { Ability } from '../title/abilities.js';
import { closeOperator, removeCorporation, startOperator } from './operators.js';
import { nextToken, placeHomeToken, placeStationToken } from './tokens.js';
import { runEngineEvent } from './event-library.js';
import type { EventDefinition } from '../title/definition.js';
import { endGameTrigger } from './end.js';
import type { Game } from './game.js';
import { spend } from './money.js';
import { nextRandom } from '../core/rng.js';
import { percentOf } from './shares/holdings.js';
import { moveSharePrice } from './shares/market-moves.js';
import { moveShareTo, setCertificatePercent } from './shares/certificates.js';
import { exportTrain, giveTrain, setTrainRusting } from './trains.js';
import { moveHome } from './homes.js';
import { GameError } from '../core/errors.js';
import { mapContext } from './map-access.js';
import { promiseToken } from '../map/tokens.js';

export function createView(game: Game): GameView {
  const round: RoundView = {
    get kind() {
      return game.round.kind;
    },
    get roundNum() {
      return game.round.roundNum;
    },
    get turn() {
      return game.state.turn;
    },
    get operator() {
      return game.round.state.currentOperator;
    },
    get active() {
      return game.round.activeEntities();
    },
    stepOpen(step: string) {
      return game.round.steps.some((s) => s.name() === step && s.active() && !s.passed());
    },
  };
  return {
    title: game.title,
    rules: game.rules,
    optionalRules: game.optionalRules,
    playerCount: game.seats.length,
    get state() {
      return game.state as GameView['state'];
    },
    get phase() {
      return game.phase;
    },
    get corporations() {
      return game.corporations;
    },
    get minors() {
      return game.minors;
    },
    get companies() {
      return game.companies;
    },
    round,
    market: game.market,
    kindOf: (id) => game.kindOf(id),
    player: (id) => game.player(id),
    corporation: (sym) => game.corporation(sym),
    minor: (sym) => game.minor(sym),
    operator: (sym) => game.operator(sym),
    company: (sym) => game.company(sym),
    train: (id) => game.train(id),
    playerOf: (id) => game.playerOf(id),
    phaseReached: (name) => phaseReached(game, name),
    percentOf: (holder, sym) => percentOf(game, holder, sym),
    sharePrice: (sym) => {
      const at = game.corporation(sym).sharePrice;
      return at ? game.market.price(at) : null;
    },
    hexAssignments: (hex) => assignedTo(game, 'hex', hex),
    operatorAssignments: (sym) => assignedTo(game, 'entity', sym),
    tokenHexes: (sym) => game.operator(sym).tokens.flatMap((t) => (t.used && t.hex ? [t.hex] : [])),
    get: <V>(variable: GameVar<V>) => {
      const memory = game.state.memory;
      return (Object.hasOwn(memory, variable.name) ? memory[variable.name] : variable.initial()) as DeepReadonly<V>;
    },
  };
}

export function phaseReached(game: Game, name: string): boolean {
  const index = game.title.phases.findIndex((p) => p.name === name);
  return index >= 0 && index <= game.state.phaseIndex;
}

export function createEffects(game: Game): GameEffects {
  const view = createView(game);
  const effects: GameEffects = Object.create(view, Object.getOwnPropertyDescriptors({
    pay(from: string, to: string, amount: number) {
      spend(game, from, to, amount, { checkPositive: false });
    },
    closeCompany(sym: string) {
      game.company(sym);
      closeCompany(game, sym);
    },
    closeOperator(sym: string) {
      closeOperator(game, sym);
    },
    moveSharePrice(sym: string, direction: 'up' | 'down' | 'left' | 'right') {
      moveSharePrice(game, game.corporation(sym), direction);
    },
    startOperator(sym: string, owner: string) {
      startOperator(game, sym, owner);
    },
    moveShare(share: string, to: string) {
      moveShareTo(game, share, to);
    },
    setCertificatePercent(share: string, percent: number) {
      setCertificatePercent(game, share, percent);
    },
    removeCompany(sym: string) {
      const company = game.company(sym);
      if (company.owner) throw new GameError('effect/company_owned', `${sym} is owned by ${company.owner} and cannot leave the game`, { entity: sym });
      closeCompany(game, sym);
      game.state.companyOrder = game.state.companyOrder.filter((c) => c !== company.sym);
    },
    removeAbilities(sym: string, type?: string) {
      const key = game.companyKey(game.company(sym).sym);
      if (type === undefined) removeAllAbilities(game, key);
      else removeAbilitiesOfType(game, key, type);
    },
    addAbility(sym: string, ability: Ability) {
      addAbility(game, game.companyKey(game.company(sym).sym), ability);
    },
    setCompanyRevenue(sym: string, revenue: number) {
      game.company(sym).revenue = revenue;
    },
    setCompanyValue(sym: string, value: number) {
      if (!(Number.isInteger(value) && value >= 0)) throw new GameError('effect/bad_value', `a company's value must be a whole amount of 0 or more, not ${value}`, { entity: sym });
      game.company(sym).value = value;
    },
    sellCompany(sym: string, buyer: string, price: number) {
      sellCompanyFromBank(game, buyer, sym, price);
    },
    assign(company: string, target: string, targetType: 'hex' | 'entity') {
      game.company(company);
      assign(game, game.companySym(company), targetType, target);
    },
    unassign(company: string, targetType: 'hex' | 'entity', target?: string) {
      unassign(game, game.companySym(company), targetType, target);
    },
    giveTrain(sym: string, trainName: string, options?: { readonly buyable?: boolean }) {
      return giveTrain(game, sym, trainName, options?.buyable ?? true);
    },
    placeHomeToken(sym: string) {
      placeHomeToken(game, sym);
    },
    placeToken(sym: string, hex: string, options?: { readonly city?: number; readonly checkTokenable?: boolean }) {
      placeStationToken(game, sym, { hexId: hex, cityIndex: options?.city ?? 0 }, nextToken(game, sym), { free: true, checkTokenable: options?.checkTokenable ?? true });
      game.round.clearCache();
    },
    promiseToken(sym: string, hex: string) {
      game.operator(sym);
      promiseToken(mapContext(game), hex, sym);
    },
    removeCorporation(sym: string) {
      removeCorporation(game, sym);
    },
    engineEvent(event: EventDefinition) {
      runEngineEvent(game, event);
    },
    exportTrain() {
      return exportTrain(game);
    },
    nextTrain() {
      const id = game.state.depot.upcoming[0];
      return id === undefined ? undefined : game.train(id).name;
    },
    addStatus(status: string) {
      if (!game.state.overrides.statuses.includes(status)) game.state.overrides.statuses.push(status);
    },
    setFloatPercent(percent: number) {
      if (!(percent > 0 && percent <= 100)) throw new GameError('effect/bad_float_percent', `a float percent must be in (0, 100], not ${percent}`);
      game.state.overrides.floatPercent = percent;
    },
    triggerEnd(reason: string, timing: string) {
      endGameTrigger(game, reason, timing);
    },
    set<V>(variable: GameVar<V>, value: V) {
      game.state.memory[variable.name] = value;
    },
    log(text: string) {
      game.log.emit('note', { text });
    },
    moveHome(sym: string, hex: string, options?: { readonly city?: number }) {
      moveHome(game, sym, hex, options?.city ?? 0);
    },
    setTrainRusting(train: string, change: { readonly rustsOn?: string | null; readonly obsoleteOn?: string | null }) {
      setTrainRusting(game, train, change);
    },
    addOperatorAbility(sym: string, ability: Ability) {
      if (!game.isOperator(sym)) throw new GameError('effect/unknown_operator', `no corporation or minor '${sym}' to give an ability to`, { entity: sym });
      addAbility(game, sym, ability);
    },
    removeOperatorAbilities(sym: string, type?: string) {
      if (!game.isOperator(sym)) throw new GameError('effect/unknown_operator', `no corporation or minor '${sym}' to take abilities from`, { entity: sym });
      if (type === undefined) removeAllAbilities(game, sym);
      else removeAbilitiesOfType(game, sym, type);
    },
    random() {
      game.state.rand = nextRandom(game.state.rand);
      return game.state.rand;
    },
  }));
  return effects;
}
