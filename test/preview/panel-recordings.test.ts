/**
 * The action panel against every recorded game of every authored title: at each point where a
 * player made a move, the panel the page would show for the table (the hotseat seat, which acts
 * for everyone) offers that move — a button of its type under the entity that made it, for the
 * company, corporation, hex or train it names; a tile lay as ringed hexes to click; a run as the
 * route editor's Run button; undo and redo as the history buttons. A move of a kind the panel
 * cannot offer would leave a player of that title stuck in the browser.
 */
import { describe, expect, it } from 'vitest';
import { loadTitle, titleIdFor } from '../../generated/index.js';
import { checkRecording } from '../../runtime/legal/check.js';
import type { Action, Game, RunRoutesLegal } from '../../runtime/index.js';
import { newGameFor } from '../../runtime/replay/fixture.js';
import { tileCatalog } from '../../runtime/map/tiles.js';
import { renderActionPanel } from '../../preview/src/play/action-panel.js';
import { RouteEditor } from '../../preview/src/play/route-editor.js';
import { EVERYONE, redoFor, undoFor } from '../../preview/src/play/seat.js';
import { esc } from '../../preview/src/render/svg.js';
import { fixtureFiles, fixturesDir, readFixture, SHARED_MISSING } from '../support/shared.js';

/** A whole recording checked at every move: 1861's longest takes about a minute on a loaded machine. */
const RECORDING_TIMEOUT = 240_000;

/** The compiled title a recording is of: by id, `meta.title` or alias. */
const compiled = (title: string) => titleIdFor(title);
const money = (amount: number) => `$${amount}`;

/** Moves the page never offers as a choice: chat and the reference's automation settings. */
const NOT_MOVES = new Set(['message', 'log', 'program_disable', 'program_share_pass', 'program_buy_shares', 'program_independent_mines', 'program_harzbahn_draft_pass', 'program_merger_pass', 'program_close_pass']);

/** The panel's HTML for the table at this point of the game. */
function panelFor(game: Game): string {
  const legal = game.legalActions();
  const run = legal.find((l): l is RunRoutesLegal => l.type === 'run_routes');
  const catalog = tileCatalog(game.title);
  return renderActionPanel({
    game,
    names: { players: new Map(game.seats.map((s) => [String(s.id), s.name])), money, preprintedHex: (id) => catalog.preprintedTileIds.get(id) },
    money,
    legal,
    watching: false,
    busy: false,
    routes: run ? new RouteEditor(game, run) : undefined,
    undo: undoFor(game, EVERYONE),
    redo: redoFor(game, EVERYONE),
  }).html;
}

/** The part of the panel under one entity's heading. */
function section(html: string, action: Action): string | undefined {
  const head = `data-entity="${esc(String(action.entity))}" data-entity-type="${action.entity_type}"`;
  const at = html.indexOf(head);
  if (at < 0) return undefined;
  const end = html.indexOf('<section', at);
  return html.slice(at, end < 0 ? undefined : end);
}

/** What the panel must show for a move: a marker of its kind, and of the thing it names. */
function offers(html: string, action: Action): string | undefined {
  const a = action as Action & Record<string, unknown>;
  // Taking a move back and ending the game by agreement sit below the entities' choices.
  if (a.type === 'undo' || a.type === 'redo' || a.type === 'end_game') return html.includes(`data-type="${a.type}"`) ? undefined : `no ${a.type} button`;
  const part = section(html, action);
  if (part === undefined) return `no choices for ${action.entity_type} ${String(action.entity)}`;
  const wanted: string[] = [];
  switch (a.type) {
    case 'lay_tile':
      wanted.push('choice lay_tile');
      break;
    case 'run_routes':
      wanted.push('data-type="run_routes"');
      break;
    case 'bid':
      wanted.push('data-type="bid"');
      if (typeof a.company === 'string') wanted.push(`data-company="${esc(a.company)}"`);
      break;
    case 'par':
      wanted.push('data-type="par"', `data-corporation="${esc(String(a.corporation))}"`);
      break;
    case 'place_token':
      wanted.push('data-type="place_token"');
      break;
    default:
      wanted.push(`data-type="${a.type}"`);
  }
  const missing = wanted.filter((w) => !part.includes(w));
  return missing.length ? `the panel lacks ${missing.join(', ')}` : undefined;
}

describe.skipIf(!fixturesDir())('the action panel on recorded games', () => {
  for (const file of fixtureFiles()) {
    const id = compiled(file.recordedTitle);
    it.skipIf(!id)(`offers every move of ${file.title}/${file.name}${id ? '' : ' (title not authored yet)'}`, async () => {
      const fixture = readFixture(file);
      const game = newGameFor(await loadTitle(id!), fixture);
      const lacking: string[] = [];
      let checked = 0;
      // Whether each move is among the legal actions is test/legal's; here, what the panel shows.
      checkRecording(game, fixture.actions, {
        check: false,
        before: (at, action) => {
          if (NOT_MOVES.has(action.type) || at.finished) return;
          checked++;
          const problem = offers(panelFor(at), action);
          if (problem && lacking.length < 5) lacking.push(`action ${action.id ?? '?'} ${action.type} by ${String(action.entity)}: ${problem}`);
        },
      });
      expect(lacking).toEqual([]);
      expect(checked).toBeGreaterThan(0);
    }, RECORDING_TIMEOUT);
  }
});

describe.skipIf(!!fixturesDir())('the action panel on recorded games', () => {
  it.skip(SHARED_MISSING, () => {});
});
