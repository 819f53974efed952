/**
 * `trackwright new --standalone <folder>` (and `npm create trackwright <folder>`): a title
 * repository of the designer's own, depending on the toolkit as a package — one title that
 * validates and builds as soon as it is installed, the designer's two commands (`npm start`,
 * `npm test`), a CI workflow, and YAML modelines pointing at the schema inside node_modules.
 * It never writes over anything: an existing folder is refused.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { CliError } from '../cli/support.js';
import { TOOLKIT_VERSION } from './emit-module.js';
import { projectLayout } from './fingerprint.cjs';
import { checkTitleName, writeTitleFiles } from './new-title.js';

export interface RepositoryOptions {
  /** The folder to create; its name is the title's unless `title` says otherwise. */
  readonly folder: string;
  readonly title?: string;
  /** How package.json asks for the toolkit (default `^<this version>`; a tarball's `file:` path in tests). */
  readonly toolkit?: string;
}

function packageJson(name: string, title: string, toolkit: string): string {
  const pkg = {
    name,
    version: '0.1.0',
    private: true,
    description: `${title}: an 18xx title authored with trackwright`,
    type: 'module',
    scripts: {
      start: 'trackwright start',
      serve: 'trackwright serve',
      test: `trackwright build && trackwright lint && trackwright replay recordings && trackwright simulate ${title} --games 5`,
    },
    engines: { node: '>=20.19' },
    devDependencies: { trackwright: toolkit },
  };
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

function readme(title: string): string {
  return `# ${title}

An 18xx title authored with [trackwright](https://www.npmjs.com/package/trackwright): its rules
are YAML under \`titles/${title}/\` (checked against the toolkit's schema as you type), with
TypeScript hooks, steps and rounds beside them where YAML is not enough.

## Two commands

\`\`\`sh
npm install && npm start   # the preview: the map, tiles, market, and hotseat play of ${title}; it redraws on every save
npm test                   # validate and build, lint, replay every game in recordings/, simulate a few games
\`\`\`

- \`titles/${title}/title.yaml\`, \`map.yaml\`, \`entities.yaml\`: the title's data. Your editor completes
  and checks the keys (the modeline at the top of each file points at the schema in node_modules).
- \`titles/${title}/hooks.ts\`: named overrides of the engine's rules, typed with the title's names.
- \`recordings/${title}/*.json\`: recorded games (export one from a game in the preview, or
  \`npx trackwright simulate ${title} --record recordings/${title}\`); \`npm test\` replays each to its recorded result.
- Online play: \`npm run serve\` starts the game server on http://127.0.0.1:3000 with this repository's
  titles; the preview's "play online" talks to it. It stores games in Postgres
  (\`DATABASE_URL=postgres://…\`) or in a SQLite file, data/trackwright.sqlite, once you have run
  \`npm install better-sqlite3\` (a native module: authoring never needs it).
- \`extends: 1830\` in a title.yaml makes a variant of a title bundled with the toolkit
  (node_modules/trackwright/titles): only what differs is written here.
- \`npx trackwright help\`: every command (validate, build, lint, replay, simulate, new).

The designer's guide is \`node_modules/trackwright/docs/authoring.md\`; every YAML key is in
\`node_modules/trackwright/docs/title-format.md\`. Upgrade the toolkit with \`npm update trackwright\`:
each compiled title records the toolkit version it was built with.
`;
}

const GITIGNORE = `node_modules/
generated/
.cache/
data/
`;

const TSCONFIG = `${JSON.stringify(
  {
    compilerOptions: {
      target: 'ES2022',
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      lib: ['ES2023'],
      strict: true,
      noImplicitOverride: true,
      skipLibCheck: true,
      isolatedModules: true,
      verbatimModuleSyntax: true,
      noEmit: true,
      types: [],
    },
    include: ['titles', 'generated'],
  },
  null,
  2,
)}\n`;

const CI = `# The title's checks on every push: validate, build, lint, replay recordings/, simulate.
name: test
on: [push, pull_request]
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20
          cache: npm
      - run: npm ci
      - run: npm test
`;

/** Writes the repository; returns the exit code. */
export function scaffoldRepository(options: RepositoryOptions): number {
  const dir = resolve(options.folder);
  const title = options.title ?? basename(dir);
  checkTitleName(title);
  if (existsSync(dir)) throw new CliError(`${options.folder} already exists; new --standalone never writes over anything`, 1);
  mkdirSync(dir, { recursive: true });
  const name = basename(dir).toLowerCase().replace(/[^a-z0-9-._~]/g, '-').replace(/^[._]+/, '') || 'title';
  const files: [string, string][] = [
    ['package.json', packageJson(name, title, options.toolkit ?? `^${TOOLKIT_VERSION}`)],
    ['README.md', readme(title)],
    ['.gitignore', GITIGNORE],
    ['tsconfig.json', TSCONFIG],
    ['.github/workflows/test.yml', CI],
    [`recordings/${title}/.gitkeep`, ''],
  ];
  for (const [file, content] of files) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), content, { flag: 'wx' });
  }
  // The title itself, laid out as in the repository it will be built in: the toolkit in node_modules.
  writeTitleFiles({ ...projectLayout(dir), schemasDir: join(dir, 'node_modules', 'trackwright', 'schemas'), runtimeDir: join(dir, 'node_modules', 'trackwright', 'runtime') }, title);
  const where = relative(process.cwd(), dir) || '.';
  process.stdout.write(`created the title repository ${where}/ with the title ${title}\nnext:\n  cd ${where}\n  npm install && npm start\n  npm test\n`);
  return 0;
}
