/**
 * Nothing that validates may do nothing: data the schema accepts but nothing in the engine or the
 * title would ever read is a warning naming it (codegen/validate-unread.ts), and an ability's
 * `when` may name any step — a step of the title's own included — but one in none of the title's
 * rounds is a warning; a name that is no step nor time is an error listing them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../codegen/build.js';
import { formatDiagnostic } from '../../codegen/diagnostics.js';
import { tempProject, type TempProject } from './project.js';
import { ENGINE_STEP_NAMES } from '../../runtime/title/vocabulary.js';

const TITLE = 'titles/example/title.yaml';
const ENTITIES = 'titles/example/entities.yaml';
const FL_ABILITY = '      - { type: blocks_hexes, owner_type: player, hexes: [B8] }';
let project: TempProject;
beforeEach(() => {
  project = tempProject(['example']);
});
afterEach(() => project.remove());

async function lines(): Promise<string[]> {
  const result = await build({ layout: project.layout, validateOnly: true, typecheck: false });
  return result.diagnostics.map((d) => formatDiagnostic(d, project.root));
}

const ability = (yaml: string) => project.edit(ENTITIES, FL_ABILITY, `${FL_ABILITY}\n      - ${yaml}`);

describe('data nothing reads', () => {
  it('warns at an ability key the engine does not read, given a value that asks for something', async () => {
    ability('{ type: close, silent: true }');
    expect(await lines()).toEqual([`${ENTITIES}:33:24  warning  'silent' of a close ability does nothing: the engine does not read it  (hint: leave it out, or read \`silent\` in the title's hooks or steps)`]);
  });

  it('says nothing of such a key at the value that asks for nothing, or when the title’s code reads it', async () => {
    ability('{ type: close, silent: false }');
    expect(await lines()).toEqual([]);
    project.edit(ENTITIES, 'silent: false', 'silent: true');
    writeFileSync(project.path('titles/example/hooks.ts'), `// reads ability.silent where a company closes\nexport default {};\n`);
    expect(await lines()).toEqual([]);
  });

  it('warns at an ability kind of the title’s own that its kinds.ts declares but no hook or step names', async () => {
    // (A kind neither the engine nor kinds.ts declares is an error instead: test/codegen/vocabulary.test.ts.)
    writeFileSync(project.path('titles/example/kinds.ts'), `import { defineKinds } from '../../runtime/sdk.js';\nexport default defineKinds({ abilities: { survey_bonus: { description: 'Surveys' } } });\n`);
    ability('{ type: survey_bonus }');
    expect((await lines()).filter((l) => l.includes('warning'))).toEqual([
      `${ENTITIES}:33:17  warning  ability type 'survey_bonus' does nothing: the engine does not apply it and the title's code never names it  (hint: read it in a hook or step (abilities of type 'survey_bonus'), or leave it out)`,
    ]);
  });

  it('warns at a rule the engine does not read', async () => {
    project.edit(TITLE, '  sell_buy_order: sell_buy ', '  president_sales_to_market: true\n  sell_buy_order: sell_buy ');
    expect(await lines()).toEqual([`${TITLE}:31:3  warning  rule 'president_sales_to_market' does nothing: the engine does not read it  (hint: leave it out, or read \`rules.presidentSalesToMarket\` in the title's hooks or steps)`]);
  });

  it('warns at an event given a text that no train or phase fires', async () => {
    project.edit(TITLE, 'market_text:\n', 'events_text:\n  flood: { name: Flood, desc: The river floods }\nmarket_text:\n');
    expect(await lines()).toEqual([`${TITLE}:45:3  warning  event 'flood' has a text, but no train or phase fires it  (hint: fire it from a train or phase (\`events: [{ type: flood }]\`), or remove its text)`]);
  });
});

describe("an ability's `when`", () => {
  it('may name a step of the title’s own that a round lists', async () => {
    mkdirSync(project.path('titles/example/steps'), { recursive: true });
    writeFileSync(project.path('titles/example/steps/buy_one_train.ts'), `import { BuyTrainStep } from '../../../runtime/sdk.js';\nexport default class BuyOneTrain extends BuyTrainStep {}\n`);
    ability('{ type: train_discount, discount: 10, trains: [3], when: buy_one_train }');
    project.edit(TITLE, 'trains:\n  - { name: 2', 'rounds:\n  steps:\n    operating: [track, token, route, dividend, buy_one_train]\n\ntrains:\n  - { name: 2');
    expect(await lines()).toEqual([]);
  });

  it('warns at a step in none of the title’s rounds: it is never the current step', async () => {
    mkdirSync(project.path('titles/example/steps'), { recursive: true });
    writeFileSync(project.path('titles/example/steps/buy_one_train.ts'), `import { BuyTrainStep } from '../../../runtime/sdk.js';\nexport default class BuyOneTrain extends BuyTrainStep {}\n`);
    ability('{ type: train_discount, discount: 10, trains: [3], when: [owning_corp_or_turn, buy_one_train] }');
    const found = await lines();
    expect(found.filter((l) => l.includes("step 'buy_one_train' is in none"))).toEqual([
      `${ENTITIES}:33:88  warning  step 'buy_one_train' is in none of the title's rounds: an ability timed by it is never usable  (hint: add 'buy_one_train' to a round's steps under \`rounds.steps\`, or time the ability by a step the rounds have (bankrupt, buy_company, buy_sell_par_shares, buy_train, discard_train, dividend, exchange, home_token, route, special_token, special_track, token, track, waterfall_auction))`,
    ]);
  });

  it('refuses a name that is no step and no time, listing the times', async () => {
    ability('{ type: train_discount, discount: 10, trains: [3], when: buy_one_trane }');
    expect((await lines()).filter((l) => l.includes('buy_one_trane'))).toEqual([
      `${ENTITIES}:33:66  error  'buy_one_trane' is not a time the engine knows for an ability's \`when\` (or a step's name)  (hint: times: any, owning_corp_or_turn, owning_player_or_turn, owning_player_track, owning_player_token, owning_player_sr_turn, or_between_turns, or_start, stock_round, sold, bought_train, par, ran_train, operated, buying_train; or a step: ${[...ENGINE_STEP_NAMES].sort().join(', ')})`,
    ]);
  });
});
