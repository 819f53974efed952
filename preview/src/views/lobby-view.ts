/**
 * An open game's page (`#/lobby/<id>`): who has joined and how many seats are open, a link to
 * send to others (with a copy button), a name to join with for a visitor, and for its creator
 * the button that starts it once enough players have joined. The page reads the lobby every
 * moment; once the game starts, a player's page goes on to the game with the seat token it
 * joined with (the server made it the game's seat token), and anyone else's offers to watch.
 */
import { lobbyHash, playHash } from '../app/router.js';
import { forgetLobbySeat, lobbySeat, rememberLobbySeat, rememberSeat, type LobbySeatRecord } from '../play/saved-games.js';
import { GameServer, ServerError, type Lobby } from '../play/server-api.js';
import { esc } from '../render/svg.js';
import { copyButton, onCopy } from './copy.js';
import { errorBox, html, type View } from './view.js';

const POLL_MS = 1500;

function seatsList(lobby: Lobby, mine: string | undefined): string {
  const rows = Array.from({ length: lobby.max_players }, (_, i) => {
    const seat = lobby.players[i];
    if (!seat) return `<li class="open-seat muted">open seat</li>`;
    return `<li data-position="${seat.position}">${esc(seat.name)}${seat.name === mine ? ' <span class="flag">you</span>' : ''}${seat.position === 1 ? ' <span class="muted">(opened the game)</span>' : ''}</li>`;
  });
  return `<ol class="lobby-seats" data-testid="lobby-seats">${rows.join('')}</ol>`;
}

/** What the page shows of the lobby: the seats, the link, and what this browser's seat may do (join, wait, start, watch). */
function lobbyPage(lobby: Lobby, seat: LobbySeatRecord | undefined, link: string, problem: string, serverUrl: string | undefined): string {
  const joined = lobby.players.length;
  const enough = joined >= lobby.min_players;
  const start = seat?.ownerToken
    ? `<p><button type="button" class="primary" data-start${enough ? '' : ' disabled'}>Start the game</button> <span class="muted">${enough ? `with the ${joined} players who joined` : `${lobby.min_players - joined} more player${lobby.min_players - joined === 1 ? '' : 's'} needed`}</span></p>`
    : '';
  const join =
    seat || lobby.status !== 'open'
      ? ''
      : joined >= lobby.max_players
        ? '<p class="muted">Every seat is taken.</p>'
        : `<form class="join" data-testid="join"><label>Your name <input type="text" name="name" maxlength="64" required></label> <button type="submit" class="primary">Join</button></form>`;
  const waiting = seat && !seat.ownerToken && lobby.status === 'open' ? `<p class="muted" data-testid="lobby-waiting">You are in as <b>${esc(seat.name)}</b>. The game starts when its creator starts it; this page then opens it.</p>` : '';
  const started =
    lobby.game_id !== null && !seat ? `<p>This game has started: <a href="${esc(playHash({ mode: 'online', id: lobby.game_id, ...(serverUrl ? { server: serverUrl } : {}) }))}">watch it</a>.</p>` : '';
  return (
    `<header class="view-head"><h1>${esc(lobby.full_title)} — open game ${lobby.id}</h1>` +
    `<p class="muted">${joined} of ${lobby.max_players} seats taken · at least ${lobby.min_players} players${lobby.optional_rules.length ? ` · optional rules: ${lobby.optional_rules.map(esc).join(', ')}` : ''}</p></header>` +
    `<div class="lobby" data-status="${lobby.status}">${seatsList(lobby, seat?.name)}` +
    `<p>Send this link to the players: <a href="${esc(link)}" data-testid="lobby-link">${esc(link)}</a> ${copyButton(link)}</p>` +
    `${problem ? errorBox(problem) : ''}${join}${waiting}${start}${started}</div>`
  );
}

/**
 * An open game on the page: the lobby as last read, a problem to show, and the moves the page
 * makes (read the lobby every moment, join, start, go on to the game once it started).
 */
class LobbyPage {
  private problem = '';
  private timer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;
  private readonly link: string;

  constructor(
    private readonly element: HTMLElement,
    private readonly server: GameServer,
    private readonly id: number,
    private readonly serverUrl: string | undefined,
    private lobby: Lobby,
  ) {
    this.link = `${location.origin}${location.pathname}${lobbyHash(id, serverUrl)}`;
  }

