/** Copy buttons beside links: the link's text to the clipboard, the button saying it was copied. */
import { esc } from '../render/svg.js';

export function copyButton(text: string, label = 'copy'): string {
  return `<button type="button" class="copy" data-copy="${esc(text)}" title="copy to the clipboard">${esc(label)}</button>`;
}

/** Handles a click on a copy button (true when it was one). */
export function onCopy(event: Event): boolean {
  const button = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-copy]');
  if (!button) return false;
  const text = button.dataset.copy ?? '';
  const done = () => {
    button.textContent = 'copied';
    setTimeout(() => (button.textContent = 'copy'), 1500);
  };
  if (navigator.clipboard?.writeText) {
    navigator.clipboard.writeText(text).then(done, () => selectFallback(text, done));
  } else {
    selectFallback(text, done);
  }
  return true;
}

/** Where the clipboard API is not offered (a page served over plain HTTP to another machine). */
function selectFallback(text: string, done: () => void): void {
  const area = document.createElement('textarea');
  area.value = text;
  document.body.appendChild(area);
  area.select();
  try {
    if (document.execCommand('copy')) done();
  } finally {
    area.remove();
  }
}
