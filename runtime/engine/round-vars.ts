/**
 * Variables a round's steps share (the track laid this turn, the routes just run, shares sold
 * this round), declared once with their type and starting value instead of read through string
 * keys:
 *
 *   export const routesRun = roundVar('routes', (): RunRoute[] => []);
 *   ...
 *   this.round.set(routesRun, routes);      // in the route step
 *   this.round.get(routesRun);              // in the dividend step, typed RunRoute[]
 *
 * A step lists the variables it uses in `roundVars()`; the round gives each its starting value
 * when it starts. Values live in `state.round.vars` under the variable's name, so they are plain
 * data: cloned with the state, hashed, restored.
 */
export interface RoundVar<T> {
  readonly name: string;
  /** A fresh starting value (called once per round, so mutable values are never shared). */
  readonly initial: () => T;
}

export function roundVar<T>(name: string, initial: () => T): RoundVar<T> {
  return { name, initial };
}
