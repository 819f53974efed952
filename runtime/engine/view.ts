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
import type { Ability, TitleAbility } from '../title/abilities.js';
import { closeOperator, removeCorporation, startOperator } from './operators.js';
import { nextToken, placeHomeToken, placeStationToken } from './tokens.js';
import { runEngineEvent } from './event-library.js';
import type { EventDefinition } from '../title/definition.js';
import { endGameTrigger } from './end.js';
import type { Game } from './contract.js';
import { spend } from './money.js';
import { nextRandom } from '../core/rng.js';
import { certLimit, percentOf } from './shares/holdings.js';
import { moveSharePrice, setPar } from './shares/market-moves.js';
import { moveShareTo, reissueShares, setCertificatePercent } from './shares/certificates.js';
import { exportTrain, giveTrain } from './phase.js';
import { releaseTrain, reserveTrain, setTrainRusting } from './trains.js';
import { restorePreprinted } from '../map/lay.js';
import { moveHome } from './homes.js';
import { GameError } from '../core/errors.js';
import { forgetAllRouteInfo, mapContext } from './map-access.js';
import { capitalizationMode, releaseEscrow } from './shares/pool.js';
import type { Capitalization } from '../title/definition.js';
import { hexesConnected } from '../map/connectivity.js';
import { destinationConnected, destinationOf, markDestinationReached, setDestination } from './destinations.js';
import { placeNeutralToken, promiseToken } from '../map/tokens.js';
import { nationalize } from './nationalize.js';
import { releaseCorporations } from './national-events.js';
import { mergeMinor, replaceToken } from './minor-merge.js';
import type { MinorMergeOptions } from '../title/merge.js';
import { canTakeLoan, interestOwed, loanLimit, loanProceeds, loansOf, payInterest, repayLoan, returnLoans, takeLoan, transferLoans } from './loans.js';

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
    get entities() {
      return game.round.entities;
    },
    stepOpen(step: string) {
      return game.round.steps.some((s) => s.name() === step && s.active() && !s.passed());
    },
    is(trait: string) {
      return game.round.is(trait);
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
    loans: (sym) => loansOf(game, sym),
    loanLimit: (sym) => (game.title.loans ? loanLimit(game, sym) : 0),
    canTakeLoan: (sym) => canTakeLoan(game, sym),
    loanProceeds: (sym) => (game.title.loans ? loanProceeds(game, sym) : 0),
    interestOwed: (sym) => (game.title.loans ? interestOwed(game, sym) : 0),
    certLimit: () => certLimit(game),
    destination: (sym) => destinationOf(game, sym),
    hexesConnected: (from, to) => hexesConnected(mapContext(game), from, to),
    destinationConnected: (sym) => destinationConnected(game, sym),
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
    reissueShares(sym: string, percents: readonly number[], certSizes?: readonly number[], ids?: readonly number[]) {
      reissueShares(game, sym, percents, certSizes, ids);
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
    addAbility(sym: string, ability: Ability | TitleAbility) {
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
    reserveTrain(name: string) {
      return reserveTrain(game, name);
    },
    releaseTrain(id: string) {
      releaseTrain(game, id);
    },
    restoreTile(hex: string) {
      const taken = restorePreprinted(mapContext(game), hex);
      if (taken !== undefined) game.log.emit('note', { text: `The tile ${taken} on ${hex} is taken up` });
      return taken;
    },
    forgetRoutes() {
      forgetAllRouteInfo(game);
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
    setFinalTurn(turn: number) {
      if (!Number.isInteger(turn) || turn < game.state.turn) throw new GameError('effect/bad_turn', `the final turn must be a whole number from the current turn (${game.state.turn}) on, not ${turn}`);
      game.state.end.finalTurn = turn;
    },
    setOperatingRounds(count: number) {
      if (!Number.isInteger(count) || count < 1 || count > 20) throw new GameError('effect/bad_count', `a set has from 1 to 20 operating rounds, not ${count}`);
      game.state.operatingRounds = count;
    },
    set<V>(variable: GameVar<V>, value: V) {
      game.state.memory[variable.name] = value;
    },
    log(text: string) {
      game.log.emit('note', { text });
    },
    nationalize(sym: string) {
      nationalize(game, sym);
      game.round.clearCache();
    },
    releaseCorporations(corporations?: readonly string[]) {
      releaseCorporations(game, corporations);
      game.round.clearCache();
    },
    placeNeutralToken(hex: string, options?: { readonly city?: number }) {
      placeNeutralToken(mapContext(game), hex, options?.city ?? 0);
      game.round.clearCache();
    },
    mergeMinor(minor: string, major: string, options?: MinorMergeOptions) {
      return mergeMinor(game, minor, major, options);
    },
    replaceToken(from: string, to: string, hex: string, options?: { readonly addToken?: boolean }) {
      return replaceToken(game, from, to, hex, options);
    },
    takeLoan(sym: string) {
      takeLoan(game, sym);
    },
    repayLoan(sym: string, options?: { readonly coverFrom?: string }) {
      repayLoan(game, sym, undefined, options);
    },
    returnLoans(sym: string) {
      return returnLoans(game, sym);
    },
    transferLoans(from: string, to: string) {
      game.operator(from);
      game.operator(to);
      transferLoans(game, from, to);
    },
    payInterest(sym: string) {
      payInterest(game, sym);
    },
    releaseEscrow(sym: string) {
      return releaseEscrow(game, sym);
    },
    parCorporation(sym: string, at: readonly [number, number]) {
      const corp = game.corporation(sym);
      if (!game.market.cell(at)) throw new GameError('effect/no_cell', `the market has no cell at ${at.join(', ')}`, { entity: sym });
      setPar(game, corp, at);
      corp.ipoed = true;
      game.log.emit('corporation_priced', { corporation: sym, price: game.market.price(at) });
    },
    setCertLimit(limit: number | null) {
      if (limit === null) delete game.state.overrides.certLimit;
      else if (!(Number.isInteger(limit) && limit > 0)) throw new GameError('effect/bad_cert_limit', `a certificate limit must be a whole number above 0, not ${limit}`);
      else game.state.overrides.certLimit = limit;
    },
    setCapitalization(capitalization: Capitalization) {
      capitalizationMode(game, capitalization); // refuses a mode neither the engine nor the title has
      game.state.overrides.capitalization = capitalization;
    },
    destinationReached(sym: string) {
      markDestinationReached(game, sym);
    },
    setDestination(sym: string, destination: { readonly hexes: readonly string[]; readonly from?: string } | null) {
      setDestination(game, sym, destination);
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
