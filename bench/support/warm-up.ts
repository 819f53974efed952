/**
 * How long a bench replays a recording before it times it. V8 optimises a function with
 * TurboFan only after it has run many times, and a replay touches a few thousand functions: a
 * 654-action 1830 game replays in about 30 ms for its first thirty runs, 15 ms over the next
 * thirty and only settles at 8 ms after about a hundred (measured on this engine's compiled build;
 * Maglev-only code, `--max-opt=2`, stays at 30 ms). Twenty warm-up runs therefore timed a mix of
 * tiers, not the warm engine a server or a long replay runs. What the JIT counts is calls, so the
 * warm-up is counted in actions replayed, not in runs: a small game needs more runs than a large
 * one to reach the same state.
 */
export const WARM_UP_ACTIONS = 100_000;
const MIN_RUNS = 20;
const MAX_RUNS = 400;

/** How many warm-up replays a recording of `actions` actions gets. */
export function warmUpRuns(actions: number): number {
  return Math.min(MAX_RUNS, Math.max(MIN_RUNS, Math.ceil(WARM_UP_ACTIONS / Math.max(1, actions))));
}
