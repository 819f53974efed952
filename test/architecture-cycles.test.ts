/**
 * runtime/ has no import cycle, type-only imports included: a module can be read, tested and
 * changed knowing only what it imports. Above all the title contract — the game, round and step
 * interfaces (engine/contract.ts), the Step and Round base classes, the title module, the hooks
 * and the SDK — depends on nothing that depends on it: steps, rounds and operations take the
 * game's interface, and the Game class implements it (issue 23: before this, 62 files formed one
 * cycle around engine/game.ts, 48 of them importing the class for its type).
 */
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './support/import-graph.js';
import { REPO_ROOT } from './support/shared.js';

const graph = importGraph(`${REPO_ROOT}/runtime`);
const show = (files: readonly string[]) => files.map((f) => relative(REPO_ROOT, f));

describe('runtime/ imports', () => {
  it('are read for every module (the check sees the engine)', () => {
    expect(graph.size).toBeGreaterThan(120);
    const edges = [...graph.values()].reduce((sum, to) => sum + to.length, 0);
    expect(edges).toBeGreaterThan(600);
  });

  it('form no cycle, type-only imports included', () => {
    // A cycle through engine/game.ts most often means a module imported the Game class for its
    // type: import `type { Game }` from engine/contract.ts instead.
    expect(importCycles(graph).map(show)).toEqual([]);
  });

  it('reach the Game class only from the public entry points: everything else takes the contract', () => {
    const game = `${REPO_ROOT}/runtime/engine/game.ts`;
    const importers = show([...graph].filter(([, to]) => to.includes(game)).map(([file]) => file)).sort();
    expect(importers).toEqual(['runtime/index.ts', 'runtime/replay/fixture.ts', 'runtime/sim/simulate.ts']);
  });
});
