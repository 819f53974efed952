/**
 * Refusals raised before any part of an action changed the game: the action named no entity of
 * the game, or no step would take it now (another's turn, an action not open). The history then
 * has nothing to roll back. Rolling back costs a replay from the last snapshot (up to 64
 * actions), and these are the refusals a server meets most (a seat acting out of turn, a stale
 * client's move), so the engine marks them where it raises them.
 *
 * Only the engine's own checks are marked, and only where no title code ran before them that
 * may have changed the game (a round kind that overrides `process`, a step that hands the action
 * on to the round again); the questions they ask of the steps (`actions`, `accepts`, `blocking`,
 * `activeEntities`, `description`) change nothing, as legal actions, asked of the live game at
 * any time, already require.
 */

/** Each such refusal, and the action it refused. */
const unchanged = new WeakMap<object, object>();

/** Marks an error as raised, before anything changed, on `action` itself; returns it, to be thrown. */
export function raisedUnchanged<E extends object>(error: E, action: object): E {
  unchanged.set(error, action);
  return error;
}

/**
 * Whether the error refused `action` itself before anything changed. A refusal of another action
 * on the way (an auto action after it, or one a title's round processes in the middle of it) is
 * not one: the action had changed the game by then.
 */
export function leftUnchanged(error: unknown, action: object): boolean {
  return typeof error === 'object' && error !== null && unchanged.get(error) === action;
}

/** Actions a round is processing now: one that comes to a round again meanwhile was handed on. */
const processing = new WeakSet<object>();

/**
 * Notes that a round begins to process `action`; false when it already is (a step handing it on
 * again once it has changed things: a refusal then is not raised before any change).
 */
export function beginProcessing(action: object): boolean {
  if (processing.has(action)) return false;
  processing.add(action);
  return true;
}

/** The round is done with the action `beginProcessing` said was its first coming. */
export function endProcessing(action: object): void {
  processing.delete(action);
}
