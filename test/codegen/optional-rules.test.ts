/**
 * Optional rules keep the reference's spelling (`LN_home_city_moved`: recordings name it so, and
 * the schema once refused it) and are named in any case wherever the YAML refers to one; two
 * rules that differ only in case cannot be told apart; a name that is no rule of the title, in
 * any case, is an error with a did-you-mean hint. Also the changes games of a rule make
 * (`by_optional_rule`, `hexes_by_optional_rule`) name rules, trains and hexes that exist.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../codegen/build.js';
import { formatDiagnostic } from '../../codegen/diagnostics.js';
import { tempProject, type TempProject } from './project.js';

const TITLE = 'titles/1889/title.yaml';
const MAP = 'titles/1889/map.yaml';
let project: TempProject;
beforeEach(() => {
  project = tempProject(['1889']);
});
afterEach(() => project.remove());

async function lines(): Promise<string[]> {
  const result = await build({ layout: project.layout, validateOnly: true, typecheck: false });
  return result.diagnostics.map((d) => formatDiagnostic(d, project.root));
}

const rename = (to: string) => project.edit(TITLE, '    - sym: beginner_game', `    - sym: ${to}`);

describe('optional rules', () => {
  it("keep the reference's spelling, and are named in any case", async () => {
    rename('Beginner_Game');
    // The map's tiles still say beginner_game: the same rule.
    expect(await lines()).toEqual([]);
  });

  it('cannot differ only in case', async () => {
    project.edit(TITLE, '    - sym: beginner_game', '    - sym: beginner_game\n      short_name: Beginner\n      desc: again\n    - sym: BEGINNER_GAME');
    expect((await lines()).filter((l) => l.includes('duplicate') || l.includes('another case'))).toEqual([
      expect.stringContaining("optional rule 'BEGINNER_GAME' is 'beginner_game' in another case"),
    ]);
  });

  it('refuses a name no rule has, in any case', async () => {
    project.edit(MAP, 'optional_rule: beginner_game }\n  Beg7', 'optional_rule: beginer_game }\n  Beg7');
    expect(await lines()).toEqual([expect.stringMatching(/error {2}optional_rule 'beginer_game' is not an optional rule of this title {2}\(hint: did you mean 'beginner_game'\?\)/)]);
  });

  it('check what games of a rule change: the rule, the trains, the home', async () => {
    project.edit(TITLE, '    - sym: beginner_game', '    - sym: Beginner_Game');
    project.edit(MAP, 'tiles:\n', 'hexes_by_optional_rule:\n  begginer_game:\n    white:\n      A10: city=revenue:0\ntiles:\n');
    expect((await lines()).map((l) => l.replace(/:\d+:\d+ /, ':L:C '))).toEqual([
      `${MAP}:L:C  error  'begginer_game' is not an optional rule of this title  (hint: did you mean 'Beginner_Game'?)`,
    ]);
  });
});
