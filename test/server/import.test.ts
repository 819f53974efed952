/**
 * Imports and cold loads, the two places the server processes many actions at once: they let
 * other requests run meanwhile, and they bound the work one request can cause.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Game } from '../../runtime/index.js';
import { LiveGame, titleModule } from '../../server/games/live-game.js';
import { importGame } from '../../server/games/setup.js';
import { openStore } from '../../server/store/open.js';
import type { Store } from '../../server/store/store.js';
import { sqlitePath } from './support.js';

let store: Store;
let file: ReturnType<typeof sqlitePath>;
beforeAll(async () => {
  file = sqlitePath();
  store = await openStore(file.path);
});
afterAll(async () => {
  await store?.close();
  file?.remove();
});

const PLAYERS = [{ id: 1, name: 'Ada' }, { id: 2, name: 'Ben' }, { id: 3, name: 'Cy' }];

/** An 1830 recording of `count` chat messages: long to process, needing no recorded game. */
function chatter(count: number) {
  const actions = Array.from({ length: count }, (_, i) => ({ type: 'message', entity: 1 + (i % 3), entity_type: 'player', id: i + 1, message: `m${i}` }));
  return { title: '1830', players: PLAYERS, settings: { seed: 1 }, actions };
}

/** Counts the event loop's turns while `work` runs (none: it held every other request up). */
async function turnsDuring<T>(work: () => Promise<T>): Promise<{ result: T; turns: number }> {
  let turns = 0;
  let counting = true;
  const tick = (): void => {
    if (!counting) return;
    turns++;
    setImmediate(tick);
  };
  setImmediate(tick);
  try {
    return { result: await work(), turns };
  } finally {
    counting = false;
  }
}

describe('processing many actions', () => {
  it('an import and a cold load let other requests run while the engine works', async () => {
    await importGame(store, chatter(10)); // the title module loaded
    const imported = await turnsDuring(() => importGame(store, chatter(3000)));
    expect(imported.result.last_action_id).toBe(3000);
    expect(imported.turns).toBeGreaterThan(2);

    const record = (await store.game(imported.result.id))!;
    const [tokens, actions] = await Promise.all([store.tokens(record.id), store.actionsAfter(record.id, 0)]);
    const loaded = await turnsDuring(() => LiveGame.create(record, tokens, actions));
    expect(loaded.result.lastActionId).toBe(3000);
    const whole = new Game(await titleModule('1830'), PLAYERS, { seed: 1 }).processAll(actions.map((a) => a.body));
    expect(loaded.result.game.hash()).toBe(whole.hash());
    expect(loaded.result.game.events).toEqual(whole.events);
    expect(loaded.turns).toBeGreaterThan(2);
  });
});
