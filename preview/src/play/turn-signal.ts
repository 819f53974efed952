/**
 * Telling a player it is their turn, as 18xx.games does: the tab's title carries a marker and
 * the step ("● Your turn: Buy or Sell Shares — 1830 game 4"), so a player in another tab sees
 * it; and, where the player asks for them, a short sound and a desktop notification when the
 * turn comes to them (not when the page opens on it). A hotseat page (everyone's seat) names
 * who is to act instead.
 */
import type { Game } from '../../../runtime/index.js';
import { controls, type Seat } from './seat.js';

export const TURN_MARK = '●';
const SOUND_KEY = 'trackwright:turn-sound';
const NOTIFY_KEY = 'trackwright:turn-notify';

/** Whether the seat has something to do now as one of the entities on turn. */
export function seatOnTurn(game: Game, seat: Seat): boolean {
  if (game.finished || seat.watching) return false;
  return game.round.activeEntities().some((id) => controls(game, seat, String(id), game.kindOf(String(id)) === 'player' ? 'player' : 'corporation') && game.legalActions(String(id)).some((l) => l.type !== 'end_game'));
}

/** The names of who is to act now (players by name, operators by symbol). */
export function actingNames(game: Game): string[] {
  if (game.finished) return [];
  const names = new Set<string>();
  for (const id of game.round.activeEntities()) names.add(game.playerOf(String(id))?.name ?? String(id));
  return [...names];
}

/** The tab's title for the game as it stands. */
export function turnTitle(game: Game, seat: Seat, place: string): string {
  if (game.finished) return `Game over — ${place}`;
  const step = game.round.activeStep()?.description() ?? '';
  if (seat.everyone) return `${actingNames(game).join(', ')} to act${step ? `: ${step}` : ''} — ${place}`;
  if (seatOnTurn(game, seat)) return `${TURN_MARK} Your turn${step ? `: ${step}` : ''} — ${place}`;
  return `Waiting for ${actingNames(game).join(', ')} — ${place}`;
}

function stored(key: string): boolean {
  try {
    return localStorage.getItem(key) === 'on';
  } catch {
    return false;
  }
}

function store(key: string, on: boolean): void {
  try {
    localStorage.setItem(key, on ? 'on' : 'off');
  } catch {
    // The choice lasts as long as the page.
  }
}

/** A short two-note chime (no sound file to fetch). */
function chime(): void {
  const Context = window.AudioContext;
  if (!Context) return;
  const audio = new Context();
  [660, 880].forEach((frequency, i) => {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0.12, audio.currentTime + i * 0.15);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + i * 0.15 + 0.25);
    tone.connect(gain).connect(audio.destination);
    tone.start(audio.currentTime + i * 0.15);
    tone.stop(audio.currentTime + i * 0.15 + 0.3);
  });
  setTimeout(() => void audio.close(), 1000);
}

/** The tab title and, for a player's seat, the sound and notification options and their signals. */
export class TurnSignal {
  private onTurn: boolean | undefined;

  constructor(
    private readonly seat: Seat,
    private readonly place: string,
  ) {}

  /** The options a player's seat offers (none for hotseat or watching). */
  controls(): string {
    if (this.seat.everyone || this.seat.watching) return '';
    const notify = typeof Notification === 'undefined' ? '' : `<label title="a desktop notification when your turn comes and this tab is not in front"><input type="checkbox" data-turn-option="notify"${stored(NOTIFY_KEY) && Notification.permission === 'granted' ? ' checked' : ''}> notify</label>`;
    return `<span class="turn-options"><label title="a chime when your turn comes"><input type="checkbox" data-turn-option="sound"${stored(SOUND_KEY) ? ' checked' : ''}> sound</label> ${notify}</span>`;
  }

  /** A click on one of the options. */
  async toggle(option: string, on: boolean, box: HTMLInputElement): Promise<void> {
    if (option === 'sound') return store(SOUND_KEY, on);
    if (option !== 'notify') return;
    if (on && Notification.permission !== 'granted') on = (await Notification.requestPermission()) === 'granted';
    box.checked = on;
    store(NOTIFY_KEY, on);
  }

  /** After every change: the title, and the signals when the turn has just come to this seat. */
  update(game: Game): void {
    document.title = turnTitle(game, this.seat, this.place);
    const now = !this.seat.everyone && seatOnTurn(game, this.seat);
    const arrived = now && this.onTurn === false;
    this.onTurn = now;
    if (!arrived) return;
    if (stored(SOUND_KEY)) chime();
    if (stored(NOTIFY_KEY) && typeof Notification !== 'undefined' && Notification.permission === 'granted' && document.hidden) {
      const step = game.round.activeStep()?.description();
      new Notification(`Your turn${step ? `: ${step}` : ''}`, { body: this.place, tag: 'trackwright-turn' });
    }
  }
}
