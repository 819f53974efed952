/**
 * docs/authoring.md is the designer's reference for the extension surface; it must not fall
 * behind the engine. Every hook, engine event, step, round kind, game-end reason and phase status
 * the engine defines is named in it (as `code`), and every backticked hook-like name it lists as
 * a hook exists.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HOOK_NAMES } from '../../runtime/title/hooks.js';
import { ENGINE_EVENT_TYPES, ENGINE_GAME_END_REASONS, ENGINE_PHASE_STATUSES, ENGINE_ROUND_KINDS, ENGINE_STEP_NAMES } from '../../runtime/title/vocabulary.js';
import { ENGINE_ACTIONS } from '../../runtime/actions/catalog.js';

const guide = readFileSync(new URL('../../docs/authoring.md', import.meta.url), 'utf8');
const mentioned = (name: string) => guide.includes(`\`${name}\``) || guide.includes(`**\`${name}`);

describe('docs/authoring.md covers the extension surface', () => {
  const lists: [string, readonly string[]][] = [
    ['hook', HOOK_NAMES],
    ['engine event', ENGINE_EVENT_TYPES],
    ['engine step', ENGINE_STEP_NAMES],
    ['round kind', ENGINE_ROUND_KINDS],
    ['game-end reason', ENGINE_GAME_END_REASONS],
    ['phase status', ENGINE_PHASE_STATUSES],
    ['engine action type', Object.keys(ENGINE_ACTIONS).filter((t) => !t.startsWith('program_'))],
  ];
  for (const [what, names] of lists) {
    it(`names every ${what}`, () => {
      expect(names.filter((name) => !mentioned(name))).toEqual([]);
    });
  }

  it('describes each hook in its own entry, and no hook that does not exist', () => {
    const entries = [...guide.matchAll(/^- \*\*`(\w+)(?:\(|`)/gm)].map((m) => m[1]);
    expect([...entries].sort()).toEqual([...HOOK_NAMES].sort());
  });
});
