// Replays one recording `count` times with a checkout's compiled engine, and nothing else: the
// process bench/instructions.ts counts the instructions of. Plain JavaScript run by plain node,
// so no loader's work is counted (and what start-up costs cancels out: see that file).
//
// usage: node replay-loop.mjs <checkout> <title> <fixture.json> <count>
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [root, title, fixturePath, count] = process.argv.slice(2);
const load = (path) => import(pathToFileURL(join(root, 'dist', path)).href);
const { newGameFor, parseFixture } = await load('runtime/replay/fixture.js');
const { loadTitle } = await load('generated/index.js');
const fixture = parseFixture(readFileSync(fixturePath, 'utf8'), fixturePath);
const module = await loadTitle(title);
for (let i = 0; i < Number(count); i++) newGameFor(module, fixture).load(fixture.actions);
