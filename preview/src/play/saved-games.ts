/**
 * Games this browser plays, in localStorage: hotseat games whole (the setup and every action,
 * so a reload, or coming back a week later, resumes them), and the seats of server games opened
 * here (the game, the server, the seat's token), so the index can list "your games".
 *
 * A hotseat game is the recording format's content (players, seed, optional rules, actions):
 * the engine rebuilds everything else, exactly, from that.
 */
import type { Action } from '../../../runtime/index.js';

export interface HotseatRecord {
  readonly id: string;
  /** The title's id (`1830`). */
  readonly title: string;
  readonly players: readonly { readonly id: number; readonly name: string }[];
  readonly optionalRules: readonly string[];
  readonly seed: number;
  readonly actions: readonly Action[];
  /** Unix seconds. */
  readonly createdAt: number;
  readonly updatedAt: number;
  /** The round when last saved, for the list. */
  readonly round?: string;
  readonly finished?: boolean;
}

export interface SeatRecord {
  /** `''`: this page's /api. */
  readonly server: string;
  readonly gameId: number;
  readonly token: string;
  readonly title: string;
  /** The seat's player, or null for the owner token (every seat). */
  readonly playerName: string | null;
  readonly players: readonly string[];
  readonly savedAt: number;
}

/** A seat in a lobby (an open game) this browser took or opened: its token, and the owner's for its creator. */
export interface LobbySeatRecord {
  /** `''`: this page's /api. */
  readonly server: string;
  readonly lobbyId: number;
  readonly token: string;
  /** The owner token, held by the lobby's creator (it starts the game). */
  readonly ownerToken?: string;
  readonly name: string;
  readonly title: string;
  readonly savedAt: number;
}

const HOTSEAT_PREFIX = 'trackwright:hotseat:';
const LOBBIES_KEY = 'trackwright:lobbies';
const SEATS_KEY = 'trackwright:seats';

function read<T>(key: string): T | undefined {
  try {
    const text = localStorage.getItem(key);
    return text === null ? undefined : (JSON.parse(text) as T);
  } catch {
    return undefined;
  }
}

/** Writes, or says why it could not (storage full or disabled): the game then lasts as long as the page. */
function write(key: string, value: unknown): string | undefined {
  try {
    localStorage.setItem(key, JSON.stringify(value));
    return undefined;
  } catch (error) {
    return `this browser would not keep the game (${(error as Error).message}); export it to keep it`;
  }
}

export function newHotseatId(): string {
  // Page-side ids need not be deterministic; they only name a game in this browser.
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 4).toString(36).padStart(4, '0')}`;
}

/** The localStorage key of a hotseat game (other tabs hear of its changes by it). */
export function hotseatKey(id: string): string {
  return HOTSEAT_PREFIX + id;
}

export function loadHotseat(id: string): HotseatRecord | undefined {
  return read<HotseatRecord>(HOTSEAT_PREFIX + id);
}

export function saveHotseat(record: HotseatRecord): string | undefined {
  return write(HOTSEAT_PREFIX + record.id, record);
}

export function deleteHotseat(id: string): void {
  localStorage.removeItem(HOTSEAT_PREFIX + id);
}

/** Every hotseat game kept here, most recently played first. */
export function hotseatGames(): HotseatRecord[] {
  const out: HotseatRecord[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (!key?.startsWith(HOTSEAT_PREFIX)) continue;
    const record = read<HotseatRecord>(key);
    if (record && Array.isArray(record.actions)) out.push(record);
  }
  return out.sort((a, b) => b.updatedAt - a.updatedAt);
}

export function seatRecords(): SeatRecord[] {
  const list = read<SeatRecord[]>(SEATS_KEY);
  return Array.isArray(list) ? list : [];
}

/** Remembers a seat (replacing an older record of the same token), newest first. */
export function rememberSeat(seat: SeatRecord): void {
  const others = seatRecords().filter((s) => !(s.token === seat.token && s.gameId === seat.gameId && s.server === seat.server));
  write(SEATS_KEY, [seat, ...others].slice(0, 100));
}

export function forgetSeat(gameId: number, token: string, server: string): void {
  write(
    SEATS_KEY,
    seatRecords().filter((s) => !(s.token === token && s.gameId === gameId && s.server === server)),
  );
}

export function lobbySeats(): LobbySeatRecord[] {
  const list = read<LobbySeatRecord[]>(LOBBIES_KEY);
  return Array.isArray(list) ? list : [];
}

/** This browser's seat in a lobby, if it holds one. */
export function lobbySeat(lobbyId: number, server: string): LobbySeatRecord | undefined {
  return lobbySeats().find((s) => s.lobbyId === lobbyId && s.server === server);
}

export function rememberLobbySeat(seat: LobbySeatRecord): void {
  const others = lobbySeats().filter((s) => !(s.lobbyId === seat.lobbyId && s.server === seat.server));
  write(LOBBIES_KEY, [seat, ...others].slice(0, 100));
}

export function forgetLobbySeat(lobbyId: number, server: string): void {
  write(
    LOBBIES_KEY,
    lobbySeats().filter((s) => !(s.lobbyId === lobbyId && s.server === server)),
  );
}
