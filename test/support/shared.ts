/**
 * Finding the shared recorded games: `../shared` beside the repository, or the folder
 * `$TRACKWRIGHT_FIXTURES` names (laid out like `shared/fixtures/`). Tests that need them skip
 * with a message when neither exists, so a fresh clone still passes.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseFixture, type Fixture } from '../../runtime/replay/fixture.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The fixtures folder (`<title>/<id>.json`), or undefined. */
export function fixturesDir(): string | undefined {
  const fromEnv = process.env.TRACKWRIGHT_FIXTURES;
  if (fromEnv && existsSync(fromEnv)) return resolve(fromEnv);
  const beside = join(ROOT, '..', 'shared', 'fixtures');
  return existsSync(beside) ? beside : undefined;
}

/** The traces folder (`<title>/<id>.trace.jsonl`), when the shared folder has one. */
export function tracesDir(): string | undefined {
  const fixtures = fixturesDir();
  if (!fixtures) return undefined;
  const traces = join(dirname(fixtures), 'traces');
  return existsSync(traces) ? traces : undefined;
}

export const SHARED_MISSING =
  'recorded games not found: put the shared folder at ../shared (beside the repository) or set TRACKWRIGHT_FIXTURES';

export interface FixtureFile {
  /** The folder it is in (the traces' folder too). */
  readonly title: string;
  readonly name: string;
  readonly path: string;
  /** The title the recording names (`"1846 2p Variant"`): what `titleIdFor` finds the compiled title by. */
  readonly recordedTitle: string;
}

/** The `title` a recording names, or its folder's name when it names none. */
function recordedTitleOf(path: string, folder: string): string {
  try {
    const title = (JSON.parse(readFileSync(path, 'utf8')) as { title?: unknown }).title;
    return typeof title === 'string' || typeof title === 'number' ? String(title) : folder;
  } catch {
    return folder; // a broken recording: the test that reads it says what is wrong
  }
}

export function fixtureFiles(title?: string): FixtureFile[] {
  const dir = fixturesDir();
  if (!dir) return [];
  const titles = title ? [title] : readdirSync(dir).sort();
  return titles.flatMap((t) =>
    existsSync(join(dir, t))
      ? readdirSync(join(dir, t))
          .filter((f) => f.endsWith('.json'))
          .sort()
          .map((f) => ({ title: t, name: f.slice(0, -'.json'.length), path: join(dir, t, f), recordedTitle: recordedTitleOf(join(dir, t, f), t) }))
      : [],
  );
}

export function readFixture(file: FixtureFile): Fixture {
  return parseFixture(readFileSync(file.path, 'utf8'), file.path);
}

export function traceFor(file: FixtureFile): string | undefined {
  const dir = tracesDir();
  const path = dir && join(dir, file.title, `${file.name}.trace.jsonl`);
  return path && existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

export const REPO_ROOT = ROOT;
