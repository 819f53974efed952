/**
 * Names that end in the engine — an ability's `when`, a `game_end_check` reason, an engine event's
 * parameters, a terrain — and the references a title makes (hexes, tiles, corporations, trains)
 * are checked at build time against the engine's vocabularies (and what the title's hooks and
 * steps define), each mistake one positioned line with a did-you-mean hint.
 * Given: the example title with some edits (and files added); want: exactly these lines.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../codegen/build.js';
import { formatDiagnostic } from '../../codegen/diagnostics.js';
import { didYouMean, nearestHexes } from '../../codegen/did-you-mean.js';
import { ENGINE_STEP_NAMES, GAME_END_TIMINGS } from '../../runtime/title/vocabulary.js';
import { copyProject, REPO_ROOT, tempProject, type TempProject } from './project.js';

const TITLE = 'titles/example/title.yaml';
const MAP = 'titles/example/map.yaml';
const ENTITIES = 'titles/example/entities.yaml';
const HOOKS = 'titles/example/hooks.ts';

type Edit = readonly [file: string, find: string, replace: string];
interface Case {
  readonly edits: readonly Edit[];
  /** Files added to the title, by path. */
  readonly files?: Readonly<Record<string, string>>;
  /** The lines `validate` prints; none means the title is accepted. */
  readonly want: readonly string[];
}

const hooks = (body: string) =>
  `import { defineHooks } from '../../runtime/sdk.js';\nimport type { Types } from '../../generated/titles/example/types.js';\n\nexport default defineHooks<Types>({\n${body}\n});\n`;

const KINDS = 'titles/example/kinds.ts';
const kinds = (body: string) => `import { defineKinds } from '../../runtime/sdk.js';\n\nexport default defineKinds({\n${body}\n});\n`;

/** Adds an ability to the first private (after its blocks_hexes, line 32 of entities.yaml). */
const ability = (yaml: string): Edit => [ENTITIES, '      - { type: blocks_hexes, owner_type: player, hexes: [B8] }\n', `      - { type: blocks_hexes, owner_type: player, hexes: [B8] }\n      - ${yaml}\n`];
/** Replaces the 5 train's event (line 56 of title.yaml). */
const trainEvent = (yaml: string): Edit => [TITLE, 'events: [{ type: close_companies }]', `events: [${yaml}]`];

