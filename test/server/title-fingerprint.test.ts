/**
 * The title fingerprint (server/games/title-fingerprint.ts) follows what decides a replay: the
 * same for the same title however its module object was made, different for an edit of its data
 * or of its code.
 */
import { describe, expect, it } from 'vitest';
import { loadTitle, TITLE_IDS } from '../../generated/index.js';
import type { TitleModule } from '../../runtime/index.js';
import { titleFingerprint } from '../../server/games/title-fingerprint.js';
import { withBankCash, withTrainPrice } from '../support/edited-title.js';

describe('titleFingerprint', () => {
  it('is the same for the same title, and differs between titles', async () => {
    const prints = new Set<string>();
    for (const id of TITLE_IDS) {
      const module = await loadTitle(id);
      const print = titleFingerprint(module);
      expect(titleFingerprint({ ...module, definition: structuredClone(module.definition) })).toBe(print);
      prints.add(print);
    }
    expect(prints.size).toBe(TITLE_IDS.length);
  });

  it('changes with the data and with the code', async () => {
    const module = await loadTitle('1846');
    const print = titleFingerprint(module);
    expect(titleFingerprint(withTrainPrice(module, '2', 81))).not.toBe(print);
    expect(titleFingerprint(withBankCash(module, 1))).not.toBe(print);
    const [name, hook] = Object.entries(module.hooks).find(([, h]) => typeof h === 'function') as [string, (...args: unknown[]) => unknown];
    const edited = { ...module, hooks: { ...module.hooks, [name]: (...args: unknown[]) => hook(...args) } } as TitleModule;
    expect(titleFingerprint(edited)).not.toBe(print);
    const [stepName, step] = Object.entries(module.steps)[0];
    const subclass = class extends (step as new (...args: never[]) => object) {};
    expect(titleFingerprint({ ...module, steps: { ...module.steps, [stepName]: subclass as never } })).not.toBe(print);
  });
});
