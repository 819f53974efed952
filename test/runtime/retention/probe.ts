/**
 * Run by game-retention.test.ts as `node --expose-gc --no-allocation-site-pretenuring --import tsx
 * probe.ts <title>...` (why without pretenuring: see the test): for each
 * title, how many KB of each finished game the young-generation collector keeps. Prints one
 * JSON object, title → KB per game. (A child process: the parent's heap and its flags are
 * vitest's.)
 */
import { Game } from '../../../runtime/engine/game.js';
import { loadTitle } from '../../../generated/index.js';

const gc = (globalThis as { gc?: (options?: { type: 'minor' | 'major'; execution: 'sync' }) => void }).gc;
if (!gc) throw new Error('run with --expose-gc');
const minor = (): void => {
  gc({ type: 'minor', execution: 'sync' });
  gc({ type: 'minor', execution: 'sync' });
};

const GAMES = 40;
const out: Record<string, number> = {};
for (const id of process.argv.slice(2)) {
  const module = await loadTitle(id);
  const players = module.definition.meta.playerRange[1];
  const seats = Array.from({ length: players }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}` }));
  // A finished game here is one set up and dropped; its map context and effects are made, as a
  // hook's first use makes them, so that what keeps them is measured too.
  const play = (seed: number): void => {
    const game = new Game(module, seats, { seed });
    void game.effects.round.kind;
    game.effects.placeHomeToken(game.corporations[0].sym);
  };
  for (let i = 0; i < 200; i++) play(i);
  gc({ type: 'major', execution: 'sync' });
  const samples: number[] = [];
  for (let round = 0; round < 5; round++) {
    minor();
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < GAMES; i++) play(1000 + i);
    minor();
    samples.push((process.memoryUsage().heapUsed - before) / GAMES / 1024);
  }
  out[id] = Math.min(...samples);
}
console.log(JSON.stringify(out));
