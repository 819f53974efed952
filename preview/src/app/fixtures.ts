/**
 * Recorded games: the list the server found (in `../shared/fixtures` or $TRACKWRIGHT_FIXTURES),
 * one game's JSON, and games dropped onto the page (kept for this browser tab).
 */
import { parseFixture, type Fixture } from '../../../runtime/index.js';
import type { FixtureList, FixtureSummary } from '../protocol.js';

export type { FixtureList, FixtureSummary };



const API = '/__trackwright';
let listing: Promise<FixtureList> | undefined;

/** The server's list; an empty one when the page is served without the preview's server. */
export function fixtureList(): Promise<FixtureList> {
  listing ??= fetch(`${API}/fixtures.json`)
    .then((r) => (r.ok ? (r.json() as Promise<FixtureList>) : { root: null, fixtures: [] }))
    .catch(() => ({ root: null, fixtures: [] }));
  return listing;
}

const DROPPED_PREFIX = 'dropped-';
const STORAGE_KEY = 'trackwright:dropped';

function droppedStore(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

const droppedInMemory = new Map<string, Fixture>();

/** Keeps a dropped recording and returns its name for URLs. */
export function addDropped(text: string, fileName: string): { name: string; fixture: Fixture } {
  const fixture = parseFixture(text, fileName);
  const base = fileName.replace(/\.json$/i, '').replace(/[^A-Za-z0-9_.-]+/g, '_') || 'game';
  const name = `${DROPPED_PREFIX}${base}`;
  droppedInMemory.set(name, fixture);
  try {
    const store = droppedStore();
    store[name] = text;
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(store));
  } catch {
    // Too big for session storage: it lives until the page is reloaded.
  }
  return { name, fixture };
}

/** A recording by its URL name: a dropped one, or one the server lists for this title. */
export async function loadFixture(titleId: string, name: string, recordingTitles: readonly string[]): Promise<Fixture> {
  if (name.startsWith(DROPPED_PREFIX)) {
    const kept = droppedInMemory.get(name);
    if (kept) return kept;
    const text = droppedStore()[name];
    if (text) return parseFixture(text, name);
    throw new Error(`the dropped game '${name}' is gone (dropped games last as long as the browser tab); drop it again`);
  }
  const { fixtures, root } = await fixtureList();
  const wanted = [titleId, ...recordingTitles].map((t) => t.toLowerCase());
  const entry =
    fixtures.find((f) => f.name === name && (wanted.includes(f.dir.toLowerCase()) || wanted.includes(f.title.toLowerCase()))) ??
    fixtures.find((f) => f.name === name || String(f.id) === name);
  if (!entry) {
    throw new Error(root ? `no recorded game '${name}' for ${titleId} in ${root}` : 'no recorded games are available: the server found no fixtures folder (../shared/fixtures or $TRACKWRIGHT_FIXTURES)');
  }
  const response = await fetch(`${API}/fixtures/${encodeURIComponent(entry.dir)}/${encodeURIComponent(entry.name)}.json`);
  if (!response.ok) throw new Error(`could not load ${entry.dir}/${entry.name}.json (${response.status})`);
  return parseFixture(await response.text(), `${entry.dir}/${entry.name}.json`);
}