  private seat(): LobbySeatRecord | undefined {
    return lobbySeat(this.id, this.server.base);
  }

  draw(): void {
    this.element.innerHTML = lobbyPage(this.lobby, this.seat(), this.link, this.problem, this.serverUrl);
  }

  /** The game started: a seat goes on to it, remembered among this browser's games. */
  enterGame(): boolean {
    const { lobby, server, serverUrl } = this;
    const seat = this.seat();
    if (lobby.game_id === null || !seat) return false;
    const token = seat.token;
    const record = { server: server.base, gameId: lobby.game_id, title: lobby.title, players: lobby.players.map((p) => p.name), savedAt: Math.floor(Date.now() / 1000) };
    if (seat.ownerToken) rememberSeat({ ...record, token: seat.ownerToken, playerName: null });
    rememberSeat({ ...record, token, playerName: seat.name });
    forgetLobbySeat(this.id, server.base);
    location.hash = playHash({ mode: 'online', id: lobby.game_id, seat: token, ...(serverUrl ? { server: serverUrl } : {}) });
    return true;
  }

  /** Reads the lobby again in a moment (unless the game was entered). */
  watch(): void {
    if (!this.enterGame()) this.timer = setTimeout(() => void this.poll(), POLL_MS);
  }

  private async poll(): Promise<void> {
    const { element } = this;
    if (this.closed) return;
    try {
      this.lobby = await this.server.lobby(this.id);
      this.problem = '';
    } catch (error) {
      this.problem = (error as Error).message;
    }
    if (this.closed || this.enterGame()) return;
    // Keep what a visitor is typing: redraw only when something changed.
    const typing = element.querySelector<HTMLInputElement>('form.join input[name="name"]');
    const before = element.dataset.drawn;
    const now = JSON.stringify([this.lobby, this.problem]);
    if (before !== now || !typing) {
      const value = typing?.value ?? '';
      this.draw();
      const input = element.querySelector<HTMLInputElement>('form.join input[name="name"]');
      if (input) input.value = value;
      element.dataset.drawn = now;
    }
    this.timer = setTimeout(() => void this.poll(), POLL_MS);
  }

  join(name: string): void {
    const { server, id } = this;
    void server.joinLobby(id, name).then(
      (joined) => {
        rememberLobbySeat({ server: server.base, lobbyId: id, token: joined.seat_token, name, title: this.lobby.title, savedAt: Math.floor(Date.now() / 1000) });
        this.lobby = { ...this.lobby, players: [...this.lobby.players, { position: joined.position, name }] };
        this.problem = '';
        this.draw();
      },
      (error: ServerError) => {
        this.problem = error.code === 'lobby/name_taken' ? `a player called ${name} has joined already: choose another name` : error.message;
        this.draw();
      },
    );
  }

  /** The creator starts the game (nothing for anyone else). */
  start(): void {
    const owner = this.seat()?.ownerToken;
    if (!owner) return;
    void this.server.startLobby(this.id, owner).then(
      (started) => {
        this.lobby = { ...this.lobby, status: 'started', game_id: started.game_id };
        this.enterGame();
      },
      (error: ServerError) => {
        this.problem = error.message;
        this.draw();
      },
    );
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
  }
}

export async function lobbyView(id: number, serverUrl?: string): Promise<View> {
  const element = html('<p class="muted">Opening the game…</p>', 'section', 'lobby-view');
  const server = new GameServer(serverUrl ?? '');
  let lobby: Lobby;
  try {
    lobby = await server.lobby(id);
  } catch (error) {
    element.innerHTML = errorBox((error as Error).message);
    return { element };
  }
  const page = new LobbyPage(element, server, id, serverUrl, lobby);
  element.addEventListener('submit', (event) => {
    event.preventDefault();
    const name = element.querySelector<HTMLInputElement>('form.join input[name="name"]')?.value.trim() ?? '';
    if (name) page.join(name);
  });
  element.addEventListener('click', (event) => {
    if (onCopy(event)) return;
    if ((event.target as HTMLElement).closest('button[data-start]')) page.start();
  });
  page.draw();
  page.watch();
  return {
    element,
    destroy() {
      page.close();
    },
  };
}
