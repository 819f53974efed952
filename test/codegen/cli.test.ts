/**
 * One error path for every `codegen` command: help is usage on stdout and exit 0; a mistake in
 * the arguments or an input file is one line on stderr and exit 2 (usage) or 1 (input); no
 * output path may overwrite an input; and no failure prints a stack trace.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, projectLayout } from '../../codegen/build.js';
import { REPO_ROOT, runCli, tempProject } from './project.js';

let dir: string;
const file = (name: string, content: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
};
/** The first three bids of an 1830 auction, each at the private's face value. */
const BIDS = [
  { type: 'bid', entity: 1, entity_type: 'player', id: 1, company: 'SV', price: 20 },
  { type: 'bid', entity: 2, entity_type: 'player', id: 2, company: 'CS', price: 40 },
  { type: 'bid', entity: 3, entity_type: 'player', id: 3, company: 'DH', price: 70 },
];
const game = (over: Record<string, unknown> = {}) => ({
  id: 1,
  title: '1830',
  players: [
    { id: 1, name: 'a' },
    { id: 2, name: 'b' },
    { id: 3, name: 'c' },
  ],
  actions: [],
  ...over,
});

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'trackwright-cli-'));
  // replay loads the compiled titles from the repository's generated/.
  const result = await build({ layout: projectLayout(REPO_ROOT), typecheck: false });
  expect(result.ok).toBe(true);
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A run that failed cleanly: the exit code, one line on stderr, no stack trace. */
function failsWith(args: readonly string[], status: number, message: string | RegExp): void {
  const run = runCli(args, REPO_ROOT);
  expect(run.stderr).not.toMatch(/\n\s+at |node:internal/);
  expect(run.stderr.trim().split('\n')).toHaveLength(1);
  expect(run.stderr).toMatch(message);
  expect(run.status).toBe(status);
}

describe('help', () => {
  it.each([['--help'], ['help'], ['-h'], ['build', '--help']])('codegen %s prints the usage and exits 0', (...args) => {
    const run = runCli(args, REPO_ROOT);
    expect(run).toMatchObject({ status: 0, stderr: '' });
    expect(run.stdout).toMatch(/^usage: codegen <command>/);
    expect(run.stdout).toContain('new <title>');
    expect(run.stdout).toContain('lint [title...]');
  });

  it('codegen help replay and replay --help print the replay usage', () => {
    for (const args of [['help', 'replay'], ['replay', '--help']]) {
      expect(runCli(args, REPO_ROOT)).toMatchObject({ status: 0, stdout: expect.stringMatching(/^usage: codegen replay/) });
    }
  });
});

describe('usage mistakes: one line, exit 2', () => {
  it.each([
    [['bogus'], "unknown command 'bogus'"],
    [['buidl'], "unknown command 'buidl' (did you mean 'build'?)"],
    [['build', '--frobnicate'], "Unknown option '--frobnicate'"],
    [['build', '--root', '/nonexistent/project'], '--root /nonexistent/project: no such folder'],
    [['validate', '--check'], '--check is an option of build, not of validate'],
    [['replay'], 'which recorded game?'],
    [['replay', 'a.json', 'b.json'], 'one recorded game at a time, not 2'],
    [['replay', 'x.json', '--repeat', 'abc'], '--repeat must be a whole number from 1 to 1000, not "abc"'],
    [['replay', 'x.json', '--repeat', '0'], '--repeat must be a whole number from 1 to 1000, not "0"'],
    [['replay', 'x.json', '--to', 'abc'], '--to must be a whole number of at least 0, not "abc"'],
    [['replay', 'x.json', '--to', '-3'], /--to must be a whole number|Option '--to' argument is ambiguous/],
    [['simulate', 'example', '--max-actions', '0'], 'codegen simulate: --max-actions must be a whole number from 1 to 1000000, not "0"'],
    [['simulate', 'example', '--max-actions', 'abc'], '--max-actions must be a whole number from 1 to 1000000, not "abc"'],
    [['simulate', 'example', '--max-actions', '1.5'], '--max-actions must be a whole number'],
    [['simulate', 'example', '--games', '0'], '--games must be a whole number from 1 to 100000, not "0"'],
    [['simulate', 'example', '--players', 'x'], '--players must be a whole number of at least 1, not "x"'],
    [['simulate', 'example', '--seed', '1e3'], '--seed must be a whole number, not "1e3"'],
    [['simulate'], 'codegen simulate: which title? give its name'],
  ] as const)('codegen %s', (args, message) => failsWith(args, 2, message));
});

