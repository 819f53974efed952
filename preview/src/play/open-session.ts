/**
 * Opens the game a play route names: a hotseat game from this browser's storage, or a game on a
 * game server (the link's `server`, else this page's /api), remembering an online seat so the
 * index lists it among "your games".
 */
import type { PlayTarget } from '../app/router.js';
import { hasTitle, titleModule } from '../app/titles.js';
import { HotseatSession } from './hotseat-session.js';
import { OnlineSession } from './online-session.js';
import { loadHotseat, rememberSeat } from './saved-games.js';
import { GameServer } from './server-api.js';
import type { PlaySession } from './session.js';

async function moduleFor(title: string) {
  if (!hasTitle(title)) throw new Error(`this page has no compiled title '${title}' (run npm run build, or open the game where its title is built)`);
  return titleModule(title);
}

export async function openSession(target: PlayTarget): Promise<PlaySession> {
  if (target.mode === 'local') {
    const record = loadHotseat(target.id);
    if (!record) throw new Error(`there is no hotseat game '${target.id}' in this browser: hotseat games live in the browser that created them (export one to move it)`);
    return HotseatSession.open(await moduleFor(record.title), target.id);
  }
  const server = new GameServer(target.server ?? '');
  const session = await OnlineSession.open({ server, gameId: target.id, token: target.seat, loadModule: moduleFor });
  if (target.seat) {
    const { seat, summary } = session;
    rememberSeat({
      server: server.base,
      gameId: target.id,
      token: target.seat,
      title: summary.title,
      playerName: seat.playerId === null ? null : (summary.players.find((p) => String(p.id) === seat.playerId)?.name ?? seat.playerId),
      players: summary.players.map((p) => p.name),
      savedAt: Math.floor(Date.now() / 1000),
    });
  }
  return session;
}
