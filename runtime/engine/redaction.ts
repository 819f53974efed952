/**
 * What a viewer may see of a game (secrets.ts says what is secret): the state, the actions and
 * the seed, with what the viewer may not see replaced by `HIDDEN`. A server answers every read
 * with it, per viewer; a page playing hotseat shows the player whose turn it is their view.
 *
 *   const view = viewFor(game, playerViewer(ada.id));   // or WATCHER, everySeatViewer(game)
 *   view.state; view.actions; view.events; view.seed;  // the seed is null until the game ends
 *
 * While the game is on:
 * - the state's generator (`rand`, derived from the seed) is hidden from everyone, and each step
 *   of the current round hides what its `hideState` says;
 * - an action's secret fields (`GameState.secrets`) are hidden from viewers who are not the
 *   acting player; an action taken back by an undo, of a type any step of the game keeps
 *   secret, has those fields hidden from everyone but its player (its secret no longer in the
 *   state says for how long: until the game ends, to be safe);
 * - the event log is public (steps with secrets write log lines without them).
 * Once the game has ended, everything is public again: `viewFor` gives the game as it is.
 */
import type { Action } from '../actions/types.js';
import type { GameState } from '../state/types.js';
import { cloneState } from '../state/clone.js';
import type { Game } from './contract.js';
import type { GameEvent } from './log.js';
import { declaredSecrets, HIDDEN, type ActionSecret, type Viewer } from './secrets.js';

export interface ViewerView {
  readonly state: GameState;
  readonly actions: readonly Action[];
  readonly events: readonly GameEvent[];
  /** The game's seed once the game has ended; null before. */
  readonly seed: number | null;
}

/** The game as `viewer` may see it (see the module comment). */
export function viewFor(game: Game, viewer: Viewer): ViewerView {
  return { state: stateFor(game, viewer), actions: actionsFor(game, viewer), events: game.events, seed: seedFor(game) };
}

/** The seed, once the game has ended (until then it would tell what the generator draws next). */
export function seedFor(game: Game): number | null {
  return game.finished ? game.seed : null;
}

/** The state as `viewer` may see it: the game's own once it has ended, else a redacted copy. */
export function stateFor(game: Game, viewer: Viewer): GameState {
  if (game.finished) return game.state;
  const state = cloneState(game.state);
  (state as { rand: unknown }).rand = HIDDEN;
  const sees = seer(viewer);
  for (const step of game.round.steps) step.hideState({ viewer, sees, state, step: state.round.steps[step.index] });
  return state;
}

/**
 * `actions` (the game's, by default, or a slice of them: each is known by its id) as `viewer`
 * may see them. Actions with nothing to hide are the game's own objects; the others are copies.
 */
export function actionsFor(game: Game, viewer: Viewer, actions: readonly Action[] = game.actions): readonly Action[] {
  const hider = actionHider(game, viewer);
  return hider ? actions.map(hider) : actions;
}

/**
 * A function giving an action as `viewer` may see it, or undefined when the viewer may see every
 * action whole (the game has ended, or nothing is secret from this viewer): a server streaming
 * actions one at a time asks once per batch.
 */
export function actionHider(game: Game, viewer: Viewer): ((action: Action, index: number) => Action) | undefined {
  if (game.finished) return undefined;
  const sees = seer(viewer);
  const secretById = new Map<number, ActionSecret[]>();
  for (const secret of game.state.secrets ?? []) {
    if (secret.players.some(sees)) continue;
    const list = secretById.get(secret.action);
    if (list) list.push(secret);
    else secretById.set(secret.action, [secret]);
  }
  const undoneSecrets = secretFieldsByType(game);
  const inEffect = undoneSecrets.size > 0 ? new Set(game.appliedActions) : undefined;
  if (secretById.size === 0 && !inEffect) return undefined;
  return (action, index) => {
    const id = action.id ?? index + 1;
    const secrets = secretById.get(id);
    if (secrets) return hideFields(action, secrets);
    if (inEffect && !inEffect.has(action) && undoneSecrets.has(action.type)) {
      const player = game.playerOf(game.actorOf(action))?.id;
      if (player === undefined || !sees(player)) return hideFields(action, [{ type: action.type, fields: undoneSecrets.get(action.type)! }]);
    }
    return action;
  };
}

function seer(viewer: Viewer): (player: string) => boolean {
  const players = new Set(viewer.players.map(String));
  return (player) => players.has(String(player));
}

/** For each action type any step of this game keeps secret, the fields it keeps. */
function secretFieldsByType(game: Game): Map<string, readonly string[]> {
  const byType = new Map<string, Set<string>>();
  for (const stepClass of Object.values(game.steps)) {
    for (const [type, secret] of Object.entries(declaredSecrets(stepClass)?.actions ?? {})) {
      const fields = byType.get(type) ?? new Set<string>();
      for (const field of secret.fields) fields.add(field);
      byType.set(type, fields);
    }
  }
  return new Map([...byType].map(([type, fields]) => [type, [...fields]]));
}

/** A copy of the action with the secret fields hidden, in it and in its auto actions of the secret's type. */
function hideFields(action: Action, secrets: readonly Pick<ActionSecret, 'type' | 'fields'>[]): Action {
  const hide = (one: Action): Action => {
    const fields = secrets.filter((s) => s.type === one.type).flatMap((s) => s.fields);
    if (fields.length === 0) return one;
    const copy: Record<string, unknown> = { ...one };
    for (const field of fields) if (Object.hasOwn(copy, field)) copy[field] = HIDDEN;
    return copy as unknown as Action;
  };
  const hidden = hide(action);
  if (!action.auto_actions?.length) return hidden;
  return { ...hidden, auto_actions: action.auto_actions.map(hide) } as Action;
}