const CASES: Readonly<Record<string, Record<string, Case>>> = {
  'ability when': {
    'a misspelt time': {
      edits: [[ENTITIES, 'when: owning_corp_or_turn', 'when: owning_corp_or_trun']],
      want: [`${ENTITIES}:45:15  error  'owning_corp_or_trun' is not a time the engine knows for an ability's \`when\` (or a step's name)  (hint: did you mean 'owning_corp_or_turn'?)`],
    },
    'a misspelt event time': {
      edits: [ability('{ type: close, when: bougth_train }')],
      want: [`${ENTITIES}:33:30  error  'bougth_train' is not a time the engine knows for an ability's \`when\` (or a step's name)  (hint: did you mean 'bought_train'?)`],
    },
    'a misspelt time in a list': {
      edits: [ability('{ type: no_buy, when: [stock_round, stock_rnd] }')],
      want: [`${ENTITIES}:33:45  error  'stock_rnd' is not a time the engine knows for an ability's \`when\` (or a step's name)  (hint: did you mean 'stock_round'?)`],
    },
    'a time like none': {
      edits: [ability('{ type: no_buy, when: whenever }')],
      want: [
        `${ENTITIES}:33:31  error  'whenever' is not a time the engine knows for an ability's \`when\` (or a step's name)  (hint: times: any, owning_corp_or_turn, owning_player_or_turn, owning_player_track, owning_player_token, owning_player_sr_turn, or_between_turns, or_start, stock_round, sold, bought_train, par, ran_train, operated, buying_train; or a step: ${[...ENGINE_STEP_NAMES].sort().join(', ')})`,
      ],
    },
    "an engine step's name": { edits: [[ENTITIES, 'when: owning_corp_or_turn', 'when: [track, special_track]']], want: [] },
    "the title's own step's name": {
      edits: [
        [ENTITIES, 'when: owning_corp_or_turn', 'when: survey'],
        [TITLE, '# `rounds` is left out', 'rounds:\n  steps:\n    operating: [track, survey, token, route, dividend, buy_train]\n# `rounds` was left out'],
      ],
      files: { 'titles/example/steps/survey.ts': 'export default class {}\n' },
      want: [],
    },
  },
  'game_end_check reasons': {
    'a misspelt reason': {
      edits: [[TITLE, '    bankrupt: immediate', '    bankrupcy: immediate']],
      want: [`${TITLE}:33:5  error  'bankrupcy' is not a game-end reason of the engine or of this title's hooks  (hint: did you mean 'bankrupt'?)`],
    },
    'a reason no hook decides': {
      edits: [[TITLE, '    bank: full_or\n', '    bank: full_or\n    river_dry: full_or\n']],
      files: { [HOOKS]: hooks('  gameEnd: { drought: () => false },') },
      want: [
        `${TITLE}:35:5  error  'river_dry' is not a game-end reason of the engine or of this title's hooks  (hint: reasons: bankrupt, bank, stock_market, final_train, final_phase, all_closed, fixed_round, custom, drought; a title's own reason is decided in hooks.ts under \`gameEnd\`)`,
      ],
    },
    "a reason the title's gameEnd hook decides": {
      edits: [[TITLE, '    bank: full_or\n', '    bank: full_or\n    drought: current_or\n']],
      files: { [HOOKS]: hooks("  gameEnd: { 'drought'(game) { return game.players.length > 9; } },") },
      want: [],
    },
    'trigger_endgame takes no parameters (its timing is the custom reason\'s)': {
      edits: [trainEvent('{ type: trigger_endgame, timing: full_or }'), [TITLE, '    bank: full_or\n', '    bank: full_or\n    custom: full_or\n']],
      want: [`${TITLE}:57:39  error  'timing' is not a parameter of event trigger_endgame  (hint: trigger_endgame takes 'when')`],
    },
    'trigger_endgame in a title whose game_end_check does not time custom': {
      edits: [trainEvent('{ type: trigger_endgame }')],
      want: [`${TITLE}:56:22  error  trigger_endgame ends the game for the reason custom, which game_end_check does not time  (hint: add \`custom: full_or\` (or another timing) to rules.game_end_check)`],
    },
    "a train event's when": {
      edits: [trainEvent('{ type: close_companies, when: 0 }')],
      want: [`${TITLE}:56:45  error  'when' of event close_companies must be a whole number from 1 to 999, not 0  (hint: write \`when: 1\`)`],
    },
    'every parameter given right': {
      edits: [trainEvent('{ type: phase_revenue, revenue: { FL: 0 }, when: 2 }, { type: float_percent, percent: 50 }, { type: trigger_endgame }'), [TITLE, '    bank: full_or\n', '    bank: full_or\n    custom: full_or\n']],
      want: [],
    },
    "an engine event the title's hooks replace takes their parameters": {
      edits: [trainEvent('{ type: close_companies, silent: true }')],
      files: { [HOOKS]: hooks('  events: { close_companies: (event, game) => game.engineEvent(event) },') },
      want: [],
    },
  },
  terrain: {
    'a misspelt terrain of a hex': {
      edits: [[MAP, 'terrain:mountain', 'terrain:mountian']],
      want: [`${MAP}:25:28  error  unknown terrain 'mountian'  (hint: did you mean 'mountain'?)`],
    },
    'a misspelt terrain in the structured form': {
      edits: [[MAP, 'terrain: [water]', 'terrain: [watr]']],
      want: [`${MAP}:31:39  error  unknown terrain 'watr'  (hint: did you mean 'water'?)`],
    },
    'a misspelt terrain of a discount': {
      edits: [ability('{ type: tile_discount, owner_type: corporation, discount: 20, terrain: mountian }')],
      want: [`${ENTITIES}:33:80  error  'mountian' is not a terrain of the map  (hint: did you mean 'mountain'?)`],
    },
    'a discount for a terrain no hex has': {
      edits: [ability('{ type: tile_discount, owner_type: corporation, discount: 20, terrain: swamp }')],
      want: [`${ENTITIES}:33:80  error  no hex or tile of the map has terrain 'swamp': the discount never applies  (hint: the map's terrains: mountain, water, impassable)`],
    },
    'a discount for a terrain of the map': { edits: [ability('{ type: tile_discount, owner_type: corporation, discount: 20, terrain: water }')], want: [] },
  },
  'ability kinds': {
    "a misspelt engine kind": {
      edits: [ability('{ type: no_bye }')],
      want: [`${ENTITIES}:33:17  error  'no_bye' is not an ability kind of the engine or of this title's kinds.ts  (hint: did you mean 'no_buy'?)`],
    },
    "a kind of the title's own, declared in kinds.ts": {
      edits: [ability('{ type: toll, amount: 10, owner_type: corporation, when: owning_corp_or_turn, count: 2 }')],
      // Read by a hook: a kind no code reads but its declaration is a warning (test/codegen/unread.test.ts).
      files: { [KINDS]: kinds("  abilities: { toll: { description: 'Collects a toll' } },"), 'titles/example/hooks.ts': `// pays the 'toll' abilities' amounts\nexport default {};\n` },
      want: [],
    },
    "a kind of the title's own that kinds.ts does not declare": {
      edits: [ability('{ type: tolls }')],
      files: { [KINDS]: kinds("  abilities: { toll: { description: 'Collects a toll' } },") },
      want: [`${ENTITIES}:33:17  error  'tolls' is not an ability kind of the engine or of this title's kinds.ts  (hint: did you mean 'toll'?)`],
    },
    "a kind of the title's own named like the engine's": {
      edits: [],
      files: { [KINDS]: kinds("  abilities: { no_buy: { description: 'Not for sale' } },") },
      want: [`${KINDS}:4:16  error  'no_buy' is an ability kind of the engine's  (hint: give the title’s own kind a name of its own)`],
    },
  },
  'capitalisation modes': {
    'a misspelt engine mode': {
      edits: [[TITLE, '  sell_buy_order: sell_buy ', '  capitalization: incremantal\n  sell_buy_order: sell_buy ']],
      want: [`${TITLE}:31:19  error  'incremantal' is not a capitalisation mode of the engine or of this title's kinds.ts  (hint: did you mean 'incremental'?)`],
    },
    "a mode of the title's own, declared in kinds.ts": {
      edits: [[TITLE, '  sell_buy_order: sell_buy ', '  capitalization: launch\n  sell_buy_order: sell_buy ']],
      files: { [KINDS]: kinds("  capitalizations: { launch: { ipoSale: () => 'bank' } },") },
      want: [],
    },
    "a mode kinds.ts does not declare": {
      edits: [[TITLE, '  sell_buy_order: sell_buy ', '  capitalization: lunch\n  sell_buy_order: sell_buy ']],
      files: { [KINDS]: kinds("  capitalizations: { launch: { ipoSale: () => 'bank' } },") },
      want: [`${TITLE}:31:19  error  'lunch' is not a capitalisation mode of the engine or of this title's kinds.ts  (hint: did you mean 'launch'?)`],
    },
  },
  'references with did-you-mean': {
    'a corporation one letter off': {
      edits: [ability('{ type: exchange, corporations: [AX], owner_type: player, when: any, from: [ipo] }')],
      want: [`${ENTITIES}:33:42  error  'AX' is not a corporation of this title  (hint: did you mean 'AW'?)`],
    },
    'a train one letter off': {
      edits: [[TITLE, 'rusts_on: 4 }', 'rusts_on: 44 }']],
      want: [`${TITLE}:49:60  error  rusts_on '44' is not a train of this title  (hint: did you mean '4'?)`],
    },
  },
};

