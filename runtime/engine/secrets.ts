/**
 * Hidden information: what of a game only some players may see, and until when. A step declares
 * it, title-agnostic (the engine names no title's secrets):
 *
 * - fields of the actions it processes that only the acting player sees (`static secrets`), until
 *   its round ends (a draft's picks) or until the game ends;
 * - what of the state only some see while its round lasts (`hideState`: the undealt deck, the
 *   other players' picks).
 *
 * The engine itself keeps the game's seed, and the generator's state derived from it, from
 * everyone until the game ends. When the game ends, everything is public again.
 *
 * A secret an action carries is written into the state as the step processes it (`state.secrets`),
 * so it is undone, redone and restored with the state, and forgotten when its round ends
 * (`startRound`). What a viewer may see of a game is `viewFor` (redaction.ts).
 *
 * The game log is public: a step with secrets writes its log lines without them ("Ada chooses a
 * company").
 */
import type { ActionSecret, GameState, StepState } from '../state/types.js';

export type { ActionSecret };

/** Until when a secret holds. */
export type SecretUntil = ActionSecret['until'];

/** Fields of one action type that only the acting player sees. */
export interface ActionFieldSecret {
  readonly fields: readonly string[];
  /** `round_end` (the default): until the round the action was taken in ends. */
  readonly until?: SecretUntil;
}

/** What a step keeps secret (a Step class's `static secrets`). */
export interface StepSecrets {
  /** By action type: fields of the actions this step processes that only the acting player sees. */
  readonly actions?: Readonly<Record<string, ActionFieldSecret>>;
}

/**
 * Who looks at a game: the players whose secrets the viewer shares. A seat sees its own player's;
 * a game's owner (who acts for every seat) sees every player's; a watcher sees none. Nobody sees
 * the seed, the undealt cards and the like before the game ends.
 */
export interface Viewer {
  readonly players: readonly string[];
}

/** A viewer who sees no player's secrets. */
export const WATCHER: Viewer = Object.freeze({ players: Object.freeze([]) as readonly string[] });

/** The viewer at a player's seat. */
export function playerViewer(player: string | number): Viewer {
  return { players: [String(player)] };
}

/** A viewer who sees every player's secrets (a game's owner; the game master of a hotseat table). */
export function everySeatViewer(game: { readonly state: GameState }): Viewer {
  return { players: game.state.players.map((p) => p.id) };
}

/**
 * Stands for what a viewer may not see, in a redacted state or action: an object no id or amount
 * can be mistaken for (`{"hidden": true}` in JSON). Compare with `isHidden`.
 */
export const HIDDEN: { readonly hidden: true } = Object.freeze({ hidden: true });

/** `HIDDEN` where a value of type T stands, for a step's `hideState` (the redacted state is typed as the state). */
export function hiddenAs<T>(): T {
  return HIDDEN as unknown as T;
}

export function isHidden(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { hidden?: unknown }).hidden === true && Object.keys(value).length === 1;
}

/** What a step's `hideState` gets: the viewer, and the state the viewer will see, to change. */
export interface StateRedaction<S extends StepState = StepState> {
  readonly viewer: Viewer;
  /** Whether the viewer shares this player's secrets. */
  sees(player: string): boolean;
  /** A copy of the game's state, for this viewer: change it freely. */
  readonly state: GameState;
  /** The step's own state within that copy. */
  readonly step: S;
}

/** The secrets a step class declares. */
export function declaredSecrets(stepClass: unknown): StepSecrets | undefined {
  return (stepClass as { readonly secrets?: StepSecrets } | undefined)?.secrets;
}

/** A new round starts: the secrets of the round that ended are public now. */
export function dropRoundSecrets(state: GameState): void {
  if (!state.secrets) return;
  const kept = state.secrets.filter((secret) => secret.until !== 'round_end');
  if (kept.length > 0) state.secrets = kept;
  else delete state.secrets;
}
