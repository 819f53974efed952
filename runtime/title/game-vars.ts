/**
 * Memory a title's hooks keep across actions (the reference's titles keep instance variables,
 * such as the last action, for rules that look back). Declared once with a type and a starting
 * value, read through the view and written through the effects, kept in the game state so it is
 * cloned, hashed and restored with everything else:
 *
 *   const lastLay = gameVar('last_special_lay', (): string | null => null);
 *   game.get(lastLay);            // in any hook
 *   game.set(lastLay, 'MC');      // in an effect hook
 */
export interface GameVar<T> {
  readonly name: string;
  readonly initial: () => T;
}

export function gameVar<T>(name: string, initial: () => T): GameVar<T> {
  return { name, initial };
}