let base: TempProject;
const made: TempProject[] = [];

beforeAll(() => {
  base = tempProject(['example']);
});
afterAll(() => {
  for (const p of [base, ...made]) p?.remove();
});

describe.each(Object.entries(CASES))('%s', (_group, cases) => {
  it.each(Object.entries(cases))('%s', async (_what, { edits, files, want }) => {
    const project = copyProject(base);
    made.push(project);
    for (const [file, find, replace] of edits) project.edit(file, find, replace);
    for (const [path, text] of Object.entries(files ?? {})) {
      mkdirSync(dirname(project.path(path)), { recursive: true });
      writeFileSync(project.path(path), text);
    }
    const result = await build({ layout: project.layout, validateOnly: true, typecheck: false });
    expect(result.diagnostics.map((d) => formatDiagnostic(d, project.root))).toEqual(want);
    expect(result.ok).toBe(want.every((line) => !line.includes('  error  ')));
  });
});

describe('game-end timings', () => {
  it("are one list: the engine's and the schema's for game_end_check", () => {
    const schema = JSON.parse(readFileSync(join(REPO_ROOT, 'schemas', 'title.schema.json'), 'utf8')) as { $defs: { gameEndCheck: { additionalProperties: { enum: string[] } } } };
    expect(schema.$defs.gameEndCheck.additionalProperties.enum).toEqual(GAME_END_TIMINGS);
  });
});

describe('suggestions for short names', () => {
  const MAP_HEXES = ['A3', 'A5', 'A7', 'B2', 'B4', 'B6', 'B8', 'C1', 'C3', 'C5', 'C7', 'C9', 'D2', 'D4', 'D6', 'D8'];
  it.each([
    ['B9', ['B8', 'C9']],
    ['b8', ['B8']],
    ['D7', ['D6', 'D8', 'C7']],
    ['A4', ['A3', 'A5', 'B4']],
    ['Q1', []],
    ['B80', []],
  ] as const)('hex %s: %j', (given, want) => {
    expect(nearestHexes(given, MAP_HEXES)).toEqual(want);
  });

  it.each([
    ['99', ['7', '8', '9', '57'], '9'],
    ['AV', ['AW', 'BV', 'CL'], undefined], // one edit from two: no guess
    ['AX', ['AW', 'CL'], 'AW'],
    ['7', ['2', '3'], undefined],
  ] as const)('name %s among %j: %s', (given, candidates, want) => {
    expect(didYouMean(given, candidates)).toBe(want);
  });
});
