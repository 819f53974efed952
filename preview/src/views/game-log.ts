/**
 * The replay's game log: the engine's events up to the current action, newest at the bottom,
 * as 18xx.games shows its log. Every line is drawn once; a jump only changes how much of the
 * list shows (rows have a fixed height, so the list is clipped to the lines of the positions
 * reached), which of them belong to the current action, and the scroll to the bottom — a jump
 * costs the same in a long game as in a short one. A click on a line goes to its action.
 */
import type { LogLines } from '../replay/event-log.js';
import { esc } from '../render/svg.js';

/** Height of one log row in pixels (styles.css `.events li`). */
export const LOG_ROW = 18;

export interface GameLogPanel {
  /** Shows the log as it stands at a position. */
  show(position: number): void;
  destroy(): void;
}

export function renderLogLines(log: LogLines): string {
  let previous = -1;
  return log.lines
    .map((line) => {
      // The action's id on its first line only, as a margin note.
      const id = line.pos !== previous && line.pos > 0 ? String(line.actionId) : '';
      previous = line.pos;
      return `<li data-pos="${line.pos}" data-action-id="${line.actionId}" data-event="${esc(line.type)}" class="${line.kind}" title="${esc(line.text)}"><span class="id">${id}</span>${esc(line.text)}</li>`;
    })
    .join('');
}

export function gameLogPanel(scroller: HTMLElement, list: HTMLOListElement, log: LogLines, onPick: (position: number) => void): GameLogPanel {
  list.innerHTML = renderLogLines(log);
  const items = Array.from(list.children) as HTMLLIElement[];
  let current: HTMLLIElement[] = [];
  let frame = 0;
  const click = (e: Event) => {
    const li = (e.target as HTMLElement).closest<HTMLLIElement>('li[data-pos]');
    if (li) onPick(Number(li.dataset.pos));
  };
  list.addEventListener('click', click);
  return {
    show(position) {
      const p = Math.max(0, Math.min(position, log.ends.length - 1));
      const end = log.ends[p];
      list.style.height = `${end * LOG_ROW}px`;
      list.dataset.shown = String(end);
      for (const li of current) li.classList.remove('current');
      current = p > 0 ? items.slice(log.ends[p - 1], end) : [];
      for (const li of current) li.classList.add('current');
      if (!frame) {
        frame = requestAnimationFrame(() => {
          frame = 0;
          scroller.scrollTop = scroller.scrollHeight;
        });
      }
    },
    destroy() {
      if (frame) cancelAnimationFrame(frame);
      list.removeEventListener('click', click);
    },
  };
}
