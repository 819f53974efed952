/**
 * "Open games" on the index: the games on the server with seats still open (the lobby), each
 * with who has joined and a link to its page, where a visitor joins with their own name. Quiet
 * when no server answers: hotseat play needs none.
 */
import { lobbyHash } from '../app/router.js';
import { GameServer } from '../play/server-api.js';
import { esc } from '../render/svg.js';

export async function renderOpenGames(container: HTMLElement, serverUrl: string): Promise<void> {
  let lobbies;
  try {
    lobbies = (await new GameServer(serverUrl).lobbies()).lobbies;
  } catch {
    container.innerHTML = '';
    return;
  }
  const rows = lobbies.map(
    (l) =>
      `<li data-lobby="${l.id}"><a href="${esc(lobbyHash(l.id, serverUrl || undefined))}">${esc(l.full_title)}</a> <span class="muted">${l.players.map((p) => esc(p.name)).join(', ')} · ` +
      `${l.players.length} of ${l.max_players} seats taken${l.description ? ` · ${esc(l.description)}` : ''}</span></li>`,
  );
  container.innerHTML = `<h2>Open games</h2>${rows.length ? `<ul class="open-games" data-testid="open-games">${rows.join('')}</ul>` : '<p class="muted" data-testid="open-games">No game is waiting for players: open one with “Online, open seats”.</p>'}`;
}
