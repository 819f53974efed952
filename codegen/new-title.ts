/**
 * `codegen new <title>`: a new title folder that validates, builds and shows in the preview at
 * once — three YAML files with the schema modeline (editor completion and inline errors from the
 * first keystroke) and a minimal hooks.ts — then a build, so generated/ has it too. It never
 * writes over anything: an existing folder is refused.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { build } from './build.js';
import { CliError } from '../cli/support.js';
import { formatDiagnostic } from './diagnostics.js';
import type { ProjectLayout } from './fingerprint.cjs';
import { runtimeSpecifier } from './emit-module.js';
import { TITLE_ID } from './load.js';

/** The modeline pointing editors at the schema: the toolkit's, inside node_modules in a title repository. */
function modeline(layout: ProjectLayout, id: string): string {
  const schema = relative(join(layout.titlesDir, id), join(layout.schemasDir, 'title.schema.json')).split(sep).join('/');
  return `# yaml-language-server: $schema=${schema}`;
}

function titleYaml(id: string, MODELINE: string): string {
  return `${MODELINE}
#
# ${id}: a new title. Every key is described in docs/title-format.md and in the schema (your
# editor shows the descriptions on hover). Run \`npx trackwright validate ${id}\` after a change,
# or keep \`npm start\` running: the preview redraws on every save.

meta:
  title: "${id}"
  full_title: "${id}"
  designer: You
  player_range: [2, 4]
  layout: pointy
  currency_format: "$%s"

rules:
  bank_cash: 4000
  starting_cash: { 2: 600, 3: 400, 4: 300 }
  cert_limit: { 2: 12, 3: 9, 4: 7 }

trains:
  - { name: 2, distance: 2, price: 80, count: 3, rusts_on: 4 }
  - { name: 3, distance: 3, price: 180, count: 2 }
  - { name: 4, distance: 4, price: 300, count: unlimited }

phases:
  - { name: 2, train_limit: 3, tiles: [yellow], operating_rounds: 1 }
  - { name: 3, on: 3, train_limit: 3, tiles: [yellow, green], operating_rounds: 2, status: [can_buy_companies] }
  - { name: 4, on: 4, train_limit: 2, tiles: [yellow, green], operating_rounds: 2 }

market:
  rows:
    - [50, 55, 60p, 65p, 70p, 80, 90, 100, 110, 125e]
    - [45, 50, 55, 60, 65, 70, 80, 90]
    - [40, 45, 50, 55, 60]
`;
}

const mapYaml = (MODELINE: string) => `${MODELINE}
#
# The map: hexes grouped by colour (a key may list several hex ids), their names, and the tile
# manifest (library tiles from titles/_tiles/ and how many come in the box).

hexes:
  red:
    C1: offboard=revenue:yellow_30|brown_50;path=a:3,b:_0;path=a:4,b:_0
  white:
    A3 B2 C5: blank
    B4 C3: city
    A5: town
    B6: upgrade=cost:40,terrain:water

location_names:
  B4: First City
  C3: Second City
  C1: The West

tiles:
  3: 2
  7: 3
  8: 4
  9: 4
  57: 2
  14: 1
  15: 1
`;

const entitiesYaml = (MODELINE: string) => `${MODELINE}
#
# Corporations (their home hexes must have a city) and private companies.

corporations:
  - { sym: AR, name: A Railroad, tokens: [0, 40], coordinates: B4, color: "#2e6b9e" }
  - { sym: BR, name: B Railroad, tokens: [0, 40], coordinates: C3, color: "#b5452d" }

companies:
  - sym: FC
    name: First Company
    value: 40
    revenue: 10
    desc: Blocks B6 while owned by a player.
    abilities:
      - { type: blocks_hexes, owner_type: player, hexes: [B6] }
`;

function hooksTs(layout: ProjectLayout, id: string): string {
  return `/**
 * ${id}'s hooks: named overrides of the engine's behaviour, typed with the title's own names
 * (a hook naming a train or corporation the YAML lacks does not compile, and codegen reports it).
 */
import { defineHooks } from '${runtimeSpecifier(layout, join(layout.titlesDir, id, 'hooks.ts'), 'sdk.ts').replace('trackwright/runtime/sdk.js', 'trackwright/sdk')}';
import type { Types } from '../../generated/titles/${id}/types.js';

export default defineHooks<Types>({});
`;
}

/** Refuses a name that cannot be a title's. */
export function checkTitleName(id: string): void {
  if (!TITLE_ID.test(id) || id.startsWith('_')) {
    throw new CliError(`${JSON.stringify(id)} cannot be a title name: use letters, digits, \`-\` and \`_\`, starting with a letter or digit`, 2);
  }
}

/** Writes the files of a new title under the project's titles/ (never over anything). */
export function writeTitleFiles(layout: ProjectLayout, id: string): void {
  const dir = join(layout.titlesDir, id);
  mkdirSync(dir, { recursive: true });
  const files: [string, string][] = [
    ['title.yaml', titleYaml(id, modeline(layout, id))],
    ['map.yaml', mapYaml(modeline(layout, id))],
    ['entities.yaml', entitiesYaml(modeline(layout, id))],
    ['hooks.ts', hooksTs(layout, id)],
  ];
  for (const [name, content] of files) writeFileSync(join(dir, name), content, { flag: 'wx' });
  process.stdout.write(`created ${files.map(([name]) => relative(process.cwd(), join(dir, name))).join(', ')}\n`);
}

/** Writes the new title and builds; returns the exit code. */
export async function scaffoldTitle(layout: ProjectLayout, id: string): Promise<number> {
  checkTitleName(id);
  if (existsSync(join(layout.titlesDir, id))) throw new CliError(`titles/${id}/ already exists; codegen new never writes over a title`, 1);
  writeTitleFiles(layout, id);

  const result = await build({ layout });
  for (const d of result.diagnostics) process.stderr.write(`${formatDiagnostic(d)}\n`);
  if (!result.ok) {
    process.stderr.write(`titles/${id}/ was created, but the project does not build; fix the problems above\n`);
    return 1;
  }
  process.stdout.write(
    `built ${result.titles.join(', ')}\nnext: \`npm start\` and open the preview at #/${id}; edit titles/${id}/*.yaml (docs/title-format.md)\n`,
  );
  return 0;
}
