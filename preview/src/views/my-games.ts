/**
 * "Your games" on the index: the hotseat games kept in this browser (continue, or delete), the
 * seats this browser holds in server games (a seat's link opened here, the owner's link of a game
 * created here: open, or forget the link), and the open games it joined or opened, still waiting
 * for their start.
 */
import { lobbyHash, playHash } from '../app/router.js';
import { deleteHotseat, forgetLobbySeat, forgetSeat, hotseatGames, lobbySeats, seatRecords } from '../play/saved-games.js';
import { esc } from '../render/svg.js';

function ago(seconds: number): string {
  const s = Math.max(0, Math.floor(Date.now() / 1000) - seconds);
  if (s < 90) return 'just now';
  if (s < 5400) return `${Math.round(s / 60)} min ago`;
  if (s < 129600) return `${Math.round(s / 3600)} h ago`;
  return `${Math.round(s / 86400)} days ago`;
}

export function renderMyGames(container: HTMLElement): void {
  const hotseat = hotseatGames();
  const seats = seatRecords();
  const lobbies = lobbySeats();
  if (hotseat.length === 0 && seats.length === 0 && lobbies.length === 0) {
    container.innerHTML = '';
    return;
  }
  const local = hotseat
    .map(
      (g) =>
        `<li data-hotseat="${esc(g.id)}"><a href="${esc(playHash({ mode: 'local', id: g.id }))}">${esc(g.title)}</a> <span class="muted">hotseat · ${g.players.map((p) => esc(p.name)).join(', ')} · ` +
        `${esc(g.finished ? 'finished' : (g.round ?? ''))} · ${g.actions.length} actions · ${ago(g.updatedAt)}</span> <button type="button" class="link" data-delete-hotseat="${esc(g.id)}">delete</button></li>`,
    )
    .join('');
  const online = seats
    .map((s) => {
      const href = playHash({ mode: 'online', id: s.gameId, seat: s.token, ...(s.server ? { server: s.server } : {}) });
      const who = s.playerName === null ? 'owner (every seat)' : `as ${esc(s.playerName)}`;
      return (
        `<li data-online="${s.gameId}"><a href="${esc(href)}">${esc(s.title)} game ${s.gameId}</a> <span class="muted">${who} · ${s.players.map(esc).join(', ')}${s.server ? ` · on ${esc(s.server)}` : ''}</span> ` +
        `<button type="button" class="link" data-forget-seat="${esc(s.token)}" data-game="${s.gameId}" data-server="${esc(s.server)}">forget</button></li>`
      );
    })
    .join('');
  const open = lobbies
    .map(
      (l) =>
        `<li data-lobby="${l.lobbyId}"><a href="${esc(lobbyHash(l.lobbyId, l.server || undefined))}">${esc(l.title)} open game ${l.lobbyId}</a> <span class="muted">as ${esc(l.name)}${l.ownerToken ? ' (you opened it)' : ''} · waiting to start</span> ` +
        `<button type="button" class="link" data-forget-lobby="${l.lobbyId}" data-server="${esc(l.server)}">forget</button></li>`,
    )
    .join('');
  container.innerHTML = `<h2>Your games</h2><ul class="my-games">${local}${open}${online}</ul>`;
}

export function handleMyGamesClick(container: HTMLElement, event: Event): void {
  const button = (event.target as HTMLElement).closest<HTMLElement>('button');
  if (!button) return;
  if (button.dataset.deleteHotseat && window.confirm('Delete this hotseat game from this browser?')) deleteHotseat(button.dataset.deleteHotseat);
  else if (button.dataset.forgetSeat) forgetSeat(Number(button.dataset.game), button.dataset.forgetSeat, button.dataset.server ?? '');
  else if (button.dataset.forgetLobby) forgetLobbySeat(Number(button.dataset.forgetLobby), button.dataset.server ?? '');
  else return;
  renderMyGames(container);
}
