/**
 * The effects object's methods, grouped by what they change (money and companies, operators and
 * shares, trains, the map, loans, the game as a whole). createEffects (view.ts) puts them on
 * the game's view; each is a thin, checked call into the engine.
 */
import type { GameVar } from '../title/game-vars.js';
import { assign, unassign } from './assignments.js';
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
import { markDestinationReached, setDestination } from './destinations.js';
import { placeNeutralToken, promiseToken } from '../map/tokens.js';
import { nationalize } from './nationalize.js';
import { releaseCorporations } from './national-events.js';
import { mergeMinor, replaceToken } from './minor-merge.js';
import type { MinorMergeOptions } from '../title/merge.js';
import { payInterest, repayLoan, returnLoans, takeLoan, transferLoans } from './loans.js';

/** Every effect, on an object of its own: createEffects lays them over the view. */
export function effectMethods(game: Game) {
  // Gathered onto the first group's object (every new game makes them: no copy per group).
  return Object.assign(Object.assign(companyEffects(game), operatorEffects(game), trainEffects(game), mapEffects(game)), loanEffects(game), gameEffects(game));
}

/** Money between holders, and private companies: closing, selling, their abilities and assignments. */
function companyEffects(game: Game) {
  return {
    pay(from: string, to: string, amount: number) {
      spend(game, from, to, amount, { checkPositive: false });
    },
    closeCompany(sym: string) {
      game.company(sym);
      closeCompany(game, sym);
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
  };
}

/** Corporations and minors: starting, closing, merging, their shares, prices, homes, destinations and abilities. */
function operatorEffects(game: Game) {
  return {
    startOperator(sym: string, owner: string) {
      startOperator(game, sym, owner);
    },
    closeOperator(sym: string) {
      closeOperator(game, sym);
    },
    removeCorporation(sym: string) {
      removeCorporation(game, sym);
    },
    moveSharePrice(sym: string, direction: 'up' | 'down' | 'left' | 'right') {
      moveSharePrice(game, game.corporation(sym), direction);
    },
    parCorporation(sym: string, at: readonly [number, number]) {
      const corp = game.corporation(sym);
      if (!game.market.cell(at)) throw new GameError('effect/no_cell', `the market has no cell at ${at.join(', ')}`, { entity: sym });
      setPar(game, corp, at);
      corp.ipoed = true;
      game.log.emit('corporation_priced', { corporation: sym, price: game.market.price(at) });
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
    nationalize(sym: string) {
      nationalize(game, sym);
      game.round.clearCache();
    },
    releaseCorporations(corporations?: readonly string[]) {
      releaseCorporations(game, corporations);
      game.round.clearCache();
    },
    mergeMinor(minor: string, major: string, options?: MinorMergeOptions) {
      return mergeMinor(game, minor, major, options);
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
    addOperatorAbility(sym: string, ability: Ability) {
      if (!game.isOperator(sym)) throw new GameError('effect/unknown_operator', `no corporation or minor '${sym}' to give an ability to`, { entity: sym });
      addAbility(game, sym, ability);
    },
    removeOperatorAbilities(sym: string, type?: string) {
      if (!game.isOperator(sym)) throw new GameError('effect/unknown_operator', `no corporation or minor '${sym}' to take abilities from`, { entity: sym });
      if (type === undefined) removeAllAbilities(game, sym);
      else removeAbilitiesOfType(game, sym, type);
    },
  };
}

/** Trains: given, exported, reserved, released, their rusting changed. */
function trainEffects(game: Game) {
  return {
    giveTrain(sym: string, trainName: string, options?: { readonly buyable?: boolean }) {
      return giveTrain(game, sym, trainName, options?.buyable ?? true);
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
    setTrainRusting(train: string, change: { readonly rustsOn?: string | null; readonly obsoleteOn?: string | null }) {
      setTrainRusting(game, train, change);
    },
  };
}

/** The map: station tokens placed, promised or replaced, a tile taken up, the route cache forgotten. */
function mapEffects(game: Game) {
  return {
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
    placeNeutralToken(hex: string, options?: { readonly city?: number }) {
      placeNeutralToken(mapContext(game), hex, options?.city ?? 0);
      game.round.clearCache();
    },
    replaceToken(from: string, to: string, hex: string, options?: { readonly addToken?: boolean }) {
      return replaceToken(game, from, to, hex, options);
    },
    restoreTile(hex: string) {
      const taken = restorePreprinted(mapContext(game), hex);
      if (taken !== undefined) game.log.emit('note', { text: `The tile ${taken} on ${hex} is taken up` });
      return taken;
    },
    forgetRoutes() {
      forgetAllRouteInfo(game);
    },
  };
}

/** Loans and escrow. */
function loanEffects(game: Game) {
  return {
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
  };
}

/** The game as a whole: its rules changed, its end, its variables, the log and the random generator. */
function gameEffects(game: Game) {
  return {
    engineEvent(event: EventDefinition) {
      runEngineEvent(game, event);
    },
    addStatus(status: string) {
      if (!game.state.overrides.statuses.includes(status)) game.state.overrides.statuses.push(status);
    },
    setFloatPercent(percent: number) {
      if (!(percent > 0 && percent <= 100)) throw new GameError('effect/bad_float_percent', `a float percent must be in (0, 100], not ${percent}`);
      game.state.overrides.floatPercent = percent;
    },
    setCertLimit(limit: number | null) {
      if (limit === null) delete game.state.overrides.certLimit;
      else if (!(Number.isInteger(limit) && limit > 0)) throw new GameError('effect/bad_cert_limit', `a certificate limit must be a whole number above 0, not ${limit}`);
      else game.state.overrides.certLimit = limit;
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
    random() {
      game.state.rand = nextRandom(game.state.rand);
      return game.state.rand;
    },
  };
}