describe('replay: inputs that are wrong, one line, exit 1', () => {
  it('a missing file, a folder, a file that is not JSON', () => {
    failsWith(['replay', join(dir, 'missing.json')], 1, `cannot read the recorded game ${join(dir, 'missing.json')}: no such file`);
    // A folder is a folder of recordings (a title repository's recordings/): each is replayed.
    mkdirSync(join(dir, 'folder.json'), { recursive: true });
    expect(runCli(['replay', join(dir, 'folder.json')], REPO_ROOT)).toMatchObject({ status: 0, stdout: `no recorded games in ${join(dir, 'folder.json')}\n` });
    writeFileSync(join(dir, 'folder.json', 'bad.json'), 'not json');
    expect(runCli(['replay', join(dir, 'folder.json')], REPO_ROOT)).toMatchObject({ status: 1, stdout: '0 of 1 recorded games replayed as recorded\n' });
    failsWith(['replay', file('text.json', 'not json at all '.repeat(5000))], 1, /text\.json is not JSON \(/);
  });

  it.each([
    ['players that are not objects', { players: [1, 2, 3] }, 'players[0] must be an object {id, name}, not 1'],
    ['a player without a name', { players: [{ id: 1 }] }, 'players[0].name must be a string, not undefined'],
    ['a player id that is neither a number nor a string', { players: [{ id: true, name: 'a' }] }, 'players[0].id must be a number or a string, not true'],
    ['a seed that is not a number', { settings: { seed: 'abc' } }, 'settings.seed must be a number, not "abc"'],
    ['optional rules given as a string', { settings: { optional_rules: 'optional_6_train' } }, 'settings.optional_rules must be a list of optional rule names, not "optional_6_train"'],
    ['an optional rule the title lacks', { settings: { optional_rules: ['optional_6_trian'] } }, "settings.optional_rules names 'optional_6_trian', which 1830 does not offer (did you mean 'optional_6_train'?)"],
    ['actions that are not actions', { actions: [{ id: 1 }] }, 'actions[0] must be an action object with a type, not {"id":1}'],
    ['a title that is not compiled', { title: '18Nowhere' }, "no compiled title '18Nowhere'; titles: "],
  ])('%s', (_what, over, message) => failsWith(['replay', file('game.json', game(over))], 1, message));

  it('a golden trace that is missing, or not JSON lines (without dumping it)', () => {
    const fixture = file('game.json', game());
    failsWith(['replay', fixture, '--against', join(dir, 'nope.jsonl')], 1, 'cannot read the golden trace');
    failsWith(['replay', fixture, '--against', file('bad.jsonl', `{"id": 1, "type": "bid"}\n${'x'.repeat(40_000)}\n`)], 1, /bad\.jsonl:2: not a trace line/);
    failsWith(['replay', fixture, '--against', file('odd.jsonl', '{"ok": 1}\n')], 1, /odd\.jsonl:1: not a trace line/);
  });

  it('a recorded game given as the golden trace, in one line or pretty-printed', () => {
    const fixture = file('game.json', game({ actions: BIDS }));
    failsWith(['replay', fixture, '--against', fixture], 1, `${fixture} is a recorded game, not a golden trace`);
    const pretty = file('pretty.json', JSON.stringify(game({ actions: BIDS }), null, 2));
    failsWith(['replay', fixture, '--against', pretty], 1, `${pretty} is a recorded game, not a golden trace`);
  });
});

describe('replay --to', () => {
  const fixture = () => file('bids.json', game({ actions: BIDS }));

  it('stops after the action with that id', () => {
    const run = runCli(['replay', fixture(), '--to', '2', '--json'], REPO_ROOT);
    expect(run).toMatchObject({ status: 0, stderr: '' });
    expect(JSON.parse(run.stdout).actions).toBe(2);
  });

  it('refuses an id past the last action, as one before the first, instead of replaying it all without a word', () => {
    failsWith(['replay', fixture(), '--to', '99'], 2, '--to 99 is past the last action (id 3); give an id up to 3, or leave out --to to replay the whole game');
    failsWith(['replay', fixture(), '--to', '0'], 2, '--to 0 is before the first action (id 1); nothing to replay');
    expect(runCli(['replay', fixture(), '--to', '3', '--json'], REPO_ROOT)).toMatchObject({ status: 0, stderr: '' });
  });
});

describe('replay: recordings as 18xx.games writes them', () => {
  it('seats players by name where a hotseat recording gives no ids', () => {
    const players = ['a', 'b', 'c'].map((name) => ({ name }));
    const run = runCli(['replay', file('hotseat.json', game({ players })), '--json'], REPO_ROOT);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(Object.keys(JSON.parse(run.stdout).result)).toEqual(['a', 'b', 'c']);
  });
});

describe('replay --legal', () => {
  const players = [1, 2, 3].map((id) => ({ id, name: `p${id}` }));
  const recording = {
    id: 1,
    title: 'example',
    players,
    actions: [
      { type: 'bid', entity: 1, entity_type: 'player', id: 1, company: 'FL', price: 20 },
      { type: 'pass', entity: 2, entity_type: 'player', id: 2 },
    ],
  };

  it('passes a recording whose every move the legal actions list', () => {
    const run = runCli(['replay', file('legal.json', recording), '--legal', '--json'], REPO_ROOT);
    expect(run).toMatchObject({ status: 0, stderr: '' });
    expect(JSON.parse(run.stdout).legal).toMatchObject({ checked: 2, missing: 0 });
  });

  it('exits 1 and prints the first move missing from the legal actions, where a step takes a choice it does not list', async () => {
    // A title broken on purpose: its auction step takes bids but lists none.
    const project = tempProject(['example']);
    try {
      mkdirSync(project.path('titles/example/steps'), { recursive: true });
      writeFileSync(
        project.path('titles/example/steps/waterfall_auction.ts'),
        [
          "import { WaterfallAuctionStep, type LegalAction } from '../../../runtime/sdk.js';",
          'export default class BidsUnlisted extends WaterfallAuctionStep {',
          '  override legalActions(entity: string): readonly LegalAction[] {',
          "    return super.legalActions(entity).filter((legal) => legal.type !== 'bid');",
          '  }',
          '}',
          '',
        ].join('\n'),
      );
      expect((await build({ layout: project.layout, typecheck: false })).ok).toBe(true);
      // replay loads the project's generated/ as ES modules, as in the repository.
      writeFileSync(project.path('package.json'), '{"type": "module"}\n');
      const path = join(project.root, 'broken.json');
      writeFileSync(path, JSON.stringify(recording));
      const text = runCli(['replay', path, '--legal'], project.root);
      expect(text.stderr).toBe('');
      expect(text.status).toBe(1);
      expect(text.stdout).toContain('legal actions: 2 moves checked, 1 missing');
      expect(text.stdout).toContain(`first missing: ${JSON.stringify(recording.actions[0])}`);
      expect(text.stdout).toMatch(/offered: .*pass/);
      const json = runCli(['replay', path, '--legal', '--json'], project.root);
      expect(json.status).toBe(1);
      expect(JSON.parse(json.stdout).legal).toMatchObject({ checked: 2, missing: 1, firstMissing: { action: recording.actions[0] } });
    } finally {
      project.remove();
    }
  }, 120_000);
});

describe('outputs never overwrite inputs', () => {
  it('refuses --trace naming the recorded game or the golden trace, however spelt', () => {
    const fixture = file('keep.json', game());
    const before = readFileSync(fixture, 'utf8');
    failsWith(['replay', fixture, '--trace', fixture], 2, `--trace ${fixture} would overwrite the input ${fixture}`);
    failsWith(['replay', fixture, '--trace', join(dir, '.', 'keep.json')], 2, /would overwrite the input/);
    const golden = file('golden.jsonl', '{"a":1}\n');
    failsWith(['replay', fixture, '--against', golden, '--trace', golden], 2, /would overwrite the input/);
    expect(readFileSync(fixture, 'utf8')).toBe(before);
  });

  it('writes a trace elsewhere', () => {
    const out = join(dir, 'ours.jsonl');
    const run = runCli(['replay', file('game.json', game()), '--trace', out], REPO_ROOT);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(readFileSync(out, 'utf8').trim().split('\n').length).toBeGreaterThan(0);
  });
});
