/**
 * A train as the depot holds it before anyone buys it. Apart from setup.ts because the depot's
 * later copies (trains.ts) are made the same way, and setup.ts reaches everything.
 */
import type { TrainState } from '../state/types.js';
import type { TrainDefinition } from '../title/definition.js';

export function newTrain(def: TrainDefinition, index: number): TrainState {
  return {
    id: `${def.name}-${index}`,
    name: def.name,
    type: def.name,
    owner: 'depot',
    operated: false,
    obsolete: false,
    rusted: false,
    buyable: true,
    // An event fires with the train it is timed for (`when`, 1-based; the first by default).
    events: def.events.filter((e) => index === (Number(e.when ?? 1) - 1)).map((e) => ({ ...e })),
  };
}
