/**
 * The trace format of `../shared/traces`: the state after every applied action, one JSON object
 * per line, so our replay can be compared with the reference engine's field by field.
 */
import type { Action } from '../actions/types.js';
import type { Game } from '../engine/contract.js';

export interface TraceCorporation {
  readonly cash: number;
  readonly price: number | null;
  readonly trains: readonly string[];
  readonly floated: boolean;
  readonly president: string | null;
}

export interface TraceLine {
  readonly id: number;
  readonly type: string;
  readonly round: string;
  readonly phase: string;
  readonly active: readonly string[];
  readonly players: Readonly<Record<string, number>>;
  readonly corporations: Readonly<Record<string, TraceCorporation>>;
  readonly bank: number;
  readonly depot: string | null;
}

export interface TraceFinal {
  readonly final: true;
  readonly result: Readonly<Record<string, number>>;
}

export function roundLabel(game: Game): string {
  const round = game.round;
  const turn = game.state.turn;
  return round.is('operating') ? `${round.name()} ${turn}.${round.roundNum}` : `${round.name()} ${turn}`;
}

export function traceLine(game: Game, action: Action): TraceLine {
  const s = game.state;
  const corporations: Record<string, TraceCorporation> = {};
  for (const corp of game.corporations) {
    corporations[corp.sym] = {
      cash: corp.cash,
      price: corp.sharePrice && !corp.closed ? game.market.price(corp.sharePrice) : null,
      trains: corp.trains.map((id) => game.train(id).name),
      floated: corp.floated,
      president: corp.owner,
    };
  }
  const next = s.depot.upcoming[0];
  return {
    id: action.id ?? 0,
    type: action.type,
    round: roundLabel(game),
    phase: game.phase.name,
    active: game.round.activeEntities().map((id) => game.companySym(String(id))),
    players: Object.fromEntries(s.players.map((p) => [p.id, p.cash])),
    corporations,
    bank: s.bank.cash,
    depot: next ? game.train(next).name : null,
  };
}

/**
 * A callback for `game.load` that collects a trace line per applied action into `lines`, up to
 * the action that ends the game: chat after the end changes nothing, and the reference's traces
 * stop there.
 */
export function traceRecorder(game: Game, lines: (TraceLine | TraceFinal)[]): (action: Action) => void {
  let ended = false;
  return (action) => {
    if (ended) return;
    lines.push(traceLine(game, action));
    ended = game.finished;
  };
}

export function traceFinal(game: Game): TraceFinal {
  return { final: true, result: game.result() };
}
