/**
 * Starting a game, on the index page: a title, the players' names, the title's optional rules
 * (those offered for that many players), a seed, and where it is played — hotseat in this
 * browser, online on a game server with a link for each seat, or online with open seats that
 * others join. The engine in the page checks the setup first (player count, rules, seed), so a
 * bad setup is refused here with the engine's words. An online game with named players answers
 * with one link per seat (the seat's token in it, each with a copy button) to hand to each
 * player, the owner's link, which acts for every seat, and a link to watch; this browser keeps
 * only the owner's (a seat is kept where its link is opened). A game with open seats goes to its
 * lobby page, its creator in the first seat.
 */
import { Game, type TitleDefinition } from '../../../runtime/index.js';
import { lobbyHash, playHash } from '../app/router.js';
import { titleIds, titleModule } from '../app/titles.js';
import { createHotseat } from '../play/hotseat-session.js';
import { newHotseatId, rememberLobbySeat, rememberSeat } from '../play/saved-games.js';
import { GameServer, type CreatedGame } from '../play/server-api.js';
import { esc } from '../render/svg.js';
import { copyButton, onCopy } from './copy.js';
import { errorBox } from './view.js';

const DEFAULT_NAMES = ['Ada', 'Ben', 'Cy', 'Dot', 'Eli', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kit', 'Lu'];
const SERVER_KEY = 'trackwright:server';

/** The server the form last named (`''`: this page's /api). */
export function savedServer(): string {
  try {
    return localStorage.getItem(SERVER_KEY) ?? '';
  } catch {
    return '';
  }
}

function playersMarkup(def: TitleDefinition, count: number, names: readonly string[]): string {
  const [min, max] = def.meta.playerRange;
  const options = Array.from({ length: max - min + 1 }, (_, i) => min + i)
    .map((n) => `<option value="${n}"${n === count ? ' selected' : ''}>${n}</option>`)
    .join('');
  const inputs = Array.from({ length: count }, (_, i) => `<input type="text" name="player" value="${esc(names[i] ?? DEFAULT_NAMES[i] ?? `Player ${i + 1}`)}" aria-label="player ${i + 1}" maxlength="64" required>`).join('');
  return `<label>Players <select name="count">${options}</select></label><span class="names">${inputs}</span>`;
}

function rulesMarkup(def: TitleDefinition, count: number): string {
  const rules = def.meta.optionalRules.filter((r) => !r.players || r.players.includes(count));
  if (rules.length === 0) return '<span class="muted">no optional rules</span>';
  return rules
    .map((r) => `<label class="optional-rule" title="${esc(r.description)}"><input type="checkbox" name="rule" value="${esc(r.sym)}"> ${esc(r.shortName)}</label>`)
    .join(' ');
}

function seatLinks(created: CreatedGame, server: string): string {
  const link = (token?: string) => `${location.origin}${location.pathname}${playHash({ mode: 'online', id: created.id, ...(token ? { seat: token } : {}), ...(server ? { server } : {}) })}`;
  const rows = created.seats
    .map((s) => `<li data-seat="${esc(s.player_id)}"><b>${esc(s.name)}</b>: <a href="${esc(link(s.token))}" data-testid="seat-link" target="_blank" rel="noopener">${esc(link(s.token))}</a> ${copyButton(link(s.token))}</li>`)
    .join('');
  return (
    `<div class="seat-links" data-game-id="${created.id}"><p>Game ${created.id} is on the server. Send each player their link (it carries their seat’s token: whoever holds it plays that seat):</p><ul>${rows}</ul>` +
    `<p>To watch (no seat): <a href="${esc(link())}" data-testid="watch-link">${esc(link())}</a> ${copyButton(link())}</p>` +
    `<p class="muted">Owner’s link, acting for every seat (hotseat over the server; kept in this browser’s games): <a href="${esc(link(created.owner_token))}" data-testid="owner-link">${esc(link(created.owner_token))}</a> ${copyButton(link(created.owner_token))}</p></div>`
  );
}

/** The form; `fullTitles` gives each title's full name for the list (the id where absent). */
export function newGameForm(container: HTMLElement, onCreated: () => void, fullTitles: ReadonlyMap<string, string> = new Map()): { chooseTitle(id: string): void } {
  const ids = titleIds();
  container.innerHTML =
    `<form class="new-game" data-testid="new-game"><h2>Play a game</h2>` +
    `<div class="row"><label>Title <select name="title">${ids.map((id) => `<option value="${esc(id)}">${esc(fullTitles.get(id) ?? id)}</option>`).join('')}</select></label>` +
    `<span class="players-field"></span></div>` +
    `<div class="row"><span class="label">Optional rules</span> <span class="rules-field"></span></div>` +
    `<div class="row"><label>Seed <input type="number" name="seed" min="0" step="1" aria-label="seed"></label>` +
    `<label><input type="radio" name="mode" value="local" checked> Hotseat, in this browser</label>` +
    `<label title="a link for each seat, to send to each player"><input type="radio" name="mode" value="online"> Online, a link per seat</label>` +
    `<label title="others find the game among the open games, or follow its link, and join with their own name"><input type="radio" name="mode" value="lobby"> Online, open seats</label>` +
    `<label class="server-field" hidden>Server <input type="url" name="server" placeholder="this page’s /api (proxied to the game server)" value="${esc(savedServer())}"></label></div>` +
    `<div class="row"><button type="submit" class="primary">Start the game</button></div><div class="outcome" data-testid="new-game-outcome"></div></form>`;
  const form = container.querySelector<HTMLFormElement>('form')!;
  const title = form.querySelector<HTMLSelectElement>('[name="title"]')!;
  const playersField = form.querySelector<HTMLElement>('.players-field')!;
  const rulesField = form.querySelector<HTMLElement>('.rules-field')!;
  const seed = form.querySelector<HTMLInputElement>('[name="seed"]')!;
  const serverField = form.querySelector<HTMLElement>('.server-field')!;
  const outcome = form.querySelector<HTMLElement>('.outcome')!;
  // A fresh game's seed (the page may draw at random; the engine never does).
  seed.value = String(Math.floor(Math.random() * 1_000_000));
  let def: TitleDefinition | undefined;

  const names = () => Array.from(form.querySelectorAll<HTMLInputElement>('[name="player"]')).map((i) => i.value.trim());
  const drawPlayers = (count: number) => {
    if (!def) return;
    playersField.innerHTML = playersMarkup(def, count, names());
    rulesField.innerHTML = rulesMarkup(def, count);
  };
  const chooseTitle = async (id: string) => {
    title.value = id;
    def = (await titleModule(id)).definition;
    const [min, max] = def.meta.playerRange;
    drawPlayers(Math.min(max, Math.max(min, 4)));
  };
  title.addEventListener('change', () => void chooseTitle(title.value));
  form.addEventListener('change', (event) => {
    const target = event.target as HTMLInputElement;
    if (target.name === 'count') drawPlayers(Number(target.value));
    if (target.name === 'mode') {
      serverField.hidden = target.value === 'local';
      form.dataset.mode = target.value;
    }
  });
  outcome.addEventListener('click', (event) => void onCopy(event));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void start();
  });

  const start = async () => {
    outcome.innerHTML = '';
    const module = await titleModule(title.value);
    const players = names().map((name, i) => ({ id: i + 1, name }));
    const optionalRules = Array.from(form.querySelectorAll<HTMLInputElement>('[name="rule"]:checked')).map((i) => i.value);
    const seedValue = Number(seed.value);
    const mode = form.querySelector<HTMLInputElement>('[name="mode"]:checked')?.value;
    try {
      if (players.some((p) => !p.name)) throw new Error('every player needs a name');
      // The engine checks the setup before anything is kept or posted.
      new Game(module, players, { optionalRules, seed: seedValue });
      if (mode === 'local') {
        const record = createHotseat(module, { id: newHotseatId(), title: title.value, players, optionalRules, seed: seedValue }, Math.floor(Date.now() / 1000));
        onCreated();
        location.hash = playHash({ mode: 'local', id: record.id });
        return;
      }
      const serverUrl = form.querySelector<HTMLInputElement>('[name="server"]')!.value.trim();
      localStorage.setItem(SERVER_KEY, serverUrl);
      const server = new GameServer(serverUrl);
      if (mode === 'lobby') {
        const opened = await server.openLobby({ title: title.value, name: players[0].name, players: players.length, optional_rules: optionalRules, seed: seedValue });
        rememberLobbySeat({ server: server.base, lobbyId: opened.id, token: opened.seat_token, ownerToken: opened.owner_token, name: players[0].name, title: title.value, savedAt: Math.floor(Date.now() / 1000) });
        onCreated();
        location.hash = lobbyHash(opened.id, serverUrl || undefined);
        return;
      }
      const created = await server.createGame({ title: title.value, players: players.map((p) => ({ name: p.name })), optional_rules: optionalRules, seed: seedValue });
      const playerNames = players.map((p) => p.name);
      // This browser holds the owner's link; each seat is kept by the browser that opens its link.
      rememberSeat({ server: server.base, gameId: created.id, token: created.owner_token, title: title.value, playerName: null, players: playerNames, savedAt: Math.floor(Date.now() / 1000) });
      outcome.innerHTML = seatLinks(created, server.base);
      onCreated();
    } catch (error) {
      outcome.innerHTML = errorBox((error as Error).message);
    }
  };

  void chooseTitle(ids[0]);
  return { chooseTitle: (id) => void chooseTitle(id) };
}
