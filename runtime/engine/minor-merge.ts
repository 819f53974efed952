/**
 * Merging an operator into another: a minor exchanged for a share of a major (18EU), minors
 * merged or converted into a corporation (1867), the 1822 family's acquisitions. What becomes of
 * the merged operator's station tokens, treasury, trains and companies is the title's choice,
 * given as options; the merged operator then closes (or stays open, its tokens on the map, until
 * the title has asked where the major's token goes: `replaceToken` and `closeOperator` finish).
 *
 * Shares are not part of it: what the owner receives in exchange (a treasury share, one from the
 * pool, a president's certificate) differs by title, and the title moves it itself.
 */
import { GameError } from '../core/errors.js';
import { swapToken, removeToken } from '../map/tokens.js';
import { BANK, type OperatorState } from '../state/types.js';
import { closeCompany } from './companies.js';
import type { Game } from './contract.js';
import { mapContext } from './map-access.js';
import { spend } from './money.js';
import { closeOperator } from './operators.js';
import { reclaimTrain } from './trains.js';
import type { MinorMergeOptions, MinorMergeResult } from '../title/merge.js';

export type { MinorMergeOptions, MinorMergeResult };

function checkOperators(game: Game, minor: string, major: string): [OperatorState, OperatorState] {
  const from = game.operator(minor);
  const into = game.operator(major);
  if (minor === major) throw new GameError('merge/same_operator', `${minor} cannot merge into itself`, { entity: minor });
  if (from.closed) throw new GameError('merge/closed', `${minor} has closed`, { entity: minor });
  if (into.closed) throw new GameError('merge/closed', `${major} has closed`, { entity: major });
  return [from, into];
}

/**
 * Merges `minor` (any operator) into `major` (any other operator), as the options say, and
 * closes it unless `close: false`. Refused (`merge/...`) for a closed operator, itself, or
 * `tokens: keep` with a close.
 */
export function mergeMinor(game: Game, minor: string, major: string, options: MinorMergeOptions = {}): MinorMergeResult {
  const [from, into] = checkOperators(game, minor, major);
  const tokens = options.tokens ?? 'replace';
  const close = options.close ?? true;
  if (tokens === 'keep' && close) {
    throw new GameError('merge/keep_tokens', `${minor}'s tokens can stay on the map only while it stays open (close: false)`, { entity: minor });
  }

  const replaced: string[] = [];
  const removed: string[] = [];
  if (tokens !== 'keep') {
    for (const token of from.tokens) {
      if (!token.used || token.hex === undefined) continue;
      const hex = token.hex;
      const done = tokens === 'replace' && replaceToken(game, minor, major, hex, { addToken: options.addTokens ?? false });
      if (done) replaced.push(hex);
      else {
        removeStation(game, minor, hex);
        removed.push(hex);
      }
    }
  }

  const cash = from.cash;
  if (cash > 0) spend(game, minor, options.treasury === 'bank' ? BANK : major, cash);

  const trains = [...from.trains];
  for (const id of trains) {
    const train = game.train(id);
    if (options.trains === 'depot') {
      reclaimTrain(game, train);
    } else {
      from.trains = from.trains.filter((t) => t !== id);
      train.owner = major;
      into.trains.push(id);
    }
  }

  const companies = [...from.companies];
  for (const sym of companies) {
    if (options.companies === 'close') {
      closeCompany(game, sym);
    } else {
      from.companies = from.companies.filter((c) => c !== sym);
      game.company(sym).owner = major;
      into.companies.push(sym);
    }
  }

  game.log.emit('minor_merged', { minor, into: major, cash, treasury: options.treasury ?? 'major', trains: trains.map((id) => game.train(id).name), companies, replaced, removed });
  if (close) closeOperator(game, minor);
  game.round.clearCache();
  return { cash, trains, companies, replaced, removed };
}

/**
 * Replaces `from`'s token on a hex with `to`'s next unplaced token, in the same slot (a merged
 * minor's station becoming its major's). With `addToken`, `to` gets a new token (price 0) when
 * it has none left. Returns false, changing nothing, where `from` has no token on the hex, `to`
 * has one in that city already, or `to` has no token to place.
 */
export function replaceToken(game: Game, from: string, to: string, hex: string, options: { readonly addToken?: boolean } = {}): boolean {
  const old = game.operator(from).tokens.find((t) => t.used && t.hex === hex);
  const into = game.operator(to);
  if (!old || old.city === undefined) return false;
  const city = old.city;
  if (into.tokens.some((t) => t.used && t.hex === hex && t.city === city)) return false;
  let index = into.tokens.findIndex((t) => !t.used);
  if (index < 0) {
    if (!options.addToken) return false;
    into.tokens.push({ price: 0, used: false });
    index = into.tokens.length - 1;
  }
  if (!swapToken(mapContext(game), hex, city, from, to)) return false;
  old.used = false;
  delete old.hex;
  delete old.city;
  const token = into.tokens[index];
  token.used = true;
  token.hex = hex;
  token.city = city;
  game.log.emit('token_replaced', { operator: to, replaced: from, hex });
  game.round.clearCache();
  return true;
}

/** Takes an operator's token on a hex off the map, back to its charter. */
export function removeStation(game: Game, operator: string, hex: string): boolean {
  const token = game.operator(operator).tokens.find((t) => t.used && t.hex === hex);
  if (!token || token.city === undefined) return false;
  removeToken(mapContext(game), hex, token.city, operator);
  token.used = false;
  delete token.hex;
  delete token.city;
  game.round.clearCache();
  return true;
}
