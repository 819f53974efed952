/**
 * docs/authoring.md is the designer's reference for the extension surface; it must not fall
 * behind the engine. Every hook, engine event, step, round kind, game-end reason and phase status
 * the engine defines is named in it (as `code`), and every backticked hook-like name it lists as
 * a hook exists. Each hook's entry shows an example, and the example is real code: it cites a
 * probe title or a bundled title, and its code is found in that title's files.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TITLE_IDS } from '../../generated/index.js';
import { tsFiles } from '../support/ts-program.js';
import { REPO_ROOT } from '../support/shared.js';
import { HOOK_NAMES } from '../../runtime/title/hooks.js';
import { ENGINE_EVENT_TYPES, ENGINE_GAME_END_REASONS, ENGINE_PHASE_STATUSES, ENGINE_ROUND_KINDS, ENGINE_STEP_NAMES } from '../../runtime/title/vocabulary.js';
import { ENGINE_ACTIONS } from '../../runtime/actions/catalog.js';
import probeAuthoring from '../generated/titles/probe_authoring/index.js';
import { probeGame } from '../hooks/driver.js';

const whole = readFileSync(new URL('../../docs/authoring.md', import.meta.url), 'utf8');
const mentioned = (name: string) => whole.includes(`\`${name}\``) || whole.includes(`**\`${name}`);
/** The part of the guide between two headings. */
const section = (from: string, to: string) => whole.slice(whole.indexOf(from), whole.indexOf(to, whole.indexOf(from)));
/** The hooks' entries ("Every hook"); the effects' ("The effects") are read below. */
const guide = section('### Every hook', '## 5. ');
const effectsGuide = section('### The effects', '### Every hook');

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

  /** Each hook's entry: its first line and the indented lines under it. */
  const entries = (() => {
    const out = new Map<string, string>();
    let current: [string, string[]] | undefined;
    for (const line of guide.split('\n')) {
      const start = /^- \*\*`(\w+)(?:\(|`)/.exec(line);
      if (start) current = [start[1], [line]];
      else if (current && (line === '' || line.startsWith('  '))) current[1].push(line);
      else current = undefined;
      if (current) out.set(current[0], current[1].join('\n'));
    }
    return out;
  })();

  /** A label citing where an example comes from: `*Probe:*`, `*1846:*`, `*18Chesapeake (two players):*`. */
  const citation = new RegExp(`\\*(Probe|${[...TITLE_IDS].sort((a, b) => b.length - a.length).join('|')})\\b[^*]*\\*`, 'g');
  /** The code of an example: its code spans and the lines of its code blocks. */
  const codeOf = (text: string): string[] => {
    const blocks = [...text.matchAll(/```ts\n([\s\S]*?)```/g)].flatMap((m) => m[1].split('\n').filter((l) => l.trim() && !l.trim().startsWith('//')));
    const spans = [...text.replace(/```ts\n[\s\S]*?```/g, '').matchAll(/`([^`\n]+)`/g)].map((m) => m[1]);
    return [...spans, ...blocks];
  };
  /** Code compared without whitespace, so line breaks and indentation do not matter. */
  const bare = (code: string) => code.replace(/\s+/g, '');
  const sourcesOf = (cited: string): string => {
    const dir = cited === 'Probe' ? join(REPO_ROOT, 'test', 'titles') : join(REPO_ROOT, 'titles', cited);
    return bare(tsFiles(dir).map((file) => readFileSync(file, 'utf8')).join('\n') + readYaml(dir));
  };
  const readYaml = (dir: string): string =>
    ['title.yaml', 'entities.yaml', 'map.yaml'].map((name) => { try { return readFileSync(join(dir, name), 'utf8'); } catch { return ''; } }).join('\n');

  it('shows an example in each hook’s entry, citing a probe or a bundled title', () => {
    const without = HOOK_NAMES.filter((name) => {
      const entry = entries.get(name) ?? '';
      const first = entry.search(citation);
      return first < 0 || codeOf(entry.slice(first)).length === 0;
    });
    expect(without).toEqual([]);
  });

  it('each example’s code is found in the title it cites (it is real code, and has not drifted from it)', () => {
    const drifted = HOOK_NAMES.flatMap((name) => {
      const entry = entries.get(name) ?? '';
      const cited = [...entry.matchAll(citation)].map((m) => m[1]);
      const code = cited.length ? codeOf(entry.slice(entry.search(citation))) : [];
      if (code.length === 0) return []; // the test above reports it
      const sources = cited.map((title) => sourcesOf(title)).join('\n');
      return code.some((c) => sources.includes(bare(c))) ? [] : [`${name}: none of ${JSON.stringify(code)} is in ${cited.join(', ')}`];
    });
    expect(drifted).toEqual([]);
  });
});

describe('docs/authoring.md describes every effect, each with an example that is real code', () => {
  /** Every method of GameEffects beyond the view: the effects object's members that the view lacks (runtime/engine/view.ts). */
  const game = probeGame(probeAuthoring);
  const effects = Object.keys(Object.getOwnPropertyDescriptors(game.effects))
    .filter((name) => !(name in game.view))
    .sort();
  /** Each entry of "The effects": the names its first line gives in bold, and its text. */
  const entries = (() => {
    const out: { names: string[]; text: string }[] = [];
    for (const line of effectsGuide.split('\n')) {
      if (line.startsWith('- **`')) out.push({ names: [...line.matchAll(/\*\*`(\w+)\(/g)].map((m) => m[1]), text: line });
      else if (out.length && line.startsWith('  ')) out[out.length - 1].text += `\n${line}`;
    }
    return out;
  })();
  const citation = new RegExp(`\\*(Probe|Test|${[...TITLE_IDS].sort((a, b) => b.length - a.length).join('|')})\\b[^*]*\\*`, 'g');
  const bare = (code: string) => code.replace(/\s+/g, '');
  const codeOf = (text: string): string[] => [
    ...[...text.replace(/```ts\n[\s\S]*?```/g, '').matchAll(/`([^`\n]+)`/g)].map((m) => m[1]),
    ...[...text.matchAll(/```ts\n([\s\S]*?)```/g)].flatMap((m) => m[1].split('\n').filter((l) => l.trim())),
  ];
  const sourcesOf = (cited: string): string => {
    if (cited === 'Test') return bare(readFileSync(join(REPO_ROOT, 'test', 'hooks', 'effects.test.ts'), 'utf8'));
    const dir = cited === 'Probe' ? join(REPO_ROOT, 'test', 'titles') : join(REPO_ROOT, 'titles', cited);
    return bare(tsFiles(dir).map((file) => readFileSync(file, 'utf8')).join('\n'));
  };

  it('has an entry for every effect, and none for an effect that does not exist', () => {
    expect(effects.length).toBeGreaterThan(30);
    expect(entries.flatMap((e) => e.names).sort()).toEqual(effects);
  });

  it('shows in each entry an example found in the code it cites (a probe title, a bundled title, or the effects test)', () => {
    const problems = entries.flatMap(({ names, text }) => {
      const at = text.search(citation);
      const cited = [...text.matchAll(citation)].map((m) => m[1]);
      const code = at < 0 ? [] : codeOf(text.slice(at));
      if (code.length === 0) return [`${names.join(', ')}: no example citing a probe, a title or the effects test`];
      const sources = cited.map(sourcesOf).join('\n');
      return code.some((c) => sources.includes(bare(c))) ? [] : [`${names.join(', ')}: none of ${JSON.stringify(code)} is in ${cited.join(', ')}`];
    });
    expect(problems).toEqual([]);
  });
});
