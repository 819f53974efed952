/**
 * The index: starting a game of any title (hotseat or online) and the games this browser plays;
 * every compiled title (1830 and the bundled example first) with a small map and links to its
 * pages and its recorded games, the recordings of titles not compiled here, and a drop zone for a
 * recording of one's own.
 */
import { addDropped, fixtureList, type FixtureSummary } from '../app/fixtures.js';
import { routeHash } from '../app/router.js';
import { titleForRecording, titleIds, titleModule } from '../app/titles.js';
import { renderMap } from '../render/map.js';
import { answersTo } from '../../../runtime/title/names.js';
import { esc } from '../render/svg.js';
import { handleMyGamesClick, renderMyGames } from './my-games.js';
import { lobbySeats, seatRecords } from '../play/saved-games.js';
import { newGameForm, savedServer } from './new-game.js';
import { renderOpenGames } from './open-games.js';
import { errorBox, html, type View } from './view.js';

function fixtureLink(titleId: string, f: FixtureSummary): string {
  const href = routeHash({ kind: 'replay', title: titleId, game: f.name });
  return `<li><a href="${esc(href)}" data-fixture="${esc(f.name)}">${esc(f.name)}</a> <span class="muted">${f.players.length} players · ${f.actions} actions${f.gameEndReason ? ` · ended: ${esc(f.gameEndReason)}` : ''}</span></li>`;
}

/** Whether this browser has played online (a seat, an open game, a server named). */
function playsOnline(): boolean {
  return seatRecords().length > 0 || lobbySeats().length > 0 || savedServer() !== '';
}

export async function indexView(): Promise<View> {
  const element = html('', 'section', 'index-view');
  const ids = titleIds();
  const [{ fixtures, root }, modules] = await Promise.all([fixtureList(), Promise.all(ids.map((id) => titleModule(id)))]);
  const byTitle = new Map<string, FixtureSummary[]>();
  const orphans: FixtureSummary[] = [];
  for (const f of fixtures) {
    // By the title the recording names (a title's id, meta.title or alias: "1846 2p Variant"), else its folder.
    const id = ids.find((t, i) => answersTo(f.title, t, modules[i].definition.meta)) ?? ids.find((t) => t.toLowerCase() === f.dir.toLowerCase());
    if (id) byTitle.set(id, [...(byTitle.get(id) ?? []), f]);
    else orphans.push(f);
  }
  const cards = modules.map((module, i) => {
    const id = ids[i];
    const def = module.definition;
    const games = byTitle.get(id) ?? [];
    const links = ['map', 'tiles', 'market', 'tables'].map((tab) => `<a href="${esc(routeHash({ kind: 'title', title: id, tab: tab as 'map' }))}">${tab}</a>`).join(' · ');
    return (
      `<article class="title-card" data-title="${esc(id)}"><a class="thumb" href="#/${esc(id)}">${renderMap(def, { coordinates: false, className: 'thumb-map' })}</a>` +
      `<div><h2><a href="#/${esc(id)}">${esc(def.meta.fullTitle)}</a></h2><p class="muted">${esc(def.meta.designer)}${def.meta.location ? ` · ${esc(def.meta.location)}` : ''} · ${def.meta.playerRange[0]}–${def.meta.playerRange[1]} players${def.meta.variantOf ? ` · a variant of ${esc(def.meta.variantOf.baseTitle)}` : ''}</p>` +
      `<p>${links} · <a href="#/" data-play-title="${esc(id)}">play</a></p>` +
      (games.length ? `<h3>Recorded games</h3><ul class="games">${games.map((f) => fixtureLink(id, f)).join('')}</ul>` : '') +
      `</div></article>`
    );
  });
  const orphanList = orphans.length
    ? `<section class="orphans"><h2>Other recordings</h2><p class="muted">No compiled title for these yet.</p><ul>${orphans.map((f) => `<li class="muted">${esc(f.dir)}/${esc(f.name)} — ${esc(f.title)}, ${f.actions} actions</li>`).join('')}</ul></section>`
    : '';
  element.innerHTML =
    `<div class="play-start"><div class="new-game-area"></div><div><div class="my-games-area" data-testid="my-games"></div><div class="open-games-area"></div></div></div>` +
    `<div class="titles">${cards.join('')}</div>` +
    `<section class="drop" id="drop-zone" tabindex="0"><h2>Replay a recorded game</h2><p>Drop an 18xx.games game JSON here, or <label class="file">choose a file<input type="file" accept=".json,application/json" id="drop-input" hidden></label>.</p>` +
    `<p class="muted">${root ? `Recordings found in <code>${esc(root)}</code>.` : 'No fixtures folder found (../shared/fixtures or $TRACKWRIGHT_FIXTURES).'}</p><div id="drop-error"></div></section>` +
    orphanList;

  const myGames = element.querySelector<HTMLElement>('.my-games-area')!;
  renderMyGames(myGames);
  // The open games come from the game server: asked for once this browser plays online, or as
  // soon as an online way to play is chosen (a designer playing hotseat needs no server).
  const openGames = element.querySelector<HTMLElement>('.open-games-area')!;
  if (playsOnline()) void renderOpenGames(openGames, savedServer());
  myGames.addEventListener('click', (e) => handleMyGamesClick(myGames, e));
  const fullTitles = new Map(modules.map((m, i) => [ids[i], m.definition.meta.fullTitle]));
  const form = newGameForm(element.querySelector<HTMLElement>('.new-game-area')!, () => renderMyGames(myGames), fullTitles);
  element.querySelector('form.new-game')?.addEventListener('change', (event) => {
    const target = event.target as HTMLInputElement;
    if (target.name === 'mode' && target.value !== 'local') void renderOpenGames(openGames, savedServer());
  });
  element.querySelector('.titles')!.addEventListener('click', (e) => {
    const id = (e.target as HTMLElement).closest<HTMLElement>('[data-play-title]')?.dataset.playTitle;
    if (!id) return;
    e.preventDefault();
    form.chooseTitle(id);
    element.querySelector('.new-game-area')!.scrollIntoView({ behavior: 'smooth' });
  });

  const zone = element.querySelector<HTMLElement>('#drop-zone')!;
  const input = element.querySelector<HTMLInputElement>('#drop-input')!;
  const errorEl = element.querySelector<HTMLElement>('#drop-error')!;
  const open = async (file: File) => {
    try {
      const { name, fixture } = addDropped(await file.text(), file.name);
      const title = await titleForRecording(fixture.title);
      if (!title) throw new Error(`no compiled title for '${fixture.title}' (titles: ${titleIds().join(', ')})`);
      location.hash = routeHash({ kind: 'replay', title, game: name });
    } catch (error) {
      errorEl.innerHTML = errorBox((error as Error).message);
    }
  };
  zone.addEventListener('dragover', (e) => {
    e.preventDefault();
    zone.classList.add('over');
  });
  zone.addEventListener('dragleave', () => zone.classList.remove('over'));
  zone.addEventListener('drop', (e) => {
    e.preventDefault();
    zone.classList.remove('over');
    const file = e.dataTransfer?.files[0];
    if (file) void open(file);
  });
  input.addEventListener('change', () => {
    const file = input.files?.[0];
    if (file) void open(file);
  });

  return {
    element,
    definitionChanged(id) {
      const card = element.querySelector<HTMLElement>(`.title-card[data-title="${CSS.escape(id)}"] .thumb`);
      if (card) void titleModule(id).then((m) => (card.innerHTML = renderMap(m.definition, { coordinates: false, className: 'thumb-map' })));
    },
  };
}
